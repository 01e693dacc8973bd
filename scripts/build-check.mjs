// The build's lesson check, before anything is written into dist/: the lessons are checked as
// `npm run check-lessons` checks them (scripts/check-lessons.mjs, with the wasm just built). A
// lesson that would stop a child, or one of the course's lessons missing a language, stops the
// build, and dist/ stays as it was.
import path from 'node:path';
import { textHash } from '../web/lesson/text-hash.mjs';

/**
 * Checks every lesson file in the folder `lessons` with the wasm of `wasm` (build/wasm/); with
 * `course`, as the course (each step must name its skill). Throws, after printing the problems in
 * Chinese, when a lesson is refused. Resolves to the hash of the text each lesson had as it was
 * checked (the text the check read, not the file read again), by its path in `lessons` with '/':
 * a lesson page whose file is still that text says so (checked-hash), and the runner does not
 * check it again.
 */
export async function checkLessons({ root, lessons, wasm, course }) {
  // imported only now: the checks read the generated format check, which the build writes first
  const { checkLessonFiles, formatReport, loadCheckTools } = await import('./check-lessons.mjs');
  const { loadWords } = await import('../web/site/editor/words.mjs');
  const tools = await loadCheckTools({ wasm });
  const results = await checkLessonFiles([lessons], { ...tools, course });
  // a child reading a missing language sees another one; the course itself is written in all three
  const stops = (problem) => problem.severity === 'error' || problem.code === 'TEXT_LANG_MISSING';
  const refused = results.filter((result) => result.problems.some(stops));
  if (refused.length) {
    const words = await loadWords('zh-Hans');
    const report = formatReport(refused.map((result) => ({ ...result, problems: result.problems.filter(stops) })), words, { cwd: root, rules: tools.rules, lang: 'zh-Hans' });
    console.error(report.text);
    if (refused.some((result) => result.problems.some((problem) => problem.code === 'TEXT_LANG_MISSING'))) console.error(words.check.buildLangsNeeded);
    throw new Error(`${words.check.buildRefused}\n(lessons: ${refused.map((result) => path.relative(root, result.file)).join(', ')}; dist/ is unchanged)`);
  }
  console.log(`build: ${results.length} lesson files checked (npm run check-lessons), no problem that stops a child`);
  return Object.fromEntries(results.filter((result) => typeof result.text === 'string').map((result) => [
    path.relative(lessons, result.file).split(path.sep).join('/'), textHash(result.text)]));
}
