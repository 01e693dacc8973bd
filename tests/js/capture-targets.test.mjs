// A capture goal's target is marked before the first move only where the goal says so
// (`showTarget: true`), and only where the mark gives nothing away: the side to move can capture
// nothing but the target (the rules core lists the captures). A step that asks the child which piece
// to take has no mark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCheckTools } from '../../scripts/check-lessons.mjs';
import { openStep } from '../../web/lesson/chess-checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons/index.json'), 'utf8'));
const lessons = index.lessons.map((entry) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', entry.file), 'utf8')));

let rules;
beforeAll(async () => { ({ rules } = await loadCheckTools()); });

/** The squares whose piece a legal move of the side to move takes (en passant: the pawn's own square). */
function capturedSquares(step) {
  const game = openStep(rules, step).game;
  return [...new Set(game.moves().filter((move) => move.captured).map((move) => (move.kind === 'en-passant' ? move.to[0] + move.from[1] : move.to)))].sort();
}

test('every marked capture target is the only piece the child could take', () => {
  const marked = [];
  for (const lesson of lessons) {
    for (const step of lesson.steps) {
      if (step.goal.kind !== 'capture' || step.goal.showTarget !== true) continue;
      marked.push(`${lesson.id}/${step.id}`);
      expect([`${lesson.id}/${step.id}`, capturedSquares(step)]).toEqual([`${lesson.id}/${step.id}`, [step.goal.target]]);
    }
  }
  expect(marked.length).toBeGreaterThanOrEqual(7);
});

test('no capture step whose words ask "which one?" marks its target', () => {
  const asks = /哪|which|strongest|stronger|most valuable|最强|更强|最值钱|nearest|最近/i;
  for (const lesson of lessons) {
    for (const step of lesson.steps) {
      if (step.goal.kind !== 'capture' || !asks.test(`${step.text['zh-Hans']} ${step.text.en}`)) continue;
      expect([`${lesson.id}/${step.id}`, step.goal.showTarget ?? false]).toEqual([`${lesson.id}/${step.id}`, false]);
    }
  }
});
