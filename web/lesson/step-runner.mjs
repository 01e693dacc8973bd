// @ts-check
// One step of a lesson played on a <chess-board>: the board made and set up for the step, the
// child's moves, touches, taps and placements judged by the step's session (goals.mjs), the
// scripted replies and the practice partner's defence, passes, restarts and the board's arrows,
// highlights and markers. The <chess-lesson> element shows what it reports; this module uses only
// the board's declared interface (attributes, methods and events).
//
//   const runner = new StepRunner({document, rules, step, lang, carry, host});
//   parent.append(runner.board);
//   runner.claim(); runner.action(); runner.choose(id); runner.showHint(); runner.destroy();
//
// `host` receives: feedback(state) and clearFeedback() (the words under the board), solved(result),
// restart() (the step starts again, its mistakes and hints carried), changed() (the status line,
// the buttons and the tray may have changed) and ready() (the board takes input).
import '../play/chess-board.mjs';
import { StepSession, boardMap } from './goals.mjs';

const ARROW_KINDS = { green: 'good', red: 'bad', blue: 'hint', yellow: 'hint' };
const REPLY_DELAY_MS = 450; // a reply comes after a short pause, as a person's would
const RESTART_DELAY_MS = 1400; // time to read why the step starts again
const EMPTY_BOARD = '8/8/8/8/8/8/8/8';

export class StepRunner {
  /**
   * @param {object} options
   * @param {Document} options.document
   * @param {import('../rules/index').ChessRules} options.rules
   * @param {any} options.step a step of a lesson file, checked
   * @param {string} options.lang
   * @param {{mistakes: number, hintsUsed: number} | null} [options.carry] what a restarted step keeps
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
    this.session = new StepSession(rules, step); // throws when the step cannot be opened
    if (carry) {
      this.session.mistakes = carry.mistakes;
      this.session.hintsUsed = carry.hintsUsed;
    }
    this.hint = null; // the hint on screen, whose arrows and squares the board shows
    this.board = this.makeBoard(lang);
  }

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
      if (session.goal.kind === 'touch') board.setAttribute('touch-move', '');
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
    if (session.goal.kind === 'touch') {
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

  /** Arrows, highlights, stars and targets of the step, with those of the hint on screen. */
  decorate(wrongSquare = null) {
    const { board, session, step, hint } = this;
    const arrows = [...(step.arrows ?? []), ...(hint?.arrows ?? [])];
    board.arrows(arrows.map((a) => ({ from: a.from, to: a.to, kind: ARROW_KINDS[a.color ?? 'green'] })));
    /** @type {import('../play/chess-board').Highlight[]} */
    const highlights = [...(step.highlights ?? []), ...(hint?.highlights ?? [])].map((square) => ({ square, kind: 'hint' }));
    if (session.goal.kind === 'tap') for (const square of session.tapped) highlights.push({ square, kind: 'good' });
    if (wrongSquare) highlights.push({ square: wrongSquare, kind: 'bad' });
    board.highlight(highlights);
    /** @type {import('../play/chess-board').Marker[]} */
    const markers = [];
    if (session.goal.kind === 'collect-stars') for (const square of session.starsLeft) markers.push({ square, kind: 'star' });
    if (session.goal.kind === 'capture') markers.push({ square: session.goal.target, kind: 'target' });
    board.markers(markers);
  }

  showHint() {
    const hint = this.session.nextHint();
    if (hint) {
      this.hint = hint;
      this.host.feedback({ kind: 'info', hint });
      this.decorate();
    } else this.host.feedback({ kind: 'info', key: 'noMoreHints' });
    this.host.changed();
  }

  solved(result) {
    this.board.lock();
    this.host.solved(result);
  }

  /** A wrong try's words. A move taken back goes off the board; a try that restarts the step
   *  locks the board and starts it again soon. */
  wrong(result) {
    if (result.takeBack) {
      this.scripting = true;
      this.board.undo();
      this.scripting = false;
    }
    this.host.feedback({ kind: 'bad', code: result.code, uci: result.uci });
    if (result.restart) {
      this.board.lock();
      this.later(() => this.host.restart({ mistakes: this.session.mistakes, hintsUsed: this.session.hintsUsed }), RESTART_DELAY_MS);
    }
  }

  // ---- the board's events --------------------------------------------------------------

  onBeforeMove(event) {
    if (this.scripting || event.detail.by !== 'user') return;
    const refused = this.session.checkMove(event.detail.uci);
    if (!refused) return;
    event.preventDefault();
    if (refused.code === 'WRITTEN') this.host.feedback({ kind: 'info', key: 'written', params: { move: refused.san } });
    else this.host.feedback({ kind: 'bad', code: refused.code, uci: refused.uci });
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
    this.afterResult(this.session.afterMove(event.detail));
  }

  onTouch(event) {
    if (this.scripting) return;
    const result = this.session.touched(event.detail.square);
    if (result.status === 'wrong') this.wrong(result);
    this.host.changed();
  }

  afterResult(result) {
    const { board } = this;
    if (result.status === 'solved') this.solved(result);
    else if (result.status === 'wrong') this.wrong(result);
    else if (result.status === 'continue') {
      if (result.pass) {
        board.pass();
        this.decorate();
      }
      if (this.session.goal.kind === 'mate') this.answer(result.judge);
      this.host.clearFeedback();
    }
    this.host.changed();
  }

  /**
   * A mate step after the child's move: the move judged first when it must be (the core's mate
   * solver, in the search worker; a move that lets the mate slip is taken back), then the
   * opponent's reply, scripted or the practice partner's, after a short pause.
   */
  async answer(judge) {
    const { session, board } = this;
    board.lock();
    const started = Date.now();
    if (judge && !(await session.lastMoveForcesMate())) {
      if (this.destroyed) return;
      board.unlock();
      this.wrong(session.takeBack());
      this.host.changed();
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
      }
      this.host.changed();
    }, Math.max(0, REPLY_DELAY_MS - (Date.now() - started)));
  }

  onPlace(event) {
    const { session, board } = this;
    if (session.goal.kind !== 'setup') return;
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
    if (this.session.goal.kind !== 'setup' || this.session.solved) return;
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

  choose(id) {
    const result = this.session.choose(id);
    if (result.status === 'wrong') this.host.feedback({ kind: 'bad', code: 'WRONG_CHOICE' });
    else if (result.status === 'solved') this.host.solved(result);
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
