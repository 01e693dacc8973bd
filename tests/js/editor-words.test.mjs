// The editor's own words in Chinese (web/i18n/editor.zh-Hans.mjs, editor.zh-Hant.mjs: the page's
// texts and the messages and fixes the editor tells a check's problems with) name no file format:
// a teacher in the editor taps and types, and never meets UCI, SAN, JSON, FEN or "piece".
import { LANGS } from '../../web/i18n/lang.mjs';

const FORMAT_TERMS = /UCI|SAN|JSON|FEN|\bpiece\b/;

for (const lang of ['zh-Hans', 'zh-Hant']) {
  test(`${lang}: the editor's page texts, messages and fixes name no format`, async () => {
    const { default: table } = await import(`../../web/i18n/editor.${lang}.mjs`);
    const said = { ...table.ui, ...table.editorMessages, ...table.editorFixes };
    expect(Object.entries(said).filter(([, text]) => FORMAT_TERMS.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
  });
}

test('the editor\'s own messages and fixes are in every language', async () => {
  const tables = await Promise.all(LANGS.map(async (lang) => (await import(`../../web/i18n/editor.${lang}.mjs`)).default));
  for (const part of ['editorMessages', 'editorFixes']) {
    const [first, ...rest] = tables.map((table) => Object.keys(table[part]).sort());
    for (const other of rest) expect(other).toEqual(first);
  }
});

// The check's messages as the editor tells them: every move in the course's words (王h4, never
// h3h4), each at the position where it is played, as chess.js names it; and a limit named by the
// label of the editor's field. The lesson: the course's queen mate in two, its prepared reply changed.
test('the editor tells a check\'s moves in the course\'s words, at their positions', async () => {
  const { Chess } = await import('chess.js');
  const { loadRules } = await import('./rules-load.mjs');
  const { checkLessonFile } = await import('../../web/lesson/authoring/check.mjs');
  const { editorWords, loadWords, tellProblem } = await import('../../web/site/editor/words.mjs');
  const { readFileSync } = await import('node:fs');
  const rules = await loadRules({ lang: 'zh-Hans' });
  const course = JSON.parse(readFileSync(new URL('../../lessons/mate-queen.json', import.meta.url), 'utf8'));
  const lesson = { ...course, steps: course.steps.filter((each) => each.id === 'two-moves') };
  const step = lesson.steps[0];
  const chess = new Chess(step.fen);
  const reply = chess.moves({ verbose: true }).find((move) => move.from === 'e4' && move.to === 'f3');
  chess.move(reply);
  const other = chess.moves({ verbose: true }).find((move) => `${move.from}${move.to}` !== step.goal.solution[1]);
  step.replies = { [step.goal.solution[0]]: `${other.from}${other.to}` };
  const words = editorWords(await loadWords('zh-Hans'));
  const { problems } = checkLessonFile(lesson, { rules });
  const off = problems.find((problem) => problem.code === 'REPLY_OFF_SOLUTION');
  expect(off).toBeDefined();
  const said = tellProblem(off, words, 'zh-Hans', { rules, lesson });
  const chinese = (san) => san.replace(/^([KQRBN])/, (letter) => ({ K: '王', Q: '后', R: '车', B: '象', N: '马' })[letter]);
  const expectedSan = new Chess(chess.fen()).move({ from: step.goal.solution[1].slice(0, 2), to: step.goal.solution[1].slice(2, 4) }).san;
  for (const san of [reply.san, expectedSan, other.san]) expect(said.message).toContain(chinese(san));
  expect(`${said.message} ${said.fix}`).not.toMatch(/[a-h][1-8][a-h][1-8]|replies|solution/);
  // a par above the limit: named as the editor's field is
  const par = tellProblem({ code: 'PAR_ABOVE_ALLOWED', path: '/steps/0/goal/par', params: { par: 5, field: 'maxMoves', allowed: 3 }, stepNumber: 1 }, words, 'zh-Hans', { rules, lesson });
  expect(`${par.message} ${par.fix}`).toContain(words.fields['goal.maxMoves']);
  expect(`${par.message} ${par.fix}`).not.toMatch(/par|maxMoves/);
});

for (const lang of ['zh-Hans', 'zh-Hant']) {
  test(`${lang}: the editor's messages and fixes name no field of the file`, async () => {
    const { default: table } = await import(`../../web/i18n/editor.${lang}.mjs`);
    const said = { ...table.editorMessages, ...table.editorFixes };
    expect(Object.entries(said).filter(([, text]) => /\b(par|fact|replies|history|expect|solution)\b|goal\./.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
  });
}
