// Every page of the built site names its icon, so that no browser asks the server's root for a
// /favicon.ico: a site in a school's sub-folder has none there, and the 404 lands in the console.
// Needs dist/ (`node scripts/build.mjs`), as npm test builds it first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../dist');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('every HTML page of dist/ links an icon that is in dist/', () => {
  expect(existsSync(path.join(DIST, 'index.html'))).toBe(true);
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThan(50); // the map, a page and a worksheet per lesson, the teachers' pages
  const problems = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const link = html.match(/<link rel="icon" href="([^"]+)"/);
    const where = path.relative(DIST, page);
    if (!link) problems.push(`${where}: no icon`);
    else if (!existsSync(path.resolve(path.dirname(page), link[1]))) problems.push(`${where}: ${link[1]} is not there`);
  }
  expect(problems).toEqual([]);
});
