// Moves as the course writes them in the teacher's language (马f3, 後 never for the queen: the
// board's piece names), for the editor's summaries: the core reads each move at its position and
// gives its SAN; the piece letter is named in the language (sanInLang). A move the core cannot read
// there is shown as the file has it.
import { openStepGame } from '../../lesson/step-game.mjs';
import { sanInLang } from '../../lesson/render.mjs';

/**
 * `moves` of `step`, in words: each from the step's position (a goal's accepted moves), or one after
 * another (`line`: a solution, or the step's own `history` with `fromStart`). '' for none.
 */
export function movesInWords(rules, step, moves, lang, { line = false, fromStart = false } = {}) {
  if (!Array.isArray(moves) || moves.length === 0) return '';
  const sayOne = (game, uci) => {
    const found = game?.findMove(uci);
    return found?.ok ? sanInLang(found.value.san, lang) : uci;
  };
  const start = () => {
    const opened = rules ? openStepGame(rules, fromStart ? { ...step, history: [] } : step) : null;
    return opened?.ok ? opened.value : null;
  };
  if (!line) {
    const game = start();
    return moves.map((uci) => sayOne(game, uci)).join(lang === 'en' ? ', ' : '、');
  }
  const game = start();
  const said = [];
  for (const uci of moves) {
    said.push(sayOne(game, uci));
    if (!game || !game.play(uci).ok) break;
  }
  return said.concat(moves.slice(said.length)).join(' ');
}
