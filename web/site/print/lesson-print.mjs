// The worksheet of any lesson of the folder, lesson/print/?id=<its id>: the same worksheet that
// scripts/build-print.mjs writes for the course's lessons (worksheet.mjs), written here in the
// browser from the folder's lessons/index.json and the lesson's file, checked as the lesson runner
// checks it (web/lesson/loader.mjs). So a teacher's own lesson, added with no build, has one too.
// What stops it (no id, an id the index does not list, an index or lesson file that cannot be read
// or is broken) is said on the page in its language; nothing is thrown.
// Every address is relative to the page (document.baseURI), so the site works in any sub-folder.
import { loadDiagrams } from '../../board/api.mjs';
import { LANGS, fillTemplate } from '../../i18n/lang.mjs';
import { problemTexts, describeProblem } from '../../i18n/lesson-problems.mjs';
import { loadPrintText } from '../../i18n/print.mjs';
import { loadLessonFile } from '../../lesson/loader.mjs';
import { chosenLang, offerPrint, showLang } from './language.mjs';
import { registerServiceWorker } from '../offline.mjs';
import { offerDiagramProjector } from '../projector-diagrams.mjs';

const INDEX = '../../lessons/index.json';
const LESSONS = '../../lessons/';
const COURSE_MAP = '../../';

/** A reason the worksheet cannot be made: `key` of the print words, with its params. */
class Refusal {
  constructor(key, params = {}, problems = null) {
    this.key = key;
    this.params = params;
    this.problems = problems; // the lesson loader's problems, for lessonProblems
  }
}

/** The folder's lessons/index.json: its lessons list, or a Refusal. */
async function readIndex() {
  let response;
  try {
    response = await fetch(new URL(INDEX, document.baseURI), { credentials: 'same-origin', mode: 'same-origin' });
  } catch {
    return new Refusal('indexNetwork');
  }
  if (!response.ok) return new Refusal('indexStatus', { status: response.status });
  try {
    const index = await response.json();
    if (Array.isArray(index?.lessons)) return index.lessons;
  } catch {
    // not JSON: said below, as a list that is missing
  }
  return new Refusal('indexBroken');
}

const element = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

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

/** The worksheet of `entry`, its lesson loaded and checked, written over the page's body. */
async function showWorksheet({ id, entry, lesson, rules }, lang) {
  const [worksheet, draw, allWords] = await Promise.all([
    import('./worksheet.mjs'),
    loadDiagrams(),
    Promise.all(LANGS.map(async (each) => [each, await loadPrintText(each)])).then(Object.fromEntries),
  ]);
  const writer = worksheet.worksheetWriter(draw);
  const diagrams = lesson.steps.map((step) => worksheet.stepDiagram(rules, step));
  const descriptions = await writer.describeSteps(diagrams);
  const body = writer.bodyHtml({
    entry, lesson, diagrams, descriptions, words: allWords,
    back: { href: `../?${new URLSearchParams({ id })}`, word: 'back' }, // the lesson page of any lesson, lesson/?id=
    langHref: (each) => `?${new URLSearchParams({ id, lang: each })}`,
  });
  const root = document.documentElement;
  for (const [each, title] of Object.entries(worksheet.worksheetTitles({ entry, lesson, words: allWords }))) root.setAttribute(`data-title-${each.toLowerCase()}`, title);
  // The writer escapes every word of the lesson; parsed apart from the page, then moved in.
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  showLang(lang);
  offerPrint();
  offerDiagramProjector(); // its diagrams one at a time, for a class
}

async function run() {
  const lang = chosenLang();
  const words = await loadPrintText(lang);
  document.documentElement.lang = lang;
  document.getElementById('pv-status').textContent = words.loading;
  let rules = null;
  try {
    const id = new URLSearchParams(location.search).get('id');
    if (!id) throw new Refusal('noId');
    const lessons = await readIndex();
    if (lessons instanceof Refusal) throw lessons;
    const entry = lessons.find((each) => each?.id === id);
    if (!entry) throw new Refusal('unknownId', { id });
    if (typeof entry.file !== 'string' || !entry.file) throw new Refusal('entryNoFile', { id });
    const file = `lessons/${entry.file}`;
    const loaded = await loadLessonFile(entry.file, { baseURI: new URL(LESSONS, document.baseURI).href, origin: location.origin });
    rules = loaded.rules ?? null;
    if (!loaded.ok) throw new Refusal('lessonProblems', { file }, loaded.problems);
    await showWorksheet({ id, entry, lesson: loaded.lesson, rules }, lang);
  } catch (error) {
    const refusal = error instanceof Refusal ? error : new Refusal('failed', { detail: String(error?.message ?? error) });
    await showRefusal(refusal, lang, words, rules);
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
