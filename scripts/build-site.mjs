// The build's copy of the site: web/site/** into dist/, but its modules (every one of them is
// bundled by a later step, which writes its own files: a raw copy would only be a file no page
// should load, its imports pointing into web/), each page with its shared head written from one
// template (scripts/page-head.mjs).
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withSharedHead } from './page-head.mjs';

/** Copies web/site/ of `root` into `dist`, the pages' heads filled. */
export function copySite({ root, dist }) {
  const site = path.join(root, 'web', 'site');
  cpSync(site, dist, { recursive: true, filter: (source) => !source.endsWith('.mjs') });
  for (const page of readdirSync(site, { recursive: true })) {
    if (!page.endsWith('.html')) continue;
    const file = path.join(dist, page);
    writeFileSync(file, withSharedHead(readFileSync(file, 'utf8'), path.dirname(page).split(path.sep).join('/').replace(/^\.$/, ''), `web/site/${page}`));
  }
}
