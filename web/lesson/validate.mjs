// The whole lesson validator, for authoring tools and the tests: the format check (format.mjs),
// the rules checks (chess-checks.mjs) and, given the core's mate solver, the authoring proofs
// (proofs.mjs), each problem also worded in English (`reason`). The lesson page does not import
// this module; its loader runs the format check and the rules checks on their own.
//
//   validateLesson(lesson, rules?, {file, mateSolver}) → [{file, step, code, path, params, reason, severity?}]
//   validateIndex(index, {file, lessons}) → the same for lessons/index.json
//
// `rules` is what loadChessRules() resolves to (without it only the format is checked);
// `mateSolver` what loadChessSearch() of web/rules/search-engine.mjs resolves to (without it the
// mates are not proved). The rules checks and the proofs look only at steps without format
// problems, with the moves written in SAN read in UCI first (moves.mjs), as the page reads them.
// severity 'warning' marks what a teacher should look at (a move the goal leaves out, a text
// missing in a language) but what does not stop a child.
import { checkIndexFormat, checkLessonFormat } from './format.mjs';
import { checkLessonChess } from './chess-checks.mjs';
import { proveLesson } from './proofs.mjs';
import { movesInUci } from './moves.mjs';
import { describeProblem } from '../i18n/lesson-problems.mjs';
import ENGLISH from '../i18n/lesson-problems.en.mjs';

const stepNumber = (problem) => {
  const match = /^\/steps\/(\d+)/.exec(problem.path);
  return match ? Number(match[1]) : -1;
};

const worded = (problems, file) => problems.map((problem) => ({ file, ...problem, reason: describeProblem(ENGLISH, problem) }));

export function validateLesson(lesson, rules = null, { file = null, mateSolver = null } = {}) {
  const problems = checkLessonFormat(lesson);
  if (rules && Array.isArray(lesson?.steps)) {
    const unfit = new Set(problems.filter((problem) => problem.severity !== 'warning').map(stepNumber));
    lesson.steps.forEach((step, n) => { if (step === null || typeof step !== 'object') unfit.add(n); });
    const played = { ...lesson, steps: lesson.steps.map((step, n) => (unfit.has(n) ? step : movesInUci({ steps: [step] }, rules).steps[0])) };
    problems.push(...checkLessonChess(played, rules, { skip: unfit }));
    if (mateSolver) problems.push(...proveLesson(played, rules, mateSolver, { skip: unfit }));
  }
  return worded(problems, file);
}

export function validateIndex(index, { file = 'lessons/index.json', lessons = null } = {}) {
  return worded(checkIndexFormat(index, { lessons }), file);
}
