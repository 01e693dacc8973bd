// What the teacher's class page keeps (web/site/class/), with no DOM: the progress files and the
// progress codes the children sent, the class's list of names, and the assignments. Kept in the
// teacher's browser (localStorage) as the texts the children sent, read again (and checked again)
// on every load:
//
//   {version: 2, files: [file text], codes: [code], roster: [name],
//    assignments: [{id, title, week, lessons: [lesson id], arbiter?: true, made: ISO date}]}
//    (arbiter: the lessons are played with their arbiter-track steps, web/lesson/tracks.mjs)
//
// Version 1 ({version: 1, files}) is still read. A child's codes are merged by date: for each
// assignment (or none) and name, the newest code stands; an older one, or the same one again,
// changes nothing. An assignment's link pasted with the codes (addPasted) adds that assignment, made on
// another device, under its own id.
import { cleanName } from '../../lesson/progress.mjs';
import { parseProgressFile } from '../../lesson/progress-file.mjs';
import { findProgressCodes, isAssignmentId, newAssignmentId, parseProgressCode, resolveCodeLessons } from '../../lesson/progress-code.mjs';
import { assignmentOf, assignmentSearch } from '../assignment-link.mjs';

// an assignment's link (做作业链接) in a pasted text: its query, as assignmentSearch writes it (every
// other character percent-encoded), up to the chat's next word
const ASSIGNMENT_LINK = /\?lessons=[\w%&=+.~*,-]+/g;

export const CLASS_KEY = 'chess-lessons:class';
export const CLASS_VERSION = 2;
const MAX_ROSTER = 200;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The names of a pasted or typed list: one a line, or separated by commas (also 、，；), each once. */
export function rosterNames(text) {
  const names = String(text ?? '').split(/[\n\r,，、;；\t]+/).map(cleanName).filter((name) => name && name !== 'default');
  return [...new Set(names)].slice(0, MAX_ROSTER);
}

export class ClassData {
  files = new Map(); // `${device}\n${name}` → {name, device, exported, lessons, text}
  codes = new Map(); // `${assignment ?? ''}\n${name}` → the newest code's value (parseProgressCode)
  roster = [];
  assignments = [];

  /** Reads what `storage` keeps; → how many of its files and codes could not be read. */
  restore(storage, lang) {
    let saved = null;
    try {
      saved = JSON.parse(storage.getItem(CLASS_KEY) ?? 'null');
    } catch {
      saved = null;
    }
    if (!isObject(saved) || ![1, 2].includes(saved.version)) return 0;
    let broken = 0;
    for (const text of Array.isArray(saved.files) ? saved.files : []) {
      const parsed = parseProgressFile(text, lang);
      if (parsed.ok) this.addFile(parsed.value, text);
      else broken += 1;
    }
    for (const code of Array.isArray(saved.codes) ? saved.codes : []) {
      const parsed = parseProgressCode(String(code), lang);
      if (parsed.ok) this.addCode(parsed.value);
      else broken += 1;
    }
    if (Array.isArray(saved.roster)) this.roster = rosterNames(saved.roster.join('\n'));
    if (Array.isArray(saved.assignments)) {
      this.assignments = saved.assignments.filter((a) => isObject(a) && isAssignmentId(a.id) && Array.isArray(a.lessons)).map((a) => ({
        id: a.id, title: cleanName(String(a.title ?? '')).slice(0, 80), week: cleanName(String(a.week ?? '')).slice(0, 20),
        lessons: a.lessons.filter((id) => typeof id === 'string').slice(0, 100), made: String(a.made ?? ''),
        ...(a.arbiter === true ? { arbiter: true } : {}),
      }));
    }
    return broken;
  }

  /** Writes it all to `storage`; false where the storage refuses. */
  save(storage) {
    try {
      storage.setItem(CLASS_KEY, JSON.stringify({
        version: CLASS_VERSION, files: [...this.files.values()].map((child) => child.text), codes: [...this.codes.values()].map((value) => value.code),
        roster: this.roster, assignments: this.assignments,
      }));
      return true;
    } catch {
      return false;
    }
  }

  /** Adds a child's progress file, or replaces an older one of the same child on the same device.
   *  → 'added' | 'updated' | 'same' | 'older'. */
  addFile(value, text) {
    const key = `${value.device}\n${value.name}`;
    const known = this.files.get(key);
    if (known) {
      if (known.exported === value.exported) return 'same';
      if (Date.parse(known.exported) > Date.parse(value.exported)) return 'older';
    }
    this.files.set(key, { ...value, text });
    return known ? 'updated' : 'added';
  }

  /** Adds a read code (parseProgressCode's value). → 'added' | 'updated' | 'same' | 'older'. */
  addCode(value) {
    const key = `${value.assignment ?? ''}\n${value.name}`;
    const known = this.codes.get(key);
    if (known) {
      if (known.code === value.code) return 'same';
      if (known.made > value.made) return 'older';
    }
    this.codes.set(key, value);
    return known ? 'updated' : 'added';
  }

  /**
   * Every code of a pasted text, added. → {counts: {added, updated, same}, problems: [{near,
   * message}], older: [name]}; `near` is the start of the refused text, for the teacher to find it.
   */
  addPasted(text, lang) {
    const counts = { added: 0, updated: 0, same: 0 };
    const problems = [];
    const older = [];
    const links = [];
    // an assignment's link pasted too (from the class chat): the assignment, kept with its id, so
    // that its codes are read against its lessons; its text is no code
    const pasted = String(text ?? '').replace(ASSIGNMENT_LINK, (query) => {
      const assignment = assignmentOf(query);
      if (assignment) links.push(this.addLinkAssignment(assignment));
      return ' '.repeat(query.length);
    });
    const clean = pasted.normalize('NFKC').toUpperCase();
    for (const found of findProgressCodes(pasted, lang)) {
      if (!found.ok) {
        const near = clean.slice(found.from, Math.min(found.to, found.from + 16)).replace(/\s+/g, ' ').trim();
        problems.push({ near: `${near}${found.to - found.from > 16 ? '…' : ''}`, message: found.error.message });
        continue;
      }
      const outcome = this.addCode(found.value);
      if (outcome === 'older') older.push(found.value.name);
      else counts[outcome] += 1;
    }
    return { counts, problems, older, links };
  }

  /** An assignment read from its link (assignmentOf), made on another device: kept under its own
   *  id unless known; its names become the class list where this device has none.
   *  → {title, added: whether it was new, names: how many names the class list took}. */
  addLinkAssignment({ id, title, week, lessons, arbiter, names }, made = new Date()) {
    const known = this.assignments.some((a) => a.id === id);
    if (!known) this.assignments.push({ id, title, week, lessons: lessons.slice(0, 100), made: made.toISOString(), ...(arbiter ? { arbiter: true } : {}) });
    const taken = this.roster.length ? 0 : this.setRoster(names.join('\n')).length;
    return { title, added: !known, names: taken };
  }

  // ---- the roster and the assignments -------------------------------------------------------

  setRoster(text) {
    this.roster = rosterNames(text);
    return this.roster;
  }

  /** A new assignment of `lessons` (ids in the course's order), with the arbiter track's steps
   *  where `arbiter`. */
  addAssignment({ title, week, lessons, arbiter = false }, made = new Date()) {
    let id = newAssignmentId();
    while (this.assignments.some((a) => a.id === id)) id = newAssignmentId();
    const assignment = { id, title: cleanName(title).slice(0, 80), week: cleanName(week).slice(0, 20), lessons: [...lessons], made: made.toISOString(), ...(arbiter ? { arbiter: true } : {}) };
    this.assignments.push(assignment);
    return assignment;
  }

  removeAssignment(id) {
    this.assignments = this.assignments.filter((a) => a.id !== id);
    for (const key of [...this.codes.keys()]) if (key.startsWith(`${id}\n`)) this.codes.delete(key);
  }

  /** The link that opens an assignment on a child's device: the course map of its lessons, its
   *  title and week, the roster's names. */
  assignmentLink(assignment, siteRoot) {
    return new URL(assignmentSearch({ ...assignment, names: this.roster }), new URL('./', siteRoot)).href;
  }

  /**
   * The children whose codes answer `assignment`, read against its lessons (`steps`: lesson id →
   * step ids): [{name, made, lessons: id → {done, stars, hints, nudges, helpedSteps, answerSteps},
   * error}] (error where the code was made for another list), and the roster's names with none.
   */
  handedIn(assignment, steps, lang) {
    const list = assignment.lessons.map((id) => ({ id, steps: steps.get(id) ?? [] }));
    const children = [];
    for (const value of this.codes.values()) {
      if (value.assignment !== assignment.id) continue;
      const resolved = resolveCodeLessons(value, list, lang);
      children.push({ name: value.name, made: value.made, lessons: resolved.ok ? resolved.lessons : {}, error: resolved.ok ? null : resolved.error.message });
    }
    const handed = new Set(children.map((child) => child.name));
    return { children, missing: this.roster.filter((name) => !handed.has(name)) };
  }

  /**
   * The code children of the whole class table, by name: per lesson the newest code that has it
   * (a code for the course, read against `course`, or for an assignment, against its lessons).
   * → [{name, made, lessons: id → {done, stars, hints, nudges}, review?: the daily review's stars,
   * away?: {stars, done}}], the codes that match neither (made for another course list) as problems
   * [{name, message}], and `away`, how many codes answer an assignment this device does not have
   * (made on another device): their child is in the list all the same, with the code's stars in
   * all as `away` where no other code of theirs says which lessons (the code holds its lessons'
   * places in the assignment's list, not their ids).
   */
  codeChildren(course, lang) {
    const steps = new Map(course.map((entry) => [entry.id, entry.steps]));
    const byName = new Map();
    const problems = [];
    let away = 0;
    const values = [...this.codes.values()].sort((a, b) => (a.made < b.made ? -1 : a.made > b.made ? 1 : 0));
    for (const value of values) {
      const assignment = value.assignment ? this.assignments.find((a) => a.id === value.assignment) : null;
      const list = value.assignment ? assignment?.lessons.map((id) => ({ id, steps: steps.get(id) ?? [] })) : course;
      const resolved = list ? resolveCodeLessons(value, list, lang) : null;
      if (!list) {
        away += 1;
        const child = byName.get(value.name) ?? { name: value.name, made: value.made, lessons: {} };
        child.made = value.made;
        child.away = { stars: value.lessons.reduce((sum, lesson) => sum + lesson.stars, 0), done: value.lessons.reduce((sum, lesson) => sum + lesson.done, 0) };
        if (Number.isInteger(value.review)) child.review = value.review;
        byName.set(value.name, child);
        continue;
      }
      if (!resolved?.ok) {
        if (!value.assignment || assignment) problems.push({ name: value.name, message: resolved?.error.message ?? '' });
        continue;
      }
      const child = byName.get(value.name) ?? { name: value.name, made: value.made, lessons: {} };
      child.made = value.made; // the newest, as they come in date order
      Object.assign(child.lessons, resolved.lessons); // a newer code's lesson over an older one's
      if (Number.isInteger(value.review)) child.review = value.review; // the newest code's that says (version 3)
      byName.set(value.name, child);
    }
    // a child whose lessons some code places: those, not an away code's stars in all as well
    for (const child of byName.values()) if (child.away && Object.keys(child.lessons).length) delete child.away;
    return { children: [...byName.values()], problems, away };
  }
}
