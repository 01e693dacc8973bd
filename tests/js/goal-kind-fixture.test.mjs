// A goal kind needs nothing but its module and its schema entry: a made-up kind, `reach` (move any
// piece to the square `to`, tests/js/helpers/reach-goal-kind.mjs), registered in the table at test
// time, is judged by the step session, checked by the rules checks, edited by its form, and let
// through by the format check generated from a scratch copy of lessons/schema.json with its entry
// added (scripts/gen/lesson-format.mjs on that copy), which the real format check refuses. Its
// view (the board of the real runner) is goal-kind-view.test.mjs.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadRules, ROOT } from './rules-load.mjs';
import { addGoalKind, goalKind } from '../../web/lesson/goals/index.mjs';
import { StepSession, parFor } from '../../web/lesson/step-session.mjs';
import { checkLessonChess } from '../../web/lesson/chess-checks.mjs';
import { checkLessonFormat } from '../../web/lesson/format.mjs';
import { generate } from '../../scripts/gen/lesson-format.mjs';
import { reach, reachSchemaEntry, reachStep as step } from './helpers/reach-goal-kind.mjs';

let rules;
let remove;
let scratch;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
  remove = addGoalKind(reach);
});
afterAll(() => {
  remove();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

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

test('the format check generated from a scratch schema with its entry lets a reach step through; the real one refuses it', async () => {
  const text = { 'zh-Hans': '走到目标格。', 'zh-Hant': '走到目標格。', en: 'Reach the target square.' };
  const lesson = { version: 1, id: 'reach', title: text, steps: [{ ...step('e4'), text }] };
  const badSquare = { ...lesson, steps: [{ ...lesson.steps[0], goal: { kind: 'reach', to: 'e9' } }] };

  // the scratch copy: the two schemas (the goal's entry added), the generated check beside a copy
  // of format.mjs, whose goal table is the real one (a link to web/lesson/goals)
  scratch = mkdtempSync(path.join(tmpdir(), 'goal-kind-'));
  mkdirSync(path.join(scratch, 'lessons'));
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'lessons/schema.json'), 'utf8'));
  schema.$defs.goal.oneOf.push(reachSchemaEntry);
  writeFileSync(path.join(scratch, 'lessons/schema.json'), JSON.stringify(schema));
  copyFileSync(path.join(ROOT, 'lessons/index.schema.json'), path.join(scratch, 'lessons/index.schema.json'));
  expect(generate(scratch)).toEqual(['web/lesson/format.gen.mjs']);
  copyFileSync(path.join(ROOT, 'web/lesson/format.mjs'), path.join(scratch, 'web/lesson/format.mjs'));
  symlinkSync(path.join(ROOT, 'web/lesson/goals'), path.join(scratch, 'web/lesson/goals'), 'dir');
  const scratchFormat = await import(pathToFileURL(path.join(scratch, 'web/lesson/format.mjs')).href);
  const scratchGenerated = await import(pathToFileURL(path.join(scratch, 'web/lesson/format.gen.mjs')).href);

  expect(scratchGenerated.GOAL_KINDS.at(-1)).toBe('reach');
  expect(scratchFormat.checkLessonFormat(lesson)).toEqual([]);
  // the entry's own field is checked by the scratch check: `to` must be a square
  expect(scratchFormat.checkLessonFormat(badSquare)).toEqual([
    expect.objectContaining({ code: 'NOT_A_SQUARE', path: '/steps/0/goal/to', step: 'reach-e4' }),
  ]);
  // the real check, whose schema has no entry for it, refuses the kind by name
  const refused = checkLessonFormat(lesson);
  expect(refused).toEqual([expect.objectContaining({ code: 'UNKNOWN_GOAL_KIND', path: '/steps/0/goal', step: 'reach-e4' })]);
  expect(refused[0].params.kind).toBe('reach');
  expect(refused[0].params.allowed).toContain('move');
  expect(refused[0].params.allowed).not.toContain('reach');
});
