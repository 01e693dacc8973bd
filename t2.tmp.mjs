import { readFileSync, readdirSync } from 'node:fs';
import { loadChessRules } from './web/rules/index.mjs';
import { loadChessSearch } from './web/rules/search-engine.mjs';
import { validateLesson, validateIndex } from './web/lesson/validate.mjs';
const rules = await loadChessRules({ wasm: readFileSync('dist/chess-rules.wasm'), lang: 'en' });
const mateSolver = await loadChessSearch({ wasm: readFileSync('dist/chess-search.wasm'), lang: 'en' });
const t0 = Date.now();
for (const f of readdirSync('lessons').filter((f) => f.endsWith('.json') && !f.includes('schema') && f !== 'index.json')) {
  const p = validateLesson(JSON.parse(readFileSync('lessons/' + f)), rules, { file: f, mateSolver });
  for (const x of p) console.log(f, x.step, x.severity ?? '', x.reason);
}
console.log(validateIndex(JSON.parse(readFileSync('lessons/index.json'))));
console.log('ms', Date.now() - t0);
