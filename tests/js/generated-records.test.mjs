// The shim's answer records, from their one list (c/wasm/records.h) to the JS's offsets
// (scripts/gen/records.mjs → web/rules/records.gen.mjs): every offset and size the generator
// gives equals what a C compiler lays out for the structs the shim makes from the same list (an
// independent reckoning: the compiler, asked by a small program); and a scratch copy of records.h
// with two fields swapped and a text field lengthened, regenerated, is read right by an unedited
// copy of protocol.mjs, with no hand edit.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { layOut, readRecords, writeRecords } from '../../scripts/gen/records.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RECORDS = path.join(ROOT, 'c/wasm/records.h');
const HEADER = path.join(ROOT, 'c/include/chess.h');

let work;
beforeAll(() => { work = mkdtempSync(path.join(tmpdir(), 'records-')); });
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('each record\'s size and offsets are those the C compiler lays out for the shim\'s structs', () => {
  const layouts = layOut(readRecords(readFileSync(RECORDS, 'utf8'), readFileSync(HEADER, 'utf8')));
  expect(layouts.map((layout) => layout.name)).toEqual(['MOVE', 'STATE', 'TOUCH', 'SEARCH', 'PGN_INFO', 'EXERCISE']);
  // the program prints, per record, "name size field offset field offset …", from the compiler's sizeof and offsetof
  const program = `#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "chess.h"
#include "records.h"
#define SCALAR(name, type) type name;
#define ARRAY(name, type, count) type name[count];
#define STRUCT(struct_name, js_name, fields) typedef struct struct_name { fields(SCALAR, ARRAY) } struct_name;
CHESS_WASM_RECORDS(STRUCT)
#define PRINT_FIELD(name, ...) printf(" %s %zu", #name, offsetof(RECORD, name));
#define PRINT(struct_name, js_name, fields) { typedef struct_name RECORD; printf("%s %zu", #js_name, sizeof(struct_name)); fields(PRINT_FIELD, PRINT_FIELD) printf("\\n"); }
int main(void) { CHESS_WASM_RECORDS(PRINT) return 0; }
`;
  writeFileSync(path.join(work, 'layout.c'), program);
  const compiled = spawnSync('cc', ['-std=c11', '-I', path.join(ROOT, 'c/include'), '-I', path.join(ROOT, 'c/wasm'), path.join(work, 'layout.c'), '-o', path.join(work, 'layout')], { encoding: 'utf8' });
  expect(compiled.stderr).toBe('');
  const printed = spawnSync(path.join(work, 'layout'), { encoding: 'utf8' }).stdout.trim().split('\n').map((line) => {
    const [name, size, ...pairs] = line.split(' ');
    const offsets = {};
    for (let i = 0; i < pairs.length; i += 2) offsets[pairs[i]] = Number(pairs[i + 1]);
    return { name, size: Number(size), offsets };
  });
  expect(printed).toEqual(layouts.map(({ name, size, offsets }) => ({ name, size, offsets })));
});

test('a field moved and a text field lengthened in a scratch records.h reach an unedited protocol.mjs', async () => {
  const scratch = path.join(work, 'scratch');
  mkdirSync(path.join(scratch, 'rules'), { recursive: true });
  // the state record with its check and offer bytes swapped, and a longer result name
  const changed = readFileSync(RECORDS, 'utf8')
    .replace(/SCALAR\(check, int8_t\)(.*)\n(\s*)SCALAR\(offer, int8_t\)(.*)\n/, (all, a, indent, b) => `SCALAR(offer, int8_t)${b}\n${indent}SCALAR(check, int8_t)${a}\n`)
    .replace('ARRAY(result_name, char, 8)', 'ARRAY(result_name, char, 12)');
  expect(changed).not.toBe(readFileSync(RECORDS, 'utf8'));
  writeFileSync(path.join(scratch, 'records.h'), changed);
  writeRecords({ records: path.join(scratch, 'records.h'), header: HEADER, jsOut: path.join(scratch, 'rules', 'records.gen.mjs'), cOut: path.join(scratch, 'records.gen.h') });
  for (const file of ['protocol.mjs', 'facts.gen.mjs']) copyFileSync(path.join(ROOT, 'web/rules', file), path.join(scratch, 'rules', file));
  const generated = await import(pathToFileURL(path.join(scratch, 'rules', 'records.gen.mjs')).href);
  const { readState } = await import(pathToFileURL(path.join(scratch, 'rules', 'protocol.mjs')).href);
  const { STATE, STATE_LENGTH } = generated;
  // offer now comes before check; the names after the longer result name move by 4
  expect([STATE.offer, STATE.check]).toEqual([4, 5]);
  expect(STATE_LENGTH.result_name).toBe(12);
  expect(STATE.reason_name).toBe(26);
  // a state record written by the new layout: check on e1 (square 4), black offers a draw
  const bytes = new Uint8Array(STATE.size);
  const view = new DataView(bytes.buffer);
  const text = (at, value) => { for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i); };
  view.setInt8(STATE.check, 4);
  view.setInt8(STATE.offer, 1);
  text(STATE.result_name, 'in-progress');
  text(STATE.reason_name, 'none');
  text(STATE.fen, '4k3/8/8/8/8/8/8/4K2r w - - 0 1');
  expect(readState(view, bytes, 0)).toMatchObject({ check: 'e1', offer: 'b', result: 'in-progress', reason: 'none', fen: '4k3/8/8/8/8/8/8/4K2r w - - 0 1' });
  // and the compiler is told to hold the structs to it
  expect(readFileSync(path.join(scratch, 'records.gen.h'), 'utf8')).toContain('_Static_assert(offsetof(state_record, offer) == 4,');
});
