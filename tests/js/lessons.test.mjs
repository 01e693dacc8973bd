// The lessons: their markup parser, their format (lessons/schema.json, through the format check the
// page runs, web/lesson/format.mjs), and their chess, checked by web/lesson/authoring/check.mjs against the
// real rules core (the same wasm the browser runs) and proved with the core's mate solver. Every
// lesson file in lessons/ is checked: those lessons/index.json lists (the course), and any other
// (a teacher's own, which `npm run check-lessons` and the build warn is not in the course).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { parseMarkup, markupToPlainText } from '../../web/lesson/markup.mjs';
import { validateLesson, validateIndex } from '../../web/lesson/authoring/check.mjs';
import { checkLessonFormat, checkIndexFormat } from '../../web/lesson/format.mjs';
import { diagnoseSetup } from '../../web/lesson/goals/setup.mjs';
import { escapeWay } from '../../web/lesson/goals/escape-check.mjs';
import { describeProblem } from '../../web/i18n/lesson-problems.mjs';
import { LANGS } from '../../web/i18n/lang.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LESSONS = path.join(ROOT, 'lessons');
const readJson = (file) => JSON.parse(readFileSync(path.join(LESSONS, file), 'utf8'));
const index = readJson('index.json');
const listedFiles = index.lessons.map((entry) => entry.file);
const folderFiles = readdirSync(LESSONS).filter((f) => f.endsWith('.json') && !['index.json', 'schema.json', 'index.schema.json'].includes(f));
const lessonFiles = [...listedFiles, ...folderFiles.filter((f) => !listedFiles.includes(f)).sort()];
const lessons = Object.fromEntries(lessonFiles.map((f) => [f, readJson(f)]));
const schema = readJson('schema.json');
const TOPICS = readJson('index.schema.json').properties.lessons.items.properties.topics.items.enum;
const PROBLEM_TABLES = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, (await import(`../../web/i18n/lesson-problems.${lang}.mjs`)).default])));

// ---- the rules API: the built module (dist/), else the source API over the CMake wasm build ----

async function loadRules() {
  const source = (wasm) => import(pathToFileURL(path.join(ROOT, 'web/rules/index.mjs')).href)
    .then(({ loadChessRules }) => loadChessRules({ wasm: readFileSync(path.resolve(ROOT, wasm)), lang: 'en' }));
  // CHESS_RULES_WASM=path checks the lessons against another build of the core
  if (process.env.CHESS_RULES_WASM) return source(process.env.CHESS_RULES_WASM);
  const dist = path.join(ROOT, 'dist/chess-rules.node.mjs');
  if (existsSync(dist) && existsSync(path.join(ROOT, 'dist/chess-rules.wasm'))) {
    const { loadChessRules } = await import(pathToFileURL(dist).href);
    return loadChessRules({ lang: 'en' });
  }
  if (existsSync(path.join(ROOT, 'build/wasm/chess-rules.wasm'))) return source('build/wasm/chess-rules.wasm');
  throw new Error('no wasm rules core found: run `npm run build` (dist/) or the CMake wasm build (build/wasm/) first');
}

/** The practice partner on this thread, whose mate solver proves the short mates a second time. */
async function loadMateSolver() {
  const { loadChessSearch } = await import(pathToFileURL(path.join(ROOT, 'web/rules/search-engine.mjs')).href);
  const wasm = ['dist/chess-search.wasm', 'build/wasm/chess-search.wasm'].map((file) => path.join(ROOT, file)).find(existsSync);
  if (!wasm) throw new Error('no chess-search.wasm found: run `npm run build` first');
  return loadChessSearch({ wasm: readFileSync(wasm), lang: 'en' });
}

let rules;
let mateSolver;
beforeAll(async () => {
  rules = await loadRules();
  mateSolver = await loadMateSolver();
});

// ---- markup ----

describe('lesson text markup', () => {
  test('pieces, ruby and text become tokens', () => {
    expect(parseMarkup('用车{R}吃掉{q}，[王|wáng]!')).toEqual([
      { type: 'text', text: '用车' }, { type: 'piece', piece: 'R' }, { type: 'text', text: '吃掉' },
      { type: 'piece', piece: 'q' }, { type: 'text', text: '，' }, { type: 'ruby', base: '王', ruby: 'wáng' },
      { type: 'text', text: '!' },
    ]);
    expect(parseMarkup('[将军|jiāng jūn]')).toEqual([{ type: 'ruby', base: '将军', ruby: 'jiāng jūn' }]);
  });

  test('HTML stays literal text', () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect(parseMarkup(hostile)).toEqual([{ type: 'text', text: hostile }]);
    expect(parseMarkup('[<b>|<i>]')).toEqual([{ type: 'ruby', base: '<b>', ruby: '<i>' }]);
  });

  test('anything that is not exactly a form stays literal', () => {
    for (const literal of ['{X}', '{KQ}', '{}', '{k', '[王]', '[|wáng]', '[王|]', '[王|wáng', '{\nK}', '\\']) {
      expect(parseMarkup(literal)).toEqual([{ type: 'text', text: literal }]);
    }
    expect(parseMarkup('[a[b|c]')).toEqual([{ type: 'text', text: '[a' }, { type: 'ruby', base: 'b', ruby: 'c' }]);
  });

  test('backslash escapes the markup characters', () => {
    expect(parseMarkup('\\{K} \\[王|wáng] \\\\')).toEqual([{ type: 'text', text: '{K} [王|wáng] \\' }]);
  });

  test('plain text for speech keeps the base and names the pieces', () => {
    expect(markupToPlainText('[王|wáng]{K}走', { K: '白王' })).toBe('王白王走');
    expect(markupToPlainText('{n}')).toBe('n');
  });

  test('a non-string is a programmer error', () => {
    expect(() => parseMarkup(null)).toThrow(TypeError);
    expect(() => parseMarkup(42)).toThrow(/string/);
  });

  test('every lesson text parses, and uses only real piece icons', () => {
    for (const [file, lesson] of Object.entries(lessons)) {
      for (const step of lesson.steps) {
        for (const lang of LANGS) {
          const tokens = parseMarkup(step.text[lang]);
          expect(tokens.length).toBeGreaterThan(0);
          const leftovers = tokens.filter((t) => t.type === 'text' && /\{[A-Za-z]\}/.test(t.text));
          expect({ file, step: step.id, lang, leftovers }).toEqual({ file, step: step.id, lang, leftovers: [] });
        }
      }
    }
  });
});

// ---- the files and the schema ----

describe('lesson files', () => {
  test('the format check rejects what it should, with codes and places', () => {
    const good = lessons['castling.json'];
    expect(checkLessonFormat(good)).toEqual([]);
    const bad = structuredClone(good);
    bad.steps[0].goal = { kind: 'move' };
    bad.steps[1].text = { en: 'only English' };
    bad.steps[2].orientation = 'up';
    bad.steps[3].fen = undefined;
    delete bad.steps[3].fen;
    const problems = checkLessonFormat(bad);
    expect(problems).toEqual(expect.arrayContaining([
      { code: 'MISSING_FIELD', path: '/steps/0/goal', params: { field: 'moves' }, step: good.steps[0].id },
      { code: 'TEXT_LANG_MISSING', path: '/steps/1/text', params: { field: 'zh-Hans' }, step: good.steps[1].id, severity: 'warning' },
      { code: 'NOT_ONE_OF', path: '/steps/2/orientation', params: { value: 'up', allowed: ['white', 'black'] }, step: good.steps[2].id },
      { code: 'FEN_OR_EMPTY', path: '/steps/3', params: { field: 'fen' }, step: good.steps[3].id },
    ]));
    expect(problems).toHaveLength(5); // zh-Hant missing too, and nothing else
  });

  test('every format code has its words in all three languages, and every table the same codes', () => {
    const codes = new Set();
    const collect = (node) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        if (node.errorCode) for (const code of typeof node.errorCode === 'string' ? [node.errorCode] : Object.values(node.errorCode)) codes.add(code);
        Object.values(node).forEach(collect);
      }
    };
    collect(schema);
    collect(readJson('index.schema.json'));
    const sources = ['format.mjs', 'chess-checks.mjs', 'proofs.mjs', 'loader.mjs'].map((file) => readFileSync(path.join(ROOT, 'web/lesson', file), 'utf8')).join('\n');
    // JSON_* are the JSON reader's own codes (json-source.mjs), which the loader turns into NOT_JSON_*
    for (const match of sources.matchAll(/['(]([A-Z][A-Z_]{3,})['), ]/g)) if (!/^(TOUCH_MOVE_REQUIRED|CHESS_\w+|JSON_\w+)$/.test(match[1])) codes.add(match[1]);
    const english = Object.keys(PROBLEM_TABLES.en.problems).sort();
    for (const lang of LANGS) expect([lang, Object.keys(PROBLEM_TABLES[lang].problems).sort()]).toEqual([lang, english]);
    for (const code of codes) expect([code, english.includes(code)]).toEqual([code, true]);
    // and the words are those of the language, with the same {params}
    for (const code of english) {
      const slots = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();
      for (const lang of ['zh-Hans', 'zh-Hant']) expect([code, lang, slots(PROBLEM_TABLES[lang].problems[code])]).toEqual([code, lang, slots(PROBLEM_TABLES.en.problems[code])]);
    }
  });

  test('a problem is worded in Chinese for the teacher, naming the field', () => {
    const broken = structuredClone(lessons['castling.json']);
    broken.steps[1].goal = { kind: 'move', moves: ['e1c1', 'e9e4'] };
    const [problem] = checkLessonFormat(broken);
    expect(problem).toMatchObject({ code: 'NOT_A_MOVE', path: '/steps/1/goal/moves/1', params: { value: 'e9e4' } });
    expect(describeProblem(PROBLEM_TABLES['zh-Hans'], problem)).toBe('goal.moves[1]：“e9e4”不是着法（可以写 UCI，例如 g1f3、e7e8q，或者写 SAN，例如 Nf3、O-O、e8=Q）');
    expect(describeProblem(PROBLEM_TABLES['zh-Hant'], problem)).toBe('goal.moves[1]：「e9e4」不是著法（可以寫 UCI，例如 g1f3、e7e8q，或者寫 SAN，例如 Nf3、O-O、e8=Q）');
    expect(describeProblem(PROBLEM_TABLES.en, problem)).toBe('goal.moves[1]: "e9e4" is not a move (write it in UCI, e.g. g1f3, e7e8q, or in SAN, e.g. Nf3, O-O, e8=Q)');
  });

  test.each(lessonFiles)('%s is written in the lesson format', (file) => {
    expect(checkLessonFormat(lessons[file])).toEqual([]);
  });

  test('index.json is written in its format, lists lesson files of the folder, and no two lessons share an id', () => {
    expect(checkIndexFormat(index)).toEqual([]);
    const byId = Object.fromEntries(Object.values(lessons).map((l) => [l.id, l]));
    expect(validateIndex(index, { lessons: byId })).toEqual([]);
    expect(listedFiles.filter((file) => !folderFiles.includes(file))).toEqual([]);
    for (const entry of index.lessons) expect(lessons[entry.file].id).toBe(entry.id);
    // progress is kept by lesson id: two files with one id would share their stars
    expect(Object.keys(byId).length).toBe(lessonFiles.length);
  });

  test('every topic is taught by a lesson of at least three interactive steps', () => {
    const coverage = {};
    for (const entry of index.lessons) {
      const interactive = lessons[entry.file].steps.filter((s) => s.goal && s.goal.kind).length;
      for (const topic of entry.topics) coverage[topic] = Math.max(coverage[topic] ?? 0, interactive);
    }
    for (const topic of TOPICS) expect([topic, coverage[topic] >= 3]).toEqual([topic, true]);
  });

  test('the learner plays Black in many lessons', () => {
    const withBlack = index.lessons.filter((e) => lessons[e.file].steps.some((s) => s.orientation === 'black'));
    expect(withBlack.length).toBeGreaterThanOrEqual(15);
  });

  test('step ids are unique in each lesson, and lesson ids across the index', () => {
    for (const lesson of Object.values(lessons)) {
      const ids = lesson.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(new Set(index.lessons.map((e) => e.id)).size).toBe(index.lessons.length);
  });

  test('zh-Hant is converted: no simplified-only characters, and the queen stays 后', () => {
    const SIMPLIFIED_ONLY = /[车马将军国际这对们时间还没让为过进后头动发现开关说应该记问题书学习举输赢]/u;
    const AFTER_WORDS = /以后|之后|然后|后面|最后|后来|前后|后退|先后|背后|随后|落后|往后/gu;
    const texts = [];
    const collect = (node) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        if (typeof node['zh-Hant'] === 'string') texts.push(node);
        else Object.values(node).forEach(collect);
      }
    };
    collect(Object.values(lessons));
    collect(index);
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) {
      const hant = text['zh-Hant'].replaceAll('后', ''); // 后 (queen) is the one character both scripts share here
      expect([text['zh-Hant'], SIMPLIFIED_ONLY.test(hant)]).toEqual([text['zh-Hant'], false]);
      const queens = (text['zh-Hans'].replace(AFTER_WORDS, '').match(/后/gu) ?? []).length;
      expect([text['zh-Hant'], (text['zh-Hant'].match(/后/gu) ?? []).length]).toEqual([text['zh-Hant'], queens]);
    }
  });
});

// ---- the chess in every lesson, against the rules core ----

describe('lessons against the rules core', () => {
  test("the README's worked example is a valid lesson", () => {
    const readme = readFileSync(path.join(LESSONS, 'README.md'), 'utf8');
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(readme)[1]);
    expect(checkLessonFormat(example)).toEqual([]);
    expect(validateLesson(example, rules, { file: 'lessons/README.md', mateSolver })).toEqual([]);
    expect(example.steps.map((s) => s.goal.kind)).toEqual(['move', 'mate', 'quiz']);
  });

  const errorsOf = (problems) => problems.filter((problem) => problem.severity !== 'warning');

  test.each(lessonFiles)('%s has no problems', (file) => {
    expect(errorsOf(validateLesson(lessons[file], rules, { file: `lessons/${file}`, mateSolver }))).toEqual([]);
  });

  // A move goal that says "any rook move" takes every move of that piece whose result its facts
  // describe: the validator warns of each one the goal leaves out.
  test.each(lessonFiles)('%s lists every move its move goals accept', (file) => {
    const warnings = validateLesson(lessons[file], rules, { file: `lessons/${file}`, mateSolver }).filter((problem) => problem.severity === 'warning');
    expect(warnings.map((problem) => `${problem.step}: ${problem.reason}`)).toEqual([]);
  });

  test('a move goal that leaves out a move of its piece with the same result is warned of', () => {
    // 74½ moves without a capture or a pawn move: any rook move completes the 75
    const step = { fen: '8/8/3k4/8/8/3K4/3R4/8 w - - 149 120', goal: { kind: 'move', moves: ['d2d1', 'd2a2'], expect: { outcome: 'seventy-five-moves' } } };
    const warned = problemsOf(lessonOf(step)).filter((problem) => problem.severity === 'warning').map((problem) => problem.params.move).sort();
    expect(warned).toEqual(['d2b2', 'd2c2', 'd2e2', 'd2f2', 'd2g2', 'd2h2']);
    const all = ['d2d1', 'd2a2', ...warned];
    expect(problemsOf(lessonOf({ ...step, goal: { ...step.goal, moves: all } }))).toEqual([]);
  });
});

// ---- a second opinion: the same checks through chess.js (tests only, never shipped) ----

/** The core's kind of a move, from chess.js's flags. */
const moveKind = (flags) => (flags.includes('k') ? 'castle-kingside' : flags.includes('q') ? 'castle-queenside' : flags.includes('e') ? 'en-passant' : flags.includes('p') ? 'promotion' : 'normal');

/** A stand-in for the rules API over chess.js, for the checks it supports: FEN legality, legal
 *  moves, check, mate and stalemate. It knows no exercise positions, claims or touch-move. */
function chessJsRules(Chess) {
  const wrap = (chess) => ({
    moves: () => (chess.isGameOver() ? [] : chess.moves({ verbose: true }).map((m) => ({
      uci: m.lan, san: m.san, from: m.from, to: m.to, piece: m.piece, ...(m.captured ? { captured: m.captured } : {}), kind: moveKind(m.flags),
    }))),
    play(uci) {
      try {
        const m = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
        return { ok: true, value: { uci: m.lan, san: m.san, check: chess.inCheck(), mate: chess.isCheckmate(), fen: chess.fen() } };
      } catch {
        return { ok: false, error: { code: 'ILLEGAL', message: `chess.js refuses ${uci}` } };
      }
    },
    undo: () => ({ ok: chess.undo() !== null }),
    fen: () => chess.fen(),
    halfmoveClock: () => Number(chess.fen().split(' ')[4]),
    turn: () => chess.turn(),
    inCheck: () => chess.inCheck(),
    isOver: () => chess.isGameOver(),
    outcome: () => {
      const reason = chess.isCheckmate() ? 'checkmate' : chess.isStalemate() ? 'stalemate' : chess.isInsufficientMaterial() ? 'dead-position' : 'ongoing';
      return { reason, result: reason === 'checkmate' ? (chess.turn() === 'w' ? '0-1' : '1-0') : reason === 'ongoing' ? '*' : '1/2-1/2' };
    },
  });
  return {
    game(fen, options = {}) {
      if (options.exercise) return { ok: false, error: { code: 'EXERCISE_UNSUPPORTED', message: 'chess.js has no exercise positions' } };
      try {
        return { ok: true, value: wrap(new Chess(fen)) };
      } catch (error) {
        return { ok: false, error: { code: 'FEN_INVALID', message: error.message } };
      }
    },
  };
}

/** A stand-in for the core's mate solver over chess.js: every defence tried, mates of up to three
 *  moves; longer ones it cannot decide (SEARCH_BUDGET). */
function chessJsMateSolver(Chess) {
  const forces = (chess, depth) => {
    for (const move of chess.moves({ verbose: true })) {
      chess.move(move);
      const wins = chess.isCheckmate() || (depth > 1 && !chess.isGameOver() && chess.moves({ verbose: true }).every((defence) => {
        chess.move(defence);
        const holds = forces(chess, depth - 1);
        chess.undo();
        return holds;
      }));
      chess.undo();
      if (wins) return true;
    }
    return false;
  };
  return {
    mateIn(fen, maxMoves) {
      if (maxMoves > 3) return { ok: false, error: { code: 'SEARCH_BUDGET', message: 'chess.js looks three moves deep' } };
      const chess = new Chess(fen);
      for (let moves = 1; moves <= maxMoves; moves++) if (forces(chess, moves)) return { ok: true, value: { moves, line: [] } };
      return { ok: true, value: null };
    },
  };
}

describe('a second opinion from chess.js', () => {
  // the steps whose chess chess.js can judge: moves, captures, checks and mates from game positions
  const JUDGED = ['move', 'capture', 'check', 'escape-check', 'mate'];
  const judged = (step) => JUDGED.includes(step.goal.kind) && !step.exercise && !step.goal.expect && !step.laws &&
    Number(step.fen.split(' ')[4]) < 100;

  const judgedFiles = lessonFiles.filter((file) => lessons[file].steps.some(judged));

  test.each(judgedFiles)('%s agrees with chess.js', async (file) => {
    const { Chess } = await import('chess.js');
    // feedback keys name the core's reason codes, which chess.js does not give
    const steps = lessons[file].steps.filter(judged).map((step) => ({ ...step, feedback: undefined }));
    const found = validateLesson({ ...lessons[file], steps }, chessJsRules(Chess), { file, mateSolver: chessJsMateSolver(Chess) });
    expect(found.filter((problem) => problem.severity !== 'warning')).toEqual([]);
  });

  test('the chess.js stand-in still catches a wrong lesson', async () => {
    const { Chess } = await import('chess.js');
    const wrong = lessonOf(
      { fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', goal: { kind: 'mate', in: 1, solution: ['a1a7'] } },
      { fen: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', goal: { kind: 'move', moves: ['e1e3'] } },
    );
    const problems = reasons(validateLesson(wrong, chessJsRules(Chess), { file: 'broken.json', mateSolver: chessJsMateSolver(Chess) }));
    expect(problems).toMatch(/s1: the solution line does not end in checkmate/);
    expect(problems).toMatch(/s2: the expected move e1e3 is not legal here/);
    // its mate solver refutes a false mate in two on its own
    const noMate = lessonOf({ fen: '8/8/8/4k3/8/8/8/R3K3 w - - 0 1', goal: { kind: 'mate', in: 2 }, replies: { a1a5: 'e5d4' } });
    expect(reasons(validateLesson(noMate, chessJsRules(Chess), { file: 'broken.json', mateSolver: chessJsMateSolver(Chess) }))).toMatch(/s1: the core's mate solver finds no forced mate in 2/);
  });

  test('chess.js sees enough of the curriculum to matter', () => {
    const count = Object.values(lessons).reduce((n, lesson) => n + lesson.steps.filter(judged).length, 0);
    expect(count).toBeGreaterThanOrEqual(50);
  });
});

// ---- broken lessons fail with file, step and reason ----

const TITLE = { 'zh-Hans': '测试', 'zh-Hant': '測試', en: 'Test' };
const TEXT = { 'zh-Hans': '走棋', 'zh-Hant': '走棋', en: 'Move' };
const lessonOf = (...steps) => ({ id: 'broken', title: TITLE, steps: steps.map((s, n) => ({ id: `s${n + 1}`, orientation: 'white', text: TEXT, ...s })) });
const problemsOf = (lesson, options = {}) => validateLesson(lesson, rules, { file: 'lessons/broken.json', mateSolver, ...options });
const reasons = (problems) => problems.map((p) => `${p.step}: ${p.reason}`).join('\n');

describe('a broken lesson fails with file, step and reason', () => {
  test('an illegal FEN', () => {
    const problems = problemsOf(lessonOf({ fen: '4k3/8/8/8/8/8/8/4K2K w - - 0 1', goal: { kind: 'check' } }));
    expect(problems).toEqual([expect.objectContaining({ file: 'lessons/broken.json', step: 's1', code: 'FEN_ILLEGAL', path: '/steps/0/fen', reason: expect.stringMatching(/FEN is not legal: FEN_KING_COUNT/) })]);
  });

  test('a board no game reaches needs the exercise flag', () => {
    const problems = problemsOf(lessonOf({ fen: '8/8/8/8/8/8/8/R7 w - - 0 1', goal: { kind: 'move', moves: ['a1a8'] } }));
    expect(reasons(problems)).toMatch(/s1: .*mark the step "exercise": true/);
  });

  test('an expected move that is illegal, and history that is illegal', () => {
    const problems = problemsOf(lessonOf(
      { fen: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', goal: { kind: 'move', moves: ['e1g1', 'e1e3'] } },
      { fen: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', history: ['e1e2', 'e2e1'], goal: { kind: 'move', moves: ['e1g1'] } },
    ));
    expect(reasons(problems)).toMatch(/s1: the expected move e1e3 is not legal here/);
    expect(reasons(problems)).toMatch(/s2: the history move e2e1 is illegal: [A-Z_]+/);
  });

  test('a "mate in 2" that some defence refutes', () => {
    // king and rook against a king in the middle: no mate in two, and the line given is not a mate
    const problems = problemsOf(lessonOf({
      fen: '8/8/8/4k3/8/8/8/R3K3 w - - 0 1', goal: { kind: 'mate', in: 2, solution: ['a1a5', 'e5d4', 'a5a4'] }, replies: { a1a5: 'e5d4' },
    }));
    expect(reasons(problems)).toMatch(/s1: the solution line does not end in checkmate/);
    expect(reasons(problems)).toMatch(/s1: the core's mate solver finds no forced mate in 2: some defence holds/);
  });

  test('a mate in 2 whose scripted line mates but whose first move allows a defence', () => {
    // 1.Ra8+? Kxa8 — the solution's first move loses the rook, though Rf1 would mate in two
    const problems = problemsOf(lessonOf({
      fen: '6k1/8/6K1/8/8/8/8/7R w - - 0 1', goal: { kind: 'mate', in: 2, solution: ['h1h7', 'g8f8', 'h7h8'] }, replies: { h1h7: 'g8f8' },
    }));
    expect(reasons(problems)).toMatch(/s1: the solution line does not end in checkmate/);
    expect(reasons(problems)).toMatch(/s1: the solution's first move h1h7 does not force mate in 2/);
  });

  test('scripted replies that are illegal', () => {
    const problems = problemsOf(lessonOf({ fen: '6k1/8/6K1/8/8/8/8/7R w - - 0 1', goal: { kind: 'mate', in: 2 }, replies: { h1f1: 'g8g7' } }));
    expect(reasons(problems)).toMatch(/s1: replies: the reply g8g7 after "h1f1" is illegal \(KING_INTO_CHECK\)/);
  });

  test('a star that cannot be reached in the allowed moves', () => {
    const problems = problemsOf(lessonOf({
      fen: '8/8/8/8/8/8/8/2B5 w - - 0 1', exercise: true, goal: { kind: 'collect-stars', piece: 'c1', stars: ['e4'], maxMoves: 5 },
    }));
    expect(reasons(problems)).toMatch(/s1: .*(cannot all be collected in 5 moves|game is already over)/);
  });

  test('a quiz answer that disagrees with the core', () => {
    const problems = problemsOf(lessonOf({
      fen: 'k7/1Q6/1K6/8/8/8/8/8 b - - 0 1',
      goal: { kind: 'quiz', answer: 'stalemate', choices: [
        { id: 'stalemate', label: TEXT, fact: { outcome: 'stalemate' } },
        { id: 'mate', label: TEXT, fact: { outcome: 'checkmate' } }] },
    }));
    expect(reasons(problems)).toMatch(/s1: the answer "stalemate" disagrees with the core: the core's outcome is checkmate/);
    expect(reasons(problems)).toMatch(/s1: the wrong choice "mate" is true according to the core/);
  });

  test('a quiz expectation about canMate, a flag fall and a castling reason', () => {
    const problems = problemsOf(lessonOf(
      { fen: '8/8/4k3/8/8/4K3/8/R5n1 w - - 0 1', goal: { kind: 'quiz', answer: 'a', expect: { flag: 'white', result: '1/2-1/2' }, choices: [{ id: 'a', label: TEXT }, { id: 'b', label: TEXT }] } },
      { fen: '4k3/8/8/8/8/8/2b5/R3K2R w KQ - 0 1', goal: { kind: 'quiz', answer: 'a', expect: { move: { uci: 'e1c1', legal: false, error: 'CASTLE_INTO_ATTACK' } }, choices: [{ id: 'a', label: TEXT }, { id: 'b', label: TEXT }] } },
      { fen: '8/8/3k4/8/8/4K3/8/5B2 w - - 0 1', goal: { kind: 'quiz', answer: 'a', expect: { canMate: { white: 'yes' } }, choices: [{ id: 'a', label: TEXT }, { id: 'b', label: TEXT }] } },
    ));
    expect(reasons(problems)).toMatch(/s1: the core's result is 0-1, the lesson says 1\/2-1\/2/);
    expect(reasons(problems)).toMatch(/s2: the core refuses e1c1 with CASTLE_THROUGH_ATTACK, not CASTLE_INTO_ATTACK/);
    expect(reasons(problems)).toMatch(/s3: the core says White can mate: no, the lesson says yes/);
  });

  test('a claim that the core judges differently', () => {
    const problems = problemsOf(lessonOf({
      fen: '8/8/3k4/8/8/3K4/3R3P/8 w - - 99 90', goal: { kind: 'claim', claim: 'fifty-moves', intended: 'h2h4', expect: { accepted: true } },
    }));
    expect(reasons(problems)).toMatch(/s1: the core refuses the claim, the lesson says it is right/);
  });

  test('a touch-move step with the wrong article', () => {
    const problems = problemsOf(lessonOf({
      fen: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', goal: { kind: 'touch', touches: ['h1', 'e1'], expect: { obligation: 'castle', article: '4.4(1)' } },
    }));
    expect(reasons(problems)).toMatch(/s1: the core says the obligation is move-piece \(4\.4\(2\)\), the lesson says castle/);
    expect(reasons(problems)).toMatch(/s1: the core cites article 4\.4\(2\), the lesson 4\.4\(1\)/);
  });

  test('missing languages, duplicate step ids, unknown fields and goal kinds', () => {
    const lesson = lessonOf(
      { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', text: { 'zh-Hans': '将军', en: 'Check' }, goal: { kind: 'check' } },
      { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', goal: { kind: 'fly' } },
      { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', goal: { kind: 'check' }, colour: 'red', article: '3.10', feedback: { e1e9: TEXT, SOMETHING: TEXT } },
    );
    lesson.steps[2].id = 's1';
    const problems = validateLesson(lesson, null, { file: 'lessons/broken.json' });
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: 'text has no Traditional Chinese text' }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's2', reason: expect.stringMatching(/goal kind "fly" is not one of/) }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: 'the step id "s1" is used twice' }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: 'the step has an unknown field "colour"' }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: 'feedback key "e1e9" is neither a UCI move nor a known reason code' }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: 'feedback key "SOMETHING" is neither a UCI move nor a known reason code' }),
      expect.objectContaining({ file: 'lessons/broken.json', step: 's1', reason: expect.stringMatching(/"article" "3.10" is not an article/) }),
    ]));
  });

  test('not an object, no steps, a bad id', () => {
    expect(validateLesson(null, rules, { file: 'x.json' })).toEqual([expect.objectContaining({ file: 'x.json', step: null, code: 'LESSON_NOT_OBJECT', reason: 'the lesson is not a JSON object' })]);
    expect(reasons(validateLesson({ id: 'Bad Id', title: TITLE, steps: [] }, rules))).toMatch(/null: id must be lower-case.*"Bad Id"\nnull: the lesson has no steps/);
  });

  test('a setup step whose tray does not match its target', () => {
    const problems = problemsOf(lessonOf({ empty: true, tray: 'KQk', goal: { kind: 'setup', board: '3qk3/8/8/8/8/8/8/3QK3' } }));
    expect(reasons(problems)).toMatch(/s1: the tray .* does not hold exactly the pieces of the target board/);
  });

  test('a board seen from the side that does not play, and a setup whose fixed pieces stand elsewhere', () => {
    const problems = problemsOf(lessonOf(
      { fen: '4k3/8/8/8/8/8/8/R3K3 b - - 0 1', goal: { kind: 'move', moves: ['e8e7'] } },
      { fen: '3qk3/8/8/8/8/8/8/3QK3 w - - 0 1', tray: 'RR', goal: { kind: 'setup', board: '3qk3/8/8/8/8/8/8/R2KQ2R' } },
    ));
    expect(reasons(problems)).toMatch(/s1: the Black side is to play, but the board is seen from White's side/);
    expect(reasons(problems)).toMatch(/s2: the piece already on d1 is not where the target board has it/);
  });

  test('a long mate against the search defender is proved by distance to mate, or refused', () => {
    const KR_START = '8/8/8/4k3/8/8/8/R3K3 w - - 0 1';
    const KQ_START = '8/8/8/4k3/8/8/8/3QK3 w - - 0 1';
    const problems = problemsOf(lessonOf(
      // too few moves for the best defence (the core's own mate solver finds no mate in 4 here either)
      { fen: KR_START, goal: { kind: 'mate', in: 4, defender: 'search' } },
      // the queen is left on d5 next to the black king, which takes it: no mate at all after that
      { fen: KQ_START, goal: { kind: 'mate', in: 12, defender: 'search', solution: ['d1d5', 'e5d5'] } },
      // a par below what the best defence allows
      { fen: KQ_START, goal: { kind: 'mate', in: 12, par: 2, defender: 'search' } },
      // a long mate with other material cannot be proved
      { fen: '4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1', goal: { kind: 'mate', in: 12, defender: 'search' } },
      // the lone king's side to play
      { fen: '8/8/8/4k3/8/8/8/3QK3 b - - 0 1', orientation: 'black', goal: { kind: 'mate', in: 12, defender: 'search' } },
      // the 50-move rule would come first
      { fen: '8/8/8/4k3/8/8/8/R3K3 w - - 80 60', goal: { kind: 'mate', in: 20, defender: 'search' } },
    ));
    const text = reasons(problems);
    const tooFew = text.match(/s1: against the best defence the mate takes (\d+) moves, more than the 4 allowed/);
    expect(tooFew).not.toBeNull();
    expect(Number(tooFew[1])).toBeGreaterThan(4);
    expect(text).toMatch(/s2: the solution's first move d1d5 does not keep a forced mate within 12 moves/);
    expect(text).toMatch(/s3: goal.par \(2\) is fewer moves than the fastest mate against the best defence/);
    expect(text).toMatch(/s4: a mate in 12 can be proved only for king and queen or king and rook/);
    expect(text).toMatch(/s5: Black is to play but has only a lone king: it cannot mate/);
    expect(text).toMatch(/s6: the 50-move rule could end the game within the 20 moves allowed/);
    // the same start with moves enough passes
    expect(problemsOf(lessonOf({ fen: KR_START, goal: { kind: 'mate', in: 20, par: 16, defender: 'search' } }))).toEqual([]);
  });

  test('the old "pending" mark, scripted replies on a search step, and a par beyond the moves allowed', () => {
    const problems = validateLesson(lessonOf(
      { fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1', pending: 'search-defender', goal: { kind: 'mate', in: 10, defender: 'search' } },
      { fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1', goal: { kind: 'mate', in: 10, defender: 'search' }, replies: { e1f2: 'e5e4' } },
      { fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1', goal: { kind: 'mate', in: 10, par: 11, defender: 'search' } },
      { fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1', goal: { kind: 'mate', in: 10 } },
      { fen: '8/8/8/8/8/8/8/R3K2k w - - 0 1', exercise: true, goal: { kind: 'collect-stars', piece: 'a1', stars: ['a8'], maxMoves: 3, par: 4 } },
    ), null);
    const text = reasons(problems);
    expect(text).toMatch(/s1: "pending" is no longer part of the format/);
    expect(text).toMatch(/s2: a step whose defender is "search" has no scripted replies/);
    expect(text).toMatch(/s3: goal.par \(11\) is more than goal.in \(10\)/);
    expect(text).toMatch(/s4: a mate in more than one needs scripted replies, or "defender": "search"/);
    expect(text).toMatch(/s5: goal.par \(4\) is more than goal.maxMoves \(3\)/);
  });

  test('the core\'s mate solver: a mate in 4 is proved with it, a false one refused, a wrong par caught', () => {
    // Philidor's smothered mate: 1.Nf7+ Kg8 2.Nh6+ Kh8 3.Qg8+ Rxg8 4.Nf7#, nothing shorter
    const PHILIDOR = '5r1k/6pp/8/6N1/2Q5/8/8/6K1 w - - 0 1';
    const mateIn4 = lessonOf({ fen: PHILIDOR, goal: { kind: 'mate', in: 4 }, replies: { g5f7: 'h8g8' } });
    expect(problemsOf(mateIn4, { mateSolver })).toEqual([]);
    // beyond the solver's four moves, and not a lone king's ending: no proof
    expect(reasons(problemsOf(lessonOf({ fen: PHILIDOR, goal: { kind: 'mate', in: 5 }, replies: { g5f7: 'h8g8' } })))).toMatch(/s1: a mate in 5 can be proved only for king and queen or king and rook/);
    const problems = problemsOf(lessonOf(
      { fen: PHILIDOR, goal: { kind: 'mate', in: 3 }, replies: { g5f7: 'h8g8' } },
      { fen: PHILIDOR, goal: { kind: 'mate', in: 4, par: 3 }, replies: { g5f7: 'h8g8' } },
    ), { mateSolver });
    expect(reasons(problems)).toMatch(/s1: the core's mate solver finds no forced mate in 3: some defence holds/);
    expect(reasons(problems)).toMatch(/s2: goal.par \(3\) is fewer moves than the fastest mate against the best defence \(4\)/);
  });

  test('a mate par below the fastest mate', () => {
    // a rook and king against a cornered king: mate in two (1.Rf1 Kh8 2.Rf8#), not in one
    const problems = problemsOf(lessonOf({ fen: '6k1/8/6K1/8/8/8/8/7R w - - 0 1', goal: { kind: 'mate', in: 2, par: 1 }, replies: { h1f1: 'g8h8' } }));
    expect(reasons(problems)).toMatch(/s1: goal.par \(1\) is fewer moves than the fastest mate against the best defence \(2\)/);
  });

  test('a stars par below the fewest moves that collect them', () => {
    // a rook from a1 reaches h8 in two moves at best (a1-a8-h8 or a1-h1-h8)
    const problems = problemsOf(lessonOf({ fen: '8/8/8/8/8/8/8/R7 w - - 0 1', exercise: true, goal: { kind: 'collect-stars', piece: 'a1', stars: ['h8'], maxMoves: 3, par: 1 } }));
    expect(reasons(problems)).toMatch(/s1: goal.par \(1\) is fewer moves than the fewest that collect every star \(2\)/);
  });

  test('a broken index names the entry', () => {
    const broken = structuredClone(index);
    broken.lessons[0].topics = ['flying'];
    broken.lessons[1].group = 'nowhere';
    broken.lessons[2].id = broken.lessons[0].id;
    const [first, second] = index.lessons.map((e) => e.id);
    const problems = validateIndex(broken);
    expect(reasons(problems)).toContain(`${first}: "flying" is not a topic`);
    expect(reasons(problems)).toContain(`${second}: the group "nowhere" is not in the index's groups`);
    expect(reasons(problems)).toContain(`${first}: the lesson id "${first}" is listed twice`);
  });
});

describe('ways out of check', () => {
  test('king move, capture (en passant too) and block are told apart', () => {
    const game = rules.game('8/3p4/8/4P3/4K3/8/8/k6r b - - 0 1').value;
    expect(game.play('d7d5').ok).toBe(true); // the pawn checks the king on e4
    const ways = Object.fromEntries(game.moves().map((m) => [m.uci, escapeWay(m)]));
    expect(ways).toMatchObject({ e5d6: 'capture', e4d3: 'king', e4d5: 'king' });
    const block = rules.game('4k3/8/8/8/8/4N3/3P1P2/r3K3 w - - 0 1').value;
    expect(block.moves().map((m) => escapeWay(m)).sort()).toEqual(['block', 'king']);
  });
});

describe('setup mistakes', () => {
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
  test('a correct board has no mistakes', () => {
    expect(diagnoseSetup(START, START)).toEqual([]);
  });
  test('the rhyme\'s mistakes are named', () => {
    expect(diagnoseSetup(START, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR')).toContain('SETUP_KING_QUEEN_SWAPPED');
    expect(diagnoseSetup('3qk3/8/8/8/8/8/8/3QK3', '3qk3/8/8/8/8/8/8/2Q1K3')).toContain('SETUP_QUEEN_COLOUR');
    expect(diagnoseSetup('3qk3/8/8/8/8/8/8/3QK3', '3q1k2/8/8/8/8/8/8/3QK3')).toContain('SETUP_KINGS_NOT_FACING');
    expect(diagnoseSetup(START, 'rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR')).toContain('SETUP_PAWN_RANK');
    expect(diagnoseSetup(START, 'rbnqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR')).toContain('SETUP_BACK_RANK_ORDER');
  });
});
