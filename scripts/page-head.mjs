// The top of every page, up to its own lines in <head>, written by the build from one template, so
// that a source page holds only what is its own. A source page begins with its slot, which names
// its language, its title and the site's stylesheets it uses (paths from the site's root, which the
// build links from the page's own folder), and goes on with the rest of its head:
//   <!-- build: head lang="en" title="One board" sheets="site.css" -->
//     <script type="module" src="demo.mjs"></script>
//   </head>
// The title is HTML as it stands in the page (entities, or a {{word}} the build fills first);
// `script` names the page's own module, `preload` the modules it imports that the browser may fetch
// at once beside it (modulepreload), and `icon` its icon (an SVG, the site's favicon.svg unless
// named), from the site's root as the sheets are: with an icon of its own in its folder, a page
// never makes the browser ask for /favicon.ico at the host's root, outside a site in a sub-folder.
// A page whose head holds nothing of its own lets the slot close it: with `body` (the <body>'s
// class, or "" for none) the template ends the head and opens the body, and the page goes on with
// its body's first line.
// A language switch's options are written from the one list of languages, each named in itself:
//   <select id="lang"><!-- build: language-options selected="en" --></select>
import path from 'node:path';
import { LANG_NAMES, LANGS } from '../web/i18n/lesson.mjs';

const HEAD_SLOT = /^<!-- build: head((?: \w+="[^"]*")*) -->/;
const LANGUAGE_OPTIONS_SLOT = /<!-- build: language-options(?: selected="([^"]*)")? -->/g;

/** The fields of a slot's attributes: {name: value}. */
const slotFields = (text) => Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

/** The shared top of a page in `pageDir` (its folder from the site's root, '' for the top). */
export function sharedHead(pageDir, { lang, title, sheets = [], icon = 'favicon.svg', preload = [], script, body }) {
  const fromPage = (file) => path.posix.relative(pageDir || '.', file);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    `  <title>${title}</title>`,
    ...sheets.map((sheet) => `  <link rel="stylesheet" href="${fromPage(sheet)}">`),
    `  <link rel="icon" href="${fromPage(icon)}" type="image/svg+xml">`,
    ...preload.map((module) => `  <link rel="modulepreload" href="${fromPage(module)}">`),
    ...(script ? [`  <script type="module" src="${fromPage(script)}"></script>`] : []),
    ...(body === undefined ? [] : ['</head>', body ? `<body class="${body}">` : '<body>']),
  ].join('\n');
}

/** The <option>s of a language switch, `selected` (a lang) marked. */
export function languageOptions(selected) {
  return LANGS.map((lang) => `<option value="${lang}" lang="${lang}"${lang === selected ? ' selected' : ''}>${LANG_NAMES[lang]}</option>`).join('');
}

/** `html` with its head slot and language switches filled for a page in `pageDir`; throws when
 *  `name` has no head slot. */
export function withSharedHead(html, pageDir, name) {
  const slot = html.match(HEAD_SLOT);
  if (!slot) throw new Error(`${name} does not begin with the slot <!-- build: head lang="…" title="…" --> of the shared head`);
  const fields = slotFields(slot[1]);
  const list = (name) => fields[name]?.split(' ').filter(Boolean);
  if (!fields.lang || !fields.title) throw new Error(`${name}: its head slot names no lang or no title`);
  return html
    .replace(HEAD_SLOT, sharedHead(pageDir, { ...fields, sheets: list('sheets'), preload: list('preload') }))
    .replace(LANGUAGE_OPTIONS_SLOT, (match, selected) => languageOptions(selected));
}
