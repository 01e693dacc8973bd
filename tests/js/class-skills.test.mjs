// The class page's "skills to practise" (web/site/class/skills.mjs) over the data the progress
// files and codes carry: per child the source chosen (the newest of the whole course, else the
// newest assignment code), its most missed skills, most first, and the misses in all; a file made
// before misses were carried says nothing.
import { ClassData } from '../../web/site/class/class-data.mjs';
import { skillRows } from '../../web/site/class/skills.mjs';
import { makeProgressCode, parseProgressCode } from '../../web/lesson/progress-code.mjs';
import { makeProgressFile, parseProgressFile } from '../../web/lesson/progress-file.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';

beforeAll(() => loadClassText('en'));

const at = (minute) => new Date(Date.UTC(2026, 8, 7, 8, minute));
const code = (name, minute, skills, assignment = null) => parseProgressCode(makeProgressCode({
  name, made: at(minute), assignment, lessonIds: ['rook'], lessons: { rook: { done: 1, stars: 2, helped: [] } }, skills,
}), 'en').value;
const file = (name, minute, skills) => parseProgressFile(makeProgressFile({
  name, device: '3f9a0c41d2b7e856', exported: at(minute), lessons: { rook: { a: { stars: 2 } } }, skills,
}), 'en').value;
const byName = (rows) => Object.fromEntries(rows.map((row) => [row.name, row]));

test('per child: the newest whole-course source stands over an assignment code; the top skills, most first', () => {
  const data = new ClassData();
  // 小明: an older course code, a newer assignment code, and a file newer still
  data.addCode(code('小明', 1, { 'rook-move': 2, capture: 5 }));
  data.addCode(code('小明', 9, { 'mate-in-one': 9 }, 'K7P2'));
  data.addFile(file('小明', 5, { 'rook-move': 4, capture: 1, 'mate-in-one': 4, check: 2 }), 'text');
  // 李华: an assignment code alone; Amy: a file without misses (made before they were carried)
  data.addCode(code('李华', 3, { 'bishop-move': 1 }, 'K7P2'));
  data.addFile(file('Amy', 2, undefined), 'text');
  // 张伟: a course code, no misses at all
  data.addCode(code('张伟', 4, {}));
  const rows = byName(skillRows(data, { limit: 3 }));
  // 小明's file (minute 5) is newer than the course code (minute 1); the assignment code covers less
  expect(rows['小明']).toMatchObject({ whole: true, known: true, total: 11 });
  // 4 and 4: the tie in the skills' list order (rook-move before mate-in-one), then check
  expect(rows['小明'].top).toEqual([{ id: 'rook-move', misses: 4 }, { id: 'mate-in-one', misses: 4 }, { id: 'check', misses: 2 }]);
  expect(rows['李华']).toMatchObject({ whole: false, known: true, total: 1, top: [{ id: 'bishop-move', misses: 1 }] });
  expect(rows.Amy).toMatchObject({ known: false, top: [], total: 0 });
  expect(rows['张伟']).toMatchObject({ whole: true, known: true, top: [], total: 0 });
});

test('a source that carries misses beats a newer one that does not', () => {
  const data = new ClassData();
  data.addCode(code('小红', 1, { castling: 3 }));
  data.addFile(file('小红', 8, undefined), 'text');
  expect(skillRows(data)[0]).toMatchObject({ known: true, top: [{ id: 'castling', misses: 3 }] });
});
