// @ts-check
// One step of a lesson played on a <chess-board>: the board made and set up for the step, the
// child's moves, touches, taps and placements judged by the step's session (step-session.mjs), the
// scripted replies and the practice partner's defence, passes, restarts and the board's arrows,
// highlights and markers. The <chess-lesson> element shows what it reports; this module uses only
// the board's declared interface (attributes, methods and events).
//
//   const runner = new StepRunner({document, rules, step, lang, carry, host});
//   parent.append(runner.board);
//   runner.claim(); runner.action(); runner.choose(id); runner.showHint(); runner.tryAgain();
//   runner.showAnswer();   (a teacher's projector: the goal's answer drawn on the board)
//   runner.destroy();
//
// `host` receives: feedback(state) and clearFeedback() (the words for the child), solved(result),
// restart() (the step starts again, its mistakes and hints carried), changed() (the status line,
// the buttons and the tray may have changed), ready() (the board takes input) and showing(on) (a
// wrong position is on the board, waiting for the child's "try again"; off once it is gone).
//
// A move the rules refuse is not played: the runner says why (the piece it is about in
// `feedback`'s state) and marks, for a moment, the squares the core says that piece can reach and
// the men the core says make the move illegal (red, with a red arrow to the square each attacks). A
// legal move that is not the answer is played, answered where the lesson or the defender has a
// reply that shows why, and both stay on the board, with the words, until the child taps "try
// again" (runner.tryAgain(), which `waitingToRetry` says is due): then both are taken back. A try
// that ends the step's chances (the moves ran out, a stalemate) waits the same way, then starts
// the step again.
import '../play/chess-board.mjs';
import { StepSession } from './step-session.mjs';
import { boardMap } from './step-game.mjs';

const ARROW_KINDS = { green: 'good', red: 'bad', blue: 'hint', yellow: 'hint' };
const REPLY_DELAY_MS = 450; // a reply comes after a short pause, as a person's would
const SHOW_SQUARES_MS = 1800; // how long a refused move's squares (its reach, its culprits) stay marked
const EMPTY_BOARD = '8/8/8/8/8/8/8/8';

export class StepRunner {
  /**
   * @param {object} options
   * @param {Document} options.document
   * @param {import('../rules/index').ChessRules} options.rules
   * @param {any} options.step a step of a lesson file, checked
   * @param {string} options.lang
   * @param {{mistakes: number, hintsUsed: number, nudgesUsed?: number, tries?: number} | null} [options.carry] what a restarted step keeps
   * @param {any} options.host
   */
  constructor({ document: doc, rules, step, lang, carry = null, host }) {
    this.doc = doc;
    this.rules = rules;
    this.step = step;
    this.host = host;
    this.timers = new Set();
    this.scripting = false; // a reply or a replay is being played: the board's events are ours
    this.destroyed = false;
    this.shown = null; // the wrong move let through to be shown, until the board reports it
    this.why = null; // a refused move's marks while shown: {reach: squares the piece can go, culprits: game.culprits'}
    this.session = new StepSession(rules, step); // throws when the step cannot be opened
    if (carry) {
      this.session.mistakes = carry.mistakes;
      this.session.hintsUsed = carry.hintsUsed;
      this.session.nudgesUsed = carry.nudgesUsed ?? 0;
      this.session.tries = carry.tries ?? 0;
    }
    this.hint = null; // the hint on screen, whose arrows and squares the board shows
    this.nudge = null; // the square the nudge on screen points at
    this.helpAt = ''; // the moves (session.line) on the board when the nudge was given
    this.wrongMarks = []; // the squares a wrong quiz answer's reason marks
    this.retry = null; // what "try again" does while a wrong position waits on the board
    this.wrongShown = false; // a wrong move played to show why, until "try again" takes it back
    this.writtenMove = null; // a claim's move written down (not played), drawn as an arrow
    this.shownAnswer = null; // the goal's answer a teacher showed (showAnswer), until the next move
    this.board = this.makeBoard(lang);
  }

  /** Resolves after `ms`, unless the runner is destroyed first (then never). */
  wait(ms) { return new Promise((resolve) => { this.later(resolve, ms); }); }

  later(fn, ms) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.destroyed) fn();
    }, ms);
    this.timers.add(timer);
  }

  destroy() {
    this.destroyed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.board.remove();
  }

  setLang(lang) { this.board.setAttribute('lang', lang); }

  makeBoard(lang) {
    const { session, step } = this;
    const board = this.doc.createElement('chess-board');
    const mode = session.boardMode;
    board.setAttribute('lang', lang);
    board.setAttribute('orientation', step.orientation);
    if (step.boardTurned) {
      board.setAttribute('coordinates', 'false');
      board.classList.add('is-turned');
    }
    if (mode === 'setup') {
      board.setAttribute('mode', 'setup');
      board.setAttribute('fen', step.fen ? step.fen.split(' ')[0] : EMPTY_BOARD);
      board.setAttribute('interactive', '');
    } else {
      if (step.fen && !step.exercise) board.setAttribute('fen', step.fen);
      // a tap step takes input (the squares are buttons to press) but no piece can be picked up
      board.setAttribute('interactive', mode === 'play' || mode === 'tap' ? '' : 'false');
      if (mode === 'tap') board.setAttribute('mode', 'tap');
      if (session.kind.touchMove) board.setAttribute('touch-move', '');
    }
    board.addEventListener('beforemove', (event) => this.onBeforeMove(event));
    board.addEventListener('illegal', (event) => this.onIllegal(event));
    board.addEventListener('move', (event) => this.onMove(event));
    board.addEventListener('place', (event) => this.onPlace(event));
    board.addEventListener('remove', () => this.onRemove());
    board.addEventListener('squaretap', (event) => this.onSquareTap(event));
    board.addEventListener('touch', (event) => this.onTouch(event));
    board.ready.then(() => this.onBoardReady());
    return board;
  }

  onBoardReady() {
    const { board, session } = this;
    if (this.destroyed) return;
    if (session.game) {
      board.setGame(session.game);
      session.actor = board;
    }
    this.decorate();
    if (session.kind.touchMove) {
      this.scripting = true;
      session.replayTouches();
      this.scripting = false;
    }
    if (session.boardMode === 'setup') this.lastPlacement = this.placement();
    if (session.solved) board.lock();
    this.host.ready();
  }

  /** The placement field the setup board shows. */
  placement() { return this.board.fen.split(' ')[0] || EMPTY_BOARD; }

  /** The pieces still to be placed (setup goals), as FEN letters in tray order. */
  trayLeft() { return this.session.trayLeft(boardMap(this.placement())); }

  /** Arrows, highlights, stars and targets of the step, with those of the hint on screen.
   *  @param {string | null} [wrongSquare] a square to mark as the wrong one */
  decorate(wrongSquare = null) {
    const { board, session, step } = this;
    // The step's marks and its hints' are written for its start, the nudge for the moves it was
    // given after: each is drawn only on that position, not once a piece has left the squares they
    // name, nor while a wrong move waits on the board.
    const waiting = this.retry !== null || this.wrongShown;
    const atStart = session.line.length === 0 && !waiting;
    const marked = atStart ? step : {};
    const hint = atStart ? this.hint : null;
    const nudge = this.helpAt === session.line.join(' ') && !waiting ? this.nudge : null;
    const arrows = [...(marked.arrows ?? []), ...(hint?.arrows ?? [])].map((a) => ({ from: a.from, to: a.to, kind: ARROW_KINDS[a.color ?? 'green'] }));
    if (this.writtenMove) arrows.push({ from: this.writtenMove.slice(0, 2), to: this.writtenMove.slice(2, 4), kind: 'hint' });
    for (const uci of this.shownAnswer?.route ?? this.shownAnswer?.moves ?? []) arrows.push({ from: uci.slice(0, 2), to: uci.slice(2, 4), kind: 'good' });
    for (const { square, attacks } of this.why?.culprits ?? []) if (attacks) arrows.push({ from: square, to: attacks, kind: 'bad' });
    board.arrows(arrows);
    /** @type {import('../play/chess-board').Highlight[]} */
    const highlights = [...(marked.highlights ?? []), ...(hint?.highlights ?? [])].map((square) => ({ square, kind: 'hint' }));
    highlights.push(...(session.kind.highlights?.(session) ?? []));
    if (nudge) highlights.push({ square: nudge, kind: 'hint' });
    for (const square of this.wrongMarks) highlights.push({ square, kind: 'bad' });
    if (wrongSquare) highlights.push({ square: wrongSquare, kind: 'bad' });
    for (const square of this.why?.reach ?? []) highlights.push({ square, kind: 'good' });
    for (const { square } of this.why?.culprits ?? []) highlights.push({ square, kind: 'bad' });
    for (const square of this.shownAnswer?.squares ?? []) highlights.push({ square, kind: 'good' });
    board.highlight(highlights);
    /** @type {import('../play/chess-board').Marker[]} */
    const markers = session.kind.markers?.(session) ?? [];
    board.markers(markers);
  }

  /** The hint button: the nudge first (the square to look at, marked; free), then the step's
   *  hints one at a time (each a star). */
  showHint() {
    const help = this.session.nextHelp();
    this.helpAt = this.session.line.join(' ');
    if (help?.nudge) {
      const { square, piece } = help.nudge;
      this.nudge = square;
      this.host.feedback({ kind: 'info', key: square ? (piece ? 'nudgePiece' : 'nudgeSquare') : 'nudgeRead', nudge: square });
      this.decorate();
    } else if (help?.hint) {
      this.hint = help.hint;
      this.nudge = null;
      this.host.feedback({ kind: 'info', hint: help.hint });
      this.decorate();
    } else this.host.feedback({ kind: 'info', key: 'noMoreHints' });
    this.host.changed();
  }

  /**
   * The goal's answer, for a teacher showing the class (its goal module's `answer`): its moves drawn
   * as arrows and its squares marked until the next move; each move with its SAN, from the core.
   * Returns {moves: [{uci, san}], squares, choice, button, route, pieces, open, advice} (the last four
   * as the goal's answer gives them: a route of moves drawn whole, the pieces a setup places, a goal
   * with no single answer and the coach's advice), or null when there is none to show now (the
   * step solved, a wrong position waiting, a goal with no answer to draw).
   */
  showAnswer() {
    const { session } = this;
    if (session.solved || this.retry || this.destroyed) return null;
    const answer = session.kind.answer?.(session) ?? null;
    const legal = session.game ? session.game.moves() : [];
    const moves = (answer?.moves ?? []).map((uci) => legal.find((move) => move.uci === uci)).filter(Boolean);
    const squares = answer?.squares ?? [];
    if (!answer || (!moves.length && !squares.length && !answer.choice && !answer.button && !answer.open)) return null;
    const route = moves.length && answer.route ? answer.route : null;
    this.shownAnswer = { moves: moves.map((move) => move.uci), squares, ...(route ? { route } : {}) };
    this.decorate();
    return {
      moves: moves.map(({ uci, san }) => ({ uci, san })), squares, choice: answer.choice ?? null, button: Boolean(answer.button),
      route, pieces: answer.pieces ?? null, open: Boolean(answer.open), advice: answer.advice ?? null,
    };
  }

  /** Whether a wrong position waits on the board for the child's "try again". */
  get waitingToRetry() { return this.retry !== null; }

  /** "Try again": the wrong move (and its reply) taken back, or the step started again. */
  tryAgain() {
    const retry = this.retry;
    if (!retry || this.destroyed) return;
    this.retry = null;
    retry();
  }

  /** The carry of a step that starts again: its mistakes, hints, nudges and tries. */
  carry() {
    const { mistakes, hintsUsed, nudgesUsed, tries } = this.session;
    return { mistakes, hintsUsed, nudgesUsed, tries };
  }

  solved(result) {
    this.decorate(); // the last star taken goes from the board, under the piece that took it
    this.board.lock();
    this.host.solved(result);
  }

  /** A wrong try's words. A move taken back is shown first (showWrong); a try that restarts the
   *  step locks the board and starts it again soon. */
  wrong(result) {
    if (result.takeBack) {
      this.showWrong(result);
      return;
    }
    this.host.feedback({ kind: 'bad', code: result.code, uci: result.uci });
    if (result.restart) {
      // the position that went wrong stays, with its words, until the child taps "try again"
      this.board.lock();
      this.retry = () => this.host.restart(this.carry());
      this.decorate();
      this.host.showing(true);
      this.host.changed();
    }
  }

  /**
   * A wrong move the board has played (`wrong`: {code, uci}): the lesson's words at once, the
   * reply that shows why (scripted, or the defender's) after a short pause; both stay on the board
   * until the child taps "try again" (tryAgain), which takes them back and gives the board back.
   */
  async showWrong(wrong) {
    const { board, session } = this;
    board.lock();
    this.wrongShown = true;
    this.decorate();
    this.host.showing(true);
    this.host.feedback({ kind: 'bad', code: wrong.code, uci: wrong.uci, params: wrong.params, reason: wrong.reason });
    this.host.changed();
    const started = Date.now();
    const reply = await session.refutation(wrong.uci);
    if (this.destroyed) return;
    let plies = 1;
    if (reply) {
      await this.wait(Math.max(0, REPLY_DELAY_MS - (Date.now() - started)));
      this.scripting = true;
      if (board.play(reply).ok) plies += 1;
      this.scripting = false;
    }
    this.retry = () => {
      this.scripting = true;
      for (let n = 0; n < plies; n++) board.undo();
      this.scripting = false;
      board.unlock();
      this.wrongShown = false;
      this.decorate();
      this.host.clearFeedback();
      this.host.showing(false);
      this.host.changed();
    };
    this.host.changed();
  }

  /** A move the rules refuse (`refused`: {code, uci, from}), not played: why, in words, and, marked
   *  for a moment, the squares the core says that piece can reach and the men that forbid the move. */
  explainIllegal(refused) {
    const { session } = this;
    const piece = refused.from ? boardMap(session.game.fen().split(' ')[0])[refused.from] ?? null : null;
    this.host.feedback({ kind: 'bad', code: refused.code, uci: refused.uci, piece });
    const reach = refused.from && piece ? session.game.movesFrom(refused.from) : null;
    const found = typeof refused.uci === 'string' ? session.game.culprits(refused.uci) : null;
    const culprits = found?.ok ? found.value : []; // text that is no UCI move has none
    const shown = { reach: (reach?.ok ? reach.value : []).filter((square) => !culprits.some((c) => c.square === square)), culprits };
    if (!shown.reach.length && !culprits.length) return;
    this.why = shown;
    this.decorate();
    this.later(() => {
      if (this.why !== shown) return;
      this.why = null;
      this.decorate();
    }, SHOW_SQUARES_MS);
  }

  // ---- the board's events --------------------------------------------------------------

  onBeforeMove(event) {
    if (this.scripting || event.detail.by !== 'user') return;
    const decision = this.session.checkMove(event.detail.uci);
    if (!decision) return;
    if (decision.action === 'show') {
      this.shown = decision; // played; shown and taken back when the board reports it
      return;
    }
    event.preventDefault();
    if (decision.action === 'write') {
      // the move written down is drawn on the board, where it would go, and said in words
      this.writtenMove = decision.uci;
      this.decorate();
      this.host.feedback({ kind: 'info', key: 'written', params: { move: decision.san } });
    }
    else if (decision.action === 'illegal') this.explainIllegal(decision);
    else this.host.feedback({ kind: 'bad', code: decision.code, uci: decision.uci });
    this.host.changed();
  }

  onIllegal(event) {
    if (this.scripting) return;
    const { from, to, code } = event.detail;
    const result = this.session.illegal(code, from && to ? `${from}${to}` : null);
    this.host.feedback({ kind: 'bad', code: result.code, uci: result.uci });
    this.host.changed();
  }

  onMove(event) {
    if (this.scripting || event.detail.by !== 'user') return;
    if (this.shownAnswer) {
      this.shownAnswer = null; // the answer shown was for the position before this move
      this.decorate();
    }
    const shown = this.shown;
    this.shown = null;
    if (shown && shown.uci === event.detail.uci) this.showWrong(shown);
    else this.afterResult(this.session.afterMove(event.detail));
  }

  onTouch(event) {
    if (this.scripting) return;
    const { square, obligation, article } = event.detail;
    // a piece straightened after the j'adoube button: the rules answer 4.2 and oblige nothing
    const result = this.session.touched(square, { adjusted: obligation === 'none' && article === '4.2' });
    if (result.status === 'wrong') this.wrong(result);
    else if (result.adjusted) this.host.clearFeedback();
    this.host.changed();
  }

  afterResult(result) {
    const { board } = this;
    if (result.status === 'solved') this.solved(result);
    else if (result.status === 'wrong') this.wrong(result);
    else if (result.status === 'continue') {
      if (result.pass) board.pass();
      this.decorate();
      if (this.session.kind.opponentReplies) this.answer(result.judge);
      this.host.clearFeedback();
    }
    this.host.changed();
  }

  /**
   * A mate or game step after the child's move: the move judged first when it must be (the core's mate
   * solver, in the search worker; a move that lets the mate slip is taken back), then the
   * opponent's reply, scripted or the practice partner's, after a short pause.
   */
  async answer(judge) {
    const { session, board } = this;
    board.lock();
    const started = Date.now();
    if (judge && !(await session.lastMoveForcesMate())) {
      if (this.destroyed) return;
      this.showWrong(session.takeBack());
      return;
    }
    const uci = await session.reply();
    if (this.destroyed) return;
    if (!uci) {
      this.wrong(session.wrong('OUT_OF_MOVES', { restart: true }));
      return;
    }
    this.later(() => {
      this.scripting = true;
      const played = board.play(uci);
      this.scripting = false;
      board.unlock();
      if (played.ok) {
        const after = session.afterReply(uci);
        if (after.status === 'wrong') this.wrong(after);
        else this.decorate(); // the squares the goal marks for the new position (a game's coach)
      }
      this.host.changed();
    }, Math.max(0, REPLY_DELAY_MS - (Date.now() - started)));
  }

  onPlace(event) {
    const { session, board } = this;
    if (session.boardMode !== 'setup') return;
    const placement = this.placement();
    const result = session.place(boardMap(placement), event.detail.square, event.detail.piece);
    if (result.status === 'wrong') {
      this.host.feedback({ kind: 'bad', code: result.code });
      // the piece goes back to the tray, so the board only ever holds right pieces
      board.setPosition(this.lastPlacement ?? EMPTY_BOARD);
    } else {
      this.lastPlacement = placement;
      if (result.status === 'solved') this.solved(result);
      else this.host.clearFeedback();
    }
    this.host.changed();
  }

  onRemove() {
    if (this.session.boardMode !== 'setup' || this.session.solved) return;
    this.lastPlacement = this.placement();
    this.host.changed();
  }

  onSquareTap(event) {
    const { session } = this;
    const result = session.tap(event.detail.square);
    if (result.status === 'ignored') return;
    if (result.status === 'wrong') {
      this.host.feedback({ kind: 'bad', code: result.code });
      this.decorate(result.square);
    } else {
      this.decorate();
      if (result.status === 'solved') this.solved(result);
      else this.host.clearFeedback();
    }
    this.host.changed();
  }

  // ---- the panel's buttons -------------------------------------------------------------

  /** A quiz answer. A wrong one: its own reason (`why`) in the feedback, and the squares the
   *  reason is about (`squares`) marked on the board; without a reason, WRONG_CHOICE's words. */
  choose(id) {
    const result = this.session.choose(id);
    if (result.status === 'wrong') {
      const choice = (this.session.goal.choices ?? []).find((c) => c.id === id);
      this.wrongMarks = Array.isArray(choice?.squares) ? choice.squares : [];
      this.decorate();
      this.host.feedback({ kind: 'bad', code: 'WRONG_CHOICE', choice: id, why: choice?.why ?? null });
    } else if (result.status === 'solved') {
      this.wrongMarks = [];
      this.decorate();
      this.host.solved(result);
    }
    this.host.changed();
    return result;
  }

  claim() {
    const result = this.session.claim();
    if (result.status === 'need-move') this.host.feedback({ kind: 'info', key: 'needMove' });
    else if (result.status === 'wrong') this.host.feedback({ kind: 'bad', code: result.code });
    else if (result.status === 'solved') this.solved(result);
    this.host.changed();
  }

  action() {
    const result = this.session.action();
    if (result.status === 'solved') this.solved(result);
    else if (result.status === 'wrong') this.host.feedback({ kind: 'bad', code: result.code });
    this.host.changed();
  }
}
