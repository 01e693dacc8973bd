// The class page's data (web/site/class/class-data.mjs) and its CSV (csv.mjs), without a browser:
// a child's codes merged by date (the newest stands, an older or the same one changes nothing),
// per lesson the newest code that has it; the roster read from typed or pasted lists; an
// assignment's link carries its lessons, title, week and the roster's names; who handed in and who
// is missing; an assignment's codes on a device without it, and its link pasted; what was kept
// (version 1 and 2) read back; the CSV with its BOM, quoting and no
// formula from a child's name.
import { ClassData, CLASS_KEY, rosterNames } from '../../web/site/class/class-data.mjs';
import { csvText } from '../../web/site/class/csv.mjs';
import { makeProgressCode, parseProgressCode } from '../../web/lesson/progress-code.mjs';
import { makeProgressFile } from '../../web/lesson/progress-file.mjs';
import { loadClassText } from '../../web/i18n/class.mjs';

beforeAll(() => loadClassText('zh-Hans'));

const COURSE = [{ id: 'rook', steps: ['a', 'b', 'c'] }, { id: 'bishop', steps: ['x', 'y'] }];
const code = (name, minute, lessons, assignment = null, list = COURSE) => makeProgressCode({
  name, made: new Date(Date.UTC(2026, 8, 7, 8, minute)), assignment, lessonIds: list.map((l) => l.id), lessons,
});
const read = (text) => parseProgressCode(text, 'zh-Hans').value;
const storage = (initial = {}) => {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => map.set(k, String(v)) };
};

test('a child\'s codes: the newest stands; an older one, or the same again, changes nothing; per lesson the newest code that has it', () => {
  const data = new ClassData();
  const older = code('小明', 1, { rook: { done: 1, stars: 3, helped: [] } });
  const newer = code('小明', 5, { rook: { done: 3, stars: 7, helped: [{ position: 1, answer: true }] } });
  expect(data.addCode(read(older))).toBe('added');
  expect(data.addCode(read(newer))).toBe('updated');
  expect(data.addCode(read(older))).toBe('older');
  expect(data.addCode(read(newer))).toBe('same');
  // an assignment's code, newer still, of bishop only: bishop from it, rook from the course's code
  data.assignments.push({ id: 'AB12', title: 'W3', week: '', lessons: ['bishop'], made: '' });
  data.addCode(read(code('小明', 9, { bishop: { done: 2, stars: 6, helped: [] } }, 'AB12', [COURSE[1]])));
  const { children, problems } = data.codeChildren(COURSE, 'zh-Hans');
  expect(problems).toEqual([]);
  expect(children).toHaveLength(1);
  expect(children[0].lessons.rook).toMatchObject({ done: 3, stars: 7, hints: 1, answerSteps: ['b'] });
  expect(children[0].lessons.bishop).toMatchObject({ done: 2, stars: 6 });
  // a code made for another course list is named, not misread
  data.addCode(read(code('小红', 2, {}, null, [{ id: 'pawn', steps: ['p'] }])));
  expect(data.codeChildren(COURSE, 'zh-Hans').problems.map((p) => p.name)).toEqual(['小红']);
});

test('the roster from a typed or pasted list; the assignment link carries lessons, title, week and names; handed in and missing', () => {
  expect(rosterNames('王小明\n李华，张伟、 Amy Chen ;刘洋\n\n王小明\tdefault')).toEqual(['王小明', '李华', '张伟', 'Amy Chen', '刘洋']);
  const data = new ClassData();
  data.setRoster('王小明\n李华\n张伟');
  const assignment = data.addAssignment({ title: '车和象', week: '第3周', lessons: ['rook', 'bishop'] });
  const url = new URL(data.assignmentLink(assignment, 'https://school.example/chess/'));
  expect(url.pathname).toBe('/chess/');
  expect(url.searchParams.get('lessons')).toBe('rook,bishop');
  expect(url.searchParams.get('a')).toBe(assignment.id);
  expect(url.searchParams.get('t')).toBe('车和象');
  expect(url.searchParams.get('w')).toBe('第3周');
  expect(url.searchParams.getAll('n')).toEqual(['王小明', '李华', '张伟']);
  const list = assignment.lessons.map((id) => COURSE.find((l) => l.id === id));
  const { counts } = data.addPasted(`1. 李华 ${code('李华', 3, { bishop: { done: 1, stars: 2, helped: [] } }, assignment.id, list)}\n2. 张伟 还没做`, 'zh-Hans');
  expect(counts.added).toBe(1);
  const steps = new Map(COURSE.map((l) => [l.id, l.steps]));
  const { children, missing } = data.handedIn(assignment, steps, 'zh-Hans');
  expect(children.map((c) => [c.name, c.lessons.bishop.stars])).toEqual([['李华', 2]]);
  expect(missing).toEqual(['王小明', '张伟']);
  data.removeAssignment(assignment.id);
  expect(data.codes.size).toBe(0);
});

test('an assignment\'s codes on a device without it: their child with the stars in all; its link pasted adds it under its id, with its names', () => {
  const data = new ClassData();
  const bishopOnly = [COURSE[1]];
  const text = `1. 小明 ${code('小明', 3, { bishop: { done: 2, stars: 5, helped: [] } }, 'AB12', bishopOnly)}\n2. 小红 ${code('小红', 4, {}, 'AB12', bishopOnly)}`;
  expect(data.addPasted(text, 'zh-Hans')).toMatchObject({ counts: { added: 2 }, problems: [], links: [] });
  let read = data.codeChildren(COURSE, 'zh-Hans');
  expect(read.away).toBe(2);
  expect(read.problems).toEqual([]);
  expect(Object.fromEntries(read.children.map((child) => [child.name, child.away]))).toEqual({ 小明: { stars: 5, done: 2 }, 小红: { stars: 0, done: 0 } });
  // the link, as a chat carries it, a word after it; the roster is empty here: it takes the link's names
  const link = new URL(data.assignmentLink({ id: 'AB12', title: '象', week: '第3周', lessons: ['bishop'] }, 'http://school/chess/'), 'http://school/').href
    + ['小明', '小红', '小刚'].map((name) => `&n=${encodeURIComponent(name)}`).join('');
  expect(data.addPasted(`作业：${link}学完交作业`, 'zh-Hans')).toMatchObject({ counts: { added: 0 }, problems: [], links: [{ title: '象', added: true, names: 3 }] });
  expect(data.assignments).toMatchObject([{ id: 'AB12', title: '象', week: '第3周', lessons: ['bishop'] }]);
  read = data.codeChildren(COURSE, 'zh-Hans');
  expect(read.away).toBe(0);
  expect(read.children.find((child) => child.name === '小明')).toMatchObject({ lessons: { bishop: { done: 2, stars: 5 } } });
  expect(data.handedIn(data.assignments[0], new Map(COURSE.map((l) => [l.id, l.steps])), 'zh-Hans').missing).toEqual(['小刚']);
  // the same link again adds nothing, and leaves the list as it is
  data.setRoster('小明');
  expect(data.addPasted(link, 'zh-Hans').links).toEqual([{ title: '象', added: false, names: 0 }]);
  expect(data.roster).toEqual(['小明']);
});

test('what is kept comes back: version 2 whole, version 1\'s files, and what cannot be read is counted', () => {
  const data = new ClassData();
  data.setRoster('王小明');
  data.addAssignment({ title: 'W1', week: '', lessons: ['rook'] });
  data.addCode(read(code('王小明', 4, { rook: { done: 2, stars: 5, helped: [] } })));
  const kept = storage();
  expect(data.save(kept)).toBe(true);
  const again = new ClassData();
  expect(again.restore(kept, 'zh-Hans')).toBe(0);
  expect(again.roster).toEqual(['王小明']);
  expect(again.assignments.map((a) => a.title)).toEqual(['W1']);
  expect([...again.codes.values()].map((v) => v.name)).toEqual(['王小明']);
  const file = makeProgressFile({ name: '小红', device: '0123456789abcdef', exported: '2026-05-01T08:30:00.000Z', lessons: { rook: { a: 3 } } });
  const v1 = storage({ [CLASS_KEY]: JSON.stringify({ version: 1, files: [file, '{"broken'] }) });
  const fromV1 = new ClassData();
  expect(fromV1.restore(v1, 'zh-Hans')).toBe(1);
  expect([...fromV1.files.values()].map((f) => f.name)).toEqual(['小红']);
});

test('CSV: a byte order mark, CRLF, quoted fields, and a name that looks like a formula written as text', () => {
  const text = csvText([['名字', '总星数'], ['王小明', 12], ['=HYPERLINK("x")', 3], ['a,b', ''], ['多\n行', null]]);
  expect(text.startsWith('\uFEFF名字,总星数\r\n')).toBe(true);
  expect(text).toContain('\r\n王小明,12\r\n');
  expect(text).toContain(`"'=HYPERLINK(""x"")",3`);
  expect(text).toContain('"a,b",\r\n');
  expect(text).toContain('"多\n行",\r\n');
  expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
