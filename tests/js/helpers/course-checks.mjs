// Checks of the words in the lesson files, as a child reads them: no article numbers or remarks
// about the sources in the child's texts, short steps, a hint on every step, Traditional text
// written in Traditional characters (and Simplified in Simplified), and the seeds' own terms.
// tests/js/course.test.mjs runs them over the whole course; `node tests/js/helpers/course-checks.mjs
// lessons/rook.json …` prints what they find in some files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import stCharacters from 'opencc-js/dict/STCharacters';
import tsCharacters from 'opencc-js/dict/TSCharacters';
import { parseMarkup } from '../../../web/lesson/markup.mjs';
import { findOverConversions } from '../../../web/lesson/authoring/traditional.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// ---- the texts a child sees ------------------------------------------------------------------

const hintText = (hint) => (hint && typeof hint === 'object' && 'text' in hint ? hint.text : hint);

/** Every child-facing text object of a step, with where it stands: [{where, text}]. teacherNote
 *  and article are the teacher's and are left out. */
export function childTexts(step) {
  const out = [{ where: 'text', text: step.text }];
  if (step.success) out.push({ where: 'success', text: step.success });
  (step.hints ?? []).forEach((hint, n) => out.push({ where: `hint ${n + 1}`, text: hintText(hint) }));
  for (const [key, text] of Object.entries(step.feedback ?? {})) out.push({ where: `feedback ${key}`, text });
  for (const choice of step.goal?.choices ?? []) out.push({ where: `choice ${choice.id}`, text: choice.label });
  return out.filter((entry) => entry.text && typeof entry.text === 'object');
}

/** Plain text of lesson markup: ruby keeps its base, a piece icon counts as one character. */
export function plainText(source) {
  return parseMarkup(source).map((token) => (token.type === 'text' ? token.text : token.type === 'ruby' ? token.base : '\u265F')).join('');
}

/** The length the course counts for a step's zh-Hans text: characters after markup, white space
 *  left out, punctuation counted. */
export const textLength = (source) => [...plainText(source).replace(/\s+/g, '')].length;

// An article number in any of the three languages: "第3.8条", "3.8(1)b", "Article 9.2", "（第 5.2(2) 條）".
const ARTICLE_NUMBER = /\d+\.\d+|第\s*\d+\s*[条條]|\barticles?\b|\bart\.\s*\d/i;
// Remarks about the sources and tournament talk, which are the teachers'.
const SOURCE_REMARKS = [/书/, /書/, /\bbooks?\b/i, /FIDE/, /棋联/, /棋聯/, /半分/, /half a point/i, /资料/, /資料/, /\bsources?\b/i];

export function articleProblems(step) {
  const problems = [];
  for (const { where, text } of childTexts(step)) {
    for (const [lang, value] of Object.entries(text)) {
      if (ARTICLE_NUMBER.test(value)) problems.push(`${where} ${lang} holds an article number: ${value}`);
      for (const pattern of SOURCE_REMARKS) if (pattern.test(value)) problems.push(`${where} ${lang} speaks of the sources (${pattern.source}): ${value}`);
    }
  }
  return problems;
}

// ---- Simplified and Traditional characters ----------------------------------------------------

/** OpenCC's character table as Map(character → its candidates, first the usual one). */
function readTable(text) {
  const table = new Map();
  for (const entry of text.split('|')) {
    const [from, ...to] = entry.split(' ');
    if (from) table.set(from, to);
  }
  return table;
}
const S2T = readTable(stCharacters);
const T2S = readTable(tsCharacters);

/** A character only Simplified text uses: OpenCC's s2t turns it into another, and its t2s leaves it. */
export const isSimplifiedOnly = (char) => S2T.has(char) && S2T.get(char)[0] !== char && !T2S.has(char);
/** A character only Traditional text uses: the same, the other way round. */
export const isTraditionalOnly = (char) => T2S.has(char) && T2S.get(char)[0] !== char && !S2T.has(char);

// Characters OpenCC calls Simplified-only that Traditional chess text needs: 后 is the queen in
// seed 002 (its t2s table would make 後 of it), 吃 is "capture" there (OpenCC prefers 喫).
export const HANT_ALLOWED = new Set(['后', '吃']);
// The same for Simplified text.
export const HANS_ALLOWED = new Set([]);

// Over-conversions that a machine makes and a person does not (OpenCC's 後 for the queen 后, 喫,
// 隻 for 只, …): the one list of web/lesson/authoring/traditional.mjs, which check-lessons and the
// editor use too.
export const HANS_DENIED = ['白後', '黑後', '王後', '後翼'];

export function scriptProblems(step) {
  const problems = [];
  for (const { where, text } of childTexts(step).concat(step.teacherNote ? [{ where: 'teacherNote', text: step.teacherNote }] : [])) {
    const hant = text['zh-Hant'] ?? '';
    const hans = text['zh-Hans'] ?? '';
    for (const char of new Set(hant)) if (isSimplifiedOnly(char) && !HANT_ALLOWED.has(char)) problems.push(`${where} zh-Hant has the Simplified character ${char}: ${hant}`);
    for (const char of new Set(hans)) if (isTraditionalOnly(char) && !HANS_ALLOWED.has(char)) problems.push(`${where} zh-Hans has the Traditional character ${char}: ${hans}`);
    for (const { found, fix } of findOverConversions(hant)) problems.push(`${where} zh-Hant has the machine's "${found}" for "${fix}": ${hant}`);
    for (const phrase of HANS_DENIED) if (hans.includes(phrase)) problems.push(`${where} zh-Hans has "${phrase}": ${hans}`);
    if (/[“”]/.test(hant)) problems.push(`${where} zh-Hant uses “” where Traditional text uses 「」: ${hant}`);
  }
  return problems;
}

// ---- one lesson --------------------------------------------------------------------------------

/** The goal kinds in which the child moves on the board (all but quiz and tap). */
export const isBoardStep = (step) => !['quiz', 'tap'].includes(step.goal?.kind);
const MAX_TEXT = 60;

/** Everything these checks find in one lesson, as sentences naming the step. */
export function lessonProblems(lesson) {
  const problems = [];
  for (const { where, text } of [{ where: 'title', text: lesson.title }]) {
    for (const [lang, value] of Object.entries(text ?? {})) if (ARTICLE_NUMBER.test(value)) problems.push(`${where} ${lang} holds an article number`);
  }
  for (const step of lesson.steps) {
    const at = (problem) => problems.push(`[${step.id}] ${problem}`);
    articleProblems(step).forEach(at);
    scriptProblems(step).forEach(at);
    if (!step.hints?.length) at('has no hint');
    const length = textLength(step.text['zh-Hans']);
    if (length > MAX_TEXT) at(`zh-Hans text is ${length} characters, more than ${MAX_TEXT}`);
  }
  return problems;
}

/** A lesson file of lessons/, parsed. */
export const readLesson = (file) => JSON.parse(readFileSync(path.resolve(ROOT, 'lessons', path.basename(file)), 'utf8'));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let found = 0;
  for (const file of process.argv.slice(2)) {
    const lesson = readLesson(file);
    const problems = lessonProblems(lesson);
    const lengths = lesson.steps.map((step) => textLength(step.text['zh-Hans'])).sort((a, b) => a - b);
    const board = lesson.steps.filter(isBoardStep);
    const black = board.filter((step) => step.orientation === 'black').length;
    console.log(`${file}: ${lesson.steps.length} steps, median zh-Hans text ${lengths[Math.floor((lengths.length - 1) / 2)]}, ` +
      `${black} of ${board.length} board steps as Black, ${problems.length} problems`);
    for (const problem of problems) console.log(`  ${problem}`);
    found += problems.length;
  }
  process.exit(found ? 1 : 0);
}
