// `tap`: tap every square of `squares` (a line, a rank, a diagonal).

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'tap',
  boardMode: 'tap',
  open(session) { session.tapped = new Set(); },
  tap(session, square) {
    const { goal } = session;
    if (!goal.squares.includes(square)) return session.wrong('WRONG_SQUARE', { square });
    session.tapped.add(square);
    if (goal.squares.every((sq) => session.tapped.has(sq))) return session.solve({ square });
    return { status: 'continue', square };
  },
  highlights: (session) => [...session.tapped].map((square) => ({ square, kind: 'good' })),
  answer: (session) => ({ squares: session.goal.squares.filter((square) => !session.tapped.has(square)) }),
  panel: 'status',
  status: (session) => ['tapProgress', { done: session.tapped.size, total: session.goal.squares.length }],
  editor: {
    defaults: () => ({ kind: 'tap', squares: [] }),
    form: (goal, kit) => [kit.squares('squares'), kit.summary()],
    summary: (goal) => ['tapSummary', { squares: (goal.squares ?? []).join(' ') || '—' }],
    fill(goal) { goal.squares ??= []; },
    icon: () => 'coordinates',
  },
};
