// The JS copies of chess.h's named values, made from their one source: the X-lists of
// c/include/chess.h, X(NAME, VALUE, TEXT), and a few of its numeric #defines.
//   web/rules/facts.gen.mjs    per list, <LIST>_TEXT (value → text) and <LIST>_VALUE (text → value);
//                              the numbers as constants of the same name without CHESS_
//   web/rules/facts.gen.d.ts   per list, the union of its texts (ResultText, ReasonText, …), which
//                              web/rules/index.d.ts re-exports under the API's names
// The error list has its own generator (errors.mjs). `node scripts/generate.mjs` runs this with the
// others; `node scripts/gen/core-facts.mjs [--header FILE] [--out DIR]` runs it alone, on any copy
// of the header (a test changes a list in a scratch copy and checks that the JS follows).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HEADER = 'c/include/chess.h';
const OUT_DIR = 'web/rules';
const OUTPUTS = { js: 'facts.gen.mjs', types: 'facts.gen.d.ts' };

// The lists the JS reads, each by its name in chess.h: CHESS_<NAME>_LIST becomes the JS tables
// <NAME>_TEXT and <NAME>_VALUE and the type of its texts, <Name>Text (PIECE_TYPE: PieceTypeText);
// `js` gives a list another JS name. A claim's third field is a reason's NAME, not a text: a claim
// is named by the reason it ends with (`textFrom`).
const pascal = (name) => name.toLowerCase().replace(/(?:^|_)(\w)/g, (match, letter) => letter.toUpperCase());
export const LISTS = [
  'PIECE_TYPE', 'POS_FLAG', 'LAWS', 'RESULT', 'REASON', ['CLAIM', { textFrom: 'CHESS_REASON_LIST' }], 'CAN_MATE',
  'TOUCH_KIND', ['TOUCH_ART', { js: 'TOUCH_ARTICLE' }], 'SEARCH_MODE', 'HINT', 'EXERCISE_KIND', 'GENERATE_PIECE',
  'ESCAPE', 'EXERCISE_ANSWER',
].map((entry) => {
  const [name, { js = name, ...more } = {}] = [entry].flat();
  return { macro: `CHESS_${name}_LIST`, js, type: `${pascal(js)}Text`, ...more };
});

// The #define numbers the JS checks its arguments against or passes to the core.
export const NUMBERS = ['CHESS_CAN_MATE_QUICK_BUDGET', 'CHESS_CAN_MATE_FULL_BUDGET', 'CHESS_SEARCH_MIN_LEVEL',
  'CHESS_SEARCH_MAX_LEVEL', 'CHESS_MATE_MAX_MOVES', 'CHESS_GAME_MAX_PLIES', 'CHESS_TOUCH_MAX', 'CHESS_FEN_MAX',
  'CHESS_GENERATE_MIN_DIFFICULTY', 'CHESS_GENERATE_MAX_DIFFICULTY', 'CHESS_GENERATE_MAX_MEN'];

/** The body of `#define MACRO(…)` in `text` (after its parameters): its continued lines,
 *  comments removed. `where` names the file in the error when it has no such macro. */
export function macroBody(text, macro, where) {
  const start = text.search(new RegExp(`^#define ${macro}\\(`, 'm'));
  if (start < 0) throw new Error(`${where}: ${macro} not found`);
  const lines = [];
  for (const line of text.slice(start).split('\n')) {
    lines.push(line.replace(/\\\s*$/, ''));
    if (!/\\\s*$/.test(line)) break;
  }
  const body = lines.join('\n').replace(/\/\*[\s\S]*?\*\//g, ' ');
  return body.slice(body.indexOf(')') + 1);
}

/** The entries of one X-list, in order: {name, value, text}. `text` is the C string's contents,
 *  or for an identifier (a claim's reason) the identifier itself. */
export function readList(headerText, macro, where = HEADER) {
  const body = macroBody(headerText, macro, where);
  const entries = [];
  const entry = /X\(\s*(\w+)\s*,\s*(-?\d+)\s*,\s*(?:"((?:[^"\\]|\\.)*)"|([A-Za-z_]\w*))\s*\)/g;
  for (const match of body.matchAll(entry)) {
    entries.push({ name: match[1], value: Number(match[2]), text: match[3] ?? match[4] });
  }
  const rest = body.replace(entry, '').trim();
  if (rest !== '') throw new Error(`${where}: ${macro} holds something that is no X(NAME, VALUE, TEXT): ${JSON.stringify(rest.slice(0, 60))}`);
  if (entries.length === 0) throw new Error(`${where}: ${macro} has no entries`);
  for (const key of ['name', 'value', 'text']) {
    const seen = new Set();
    for (const item of entries) {
      if (seen.has(item[key])) throw new Error(`${where}: ${macro} repeats the ${key} ${item[key]}`);
      seen.add(item[key]);
    }
  }
  return entries;
}

/** The value of `#define NAME <integer>[u]`. */
export function readNumber(headerText, name, where = HEADER) {
  const match = new RegExp(`^#define ${name}\\s+\\(?(-?\\d+)[uU]?\\)?\\s*(?:/\\*.*)?$`, 'm').exec(headerText);
  if (!match) throw new Error(`${where}: no #define ${name} with an integer`);
  return Number(match[1]);
}

/** Every list of LISTS, each entry's text resolved (a claim's from its reason): {[macro]: entries}. */
export function readFacts(headerText, where = HEADER) {
  const lists = {};
  for (const { macro } of LISTS) lists[macro] = readList(headerText, macro, where);
  for (const { macro, textFrom } of LISTS) {
    if (!textFrom) continue;
    lists[macro] = lists[macro].map((item) => {
      const target = lists[textFrom].find((other) => other.name === item.text);
      if (!target) throw new Error(`${where}: ${macro}'s ${item.name} names ${item.text}, which ${textFrom} lacks`);
      return { ...item, text: target.text };
    });
  }
  const numbers = Object.fromEntries(NUMBERS.map((name) => [name, readNumber(headerText, name, where)]));
  return { lists, numbers };
}

const GENERATED = 'Generated by scripts/gen/core-facts.mjs from c/include/chess.h; do not edit.';
const quote = (text) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
const key = (text) => (/^[A-Za-z_$][\w$]*$/.test(text) ? text : quote(text));

/** The two files' texts for the facts of readFacts. */
export function renderFacts({ lists, numbers }) {
  const js = [`// ${GENERATED}`, '// Each X(NAME, VALUE, TEXT) list as <LIST>_TEXT (value → text) and <LIST>_VALUE (text → value).'];
  const types = [`// ${GENERATED}`, "// The texts of each of chess.h's X(NAME, VALUE, TEXT) lists."];
  for (const { macro, js: name, type } of LISTS) {
    const entries = lists[macro];
    js.push(`// ${macro}`,
      `export const ${name}_TEXT = /* @__PURE__ */ Object.freeze({ ${entries.map((e) => `${e.value}: ${quote(e.text)}`).join(', ')} });`,
      `export const ${name}_VALUE = /* @__PURE__ */ Object.freeze({ ${entries.map((e) => `${key(e.text)}: ${e.value}`).join(', ')} });`);
    types.push(`/** The texts of ${macro}. */`, `export type ${type} = ${entries.map((e) => quote(e.text)).join(' | ')};`,
      `export declare const ${name}_TEXT: Readonly<Record<number, ${type}>>;`,
      `export declare const ${name}_VALUE: Readonly<Record<${type}, number>>;`);
  }
  for (const [name, value] of Object.entries(numbers)) {
    js.push(`export const ${name.replace(/^CHESS_/, '')} = ${value}; // ${name}`);
    types.push(`export declare const ${name.replace(/^CHESS_/, '')}: ${value};`);
  }
  return { js: js.join('\n') + '\n', types: types.join('\n') + '\n' };
}

/** Reads `header` and writes the two files into `outDir`; returns their paths. */
export function writeFacts(header, outDir) {
  const { js, types } = renderFacts(readFacts(readFileSync(header, 'utf8'), header));
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const [kind, text] of Object.entries({ js, types })) {
    const file = path.join(outDir, OUTPUTS[kind]);
    // Written only when changed, so that nothing that depends on it rebuilds for nothing.
    let old = null;
    try { old = readFileSync(file, 'utf8'); } catch { /* not there yet */ }
    if (old !== text) writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

export async function generate(root) {
  return writeFacts(path.join(root, HEADER), path.join(root, OUT_DIR)).map((file) => path.relative(root, file));
}

/** The path a command line names after `flag` (`--out DIR`), resolved, or `fallback`: for the
 *  generators run alone on scratch copies. */
export function pathOption(args, flag, fallback) {
  const at = args.indexOf(flag);
  return at < 0 ? fallback : path.resolve(args[at + 1] ?? '');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const args = process.argv.slice(2);
  const option = (flag, fallback) => pathOption(args, flag, fallback);
  for (const file of writeFacts(option('--header', path.join(root, HEADER)), option('--out', path.join(root, OUT_DIR)))) {
    console.log(`generate: ${path.relative(process.cwd(), file) || file}`);
  }
}
