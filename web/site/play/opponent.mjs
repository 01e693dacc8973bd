// @ts-check
// The computer opponent of /play/, with no DOM: when it may move, its searches (its reply, the
// child's hint, its answer to a draw offer) through game.bestMove (the search worker), and whether
// an answer is still for the game on the board when it comes. play.mjs shows what it decided and
// plays the move on the board. Each search holds a token; a new game, a take-back or another search
// drops it, and an answer whose token was dropped, or whose position is no longer the game's, is
// reported as such and never played.
//
//   const opponent = new Opponent(() => game)          the game on the board now
//   opponent.mayMove(game, color)                       the computer (color) is to move, nothing under way
//   await opponent.reply(game, {level, seed})           {status: 'move', uci} | 'failed' | 'stale' | 'dropped'
//   await opponent.hint(game)                           {status: 'found', best, move} | 'failed' | 'stale' | 'dropped'
//   await opponent.judgeDraw(game)                      {status: 'accept' | 'decline' | 'stale' | 'dropped'}
//   opponent.drop() → whether its reply was under way;  opponent.dropAll()

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').Color} Color */
/** @typedef {{ ok: true, value: any } | { ok: false, error: { code?: string, message: string } }} LooseResult */

// A reply faster than this waits, so that the child sees their own move land first.
export const MIN_REPLY_MS = 350;
// The computer accepts a draw offer when the child is at least this far ahead (in centipawns, a
// pawn is 100), judged by a search with this many nodes and no deliberate mistakes.
export const DRAW_ACCEPT_SCORE = 150;
export const DRAW_JUDGE_NODES = 6000;

/** The search's answer for `asked`, with a worker that failed (none, or no answer in time) as a
 *  Result too. */
export async function ask(/** @type {Game} */ asked, /** @type {import('../../rules/index').GameSearchOptions} */ options) {
  try {
    return /** @type {LooseResult} */ (await asked.bestMove(options));
  } catch (error) {
    return /** @type {LooseResult} */ ({ ok: false, error: { message: String(error instanceof Error ? error.message : error) } });
  }
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

export class Opponent {
  /** @param {() => Game | null} current the game on the board now */
  constructor(current, { minReplyMs = MIN_REPLY_MS, now = () => performance.now() } = {}) {
    this.current = current;
    this.minReplyMs = minReplyMs;
    this.now = now;
    /** @type {{ fen: string } | null} the reply's search under way */
    this.search = null;
    /** @type {{ fen: string } | null} the hint's search under way */
    this.hintSearch = null;
    /** @type {{ fen: string } | null} the draw offer being weighed */
    this.drawJudging = null;
  }

  /** Whether the computer searches its reply. */
  get thinking() { return Boolean(this.search); }

  /** Whether the computer, playing `color`, may start its reply on `game`. */
  mayMove(/** @type {Game | null} */ game, /** @type {Color} */ color) {
    return Boolean(game) && !game?.isOver() && game?.turn() === color && !this.search;
  }

  /** Whether `asked` is still the game on the board at `fen`, not over. */
  stillOn(/** @type {Game} */ asked, /** @type {string} */ fen) {
    return this.current() === asked && asked.fen() === fen && !asked.isOver();
  }

  /** Drops the reply under way; true if there was one (the board, locked for it, may take input again). */
  drop() {
    const had = Boolean(this.search);
    this.search = null;
    return had;
  }

  /** Drops every search: the reply, the hint and the draw offer's judging. */
  dropAll() {
    const had = this.drop();
    this.hintSearch = null;
    this.drawJudging = null;
    return had;
  }

  /** The computer's move on `asked`: {status: 'move', uci}; 'failed' with the worker's message;
   *  'stale' when the game changed meanwhile; 'dropped' when the search was dropped. */
  async reply(/** @type {Game} */ asked, /** @type {{ level: number, seed: number }} */ { level, seed }) {
    const fen = asked.fen();
    const mine = { fen };
    this.search = mine;
    const started = this.now();
    // The game's own history counts a repetition as a draw.
    const result = await ask(asked, { level: /** @type {any} */ (level), seed });
    const wait = this.minReplyMs - (this.now() - started);
    if (wait > 0) await sleep(wait);
    if (this.search !== mine) return { status: /** @type {const} */ ('dropped') };
    this.search = null;
    if (!this.stillOn(asked, fen)) return { status: /** @type {const} */ ('stale') };
    if (!result.ok) return { status: /** @type {const} */ ('failed'), message: result.error.message };
    return { status: /** @type {const} */ ('move'), uci: /** @type {string} */ (result.value.uci) };
  }

  /** A hint for the player to move on `asked`: {status: 'found', best (the search's answer), move
   *  (the legal move it names)}; 'failed' with a message; 'stale'; 'dropped'. */
  async hint(/** @type {Game} */ asked) {
    const fen = asked.fen();
    const mine = { fen };
    this.hintSearch = mine;
    const result = await ask(asked, { mode: 'hint' });
    if (this.hintSearch !== mine) return { status: /** @type {const} */ ('dropped') };
    this.hintSearch = null;
    if (!this.stillOn(asked, fen)) return { status: /** @type {const} */ ('stale') };
    if (!result.ok) return { status: /** @type {const} */ ('failed'), message: result.error.message };
    const best = /** @type {import('../../rules/index').BestMove} */ (result.value);
    const found = asked.findMove(best.uci);
    if (!found.ok || !found.value.piece) return { status: /** @type {const} */ ('stale') };
    return { status: /** @type {const} */ ('found'), best, move: found.value };
  }

  /** The computer's answer to the child's draw offer on `asked` (the child to move): 'accept' when
   *  the child's best move scores at least DRAW_ACCEPT_SCORE for the child, else 'decline';
   *  'stale' when the game or the offer changed; 'dropped'. */
  async judgeDraw(/** @type {Game} */ asked) {
    const fen = asked.fen();
    const mine = { fen };
    this.drawJudging = mine;
    const result = await ask(asked, { nodes: DRAW_JUDGE_NODES });
    if (this.drawJudging !== mine) return { status: /** @type {const} */ ('dropped') };
    this.drawJudging = null;
    if (!this.stillOn(asked, fen) || asked.drawOffer() === null) return { status: /** @type {const} */ ('stale') };
    return { status: result.ok && result.value.score >= DRAW_ACCEPT_SCORE ? /** @type {const} */ ('accept') : /** @type {const} */ ('decline') };
  }
}
