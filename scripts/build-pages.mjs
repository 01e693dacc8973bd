// The build's pages made from templates: dist/index.html (the course map) and
// dist/certificate/index.html with their {{words}} filled in Chinese before their scripts take the
// reader's language; dist/lesson/<id>/index.html for every lesson, from web/site/lesson-template.html,
// with the next lesson of the course (its address and titles) on the heading, for the summary; and
// dist/lesson/index.html, the page that opens any lesson of the index by its id (lesson/?id=<id>),
// a teacher's own too. No page has an inline script or style (the server's CSP allows neither).
// Each page gets the hints that start its downloads with the page (preloadHints).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withSharedHead } from './page-head.mjs';
import { escapeHtml } from './lib/html.mjs';
import { everything, staticClosure } from './lib/module-graph.mjs';
import { textHash } from '../web/lesson/text-hash.mjs';
import siteZhHans from '../web/i18n/lesson-site.zh-Hans.mjs';
import siteEn from '../web/i18n/lesson-site.en.mjs';
import courseMapZhHans from '../web/i18n/course-map.zh-Hans.mjs';
import certificateZhHans from '../web/i18n/certificate.zh-Hans.mjs';

// The words a lesson page shows before its script runs: Chinese first, then English.
const SITE_WORDS = { 'zh-Hans': siteZhHans, en: siteEn };
const WIDGET = 'chess-lesson.mjs';
const RULES_WASM = 'chess-rules.wasm';
const HINTS_SLOT = '<!-- build: preload hints -->';

/**
 * The <link> hints of a page at `pagePath` (its folder in dist/, '' for the top) whose scripts
 * are `scripts`, over the module graph `graph` (lib/module-graph.mjs): a modulepreload for each
 * and for every chunk it imports at once (and, with `alsoDynamic`, for those of its own import()
 * targets, which such a page loads at once too), and a preload as=fetch for each of `fetches`, as
 * fetch() asks for them (CORS mode, same-origin credentials, hence `crossorigin`).
 */
export function preloadHints(graph, pagePath, { scripts, alsoDynamic = [], fetches = [] }) {
  const modules = new Set();
  for (const script of scripts) staticClosure(graph, script, modules);
  for (const script of alsoDynamic) for (const target of graph.get(script)?.dynamic ?? []) staticClosure(graph, target, modules);
  const href = (file) => escapeHtml(path.posix.relative(pagePath || '.', file) || file);
  return [
    ...fetches.map((file) => `<link rel="preload" href="${href(file)}" as="fetch" crossorigin>`),
    ...[...modules].map((file) => `<link rel="modulepreload" href="${href(file)}">`),
  ].join('\n  ');
}

/** `html` (the page `name`) with `hints` in its slot <!-- build: preload hints -->. */
export function withHints(html, hints, name) {
  if (!html.includes(HINTS_SLOT)) throw new Error(`${name} lacks the slot ${HINTS_SLOT} for its preload hints`);
  return html.replace(HINTS_SLOT, hints);
}

/** `words` merged from tables that must not name the same key twice (one source per word). */
function mergeWords(tables) {
  const words = {};
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, value] of Object.entries(table)) {
      if (Object.hasOwn(words, key)) throw new Error(`the word "${key}" is in ${name} and in another table the page reads`);
      words[key] = value;
    }
  }
  return words;
}

/**
 * Writes the course map, the certificate and the lesson pages into `dist`. `index` and `course`
 * are the lesson step's (build-lessons.mjs), `checked` the check's hashes (build-check.mjs), `graph`
 * the module graph of the page scripts.
 */
export function writePages({ root, dist, index, course, checked, graph }) {
  const site = path.join(root, 'web', 'site');
  if (![...everything(graph, WIDGET)].includes(RULES_WASM)) throw new Error(`dist/${WIDGET} does not load ${RULES_WASM} (the lesson pages' preload hint would be wrong)`);
  const fillWords = (file, words) => {
    const html = readFileSync(path.join(site, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name) => {
      if (!(name in words)) throw new Error(`web/site/${file} asks for words "${name}", which its tables lack`);
      return escapeHtml(words[name]);
    });
    return withSharedHead(html, path.posix.dirname(file).replace(/^\.$/, ''), `web/site/${file}`);
  };

  const indexWords = {
    ...mergeWords({ 'web/i18n/lesson-site.zh-Hans.mjs': SITE_WORDS['zh-Hans'], 'web/i18n/course-map.zh-Hans.mjs': courseMapZhHans }),
    lang: 'zh-Hans', title: `${SITE_WORDS['zh-Hans'].siteTitle} · ${SITE_WORDS.en.siteTitle}`,
    // so that a school that copies a new folder can tell which one it has (CHANGELOG.md)
    version: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version,
    // the course file, which the course map reads from its page instead of fetching it
    courseData: JSON.stringify(course),
  };
  writeFileSync(path.join(dist, 'index.html'), withHints(fillWords('index.html', indexWords),
    preloadHints(graph, '', { scripts: ['index.mjs'], fetches: ['lessons/index.json'] }), 'web/site/index.html'));

  const certificateWords = {
    ...mergeWords({ 'web/i18n/lesson-site.zh-Hans.mjs': SITE_WORDS['zh-Hans'], 'web/i18n/certificate.zh-Hans.mjs': certificateZhHans }),
    lang: 'zh-Hans',
  };
  certificateWords.title = `${certificateZhHans.title} · ${SITE_WORDS['zh-Hans'].siteTitle}`;
  mkdirSync(path.join(dist, 'certificate'), { recursive: true });
  writeFileSync(path.join(dist, 'certificate', 'index.html'), withHints(fillWords('certificate/index.html', certificateWords),
    preloadHints(graph, 'certificate', { scripts: ['certificate/certificate.mjs'], fetches: ['lessons/index.json', 'lessons/course.json'] }), 'web/site/certificate/index.html'));

  const template = readFileSync(path.join(site, 'lesson-template.html'), 'utf8');
  // Every lesson page loads the same scripts: its own, and the widget, whose lesson runner (an
  // import() of the widget's entry) loads at once on a page with a <chess-lesson>. The lesson file
  // gets no hint: the runner fetches it in 'same-origin' mode, which no <link rel=preload> matches.
  const lessonHints = preloadHints(graph, 'lesson/_', { scripts: ['lesson-page.mjs', WIDGET], alsoDynamic: [WIDGET], fetches: [RULES_WASM] });
  const titleAttributes = (prefix, titles) => [['zh-hans', 'zh-Hans'], ['zh-hant', 'zh-Hant'], ['en', 'en']]
    .map(([attr, lang]) => `data-${prefix}-${attr}="${escapeHtml(titles[lang])}"`).join(' ');
  /** A lesson page at `dir` (under dist/) from the template; `fill` gives its slots. */
  const writeLessonPage = (dir, pagePath, hints, fill) => {
    const up = '../'.repeat(pagePath.split('/').length);
    const html = withHints(withSharedHead(template.replace(/\{\{(\w+)\}\}/g, (match, name) => (name === 'root' ? up : name in fill ? fill[name] : match)), pagePath, 'web/site/lesson-template.html'), hints, 'web/site/lesson-template.html');
    if (/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i.test(html)) throw new Error('a lesson page would have an inline script or style');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
  };
  const back = escapeHtml(`${SITE_WORDS['zh-Hans'].backToIndex} · ${SITE_WORDS.en.backToIndex}`);
  index.lessons.forEach((entry, at) => {
    const titles = entry.title;
    // the lesson after this one in the course's order, for the summary's button (none after the last)
    const next = index.lessons[at + 1];
    const fileHash = textHash(readFileSync(path.join(dist, 'lessons', entry.file), 'utf8'));
    const checkedHash = fileHash === checked[entry.file] ? ` checked-hash="${fileHash}"` : '';
    writeLessonPage(path.join(dist, 'lesson', entry.id), `lesson/${entry.id}`, lessonHints, {
      lang: 'zh-Hans',
      title: escapeHtml(`${titles['zh-Hans']} · ${titles.en}`),
      back,
      titles: titleAttributes('title', titles),
      next: next ? ` data-next="../${escapeHtml(encodeURIComponent(next.id))}/" ${titleAttributes('next-title', next.title)}` : '',
      lesson: `    <chess-lesson src="../../lessons/${escapeHtml(encodeURIComponent(entry.file))}"${checkedHash} index-href="../../" hide-title fit></chess-lesson>\n`,
    });
  });
  // dist/lesson/index.html: the page that opens any lesson of the folder's lessons/index.json by its
  // id (lesson/?id=<id>), a teacher's own lesson added with no build among them. Its script
  // (lesson-page.mjs) reads the index, then makes the <chess-lesson> and the heading.
  writeLessonPage(path.join(dist, 'lesson'), 'lesson', preloadHints(graph, 'lesson', { scripts: ['lesson-page.mjs', WIDGET], alsoDynamic: [WIDGET], fetches: [RULES_WASM, 'lessons/index.json'] }), {
    lang: 'zh-Hans',
    title: escapeHtml(`${SITE_WORDS['zh-Hans'].siteTitle} · ${SITE_WORDS.en.siteTitle}`),
    back,
    titles: '',
    next: '',
    lesson: '',
  });
}
