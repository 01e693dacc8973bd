// The help a step gives without giving the answer away (web/lesson/step-session.mjs, goals/):
// the hint button's first press is a nudge (a square to look at) that costs no star, the next
// press the step's hint, which costs one; a capture goal's target is marked only where the goal
// says `showTarget`, so no step of the course shows what to take before the child moves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, loadRules } from './rules-load.mjs';
import { StepSession } from '../../web/lesson/step-session.mjs';
import { childMove } from './helpers/child-move.mjs';

const readLesson = (file) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', file), 'utf8'));
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const courseSteps = index.lessons.flatMap((entry) => readLesson(`${entry.id}.json`).steps.map((step) => ({ lesson: entry.id, step })));

let rules;
beforeAll(async () => { rules = await loadRules(); });

const text = (en) => ({ 'zh-Hans': en, 'zh-Hant': en, en });
// White: king e1, rook a1; black: king e8, knight a8. The rook takes the knight: one move.
const CAPTURE = {
  id: 'take', fen: 'n3k3/8/8/8/8/8/8/R3K3 w - - 0 1', orientation: 'white', text: text('Take'),
  hints: [{ text: text('The rook can go up the file.'), arrows: [{ from: 'a1', to: 'a8' }] }, text('Rook to a8.')],
  goal: { kind: 'capture', target: 'a8' },
};

describe('hints in two steps', () => {
  test('the first press is a nudge at the first arrow\'s piece and costs no star; the second is the hint and costs one', () => {
    const nudged = new StepSession(rules, CAPTURE);
    expect(nudged.nextHelp()).toEqual({ nudge: { square: 'a1', piece: 'R' } });
    expect(nudged.record).toEqual({ stars: 0, hints: 0, nudges: 1, mistakes: 0 });
    expect(childMove(nudged, 'a1a8')).toMatchObject({ status: 'solved', stars: 3 });
    expect(nudged.record).toEqual({ stars: 3, hints: 0, nudges: 1, mistakes: 0 });

    const helped = new StepSession(rules, CAPTURE);
    helped.nextHelp();
    expect(helped.nextHelp()).toEqual({ hint: CAPTURE.hints[0] });
    expect(helped.nextHelp()).toEqual({ hint: CAPTURE.hints[1] });
    expect(helped.nextHelp()).toBeNull();
    expect(helped.hasHint).toBe(false);
    expect(childMove(helped, 'a1a8')).toMatchObject({ status: 'solved', stars: 1 });
    expect(helped.record).toEqual({ stars: 1, hints: 2, nudges: 1, mistakes: 0 });
  });

  test('the nudge\'s square: the hint\'s highlight, else the goal\'s piece; none when nothing names one', () => {
    const lit = new StepSession(rules, { ...CAPTURE, hints: [{ text: text('Look'), highlights: ['e1'] }] });
    expect(lit.nextHelp()).toEqual({ nudge: { square: 'e1', piece: 'K' } });
    const moved = new StepSession(rules, { ...CAPTURE, hints: [text('Up')], goal: { kind: 'move', moves: ['a1a5'] } });
    expect(moved.nextHelp()).toEqual({ nudge: { square: 'a1', piece: 'R' } });
    const quiz = { ...CAPTURE, hints: [text('Think')], goal: { kind: 'quiz', choices: [{ id: 'a', label: text('A') }, { id: 'b', label: text('B') }], answer: 'a' } };
    expect(new StepSession(rules, quiz).nextHelp()).toEqual({ nudge: { square: null, piece: null } });
    // a step without hints has no nudge either (its hint button is hidden)
    expect(new StepSession(rules, { ...CAPTURE, hints: undefined }).nextHelp()).toBeNull();
  });

  test('once the child has moved, the nudge points where the piece stands now, never at the square it left', () => {
    // the rook lesson's first step: the rook on e1, one star on e6, two moves allowed
    const step = readLesson('rook.json').steps.find((s) => s.id === 'first-star');
    const stars = new StepSession(rules, step);
    expect(childMove(stars, 'e1e3')).toMatchObject({ status: 'continue' });
    expect(stars.nextHelp()).toEqual({ nudge: { square: 'e3', piece: 'R' } });
  });

  test('the course: on every step with hints, two presses before the first star is lost', () => {
    const lost = [];
    for (const { lesson, step } of courseSteps) {
      if (!step.hints?.length) continue;
      const session = new StepSession(rules, step);
      expect(session.nextHelp()).toHaveProperty('nudge');
      if (session.hintsUsed !== 0) lost.push(`${lesson}/${step.id}`);
      session.nextHelp();
      if (session.hintsUsed !== 1) lost.push(`${lesson}/${step.id}`);
    }
    expect(lost).toEqual([]);
  });
});

describe('capture targets', () => {
  test('a capture goal marks its target only with showTarget', () => {
    expect(new StepSession(rules, CAPTURE).kind.markers(new StepSession(rules, CAPTURE))).toEqual([]);
    const shown = new StepSession(rules, { ...CAPTURE, goal: { ...CAPTURE.goal, showTarget: true } });
    expect(shown.kind.markers(shown)).toEqual([{ square: 'a8', kind: 'target' }]);
  });

  test('no step of the course without showTarget shows a target marker before the first move', () => {
    const giving = [];
    let captures = 0;
    for (const { lesson, step } of courseSteps) {
      const session = new StepSession(rules, step);
      if (step.goal.kind === 'capture') captures += 1;
      const targets = (session.kind.markers?.(session) ?? []).filter((marker) => marker.kind === 'target');
      if (targets.length && step.goal.showTarget !== true) giving.push(`${lesson}/${step.id}`);
    }
    expect(captures).toBeGreaterThan(10);
    expect(giving).toEqual([]);
  });
});
