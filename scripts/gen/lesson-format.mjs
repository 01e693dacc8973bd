// Writes web/lesson/format.gen.mjs: the lesson format check, compiled from lessons/schema.json and
// lessons/index.schema.json by ajv's standalone code generator. The page runs it under a CSP that
// forbids eval and new Function, so the check is plain code written here at build time, and it
// imports nothing (ajv itself never reaches the page).
//
// The module exports the two validators (validateLessonFormat, validateIndexFormat; ajv's error
// objects in `.errors`), ERROR_CODES, every `errorCode` annotation of the schemas by the place of
// the subschema that carries it ('lessons/schema.json#/$defs/uci'), and GOAL_KINDS, the goal kinds
// in the schema's order. web/lesson/format.mjs turns the errors into {code, path, params}.
//
// ajv compiles each $ref'd subschema into a function of its own, whose errors name their schema
// place relative to that subschema ("#/pattern"). So that an error says which subschema it comes
// from, each function's places are written out in full here ("lessons/schema.json#/$defs/uci/pattern").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const SCHEMAS = { validateLessonFormat: 'lessons/schema.json', validateIndexFormat: 'lessons/index.schema.json' };
const OUT = 'web/lesson/format.gen.mjs';

// What the generated code would carry as data without ever reading it. `$schema` goes too: the
// schemas use no keyword of draft 2020-12 that ajv's default draft lacks, and its code is smaller.
const ANNOTATIONS = new Set(['$schema', 'title', 'description', '$comment', 'errorCode']);

const escapePointer = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

// Keywords whose value maps names (of properties, of subschemas) to subschemas: its keys are names.
const NAME_MAPS = new Set(['properties', '$defs', 'patternProperties', 'dependentSchemas']);

/** `schema` without its annotations. */
function withoutAnnotations(schema) {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !ANNOTATIONS.has(key)).map(([key, value]) => {
    if (key === 'enum' || key === 'const') return [key, value];
    if (NAME_MAPS.has(key)) return [key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]))];
    return [key, withoutAnnotations(value)];
  }));
}

/** Calls visit(node, pointer) for every subschema-like object of `schema`, enum and const values aside. */
function walk(schema, visit, pointer = '') {
  if (!schema || typeof schema !== 'object') return;
  visit(schema, pointer);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'const') continue;
    walk(value, visit, `${pointer}/${Array.isArray(schema) ? key : escapePointer(key)}`);
  }
}

export function generate(root) {
  const files = Object.values(SCHEMAS);
  const sources = Object.fromEntries(files.map((file) => [file, JSON.parse(readFileSync(path.join(root, file), 'utf8'))]));
  const compiled = Object.fromEntries(files.map((file) => [file, withoutAnnotations(sources[file])]));

  const functionSchemas = new Map(); // generated function name → the subschema it validates
  const ajv = new Ajv.default({
    allErrors: true, // every problem of a file at once, as a teacher mends them
    discriminator: true, // a goal's errors are those of its own kind only
    messages: false, // the problems are worded in web/i18n, from their codes
    inlineRefs: false, // one function per $ref'd subschema, not a copy at every use
    strictTypes: false,
    code: {
      source: true,
      esm: true,
      lines: true,
      process(source, env) {
        functionSchemas.set(env.validateName.str, env.schema);
        return source;
      },
    },
  });
  for (const file of files) ajv.addSchema(compiled[file], file);
  const exports = Object.fromEntries(Object.entries(SCHEMAS).map(([name, file]) => [name, file]));
  const code = standaloneCode.default(ajv, exports);
  if (/\brequire\(|\bnew Function\b|\beval\(/.test(code)) throw new Error('lesson-format: the generated check needs a runtime import, eval or new Function; keep such keywords out of the schemas');

  // The place of every compiled subschema, found by identity in the schemas given to ajv.
  const places = new Map();
  for (const file of files) walk(compiled[file], (node, pointer) => places.set(node, `${file}#${pointer}`));
  const parts = code.split(/^(?=function validate\d+\()/m).map((part) => {
    const name = /^function (validate\d+)\(/.exec(part)?.[1];
    if (!name) return part;
    const place = places.get(functionSchemas.get(name));
    if (!place) throw new Error(`lesson-format: ${name} validates no subschema of the lesson schemas`);
    return part.replaceAll('schemaPath:"#', `schemaPath:${JSON.stringify(place).slice(0, -1)}`);
  });
  const written = parts.join('');
  if (/schemaPath:"#/.test(written)) throw new Error('lesson-format: an error place outside every generated function');

  const codes = {};
  for (const file of files) walk(sources[file], (node, pointer) => { if (node.errorCode !== undefined) codes[`${file}#${pointer}`] = node.errorCode; });
  const goalKinds = sources[SCHEMAS.validateLessonFormat].$defs.goal.oneOf.map((branch) => branch.properties.kind.const);
  const text = `// Generated by scripts/gen/lesson-format.mjs from ${files.join(' and ')}. Do not edit.\n${written}\n` +
    `export const ERROR_CODES = ${JSON.stringify(codes)};\n` +
    `export const GOAL_KINDS = ${JSON.stringify(goalKinds)};\n`;
  // `root` may be a scratch copy holding only the two schemas (goal-kind-fixture.test.mjs)
  mkdirSync(path.dirname(path.join(root, OUT)), { recursive: true });
  writeFileSync(path.join(root, OUT), text);
  return [OUT];
}
