// Moves as the course writes them in the teacher's language (马f3, 後 never for the queen: the
// board's piece names), for the editor's summaries: the core reads each move at its position and
// gives its SAN; the piece letter is named in the language (sanInLang). A move the core cannot read
// there is shown as the file has it.
import { parsePlacement } from '../../board/api.mjs';
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

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const isUci = (value) => typeof value === 'string' && UCI.test(value);

/** One move `uci` at `game`'s position as the course writes it (马f3); a move the position does
 *  not allow, by its piece and squares (马g1-f3); `board` ({square: piece}) names the piece when
 *  there is no game. */
function moveWord(game, uci, lang, board = {}) {
  const found = game?.findMove(uci);
  if (found?.ok) return sanInLang(found.value.san, lang);
  const squares = game ? boardOf(game.fen()) : {};
  const piece = (squares[uci.slice(0, 2)] ?? board[uci.slice(0, 2)] ?? '').toUpperCase();
  const letter = piece && piece !== 'P' ? piece : '';
  return sanInLang(`${letter}${uci.slice(0, 2)}-${uci.slice(2, 4)}${uci[4] ? `=${uci[4].toUpperCase()}` : ''}`, lang);
}

/** The board of a FEN's first field as {square: piece}; {} where the field is not a board. */
function boardOf(fen) {
  try {
    return Object.fromEntries(parsePlacement(typeof fen === 'string' ? fen.split(' ')[0] : ''));
  } catch {
    return {};
  }
}

/**
 * A check problem's moves (its params in UCI: a move, a line, a reply, the expected and the got)
 * as the course writes them, each at the position where it is played: the step's position, after
 * the problem's `line` for the moves that follow it, after `move` for its `reply`; a line of moves
 * one after another. The other params are returned as they are.
 */
export function problemMoveWords(rules, step, params, lang) {
  if (!rules || !step) return params;
  const line = typeof params.line === 'string' && params.line.split(' ').every(isUci) ? params.line.split(' ') : [];
  const board = boardOf(step.fen);
  const at = (before) => {
    const opened = openStepGame(rules, step);
    if (!opened?.ok || !opened.value) return null;
    for (const uci of before) if (!opened.value.play(uci).ok) return null;
    return opened.value;
  };
  const out = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name === 'line' && line.length) out.line = movesInWords(rules, step, line, lang, { line: true });
    else if (isUci(value)) {
      const before = name === 'reply' && isUci(params.move) ? [params.move] : ['expected', 'got'].includes(name) || (name === 'move' && line.length) ? line : [];
      out[name] = moveWord(at(before), value, lang, board);
    } else if (Array.isArray(value) && value.length && value.every(isUci)) {
      const game = at([]);
      out[name] = value.map((uci) => moveWord(game, uci, lang, board));
    }
  }
  return out;
}
