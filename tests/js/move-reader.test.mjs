// The one move reader (web/lesson/moves.mjs), as its users meet it: a knight's first move written
// 马f3 (zh-Hans), 馬f3 (zh-Hant), Nf3 (SAN) or g1f3 (UCI) is the same move for a lesson's move
// goal (the page reads the lesson with movesInUci, then the step session judges the move), for
// the editor's reading of a file (the checker's prepareLesson), for check-lessons, and for the
// game record pasted into /play/'s PGN box (pgn-tools.mjs's readPgn).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRules } from './rules-load.mjs';
import { movesInUci, readablePgn, readableMove } from '../../web/lesson/moves.mjs';
import { StepSession } from '../../web/lesson/step-session.mjs';
import { prepareLesson } from '../../web/lesson/authoring/check.mjs';
import { checkLessonFiles } from '../../scripts/check-lessons.mjs';
import { readPgn } from '../../web/site/play/pgn-tools.mjs';

const TEXT = { 'zh-Hans': '走马。', 'zh-Hant': '走馬。', en: 'Move the knight.' };
const SPELLINGS = ['马f3', '馬f3', 'Nf3', 'g1f3'];

/** A one-step lesson whose goal is the knight's move, written `spelled`. */
const lessonWith = (spelled) => ({
  id: 'knight-move',
  title: TEXT,
  steps: [{
    id: 'knight',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    orientation: 'white',
    text: TEXT,
    hints: [TEXT],
    goal: { kind: 'move', moves: [spelled] },
  }],
});

let rules;
beforeAll(async () => {
  rules = await loadRules({ lang: 'en' });
});

test('the Chinese piece names of both scripts are respelled as SAN letters', () => {
  expect(SPELLINGS.map(readableMove)).toEqual(['Nf3', 'Nf3', 'Nf3', 'g1f3']);
  expect(['车a8', '車a8', '后d1', '象c4', '王e2', '兵e4'].map(readableMove)).toEqual(['Ra8', 'Ra8', 'Qd1', 'Bc4', 'Ke2', 'e4']);
});

test.each(SPELLINGS)('a lesson page\'s move goal written %s takes g1f3 and refuses g1h3', (spelled) => {
  const step = movesInUci(lessonWith(spelled), rules).steps[0];
  expect(step.goal.moves).toEqual(['g1f3']);
  const right = new StepSession(rules, step);
  expect(right.checkMove('g1f3')).toBeNull();
  expect(right.afterMove(right.game.play('g1f3').value)).toMatchObject({ status: 'solved', stars: 3 });
  const wrong = new StepSession(rules, step);
  expect(wrong.checkMove('g1h3')).toEqual({ action: 'show', code: 'WRONG_MOVE', uci: 'g1h3' });
});

test.each(SPELLINGS)('the editor reads %s as g1f3, with no problem', (spelled) => {
  const prepared = prepareLesson(JSON.stringify(lessonWith(spelled)), rules);
  expect(prepared.lesson.steps[0].goal.moves).toEqual(['g1f3']);
  expect(prepared.problems).toEqual([]);
  expect(prepared.sanChanges).toEqual(spelled === 'g1f3' ? [] : [{ path: '/steps/0/goal/moves/0', isKey: false, from: spelled, to: 'g1f3' }]);
});

test('check-lessons accepts each spelling, and names a move that is no move', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'move-reader-'));
  try {
    const files = [...SPELLINGS, '马f4'].map((spelled, n) => {
      const file = path.join(dir, `lesson-${n}.json`);
      // each file its own lesson (check-lessons refuses two files of one lesson id)
      writeFileSync(file, JSON.stringify({ ...lessonWith(spelled), id: `knight-move-${n}` }, null, 2));
      return file;
    });
    const results = await checkLessonFiles(files, { rules, mateSolver: null });
    const errors = results.map((result) => result.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.code));
    expect(errors).toEqual([[], [], [], [], ['MOVE_NOT_READ']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.each(SPELLINGS)('/play/\'s PGN box reads 1. %s e5 as Nf3 e5, and leaves the tags and comments as written', async (spelled) => {
  const record = `[White "马老师"]\n[Black "小明"]\n\n1. ${spelled} {${spelled} 好} e5 *\n`;
  const read = await readPgn(rules, record);
  expect(read.ok).toBe(true);
  expect(read.value.history()).toEqual(['Nf3', 'e5']);
  const written = await read.value.pgn({ headers: {} });
  expect(written.ok).toBe(true);
  expect(written.value).toContain('[White "马老师"]');
  // what the core is handed: the move respelled, the tag and the comment as they were
  expect(readablePgn(record)).toBe(record.replace(`1. ${spelled} `, `1. ${readableMove(spelled)} `));
});
