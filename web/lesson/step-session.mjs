// One step of a lesson as it is being played: its rules game, its goal and how close the child is.
// No DOM: <chess-lesson> feeds it what the board reports and shows what it answers, and the tests
// drive it directly. What each goal kind does is its module's (goals/); the session holds what
// every kind shares: the tries, the moves, the hints, the stars, the replies.
//
//   const session = new StepSession(rules, step);
//   session.checkMove('e1c1')     → null (let it be played) or {action, code, uci} (see checkMove)
//   session.afterMove(played)     → {status: 'solved' | 'continue' | 'wrong', code?, pass?, judge?}
//   await session.refutation(uci)  → the reply that shows why a wrong move is wrong, or null
//   await session.lastMoveForcesMate(), takeBack(), await reply(), afterReply(uci)   (mate steps)
//   session.tap(square), choose(id), claim(), action(), place(placement, square, piece)
//   session.replayTouches(), touched(square, {adjusted})                            (touch-move)
//
// What changes the game goes through `session.actor`: the game itself, or the <chess-board> the
// runner plays it on.
//
// Hints come in two steps: the first press gives a nudge (the square or piece to look at, nextHelp
// → {nudge}), which costs nothing; the presses after it give the step's hints one at a time.
// Stars: 3, minus one for each move over par and each full hint used (nudges cost nothing), never
// below 1 (a solved step earns at least one). Par is the moves a step needs (parFor); every wrong try that the rules allow (a
// legal move that is not the answer, a wrong answer, tap, claim or placement, a touch-move duty
// broken in a touch step) and every move played beyond par is a move over par. A move the rules
// refuse costs nothing: the runner says how the piece moves instead.
import { boardMap, openStepGame, searchedReply } from './step-game.mjs';
import { goalKind } from './goals/kinds.mjs';

// The sources run as they are (Node, the tests) have every goal kind at once; a page's bundle
// (CHESS_BROWSER_BUNDLE) has those of its lesson, which the loader fetched (loadLesson).
if (typeof CHESS_BROWSER_BUNDLE === 'undefined') await import('./goals/index.mjs');

/** Stars for a solved step, from its moves over par and the full hints used (not the nudge). */
export function starsFor(movesOverPar, hintsUsed) {
  return Math.max(1, 3 - movesOverPar - hintsUsed);
}

/**
 * A step's par, in moves played: a mate in N, N (or the goal's own `par`); stars, the goal's `par`,
 * else the fewest moves that collect them all (`fewest`, else maxMoves); any other goal, 1 (its
 * wrong tries are counted as mistakes, not as moves).
 */
export function parFor(goal, fewest = -1) {
  return goalKind(goal)?.par?.(goal, fewest) ?? 1;
}

/** The piece (a FEN letter) on `square` of `game`, or null. */
const pieceOn = (game, square) => boardMap(game.fen().split(' ')[0])[square] ?? null;

// How long the practice partner may think about a defence before the session answers on its own.
const DEFENCE_TIMEOUT_MS = 4000;

/**
 * What a session answers to a move, a tap, a choice, a claim, an action or a placement.
 * @typedef {object} StepResult
 * @property {'solved' | 'continue' | 'wrong' | 'ignored' | 'need-move'} status
 * @property {number} [stars] solved: the stars earned
 * @property {string} [code] wrong: the feedback code
 * @property {string} [uci] the move it is about
 * @property {string} [square] the square it is about
 * @property {boolean} [restart] wrong: the step starts again
 * @property {boolean} [takeBack] wrong: the move is taken back
 * @property {boolean} [pass] continue: the other side passes (stars)
 * @property {boolean} [adjusted] continue: a piece was straightened (touch goals)
 * @property {boolean} [judge] continue: the move is judged by the mate solver first (mates)
 */

export class StepSession {
  constructor(rules, step) {
    this.rules = rules;
    this.step = step;
    this.goal = step.goal;
    this.kind = goalKind(step.goal);
    if (!this.kind) throw new Error(`the step "${step.id}" has a goal of no known kind`);
    this.mistakes = 0;
    this.hintsUsed = 0; // full hints shown, each a star
    this.nudgesUsed = 0; // nudges shown (0 or 1), free
    this.solved = false;
    this.line = []; // the moves since the step began, the child's and the replies
    this.childMoves = 0;
    this.written = null; // a claim's move written down (not played)
    this.outcome = null;
    const opened = openStepGame(rules, step);
    if (!opened.ok) throw new Error(`the step "${step.id}" cannot be opened: ${opened.error.code}`);
    this.game = opened.value;
    // What changes the game: the game itself, or the <chess-board> that plays on it (which the
    // runner sets here, so that the board sees every change). Both answer with the rules' Result.
    this.actor = this.game;
    this.tries = 0; // every wrong try, those that cost nothing too: after two, the hint is offered
    this.touchedLast = null; // the square of the child's own last touch (touch goals)
    this.kind.open?.(this);
  }

  /** What the board does in this step: 'play' (moves), 'setup' (tray), 'tap' or 'none'. */
  get boardMode() { return this.kind.boardMode; }

  /** Par in moves (parFor); for stars without a stated par the fewest moves, searched once. */
  get par() {
    if (this.parMoves === undefined) {
      const goal = this.goal;
      const fewest = this.kind.fewestMoves?.(this.rules, this.step, goal) ?? -1;
      this.parMoves = parFor(goal, fewest);
    }
    return this.parMoves;
  }

  /** The moves played beyond par (a kind may count them its own way). */
  movesBeyondPar() {
    return this.kind.movesBeyondPar?.(this) ?? Math.max(0, this.childMoves - this.par);
  }

  /** Wrong tries plus the moves played beyond par. */
  get movesOverPar() { return this.mistakes + this.movesBeyondPar(); }

  get stars() { return starsFor(this.movesOverPar, this.hintsUsed); }

  /** Whether the hint button has something left to give: the nudge, or a hint. */
  get hasHint() {
    const hints = this.step.hints?.length ?? 0;
    return hints > 0 && (this.nudgesUsed === 0 || this.hintsUsed < hints);
  }

  /** Whether the hint should be offered: two wrong tries and a nudge or hint still to give. */
  get offersHint() {
    return !this.solved && this.tries >= 2 && this.hasHint;
  }

  /**
   * What the hint button gives next, or null when nothing is left. The first press: the nudge,
   * {nudge: {square, piece}} (square null when the step names none; piece the FEN letter on it, or
   * null), free. Then each of the step's hints in turn (nextHint), {hint}, each a star.
   */
  nextHelp() {
    if ((this.step.hints?.length ?? 0) === 0) return null;
    if (this.nudgesUsed === 0) {
      this.nudgesUsed = 1;
      const square = this.nudgeSquare();
      return { nudge: { square, piece: square && this.game ? pieceOn(this.game, square) : null } };
    }
    const hint = this.nextHint();
    return hint === null ? null : { hint };
  }

  /** The step's next hint (a text, or {text, arrows?, highlights?}), or null when there are no
   *  more. Each costs a star. */
  nextHint() {
    const hints = this.step.hints ?? [];
    if (this.hintsUsed >= hints.length) return null;
    return hints[this.hintsUsed++];
  }

  /** The square the nudge points at: at the step's start, the first hint's first arrow's start,
   *  else its first highlighted square, else the piece the goal names (a move goal's first move, a
   *  piece to lead round the stars); once moves are on the board, where the kind says its piece
   *  stands now (those squares were written for the start); null when nothing says. */
  nudgeSquare() {
    if (this.line.length > 0) return this.kind.nudgeSquare?.(this) ?? null;
    const first = this.step.hints?.[0];
    const shape = first !== null && typeof first === 'object' && 'text' in first ? first : {};
    const square = shape.arrows?.[0]?.from ?? shape.highlights?.[0]
      ?? (Array.isArray(this.goal.moves) && typeof this.goal.moves[0] === 'string' ? this.goal.moves[0].slice(0, 2) : null)
      ?? (typeof this.goal.piece === 'string' ? this.goal.piece : null);
    return typeof square === 'string' && /^[a-h][1-8]$/.test(square) ? square : null;
  }

  /** How the step went, for the progress kept: stars (when solved), full hints, nudges, mistakes. */
  get record() {
    return { stars: this.solved ? this.stars : 0, hints: this.hintsUsed, nudges: this.nudgesUsed, mistakes: this.mistakes };
  }

  /** @returns {StepResult} */
  solve(extra = {}) {
    this.solved = true;
    return { status: 'solved', stars: this.stars, ...extra };
  }

  /** @returns {StepResult} */
  wrong(code, extra = {}) {
    // the step starts again: the moves beyond par spent on this try stay counted (the runner
    // carries `mistakes` into the new try)
    if (extra.restart) this.mistakes += this.movesBeyondPar();
    this.mistakes += 1;
    this.tries += 1;
    return { status: 'wrong', code, ...extra };
  }

  /**
   * A move the child wants to play, before the board plays it. null lets the board play it (the
   * answer, or a move judged once it is played: a mate step's). Otherwise {action, code, uci}:
   *   'illegal' — the rules refuse it (code: their reason; from: the piece's square). Not played,
   *               and no star lost: the runner says how the piece moves and shows where it can go.
   *   'show'    — legal, not the answer: played for the child to see what it does, then taken
   *               back. A mistake.
   *   'refuse'  — not played at all: a touch step keeps to its words (a mistake, unless the touch
   *               already counted it).
   *   'write'   — a claim's move, written down, not played (san: how it is written).
   */
  checkMove(uci) {
    if (this.solved || !this.game) return { action: 'refuse', code: 'WRONG_MOVE', uci };
    const found = this.game.findMove(uci);
    if (!found.ok) {
      // the board asks which piece a pawn becomes, and comes back with the move written in full
      if (found.error.code === 'PROMOTION_CHOICE_NEEDED') return null;
      this.tries += 1;
      return { action: 'illegal', code: found.error.code, uci, from: /^[a-h][1-8]/.test(uci) ? uci.slice(0, 2) : null };
    }
    // a kind that takes no moves refuses every one
    return this.kind.checkMove ? this.kind.checkMove(this, found.value, uci) : this.missedMove('refuse', uci);
  }

  /** A legal move that is not the answer: a mistake, shown ('show') or refused ('refuse');
   *  `reason`, the runner's words for what the move lacks (a lesson's own words come first). */
  missedMove(action, uci, code = 'WRONG_MOVE', reason = null) {
    this.mistakes += 1;
    this.tries += 1;
    return reason ? { action, code, uci, reason } : { action, code, uci };
  }

  /** A legal move judged by whether it is `right`: null (play it), else shown as a mistake, with
   *  the kind's `reason` for it when it has one. */
  answer(uci, right, reason = null) {
    return right ? null : this.missedMove('show', uci, 'WRONG_MOVE', reason);
  }

  /** The board refused a move with the core's reason (a touch-move duty, or a move checkMove let
   *  through). Breaking the touch-move duty is what a touch step tests: a mistake there; any other
   *  refusal costs nothing. */
  illegal(code, uci) {
    if (this.kind.illegal) return this.kind.illegal(this, code, uci);
    this.tries += 1;
    return { code, uci };
  }

  /**
   * The reply that shows why the child's wrong move (`uci`, played on the game and not counted)
   * is wrong: the lesson's scripted reply to it, else, in a mate step, the practice partner's
   * defence (the king's escape); null when there is none, or the move ended the game.
   */
  async refutation(uci) {
    if (this.game.isOver()) return null;
    const legal = this.game.moves();
    const scripted = this.step.replies?.[[...this.line, uci].join(' ')];
    if (scripted && legal.some((move) => move.uci === scripted)) return scripted;
    if (!this.kind.opponentReplies) return null;
    return this.defence(legal);
  }

  /** A move the child played (the board's `move` event detail, or a PlayedMove).
   * @returns {StepResult}
   */
  afterMove(played) {
    this.line.push(played.uci);
    this.childMoves += 1;
    return this.kind.afterMove ? this.kind.afterMove(this, played) : this.solve();
  }

  /**
   * Does the child's last move (a mate step's, played) still force mate within the moves left,
   * against every defence? Asked of the core's mate solver in the search worker: for each
   * defence, a mate in the moves that remain. When the solver cannot answer, the move stands
   * (the moves allowed still limit the try).
   */
  async lastMoveForcesMate() {
    const left = this.goal.in - this.childMoves;
    const probe = openStepGame(this.rules, this.step, this.line).value;
    const answers = [];
    for (const defence of probe.moves()) {
      probe.play(defence.uci);
      // a defence that ends the game (stalemate, a dead position) leaves no mate to force
      answers.push(probe.isOver() ? Promise.resolve({ ok: true, value: null }) : probe.mateIn(left));
      probe.undo();
    }
    try {
      const results = await Promise.all(answers);
      return results.every((result) => !result.ok || result.value !== null);
    } catch {
      return true;
    }
  }

  /** Takes back the child's last move (the runner undoes it on the board): a wrong try, with
   *  `takeBack` set.
   * @returns {StepResult}
   */
  takeBack(code = 'WRONG_MOVE', params = {}) {
    const uci = this.line.pop();
    this.childMoves -= 1;
    return this.wrong(code, { uci, takeBack: true, params });
  }

  /** The opponent's reply (the goal kind's own, where it has one; a game's). A mate step's: the script's, if it has one for the line, else
   *  the practice partner's defence on the game's own history, else (no answer in time, or no
   *  worker) the first legal move. */
  async reply() {
    if (this.kind.reply) return this.kind.reply(this);
    const scripted = this.step.replies?.[this.line.join(' ')];
    const legal = this.game.moves();
    if (scripted && legal.some((move) => move.uci === scripted)) return scripted;
    return this.defence(legal);
  }

  /** The practice partner's defence at the game's position (`legal`: its legal moves), else
   *  (no answer in time, or no worker) the first legal move, else null. */
  defence(legal) {
    return searchedReply(this.game, { mode: 'defend' }, legal, DEFENCE_TIMEOUT_MS);
  }

  /** The opponent's reply was played on the game.
   * @returns {StepResult}
   */
  afterReply(uci) {
    this.line.push(uci);
    if (this.kind.afterReply) return this.kind.afterReply(this, uci);
    // the defender took the last chance of a mate (the queen, say): the step starts again
    if (this.game.isOver()) return this.wrong('MATE_SLIPPED', { restart: true });
    return { status: 'continue' };
  }

  /** What the child does besides moves, for the goal kind that takes it (else 'ignored'):
   *  `kind[input](session, ...args)`.
   * @returns {StepResult}
   */
  input(name, ...args) {
    const take = this.kind[name];
    if (!take || this.solved) return { status: 'ignored' };
    return take(this, ...args);
  }

  /** A square tapped (tap goals). */
  tap(square) { return this.input('tap', square); }

  /** A quiz choice. */
  choose(id) { return this.input('choose', id); }

  /** The child claims the draw (claim goals); {status: 'need-move'} when a move must be written first. */
  claim() { return this.input('claim'); }

  /** The button of an action goal. */
  action() { return this.input('action'); }

  /** A piece placed from the tray (setup goals). `placement` is the board after it, {square: piece}. */
  place(placement, square, piece) { return this.input('place', placement, square, piece); }

  /** The child touched the piece on `square` (touch goals, after the lesson's touches), or, with
   *  `adjusted`, straightened it after the j'adoube button. */
  touched(square, { adjusted = false } = {}) { return this.input('touched', square, { adjusted }); }

  /** The lesson's touches, made through the actor (the board shows what they oblige). Returns
   *  the rules' answer to the last one (TouchResult), or null. */
  replayTouches() {
    let last = null;
    for (const touch of this.goal.touches ?? []) {
      const done = this.actor.touch(typeof touch === 'string' ? touch : touch.square, { adjust: typeof touch === 'object' && touch.adjust === true });
      if (done.ok) last = done.value;
    }
    return last;
  }

  /** The pieces still to be placed, as FEN letters in tray order. */
  trayLeft(placement) {
    const left = [];
    const counts = {};
    for (const p of Object.values(placement)) counts[p] = (counts[p] ?? 0) + 1;
    const targetCounts = {};
    for (const p of Object.values(this.target)) targetCounts[p] = (targetCounts[p] ?? 0) + 1;
    for (const piece of 'KQRBNPkqrbnp') {
      for (let n = counts[piece] ?? 0; n < (targetCounts[piece] ?? 0); n++) left.push(piece);
    }
    return left;
  }
}

