// The one move reader: a move as a person writes it, in UCI ('g1f3'), in SAN ('Nf3', 'O-O',
// 'exd6 e.p.', 'e8=Q+'), with the Chinese piece names of either script (马f3, 馬f3, 车, 車, 后, 象,
// 兵, 王) or in full-width letters (Ｎｆ３). readableMove() only respells; the rules core's SAN reader
// (game.findMove) finds the move at its position, so no chess rule is re-derived here. Lessons
// (their loader), the checker (authoring/check.mjs: check-lessons, the build, the editor), the
// editor and /play/'s game records read moves through it.
//
//   readableMove(text) → the text as the core's reader takes it ('马f3' → 'Nf3', 'e2-e4' → 'e2e4')
//   readablePgn(text) → a game record with each of its moves respelled so (/play/'s PGN box)
//   readMove(game, text) → the core's findMove() of readableMove(text)
//   movesToUci(lesson, rules) → {lesson, changes: [{path, isKey, from, to}], problems}
//   movesInUci(lesson, rules) → the lesson alone, every move the core read in UCI
//
// Where a lesson gives moves: `history` from the step's FEN, then from the position after it the
// goal's `moves`, `solution` and `intended`, each line of `replies` (its key and its reply) and the
// moves that key `feedback`. `lesson` is a copy (the object given is not changed); `changes` lists
// each rewrite (for `check-lessons --fix`, which writes them into the file); `problems` are
// {code: 'MOVE_NOT_READ', path, params: {move, error}} for a move that is not UCI and that the core
// could not read there (`error`: its code, e.g. MOVE_AMBIGUOUS). A move left unread stays as
// written, and steps whose position does not open are left alone: the rules checks say why.
const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const REASON = /^[A-Z][A-Z_]+$/;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const pointerPart = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

// The piece names of the lessons' Chinese, as SAN's letters.
const PIECE_LETTERS = { 王: 'K', 后: 'Q', 車: 'R', 车: 'R', 象: 'B', 馬: 'N', 马: 'N', 兵: '' };

/** A move as a person may type it, in the form the core's SAN reader takes. */
export function readableMove(text) {
  let move = text.normalize('NFKC').trim().replace(/[×:]/g, 'x');
  move = move.replace(/[王后車车象馬马兵]/g, (ch) => PIECE_LETTERS[ch]);
  move = move.replace(/^0-0-0/, 'O-O-O').replace(/^0-0/, 'O-O');
  move = move.replace(/\s*e\.?\s*p\.?$/i, '').replace(/[!?]+$/, '').trim();
  const squares = /^([a-hA-H][1-8])[-x]?([a-hA-H][1-8])(=?[qrbnQRBN])?$/.exec(move);
  if (squares) return `${squares[1]}${squares[2]}${(squares[3] ?? '').replace('=', '')}`.toLowerCase();
  return move;
}

/**
 * A game record (PGN) with its moves respelled as readableMove respells one (1. 马f3 → 1. Nf3), for
 * the core's PGN reader: only the movetext's moves, never a tag's value or a comment.
 */
export function readablePgn(text) {
  // a tag pair, a {comment}, a ;comment to the line's end, or a run of movetext
  return String(text).replace(/(\[[^\]\n]*\])|(\{[^}]*\})|(;[^\n]*)|([^[{;]+)/g, (part, tag, braced, line, movetext) => (movetext === undefined ? part
    : movetext.replace(/[^\s]+/g, (token) => {
      if (!/[王后車车象馬马兵\uff01-\uff5e]/.test(token)) return token;
      const [, number = '', move] = /^(\d+\.*)?(.*)$/.exec(token.normalize('NFKC'));
      return `${number}${move ? readableMove(move) : ''}`;
    })));
}

/** The step's game at its FEN (laws only as the format spells them: the lesson may be unchecked). */
function openGame(rules, step) {
  if (typeof step.fen !== 'string') return null;
  const options = { exercise: step.exercise === true, ...(step.laws === '2000' || step.laws === 'current' ? { laws: step.laws } : {}) };
  const opened = rules.game(step.fen, options);
  return opened.ok ? opened.value : null;
}

/** The move `text` at `game`'s position, as the core reads it: {ok, value: LegalMove} or its error. */
export const readMove = (game, text) => game.findMove(UCI.test(text) ? text : readableMove(text));

/** The lesson with every move in UCI, what was rewritten, and the moves the core could not read. */
export function movesToUci(lesson, rules) {
  const copy = structuredClone(lesson);
  const changes = [];
  const problems = [];
  if (!isObject(copy) || !Array.isArray(copy.steps)) return { lesson: copy, changes, problems };

  copy.steps.forEach((step, n) => {
    if (!isObject(step)) return;
    const at = `/steps/${n}`;
    const start = openGame(rules, step);
    if (!start) return;

    /** The move `text` on `game` (played when `play`), as UCI; null (and a problem) if unread. */
    const convert = (game, text, path, { isKey = false, play = true } = {}) => {
      if (typeof text !== 'string') return null;
      if (text === '0000') {
        if (play) game.pass();
        return text;
      }
      let uci = text;
      if (!UCI.test(text)) {
        const found = readMove(game, text);
        if (!found.ok) {
          problems.push({ code: 'MOVE_NOT_READ', path, params: { move: text, error: found.error.code } });
          return null;
        }
        uci = found.value.uci;
        changes.push({ path, isKey, from: text, to: uci });
      }
      if (play && !game.play(uci).ok) return null;
      return uci;
    };
    /** A list of moves played one after another from `game`; the converted list. */
    const convertLine = (game, list, base) => list.map((move, i) => convert(game, move, `${base}/${i}`) ?? move);
    const after = () => {
      const game = openGame(rules, step);
      for (const move of step.history ?? []) if (typeof move !== 'string' || !(move === '0000' ? game.pass() : game.play(move)).ok) return null;
      return game;
    };

    if (Array.isArray(step.history)) step.history = convertLine(start, step.history, `${at}/history`);
    const base = after();
    if (!base) return;
    const goal = isObject(step.goal) ? step.goal : {};
    if (Array.isArray(goal.moves)) goal.moves = goal.moves.map((move, i) => convert(after(), move, `${at}/goal/moves/${i}`) ?? move);
    if (Array.isArray(goal.solution)) goal.solution = convertLine(after(), goal.solution, `${at}/goal/solution`);
    if (typeof goal.intended === 'string') goal.intended = convert(after(), goal.intended, `${at}/goal/intended`, { play: false }) ?? goal.intended;
    if (isObject(step.replies)) {
      const replies = {};
      for (const [line, reply] of Object.entries(step.replies)) {
        const where = `${at}/replies/${pointerPart(line)}`;
        const game = after();
        const moves = line.split(/\s+/).filter(Boolean);
        const converted = [];
        for (const move of moves) {
          const uci = convert(game, move, where, { isKey: true });
          if (uci === null) break;
          converted.push(uci);
        }
        const key = converted.length === moves.length ? converted.join(' ') : line;
        // the key's moves are recorded once, as one change of the whole key
        const keyChanges = changes.filter((change) => change.path === where && change.isKey);
        if (keyChanges.length) {
          for (const change of keyChanges) changes.splice(changes.indexOf(change), 1);
          if (key !== line) changes.push({ path: where, isKey: true, from: line, to: key });
        }
        replies[key] = converted.length === moves.length ? (convert(game, reply, where, { play: false }) ?? reply) : reply;
      }
      step.replies = replies;
    }
    if (isObject(step.feedback)) {
      const feedback = {};
      for (const [key, text] of Object.entries(step.feedback)) {
        const spelled = UCI.test(key) || REASON.test(key) ? key : convert(after(), key, `${at}/feedback/${pointerPart(key)}`, { isKey: true, play: false });
        // two spellings of one move: the first keeps its words
        if (!Object.hasOwn(feedback, spelled ?? key)) feedback[spelled ?? key] = text;
      }
      step.feedback = feedback;
    }
  });
  return { lesson: copy, changes, problems };
}

/** A copy of the lesson with every move the core can read in UCI (the lesson page's reading). */
export const movesInUci = (lesson, rules) => movesToUci(lesson, rules).lesson;
