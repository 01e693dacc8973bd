// Saved progress: per child (a name on a shared classroom tablet, no accounts), per lesson id and
// step id, in one localStorage entry with a version number. Saved data that cannot be read (not
// JSON, a wrong shape, an unknown version) is never destroyed: it is copied aside under a backup
// key first, and the store starts afresh. A storage that throws (private mode, quota) falls back to
// memory, so the lesson keeps working.
//
// Version 2 (the one written):
//   {version: 2, child: 'default', lang: 'zh-Hans' | null,
//    children: {name: {
//      lessons: {lessonId: {steps: {stepId: {stars, at, hints, nudges, mistakes}}, last: stepId}},
//      assignments: {id: {title, week, lessons: [lessonId], at, arbiter?}}, arbiter?}}}
// A step keeps its best try: the most stars, and among tries of as many stars the one with the
// fewest answers shown (hints), then nudges, then mistakes. hints, nudges and mistakes are counts;
// a step saved by version 1 has none of them (null: not known). `assignments` are the teacher's
// assignments this child opened (a link from the class page): a child with one has a teacher.
// `arbiter` (a child's, or an assignment's) is true where the arbiter track is played.
// Version 1 ({stars, at} per step, no assignments) is read and turned into version 2 on load; the
// next save writes version 2 (tests/js/progress-versions.test.mjs keeps one of each).
// Steps that moved to another lesson (web/lesson/course-moves.mjs) are moved on load too.
// missesBySkill(store or child, course) sums what the steps' best tries missed (mistakes and
// answers shown) per skill (web/lesson/skills.mjs): the progress file and code carry it.
import { moveSavedLessons } from './course-moves.mjs';
import { SKILLS, isSkill } from './skills.mjs';

export const STORAGE_KEY = 'chess-lessons:progress';
export const BACKUP_PREFIX = 'chess-lessons:progress:backup:';
export const VERSION = 2;
/** Every version read: 1 (stars only) and 2. */
export const VERSIONS = [1, 2];
export const DEFAULT_CHILD = 'default';
const MAX_NAME = 40;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

const emptyChild = () => ({ lessons: {}, assignments: {} });

function emptyData() {
  return { version: VERSION, child: DEFAULT_CHILD, lang: null, children: { [DEFAULT_CHILD]: emptyChild() } };
}

const isCount = (value) => value === null || value === undefined || (Number.isInteger(value) && value >= 0);

/** Is this a store of a version read here (VERSIONS) whose every part has that version's shape? */
export function isValidData(data) {
  if (!isObject(data) || !VERSIONS.includes(data.version) || typeof data.child !== 'string' || !isObject(data.children)) return false;
  if (data.lang !== null && typeof data.lang !== 'string') return false;
  for (const child of Object.values(data.children)) {
    if (!isObject(child) || !isObject(child.lessons)) return false;
    if (data.version >= 2 && child.assignments !== undefined && !isObject(child.assignments)) return false;
    for (const lesson of Object.values(child.lessons)) {
      if (!isObject(lesson) || !isObject(lesson.steps)) return false;
      for (const step of Object.values(lesson.steps)) {
        if (!isObject(step) || !Number.isInteger(step.stars) || step.stars < 1 || step.stars > 3) return false;
        if (data.version >= 2 && !(isCount(step.hints) && isCount(step.nudges) && isCount(step.mistakes))) return false;
      }
    }
  }
  return true;
}

/** Valid data of any version read, as version 2 (a copy where it was older). */
function upgrade(data) {
  if (data.version === VERSION) {
    for (const child of Object.values(data.children)) if (!isObject(child.assignments)) child.assignments = {};
    return data;
  }
  // version 1: the same children, lessons and stars; what it did not record is not known (null)
  const children = {};
  for (const [name, child] of Object.entries(data.children)) {
    const lessons = {};
    for (const [lessonId, lesson] of Object.entries(child.lessons)) {
      const steps = {};
      for (const [stepId, step] of Object.entries(lesson.steps)) {
        steps[stepId] = { stars: step.stars, at: Number.isFinite(step.at) ? step.at : null, hints: null, nudges: null, mistakes: null };
      }
      lessons[lessonId] = { ...lesson, steps };
    }
    children[name] = { lessons, assignments: {} };
  }
  return { version: VERSION, child: data.child, lang: data.lang, children };
}

const count = (value) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Math.min(999, Math.round(Number(value))) : 0);

/** A step's result as recordStep takes it: a number of stars, or {stars, hints, nudges, mistakes}. */
export function stepResult(result) {
  const given = isObject(result) ? result : { stars: result };
  return {
    stars: Math.min(3, Math.max(1, Math.round(Number(given.stars) || 1))),
    hints: count(given.hints),
    nudges: count(given.nudges),
    mistakes: count(given.mistakes),
  };
}

/** Is try `a` better than the saved `b`? More stars; then fewer answers, nudges, mistakes (an
 *  unknown count, from version 1, is beaten by any known one of as many stars). */
function better(a, b) {
  if (!b) return true;
  if (a.stars !== b.stars) return a.stars > b.stars;
  for (const key of ['hints', 'nudges', 'mistakes']) {
    if (b[key] === null || b[key] === undefined) return true;
    if (a[key] !== b[key]) return a[key] < b[key];
  }
  return false;
}

/** A localStorage stand-in over `map` (key → text), string-only as localStorage is: where the
 *  browser keeps nothing (a private window), progress lives for the page's lifetime. */
export function memoryStorage(map = new Map()) {
  return {
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => { map.set(key, String(value)); },
    removeItem: (key) => { map.delete(key); },
    key: (n) => [...map.keys()][n] ?? null,
    get length() { return map.size; },
  };
}

function defaultStorage() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return memoryStorage();
    const probe = `${STORAGE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** Cleans a child's name typed on the site: trimmed, no control characters, at most 40 chars. */
export function cleanName(name) {
  if (typeof name !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME);
}

export class ProgressStore {
  constructor(storage = defaultStorage(), { now = () => Date.now() } = {}) {
    this.storage = storage;
    this.now = now;
    this.keptAside = null; // the backup key of unreadable data found at load, if any
    this.data = this.read();
  }

  read() {
    let raw = null;
    try {
      raw = this.storage.getItem(STORAGE_KEY);
    } catch {
      this.storage = memoryStorage();
      return emptyData();
    }
    if (raw === null) return emptyData();
    let data = null;
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
    if (isValidData(data)) {
      const read = upgrade(data);
      // steps that moved to another lesson since it was saved are found in their new lesson
      for (const child of Object.values(read.children)) moveSavedLessons(child.lessons, better);
      if (!read.children[read.child]) read.children[read.child] = emptyChild();
      return read;
    }
    this.keepAside(raw);
    return emptyData();
  }

  /** Copies unreadable saved data to a backup key (never overwriting an earlier backup). */
  keepAside(raw) {
    let key = `${BACKUP_PREFIX}${this.now()}`;
    try {
      // Two stores on one page (the site's and the widget's) read the same data: one copy will do.
      const copy = this.backups().find((existing) => this.storage.getItem(existing) === raw);
      if (copy) {
        this.keptAside = copy;
        return;
      }
      for (let n = 1; this.storage.getItem(key) !== null; n++) key = `${BACKUP_PREFIX}${this.now()}-${n}`;
      this.storage.setItem(key, raw);
      this.keptAside = key;
    } catch {
      this.keptAside = null; // no room to copy it: then leave it where it is and save nothing over it
      this.readOnly = true;
    }
  }

  /** The backup keys of data kept aside. */
  backups() {
    const keys = [];
    try {
      for (let n = 0; n < this.storage.length; n++) {
        const key = this.storage.key(n);
        if (key && key.startsWith(BACKUP_PREFIX)) keys.push(key);
      }
    } catch { /* nothing readable */ }
    return keys.sort();
  }

  save() {
    if (this.readOnly) return false;
    try {
      this.storage.setItem(STORAGE_KEY, JSON.stringify(this.data));
      return true;
    } catch {
      return false; // full or blocked: progress lives on in memory for this visit
    }
  }

  /** Reads the store again (another tab or page changed it). */
  reload() {
    this.data = this.read();
  }

  // ---- children --------------------------------------------------------------------------

  get child() { return this.data.child; }

  children() { return Object.keys(this.data.children); }

  /** Chooses (and creates, if new) the child whose progress is shown and saved. */
  setChild(name) {
    const clean = cleanName(name) || DEFAULT_CHILD;
    if (!this.data.children[clean]) this.data.children[clean] = emptyChild();
    this.data.child = clean;
    this.save();
    return clean;
  }

  /**
   * Gives the current child a name: the unnamed child's progress becomes `name`'s (joined, step by
   * step the better try kept, with what `name` had already), and `name` is chosen. The one name a
   * child has is the profile's: the class page, the codes and the certificate read it.
   */
  nameChild(name) {
    const clean = cleanName(name);
    if (!clean || clean === DEFAULT_CHILD) return this.child;
    const from = this.data.children[this.child];
    if (this.child !== DEFAULT_CHILD || clean === this.child) return this.setChild(clean);
    const to = this.data.children[clean] ?? (this.data.children[clean] = emptyChild());
    for (const [lessonId, lesson] of Object.entries(from?.lessons ?? {})) {
      const into = to.lessons[lessonId] ?? (to.lessons[lessonId] = { steps: {} });
      for (const [stepId, step] of Object.entries(lesson.steps)) if (better(step, into.steps[stepId])) into.steps[stepId] = step;
      into.last ??= lesson.last;
    }
    Object.assign(to.assignments, from?.assignments ?? {});
    if (from?.arbiter) to.arbiter = true;
    this.data.children[DEFAULT_CHILD] = emptyChild();
    this.data.child = clean;
    this.save();
    return clean;
  }

  // ---- a teacher's assignments -------------------------------------------------------------

  /** Keeps an assignment the current child opened: {id, title, week, lessons, arbiter}
   *  (arbiter: the teacher included the arbiter track's steps, web/lesson/tracks.mjs). */
  addAssignment({ id, title = '', week = '', lessons = [], arbiter = false }) {
    if (typeof id !== 'string' || !id) return;
    const child = this.data.children[this.child] ?? (this.data.children[this.child] = emptyChild());
    child.assignments ??= {};
    child.assignments[id] = { title: String(title).slice(0, 80), week: String(week).slice(0, 20), lessons: lessons.filter((l) => typeof l === 'string').slice(0, 100), at: this.now(), ...(arbiter ? { arbiter: true } : {}) };
    this.save();
  }

  // ---- the arbiter track (web/lesson/tracks.mjs) ---------------------------------------

  /** Has the current child chosen the arbiter track (every step of every lesson)? */
  get arbiter() { return this.data.children[this.child]?.arbiter === true; }

  setArbiter(on) {
    const child = this.data.children[this.child] ?? (this.data.children[this.child] = emptyChild());
    if (on) child.arbiter = true;
    else delete child.arbiter;
    this.save();
  }

  /** Does the current child play `lessonId` with its arbiter steps: chosen, or an assignment of
   *  theirs that holds the lesson includes them? */
  withArbiter(lessonId) {
    return this.arbiter || Object.values(this.assignments()).some((entry) => entry?.arbiter === true && Array.isArray(entry.lessons) && entry.lessons.includes(lessonId));
  }

  /** The current child's assignments, id → {title, week, lessons, at}. */
  assignments(child = this.child) {
    return this.data.children[child]?.assignments ?? {};
  }

  /** Has the current child a teacher (opened an assignment's link)? */
  hasTeacher(child = this.child) {
    return Object.keys(this.assignments(child)).length > 0;
  }

  // ---- language --------------------------------------------------------------------------

  get lang() { return this.data.lang; }

  setLang(lang) {
    this.data.lang = typeof lang === 'string' ? lang : null;
    this.save();
  }

  // ---- results ---------------------------------------------------------------------------

  lessonRecord(lessonId, child = this.child) {
    return this.data.children[child]?.lessons[lessonId] ?? null;
  }

  /** The stars a step earned (1–3), or 0 if it has not been solved. */
  stepStars(lessonId, stepId, child = this.child) {
    return this.lessonRecord(lessonId, child)?.steps[stepId]?.stars ?? 0;
  }

  /** A solved step's saved record {stars, at, hints, nudges, mistakes} (counts null where not
   *  known), or null. */
  stepRecord(lessonId, stepId, child = this.child) {
    return this.lessonRecord(lessonId, child)?.steps[stepId] ?? null;
  }

  /**
   * Records a solved step. `result` is its stars (1–3) or {stars, hints, nudges, mistakes}: hints
   * the answers shown, nudges the first, free hints, mistakes the wrong moves. The better try is
   * kept (more stars, then fewer hints, nudges, mistakes), never a worse one. → the best stars.
   */
  recordStep(lessonId, stepId, result) {
    const value = stepResult(result);
    const child = this.data.children[this.child] ?? (this.data.children[this.child] = emptyChild());
    const lesson = child.lessons[lessonId] ?? (child.lessons[lessonId] = { steps: {} });
    const before = lesson.steps[stepId];
    if (better(value, before)) lesson.steps[stepId] = { ...value, at: this.now() };
    lesson.last = stepId;
    this.save();
    return lesson.steps[stepId].stars;
  }

  /** {done, total, stars, maxStars, complete} for a lesson given its current step ids; steps that
   *  are no longer in the lesson do not count. */
  summary(lessonId, stepIds) {
    const steps = this.lessonRecord(lessonId)?.steps ?? {};
    let done = 0;
    let stars = 0;
    for (const id of stepIds) {
      if (steps[id]) {
        done += 1;
        stars += steps[id].stars;
      }
    }
    return { done, total: stepIds.length, stars, maxStars: stepIds.length * 3, complete: stepIds.length > 0 && done === stepIds.length };
  }

  /** The first step id not yet solved, else the first. */
  resumeStep(lessonId, stepIds) {
    const steps = this.lessonRecord(lessonId)?.steps ?? {};
    return stepIds.find((id) => !steps[id]) ?? stepIds[0];
  }

  /** Forgets the current child's progress (or one lesson of it); the assignments stay. */
  reset(lessonId = null) {
    const child = this.data.children[this.child];
    if (!child) return;
    if (lessonId) delete child.lessons[lessonId];
    else child.lessons = {};
    this.save();
  }
}

/**
 * How many of a lesson's three star glyphs are filled: its earned stars as a share of the most it
 * can give, rounded, and at least one once any step is solved (a started lesson shows that it
 * has begun).
 */
export function starGlyphs({ done, stars, maxStars }) {
  if (done === 0 || maxStars === 0) return 0;
  return Math.max(1, Math.min(3, Math.round((3 * stars) / maxStars)));
}

/**
 * The course as missesBySkill reads it, from lesson objects (each step's `skill`, null where it
 * has none): [{id, steps: [stepId], skills: [skill | null]}].
 */
export function courseSkills(lessons) {
  return lessons.map((lesson) => {
    const steps = Array.isArray(lesson?.steps) ? lesson.steps.filter(isObject) : [];
    return { id: lesson.id, steps: steps.map((step) => step.id), skills: steps.map((step) => (isSkill(step.skill) ? step.skill : null)) };
  });
}

/**
 * A child's misses per skill, what the class page and a review need: for each step of `course`
 * ([{id, steps: [stepId], skills: [skill | null]}], courseSkills or the course file's lessons)
 * that the child has done, its best try's mistakes and answers shown (hints) count as misses of
 * the step's skill. `childProgress` is a ProgressStore (its current child) or a child's record
 * as the store keeps it ({lessons: {lessonId: {steps: {stepId: {hints, mistakes}}}}}). A count
 * not known (a step saved by version 1) counts 0; a step of no skill counts nowhere. → {skill:
 * misses}, the skills with a miss only, in the order of SKILLS; each at most 999.
 */
export function missesBySkill(childProgress, course) {
  const stepOf = typeof childProgress?.stepRecord === 'function'
    ? (lessonId, stepId) => childProgress.stepRecord(lessonId, stepId)
    : (lessonId, stepId) => {
      const steps = childProgress?.lessons?.[lessonId]?.steps;
      return isObject(steps) && Object.hasOwn(steps, stepId) && isObject(steps[stepId]) ? steps[stepId] : null;
    };
  const misses = new Map();
  for (const lesson of Array.isArray(course) ? course : []) {
    const steps = Array.isArray(lesson?.steps) ? lesson.steps : [];
    const skills = Array.isArray(lesson?.skills) ? lesson.skills : [];
    steps.forEach((stepId, n) => {
      const skill = skills[n];
      if (!isSkill(skill)) return;
      const step = stepOf(lesson.id, stepId);
      if (!step) return;
      const missed = count(step.hints) + count(step.mistakes);
      if (missed) misses.set(skill, (misses.get(skill) ?? 0) + missed);
    });
  }
  return Object.fromEntries(SKILLS.filter(({ id }) => misses.has(id)).map(({ id }) => [id, Math.min(999, misses.get(id))]));
}
