// `game`: a whole game against the practice partner at a child's level (`level`, default 1), from
// the step's position (the starting position when it gives none). The child wins by mating; a draw
// or a loss is a wrong try that starts the game again (the "try again" button). At the child's
// turn the coach (game-coach.mjs, unless `coach: false`) says what a beginner most needs to see and
// marks the squares it is about; it never moves for the child.
import { coachAdvice, positionFacts } from './game-coach.mjs';

const DEFAULT_LEVEL = 1;
// How long the practice partner may think before the first legal move is played instead; a level's
// search takes a fraction of that, the first call also loads the search module.
const REPLY_TIMEOUT_MS = 20000;

/** The coach's words for the position on the board, when the child is to move. */
function advise(session) {
  session.advice = session.goal.coach !== false && !session.game.isOver() && session.game.turn() === session.side
    ? coachAdvice(positionFacts(session.game))
    : null;
}

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
    session.advice = null;
    if (session.game.isOver()) return ended(session);
    return { status: 'continue' };
  },
  async reply(session) {
    const { game, goal } = session;
    const legal = game.moves();
    try {
      let timer;
      const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), REPLY_TIMEOUT_MS); });
      // each new game of the step (a try) draws the partner's mistakes afresh
      const found = await Promise.race([game.bestMove({ level: goal.level ?? DEFAULT_LEVEL, seed: session.tries }), timeout]);
      clearTimeout(timer);
      const uci = found && found.ok ? found.value.uci : null;
      if (uci && legal.some((move) => move.uci === uci)) return uci;
    } catch {
      // no worker: the first legal move below
    }
    return legal[0]?.uci ?? null;
  },
  afterReply(session) {
    if (session.game.isOver()) return ended(session);
    advise(session);
    return { status: 'continue' };
  },
  // a game has no single answer: the coach's advice now (its squares marked), said as such
  answer: (session) => ({ open: true, squares: session.advice?.squares ?? [], advice: session.advice ? { key: session.advice.key, params: session.advice.params } : null }),
  highlights: (session) => (session.advice?.squares ?? []).map((square) => ({ square, kind: 'hint' })),
  panel: 'status',
  status(session) {
    if (session.solved || session.game.isOver()) return ['gameOver', {}];
    if (session.game.turn() !== session.side) return ['gameThinking', {}];
    return session.advice ? [session.advice.key, session.advice.params] : ['gameYourMove', {}];
  },
  // a game the child can never win (too few pieces to mate) would fail a child
  checkChess({ game, report }) {
    if (game.canMate(game.turn()) === 'no') report('GAME_CANNOT_BE_WON');
  },
  editor: {
    defaults: () => ({ kind: 'game', level: 1 }),
    // the coach is on unless the file says `coach: false`
    form: (goal, kit) => [kit.number('level', 'level'), kit.toggle('coach', { absentOn: true }), kit.summary()],
    summary: (goal) => ['gameSummary', { level: goal.level ?? DEFAULT_LEVEL }],
    icon: () => 'mate',
  },
};
