// `mate`: checkmate within `in` moves, the opponent answering from `replies` or as the practice
// partner's defender. The proof that the mate is forced is proofs.mjs's 'forced-mate'.
import { feedbackFor } from '../step-game.mjs';

// A mate step's move is judged while this many of the child's moves, this one included, are left;
// longer mates (the K+Q and K+R endings) take any move but those the lesson warns of.
const JUDGED_MOVES_LEFT = 3;

/** Why the child's move did not mate, as the core sees the position after it: no check at all,
 *  the king's way out (its square), or a block or capture of the checker. [code, params] */
export function whyNotMate(game) {
  if (game.isOver() || !game.inCheck()) return ['NOT_MATE_NO_CHECK', {}];
  const escape = game.moves().find((move) => move.piece === 'k');
  return escape ? ['NOT_MATE_KING_ESCAPES', { square: escape.to }] : ['NOT_MATE_DEFENDED', {}];
}

/**
 * The answer once `line` (the moves since the step's start, UCI) is played on `game`: the written
 * solution's rest while the game is still on it and the child is to move ({line}, UCI, its replies
 * between), else the moves that mate now ({mates}, the core's Move records, its SAN ending in #);
 * null when there are none. One source for the projector's answer and the worksheet's key.
 */
function answerAfter(goal, line, game) {
  const solution = Array.isArray(goal.solution) ? goal.solution : [];
  if (line.length % 2 === 0 && solution.length > line.length && solution.slice(0, line.length).join(' ') === line.join(' ')) return { line: solution.slice(line.length) };
  const mates = game.isOver() ? [] : game.moves().filter((move) => move.san.endsWith('#'));
  return mates.length ? { mates } : null;
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'mate',
  boardMode: 'play',
  boardGoal: true,
  opponentReplies: true,
  parLimit: 'in',
  par: (goal) => goal.par ?? goal.in,
  // the moves the lesson warns about; any other is played, and judged once it is (afterMove)
  checkMove: (session, legal, uci) => (feedbackFor(session.step, { uci }) ? session.missedMove('show', uci) : null),
  afterMove(session, played) {
    const { goal } = session;
    if (played.mate || session.game.outcome().reason === 'checkmate') return session.solve();
    // the moves the child had left for this one: near the end, a move that does not mate in
    // time is taken back, as a wrong try; in a long mate, the step starts again
    const judged = goal.in - session.childMoves + 1 <= JUDGED_MOVES_LEFT;
    if (session.childMoves >= goal.in || session.game.isOver()) return judged ? session.takeBack(...whyNotMate(session.game)) : session.wrong('OUT_OF_MOVES', { restart: true });
    const onSolution = (goal.solution ?? []).slice(0, session.line.length).join(' ') === session.line.join(' ');
    return { status: 'continue', judge: judged && !onSolution };
  },
  // the worksheet's key: the answer from the step's start (the whole solution, its replies
  // between, played by the core; else every mate in one)
  printedAnswer(game, goal) {
    const answer = answerAfter(goal, [], game);
    if (!answer?.line) return answer && { moves: answer.mates };
    const line = [];
    for (const move of answer.line) {
      const played = game.play(move);
      if (!played.ok) return null;
      line.push(played.value);
    }
    return { line };
  },
  // the projector's: the same answer after the moves played, its next move drawn
  answer(session) {
    const answer = answerAfter(session.goal, session.line, session.game);
    if (!answer) return null;
    return { moves: answer.line ? [answer.line[0]] : answer.mates.map((move) => move.uci) };
  },
  panel: 'status',
  status: (session) => ['movesLeft', { moves: session.goal.in - session.childMoves }],
  checkChess({ rules, step, goal, report, openStep }) {
    if (!Array.isArray(goal.solution)) return;
    const line = openStep(rules, step, goal.solution);
    if (line.error) report('SOLUTION_MOVE_ILLEGAL', { move: line.move, error: line.error.code }, '/goal/solution');
    else if (line.game.outcome().reason !== 'checkmate') {
      // the defence the core still finds: the king's escape first, else a move that covers the mate
      const defences = line.game.isOver() ? [] : line.game.moves();
      const defence = defences.find((move) => move.piece === 'k') ?? defences[0];
      if (defence) report('SOLUTION_NOT_MATE_DEFENDED', { defence: defence.san }, '/goal/solution');
      else report('SOLUTION_NOT_MATE', {}, '/goal/solution');
    }
    else if (goal.solution.length > 2 * goal.in - 1) report('SOLUTION_TOO_LONG', { moves: goal.in }, '/goal/solution');
    // the scripted replies must follow the solution, so the runner plays it as written
    for (let n = 1; n < goal.solution.length; n += 2) {
      const key = goal.solution.slice(0, n).join(' ');
      if (step.replies && step.replies[key] !== goal.solution[n]) report('REPLY_OFF_SOLUTION', { line: key, expected: goal.solution[n], got: step.replies[key] ?? '-' }, '/replies');
    }
  },
  proofs: () => ['forced-mate'],
  // version 0 said "pending": "search-defender" and kept a scripted line meanwhile
  migrateFrom0(step, at, changes) {
    if (step.pending !== 'search-defender') return;
    step.goal.defender = 'search';
    changes.push({ path: `${at}/goal/defender`, change: 'DEFENDER_SEARCH' });
    if (Object.hasOwn(step, 'replies')) {
      delete step.replies;
      changes.push({ path: `${at}/replies`, change: 'REPLIES_DROPPED' });
    }
  },
  editor: {
    defaults: () => ({ kind: 'mate', in: 1, solution: [] }),
    form: (goal, kit) => [
      kit.number('mateIn', 'in', (n) => {
        // a mate of more than one move is defended by the practice partner, with no script
        if (n > 1) { goal.defender = 'search'; delete goal.replies; } else delete goal.defender;
      }),
      kit.moves('solution', { line: true }),
      kit.summary(),
    ],
    summary: (goal, say) => ['solutionSummary', { moves: say.moves(goal.solution, { line: true }) }],
    icon: () => 'mate',
  },
};
