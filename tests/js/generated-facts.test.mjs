// The facts the JS shares with the core are made from chess.h, never copied by hand
// (scripts/gen/core-facts.mjs → web/rules/facts.gen.mjs; docs/architecture.md "One source for each
// fact"). Two checks: a list changed in a scratch copy of chess.h is followed by the generated JS
// and by the code that reads it, with no hand edit; and every value the JS holds is the one the
// compiled core holds, asked of a small C program built against the real header and sources.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as facts from '../../web/rules/facts.gen.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEADER = path.join(ROOT, 'c/include/chess.h');

let scratch;
beforeAll(() => { scratch = mkdtempSync(path.join(os.tmpdir(), 'chess-facts-')); });
afterAll(() => { if (scratch) rmSync(scratch, { recursive: true, force: true }); });

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** chess.h with `from` replaced by `to`, exactly once. */
function edited(header, from, to) {
  expect(header.split(from)).toHaveLength(2);
  return header.replace(from, to);
}

describe('a changed list in a scratch copy of chess.h', () => {
  let copy;
  beforeAll(() => {
    copy = path.join(scratch, 'tree');
    mkdirSync(path.join(copy, 'c/include'), { recursive: true });
    cpSync(path.join(ROOT, 'scripts/gen'), path.join(copy, 'scripts/gen'), { recursive: true });
    // The code that reads the facts, without them: the generator must write them.
    cpSync(path.join(ROOT, 'web/rules'), path.join(copy, 'web/rules'), { recursive: true, filter: (file) => !file.includes('.gen.') });
    let header = readFileSync(HEADER, 'utf8');
    header = edited(header, 'X(CHECKMATE, 1, "checkmate")', 'X(CHECKMATE, 1, "mated")'); // a TEXT
    header = edited(header, 'X(FIFTY, 2, FIFTY_MOVES)', 'X(FIFTY, 4, FIFTY_MOVES)'); // a VALUE
    header = edited(header, 'X(HINT, 2, "hint")', 'X(HINT, 2, "hint") X(COACH, 3, "coach")'); // an entry
    header = edited(header, '#define CHESS_MATE_MAX_MOVES 4', '#define CHESS_MATE_MAX_MOVES 6'); // a number
    writeFileSync(path.join(copy, 'c/include/chess.h'), header);
    run(process.execPath, [path.join(copy, 'scripts/gen/core-facts.mjs')], { cwd: copy });
  });

  test('the generated tables follow it', async () => {
    const changed = await import(pathToFileURL(path.join(copy, 'web/rules/facts.gen.mjs')).href);
    expect(changed.REASON_TEXT[1]).toBe('mated');
    expect(changed.REASON_VALUE.mated).toBe(1);
    expect('checkmate' in changed.REASON_VALUE).toBe(false);
    expect(changed.CLAIM_VALUE).toEqual({ 'threefold-repetition': 1, 'fifty-moves': 4 });
    expect(changed.SEARCH_MODE_VALUE).toEqual({ play: 0, defend: 1, hint: 2, coach: 3 });
    expect(changed.MATE_MAX_MOVES).toBe(6);
    const types = readFileSync(path.join(copy, 'web/rules/facts.gen.d.ts'), 'utf8');
    expect(types).toContain("'mated'");
    expect(types.split('\n').find((line) => line.startsWith('export type ReasonText'))).not.toContain("'checkmate'");
    expect(types).toContain("export type SearchModeText = 'play' | 'defend' | 'hint' | 'coach';");
  });

  test('and so does the code that reads them, unedited', async () => {
    const search = await import(pathToFileURL(path.join(copy, 'web/rules/search.mjs')).href);
    const fen = '8/8/8/8/8/8/8/K6k w - - 0 1';
    expect(search.checkBestMoveArgs(fen, { mode: 'coach' }).mode).toBe(3); // a mode it had never heard of
    expect(() => search.checkBestMoveArgs(fen, { mode: 'teach' })).toThrow("'play', 'defend', 'hint' or 'coach'");
    expect(search.checkMateInArgs(fen, 6).maxMoves).toBe(6);
    expect(() => search.checkMateInArgs(fen, 7)).toThrow('from 1 to 6');
    // The repository's own tree is untouched: it still says what the real header says.
    expect(facts.MATE_MAX_MOVES).toBe(4);
    expect(() => search.checkMateInArgs(fen, 7)).toThrow(TypeError);
  });

  test('the generator takes its input and output as parameters', async () => {
    const out = path.join(scratch, 'elsewhere');
    run(process.execPath, [path.join(ROOT, 'scripts/gen/core-facts.mjs'), '--header', path.join(copy, 'c/include/chess.h'), '--out', out]);
    expect(readdirSync(out).sort()).toEqual(['facts.gen.d.ts', 'facts.gen.mjs']);
    const changed = await import(pathToFileURL(path.join(out, 'facts.gen.mjs')).href);
    expect(changed.REASON_TEXT[1]).toBe('mated');
  });

  test('a list it cannot read stops it with the list named', () => {
    const broken = path.join(scratch, 'broken.h');
    writeFileSync(broken, edited(readFileSync(HEADER, 'utf8'), 'X(NO, 2, "no")', 'X(NO, 1, "no")'));
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/gen/core-facts.mjs'), '--header', broken, '--out', path.join(scratch, 'never')],
      { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('CHESS_CAN_MATE_LIST repeats the value 1');
  });
});

// What each JS table must equal, named by hand as the core's own constants and name functions.
// A name function answers "?" for a value its list lacks.
const NAMED_BY_FUNCTION = {
  RESULT: 'chess_result_name',
  REASON: 'chess_reason_name',
  CAN_MATE: 'chess_can_mate_name',
  TOUCH_KIND: 'chess_touch_kind_name',
  TOUCH_ARTICLE: 'chess_touch_article_name',
  HINT: 'chess_hint_reason_name',
};
const NAMED_BY_CONSTANT = {
  PIECE_TYPE: { p: 'CHESS_PAWN', n: 'CHESS_KNIGHT', b: 'CHESS_BISHOP', r: 'CHESS_ROOK', q: 'CHESS_QUEEN', k: 'CHESS_KING' },
  POS_FLAG: { exercise: 'CHESS_POS_EXERCISE' },
  LAWS: { current: 'CHESS_LAWS_CURRENT', 2000: 'CHESS_LAWS_2000' },
  CLAIM: { 'threefold-repetition': 'CHESS_CLAIM_THREEFOLD', 'fifty-moves': 'CHESS_CLAIM_FIFTY' },
  SEARCH_MODE: { play: 'CHESS_SEARCH_PLAY', defend: 'CHESS_SEARCH_DEFEND', hint: 'CHESS_SEARCH_HINT' },
};
const NUMBERS = ['CAN_MATE_QUICK_BUDGET', 'CAN_MATE_FULL_BUDGET', 'SEARCH_MIN_LEVEL', 'SEARCH_MAX_LEVEL', 'MATE_MAX_MOVES',
  'GAME_MAX_PLIES', 'TOUCH_MAX', 'FEN_MAX'];

describe('the values the JS holds are the compiled core’s', () => {
  let core; // "KIND NAME VALUE TEXT" lines → {[KIND NAME]: [value, text]}
  beforeAll(() => {
    const lines = [];
    for (const [list, fn] of Object.entries(NAMED_BY_FUNCTION)) {
      lines.push(`for (int v = -1; v < 64; v++) if (strcmp(${fn}(v), "?") != 0) printf("fn ${list} %d %s\\n", v, ${fn}(v));`);
    }
    for (const [list, names] of Object.entries(NAMED_BY_CONSTANT)) {
      for (const [text, constant] of Object.entries(names)) lines.push(`printf("const ${list} %ld ${text}\\n", (long)(${constant}));`);
    }
    // A claim is named by the reason it ends the game with.
    lines.push('printf("claim-reason THREEFOLD %s\\n", chess_reason_name(CHESS_REASON_THREEFOLD_REPETITION));');
    lines.push('printf("claim-reason FIFTY %s\\n", chess_reason_name(CHESS_REASON_FIFTY_MOVES));');
    for (const name of NUMBERS) lines.push(`printf("number ${name} %ld -\\n", (long)(CHESS_${name}));`);
    const program = path.join(scratch, 'facts.c');
    writeFileSync(program, `#include <stdio.h>\n#include <string.h>\n#include "chess.h"\nint main(void) {\n${lines.join('\n')}\nreturn 0;\n}\n`);
    const sources = readdirSync(path.join(ROOT, 'c/src')).filter((file) => file.endsWith('.c')).map((file) => path.join(ROOT, 'c/src', file));
    const binary = path.join(scratch, 'facts');
    run('cc', ['-std=c11', '-O0', '-w', `-I${path.join(ROOT, 'c/include')}`, '-o', binary, program, ...sources]);
    core = run(binary, []).trim().split('\n').map((line) => line.split(' '));
  }, 120_000);

  test.each(Object.keys(NAMED_BY_FUNCTION))('%s_TEXT holds exactly the names of the core’s name function', (list) => {
    const named = Object.fromEntries(core.filter(([kind, name]) => kind === 'fn' && name === list).map(([, , value, text]) => [value, text]));
    expect(Object.keys(named).length).toBeGreaterThan(1);
    expect({ ...facts[`${list}_TEXT`] }).toEqual(named);
    for (const [value, text] of Object.entries(named)) expect(facts[`${list}_VALUE`][text]).toBe(Number(value));
  });

  test.each(Object.keys(NAMED_BY_CONSTANT))('%s_VALUE holds exactly the core’s constants', (list) => {
    const values = Object.fromEntries(core.filter(([kind, name]) => kind === 'const' && name === list).map(([, , value, text]) => [text, Number(value)]));
    expect({ ...facts[`${list}_VALUE`] }).toEqual(values);
    for (const [text, value] of Object.entries(values)) expect(facts[`${list}_TEXT`][value]).toBe(text);
  });

  test('a claim is named by the reason it ends the game with', () => {
    const reasons = core.filter(([kind]) => kind === 'claim-reason').map(([, , text]) => text);
    expect(reasons).toEqual(['threefold-repetition', 'fifty-moves']);
    expect(Object.keys(facts.CLAIM_VALUE)).toEqual(reasons);
  });

  test('the numbers are the header’s', () => {
    for (const name of NUMBERS) {
      const line = core.find(([kind, named]) => kind === 'number' && named === name);
      expect(`${name} ${facts[name]}`).toBe(`${name} ${line[2]}`);
    }
  });
});

describe('no copy by hand is left in the rules API', () => {
  // The values chess.h's lists give, written as the old hand copies wrote them.
  test.each(['web/rules/index.mjs', 'web/rules/search.mjs', 'web/rules/search-engine.mjs', 'web/rules/protocol.mjs'])('%s', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/['"]threefold-repetition['"]\s*,\s*1\]|1:\s*'yes'|'1\/2-1\/2'\]|play:\s*0|=\s*1;\s*\/\/\s*CHESS_|1000000;|\['', 'p'/);
  });
});
