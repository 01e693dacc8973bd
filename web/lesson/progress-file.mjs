// The class progress file: what a child's device exports (web/site/progress-export.mjs) and the
// teacher's /class/ page reads (web/site/class/class.mjs). One JSON object, version 2:
//
//   {
//     "format": "chess-lessons-progress",
//     "version": 2,
//     "name": "小明",                          the learner's name (cleanName, 1 to 40 characters)
//     "device": "3f9a0c41d2b7e856",            16 lower-case hex digits, random, made once per device
//     "exported": "2026-05-01T08:30:00.000Z",  when it was made (ISO 8601, UTC)
//     "lessons": {"rook": {"first-star": {"stars": 3, "hints": 0, "nudges": 1, "mistakes": 0}}},
//                                              lesson id → step id → the step's best try: stars (1
//                                              to 3), answers shown, nudges, wrong moves (counts;
//                                              a count not known, as after version 1, is left out)
//     "skills": {"mate-in-one": 3},            optional: misses per skill (web/lesson/skills.mjs;
//                                              missesBySkill in progress.mjs): the mistakes and
//                                              answers shown of the steps' best tries, 1 to 999,
//                                              the skills with a miss only; {} for none. A file
//                                              without it (made before it was written) says nothing
//                                              of skills (null when read).
//     "review": 12,                            optional: the stars of the daily reviews (每日复习)
//                                              of the days the device keeps (the last 60;
//                                              review-store.mjs reviewStars), 0 to 99999; a
//                                              file without it says nothing of reviews (null)
//     "checksum": "sha256:…"                   SHA-256 of the canonical text of everything else
//   }
//
// Version 1 is the same but for a step, which is its stars alone ("first-star": 3); it is still
// read (tests/js/progress-versions.test.mjs keeps one), its counts not known (null).
//
// The canonical text is the object without "checksum" written with JSON.stringify, its keys sorted
// at every level and no white space, so re-indenting the file changes nothing. The checksum
// catches a damaged or hand-edited file; it is no signature, and anyone may write a valid file.
//
// parseProgressFile never throws: every file the teacher opens is untrusted. The error messages
// are in the teacher's language, from web/i18n/class.<lang>.mjs, which loadClassText(lang) must
// have loaded.
import { cleanName } from './progress.mjs';
import { classText } from '../i18n/class.mjs';
import { moveStepMap } from './course-moves.mjs';

export const FORMAT = 'chess-lessons-progress';
export const FILE_VERSION = 2;
/** The versions read: 1 (stars only) and 2. */
export const FILE_VERSIONS = [1, 2];
/** The longest file read, in KB and in UTF-16 code units (a whole course is under 20 000). */
export const MAX_FILE_KB = 256;
export const MAX_FILE_LENGTH = MAX_FILE_KB * 1024;
const MAX_NAME = 40;
const MAX_LESSONS = 500;
const MAX_STEPS = 500;
// Lesson and step ids as the lesson files write them (web/lesson/format.mjs).
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID = 64;
const DEVICE = /^[0-9a-f]{16}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const KEYS = ['format', 'version', 'name', 'device', 'exported', 'lessons', 'skills', 'review', 'checksum'];
const MAX_REVIEW = 99999;
const isReview = (value) => value === undefined || (Number.isInteger(value) && value >= 0 && value <= MAX_REVIEW);
// A skill as the file names it: an id of the lessons' form, so that a skill added later is read too.
const MAX_SKILLS = 200;
const MAX_MISSES = 999;
// The format's objects nest four deep (file → lessons → lesson → step); anything deeper is not ours.
const MAX_DEPTH = 4;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

// ---- SHA-256 (FIPS 180-4), synchronous so that an export stays inside the click that asked for
// it (a share sheet opens only from a user gesture) ----------------------------------------------

function firstPrimes(count) {
  const primes = [];
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
}
// The standard's constants are the first 32 bits of the fractional parts of the square roots (H0)
// and cube roots (K) of the first primes; doubles hold enough bits to compute them exactly.
const fraction32 = (x) => Math.floor((x - Math.floor(x)) * 2 ** 32) >>> 0;
const K = Uint32Array.from(firstPrimes(64), (p) => fraction32(Math.cbrt(p)));
const H0 = Uint32Array.from(firstPrimes(8), (p) => fraction32(Math.sqrt(p)));
const rotr = (x, n) => (x >>> n) | (x << (32 - n));

/** The SHA-256 digest of a string's UTF-8 bytes, as 64 lower-case hex digits. */
export function sha256Hex(text) {
  const bytes = new TextEncoder().encode(text);
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, k] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      k = g; g = f; f = e; e = (d + t1) >>> 0;
      d = c; c = b; b = a; a = (t1 + t2) >>> 0;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += k;
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('');
}

/** The text the checksum covers: JSON with sorted keys, or null for a value nested too deep. */
function canonical(value, depth = 0) {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value) || isObject(value)) {
    const parts = [];
    const keys = Array.isArray(value) ? null : Object.keys(value).sort();
    for (const key of keys ?? value.keys()) {
      const inner = canonical(value[key], depth + 1);
      if (inner === null) return null;
      parts.push(keys ? `${JSON.stringify(key)}:${inner}` : inner);
    }
    return keys ? `{${parts.join(',')}}` : `[${parts.join(',')}]`;
  }
  return JSON.stringify(value);
}

function checksumOf(file) {
  const { checksum, ...rest } = file;
  const text = canonical(rest);
  return text === null ? null : `sha256:${sha256Hex(text)}`;
}

const validId = (id) => id.length <= MAX_ID && ID.test(id);

const COUNTS = ['hints', 'nudges', 'mistakes'];
const MAX_COUNT = 999;
const isCount = (value) => Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
const isStars = (value) => Number.isInteger(value) && value >= 1 && value <= 3;

/** A step of `version`'s shape as {stars, hints, nudges, mistakes} (null for a count not known),
 *  or null. */
function cleanStep(step, version) {
  if (version === 1) return isStars(step) ? { stars: step, hints: null, nudges: null, mistakes: null } : null;
  if (!isObject(step) || !isStars(step.stars) || Object.keys(step).some((key) => key !== 'stars' && !COUNTS.includes(key))) return null;
  const out = { stars: step.stars };
  for (const key of COUNTS) {
    if (step[key] !== undefined && !isCount(step[key])) return null;
    out[key] = step[key] ?? null;
  }
  return out;
}

/** A lesson map of `version`'s shape, copied into objects with no prototype, each step
 *  {stars, hints, nudges, mistakes}, or null. */
function cleanLessons(lessons, version = FILE_VERSION) {
  if (!isObject(lessons)) return null;
  const lessonIds = Object.keys(lessons);
  if (lessonIds.length > MAX_LESSONS) return null;
  const out = Object.create(null);
  for (const lessonId of lessonIds) {
    const steps = lessons[lessonId];
    if (!validId(lessonId) || !isObject(steps)) return null;
    const stepIds = Object.keys(steps);
    if (stepIds.length > MAX_STEPS) return null;
    const copy = Object.create(null);
    for (const stepId of stepIds) {
      const step = validId(stepId) ? cleanStep(steps[stepId], version) : null;
      if (!step) return null;
      copy[stepId] = step;
    }
    out[lessonId] = copy;
  }
  return out;
}

/** The misses per skill of a file (absent: null), copied into an object with no prototype, or
 *  undefined where they are not of the format's shape. */
function cleanSkills(skills) {
  if (skills === undefined) return null;
  if (!isObject(skills)) return undefined;
  const ids = Object.keys(skills);
  if (ids.length > MAX_SKILLS) return undefined;
  const out = Object.create(null);
  for (const id of ids) {
    const misses = skills[id];
    if (!validId(id) || !Number.isInteger(misses) || misses < 1 || misses > MAX_MISSES) return undefined;
    out[id] = misses;
  }
  return out;
}

/** Which field of a checked file is wrong, or null if none is. */
function wrongField(file) {
  if (Object.keys(file).some((key) => !KEYS.includes(key))) return 'keys';
  if (typeof file.name !== 'string' || file.name === '' || file.name.length > MAX_NAME || cleanName(file.name) !== file.name) return 'name';
  if (typeof file.device !== 'string' || !DEVICE.test(file.device)) return 'device';
  if (typeof file.exported !== 'string' || !ISO_DATE.test(file.exported) || !Number.isFinite(Date.parse(file.exported))) return 'exported';
  if (cleanLessons(file.lessons, file.version) === null) return 'lessons';
  if (cleanSkills(file.skills) === undefined) return 'skills';
  if (!isReview(file.review)) return 'review';
  return null;
}

/** A step as version 2 writes it: its stars, and the counts that are known. */
function writtenStep(step) {
  if (!isObject(step)) return step; // a bare number of stars
  // every key but a count not known is written, and checked with the rest
  return Object.fromEntries(Object.entries(step).filter(([key, value]) => !(COUNTS.includes(key) && (value === null || value === undefined))));
}

/**
 * The text of a progress file (version 2). `progress` is {name, device, exported, lessons}:
 * `exported` a Date or an ISO string, `lessons` lesson id → step id → {stars, hints, nudges,
 * mistakes} (a count null or left out where not known) or the stars alone; `skills` (optional)
 * the misses per skill (missesBySkill), written when given; `review` (optional) the review stars
 * (ReviewStore reviewStars), written when given. Throws a TypeError for
 * a value the format cannot hold (a programmer's error: the export passes only what it checked).
 */
export function makeProgressFile({ name, device, exported, lessons, skills, review }) {
  const steps = isObject(lessons) ? Object.fromEntries(Object.entries(lessons).map(([lessonId, lesson]) =>
    [lessonId, isObject(lesson) ? Object.fromEntries(Object.entries(lesson).map(([stepId, step]) => [stepId, writtenStep(Number.isInteger(step) ? { stars: step } : step)])) : lesson])) : lessons;
  const file = {
    format: FORMAT,
    version: FILE_VERSION,
    name,
    device,
    exported: exported instanceof Date && Number.isFinite(exported.getTime()) ? exported.toISOString() : exported,
    lessons: steps,
  };
  if (skills !== undefined && skills !== null) file.skills = skills;
  if (review !== undefined && review !== null) file.review = review;
  const wrong = wrongField(file);
  if (wrong) throw new TypeError(`makeProgressFile: the ${wrong} cannot be written`);
  file.checksum = checksumOf(file);
  return `${JSON.stringify(file, null, 2)}\n`;
}

function refuse(code, lang, params = {}) {
  const message = classText(lang, `file.${code}`, params);
  return { ok: false, error: { code, message, ...params } };
}

/**
 * Reads a progress file's text, of any version of FILE_VERSIONS. → {ok: true, value: {name,
 * device, exported, version, lessons}} (exported an ISO string; lessons and each lesson objects
 * with no prototype, each step {stars, hints, nudges, mistakes}, a count null where the file does
 * not say; a step that moved to another lesson since, web/lesson/course-moves.mjs, in its new
 * lesson; skills: the misses per skill, an object with no prototype, or null for a file that
 * does not say; review: the review stars, or null for a file that does not say), or {ok: false, error: {code,
 * message}}, the message a sentence in `lang`. Codes: NOT_TEXT, TOO_LARGE, NOT_JSON (truncated or
 * damaged), NOT_PROGRESS (JSON, but no progress file), VERSION (another format version, in
 * error.version), CHECKSUM (changed or damaged since it was made), BAD_CONTENT (the checksum is
 * right but a field is not, in error.field). Never throws.
 */
export function parseProgressFile(text, lang) {
  try {
    if (typeof text !== 'string') return refuse('NOT_TEXT', lang);
    if (text.length > MAX_FILE_LENGTH) return refuse('TOO_LARGE', lang, { limit: MAX_FILE_KB });
    let file;
    try {
      file = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return refuse('NOT_JSON', lang);
    }
    if (!isObject(file) || file.format !== FORMAT) return refuse('NOT_PROGRESS', lang);
    if (!FILE_VERSIONS.includes(file.version)) return refuse('VERSION', lang, { version: String(canonical(file.version) ?? '?').slice(0, 20) });
    const expected = checksumOf(file);
    if (expected === null) return refuse('BAD_CONTENT', lang, { field: 'lessons', fieldName: classText(lang, 'field.lessons') });
    if (file.checksum !== expected) return refuse('CHECKSUM', lang);
    const field = wrongField(file);
    if (field) return refuse('BAD_CONTENT', lang, { field, fieldName: classText(lang, `field.${field}`) });
    return { ok: true, value: { name: file.name, device: file.device, exported: file.exported, version: file.version, lessons: moveStepMap(cleanLessons(file.lessons, file.version)), skills: cleanSkills(file.skills), review: file.review ?? null } };
  } catch {
    // Nothing above should throw; a file that finds a way is still only refused.
    return refuse('NOT_JSON', lang);
  }
}
