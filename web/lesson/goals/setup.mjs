// `setup`: place the tray's pieces on the board to make `board`.
import { parsePlacement } from '../../board/api.mjs';
import { boardMap, feedbackFor, isBoardField, samePieces } from '../step-game.mjs';

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

/** Whether the placement is the target (after a piece is placed or removed). */
function checkSetup(session, placement) {
  const want = Object.entries(session.target);
  const have = Object.entries(placement);
  if (have.length === want.length && want.every(([sq, p]) => placement[sq] === p)) return session.solve();
  return { status: 'continue' };
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'setup',
  boardMode: 'setup',
  exerciseNeeded: true,
  open(session) { session.target = boardMap(session.goal.board); },
  // A piece on a square where the target has something else is a mistake, named by diagnoseSetup.
  place(session, placement, square, piece) {
    const { target } = session;
    if (target[square] !== piece) {
      // judge the mistake as if the rest of the board were right
      const board = { ...target };
      for (const [sq, p] of Object.entries(placement)) if (target[sq] !== p) board[sq] = p;
      const codes = diagnoseSetup(target, board);
      const code = codes.find((c) => feedbackFor(session.step, { code: c })) ?? codes[0] ?? 'SETUP_WRONG_SQUARE';
      return session.wrong(code, { square, piece, codes });
    }
    return checkSetup(session, placement);
  },
  // where each piece goes: the target's squares marked, and each piece named on its square
  answer: (session) => ({ squares: Object.keys(session.target), pieces: Object.entries(session.target).map(([square, piece]) => ({ square, piece })) }),
  panel: 'tray',
  formatProblems(goal, path) {
    if (typeof goal.board !== 'string' || !/^[KQRBNPkqrbnp1-8]+(\/[KQRBNPkqrbnp1-8]+){7}$/.test(goal.board)) return [];
    try {
      parsePlacement(goal.board);
      return [];
    } catch {
      return [{ code: 'NOT_A_BOARD_FIELD', path: `${path}/board`, params: { value: goal.board } }];
    }
  },
  // the target board, the tray and the pieces already on the board
  checkStart({ rules, step, goal, at, push }) {
    if (!isBoardField(goal.board)) return;
    const out = [];
    const valid = rules.validateFen(`${goal.board} w - - 0 1`, { exercise: true });
    if (!valid.ok) out.push({ code: 'SETUP_TARGET_ILLEGAL', path: `${at}/goal/board`, params: { error: valid.error.code } });
    const wanted = boardMap(goal.board);
    const placed = step.fen && isBoardField(step.fen.split(' ')[0]) ? boardMap(step.fen.split(' ')[0]) : {};
    if (!samePieces([...Object.values(placed), ...step.tray], Object.values(wanted))) out.push({ code: 'SETUP_TRAY_MISMATCH', path: `${at}/tray`, params: {} });
    for (const [square, piece] of Object.entries(placed)) if (wanted[square] !== piece) out.push({ code: 'SETUP_PIECE_ELSEWHERE', path: `${at}/fen`, params: { square } });
    push(out);
  },
  editor: {
    defaults: () => ({ kind: 'setup', board: '8/8/8/8/8/8/8/8' }),
    // the step starts on an empty board; the pieces set up on it stay there for the child
    start(step) { step.fen = '8/8/8/8/8/8/8/8 w - - 0 1'; step.exercise = true; },
    form: (goal, kit) => [kit.target('board'), kit.summary()],
    summary: (goal) => ['setupSummary', { pieces: isBoardField(goal.board) ? Object.keys(boardMap(goal.board)).length : 0 }],
    // the tray: the target's pieces that the step's board does not already hold (as the file had it, if right)
    tidy(goal, tidyText, step) {
      if (!isBoardField(goal.board)) return;
      const wanted = Object.values(boardMap(goal.board));
      const placed = step.fen && isBoardField(step.fen.split(' ')[0]) ? Object.values(boardMap(step.fen.split(' ')[0])) : [];
      if (typeof step.tray === 'string' && samePieces([...placed, ...step.tray], wanted)) return;
      const tray = [...wanted];
      for (const piece of placed) { const at = tray.indexOf(piece); if (at >= 0) tray.splice(at, 1); }
      if (tray.length) step.tray = tray.join(''); else delete step.tray;
    },
    icon: () => 'setup',
  },
};
