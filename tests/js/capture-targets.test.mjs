// A capture goal's target is marked before the first move only where the goal says so
// (`showTarget: true`), and only where the mark gives nothing away: the side to move can capture
// nothing but the target (the rules core lists the captures). A step that asks the child which piece
// to take has no mark; the checker warns a teacher whose marked target is not the only one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCheckTools } from '../../scripts/check-lessons.mjs';
import { openStep } from '../../web/lesson/chess-checks.mjs';
import { checkLessonFile, describeForTeacher } from '../../web/lesson/authoring/check.mjs';
import { loadWords } from '../../web/site/editor/words.mjs';

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

test('the checker warns where a marked target is not the only piece to take, naming the others', async () => {
  const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });
  const step = (showTarget) => ({
    id: showTarget ? 'marked' : 'unmarked', fen: '4k3/8/8/8/n5b1/8/8/3QK3 w - - 0 1', orientation: 'white', text: text('吃哪个？', '吃哪個？', 'Which one?'),
    goal: { kind: 'capture', target: 'g4', ...(showTarget ? { showTarget } : {}) },
  });
  const lesson = { id: 'marked', title: text('课', '課', 'Lesson'), steps: [step(true), step(false)] };
  const { problems } = checkLessonFile(JSON.stringify(lesson, null, 2), { rules });
  const marked = problems.filter((p) => p.code === 'SHOWN_TARGET_GIVES_AWAY');
  expect(marked.map((p) => [p.severity, p.stepNumber, p.params.others])).toEqual([['warning', 1, ['a4']]]);
  expect(describeForTeacher(marked[0], await loadWords('zh-Hans')).message).toContain('a4');
});
