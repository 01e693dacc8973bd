// The build's teachers' pages, written into dist/ from their Markdown (scripts/build.mjs runs this
// after the lesson files, since links may point at them in dist/lessons/):
//   - docs/teachers.md → dist/teachers.html, which the site's index links and the download holds;
//   - lessons/README.md (the lesson format, which teachers.md links) → dist/lessons/README.html;
//   - scripts/package/docs.css → dist/docs.css, their stylesheet after the site's site.css, and
//     favicon.svg, their icon (so that browsers ask no server for a /favicon.ico it may lack).
// The pages hold no script and no inline style (the site's CSP allows neither), and raw HTML in
// the Markdown is shown as text. A link to another of these Markdown files goes to its page; a
// link to a file dist/ holds at the same place (lessons/board.json) stays; any other relative link
// (a file of the repository that neither the site nor the download has) becomes plain text, with
// a warning, so that no page of the site or of the download links a missing file.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { sharedHead } from './page-head.mjs';
import { escapeHtml } from './lib/html.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const SITE_STYLESHEET = 'site.css'; // the site's colours, which build-site.mjs copies into dist/
const STYLESHEET = 'docs.css';
const ICON = 'favicon.svg';

// Markdown source → page in dist/, both relative to their roots, with '/' between folders.
export const DOC_PAGES = new Map([
  ['docs/teachers.md', 'teachers.html'],
  ['lessons/README.md', 'lessons/README.html'],
  ['docs/editor.md', 'editor.html'],
]);

// The languages of the pages' sections: Chinese first, and the English part marked as English.
const PAGE_LANG = 'zh-Hans';
const SECTION_LANGS = new Map([['中文', PAGE_LANG], ['english', 'en']]);

/** The anchor of a heading as GitHub writes it, so that links such as #english keep working. */
export function headingSlug(text) {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

// A line break inside Chinese text is no space (the Markdown source wraps long lines).
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const lastChar = (token) => token?.content?.slice(-1) ?? '';

/** The text of an inline token, without its markup. */
const plainText = (inline) => (inline.children ?? []).filter((t) => t.type === 'text' || t.type === 'code_inline').map((t) => t.content).join('');

/**
 * Where a relative link of `source` (a Markdown file) goes from its page `page`: the target's
 * page, the target itself when dist/ holds it, or null.
 */
function linkTarget(href, source, page, dist) {
  const [target, anchor = ''] = href.split('#');
  const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(source), decodeURI(target)));
  const outPath = DOC_PAGES.get(repoPath) ?? repoPath;
  const file = path.join(dist, outPath);
  if (!DOC_PAGES.has(repoPath) && !(existsSync(file) && statSync(file).isFile())) return null;
  const relative = path.posix.relative(path.posix.dirname(page), outPath) || path.posix.basename(outPath);
  return encodeURI(relative) + (anchor ? `#${anchor}` : '');
}

function markdown({ source, page, dist, warnings }) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.renderer.rules.softbreak = (tokens, idx) =>
    (CJK.test(lastChar(tokens[idx - 1])) && CJK.test(tokens[idx + 1]?.content?.[0] ?? '') ? '' : '\n');
  md.core.ruler.push('pages', (state) => {
    const ids = new Map();
    const out = [];
    let sectionOpen = false;
    for (let i = 0; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token.type === 'heading_open') {
        const text = plainText(state.tokens[i + 1]);
        let id = headingSlug(text);
        const seen = ids.get(id) ?? 0;
        ids.set(id, seen + 1);
        if (seen) id = `${id}-${seen}`;
        token.attrSet('id', id);
        if (token.tag === 'h2') {
          if (sectionOpen) out.push(Object.assign(new state.Token('html_block', '', 0), { content: '</section>\n' }));
          const lang = SECTION_LANGS.get(text.trim().toLowerCase());
          out.push(Object.assign(new state.Token('html_block', '', 0), { content: lang ? `<section lang="${lang}">\n` : '<section>\n' }));
          sectionOpen = true;
        }
      }
      if (token.type === 'inline') {
        const children = token.children ?? [];
        for (let j = 0; j < children.length; j++) {
          if (children[j].type !== 'link_open') continue;
          const href = children[j].attrGet('href');
          if (/^([a-z][a-z0-9+.-]*:|#)/i.test(href)) continue;
          const target = linkTarget(href, source, page, dist);
          if (target !== null) {
            children[j].attrSet('href', target);
            continue;
          }
          warnings.push(`${source}: the link to ${href} goes to a file that neither the site nor the download has; it is shown as text`);
          let depth = 0;
          for (let k = j; k < children.length; k++) {
            if (children[k].type === 'link_open') depth++;
            if (children[k].type === 'link_close' && --depth === 0) {
              children[k] = Object.assign(new state.Token('text', '', 0), { content: '' });
              break;
            }
          }
          children[j] = Object.assign(new state.Token('text', '', 0), { content: '' });
        }
      }
      out.push(token);
    }
    if (sectionOpen) out.push(Object.assign(new state.Token('html_block', '', 0), { content: '</section>\n' }));
    state.tokens = out;
  });
  return md;
}

/** The HTML page of one Markdown file; its title is the first heading. */
export function renderPage({ source, page, text, dist = DIST, warnings = [] }) {
  const md = markdown({ source, page, dist, warnings });
  const body = md.render(text);
  const title = text.match(/^#\s+(.+)$/m)?.[1].trim() ?? path.posix.basename(page, '.html');
  const head = sharedHead(path.posix.dirname(page), { lang: PAGE_LANG, title: escapeHtml(title), sheets: [SITE_STYLESHEET, STYLESHEET], icon: ICON });
  const html = `${head}
</head>
<body>
<main class="doc">
${body}</main>
</body>
</html>
`;
  if (/<script|<style|\sstyle=|\son[a-z]+=/i.test(html)) throw new Error(`${source} would give ${page} a script or an inline style`);
  return html;
}

/** Writes every page of DOC_PAGES, their stylesheet and their icon into `dist`; returns the paths written. */
export function buildDocs({ root = ROOT, dist = DIST } = {}) {
  const warnings = [];
  const written = [];
  for (const [source, page] of DOC_PAGES) {
    const text = readFileSync(path.join(root, source), 'utf8');
    const out = path.join(dist, page);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, renderPage({ source, page, text, dist, warnings }));
    written.push(page);
  }
  copyFileSync(path.join(root, 'scripts', 'package', STYLESHEET), path.join(dist, STYLESHEET));
  written.push(STYLESHEET, ICON); // the icon is the site's, which build-site.mjs copies from web/site/
  for (const warning of warnings) console.warn(`build: ${warning}`);
  return written;
}
