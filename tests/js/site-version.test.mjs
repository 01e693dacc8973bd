// The version a school sees at the foot of the course index is package.json's, the one
// CHANGELOG.md describes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('the built index shows the package version, and the changelog has an entry for it', () => {
  const index = path.join(ROOT, 'dist', 'index.html');
  if (!existsSync(index)) throw new Error('dist/index.html is missing: run npm run build first');
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const footer = readFileSync(index, 'utf8').match(/<footer class="lx-version">([\s\S]*?)<\/footer>/);
  expect(footer).not.toBeNull();
  expect(footer[1].replace(/<[^>]+>/g, '')).toBe(`版本 ${version}`);
  expect(readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`^## ${version.replace(/\./g, '\\.')} `, 'm'));
});
