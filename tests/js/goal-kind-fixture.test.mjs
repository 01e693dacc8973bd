// A goal kind needs nothing but its module: a made-up kind, `reach` (move any piece to the square
// `to`), registered in the table at test time, is judged by the step session, checked by the
// rules checks and edited by its form, with no other file touched. (Its schema entry, which the
// format check would need, and the view are not covered here.)
import { loadRules } from './rules-load.mjs';
import { addGoalKind, goalKind } from '../../web/lesson/goals/index.mjs';
import { StepSession, parFor } from '../../web/lesson/step-session.mjs';
import { checkLessonChess } from '../../web/lesson/chess-checks.mjs';

/** @type {import('../../web/lesson/goals/index.mjs').GoalKind} */
const reach = {
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

const step = (to) => ({ id: 'reach-e4', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', orientation: 'white', goal: { kind: 'reach', to } });

let rules;
let remove;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  remove = addGoalKind(reach);
});
afterAll(() => remove());

test('the table finds the new kind', () => {
  expect(goalKind({ kind: 'reach' })).toBe(reach);
  expect(parFor({ kind: 'reach', to: 'e4' })).toBe(1);
});

test('the step session judges its moves: a wrong one is shown and costs a star, the right one solves', () => {
  const session = new StepSession(rules, step('e4'));
  expect(session.boardMode).toBe('play');
  expect(session.checkMove('d2d4')).toEqual({ action: 'show', code: 'WRONG_MOVE', uci: 'd2d4' });
  expect(session.checkMove('e2e4')).toBeNull();
  expect(session.afterMove(session.game.play('e2e4').value)).toEqual({ status: 'solved', stars: 2 });
  expect(session.kind.markers(session)).toEqual([{ square: 'e4', kind: 'target' }]);
});

test('the rules checks run its own check, beside those every step has', () => {
  expect(checkLessonChess({ steps: [step('e4')] }, rules)).toEqual([]);
  expect(checkLessonChess({ steps: [step('e5')] }, rules)).toEqual([{ code: 'NO_MOVE_REACHES', path: '/steps/0/goal/to', params: { square: 'e5' }, step: 'reach-e4' }]);
});

test('the editor\'s form is made from its module', () => {
  const made = [];
  const kit = { number: (label, field) => { made.push({ label, field }); return 'field'; } };
  const goal = reach.editor.defaults({ emptyText: () => ({}) });
  expect(reach.editor.form(goal, kit)).toEqual(['field']);
  expect(made).toEqual([{ label: 'square', field: 'to' }]);
});
