// The progress code: a child's progress as a short text that survives a chat message (WeChat, QQ),
// for the teacher's /class/ page. It holds the child's name, when it was made, the assignment it
// answers (if any), and per lesson of a list both sides know (the assignment's lessons, or the
// course's in the index's order) the steps done, the stars, and which steps needed help and how
// much (a nudge, or the answer shown), the child's misses per skill (version 2) and the stars of
// the child's daily reviews (version 3).
//
// Text: "QX3" (the marker and the format's version; "QX1" and "QX2" codes are still read), two characters giving how many follow, then
// the body and five check characters. Every character is one of Crockford's base 32 digits
// (0-9 and A-Z without I, L, O, U), which no chat app turns into an emoji, a link or a
// full-width form; the reader takes lower case, full-width forms and O, I, L for 0, 1, 1, and skips
// any white space a chat or a person puts inside a code. The check is the first 25 bits of the
// SHA-256 of the code's other characters: a changed, missing or added character is refused (one in
// 33 million goes unseen).
//
// The body's bits, most significant first:
//   made            24  minutes since 2025-01-01T00:00Z
//   name length      6  1 to 40; then each character: 0+15 bits (U+4E00..U+CDFF, the CJK block),
//                       10+7 bits (ASCII), 11+21 bits (any other)
//   assignment       1  (+20: its id, four base-32 digits) when the code answers one
//   list hash       15  of the list's lesson ids (listHash), so that a code read against another list
//                       is refused rather than misread
//   list length      γ  lessons in the list, plus one (Elias gamma code)
//   present          1  per lesson of the list: has it any step done?
//   per lesson done  γ  steps done; γ stars missing (3 per step done, minus the stars) plus one;
//                       γ steps helped plus one, each γ its gap from the last plus one and 1 bit
//                       (1: the answer was shown, 0: a nudge only)
//   skills (v2)      γ  skills with a miss plus one; per skill, in the order of the list in
//                       web/lesson/skills.mjs, γ its gap from the last one's place plus one and
//                       γ its misses (1 to 999; missesBySkill in progress.mjs). A skill's place is
//                       its index in that list, which therefore only grows at its end.
//   review (v3)      γ  the review stars plus one (ReviewStore reviewStars: the days the device
//                       keeps), 0 to 99999
//   padding          0s to the last whole character
//
// parseProgressCode and findProgressCodes never throw: every code the teacher pastes is untrusted.
// Their messages are in the teacher's language (web/i18n/class.<lang>.mjs, part `code`), which
// loadClassText(lang) must have loaded.
import { cleanName } from './progress.mjs';
import { sha256Hex } from './progress-file.mjs';
import { classText } from '../i18n/class.mjs';
import { SKILLS } from './skills.mjs';

export const CODE_MARKER = 'QX';
export const CODE_VERSION = '3';
/** The versions read: 1 (no skills), 2 (no review stars) and 3. */
export const CODE_VERSIONS = ['1', '2', '3'];
const MAX_REVIEW = 99999;
const MAX_MISSES = 999;
const SKILL_PLACE = new Map(SKILLS.map((skill, n) => [skill.id, n]));
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VALUE = new Map([...ALPHABET].map((char, n) => [char, n]));
VALUE.set('O', 0).set('I', 1).set('L', 1);
const EPOCH = Date.UTC(2025, 0, 1);
const MINUTE = 60000;
const MAX_MADE = 2 ** 24 - 1;
const MAX_NAME = 40;
const CHECK_CHARS = 5;
const LENGTH_CHARS = 2;
/** The longest code read: what two length characters can say. */
export const MAX_CODE_CHARS = CODE_MARKER.length + 1 + LENGTH_CHARS + 1023;
const MAX_LIST = 500;
const MAX_STEPS = 500;
const ASSIGNMENT = /^[0-9A-HJKMNP-TV-Z]{4}$/;

/** A new assignment id: four random base-32 digits. */
export function newAssignmentId(random = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32) {
  return Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * 32)]).join('');
}

export const isAssignmentId = (id) => typeof id === 'string' && ASSIGNMENT.test(id);

/** The 15-bit hash of a list of lesson ids, in order. */
export function listHash(ids) {
  return Number.parseInt(sha256Hex(ids.join('\n')).slice(0, 4), 16) >>> 1;
}

// ---- bits ----------------------------------------------------------------------------------

class BitWriter {
  bits = [];
  put(value, width) {
    for (let n = width - 1; n >= 0; n--) this.bits.push(Math.floor(value / 2 ** n) % 2);
  }
  gamma(value) { // value ≥ 1
    const width = Math.floor(Math.log2(value)) + 1;
    this.put(0, width - 1);
    this.put(value, width);
  }
  text() {
    while (this.bits.length % 5) this.bits.push(0);
    let out = '';
    for (let n = 0; n < this.bits.length; n += 5) out += ALPHABET[this.bits.slice(n, n + 5).reduce((sum, bit) => sum * 2 + bit, 0)];
    return out;
  }
}

class BitReader {
  constructor(chars) {
    this.bits = [];
    for (const char of chars) for (let n = 4; n >= 0; n--) this.bits.push((VALUE.get(char) >> n) & 1);
    this.at = 0;
  }
  get(width) {
    if (this.at + width > this.bits.length) throw new RangeError('short');
    let value = 0;
    for (let n = 0; n < width; n++) value = value * 2 + this.bits[this.at++];
    return value;
  }
  gamma() {
    let zeros = 0;
    while (this.get(1) === 0) if (++zeros > 20) throw new RangeError('gamma');
    return 2 ** zeros + (zeros ? this.get(zeros) : 0);
  }
  /** Are the bits left only the padding (fewer than five zeros)? */
  ended() {
    return this.bits.length - this.at < 5 && this.bits.slice(this.at).every((bit) => bit === 0);
  }
}

const checkOf = (chars) => {
  const value = Number.parseInt(sha256Hex(chars).slice(0, 7), 16) >>> 3;
  const writer = new BitWriter();
  writer.put(value, 25);
  return writer.text();
};

// ---- writing -------------------------------------------------------------------------------

/**
 * The lessons of `list` ([{id, steps: [stepId]}]) as a code holds them, from a ProgressStore's
 * current child: lesson id → {done, stars, helped: [{position, answer}]}, lessons with a step done
 * only. A step's help is what its best try needed: the answer shown (hints), else a nudge.
 */
export function codeLessons(store, list) {
  const lessons = {};
  for (const { id, steps } of list) {
    let done = 0;
    let stars = 0;
    const helped = [];
    steps.forEach((stepId, position) => {
      const step = store.stepRecord(id, stepId);
      if (!step) return;
      done += 1;
      stars += step.stars;
      if (step.hints > 0) helped.push({ position, answer: true });
      else if (step.nudges > 0) helped.push({ position, answer: false });
    });
    if (done) lessons[id] = { done, stars, helped };
  }
  return lessons;
}

/**
 * The code (no spaces) of {name, made, assignment, lessonIds, lessons, skills}: `made` a Date,
 * `assignment` an assignment id or null, `lessonIds` the list the positions refer to, `lessons`
 * lesson id → {done, stars, helped: [{position, answer}]} (codeLessons), `skills` the misses per
 * skill over those lessons ({skill: misses}, missesBySkill; a skill not in the list is left out,
 * misses above 999 written as 999), `review` the review stars (0 to 99999; null or left out: 0). Throws a TypeError for a value the code cannot hold (a
 * programmer's error).
 */
export function makeProgressCode({ name, made = new Date(), assignment = null, lessonIds, lessons, skills = {}, review = null }) {
  const clean = cleanName(name);
  if (!clean || clean !== name || [...clean].length > MAX_NAME) throw new TypeError('makeProgressCode: the name cannot be written');
  const minutes = Math.floor((made.getTime() - EPOCH) / MINUTE);
  if (!(minutes >= 0 && minutes <= MAX_MADE)) throw new TypeError('makeProgressCode: the date cannot be written');
  if (assignment !== null && !isAssignmentId(assignment)) throw new TypeError('makeProgressCode: the assignment cannot be written');
  if (!Array.isArray(lessonIds) || lessonIds.length > MAX_LIST) throw new TypeError('makeProgressCode: the lesson list cannot be written');
  const body = new BitWriter();
  body.put(minutes, 24);
  const chars = [...clean];
  body.put(chars.length, 6);
  for (const char of chars) {
    const point = char.codePointAt(0);
    if (point >= 0x4e00 && point < 0x4e00 + 2 ** 15) {
      body.put(0, 1);
      body.put(point - 0x4e00, 15);
    } else if (point >= 0x20 && point < 0x7f) {
      body.put(2, 2);
      body.put(point, 7);
    } else {
      body.put(3, 2);
      body.put(point, 21);
    }
  }
  body.put(assignment ? 1 : 0, 1);
  if (assignment) for (const char of assignment) body.put(VALUE.get(char), 5);
  body.put(listHash(lessonIds), 15);
  body.gamma(lessonIds.length + 1);
  for (const id of lessonIds) body.put(lessons[id] ? 1 : 0, 1);
  for (const id of lessonIds) {
    const lesson = lessons[id];
    if (!lesson) continue;
    const { done, stars, helped = [] } = lesson;
    if (!(Number.isInteger(done) && done >= 1 && done <= MAX_STEPS && Number.isInteger(stars) && stars >= done && stars <= 3 * done)) {
      throw new TypeError(`makeProgressCode: the lesson ${id} cannot be written`);
    }
    body.gamma(done);
    body.gamma(3 * done - stars + 1);
    body.gamma(helped.length + 1);
    let next = 0;
    for (const { position, answer } of helped) {
      if (!(Number.isInteger(position) && position >= next && position < MAX_STEPS)) throw new TypeError(`makeProgressCode: the help in ${id} cannot be written`);
      body.gamma(position - next + 1);
      body.put(answer ? 1 : 0, 1);
      next = position + 1;
    }
  }
  const missed = Object.entries(skills ?? {}).filter(([id, misses]) => SKILL_PLACE.has(id) && Number.isInteger(misses) && misses > 0)
    .map(([id, misses]) => [SKILL_PLACE.get(id), Math.min(MAX_MISSES, misses)]).sort((a, b) => a[0] - b[0]);
  body.gamma(missed.length + 1);
  let place = 0;
  for (const [at, misses] of missed) {
    body.gamma(at - place + 1);
    body.gamma(misses);
    place = at + 1;
  }
  if (!(review === null || (Number.isInteger(review) && review >= 0 && review <= MAX_REVIEW))) throw new TypeError('makeProgressCode: the review stars cannot be written');
  body.gamma((review ?? 0) + 1);
  const text = body.text();
  const length = new BitWriter();
  length.put(text.length + CHECK_CHARS, 10);
  if (text.length + CHECK_CHARS > 1023) throw new TypeError('makeProgressCode: too much for one code');
  const head = `${CODE_MARKER}${CODE_VERSION}${length.text()}${text}`;
  return head + checkOf(head);
}

/** A code written for reading aloud or copying by hand: groups of four. */
export const spacedCode = (code) => code.replace(/(.{4})(?=.)/g, '$1 ');

// ---- reading -------------------------------------------------------------------------------

function refuse(code, lang, params = {}) {
  return { ok: false, error: { code, message: classText(lang, `code.${code}`, params), ...params } };
}

/** What a chat or a keyboard may have made of the code's characters: full-width forms, zero-width
 *  spaces, lower case. */
const normalise = (text) => text.normalize('NFKC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '').toUpperCase();
const SPACE = /\s/;

/** The body's content (of a code of `version`), or throws. */
function readBody(chars, version) {
  const bits = new BitReader(chars);
  const made = new Date(EPOCH + bits.get(24) * MINUTE).toISOString();
  const nameLength = bits.get(6);
  if (nameLength < 1 || nameLength > MAX_NAME) throw new RangeError('name');
  let name = '';
  for (let n = 0; n < nameLength; n++) {
    if (bits.get(1) === 0) name += String.fromCodePoint(0x4e00 + bits.get(15));
    else if (bits.get(1) === 0) name += String.fromCodePoint(bits.get(7));
    else {
      const point = bits.get(21);
      if (point > 0x10ffff) throw new RangeError('name');
      name += String.fromCodePoint(point);
    }
  }
  if (cleanName(name) !== name) throw new RangeError('name');
  let assignment = null;
  if (bits.get(1)) assignment = Array.from({ length: 4 }, () => ALPHABET[bits.get(5)]).join('');
  const hash = bits.get(15);
  const count = bits.gamma() - 1;
  if (count > MAX_LIST) throw new RangeError('list');
  const present = Array.from({ length: count }, () => bits.get(1) === 1);
  const lessons = [];
  present.forEach((yes, position) => {
    if (!yes) return;
    const done = bits.gamma();
    const missing = bits.gamma() - 1;
    const helpedCount = bits.gamma() - 1;
    if (done > MAX_STEPS || missing > 2 * done || helpedCount > done) throw new RangeError('lesson');
    const helped = [];
    let next = 0;
    for (let n = 0; n < helpedCount; n++) {
      const step = next + bits.gamma() - 1;
      if (step >= MAX_STEPS) throw new RangeError('help');
      helped.push({ position: step, answer: bits.get(1) === 1 });
      next = step + 1;
    }
    lessons.push({
      position, done, stars: 3 * done - missing, helped,
      hints: helped.filter((help) => help.answer).length, nudges: helped.filter((help) => !help.answer).length,
    });
  });
  let skills = null;
  if (version !== '1') {
    skills = {};
    const missed = bits.gamma() - 1;
    if (missed > MAX_LIST) throw new RangeError('skills');
    let place = 0;
    for (let n = 0; n < missed; n++) {
      const at = place + bits.gamma() - 1;
      const misses = bits.gamma();
      if (at >= MAX_LIST || misses > MAX_MISSES) throw new RangeError('skills');
      // a skill of a later list than this page's is kept under its place
      skills[SKILLS[at]?.id ?? `#${at + 1}`] = misses;
      place = at + 1;
    }
  }
  let review = null;
  if (version !== '1' && version !== '2') {
    review = bits.gamma() - 1;
    if (review > MAX_REVIEW) throw new RangeError('review');
  }
  if (!bits.ended()) throw new RangeError('padding');
  return { name, made, assignment, listHash: hash, listLength: count, lessons, skills, review };
}

/**
 * Reads the code that starts at `from` in normalised text (at its marker). → {end, result}, the
 * result as parseProgressCode's, or null where this is no code after all.
 */
function readAt(text, from, lang) {
  const chars = [];
  let at = from;
  let wanted = CODE_MARKER.length + 1 + LENGTH_CHARS;
  while (chars.length < wanted && at < text.length) {
    const char = text[at];
    if (SPACE.test(char)) { at += 1; continue; }
    if (chars.length < CODE_MARKER.length ? char !== CODE_MARKER[chars.length] : !VALUE.has(char)) break;
    chars.push(char);
    at += 1;
    if (chars.length === CODE_MARKER.length + 1 + LENGTH_CHARS) {
      if (!CODE_VERSIONS.includes(chars[CODE_MARKER.length])) {
        return VALUE.has(chars[CODE_MARKER.length]) ? { end: at, result: refuse('VERSION', lang, { version: chars[CODE_MARKER.length] }) } : null;
      }
      const length = VALUE.get(chars[3]) * 32 + VALUE.get(chars[4]);
      if (length < CHECK_CHARS + 12) return null; // shorter than any code: chat text that starts like one
      wanted += length;
    }
  }
  if (chars.length < CODE_MARKER.length + 1 + LENGTH_CHARS) return null;
  // every character as the code's own: O, I, L read as 0, 1, 1
  const canonical = chars.map((char) => ALPHABET[VALUE.get(char)]).join('');
  if (chars.length < wanted) return { end: at, result: refuse('TRUNCATED', lang, { missing: wanted - chars.length }) };
  const head = canonical.slice(0, -CHECK_CHARS);
  if (checkOf(head) !== canonical.slice(-CHECK_CHARS)) return { end: at, result: refuse('CHECKSUM', lang) };
  try {
    return { end: at, result: { ok: true, value: { code: canonical, ...readBody(head.slice(CODE_MARKER.length + 1 + LENGTH_CHARS), canonical[CODE_MARKER.length]) } } };
  } catch {
    return { end: at, result: refuse('BAD_CONTENT', lang) };
  }
}

/**
 * Reads one code from `text` (the code alone, or with white space inside). → {ok: true, value:
 * {code, name, made (ISO), assignment (id or null), listHash, listLength, lessons: [{position,
 * done, stars, hints, nudges, helped: [{position, answer}]}], skills: {skill: misses} (null for a
 * version 1 code), review: the review stars (null for a code of version 1 or 2)}} or {ok: false, error: {code,
 * message}}. Codes: NOT_CODE, TRUNCATED, CHECKSUM, VERSION, BAD_CONTENT. Never throws.
 */
export function parseProgressCode(text, lang) {
  try {
    if (typeof text !== 'string') return refuse('NOT_CODE', lang);
    const clean = normalise(text.slice(0, MAX_CODE_CHARS * 3)).trim();
    if (!/^Q\s*X/.test(clean)) return refuse('NOT_CODE', lang);
    const read = readAt(clean, 0, lang);
    if (!read) return refuse('NOT_CODE', lang);
    if (read.result.ok && clean.slice(read.end).trim()) return refuse('CHECKSUM', lang); // more than the code: an added character
    return read.result;
  } catch {
    return refuse('NOT_CODE', lang);
  }
}

// A run of code characters this long, with no marker before it, is taken for a code whose start
// was lost, and said so; shorter runs are ordinary chat.
const LOOSE_RUN = /[0-9A-HJKMNP-TV-Z]{16,}/g;

/**
 * Every code in a pasted text (a chat message, a WeChat 接龙 list of lines with names and
 * numbers): [{ok, value | error, from, to}] in the order they come, `from`/`to` offsets in the
 * text as normalised (NFKC, upper case); the text around them is ignored. Never throws.
 */
export function findProgressCodes(text, lang) {
  const found = [];
  try {
    if (typeof text !== 'string') return found;
    const clean = normalise(text.slice(0, 200000));
    const marker = /Q\s*X/g;
    const spans = [];
    for (let match = marker.exec(clean); match; match = marker.exec(clean)) {
      const read = readAt(clean, match.index, lang);
      if (!read) continue;
      found.push({ ...read.result, from: match.index, to: read.end });
      spans.push([match.index, read.end]);
      marker.lastIndex = Math.max(read.end, match.index + 1);
    }
    for (const run of clean.matchAll(LOOSE_RUN)) {
      const start = run.index;
      const end = start + run[0].length;
      if (spans.some(([a, b]) => start < b && end > a)) continue;
      found.push({ ...refuse('NO_START', lang), from: start, to: end });
    }
    found.sort((a, b) => a.from - b.from);
  } catch { /* what was found so far */ }
  return found;
}

/**
 * A read code's lessons against `list` ([{id, steps: [stepId]}], the list the code was made for):
 * {ok: true, lessons: lesson id → {done, stars, hints, nudges, helpedSteps: [stepId], answerSteps:
 * [stepId]}} or {ok: false, error} (LIST: made for another list of lessons).
 */
export function resolveCodeLessons(value, list, lang) {
  if (value.listHash !== listHash(list.map((entry) => entry.id)) || value.listLength !== list.length) return refuse('LIST', lang);
  const lessons = {};
  for (const lesson of value.lessons) {
    const entry = list[lesson.position];
    const stepAt = (position) => entry.steps?.[position] ?? `#${position + 1}`;
    lessons[entry.id] = {
      done: lesson.done, stars: lesson.stars, hints: lesson.hints, nudges: lesson.nudges,
      helpedSteps: lesson.helped.map((help) => stepAt(help.position)),
      answerSteps: lesson.helped.filter((help) => help.answer).map((help) => stepAt(help.position)),
    };
  }
  return { ok: true, lessons };
}
