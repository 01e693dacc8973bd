// The "free piece" claim: a capture goal's `free: true` says that the piece on its target can be
// taken for nothing. The step's words say so too ("没有保护", "free", "safe to take" …); where they
// do, the field is required, and where the field is, the core proves it: after each capture the goal
// accepts, no reply of the opponent wins anything back. The proof is a short search over the core's
// legal moves (every capture of either side, each side free to stop capturing), so x-rays and pieces
// that were standing in the way count as they do on the board; a reply that mates refutes it too.
// No rule is worked out here: the core lists the moves, plays them and says what each one takes.
//
//   FREE_WORDS                           the words that claim it, by language (the one list)
//   freeClaimWord(step)                  the first such word in the step's text, hints or success, or null
//   freePieceProblems(lesson, rules, {skip})  → [{code, path, params}]
import { hintText } from '../step-game.mjs';
import { openStep } from '../chess-checks.mjs';
import { goalKindName } from '../goals/index.mjs';

/** The words that call a piece free to take, by language. A word after a negation ("不安全",
 *  "not safe") claims nothing. */
export const FREE_WORDS = {
  'zh-Hans': ['没有保护', '没人保护', '没有人保护', '无人保护', '安全', '白送', '免费', '白吃'],
  'zh-Hant': ['沒有保護', '沒人保護', '沒有人保護', '無人保護', '安全', '白送', '免費', '白吃'],
  en: ['free', 'unprotected', 'undefended', 'safe', 'nobody protects', 'no one protects', 'no protector', 'no protection', 'not protected'],
};

const NEGATED = { 'zh-Hans': /不$/, 'zh-Hant': /不$/, en: /\b(not|never|isn't|is not)\s+$/i };

/** The first word of FREE_WORDS in `text` ({lang: string}), as {lang, word}, or null. */
function claimIn(text) {
  if (text === null || typeof text !== 'object') return null;
  for (const [lang, words] of Object.entries(FREE_WORDS)) {
    const said = text[lang];
    if (typeof said !== 'string') continue;
    for (const word of words) {
      const pattern = lang === 'en' ? new RegExp(`\\b${word}\\b`, 'gi') : new RegExp(word, 'g');
      for (const found of said.matchAll(pattern)) {
        if (!NEGATED[lang].test(said.slice(0, found.index))) return { lang, word };
      }
    }
  }
  return null;
}

/** The first claim of a free piece in the step's text, hints or success: {lang, word, field}, or null. */
export function freeClaimWord(step) {
  const fields = [['text', step.text], ...(Array.isArray(step.hints) ? step.hints.map((hint, n) => [`hints/${n}`, hintText(hint)]) : []), ['success', step.success]];
  for (const [field, text] of fields) {
    const found = claimIn(text);
    if (found) return { ...found, field };
  }
  return null;
}

/** Pawns a piece is worth, as the course teaches them (a king is never taken). */
const VALUE = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** What a move wins at once: the piece it takes, and a promotion's gain. */
const gainOf = (move) => (move.captured ? VALUE[move.captured] : 0) + (move.promotion ? VALUE[move.promotion] - 1 : 0);

/** The most the side to move wins by captures from here (0 when it does best to stop), and the
 *  capture that wins it. The other side answers the same way; `depth` plies at most. */
function bestCaptures(game, depth) {
  if (depth === 0) return { won: 0, move: null };
  let best = { won: 0, move: null };
  for (const move of game.moves()) {
    if (!move.captured && !move.promotion) continue;
    const played = game.play(move.uci);
    if (!played.ok) continue;
    const net = gainOf(move) - bestCaptures(game, depth - 1).won;
    game.undo();
    if (net > best.won) best = { won: net, move };
  }
  return best;
}

/** How deep the exchange is followed: enough for every piece of a course position to take part. */
const EXCHANGE_PLIES = 8;

/** The moves of the step that take the goal's target (the listed ones, or every capture there). */
function capturesOfTarget(game, goal) {
  return game.moves().filter((move) => {
    if (!move.captured) return false;
    const taken = move.kind === 'en-passant' ? move.to[0] + move.from[1] : move.to;
    return taken === goal.target && (!Array.isArray(goal.moves) || goal.moves.includes(move.uci));
  });
}

/** Whether the capture `move` is free: {free: true}, or {free: false, reply, won} naming the reply
 *  (in SAN) that wins `won` pawns back, or that mates (`mate: true`). */
export function proveFreeCapture(rules, step, move) {
  const after = openStep(rules, step, [move.uci]).game;
  if (!after) return { free: true };
  for (const reply of after.moves()) {
    const played = after.play(reply.uci);
    const mate = played.ok && played.value.mate;
    if (played.ok) after.undo();
    if (mate) return { free: false, reply: reply.san, won: null, mate: true };
  }
  const best = bestCaptures(after, EXCHANGE_PLIES);
  if (best.won > 0) return { free: false, reply: best.move.san, won: best.won, mate: false };
  return { free: true };
}

/** The problems of the free-piece claims of a lesson: a claim in words without `free: true`, and a
 *  `free: true` the core refutes. Steps in `skip` (step numbers) are left out. */
export function freePieceProblems(lesson, rules, { skip = new Set() } = {}) {
  const out = [];
  if (!Array.isArray(lesson?.steps)) return out;
  lesson.steps.forEach((step, n) => {
    if (skip.has(n) || step === null || typeof step !== 'object' || goalKindName(step.goal) !== 'capture') return;
    const at = `/steps/${n}`;
    const goal = step.goal;
    const claim = freeClaimWord(step);
    if (claim && goal.free !== true) out.push({ code: 'FREE_NOT_MARKED', path: `${at}/${claim.field}`, params: { word: claim.word, field: claim.field.replace(/\/\d+$/, '') } });
    if (goal.free !== true || !rules) return;
    const game = openStep(rules, step).game;
    if (!game) return;
    for (const move of capturesOfTarget(game, goal)) {
      const proof = proveFreeCapture(rules, step, move);
      if (proof.free) continue;
      const params = { move: move.san, square: goal.target, taken: gainOf(move), reply: proof.reply };
      out.push(proof.mate
        ? { code: 'FREE_PIECE_MATED', path: `${at}/goal/free`, params }
        : { code: 'FREE_PIECE_REFUTED', path: `${at}/goal/free`, params: { ...params, won: proof.won } });
      break;
    }
  });
  return out;
}
