// What every goal kind, the runner and the checks share about a step: its game opened, its board
// field read, its colours named, its feedback looked up. Nothing here knows a goal kind.
import { parsePlacement } from '../board/api.mjs';

export const colorName = (color) => (color === 'w' ? 'white' : 'black');

/** The board field of a FEN as {square: piece}. */
export const boardMap = (boardField) => Object.fromEntries(parsePlacement(boardField));

/** A hint's text, whichever of its two shapes it has ({text, arrows?, highlights?} or the text). */
export const hintText = (hint) => (hint !== null && typeof hint === 'object' && 'text' in hint ? hint.text : hint);

/** The computer's reply on `game`: the search's move for `options` if it comes within `ms` and is
 *  one of `legal`, else the first legal move (no worker, or a search too slow for a child). */
export async function searchedReply(game, options, legal, ms) {
  try {
    let timer;
    const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), ms); });
    const found = await Promise.race([game.bestMove(options), timeout]);
    clearTimeout(timer);
    const uci = found && found.ok ? found.value.uci : null;
    if (uci && legal.some((move) => move.uci === uci)) return uci;
  } catch {
    // no worker: the first legal move below
  }
  return legal[0]?.uci ?? null;
}

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
