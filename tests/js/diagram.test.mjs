// Diagrams without a browser: the SVG that web/board/diagram.mjs writes (its pieces, squares,
// coordinates, arrows, highlights and markers), its words, `npm run diagram` and its messages,
// and the print views that scripts/build-print.mjs writes from the lessons. How the pictures look
// against the board is tests/browser/diagram.test.mjs's part.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ARROW_COLOURS, DIAGRAM_COLORS, DIAGRAM_PALETTES, DIAGRAM_SIZES, describeDiagram, diagramPicture, diagramSvg, pieceIconSvg, readDiagramPosition,
} from '../../web/board/diagram.mjs';
import { BOARD_CSS } from '../../web/board/board-css.mjs';
import { PIECE_SHAPES } from '../../web/board/pieces.mjs';
import { runDiagram } from '../../scripts/diagram.mjs';
import { buildPrintPages, lessonPrintItems, markupHtml, printPageHtml, stepDiagram } from '../../scripts/build-print.mjs';
import { loadPrintText } from '../../web/i18n/print.mjs';
import { loadRules, ROOT, START_FEN } from './rules-load.mjs';

const ALL_PIECES = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/** The SVG read back into its parts, with regular expressions over the text it writes. */
function parts(svg) {
  return {
    root: /^<svg[^>]*>/.exec(svg)[0],
    pieces: [...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">/g)].map((m) => m.slice(1).map(Number)),
    texts: [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
    arrows: [...svg.matchAll(/<g opacity="0.8">(.*?)<\/g>/g)].map((m) => m[1]),
    fills: [...svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]),
  };
}

describe('diagramSvg', () => {
  test.each(DIAGRAM_SIZES)('a standalone SVG document of %i × %i pixels', (size) => {
    const svg = diagramSvg({ position: START_FEN, size });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(parts(svg).root).toContain(`width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"`);
    expect(svg.endsWith('</svg>')).toBe(true);
    // The board's squares: a light board and its dark squares.
    expect(parts(svg).fills.slice(0, 2)).toEqual([DIAGRAM_COLORS.light, DIAGRAM_COLORS.dark]);
  });

  test('the print palette photocopies: white light squares, dark ones under 25% ink, black and white pieces, a frame', () => {
    const svg = diagramSvg({ position: ALL_PIECES, palette: 'print' });
    const [light, dark] = parts(svg).fills;
    expect(light).toBe('#ffffff');
    // the ink a grey takes is one less its lightness
    const lightness = parseInt(dark.slice(1, 3), 16) / 255;
    expect(dark).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(1 - lightness).toBeLessThan(0.25);
    expect(svg).toContain('fill="#000000"');
    expect(svg).not.toContain(DIAGRAM_COLORS.dark);
    expect(svg).toMatch(/stroke="#000000" stroke-width="2"\/><\/svg>$/); // the frame, 2 px at 480
    // the screen palette is still the default, and an unknown one is a programmer's mistake
    expect(parts(diagramSvg({ position: ALL_PIECES })).fills.slice(0, 2)).toEqual([DIAGRAM_COLORS.light, DIAGRAM_COLORS.dark]);
    expect(() => diagramSvg({ position: ALL_PIECES, palette: 'toner' })).toThrow(/palette is one of screen, print/);
  });

  test('draws every piece with the board\'s own shapes (PIECE_SHAPES) and colours', () => {
    const svg = diagramSvg({ position: ALL_PIECES });
    expect(parts(svg).pieces).toHaveLength(32);
    for (const shapes of Object.values(PIECE_SHAPES)) {
      for (const [tag, attributes] of shapes) if (tag === 'path') expect(svg).toContain(`d="${attributes.d}"`);
    }
    for (const key of ['pieceWhiteFill', 'pieceWhiteLine', 'pieceBlackFill', 'pieceBlackLine', 'pieceBlackRim']) {
      expect(svg).toContain(`"${DIAGRAM_COLORS[key]}"`);
    }
    // The colours are the board stylesheet's defaults.
    expect(BOARD_CSS).toContain(`var(--board-light, ${DIAGRAM_COLORS.light})`);
    expect(BOARD_CSS).toContain(`var(--board-piece-black-rim, ${DIAGRAM_COLORS.pieceBlackRim})`);
    // One white king alone: one piece, on e1 (the fifth column, the bottom row).
    const [[x, y, scale]] = parts(diagramSvg({ position: '8/8/8/8/8/8/8/4K3', size: 480 })).pieces;
    expect([x, y, scale]).toEqual([241, 421, 0.576]);
  });

  test('takes a FEN, its placement, \'start\' or {square: piece}; knows no rule', () => {
    const same = [START_FEN, ALL_PIECES, 'start'].map((position) => diagramSvg({ position }));
    expect(new Set(same).size).toBe(1);
    expect(diagramSvg({ position: { e4: 'Q' } })).toBe(diagramSvg({ position: '8/8/8/8/4Q3/8/8/8' }));
    // No kings, nine queens, a pawn on the last rank: a diagram draws what it is given.
    expect(parts(diagramSvg({ position: 'QQQQQQQQ/8/8/8/8/8/8/P7' })).pieces).toHaveLength(9);
  });

  test('coordinates: ranks down the left, files along the bottom, turned with the board, or none', () => {
    expect(parts(diagramSvg({ position: 'start' })).texts).toEqual([...'87654321abcdefgh']);
    expect(parts(diagramSvg({ position: 'start', orientation: 'black' })).texts).toEqual([...'12345678hgfedcba']);
    expect(parts(diagramSvg({ position: 'start', coordinates: false })).texts).toEqual([]);
    // Their size follows the clamp() the board's own style sheet gives its coordinates.
    const [, min, share, max] = BOARD_CSS.match(/\.cb-coord \{[^}]*clamp\((\d+)px, ([\d.]+)cqw, (\d+)px\)/);
    const size = (board) => diagramPicture({ position: 'start', size: board }).items.find((item) => item.type === 'text').size;
    for (const board of [160, 240, 480, 720, 960]) {
      expect(size(board)).toBeCloseTo(Math.min(Number(max), Math.max(Number(min), (board * Number(share)) / 100)), 6);
    }
    expect(size(160)).toBe(Number(min));
    expect(size(960)).toBe(Number(max));
    expect(size(480)).toBeGreaterThan(Number(min)); // between the two, it grows with the board
    expect(size(480)).toBeLessThan(Number(max));
  });

  test('flipping the board puts the white king at the top', () => {
    const [[, y]] = parts(diagramSvg({ position: '8/8/8/8/8/8/8/4K3', orientation: 'black', size: 480 })).pieces;
    expect(y).toBe(1); // rank 1 is the top row
  });

  test('arrows by kind or by a lesson\'s colour, highlights and markers', () => {
    const svg = diagramSvg({
      position: 'start',
      arrows: [{ from: 'e2', to: 'e4' }, { from: 'd2', to: 'd4', color: 'red' }, { from: 'g1', to: 'f3', kind: 'hint' }],
      highlights: ['e4', { square: 'd4', kind: 'good' }, { square: 'f3', kind: 'bad' }],
      markers: ['a6', { square: 'h6', kind: 'target' }],
    });
    const { arrows } = parts(svg);
    expect(arrows).toHaveLength(3);
    expect(arrows[0]).toContain(`stroke="${DIAGRAM_COLORS.good}"`);
    expect(arrows[1]).toContain(`stroke="${DIAGRAM_COLORS.bad}"`);
    expect(arrows[1]).toContain('stroke-dasharray');
    expect(arrows[2]).toContain(`stroke="${DIAGRAM_COLORS.hint}"`);
    expect(svg).toContain(`fill="${DIAGRAM_COLORS.star}"`);
    expect(svg.match(/fill-opacity="0.22"/g)).toHaveLength(2); // the good and bad highlights' tint
    expect(ARROW_COLOURS).toEqual({ green: 'good', red: 'bad', blue: 'hint', yellow: 'hint' });
  });

  test('colours can be changed; a title is escaped; a decorative diagram is hidden from screen readers', () => {
    expect(diagramSvg({ position: 'start', colors: { light: '#eeeeee' } })).toContain('fill="#eeeeee"');
    const titled = diagramSvg({ position: 'start', title: '<script>alert(1)</script> & "x"' });
    expect(titled).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</title>');
    expect(titled).not.toContain('<script');
    expect(parts(titled).root).toContain('role="img"');
    const decorative = diagramSvg({ position: 'start', title: 'x', decorative: true });
    expect(parts(decorative).root).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('<title>');
  });

  test('a programmer\'s mistake throws a TypeError that names it', () => {
    const bad = [
      [{}, /position is required/], [{ position: '8/8' }, /not a FEN placement/], [{ position: 'start', size: 10 }, /size/],
      [{ position: 'start', orientation: 'up' }, /orientation/], [{ position: 'start', coordinates: 'yes' }, /coordinates/],
      [{ position: 'start', arrows: [{ from: 'e2', to: 'e2' }] }, /two different squares/],
      [{ position: 'start', arrows: [{ from: 'e2', to: 'e4', kind: 'good', color: 'red' }] }, /not both/],
      [{ position: 'start', arrows: [{ from: 'e2', to: 'e4', color: 'purple' }] }, /color is one of/],
      [{ position: 'start', highlights: ['z9'] }, /highlights/], [{ position: 'start', colors: { sky: '#00f' } }, /unknown key sky/],
    ];
    for (const [options, message] of bad) expect(() => diagramSvg(options)).toThrow(message);
    expect(() => diagramSvg({ position: 'start', size: 10 })).toThrow(TypeError);
  });
});

describe('readDiagramPosition', () => {
  test('names what is wrong with a FEN\'s placement', () => {
    expect(readDiagramPosition('  ')).toEqual({ ok: false, error: { code: 'EMPTY' } });
    expect(readDiagramPosition('8/8/8 w - - 0 1')).toEqual({ ok: false, error: { code: 'RANK_COUNT', ranks: 3 } });
    expect(readDiagramPosition('8/8/8/x7/8/8/8/8')).toEqual({ ok: false, error: { code: 'CHARACTER', character: 'x' } });
    expect(readDiagramPosition('8/8/8/8/8/8/8/RNBQKBN w')).toEqual({ ok: false, error: { code: 'RANK_LENGTH', rank: 1 } });
    const read = readDiagramPosition(START_FEN);
    expect(read.ok).toBe(true);
    expect(read.value.get('e1')).toBe('K');
    expect(read.value.size).toBe(32);
  });
});

describe('describeDiagram and pieceIconSvg', () => {
  const options = { position: '4k3/8/8/8/8/8/8/4K2R w K - 0 1', arrows: [{ from: 'e1', to: 'g1' }], highlights: ['g1'], markers: [{ square: 'h8', kind: 'star' }] };
  test('tells a diagram in words, in each language', async () => {
    expect(await describeDiagram(options, 'zh-Hans')).toBe('棋盘图，白方在下。白方：王 e1、车 h1。黑方：王 e8。箭头：e1→g1。标出的格子：g1。星星：h8。');
    expect(await describeDiagram(options, 'zh-Hant')).toBe('棋盤圖，白方在下。白方：王 e1、車 h1。黑方：王 e8。箭頭：e1→g1。標出的格子：g1。星星：h8。');
    expect(await describeDiagram({ ...options, orientation: 'black' }, 'en'))
      .toBe('Chess diagram, Black at the bottom. White: king e1, rook h1. Black: king e8. Arrows: e1→g1. Marked squares: g1. Stars: h8.');
    expect(await describeDiagram({ position: '8/8/8/8/8/8/8/8' }, 'en')).toBe('Chess diagram, White at the bottom. There are no pieces on the board.');
  });

  test('a piece icon is the board\'s piece, named or hidden', () => {
    const icon = pieceIconSvg('n', { label: '黑马' });
    expect(icon).toContain('role="img" aria-label="黑马"');
    expect(icon).toContain(`d="${PIECE_SHAPES.n[0][1].d}"`);
    expect(pieceIconSvg('Q')).toContain('aria-hidden="true"');
    expect(() => pieceIconSvg('x')).toThrow(TypeError);
  });
});

test('the diagram and print view words have the same keys and {slots} in every language', async () => {
  const { loadDiagramText } = await import('../../web/i18n/diagram.mjs');
  const shape = (table) => Object.entries(table).flatMap(([key, value]) => (typeof value === 'string'
    ? [`${key}: ${[...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(' ')}`]
    : shape(value).map((inner) => `${key}.${inner}`)));
  for (const load of [loadDiagramText, loadPrintText]) {
    const [hans, hant, en] = await Promise.all(['zh-Hans', 'zh-Hant', 'en'].map(load));
    expect(shape(hans)).toEqual(shape(en));
    expect(shape(hant)).toEqual(shape(en));
  }
});

describe('npm run diagram', () => {
  test('writes the SVG to standard output, titled in words', async () => {
    const result = await runDiagram([START_FEN, '--arrow', 'e2e4', '--arrow', 'g1f3:blue', '--highlight', 'e4:good', '--marker', 'e5', '--flip', '--size', '240']);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(result.stdout).toBe(`${diagramSvg({
      position: START_FEN, orientation: 'black', size: 240, coordinates: true,
      arrows: [{ from: 'e2', to: 'e4', color: 'green' }, { from: 'g1', to: 'f3', color: 'blue' }],
      highlights: [{ square: 'e4', kind: 'good' }], markers: [{ square: 'e5', kind: 'star' }],
      title: await describeDiagram({ position: START_FEN, orientation: 'black', arrows: [{ from: 'e2', to: 'e4' }, { from: 'g1', to: 'f3' }], highlights: ['e4'], markers: ['e5'] }, 'zh-Hans'),
    })}\n`);
    expect((await runDiagram(['start', '--no-coordinates'])).stdout).not.toContain('<text');
  });

  test('a bad FEN or option is explained in zh-Hans by default, in English with --lang en, and fails', async () => {
    const zh = await runDiagram(['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1']);
    expect(zh.status).toBe(1);
    expect(zh.stdout).toBe('');
    expect(zh.stderr).toMatch(/^出错了：FEN 里第 1 横行不是正好 8 格/);
    expect(zh.stderr).toContain('用法：npm run diagram');
    const en = await runDiagram(['8/8/8/8', '--lang', 'en']);
    expect(en).toMatchObject({ status: 1, stdout: '' });
    expect(en.stderr).toMatch(/^Error: The pieces part of a FEN has 8 ranks separated by \/; this one has 4\./);
    const cases = [
      [['8/8/8/8/8/8/8/7z', '--lang', 'en'], 'character that is not a piece or a number: "z"'],
      [['start', '--arrow', 'e2', '--lang', 'en'], '"e2" is not an arrow'],
      [['start', '--arrow', 'e2e4:pink', '--lang', 'en'], 'Unknown arrow colour "pink"'],
      [['start', '--highlight', 'k9', '--lang', 'en'], '"k9" is not a square'],
      [['start', '--size', '12', '--lang', 'en'], 'The size "12" will not do'],
      [['start', '--marker', 'e4:moon', '--lang', 'en'], 'Unknown kind of marker "moon"'],
      [['start', '--size'], '--size 后面要写一个值'],
      [['start', '--rotate'], '不认识的选项 --rotate'],
      [['start', 'w'], '只能画一个局面；多出来的是“w”'],
      [[], '没有给出局面'],
      [['start', '--lang', 'fr'], '语言“fr”不认识'],
      [['8/8/8/x7/8/8/8/8', '--lang', 'zh-Hant'], '出錯了：FEN 的棋子部分裡有不認識的字元「x」'],
    ];
    for (const [args, message] of cases) {
      const result = await runDiagram(args);
      expect({ args, status: result.status, stdout: result.stdout, said: result.stderr.includes(message) }).toEqual({ args, status: 1, stdout: '', said: true });
    }
    expect(await runDiagram(['--help', '--lang', 'en'])).toMatchObject({ status: 0, stderr: '' });
  });

  test('runs as a command: SVG on standard output, a message and status 1 on a bad FEN', () => {
    const script = path.join(ROOT, 'scripts', 'diagram.mjs');
    const good = spawnSync(process.execPath, [script, START_FEN, '--arrow', 'e2e4'], { encoding: 'utf8' });
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480"[^]*<\/svg>\n$/);
    const bad = spawnSync(process.execPath, [script, 'not a fen'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('出错了：');
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.diagram).toBe('node scripts/diagram.mjs');
  });
});

describe('the print view', () => {
  let rules;
  beforeAll(async () => { rules = await loadRules({ lang: 'en' }); });
  const lessonFile = (name) => JSON.parse(readFileSync(path.join(ROOT, 'lessons', name), 'utf8'));

  test('a step\'s diagram is its position after its history, with its arrows, stars, target and side', () => {
    const castling = lessonFile('castling.json');
    const played = castling.steps.find((step) => step.history?.includes('e1g1'));
    const pieces = readDiagramPosition(stepDiagram(rules, played).position).value;
    expect([pieces.get('g1'), pieces.get('f1'), pieces.has('e1'), pieces.has('h1')]).toEqual(['K', 'R', false, false]);
    const first = stepDiagram(rules, castling.steps[0]);
    expect(first.arrows).toEqual(castling.steps[0].arrows);
    const stars = lessonFile('rook.json').steps.find((step) => step.goal.kind === 'collect-stars');
    expect(stepDiagram(rules, stars).markers).toEqual(stars.goal.stars.map((square) => ({ square, kind: 'star' })));
    const capture = lessonFile('capture.json').steps.find((step) => step.goal.kind === 'capture');
    expect(stepDiagram(rules, capture).markers).toEqual([{ square: capture.goal.target, kind: 'target' }]);
    const asBlack = castling.steps.find((step) => step.orientation === 'black');
    expect(stepDiagram(rules, asBlack).orientation).toBe('black');
    const turned = lessonFile('board.json').steps.find((step) => step.boardTurned);
    // on paper: the print palette, its two squares' colours swapped for a board drawn the wrong way round
    expect(stepDiagram(rules, turned)).toMatchObject({ coordinates: false, palette: 'print', colors: { light: DIAGRAM_PALETTES.print.dark, dark: DIAGRAM_PALETTES.print.light } });
    const setup = lessonFile('setup.json').steps.find((step) => step.empty);
    expect(stepDiagram(rules, setup).position).toBe(setup.fen ? setup.fen.split(' ')[0] : '8/8/8/8/8/8/8/8');
    expect(() => stepDiagram(rules, { id: 'broken', fen: START_FEN, history: ['e2e5'], goal: { kind: 'move' } })).toThrow(/step broken: the history's move e2e5 is refused/);
  });

  test('the print view\'s and the diagram buttons\' words have the same keys in every language, none empty', async () => {
    const keys = (table) => Object.entries(table).flatMap(([key, value]) => (typeof value === 'object' && !Array.isArray(value) ? keys(value).map((inner) => `${key}.${inner}`) : [key]));
    for (const name of ['print', 'diagram']) {
      const tables = await Promise.all(['zh-Hans', 'zh-Hant', 'en'].map(async (lang) => (await import(`../../web/i18n/${name}.${lang}.mjs`)).default));
      expect(keys(tables[1]).sort()).toEqual(keys(tables[0]).sort());
      expect(keys(tables[2]).sort()).toEqual(keys(tables[0]).sort());
      for (const table of tables) for (const value of Object.values(table)) expect(value === '' || value === null).toBe(false);
    }
  });

  test('lesson text is never HTML: markup becomes escaped text, ruby and piece icons', async () => {
    expect(markupHtml('<img src=x onerror=alert(1)>', 'en')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(markupHtml('[王|wáng]{K}', 'zh-Hans')).toBe(`<ruby>王<rp>(</rp><rt>wáng</rt><rp>)</rp></ruby><span class="pv-piece">${pieceIconSvg('K', { size: 24, label: '白王' })}</span>`);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const lesson = {
      id: 'evil', title: { 'zh-Hans': evil, 'zh-Hant': evil, en: evil },
      steps: [{ id: 'a', fen: START_FEN, orientation: 'white', text: { 'zh-Hans': evil, 'zh-Hant': evil, en: evil },
        goal: { kind: 'quiz', answer: 'x', choices: [{ id: 'x', label: { 'zh-Hans': evil, 'zh-Hant': evil, en: evil } }] } }],
    };
    const words = { 'zh-Hans': await loadPrintText('zh-Hans'), 'zh-Hant': await loadPrintText('zh-Hant'), en: await loadPrintText('en') };
    const entry = { id: 'evil', title: lesson.title };
    const html = printPageHtml({ entry, lesson, items: lessonPrintItems(rules, entry, lesson), descriptions: [{ 'zh-Hans': evil, 'zh-Hant': evil, en: evil }], words });
    // No element or handler comes from the lesson's words (tests/browser/diagram.test.mjs shows
    // this page in Chromium, under the CSP).
    expect(html).not.toMatch(/<img/i);
    expect(html.match(/<script/g)).toHaveLength(1); // the page's own, with a src
    expect(html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;img src=x onerror=alert\(2\)&gt;/g).length).toBeGreaterThanOrEqual(10);
  });

  test('every lesson gets a print view with one question per step', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'print-view-'));
    try {
      copyFileSync(path.join(ROOT, 'dist', 'chess-rules.wasm'), path.join(dist, 'chess-rules.wasm'));
      const written = await buildPrintPages({ dist });
      const index = JSON.parse(readFileSync(path.join(ROOT, 'lessons', 'index.json'), 'utf8'));
      expect(written.map((page) => page.id)).toEqual(index.lessons.map((entry) => entry.id));
      for (const page of written) {
        const html = readFileSync(page.file, 'utf8');
        expect(html.match(/<li class="pv-step"/g)).toHaveLength(page.steps);
        expect(html.match(/<figure class="pv-diagram"><svg class="pv-board" /g)).toHaveLength(page.steps);
        expect(html.match(/<li class="pv-key-item"/g)).toHaveLength(page.steps);
        expect(html.match(/<p class="pv-text">/g)).toHaveLength(page.steps);
        expect(html.match(/<p class="pv-answer">/g)).toHaveLength(page.steps);
        expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      }
      expect(readFileSync(path.join(dist, 'print', 'print.css'), 'utf8')).toContain('@page { size: A4;');
      expect(readFileSync(path.join(dist, 'print', 'print.mjs'), 'utf8').length).toBeGreaterThan(100);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60000); // 38 pages and a bundle, on a machine that other work shares
});
