// A made-up goal kind, `reach` (move any piece to the square `to`), for the tests that prove a goal
// kind needs nothing but its module and its schema entry (goal-kind-fixture.test.mjs,
// goal-kind-view.test.mjs). It is registered in the table at test time, never shipped.

/** @type {import('../../../web/lesson/goals/index.mjs').GoalKind} */
export const reach = {
  name: 'reach',
  boardMode: 'play',
  boardGoal: true,
  checkMove: (session, legal, uci) => session.answer(uci, legal.to === session.goal.to),
  markers: (session) => [{ square: session.goal.to, kind: 'target' }],
  checkChess({ goal, legalMoves, report }) {
    if (!legalMoves.some((move) => move.to === goal.to)) report('NO_MOVE_REACHES', { square: goal.to }, '/goal/to');
  },
  editor: {
    defaults: () => ({ kind: 'reach', to: 'e4' }),
    form: (goal, kit) => [kit.number('square', 'to')],
  },
};

/** Its entry in lessons/schema.json's goal.oneOf. */
export const reachSchemaEntry = {
  required: ['to'],
  additionalProperties: false,
  properties: { kind: { const: 'reach' }, to: { $ref: '#/$defs/square' } },
};

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A step of the kind: reach `to` from the initial position. */
export const reachStep = (to) => ({ id: 'reach-e4', fen: START_FEN, orientation: 'white', goal: { kind: 'reach', to } });
