// A piece the words call free (没有保护, 白送, safe to take …) is proved free by the rules core:
// the checker requires `free: true` where the words say so, and refutes a false claim by naming the
// reply that wins material back. The fixture keeps the two false steps of the course as they were
// landed (final-test ft-capture: the bishop on h2 x-rays b8 through the queen; review-fight
// rv-value: the rook on a5 takes back along the fifth rank once the queen leaves d5), each marked
// free, as a teacher would mark it.
import { readFileSync } from 'node:fs';
import { loadCheckTools } from '../../scripts/check-lessons.mjs';
import { checkLessonFile, describeForTeacher } from '../../web/lesson/authoring/check.mjs';
import { freeClaimWord, freePieceProblems } from '../../web/lesson/authoring/free-piece.mjs';
import { loadWords } from '../../web/site/editor/words.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';

const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/false-free-pieces.json', import.meta.url), 'utf8'));
const text = (zhHans, zhHant, en) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

let rules;
beforeAll(async () => { ({ rules } = await loadCheckTools()); });

/** A capture step: `fen`, its goal's fields, its text. */
const captureStep = (fen, goal, words = text('吃掉它。', '吃掉它。', 'Take it.')) => ({
  id: 'step', fen, orientation: fen.split(' ')[1] === 'w' ? 'white' : 'black', text: words, goal: { kind: 'capture', ...goal },
});
const lessonOf = (...steps) => ({ id: 'free-test', title: text('课', '課', 'Lesson'), steps });

test('the two false free pieces of the landed course are refuted, each by the reply that wins the queen', () => {
  const found = freePieceProblems(FIXTURE, rules);
  expect(found.map((p) => [p.code, p.params.move, p.params.reply, p.params.won, p.params.taken])).toEqual([
    ['FREE_PIECE_REFUTED', 'Qxb8', 'Bxb8', 9, 5],
    ['FREE_PIECE_REFUTED', 'Qxg5+', 'Rxg5', 9, 3],
  ]);
});

test('the refutation is told in each language, naming the reply', async () => {
  const { problems } = checkLessonFile(JSON.stringify(FIXTURE, null, 2), { rules });
  const refuted = problems.filter((p) => p.code === 'FREE_PIECE_REFUTED');
  expect(refuted).toHaveLength(2);
  for (const lang of LANGS) {
    const words = await loadWords(lang);
    const told = describeForTeacher(refuted[0], words);
    expect(told.message).toContain('Bxb8');
    expect(told.message).toContain('b8');
    expect(told.fix.length).toBeGreaterThan(5);
  }
  expect(describeForTeacher(refuted[1], await loadWords('zh-Hans')).message).toMatch(/Rxg5.*9/);
});

test('a defender counts: a pawn, and a rook standing behind another', () => {
  // the black rook on e5 is protected by the pawn on d6: Rxe5 dxe5 wins the rook back
  const pawn = captureStep('4k3/8/3p4/4r3/8/8/8/4RK2 w - - 0 1', { target: 'e5', free: true });
  // the rook on a6 takes the queen back, and the rook on a8 behind it would take again
  const xray = captureStep('r3k3/8/r7/8/p7/8/8/Q3K3 w - - 0 1', { target: 'a4', free: true });
  const found = freePieceProblems(lessonOf(pawn, xray), rules);
  expect(found.map((p) => [p.path, p.params.reply])).toEqual([
    ['/steps/0/goal/free', 'dxe5'],
    ['/steps/1/goal/free', 'Rxa4'],
  ]);
});

test('a reply that mates refutes the claim', () => {
  // nothing takes the rook back on d7, but it has left the first rank to the black rook
  const step = captureStep('4r1k1/3n1ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', { target: 'd7', free: true });
  const [found] = freePieceProblems(lessonOf(step), rules);
  expect(found.code).toBe('FREE_PIECE_MATED');
  expect(found.params.reply).toBe('Re1#');
});

test('a free piece is proved free; a trade that wins back only part is not free', () => {
  const free = captureStep('4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1', { target: 'd5', free: true });
  // Bxd5 cxd5 gives back a bishop for the knight: not free
  const trade = captureStep('4k3/8/2p5/3n4/8/8/6B1/4K3 w - - 0 1', { target: 'd5', free: true });
  const found = freePieceProblems(lessonOf(free, trade), rules);
  expect(found.map((p) => [p.path, p.params.reply, p.params.won])).toEqual([['/steps/1/goal/free', 'cxd5', 3]]);
});

test('the words that claim a free piece require the field, in each language; a negated word claims nothing', () => {
  const fen = '4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1';
  const claims = [
    text('吃掉没有保护的马。', '吃掉沒有保護的馬。', 'Take the knight.'),
    text('吃掉马。', '吃掉馬。', 'Take the unprotected knight.'),
    text('吃掉马。', '吃掉沒人保護的馬。', 'Take the knight.'),
    text('吃掉马。', '吃掉馬。', 'Nobody protects the knight: take it.'),
  ];
  for (const words of claims) {
    const [found] = freePieceProblems(lessonOf(captureStep(fen, { target: 'd5' }, words)), rules);
    expect(found?.code).toBe('FREE_NOT_MARKED');
    expect(freePieceProblems(lessonOf(captureStep(fen, { target: 'd5', free: true }, words)), rules)).toEqual([]);
  }
  expect(freeClaimWord({ text: text('这样吃不安全。', '這樣吃不安全。', 'That is not safe.') })).toBeNull();
  expect(freeClaimWord({ text: text('吃马。', '吃馬。', 'Take it.'), hints: [{ text: text('马白送给你。', '馬白送給你。', 'A gift.') }] })).toMatchObject({ field: 'hints/0', word: '白送' });
  // only a capture goal's words are read: a king's "safe square" is no claim
  const move = { ...captureStep(fen, { target: 'd5' }, text('走到安全的格子。', '走到安全的格子。', 'Go to a safe square.')), goal: { kind: 'move', moves: ['d1d2'] } };
  expect(freePieceProblems(lessonOf(move), rules)).toEqual([]);
});
