// One step of a lesson as it is being played: its rules game, its goal and how close the child is.
// No DOM: <chess-lesson> feeds it what the board reports and shows what it answers, and the tests
// drive it directly. Every goal kind the lesson format has (lessons/README.md) is judged here.
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
// runner plays it on. Also here: the setup mistakes' names (diagnoseSetup), the fewest moves that
// collect a step's stars (fewestStarMoves), and how a move answers check (escapeWay), which the
// rules checks share.
//
// Stars: 3, minus one for each move over par and each hint used, never below 1 (a solved step earns
// at least one). Par is the moves a step needs (parFor); every wrong try that the rules allow (a
// legal move that is not the answer, a wrong answer, tap, claim or placement, a touch-move duty
// broken in a touch step) and every move played beyond par is a move over par. A move the rules
// refuse costs nothing: the runner says how the piece moves instead.
import { parsePlacement } from '../board/api.mjs';

export const colorName = (color) => (color === 'w' ? 'white' : 'black');

/** The board field of a FEN as {square: piece}. */
export const boardMap = (boardField) => Object.fromEntries(parsePlacement(boardField));

/** A hint's text, whichever of its two shapes it has ({text, arrows?, highlights?} or the text). */
export const hintText = (hint) => (hint !== null && typeof hint === 'object' && 'text' in hint ? hint.text : hint);

/** Opens the step's game: its FEN as an exercise or not, its laws, its history played, then the
 *  moves of `extra`. {ok: false, error, move?} names the move that is illegal. A step without a FEN
 *  (an empty setup board) has the game null. */
export function openStepGame(rules, step, extra = []) {
  if (!step.fen) return { ok: true, value: null };
  const options = { exercise: step.exercise === true };
  if (step.laws) options.laws = step.laws;
  const opened = rules.game(step.fen, options);
  if (!opened.ok) return opened;
  const game = opened.value;
  for (const move of [...(step.history ?? []), ...extra]) {
    const played = move === '0000' ? game.pass() : game.play(move);
    if (!played.ok) return { ok: false, error: played.error, move };
  }
  return { ok: true, value: game };
}

function pieceCounts(pieces) {
  const counts = {};
  for (const piece of pieces) counts[piece] = (counts[piece] ?? 0) + 1;
  return counts;
}

/** Whether two lists of pieces hold the same pieces, each as often. */
export function samePieces(a, b) {
  const left = pieceCounts(a);
  const right = pieceCounts(b);
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => (left[key] ?? 0) === (right[key] ?? 0));
}

/**
 * What is wrong with a board set up from the tray, as feedback codes, most telling first
 * ([] when `placed` equals `target`). Both are FEN board fields or {square: piece} maps.
 */
export function diagnoseSetup(target, placed) {
  const want = typeof target === 'string' ? boardMap(target) : target;
  const have = typeof placed === 'string' ? boardMap(placed) : placed;
  const codes = [];
  const wrong = [...new Set([...Object.keys(want), ...Object.keys(have)])].filter((sq) => want[sq] !== have[sq]);
  if (wrong.length === 0) return codes;
  for (const [king, queen] of [['K', 'Q'], ['k', 'q']]) {
    const kingWant = Object.keys(want).find((sq) => want[sq] === king);
    const queenWant = Object.keys(want).find((sq) => want[sq] === queen);
    if (kingWant && queenWant && have[kingWant] === queen && have[queenWant] === king) codes.push('SETUP_KING_QUEEN_SWAPPED');
    else {
      // a queen standing on the other colour's square is the rhyme's mistake
      const queenHave = Object.keys(have).filter((sq) => have[sq] === queen);
      const light = (sq) => (sq.charCodeAt(0) - 97 + Number(sq[1])) % 2 === 1;
      if (queenWant && queenHave.some((sq) => sq !== queenWant && light(sq) !== light(queenWant))) codes.push('SETUP_QUEEN_COLOUR');
    }
  }
  const kingsHave = Object.keys(have).filter((sq) => have[sq] === 'K' || have[sq] === 'k');
  if (kingsHave.length === 2 && kingsHave[0][0] !== kingsHave[1][0] && !codes.includes('SETUP_KING_QUEEN_SWAPPED')) codes.push('SETUP_KINGS_NOT_FACING');
  if (wrong.some((sq) => (have[sq] === 'P' && sq[1] !== '2') || (have[sq] === 'p' && sq[1] !== '7'))) codes.push('SETUP_PAWN_RANK');
  if (wrong.some((sq) => have[sq] && 'RNBrnb'.includes(have[sq]) && (sq[1] === '1' || sq[1] === '8'))) codes.push('SETUP_BACK_RANK_ORDER');
  if (codes.length === 0) codes.push('SETUP_WRONG_SQUARE');
  return codes;
}

/** Breadth-first search: can the piece on goal.piece visit every star within goal.maxMoves, the
 *  other side passing? Returns the fewest moves, or -1. The step's par when it states none. */
export function fewestStarMoves(rules, step, goal) {
  const all = (1 << goal.stars.length) - 1;
  const options = { exercise: true, ...(step.laws ? { laws: step.laws } : {}) };
  // A position here is the piece's square and the board as the last capture or promotion left it,
  // so the core is asked once for each such position's moves, not once for each way to reach it.
  // A state's FEN is made only when its moves are first needed.
  const fenOf = (state) => {
    if (state.fen === undefined) {
      const parent = fenOf(state.parent);
      const game = parent === null ? null : rules.game(parent, options).value;
      state.fen = game && game.play(state.uci).ok && game.pass().ok ? game.fen() : null;
    }
    return state.fen;
  };
  const placement = (state) => (fenOf(state) === null ? null : state.fen.split(' ')[0]);
  const movesByPosition = new Map();
  const movesOf = (state) => {
    const key = `${state.square}|${state.board}`;
    if (!movesByPosition.has(key)) {
      const fen = fenOf(state);
      const game = fen === null ? null : rules.game(fen, options);
      movesByPosition.set(key, game?.ok ? game.value.moves().filter((move) => move.from === state.square) : []);
    }
    return movesByPosition.get(key);
  };
  const start = { fen: openStepGame(rules, step).value.fen(), square: goal.piece, got: 0 };
  start.board = placement(start);
  let frontier = [start];
  const seen = new Set([`${start.square}|0|${start.board}`]);
  for (let moves = 1; moves <= goal.maxMoves && frontier.length; moves++) {
    const next = [];
    for (const state of frontier) {
      for (const move of movesOf(state)) {
        const star = goal.stars.indexOf(move.to);
        const got = star >= 0 ? state.got | (1 << star) : state.got;
        if (got === all) return moves;
        const child = { parent: state, uci: move.uci, square: move.to, got, board: state.board };
        if (move.captured || move.promotion) {
          child.board = placement(child);
          if (child.board === null) continue;
        }
        const key = `${child.square}|${got}|${child.board}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  return -1;
}

/** How a legal move answers check, from the core's own record of it: 'king' (the king moves),
 *  'capture' (the checker is taken, en passant included) or 'block'. */
export function escapeWay(move) {
  if (move.piece === 'k') return 'king';
  return move.captured ? 'capture' : 'block';
}

/** The feedback text object a step has for a mistake: by the move itself, then by the reason. */
export function feedbackFor(step, { uci = null, code = null } = {}) {
  const table = step.feedback ?? {};
  const own = (key) => (key && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : null);
  if (uci) {
    const exact = own(uci);
    if (exact) return exact;
    // a promotion refused before its piece was chosen has no letter yet
    if (uci.length === 4) for (const piece of 'qrbn') if (own(uci + piece)) return own(uci + piece);
  }
  return own(code);
}

/** Stars for a solved step, from its moves over par and the hints used. */
export function starsFor(movesOverPar, hintsUsed) {
  return Math.max(1, 3 - movesOverPar - hintsUsed);
}

/**
 * A step's par, in moves played: a mate in N, N (or the goal's own `par`); stars, the goal's `par`,
 * else the fewest moves that collect them all (`fewest`, else maxMoves); any other goal, 1 (its
 * wrong tries are counted as mistakes, not as moves).
 */
export function parFor(goal, fewest = -1) {
  if (goal.kind === 'mate') return goal.par ?? goal.in;
  if (goal.kind === 'collect-stars') return goal.par ?? (fewest > 0 ? fewest : goal.maxMoves);
  return 1;
}

// How long the practice partner may think about a defence before the session answers on its own.
const DEFENCE_TIMEOUT_MS = 4000;
// A mate step's move is judged while this many of the child's moves, this one included, are left;
// longer mates (the K+Q and K+R endings) take any move but those the lesson warns of.
const JUDGED_MOVES_LEFT = 3;

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
    this.mistakes = 0;
    this.hintsUsed = 0;
    this.solved = false;
    this.line = []; // the moves since the step began, the child's and the replies
    this.childMoves = 0;
    this.tapped = new Set();
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
    if (this.goal.kind === 'touch') {
      // the pieces the child must straighten with the j'adoube button before moving
      this.adjustLeft = [...(this.goal.adjust ?? [])];
      // the pieces the goal moves (else those the touches oblige to move, from the core)
      const probe = openStepGame(rules, step).value;
      let obliged = null;
      for (const touch of [...(this.goal.touches ?? []), ...this.adjustLeft.map((square) => ({ square, adjust: true }))]) {
        const done = probe.touch(typeof touch === 'string' ? touch : touch.square, { adjust: typeof touch === 'object' && touch.adjust === true });
        if (done.ok) obliged = done.value;
      }
      const moves = this.goal.moves ?? obliged?.allowed ?? [];
      this.obligedPieces = new Set(moves.map((uci) => uci.slice(0, 2)));
    }
    if (this.goal.kind === 'collect-stars') {
      this.pieceSquare = this.goal.piece;
      this.starsLeft = [...this.goal.stars];
    }
    if (this.goal.kind === 'setup') this.target = boardMap(this.goal.board);
  }

  /** What the board does in this step: 'play' (moves), 'setup' (tray), 'tap' or 'none'. */
  get boardMode() {
    switch (this.goal.kind) {
      case 'setup': return 'setup';
      case 'tap': return 'tap';
      case 'quiz': case 'action': return 'none';
      default: return 'play';
    }
  }

  /** Par in moves (parFor); for stars without a stated par the fewest moves, searched once. */
  get par() {
    if (this.parMoves === undefined) {
      const goal = this.goal;
      const fewest = goal.kind === 'collect-stars' && goal.par === undefined ? fewestStarMoves(this.rules, this.step, goal) : -1;
      this.parMoves = parFor(goal, fewest);
    }
    return this.parMoves;
  }

  /** The moves played beyond par. For stars without a stated par, a shorter route is searched
   *  only when one could exist, and only as deep as the child went: the search can take a second
   *  on a phone, so it is not run when the step opens. */
  movesBeyondPar() {
    const goal = this.goal;
    if (goal.kind === 'collect-stars' && goal.par === undefined && this.parMoves === undefined) {
      if (this.childMoves <= goal.stars.length) return 0; // one star per move at most
      const shorter = fewestStarMoves(this.rules, this.step, { ...goal, maxMoves: this.childMoves - 1 });
      return shorter > 0 ? this.childMoves - shorter : 0;
    }
    return Math.max(0, this.childMoves - this.par);
  }

  /** Wrong tries plus the moves played beyond par. */
  get movesOverPar() { return this.mistakes + this.movesBeyondPar(); }

  get stars() { return starsFor(this.movesOverPar, this.hintsUsed); }

  /** Whether the hint should be offered: two wrong tries and a hint still to give. */
  get offersHint() {
    return !this.solved && this.tries >= 2 && this.hintsUsed < (this.step.hints?.length ?? 0);
  }

  /** The hint to show next (a text object) or null when there are no more. Each costs a star. */
  nextHint() {
    const hints = this.step.hints ?? [];
    if (this.hintsUsed >= hints.length) return null;
    return hints[this.hintsUsed++];
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
    const legal = found.value;
    const goal = this.goal;
    const wrong = (action, code = 'WRONG_MOVE') => {
      this.mistakes += 1;
      this.tries += 1;
      return { action, code, uci };
    };
    const listed = (moves) => !Array.isArray(moves) || moves.includes(uci);
    const answer = (right) => (right ? null : wrong('show'));
    switch (goal.kind) {
      case 'move':
        return answer(goal.moves.includes(uci));
      case 'capture': {
        // en passant takes the pawn beside the capturing pawn, not the one on the square it lands on
        const taken = legal.kind === 'en-passant' ? legal.to[0] + legal.from[1] : legal.to;
        return answer(Boolean(legal.captured) && taken === goal.target && listed(goal.moves));
      }
      case 'check':
        return answer(/[+#]$/.test(legal.san) && listed(goal.moves));
      case 'escape-check':
        return answer((!goal.way || escapeWay(legal) === goal.way) && listed(goal.moves));
      case 'collect-stars':
        return answer(legal.from === this.pieceSquare);
      case 'touch':
        // the obliged piece, but picked up after another one: the board moved the piece the
        // touches commit, not the one the child chose (touched() has counted the mistake)
        if (this.touchedLast && this.touchedLast !== legal.from) {
          this.tries += 1;
          return { action: 'refuse', code: 'TOUCH_MOVE_REQUIRED', uci };
        }
        // another piece than the touches oblige: the core refuses it with its touch-move reason
        if (this.obligedPieces.size && !this.obligedPieces.has(legal.from)) return null;
        if (this.adjustLeft.length) return wrong('refuse', 'ADJUST_FIRST');
        return listed(goal.moves) ? null : wrong('refuse');
      case 'mate':
        // the moves the lesson warns about; any other is played, and judged once it is (afterMove)
        return feedbackFor(this.step, { uci }) ? wrong('show') : null;
      case 'claim':
        // a claim's move is written on the scoresheet, not played
        this.written = uci;
        return { action: 'write', code: 'WRITTEN', uci, san: legal.san };
      default:
        return wrong('refuse');
    }
  }

  /** The board refused a move with the core's reason (a touch-move duty, or a move checkMove let
   *  through). Breaking the touch-move duty is what a touch step tests: a mistake there; any other
   *  refusal costs nothing. */
  illegal(code, uci) {
    if (this.goal.kind === 'claim') return { code, uci };
    if (code === 'TOUCH_MOVE_REQUIRED' && this.goal.kind === 'touch') this.mistakes += 1;
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
    if (this.goal.kind !== 'mate') return null;
    return this.defence(legal);
  }

  /** A move the child played (the board's `move` event detail, or a PlayedMove).
   * @returns {StepResult}
   */
  afterMove(played) {
    const goal = this.goal;
    this.line.push(played.uci);
    this.childMoves += 1;
    switch (goal.kind) {
      case 'collect-stars': {
        this.pieceSquare = played.to;
        this.starsLeft = this.starsLeft.filter((square) => square !== played.to);
        if (this.starsLeft.length === 0) return this.solve();
        if (this.childMoves >= goal.maxMoves) return this.wrong('OUT_OF_MOVES', { restart: true });
        return { status: 'continue', pass: true };
      }
      case 'mate': {
        if (played.mate || this.game.outcome().reason === 'checkmate') return this.solve();
        // the moves the child had left for this one: near the end, a move that does not mate in
        // time is taken back, as a wrong try; in a long mate, the step starts again
        const judged = goal.in - this.childMoves + 1 <= JUDGED_MOVES_LEFT;
        if (this.childMoves >= goal.in || this.game.isOver()) return judged ? this.takeBack() : this.wrong('OUT_OF_MOVES', { restart: true });
        const onSolution = (goal.solution ?? []).slice(0, this.line.length).join(' ') === this.line.join(' ');
        return { status: 'continue', judge: judged && !onSolution };
      }
      default:
        return this.solve();
    }
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
  takeBack(code = 'WRONG_MOVE') {
    const uci = this.line.pop();
    this.childMoves -= 1;
    return this.wrong(code, { uci, takeBack: true });
  }

  /** The opponent's reply to a mate step's move: the script's, if it has one for the line, else
   *  the practice partner's defence on the game's own history, else (no answer in time, or no
   *  worker) the first legal move. */
  async reply() {
    const scripted = this.step.replies?.[this.line.join(' ')];
    const legal = this.game.moves();
    if (scripted && legal.some((move) => move.uci === scripted)) return scripted;
    return this.defence(legal);
  }

  /** The practice partner's defence at the game's position (`legal`: its legal moves), else
   *  (no answer in time, or no worker) the first legal move, else null. */
  async defence(legal) {
    try {
      let timer;
      const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), DEFENCE_TIMEOUT_MS); });
      const found = await Promise.race([this.game.bestMove({ mode: 'defend' }), timeout]);
      clearTimeout(timer);
      const uci = found && found.ok ? found.value.uci : null;
      if (uci && legal.some((move) => move.uci === uci)) return uci;
    } catch {
      // no worker: the first legal move below
    }
    return legal[0]?.uci ?? null;
  }

  /** The opponent's reply was played on the game.
   * @returns {StepResult}
   */
  afterReply(uci) {
    this.line.push(uci);
    // the defender took the last chance of a mate (the queen, say): the step starts again
    if (this.game.isOver()) return this.wrong('MATE_SLIPPED', { restart: true });
    return { status: 'continue' };
  }

  /** A square tapped (tap goals).
   * @returns {StepResult}
   */
  tap(square) {
    if (this.goal.kind !== 'tap' || this.solved) return { status: 'ignored' };
    if (!this.goal.squares.includes(square)) return this.wrong('WRONG_SQUARE', { square });
    this.tapped.add(square);
    if (this.goal.squares.every((sq) => this.tapped.has(sq))) return this.solve({ square });
    return { status: 'continue', square };
  }

  /** A quiz choice.
   * @returns {StepResult}
   */
  choose(id) {
    if (this.goal.kind !== 'quiz' || this.solved) return { status: 'ignored' };
    if (id === this.goal.answer) return this.solve({ choice: id });
    return this.wrong('WRONG_CHOICE', { choice: id });
  }

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

  /** The child touched the piece on `square` (touch goals, after the lesson's touches), or, with
   *  `adjusted`, straightened it after the j'adoube button. Touching another piece than the goal
   *  moves (one to be straightened, say) is a mistake, and the step starts again.
   * @returns {StepResult}
   */
  touched(square, { adjusted = false } = {}) {
    if (this.goal.kind !== 'touch' || this.solved) return { status: 'ignored' };
    if (adjusted) {
      this.adjustLeft = this.adjustLeft.filter((left) => left !== square);
      return { status: 'continue', adjusted: true };
    }
    this.touchedLast = square;
    if (this.obligedPieces.size === 0 || this.obligedPieces.has(square)) return { status: 'continue' };
    return this.wrong('TOUCH_MOVE_REQUIRED', { square, restart: true });
  }

  /** Whether a claim's result, on `game` after it, is the one the goal's `expect` describes. */
  claimIsRight(result, game) {
    const expect = this.goal.expect;
    const outcome = game.outcome();
    return result.accepted === expect.accepted
      && (expect.played === undefined || result.move?.uci === expect.played)
      && (expect.outcome === undefined || outcome.reason === expect.outcome)
      && (expect.result === undefined || outcome.result === expect.result);
  }

  /**
   * The child claims the draw (claim goals). A goal with an intended move needs a move written
   * down first, and any move the claim comes out right with will do, not only the lesson's: the
   * claim is judged on a game of its own first, so that a wrong one changes nothing on the board.
   * @returns {StepResult}
   */
  claim() {
    const goal = this.goal;
    if (goal.kind !== 'claim' || this.solved) return { status: 'ignored' };
    const needsMove = goal.intended !== undefined;
    if (needsMove && this.written === null) return { status: 'need-move' };
    const written = needsMove ? this.written : undefined;
    this.written = null;
    const probe = openStepGame(this.rules, this.step).value;
    const judged = probe.claimDraw(goal.claim, written);
    if (!judged.ok) return this.wrong('WRONG_CLAIM', { error: judged.error });
    if (!this.claimIsRight(judged.value, probe)) return this.wrong('WRONG_CLAIM');
    const done = this.actor.claimDraw(goal.claim, written);
    if (!done.ok) return this.wrong('WRONG_CLAIM', { error: done.error });
    this.outcome = done.value.outcome;
    return this.solve({ accepted: done.value.accepted, move: done.value.move ?? null, outcome: done.value.outcome });
  }

  /** The button of an action goal.
   * @returns {StepResult}
   */
  action() {
    const goal = this.goal;
    if (goal.kind !== 'action' || this.solved) return { status: 'ignored' };
    const { actor, game } = this;
    const color = goal.color ?? colorName(game.turn());
    let done;
    if (goal.action === 'resign') done = actor.resign(color);
    else if (goal.action === 'flag') done = actor.flag(color);
    else {
      const offered = actor.offerDraw();
      done = offered.ok ? actor.acceptDraw() : offered;
    }
    if (!done.ok) return this.wrong('WRONG_MOVE', { error: done.error });
    const outcome = game.outcome();
    this.outcome = outcome;
    const expect = goal.expect ?? {};
    if ((expect.outcome && expect.outcome !== outcome.reason) || (expect.result && expect.result !== outcome.result)) return this.wrong('WRONG_MOVE');
    return this.solve({ outcome });
  }

  /**
   * A piece placed from the tray (setup goals). `placement` is the board after it, {square: piece}.
   * A piece on a square where the target has something else is a mistake, named by diagnoseSetup.
   * @returns {StepResult}
   */
  place(placement, square, piece) {
    if (this.goal.kind !== 'setup' || this.solved) return { status: 'ignored' };
    if (this.target[square] !== piece) {
      // judge the mistake as if the rest of the board were right
      const board = { ...this.target };
      for (const [sq, p] of Object.entries(placement)) if (this.target[sq] !== p) board[sq] = p;
      const codes = diagnoseSetup(this.target, board);
      const code = codes.find((c) => feedbackFor(this.step, { code: c })) ?? codes[0] ?? 'SETUP_WRONG_SQUARE';
      return this.wrong(code, { square, piece, codes });
    }
    return this.checkSetup(placement);
  }

  /** Whether the placement is the target (after a piece is placed or removed).
   * @returns {StepResult}
   */
  checkSetup(placement) {
    const want = Object.entries(this.target);
    const have = Object.entries(placement);
    if (have.length === want.length && want.every(([sq, p]) => placement[sq] === p)) return this.solve();
    return { status: 'continue' };
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


/** Whether a FEN board field has eight rows of eight squares. */
export function isBoardField(field) {
  if (typeof field !== 'string') return false;
  try {
    parsePlacement(field);
    return true;
  } catch {
    return false;
  }
}
