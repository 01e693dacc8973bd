// The lesson runner's use of <chess-board> against the element's declaration
// (web/play/chess-board.d.ts): the step runner, the one lesson module that makes and drives a
// board, type-checks with tsc (// @ts-check in the file, checkJs off elsewhere), so that it uses
// nothing the element does not declare.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECLARATION = path.join(ROOT, 'web/play/chess-board.d.ts');
const CHECKED = [path.join(ROOT, 'web/lesson/step-runner.mjs')];
const OPTIONS = {
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], allowJs: true, checkJs: false, noEmit: true, strict: false,
};

test('the step runner type-checks against the board\'s declaration', () => {
  const program = ts.createProgram([DECLARATION, ...CHECKED], OPTIONS);
  const problems = ts.getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && CHECKED.includes(path.resolve(diagnostic.file.fileName)))
    .map((diagnostic) => `${path.relative(ROOT, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  expect(problems).toEqual([]);
  for (const file of CHECKED) expect(readFileSync(file, 'utf8')).toMatch(/^\/\/ @ts-check\n/);
  // the check can fail: the same runner calling a board method the element lacks is an error
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (file, language, ...rest) => (path.resolve(file) === CHECKED[0]
    ? ts.createSourceFile(file, readFileSync(file, 'utf8').replace('board.pass();', 'board.skipTurn();'), language)
    : getSourceFile(file, language, ...rest));
  const broken = ts.createProgram([DECLARATION, ...CHECKED], OPTIONS, host);
  expect(ts.getPreEmitDiagnostics(broken).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')).join('\n')).toMatch(/skipTurn/);
}, 60000);
