/**
 * @jest-environment node
 */
// The npm package as a school's web developer gets it: `npm pack`, then the tarball installed
// offline into a fresh project, which uses this repository's esbuild, vite and tsc (nothing is
// downloaded). Then:
//   - the esbuild command and the Vite page of docs/embedding.md ("From npm, with a bundler"), run
//     as written, and its webpack configuration, run through webpack's API, each make a site on
//     which, in Chromium under the site's CSP, a lesson step is solved, a wrong move is refused with
//     the lesson's words, a `defender: "search"` step's reply is the defence that holds out longest
//     (worked out with chess.js), not the first legal move, which the lesson plays only when the
//     practice partner cannot run, and a "can White still mate?" step (dead-position.json's
//     rook-can-mate, whose "yes" needs the deep analysis on the page's thread) is answered;
//   - no module of the package but its Node entry holds Node's code (a `node:` import, or
//     getBuiltinModule), nor does any file esbuild bundles for a page from it; Node resolves
//     the rules to the Node entry;
//   - tsc --strict --noEmit passes under moduleResolution Bundler, NodeNext and Node16 on a fixture
//     that uses every export, and each of its @ts-expect-error misuses is an error;
//   - in Node, the README's npm snippet prints what its comments say, and the rules from the
//     package play a game to mate, write and read PGN, and answer bestMove and mateIn.
// Needs dist/ (`node scripts/build.mjs`).
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import * as esbuild from 'esbuild';
import { NODE_RULES, writeWidget } from '../../scripts/package.mjs';
import { ROOT, launchBrowser, mouseDrag, openPage, requireDist, startSite } from './helpers/browser.mjs';
import { LESSON, LESSON_BOARD, recordBoardMoves, boardMoves, waitForMoves, waitForState } from './helpers/lesson.mjs';

jest.setTimeout(300000);

const BIN = path.join(ROOT, 'node_modules', '.bin');
const PACKAGE = 'chess-teaching-widget';
const castling = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'castling.json'), 'utf8'));
// K+R against K: "can White still mate? yes" is shown only by a long helpmate, which the deep
// analysis finds; without it the lesson cannot be checked and does not open
const CAN_MATE_STEP = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'dead-position.json'), 'utf8')).steps.find((step) => step.id === 'rook-can-mate');
const CAN_MATE = { id: 'can-mate-test', title: { 'zh-Hans': '能将死吗', 'zh-Hant': '能將死嗎', en: 'Can White mate?' }, steps: [CAN_MATE_STEP] };
/** Node's code in a module's text: a node: import or the builtin-module lookup. */
const NODE_CODE = /(?:\bfrom|\bimport)\s*\(?\s*["'`]node:|getBuiltinModule/g;
const docs = readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
const npmSection = docs.slice(docs.indexOf('## From npm, with a bundler'), docs.indexOf('## Browsers'));
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
// the README's npm section: from its heading to the next one
const readmeNpm = readme.slice(readme.indexOf('## From npm')).split(/\n(?=## )/)[0];
const blocks = (text, language) => [...text.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
/** The docs' files by the path their first line names (`// src/main.js`, `<!-- index.html -->`). */
const docFiles = Object.fromEntries([...blocks(npmSection, 'js'), ...blocks(npmSection, 'html')]
  .map((text) => [text.match(/^(?:\/\/|<!--)\s*(\S+)/)[1], text]));
const command = (word) => blocks(npmSection, 'sh').find((text) => new RegExp(`^npx ${word}\\b`).test(text));

// A mate in three whose defender has a reply that loses at once and one that holds out: after 1. Ke3
// the black king may go to f1 (mated next move) or h1 (mated in two). The lesson's fallback plays
// the first legal move.
const DEFEND = {
  id: 'defend-test',
  title: { 'zh-Hans': '三步杀', 'zh-Hant': '三步殺', en: 'Mate in three' },
  steps: [{
    id: 'king-up', fen: '8/8/8/8/8/3K4/2Q5/6k1 w - - 0 1', orientation: 'white',
    text: { 'zh-Hans': '三步将死黑王。', 'zh-Hant': '三步將死黑王。', en: 'Mate the black king in three moves.' },
    goal: { kind: 'mate', in: 3, defender: 'search' },
  }],
};
const KEY_MOVE = 'd3e3';

/** Whether the side to move in `chess` mates within `moves` moves against every defence. */
function mates(chess, moves) {
  for (const move of chess.moves()) {
    chess.move(move);
    const forced = chess.isCheckmate() || (moves > 1 && !chess.isGameOver() &&
      chess.moves().every((reply) => { chess.move(reply); const still = mates(chess, moves - 1); chess.undo(); return still; }));
    chess.undo();
    if (forced) return true;
  }
  return false;
}

/** The replies after KEY_MOVE that put off the mate longest, as UCI, by chess.js. */
function longestDefences() {
  const chess = new Chess(DEFEND.steps[0].fen);
  chess.move({ from: KEY_MOVE.slice(0, 2), to: KEY_MOVE.slice(2) });
  const replies = chess.moves({ verbose: true }).map((reply) => {
    chess.move(reply);
    const distance = [1, 2].find((n) => mates(chess, n)) ?? Infinity;
    chess.undo();
    return { uci: reply.from + reply.to, distance };
  });
  const longest = Math.max(...replies.map((reply) => reply.distance));
  return { all: replies.map((reply) => reply.uci), best: replies.filter((reply) => reply.distance === longest).map((reply) => reply.uci), longest };
}

let work;
let project;
let tarball;
const run = (file, args, options = {}) => {
  const result = spawnSync(file, args, { cwd: project, encoding: 'utf8', env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` }, ...options });
  if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
};
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
};

beforeAll(() => {
  requireDist(['chess-lesson.files.json', 'chess-rules.mjs']);
  if (!CAN_MATE_STEP?.goal.choices.some((choice) => choice.id === CAN_MATE_STEP.goal.answer && choice.fact?.canMate?.white === 'yes')) {
    throw new Error('lessons/dead-position.json has no step rook-can-mate whose answer is "White can mate"');
  }
  work = mkdtempSync(path.join(os.tmpdir(), 'chess-npm-'));
  project = path.join(work, 'school-site');
  mkdirSync(project);
  writeWidget(); // npm's prepack, without its staleness check: the package of what dist/ holds
  const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT });
  tarball = path.join(work, JSON.parse(packed.stdout)[0].filename);
  write('package.json', JSON.stringify({ name: 'school-site', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball]);
});

afterAll(() => { if (work) rmSync(work, { recursive: true, force: true }); });

test('the package installs from its tarball, and only its Node entry holds Node\'s code', async () => {
  const installed = path.join(project, 'node_modules', PACKAGE);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  expect(Object.keys(manifest.exports).sort()).toEqual(['.', './chess-lesson.files.json', './package.json', './rules']);
  expect(manifest.exports['./rules'].node).toBe(`./widget/${NODE_RULES}`);
  const modules = readdirSync(path.join(installed, 'widget')).filter((file) => file.endsWith('.mjs'));
  expect(modules).toEqual(expect.arrayContaining(['chess-lesson.mjs', 'chess-rules.mjs', 'chess-search-worker.mjs', NODE_RULES]));
  for (const file of modules) {
    const text = readFileSync(path.join(installed, 'widget', file), 'utf8');
    if (file === NODE_RULES) expect(text).toMatch(/from\s*["']node:fs\/promises["']/);
    else expect([file, text.match(NODE_CODE)]).toEqual([file, null]);
  }
  // both entries bundled for a page, as a bundler resolves them (no `node` condition): every file
  // the page may load, chunks and worker included
  write('src/entries.js', `import '${PACKAGE}';\nexport { loadChessRules } from '${PACKAGE}/rules';\n`);
  const bundle = await esbuild.build({
    absWorkingDir: project, entryPoints: ['src/entries.js', `node_modules/${PACKAGE}/widget/chess-search-worker.mjs`],
    bundle: true, splitting: true, format: 'esm', platform: 'browser', outdir: 'out', write: false, logLevel: 'silent',
  });
  expect(bundle.outputFiles.length).toBeGreaterThan(2);
  for (const file of bundle.outputFiles) expect([path.basename(file.path), file.text.match(NODE_CODE)]).toEqual([path.basename(file.path), null]);
});

test('in Node, the README\'s npm snippet prints what its comments say', () => {
  const [snippet] = blocks(readmeNpm, 'js');
  expect(snippet).toContain(`from '${PACKAGE}/rules'`);
  write('readme.mjs', snippet);
  const promised = [...snippet.matchAll(/console\.log\(.*\); \/\/ (.+)\n/g)].map((match) => match[1]);
  expect(promised).toEqual(['White wins: checkmate', 'Ra8#']);
  expect(run(process.execPath, ['readme.mjs']).stdout.trim().split('\n')).toEqual(promised);
});

test('in Node, the package\'s rules play a game to mate, write and read its PGN, and answer bestMove and mateIn', () => {
  const { best, all } = longestDefences();
  write('node-rules.mjs', `
import { loadChessRules } from '${PACKAGE}/rules';
const rules = await loadChessRules({ lang: 'en' });
const game = rules.game().value;
for (const move of ['f3', 'e5', 'g4', 'Qh4#']) if (!game.play(move).ok) throw new Error(move);
const pgn = await game.pgn({ headers: { White: 'Ann', Black: 'Bo' } });
const read = await rules.gameFromPgn(pgn.value);
const entry = import.meta.resolve('${PACKAGE}/rules');
const defence = rules.game(${JSON.stringify(DEFEND.steps[0].fen)}).value;
defence.play('${KEY_MOVE}');
console.log(JSON.stringify({
  entry, outcome: game.outcome(), pgn: pgn.value, readMoves: read.value.history(), readOver: read.value.isOver(), readWhite: (await read.value.pgn()).value,
  best: await rules.bestMove('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'),
  mate: await rules.mateIn('r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 4', 1),
  noMate: await rules.mateIn('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 2),
  defend: await defence.bestMove({ mode: 'defend' }),
  firstLegal: defence.moves()[0].uci,
}));
`);
  const answer = JSON.parse(run(process.execPath, ['node-rules.mjs']).stdout);
  expect(answer.entry).toMatch(new RegExp(`/node_modules/${PACKAGE}/widget/${NODE_RULES.replaceAll('.', '\\.')}$`));
  expect(answer.outcome).toMatchObject({ result: '0-1', reason: 'checkmate' });
  expect(answer.pgn).toMatch(/\[White "Ann"\][\s\S]*\[Result "0-1"\][\s\S]*1\. f3 e5 2\. g4 Qh4# 0-1/);
  expect(answer.readMoves).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  expect(answer.readOver).toBe(true);
  expect(answer.readWhite).toContain('[White "Ann"]'); // the tags read back
  expect(answer.best).toMatchObject({ ok: true, value: { uci: 'a1a8', san: 'Ra8#' } });
  expect(answer.mate).toMatchObject({ ok: true, value: { moves: 1, line: [{ san: 'Qxf7#' }] } });
  expect(answer.noMate).toEqual({ ok: true, value: null });
  // the position tells the core's defence from the lesson's fallback
  expect(best).toEqual([answer.defend.value.uci]);
  expect(all).toContain(answer.firstLegal);
  expect(best).not.toContain(answer.firstLegal);
});

describe('in Chromium', () => {
  let browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  /** The castling step refused a wrong move and then solved, and the defender's reply, on `url`. */
  async function playOn(url) {
    const { page, context, problems } = await openPage(browser, 'about:blank');
    try {
      await page.addInitScript(recordBoardMoves);
      await page.goto(url);
      const first = castling.steps[0];
      await waitForState(page, first.id, 'ready');
      await mouseDrag(page, 'h1', 'g1', LESSON_BOARD); // the rook, where the king should go
      await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback')?.textContent, LESSON);
      const said = await page.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelector('.cl-feedback').textContent, LESSON);
      expect(said).toContain(first.feedback.WRONG_MOVE.en);
      await page.locator(`${LESSON} .cl-try-again`).click(); // the wrong move stays until 再试一次 takes it back
      await waitForState(page, first.id, 'ready');
      await mouseDrag(page, 'e1', 'g1', LESSON_BOARD);
      await waitForState(page, first.id, 'solved');

      // the defender's step: its reply comes from the search worker and its wasm, from the bundle
      await page.evaluate(({ sel, lesson }) => { document.querySelector(sel).lesson = lesson; }, { sel: LESSON, lesson: DEFEND });
      await waitForState(page, DEFEND.steps[0].id, 'ready');
      const before = (await boardMoves(page)).length;
      await mouseDrag(page, KEY_MOVE.slice(0, 2), KEY_MOVE.slice(2), LESSON_BOARD);
      await waitForMoves(page, before + 2);
      const [played, reply] = (await boardMoves(page)).slice(before);
      expect(played.uci).toBe(KEY_MOVE);

      // "can White still mate?": the lesson opens only once the deep analysis has loaded from the bundle
      await page.evaluate(({ sel, lesson }) => { document.querySelector(sel).lesson = lesson; }, { sel: LESSON, lesson: CAN_MATE });
      await waitForState(page, CAN_MATE_STEP.id, 'ready');
      await page.locator(`${LESSON} .cl-choice[data-choice="${CAN_MATE_STEP.goal.answer}"]`).click();
      await waitForState(page, CAN_MATE_STEP.id, 'solved');
      expect(problems()).toEqual({ csp: [], errors: [] });
      return reply.uci;
    } finally {
      await context.close();
    }
  }

  test('esbuild, with the command of docs/embedding.md: a lesson step solved, a wrong move refused, the core\'s defence', async () => {
    write('src/main.js', docFiles['src/main.js']);
    write('site/index.html', docFiles['site/index.html']);
    write('site/lessons/castling.json', JSON.stringify(castling));
    run('bash', ['-c', command('esbuild').replace(/^npx /, '')]);
    for (const file of readdirSync(path.join(project, 'site', 'chess'))) {
      if (file.endsWith('.mjs')) expect([file, readFileSync(path.join(project, 'site', 'chess', file), 'utf8').match(NODE_CODE)]).toEqual([file, null]);
    }
    const site = await startSite({ root: path.join(project, 'site') });
    try {
      expect(longestDefences().best).toEqual([await playOn(`${site.baseUrl}/index.html`)]);
    } finally {
      await site.close();
    }
  });

  test('Vite, with the page of docs/embedding.md: a lesson step solved, a wrong move refused, the core\'s defence', async () => {
    write('src/main.js', docFiles['src/main.js']);
    write('index.html', docFiles['index.html']);
    write('public/lessons/castling.json', JSON.stringify(castling));
    run('bash', ['-c', command('vite').replace(/^npx /, '')]);
    const site = await startSite({ root: path.join(project, 'dist') });
    try {
      expect(longestDefences().best).toEqual([await playOn(`${site.baseUrl}/index.html`)]);
    } finally {
      await site.close();
    }
  });

  test('webpack, with the configuration of docs/embedding.md: a lesson step solved, a wrong move refused, the core\'s defence', async () => {
    write('src/main.js', docFiles['src/main.js']);
    write('webpack.config.mjs', docFiles['webpack.config.mjs']);
    write('www/index.html', docFiles['www/index.html']);
    write('www/lessons/castling.json', JSON.stringify(castling));
    // what `npx webpack` does with the configuration, through webpack's API (webpack-cli is not installed here)
    write('webpack-build.mjs', `import webpack from ${JSON.stringify(path.join(ROOT, 'node_modules', 'webpack', 'lib', 'index.js'))};
import config from './webpack.config.mjs';
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString('errors-only')); process.exit(1); }
  console.log(stats.toString('errors-warnings'));
});
`);
    run(process.execPath, ['webpack-build.mjs']);
    const site = await startSite({ root: path.join(project, 'www') });
    try {
      expect(longestDefences().best).toEqual([await playOn(`${site.baseUrl}/index.html`)]);
    } finally {
      await site.close();
    }
  });
});

test('tsc --strict passes under moduleResolution Bundler, NodeNext and Node16, and each misuse is an error', () => {
  const fixture = readFileSync(path.join(ROOT, 'tests', 'js', 'fixtures', 'package-types.ts'), 'utf8');
  const misuses = fixture.match(/\/\/ @ts-expect-error/g).length;
  expect(misuses).toBeGreaterThanOrEqual(5);
  write('types/fixture.ts', fixture);
  // with every @ts-expect-error removed, each misuse must be reported on the line after it
  write('types/unchecked.ts', fixture.replaceAll('// @ts-expect-error', '// (misuse)'));
  const expectedLines = fixture.split('\n').flatMap((line, i) => (line.includes('// @ts-expect-error') ? [i + 2] : []));
  // one run per resolution, of both files: the fixture must be clean, each misuse an error
  for (const [resolution, module] of [['Bundler', 'ESNext'], ['NodeNext', 'NodeNext'], ['Node16', 'Node16']]) {
    const options = ['--strict', '--noEmit', '--ignoreConfig', '--target', 'es2022', '--lib', 'es2022,dom,dom.iterable', '--module', module, '--moduleResolution', resolution, '--resolveJsonModule'];
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = spawnSync(process.execPath, [tsc, ...options, 'types/fixture.ts', 'types/unchecked.ts'], { cwd: project, encoding: 'utf8' });
    const reports = (checked.stdout + checked.stderr).split('\n').filter((line) => line.trim() && !/^types\/unchecked\.ts\(\d+,\d+\): error|^\s/.test(line));
    expect([resolution, reports]).toEqual([resolution, []]);
    const errorLines = [...new Set([...checked.stdout.matchAll(/unchecked\.ts\((\d+),\d+\): error/g)].map((match) => Number(match[1])))];
    expect([resolution, errorLines]).toEqual([resolution, expectedLines]);
  }
});
