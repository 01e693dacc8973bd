// Saved progress: per child (a name on a shared classroom tablet, no accounts), per lesson id and
// step id, in one localStorage entry with a version number. Saved data that cannot be read (not
// JSON, a wrong shape, another version) is never destroyed: it is copied aside under a backup key
// first, and the store starts afresh. A storage that throws (private mode, quota) falls back to
// memory, so the lesson keeps working.
//
//   {version: 1, child: 'default', lang: 'zh-Hans' | null,
//    children: {name: {lessons: {lessonId: {steps: {stepId: {stars, at}}, last: stepId}}}}}

export const STORAGE_KEY = 'chess-lessons:progress';
export const BACKUP_PREFIX = 'chess-lessons:progress:backup:';
export const VERSION = 1;
export const DEFAULT_CHILD = 'default';
const MAX_NAME = 40;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function emptyData() {
  return { version: VERSION, child: DEFAULT_CHILD, lang: null, children: { [DEFAULT_CHILD]: { lessons: {} } } };
}

/** Is this a store of the current version whose every part has the expected shape? */
export function isValidData(data) {
  if (!isObject(data) || data.version !== VERSION || typeof data.child !== 'string' || !isObject(data.children)) return false;
  if (data.lang !== null && typeof data.lang !== 'string') return false;
  for (const child of Object.values(data.children)) {
    if (!isObject(child) || !isObject(child.lessons)) return false;
    for (const lesson of Object.values(child.lessons)) {
      if (!isObject(lesson) || !isObject(lesson.steps)) return false;
      for (const step of Object.values(lesson.steps)) {
        if (!isObject(step) || !Number.isInteger(step.stars) || step.stars < 1 || step.stars > 3) return false;
      }
    }
  }
  return true;
}

function memoryStorage() {
  const map = new Map();
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
      if (!data.children[data.child]) data.children[data.child] = { lessons: {} };
      return data;
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
    if (!this.data.children[clean]) this.data.children[clean] = { lessons: {} };
    this.data.child = clean;
    this.save();
    return clean;
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

  /** Records a solved step; a better score replaces a worse one, never the other way round. */
  recordStep(lessonId, stepId, stars) {
    const value = Math.min(3, Math.max(1, Math.round(Number(stars) || 1)));
    const child = this.data.children[this.child] ?? (this.data.children[this.child] = { lessons: {} });
    const lesson = child.lessons[lessonId] ?? (child.lessons[lessonId] = { steps: {} });
    const before = lesson.steps[stepId]?.stars ?? 0;
    if (value > before) lesson.steps[stepId] = { stars: value, at: this.now() };
    lesson.last = stepId;
    this.save();
    return Math.max(value, before);
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

  /** Forgets the current child's progress (or one lesson of it). */
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
