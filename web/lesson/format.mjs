// The lesson format check: is a lesson file (or lessons/index.json) written in the lesson format?
// Nothing about the chess in it (chess-checks.mjs asks the rules core that). The lesson page runs
// it on every lesson it opens, and the tests on every file, through the same two functions.
//
//   checkLessonFormat(lesson) → [{code, path, params, step}]
//   checkIndexFormat(index, {lessons?}) → [{code, path, params, step}]
//
// `path` is a JSON pointer into the file ('/steps/2/goal/moves/0'), `step` the id of the step it
// lies in (its number, '#3', when the id itself is wrong), or null. `code` and `params` are for
// web/i18n/lesson-problems.mjs, which words them in the reader's language.
//
// Most of the format is lessons/schema.json and lessons/index.schema.json, compiled at build time
// into format.gen.mjs (scripts/gen/lesson-format.mjs). What JSON Schema cannot say is checked here:
//   - no two steps of a lesson, choices of a quiz or lessons of the index share an id;
//   - a goal's par is at most the moves it allows (goal.in, goal.maxMoves);
//   - what each goal kind's module adds (goals/: a quiz's answer is one of its choices, a setup's
//     board has eight squares in every rank, a touch goal has touches or pieces to straighten);
//   - the index's lessons are in groups it names, and (given the files) each file holds its lesson.
//
// A text that lacks one or two of the three languages is a problem with `severity: 'warning'`: the
// runner shows it in another language (a quiet marker says so) and the checks still name it. A
// text with none of them is a problem like any other.
import { validateLessonFormat, validateIndexFormat, ERROR_CODES, GOAL_KINDS } from './format.gen.mjs';
import { goalKind } from './goals/index.mjs';

// The code of a keyword whose subschema names none.
const GENERAL_CODES = {
  type: 'WRONG_TYPE', required: 'MISSING_FIELD', additionalProperties: 'UNKNOWN_FIELD', enum: 'NOT_ONE_OF',
  const: 'NOT_ONE_OF', pattern: 'BAD_TEXT', minItems: 'TOO_FEW_ITEMS', minProperties: 'EMPTY_OBJECT',
  minimum: 'NUMBER_TOO_SMALL', maximum: 'NUMBER_TOO_BIG', uniqueItems: 'DUPLICATE_ITEM', propertyNames: 'BAD_KEY',
  not: 'NOT_ALLOWED', discriminator: 'UNKNOWN_GOAL_KIND',
};
// Keywords whose errors only sum up others ajv reports as well.
const SUMMARIES = new Set(['if', 'anyOf', 'oneOf', 'allOf']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at a JSON pointer, or undefined. */
function valueAt(data, pointer) {
  let value = data;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = value[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return value;
}

/** A value as a problem shows it: strings and numbers as they are, anything else as short JSON. */
function shown(value) {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

function paramsOf(error, data) {
  const { keyword, params } = error;
  const value = valueAt(data, error.instancePath);
  switch (keyword) {
    case 'required': return { field: params.missingProperty };
    case 'additionalProperties': return { field: params.additionalProperty };
    case 'propertyNames': return { key: params.propertyName };
    case 'type': return { expected: params.type, value: shown(value) };
    case 'enum': return { value: shown(value), allowed: params.allowedValues };
    case 'const': return { value: shown(value), allowed: [params.allowedValue] };
    case 'minItems': case 'minProperties': return { min: params.limit };
    case 'minimum': case 'maximum': return { limit: params.limit, value: shown(value) };
    case 'uniqueItems': return { value: shown(valueAt(data, `${error.instancePath}/${params.i}`)) };
    case 'discriminator': return { kind: shown(params.tagValue), allowed: GOAL_KINDS };
    default: return { value: shown(value) };
  }
}

/** ajv's errors as problems, each once. */
function problemsOf(errors, data) {
  const problems = [];
  const seen = new Set();
  // The errors of a key's own check (propertyNames) repeat the one propertyNames reports for it.
  const keyChecked = new Set((errors ?? []).filter((error) => error.keyword === 'propertyNames').map((error) => error.instancePath));
  for (const error of errors ?? []) {
    if (SUMMARIES.has(error.keyword) || error.propertyName !== undefined) continue;
    if (error.keyword !== 'propertyNames' && keyChecked.has(error.instancePath)) continue;
    // a goal without a kind is reported as a missing field
    if (error.keyword === 'discriminator' && error.params.error !== 'mapping') continue;
    const place = error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));
    const named = ERROR_CODES[place];
    const code = (typeof named === 'string' ? named : named?.[error.keyword]) ?? GENERAL_CODES[error.keyword] ?? 'BAD_FORMAT';
    const problem = { code, path: error.instancePath, params: paramsOf(error, data) };
    const key = JSON.stringify(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

/** The step a JSON pointer into a lesson lies in: its id, or '#n' when it has none fit to show. */
export function stepAt(lesson, path) {
  const match = /^\/steps\/(\d+)(?:\/|$)/.exec(path);
  if (!match) return null;
  const step = lesson?.steps?.[Number(match[1])];
  return isObject(step) && typeof step.id === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(step.id) ? step.id : `#${Number(match[1]) + 1}`;
}

/** The problems of ids used twice in `list` (items {id}), at `base`/n/id. */
function duplicateIds(list, base, code) {
  const problems = [];
  const seen = new Set();
  list.forEach((item, n) => {
    if (!isObject(item) || typeof item.id !== 'string') return;
    if (seen.has(item.id)) problems.push({ code, path: `${base}/${n}/id`, params: { id: item.id } });
    seen.add(item.id);
  });
  return problems;
}

/** The checks of one goal that JSON Schema cannot express: par within the moves the goal allows,
 *  and its kind's own (its module's `formatProblems`). */
function goalProblems(goal, path) {
  const kind = goalKind(goal);
  if (!kind) return [];
  const problems = [];
  const limit = kind.parLimit;
  if (limit && Number.isInteger(goal.par) && Number.isInteger(goal[limit]) && goal.par > goal[limit]) {
    problems.push({ code: 'PAR_ABOVE_ALLOWED', path: `${path}/par`, params: { par: goal.par, field: `goal.${limit}`, allowed: goal[limit] } });
  }
  problems.push(...(kind.formatProblems?.(goal, path, { duplicateIds, isObject }) ?? []));
  return problems;
}

const TEXT_LANGS = ['zh-Hans', 'zh-Hant', 'en'];

/** A missing language of a text that has another is a warning (the runner falls back). */
function withSeverity(problem, data) {
  if (problem.code !== 'TEXT_LANG_MISSING') return problem;
  const text = valueAt(data, problem.path);
  const hasOne = isObject(text) && TEXT_LANGS.some((lang) => typeof text[lang] === 'string' && /\S/.test(text[lang]));
  return hasOne ? { ...problem, severity: 'warning' } : problem;
}

/** Whether a problem stops a child (a warning does not). */
export const isBlocking = (problem) => problem.severity !== 'warning';

/** A lesson's format problems; [] when it is written in the format. */
export function checkLessonFormat(lesson) {
  validateLessonFormat(lesson);
  const problems = problemsOf(validateLessonFormat.errors, lesson).map((problem) => withSeverity(problem, lesson));
  if (isObject(lesson) && Array.isArray(lesson.steps)) {
    problems.push(...duplicateIds(lesson.steps, '/steps', 'DUPLICATE_STEP_ID'));
    lesson.steps.forEach((step, n) => { if (isObject(step)) problems.push(...goalProblems(step.goal, `/steps/${n}/goal`)); });
  }
  return problems.map((problem) => ({ ...problem, step: stepAt(lesson, problem.path) }));
}

/** The index's format problems. With `lessons` ({id: lesson}) also whether each of its files holds
 *  the lesson of its entry's id. `step` is the entry's lesson id. */
export function checkIndexFormat(index, { lessons = null } = {}) {
  validateIndexFormat(index);
  const problems = problemsOf(validateIndexFormat.errors, index);
  if (isObject(index) && Array.isArray(index.lessons)) {
    problems.push(...duplicateIds(index.lessons, '/lessons', 'DUPLICATE_LESSON_ID'));
    const groups = isObject(index.groups) ? index.groups : {};
    index.lessons.forEach((entry, n) => {
      if (!isObject(entry)) return;
      if (typeof entry.group === 'string' && !Object.hasOwn(groups, entry.group)) problems.push({ code: 'UNKNOWN_GROUP', path: `/lessons/${n}/group`, params: { group: entry.group, allowed: Object.keys(groups) } });
      if (lessons && Object.hasOwn(lessons, entry.id) && lessons[entry.id]?.id !== entry.id) {
        problems.push({ code: 'FILE_HOLDS_OTHER_LESSON', path: `/lessons/${n}/file`, params: { file: entry.file, id: shown(lessons[entry.id]?.id) } });
      }
    });
  }
  return problems.map((problem) => {
    const entry = /^\/lessons\/(\d+)/.exec(problem.path);
    const id = entry ? index.lessons[Number(entry[1])]?.id : null;
    return { ...problem, step: typeof id === 'string' ? id : entry ? `#${Number(entry[1]) + 1}` : null };
  });
}
