/**
 * @jest-environment jsdom
 */
// The element's declared surface (web/play/chess-board.d.ts) against what it is: every public
// member the element has is declared and every declared one exists, and the site pages that use
// the element type-check, strictly, against the declaration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDecoder, TextEncoder } from 'node:util';
import ts from 'typescript';

// jsdom's window lacks the encoders the rules API uses; browsers and Node have them.
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECLARATION = path.join(ROOT, 'web/play/chess-board.d.ts');
// the play page is its wiring (play.mjs) and the modules it is split into, each checked alike
const PLAY_MODULES = ['play', 'opponent', 'status-lines', 'panels', 'draw-tools', 'records', 'replay', 'replay-view', 'pgn-tools'].map((name) => `web/site/play/${name}.mjs`);
const PAGES = ['web/site/demo/demo.mjs', ...PLAY_MODULES].map((file) => path.join(ROOT, file));

const { ChessBoardElement } = await import('../../web/play/chess-board.mjs');

/** The member names of an interface in the declaration file. */
function declaredMembers(name) {
  const source = ts.createSourceFile(DECLARATION, readFileSync(DECLARATION, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  if (!found) throw new Error(`${name} is not declared in ${DECLARATION}`);
  return new Set(found.members.filter((member) => member.name).map((member) => member.name.getText(source)));
}

test('the declaration names every public member of the element, and nothing it lacks', () => {
  const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];
  const own = Object.getOwnPropertyNames(ChessBoardElement.prototype).filter((name) => !lifecycle.includes(name));
  const declared = [...declaredMembers('ChessBoardElement')].filter((name) => !['addEventListener', 'removeEventListener'].includes(name));
  expect(own.sort()).toEqual(declared.sort());
  const statics = Object.getOwnPropertyNames(ChessBoardElement).filter((name) => !['length', 'name', 'prototype'].includes(name));
  expect(statics.sort()).toEqual([...declaredMembers('ChessBoardElementConstructor')].filter((name) => name !== 'prototype').sort());
});

test('the demo and play pages type-check against the declaration (tsc --strict --checkJs)', () => {
  const program = ts.createProgram([DECLARATION, ...PAGES], {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], allowJs: true, noEmit: true, strict: true,
  });
  const problems = ts.getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file || PAGES.includes(path.resolve(diagnostic.file.fileName)) || diagnostic.file.fileName === DECLARATION)
    .map((diagnostic) => {
      const where = diagnostic.file ? `${path.relative(ROOT, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1} ` : '';
      return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    });
  expect(problems).toEqual([]);
  // The pages are checked at all: each says so, and each uses the element.
  for (const page of PAGES) expect(readFileSync(page, 'utf8')).toMatch(/^\/\/ @ts-check\n/);
}, 60000);
