// The board's seal, read from the sources: outside web/board only its api.mjs is imported, and
// the view knows nothing of touch-move (web/play owns that rule and its j'adoube button).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = path.join(ROOT, 'web');

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.m?[jt]s$/.test(name) ? [file] : [];
  });
}

/** Every module path a file imports (static, dynamic or re-exported). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

// The components that use the board: the element, the i18n tables, the rules and the site pages.
const USERS = ['web/play', 'web/i18n', 'web/rules', 'web/site', 'web/chess-lesson.mjs'];

test('outside web/board, only web/board/api.mjs is imported', () => {
  const reaching = [];
  for (const user of USERS) {
    const target = path.join(ROOT, user);
    for (const file of statSync(target).isDirectory() ? sources(target) : [target]) {
      for (const imported of importsOf(file)) {
        const resolved = path.resolve(path.dirname(file), imported);
        if (imported.startsWith('.') && resolved.startsWith(path.join(WEB, 'board') + path.sep) && resolved !== path.join(WEB, 'board', 'api.mjs')) {
          reaching.push(`${path.relative(ROOT, file)} imports ${imported}`);
        }
      }
    }
  }
  expect(reaching).toEqual([]);
  // The check reads real imports: the element does import the board's API.
  expect(importsOf(path.join(WEB, 'play', 'chess-board.mjs'))).toContain('../board/api.mjs');
});

test('the view never mentions touch-move, adjusting or j’adoube', () => {
  const mentions = sources(path.join(WEB, 'board')).flatMap((file) => readFileSync(file, 'utf8').split('\n')
    .map((line, index) => ({ line, where: `${path.relative(ROOT, file)}:${index + 1}` }))
    .filter(({ line }) => /touch.?move|adjust|j.adoube/i.test(line)));
  expect(mentions).toEqual([]);
});
