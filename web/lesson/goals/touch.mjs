// `touch`: the touch-move rule. The lesson's touches are made first; the child then moves as they
// oblige (after straightening the pieces of `adjust` with the j'adoube button). Touching another
// piece is a mistake and the step starts again.
import { boardMap, openStepGame } from '../step-game.mjs';
import { inOptionalList, movesWhere } from './shared.mjs';

const touchSquare = (touch) => (typeof touch === 'string' ? touch : touch.square);
const isAdjust = (touch) => typeof touch === 'object' && touch.adjust === true;

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'touch',
  boardMode: 'play',
  boardGoal: true,
  touchMove: true,
  open(session) {
    const { goal } = session;
    // the pieces the child must straighten with the j'adoube button before moving
    session.adjustLeft = [...(goal.adjust ?? [])];
    // the pieces the goal moves (else those the touches oblige to move, from the core)
    const probe = openStepGame(session.rules, session.step).value;
    let obliged = null;
    for (const touch of [...(goal.touches ?? []), ...session.adjustLeft.map((square) => ({ square, adjust: true }))]) {
      const done = probe.touch(touchSquare(touch), { adjust: isAdjust(touch) });
      if (done.ok) obliged = done.value;
    }
    const moves = goal.moves ?? obliged?.allowed ?? [];
    session.obligedPieces = new Set(moves.map((uci) => uci.slice(0, 2)));
  },
  checkMove(session, legal, uci) {
    // the obliged piece, but picked up after another one: the board moved the piece the
    // touches commit, not the one the child chose (touched() has counted the mistake)
    if (session.touchedLast && session.touchedLast !== legal.from) {
      session.tries += 1;
      return { action: 'refuse', code: 'TOUCH_MOVE_REQUIRED', uci };
    }
    // another piece than the touches oblige: the core refuses it with its touch-move reason
    if (session.obligedPieces.size && !session.obligedPieces.has(legal.from)) return null;
    if (session.adjustLeft.length) return session.missedMove('refuse', uci, 'ADJUST_FIRST');
    return inOptionalList(session.goal.moves, uci) ? null : session.missedMove('refuse', uci);
  },
  answer: (session) => (session.obligedPieces.size
    ? { moves: movesWhere(session, (move) => session.obligedPieces.has(move.from) && inOptionalList(session.goal.moves, move.uci)) }
    : null),
  // breaking the touch-move duty is what the step tests: a mistake
  illegal(session, code, uci) {
    if (code === 'TOUCH_MOVE_REQUIRED') session.mistakes += 1;
    session.tries += 1;
    return { code, uci };
  },
  // the pieces the lesson's touches touched are marked: the child sees which piece the rule is about
  highlights: (session) => (session.goal.touches ?? []).map((touch) => ({ square: touchSquare(touch), kind: 'hint' })),
  touched(session, square, { adjusted }) {
    if (adjusted) {
      session.adjustLeft = session.adjustLeft.filter((left) => left !== square);
      return { status: 'continue', adjusted: true };
    }
    // the opponent's piece the lesson already touched, touched again: nothing new (it must still
    // be taken); one's own touched again is judged below (another piece may be committed)
    const piece = boardMap(session.game.fen().split(' ')[0])[square];
    const theirs = piece && (piece === piece.toUpperCase() ? 'w' : 'b') !== session.game.turn();
    if (theirs && (session.goal.touches ?? []).some((touch) => touchSquare(touch) === square)) return { status: 'continue' };
    session.touchedLast = square;
    if (session.obligedPieces.size === 0 || session.obligedPieces.has(square)) return { status: 'continue' };
    return session.wrong('TOUCH_MOVE_REQUIRED', { square, restart: true });
  },
  formatProblems(goal, path) {
    if ((Array.isArray(goal.touches) && goal.touches.length) || Array.isArray(goal.adjust)) return [];
    return [{ code: 'TOUCH_NEEDS_TOUCHES', path, params: {} }];
  },
  // the lesson's touches, then the child's straightening of each piece of `adjust`
  checkChess({ goal, game, report }) {
    const made = [
      ...(goal.touches ?? []).map((touch, n) => ({ touch, where: `/goal/touches/${n}` })),
      ...(goal.adjust ?? []).map((square, n) => ({ touch: { square, adjust: true }, where: `/goal/adjust/${n}` })),
    ];
    let last = null;
    for (const { touch, where } of made) {
      const square = touchSquare(touch);
      const done = game.touch(square, { adjust: isAdjust(touch) });
      if (!done.ok) { report('TOUCH_REFUSED', { square, error: done.error.code }, where); return; }
      last = done.value;
    }
    if (!last) return;
    const want = goal.expect;
    if (last.obligation !== want.obligation) report('TOUCH_OBLIGATION', { got: last.obligation, article: last.article, expected: want.obligation }, '/goal/expect/obligation');
    if (want.article !== undefined && last.article !== want.article) report('TOUCH_ARTICLE', { got: last.article, expected: want.article }, '/goal/expect/article');
    if (want.allowed !== undefined && [...want.allowed].sort().join() !== last.allowed.join()) report('TOUCH_ALLOWED', { got: last.allowed, expected: want.allowed }, '/goal/expect/allowed');
    (goal.moves ?? []).forEach((move, n) => {
      if (!last.allowed.includes(move)) report('TOUCH_MOVE_NOT_ALLOWED', { move }, `/goal/moves/${n}`);
    });
  },
  // the pieces already touched are marked, as the board marks them
  printed: (goal) => ({ highlights: (goal.touches ?? []).map(touchSquare) }),
  editor: {
    defaults: () => ({ kind: 'touch', touches: [], expect: { obligation: 'none' } }),
    // the pieces touched, those the child straightens first (j'adoube), the moves that count
    form: (goal, kit) => [kit.squares('touches'), kit.squares('adjust'), kit.moves('moves', { optional: true }), kit.summary()],
    summary: (goal, say) => ['touchSummary', { touches: (goal.touches ?? []).map(touchSquare).join(' ') || '—', adjust: (goal.adjust ?? []).join(' ') || '—', obligation: say.word(`obligation-${goal.expect?.obligation ?? 'none'}`), moves: say.moves(goal.expect?.allowed) }],
    fill(goal) { goal.touches ??= []; },
    tidy(goal) {
      if (Array.isArray(goal.moves) && goal.moves.length === 0) delete goal.moves;
      if (Array.isArray(goal.adjust) && goal.adjust.length === 0) delete goal.adjust;
    },
    /** What the core says the touches oblige: the goal's `expect`. */
    fromCore(rules, step, goal) {
      const probe = openStepGame(rules, step);
      if (!probe.ok || !probe.value) return null;
      let last = null;
      for (const touch of [...(goal.touches ?? []), ...(goal.adjust ?? []).map((square) => ({ square, adjust: true }))]) {
        const done = probe.value.touch(touchSquare(touch), { adjust: isAdjust(touch) });
        if (!done.ok) return null;
        last = done.value;
      }
      return last ? { obligation: last.obligation, ...(last.article ? { article: last.article } : {}), allowed: last.allowed } : null;
    },
    icon: () => 'touch',
  },
};
