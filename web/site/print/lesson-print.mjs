// The worksheet page of the folder, lesson/print/, written in the browser from its address:
//   ?id=rook                       every step of a lesson of lessons/index.json (a teacher's own
//                                  lesson, added with no build, too); id may be given more than once
//   ?step=rook/first-star&step=…    chosen steps, each "<lesson id>/<step id>" (with or without ids)
//   ?skill=mate-in-one&piece=rook&count=12&seed=7[&side=white&difficulty=1]
//                                  exercises the core generates (rules.generate), the same for the
//                                  same address; the skills and pieces are the rules API's GENERATORS
//   nothing of these               the page where a teacher chooses them (picker.mjs)
// The worksheet is worksheet.mjs's, as scripts/build-print.mjs writes it for each course lesson.
// What stops it (an id the index does not list, an index or lesson file that cannot be read or is
// broken, a number out of range, an exercise the core cannot make) is said on the page in its
// language; nothing is thrown. Every address is relative to the page (document.baseURI), so the
// site works in any sub-folder.
import { loadDiagrams } from '../../board/api.mjs';
import { LANGS, fillTemplate } from '../../i18n/lang.mjs';
import { problemTexts, describeProblem } from '../../i18n/lesson-problems.mjs';
import { loadPrintText } from '../../i18n/print.mjs';
import { loadLessonFile } from '../../lesson/loader.mjs';
import { GENERATORS, loadChessRules } from '../../rules/index.mjs';
import { PRINTABLE_KINDS, kindName } from './generators.mjs';
import { MAX_GENERATED, MAX_SEED, generatedItems, lessonItems } from './items.mjs';
import { chosenLang, offerPrint, showLang } from './language.mjs';
import { Refusal, readIndex, showPicker } from './picker.mjs';
import { registerServiceWorker } from '../offline.mjs';
import { offerDiagramProjector } from '../projector-diagrams.mjs';
import { el } from '../../lesson/render.mjs';

const LESSONS = '../../lessons/';
const COURSE_MAP = '../../';

const element = (tag, className, text) => el(document, tag, className, text);

/** The page's message that the worksheet cannot be made, and why, in `lang`. */
async function showRefusal(refusal, lang, words, rules) {
  const box = element('section', 'pv-problem');
  box.setAttribute('role', 'alert');
  box.append(element('h1', '', words.cannotPrint), element('p', 'pv-problem-reason', fillTemplate(words[refusal.key], refusal.params)));
  if (refusal.problems) {
    // the problems in the lesson runner's words (the tables its error card uses)
    await problemTexts.load(lang).catch(() => problemTexts.load('en')).catch(() => null);
    const table = problemTexts.get(lang);
    await rules?.setLang(lang).catch(() => null);
    const errorMessage = (code) => {
      try {
        return rules.errorMessage(code);
      } catch {
        return code;
      }
    };
    const list = element('ul', 'pv-problem-list');
    for (const problem of refusal.problems) {
      const reason = table ? describeProblem(table, problem, { errorMessage: rules ? errorMessage : null }) : problem.code;
      const where = problem.file ? `${problem.file}: ` : ''; // a file of the site's own that could not load
      list.append(element('li', '', where + (problem.step ? fillTemplate(words.problemAt, { step: problem.step, reason }) : reason)));
    }
    box.append(list);
  }
  const back = element('p');
  const link = element('a', 'pv-back', words.backToCourse);
  link.href = COURSE_MAP;
  back.append(link);
  box.append(back);
  document.getElementById('pv-main').replaceChildren(box);
  document.title = words.cannotPrint;
  showLang(lang);
}

/** The worksheet of `items`, written over the page's body. `title` is {lang: text} or a function
 *  of a language's print words and the language; `meta` null or such a function. */
async function showWorksheet({ id, title, meta, items, back }, lang) {
  const [worksheet, draw, words] = await Promise.all([
    import('./worksheet.mjs'),
    loadDiagrams(),
    Promise.all(LANGS.map(async (each) => [each, await loadPrintText(each)])).then(Object.fromEntries),
  ]);
  const inEach = (make) => Object.fromEntries(LANGS.map((each) => [each, make(words[each], each)]));
  const titles = typeof title === 'function' ? inEach(title) : title;
  const writer = worksheet.worksheetWriter(draw);
  const descriptions = await writer.describeItems(items);
  const langHref = (each) => {
    const search = new URLSearchParams(location.search);
    search.set('lang', each);
    return `?${search}`;
  };
  const body = writer.bodyHtml({ id, title: titles, meta: meta ? inEach(meta) : null, items, descriptions, words, back, langHref });
  const root = document.documentElement;
  for (const [each, text] of Object.entries(worksheet.worksheetTitles({ title: titles, words }))) root.setAttribute(`data-title-${each.toLowerCase()}`, text);
  // The writer escapes every word of the lesson; parsed apart from the page, then moved in.
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  showLang(lang);
  offerPrint();
  offerDiagramProjector(); // its diagrams one at a time, for a class
}

/** The lessons the address names (?id= and the lessons of ?step=), loaded and checked as the
 *  lesson runner loads them: {lessons: [{entry, lesson}], rules}, or throws a Refusal. */
async function loadChosen(ids, steps) {
  const index = await readIndex();
  const wanted = [...new Set([...ids, ...steps.map((step) => step.split('/')[0])])];
  const lessons = [];
  let rules = null;
  for (const id of wanted) {
    const entry = index.find((each) => each?.id === id);
    if (!entry) throw new Refusal('unknownId', { id });
    if (typeof entry.file !== 'string' || !entry.file) throw new Refusal('entryNoFile', { id });
    const loaded = await loadLessonFile(entry.file, { baseURI: new URL(LESSONS, document.baseURI).href, origin: location.origin });
    rules = loaded.rules ?? rules;
    if (!loaded.ok) throw new Refusal('lessonProblems', { file: `lessons/${entry.file}` }, loaded.problems, rules);
    lessons.push({ entry, lesson: loaded.lesson });
  }
  return { lessons, rules };
}

const textIn = (texts, lang) => texts?.[lang] ?? texts?.en ?? texts?.['zh-Hans'] ?? '';

/** The worksheet of chosen lessons and steps. */
async function lessonWorksheet(params, lang) {
  const ids = params.getAll('id').flatMap((each) => each.split(',')).filter(Boolean);
  const steps = params.getAll('step').flatMap((each) => each.split(',')).filter(Boolean);
  const { lessons, rules } = await loadChosen(ids, steps);
  const wholeLessons = new Set(ids);
  const chosen = new Set(steps);
  for (const { entry, lesson } of lessons) if (wholeLessons.has(entry.id)) for (const step of lesson.steps) chosen.add(`${entry.id}/${step.id}`);
  const unknown = steps.find((each) => !lessons.some(({ entry, lesson }) => lesson.steps.some((step) => `${entry.id}/${step.id}` === each)));
  if (unknown) throw new Refusal('unknownStep', { step: unknown });
  let items;
  try {
    items = lessonItems(rules, lessons, chosen);
  } catch (error) {
    throw new Refusal('failed', { detail: String(error?.message ?? error) });
  }
  const one = lessons.length === 1 && ids.length === 1 && steps.length === 0 ? lessons[0] : null;
  await showWorksheet({
    id: one ? one.entry.id : 'chosen',
    title: one ? one.entry.title ?? one.lesson.title : (words) => words.chosenTitle,
    meta: one ? null : (words, each) => fillTemplate(words.chosenMeta, { count: items.length, lessons: lessons.map(({ entry, lesson }) => textIn(entry.title ?? lesson.title, each)).join(each === 'en' ? ', ' : '、') }),
    items,
    // the lesson page of any lesson, lesson/?id=; for a choice, this page's own list
    back: one ? { href: `../?${new URLSearchParams({ id: one.entry.id })}`, word: 'back' } : { href: './', word: 'pickTitle' },
  }, lang);
  return rules;
}

/** A whole number of the address within [min, max], or a Refusal that names its field. */
function numberParam(params, name, { min, max, fallback, field }) {
  const text = params.get(name);
  if (text === null || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Refusal('badNumber', { field, min, max, value: text });
  return value;
}

/** The worksheet of generated exercises. */
async function generatedWorksheet(params, lang, words) {
  const skill = params.get('skill');
  if (!PRINTABLE_KINDS.includes(skill)) throw new Refusal('badSkill', { skill });
  const piece = GENERATORS.pieces.includes(params.get('piece')) ? params.get('piece') : 'any';
  const side = params.get('side') === 'black' ? 'black' : 'white';
  const count = numberParam(params, 'count', { min: 1, max: MAX_GENERATED, fallback: 12, field: fillTemplate(words.genCount, { max: MAX_GENERATED }) });
  const seed = numberParam(params, 'seed', { min: 0, max: MAX_SEED, fallback: 1, field: fillTemplate(words.genSeed, { max: MAX_SEED }) });
  const difficulty = numberParam(params, 'difficulty', { min: 1, max: 3, fallback: 1, field: words.genDifficulty });
  const rules = await loadChessRules({ lang });
  const made = await generatedItems(rules, { skill, piece, side, difficulty, count, seed });
  const named = (table, key, fallback) => table[key] ?? fallback;
  // a piece the skill does not take: said in the teacher's words, with the two names chosen
  if (made.error?.code === 'INVALID_ARGUMENT') throw new Refusal('pieceNotForSkill', { skill: kindName(words, lang, skill), piece: named(words, `piece-${piece}`, piece) });
  if (made.error) throw new Refusal('cannotGenerate', { reason: made.error.message }, null, rules);
  await showWorksheet({
    id: `generated-${skill}`,
    title: (each, eachLang) => fillTemplate(each.generatedTitle, { skill: kindName(each, eachLang, skill), piece: named(each, `piece-${piece}`, piece) }),
    meta: (each) => fillTemplate(each.generatedMeta, { count: made.items.length, seed }),
    items: made.items,
    back: { href: './', word: 'pickTitle' },
  }, lang);
  return rules;
}

async function run() {
  const lang = chosenLang();
  const words = await loadPrintText(lang);
  document.documentElement.lang = lang;
  document.getElementById('pv-status').textContent = words.loading;
  const params = new URLSearchParams(location.search);
  let rules = null;
  try {
    if (params.has('skill')) rules = await generatedWorksheet(params, lang, words);
    else if (params.getAll('id').some(Boolean) || params.getAll('step').some(Boolean)) rules = await lessonWorksheet(params, lang);
    else await showPicker(lang, words, { nothingChosen: params.has('make') });
  } catch (error) {
    const refusal = error instanceof Refusal ? error : new Refusal('failed', { detail: String(error?.message ?? error) });
    await showRefusal(refusal, lang, words, refusal.rules ?? rules);
  }
}

run().catch((error) => {
  // Only the page's own words could not be loaded (a file of the site missing): the waiting line,
  // still in Chinese, says which, rather than an error left in the console alone.
  document.getElementById('pv-status')?.append(` ${String(error?.message ?? error)}`);
  document.body.dataset.ready = document.documentElement.lang;
});
// a teacher's device keeps this page for offline use once it has been opened (web/site/sw.js)
registerServiceWorker(new URL('../../sw.js', document.baseURI));
