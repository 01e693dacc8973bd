// `game`: a whole game against the practice partner at a child's level (`level`, default 1), from
// the step's position (the starting position when it gives none). The child wins by mating; a draw
// or a loss is a wrong try that starts the game again (the "try again" button). At the child's
// turn the coach (game-coach.mjs, unless `coach: false`) says what a beginner most needs to see and
// marks the squares it is about; it never moves for the child. With `in` (a warm-up), the child
// mates within that many moves: the move that uses the last without mating is taken back, with the
// mate step's words on why, and tried again (in a mate in one, the same position).
import { coachAdvice, positionFacts } from './game-coach.mjs';
import { whyNotMate } from './mate.mjs';
import { searchedReply } from '../step-game.mjs';

const DEFAULT_LEVEL = 1;
// How long the practice partner may think before the first legal move is played instead; a level's
// search takes a fraction of that, the first call also loads the search module.
const REPLY_TIMEOUT_MS = 20000;

/** The coach's words for the position on the board, when the child is to move, kept with the
 *  position they are about (a wrong move taken back brings that position and its words back). */
function advise(session) {
  const { game } = session;
  const said = session.goal.coach !== false && !game.isOver() && game.turn() === session.side
    ? coachAdvice(positionFacts(game, session.rules))
    : null;
  session.advice = said && { ...said, fen: game.fen() };
}

/** The coach's words for the position on the board now, or null. */
const advice = (session) => (session.advice?.fen === session.game.fen() ? session.advice : null);

/** The game is over after a move: the child mated (solved), else a draw or a loss, a wrong try
 *  that starts a new game. */
function ended(session) {
  const { result, reason } = session.game.outcome();
  if (reason === 'checkmate' && result === (session.side === 'w' ? '1-0' : '0-1')) return session.solve();
  return session.wrong(reason === 'checkmate' ? 'GAME_LOST' : 'GAME_DRAWN', { restart: true });
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'game',
  boardMode: 'play',
  boardGoal: true,
  opponentReplies: true,
  open(session) {
    session.side = session.game.turn();
    advise(session);
  },
  // a game's stars are for the tries it took: the moves are the game's own
  movesBeyondPar: () => 0,
  checkMove: () => null,
  afterMove(session) {
    if (session.game.isOver()) return ended(session);
    if (session.goal.in && session.childMoves >= session.goal.in) return session.takeBack(...whyNotMate(session.game));
    return { status: 'continue' };
  },
  async reply(session) {
    const { game, goal } = session;
    const legal = game.moves();
    // each new game of the step (a try) draws the partner's mistakes afresh
    return searchedReply(game, { level: goal.level ?? DEFAULT_LEVEL, seed: session.tries }, legal, REPLY_TIMEOUT_MS);
  },
  afterReply(session) {
    if (session.game.isOver()) return ended(session);
    advise(session);
    return { status: 'continue' };
  },
  // a game has no single answer: the coach's advice now (its squares marked), said as such
  answer(session) {
    const said = advice(session);
    return { open: true, squares: said?.squares ?? [], advice: said ? { key: said.key, params: said.params } : null };
  },
  highlights: (session) => (advice(session)?.squares ?? []).map((square) => ({ square, kind: 'hint' })),
  panel: 'status',
  status(session) {
    if (session.solved || session.game.isOver()) return ['gameOver', {}];
    if (session.game.turn() !== session.side) return ['gameThinking', {}];
    const said = advice(session);
    return said ? [said.key, said.params] : ['gameYourMove', {}];
  },
  // a game the child can never win (too few pieces to mate) would fail a child
  checkChess({ game, report }) {
    if (game.canMate(game.turn()) === 'no') report('GAME_CANNOT_BE_WON');
  },
  // a warm-up's mate within `in` is proved as a mate step's
  proofs: (goal) => (goal.in ? ['forced-mate'] : []),
  editor: {
    defaults: () => ({ kind: 'game', level: 1 }),
    // the coach is on unless the file says `coach: false`
    // `in`, left empty for a whole game, within the limits of lessons/schema.json
    form: (goal, kit) => [kit.number('level', 'level'), kit.limit('warmUpIn', 'in', { min: 1, max: 30 }), kit.toggle('coach', { absentOn: true }), kit.summary()],
    summary: (goal) => (goal.in ? ['gameWarmUpSummary', { level: goal.level ?? DEFAULT_LEVEL, n: goal.in }] : ['gameSummary', { level: goal.level ?? DEFAULT_LEVEL }]),
    icon: () => 'mate',
    // a check's problem names the warm-up's `in` by this form's label and says to raise it or empty it
    problemWords: { fields: { 'goal.in': 'warmUpIn' }, fixes: { NO_FORCED_MATE: 'warmUpNoMateFix' } },
  },
};
