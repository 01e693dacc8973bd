// The class progress file (web/lesson/progress-file.mjs), version 2: what makeProgressFile writes,
// parseProgressFile gives back; every kind of damage (truncation, a changed star or name, another
// version, random bytes, huge or deeply nested input, any one-character edit) is refused with a
// code and a sentence in the teacher's language, and nothing throws. The checksum is checked
// against node:crypto's SHA-256 over the canonical text as the format's comment defines it.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { FORMAT, FILE_VERSION, FILE_VERSIONS, MAX_FILE_LENGTH, makeProgressFile, parseProgressFile, sha256Hex } from '../../web/lesson/progress-file.mjs';
import { cleanName } from '../../web/lesson/progress.mjs';
import { classText, loadClassText } from '../../web/i18n/class.mjs';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
beforeAll(() => Promise.all(LANGS.map((lang) => loadClassText(lang))));

const step = (stars, hints, nudges, mistakes) => ({ stars, hints, nudges, mistakes });
const SAMPLE = {
  name: '王小明',
  device: '3f9a0c41d2b7e856',
  exported: '2026-05-01T08:30:00.000Z',
  lessons: {
    board: { aim: step(3, 0, 1, 0), 'white-first': step(2, 1, 0, 2), 'black-turn': step(1, 2, 1, 4) },
    rook: { 'first-star': step(3, 0, 0, 0), stars: step(3, 0, 0, 1) },
    'touch-move': { 'own-piece': step(2, 0, 1, 1) },
  },
};
/** What a file reads back as: its version, its steps with every count (null where not written),
 *  its misses per skill (null where not written). */
const readBack = (progress) => ({ skills: null, review: null, ...progress, version: FILE_VERSION, lessons: Object.fromEntries(Object.entries(progress.lessons).map(([id, lesson]) =>
  [id, Object.fromEntries(Object.entries(lesson).map(([stepId, s]) => [stepId, { stars: s.stars, hints: s.hints ?? null, nudges: s.nudges ?? null, mistakes: s.mistakes ?? null }]))])) });
const sampleText = () => makeProgressFile(SAMPLE);

/** The format's checksum, written from its definition: sorted keys, no white space, SHA-256. */
function specChecksum(file) {
  const canonical = (value) => {
    if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
    if (value && typeof value === 'object') {
      return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
    }
    return JSON.stringify(value);
  };
  const { checksum, ...rest } = file;
  return `sha256:${createHash('sha256').update(canonical(rest), 'utf8').digest('hex')}`;
}

/** The sample's object changed by `edit`, written with a checksum that matches the change. */
function resealed(edit) {
  const file = JSON.parse(sampleText());
  edit(file);
  file.checksum = specChecksum(file);
  return JSON.stringify(file);
}

const plain = (value) => JSON.parse(JSON.stringify(value));

// ---- arbitraries -------------------------------------------------------------------------

const idArb = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).filter((id) => id.length <= 64);
const nameArb = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(cleanName).filter((name) => name.length > 0);
const deviceArb = fc.stringMatching(/^[0-9a-f]{16}$/);
const dateArb = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
const countArb = fc.option(fc.integer({ min: 0, max: 999 }), { nil: null });
const stepArb = fc.record({ stars: fc.integer({ min: 1, max: 3 }), hints: countArb, nudges: countArb, mistakes: countArb });
const lessonsArb = fc.dictionary(idArb, fc.dictionary(idArb, stepArb, { maxKeys: 12 }), { maxKeys: 10 });
const progressArb = fc.record({ name: nameArb, device: deviceArb, exported: dateArb, lessons: lessonsArb });

// ---- the digest --------------------------------------------------------------------------

test('sha256Hex agrees with node:crypto, at every padding boundary and on random text', () => {
  // 55, 56, 63, 64 bytes and their doubles are where the length field moves to another block
  for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 111, 119, 120, 127, 128, 1000]) {
    const text = 'a'.repeat(length);
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  }
  expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // FIPS 180-2, B.1
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  }), { numRuns: 300 });
});

// ---- what a device writes ----------------------------------------------------------------

test('a file holds the format, the version, the name, the device, the date, the stars and a checksum over the rest', () => {
  const file = JSON.parse(sampleText());
  expect(Object.keys(file)).toEqual(['format', 'version', 'name', 'device', 'exported', 'lessons', 'checksum']);
  expect(file).toMatchObject({ format: FORMAT, version: FILE_VERSION, ...SAMPLE });
  expect(FILE_VERSION).toBe(2);
  expect(FILE_VERSIONS).toEqual([1, 2]);
  expect(file.checksum).toBe(specChecksum(file));
  expect(sampleText().length).toBeLessThan(1000);
});

test('round trip: every progress the format can hold comes back as it was written', () => {
  fc.assert(fc.property(progressArb, (progress) => {
    const parsed = parseProgressFile(makeProgressFile(progress), 'zh-Hans');
    expect(parsed.ok).toBe(true);
    expect(plain(parsed.value)).toEqual(plain(readBack({ ...progress, exported: progress.exported.toISOString() })));
  }), { numRuns: 300 });
});

test('white space and key order are not content: a re-indented file still reads the same', () => {
  const file = JSON.parse(sampleText());
  const reordered = Object.fromEntries(Object.entries(file).reverse());
  for (const text of [JSON.stringify(file), JSON.stringify(reordered, null, 4), `\uFEFF${sampleText()}`, `\r\n${sampleText().replace(/\n/g, '\r\n')}`]) {
    const parsed = parseProgressFile(text, 'en');
    expect(parsed.ok).toBe(true);
    expect(plain(parsed.value)).toEqual(readBack(SAMPLE));
  }
});

test('makeProgressFile refuses what the format cannot hold', () => {
  const cases = [
    { name: '' }, { name: ' padded ' }, { name: 'x'.repeat(41) }, { name: 'tab\there' }, { name: 7 },
    { device: 'not-hex-at-all!!' }, { device: '3F9A0C41D2B7E856' }, { device: '3f9a' },
    { exported: 'yesterday' }, { exported: new Date(Number.NaN) },
    { lessons: { rook: { 'first-star': 4 } } }, { lessons: { rook: { 'first-star': 0 } } }, { lessons: { rook: { 'first-star': 2.5 } } },
    { lessons: { rook: { 'first-star': { stars: 3, hints: -1 } } } }, { lessons: { rook: { 'first-star': { stars: 3, hints: 1000 } } } },
    { lessons: { rook: { 'first-star': { stars: 3, hints: 0.5 } } } }, { lessons: { rook: { 'first-star': { stars: 3, time: 4 } } } },
    { lessons: { Rook: { a: 1 } } }, { lessons: { rook: JSON.parse('{"__proto__": 1}') } }, { lessons: { rook: JSON.parse('{"__proto__": {"stars": 1}}') } }, { lessons: [] }, { lessons: { rook: [] } },
  ];
  for (const change of cases) {
    expect(() => makeProgressFile({ ...SAMPLE, ...change })).toThrow(TypeError);
  }
});

// ---- what a teacher may be given ---------------------------------------------------------

/** A step's first line and its stars, as the file writes them (two spaces a level). */
const AIM = (stars) => `"aim": {\n        "stars": ${stars}`;

test('every error code has a sentence in each language, and the sentences differ by language', () => {
  const inputs = {
    NOT_TEXT: 42,
    TOO_LARGE: ' '.repeat(MAX_FILE_LENGTH + 1),
    NOT_JSON: sampleText().slice(0, 40),
    NOT_PROGRESS: '{"steps": []}',
    VERSION: resealed((file) => { file.version = 3; }),
    CHECKSUM: sampleText().replace(AIM(3), AIM(1)),
    BAD_CONTENT: resealed((file) => { file.lessons.rook.stars.stars = 5; }),
  };
  for (const [code, input] of Object.entries(inputs)) {
    const messages = LANGS.map((lang) => {
      const parsed = parseProgressFile(input, lang);
      expect(parsed.ok).toBe(false);
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).not.toMatch(/^(file|field|page)\.|\{\w+\}/); // a sentence, every slot filled
      expect(parsed.error.message.length).toBeGreaterThan(8);
      return parsed.error.message;
    });
    expect(new Set(messages).size).toBe(3);
  }
  expect(parseProgressFile(inputs.VERSION, 'zh-Hans').error.message).toContain('3');
  expect(parseProgressFile(inputs.CHECKSUM, 'zh-Hans').error.message).toContain('校验码');
});

test('truncation: every cut-short file is refused', () => {
  const text = sampleText();
  const end = text.lastIndexOf('}');
  for (let length = 0; length < end; length++) {
    const parsed = parseProgressFile(text.slice(0, length), 'en');
    expect(parsed.ok).toBe(false);
    expect(parsed.error.code).toBe('NOT_JSON');
  }
});

test('a changed star, name, device, date or step is refused as a changed file', () => {
  const text = sampleText();
  const edits = [
    [AIM(3), AIM(2)], [AIM(3), AIM(1)], ['"hints": 1,', '"hints": 0,'], ['"mistakes": 4', '"mistakes": 3'], ['"stars": 3', '"stars": 1'],
    [',\n        "nudges": 1', ''],
    ['"name": "王小明"', '"name": "王小红"'], ['"name": "王小明"', '"name": "王小明 "'], ['"name": "王小明"', '"name": "\\u738b小明2"'],
    ['3f9a0c41d2b7e856', '3f9a0c41d2b7e857'], ['2026-05-01', '2026-06-01'], ['"black-turn": {', '"black-turn-2": {'],
    ['"touch-move": {', '"touch-move": {\n      "adjust": {"stars": 3},'],
  ];
  for (const [from, to] of edits) {
    expect(text).toContain(from);
    const parsed = parseProgressFile(text.replace(from, to), 'zh-Hans');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'CHECKSUM' } });
  }
  // and a checksum edited on its own
  const forged = text.replace(/"sha256:[0-9a-f]{4}/, '"sha256:0000');
  expect(parseProgressFile(forged, 'en').error.code).toBe('CHECKSUM');
  expect(parseProgressFile(resealed((file) => { delete file.checksum; }).replace(/,"checksum":"[^"]*"/, ''), 'en').error.code).toBe('CHECKSUM');
  expect(parseProgressFile(resealed(() => {}).replace(/"checksum":"sha256:/, '"checksum":"md5:'), 'en').error.code).toBe('CHECKSUM');
});

test('another version or format is refused as such, whatever its checksum', () => {
  for (const version of [0, 3, '1', '2', 1.5, null, [1]]) {
    const parsed = parseProgressFile(resealed((file) => { file.version = version; }), 'en');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'VERSION', version: JSON.stringify(version) } });
  }
  expect(parseProgressFile(resealed((file) => { delete file.version; }), 'en').error.code).toBe('VERSION');
  for (const text of ['{}', '[]', '"chess-lessons-progress"', 'null', '3', '{"format":"chess-lessons-progres","version":1}', '{"version":1,"steps":[]}']) {
    expect(parseProgressFile(text, 'en').error.code).toBe('NOT_PROGRESS');
  }
});

test('a file with the right checksum but content the format does not allow is refused, naming the field', () => {
  const cases = [
    [(file) => { file.lessons.rook.stars.stars = 4; }, 'lessons'],
    [(file) => { file.lessons.rook.stars.stars = 0; }, 'lessons'],
    [(file) => { file.lessons.rook.stars.stars = 2.5; }, 'lessons'],
    [(file) => { file.lessons.rook.stars.stars = '3'; }, 'lessons'],
    [(file) => { file.lessons.rook = [3, 3]; }, 'lessons'],
    [(file) => { file.lessons = []; }, 'lessons'],
    [(file) => { file.lessons.Rook = {}; }, 'lessons'],
    [(file) => { file.lessons.rook['<b>x</b>'] = { stars: 1 }; }, 'lessons'],
    [(file) => { file.lessons.rook.stars = 3; }, 'lessons'],
    [(file) => { file.lessons.rook.stars.hints = '1'; }, 'lessons'],
    [(file) => { file.lessons.rook.stars.extra = 1; }, 'lessons'],
    [(file) => { file.lessons['x'.repeat(65)] = {}; }, 'lessons'],
    [(file) => { file.lessons = Object.fromEntries(Array.from({ length: 501 }, (_, n) => [`l${n}`, {}])); }, 'lessons'],
    [(file) => { file.name = ''; }, 'name'],
    [(file) => { file.name = '  小明'; }, 'name'],
    [(file) => { file.name = '小\u0000明'; }, 'name'],
    [(file) => { file.name = 'x'.repeat(41); }, 'name'],
    [(file) => { file.name = ['小明']; }, 'name'],
    [(file) => { file.device = 'ZZZZZZZZZZZZZZZZ'; }, 'device'],
    [(file) => { delete file.device; }, 'device'],
    [(file) => { file.exported = 'yesterday'; }, 'exported'],
    [(file) => { file.exported = '2026-13-45T99:00:00Z'; }, 'exported'],
    [(file) => { file.exported = 1767225600000; }, 'exported'],
    [(file) => { file.teacher = 'me'; }, 'keys'],
  ];
  for (const [edit, field] of cases) {
    const parsed = parseProgressFile(resealed(edit), 'zh-Hans');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'BAD_CONTENT', field } });
  }
});

test('no id from a file can reach an object prototype', () => {
  const text = resealed((file) => { file.lessons = JSON.parse('{"__proto__": {"polluted": 3}}'); });
  expect(parseProgressFile(text, 'en').error.code).toBe('BAD_CONTENT');
  expect({}.polluted).toBeUndefined();
  const parsed = parseProgressFile(resealed((file) => { file.lessons = { constructor: { tostring: { stars: 2 } }, hasownproperty: { a: { stars: 1 } } }; }), 'en');
  expect(parsed.ok).toBe(true);
  expect(Object.getPrototypeOf(parsed.value.lessons)).toBeNull();
  expect(parsed.value.lessons.constructor.tostring.stars).toBe(2);
  expect(parsed.value.lessons.rook).toBeUndefined();
});

test('random bytes, random JSON and non-strings are refused without a throw', () => {
  const decoders = [new TextDecoder('utf-8'), new TextDecoder('latin1'), new TextDecoder('utf-16le')];
  fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), fc.integer({ min: 0, max: 2 }), (bytes, n) => {
    const parsed = parseProgressFile(decoders[n].decode(bytes), 'zh-Hans');
    expect(parsed.ok).toBe(false);
    expect(typeof parsed.error.message).toBe('string');
  }), { numRuns: 500 });
  fc.assert(fc.property(fc.jsonValue(), (value) => {
    expect(parseProgressFile(JSON.stringify(value) ?? 'null', 'en').ok).toBe(false);
  }), { numRuns: 500 });
  // JSON shaped like a progress file, with random fields, including a random checksum
  const looksLike = fc.record({
    format: fc.constant(FORMAT), version: fc.constantFrom(1, 2), name: fc.jsonValue(), device: fc.jsonValue(),
    exported: fc.jsonValue(), lessons: fc.jsonValue(), checksum: fc.jsonValue(),
  }, { requiredKeys: ['format', 'version'] });
  fc.assert(fc.property(looksLike, (file) => {
    const parsed = parseProgressFile(JSON.stringify(file), 'en');
    expect(parsed.ok).toBe(false);
    expect(['CHECKSUM', 'BAD_CONTENT']).toContain(parsed.error.code);
  }), { numRuns: 500 });
  for (const value of [undefined, null, 0, {}, [], Buffer.from(sampleText()), new String(sampleText()), Symbol('x')]) {
    expect(parseProgressFile(value, 'en')).toMatchObject({ ok: false, error: { code: 'NOT_TEXT' } });
  }
});

test('huge and deeply nested input is refused quickly, without a throw', () => {
  const huge = `{"format":"${FORMAT}","version":1,"name":"${'x'.repeat(10 * 1024 * 1024)}"}`;
  // refused by its size before it is parsed (parsed, its name would make it BAD_CONTENT)
  expect(parseProgressFile(huge, 'en').error.code).toBe('TOO_LARGE');
  expect(parseProgressFile(' '.repeat(MAX_FILE_LENGTH), 'en').error.code).toBe('NOT_JSON');
  const deep = (depth) => `{"format":"${FORMAT}","version":1,"lessons":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  expect(parseProgressFile(deep(10), 'en').error.code).toBe('BAD_CONTENT');
  expect(parseProgressFile(deep(100000), 'en').ok).toBe(false);
  const wide = `{"format":"${FORMAT}","version":1,"lessons":{${Array.from({ length: 20000 }, (_, n) => `"l${n}":{}`).join(',')}}}`;
  expect(parseProgressFile(wide, 'en').ok).toBe(false);
});

test('any one-character edit of a file is either refused or changes nothing that is read', () => {
  const edit = fc.record({
    at: fc.nat(), kind: fc.constantFrom('replace', 'delete', 'insert'), char: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  });
  const seen = { accepted: 0, refused: 0 };
  fc.assert(fc.property(progressArb, edit, (progress, { at, kind, char }) => {
    const text = makeProgressFile(progress);
    const i = at % text.length;
    const edited = kind === 'delete' ? text.slice(0, i) + text.slice(i + 1)
      : kind === 'insert' ? text.slice(0, i) + char + text.slice(i)
        : text.slice(0, i) + char + text.slice(i + 1);
    const parsed = parseProgressFile(edited, 'en');
    seen[parsed.ok ? 'accepted' : 'refused'] += 1;
    if (parsed.ok) expect(plain(parsed.value)).toEqual(plain(readBack({ ...progress, exported: progress.exported.toISOString() })));
    else expect(typeof parsed.error.code).toBe('string');
  }), { numRuns: 2000 });
  // both sides were reached: edits of the white space between values, and edits of content
  expect(seen.accepted).toBeGreaterThan(0);
  expect(seen.refused).toBeGreaterThan(seen.accepted);
});

test('the messages are the teacher\'s language\'s own', () => {
  expect(parseProgressFile('garbage', 'zh-Hans').error.message).toBe(classText('zh-Hans', 'file.NOT_JSON'));
  expect(parseProgressFile('garbage', 'zh-Hant').error.message).toBe(classText('zh-Hant', 'file.NOT_JSON'));
  expect(parseProgressFile(resealed((file) => { file.name = ''; }), 'zh-Hans').error.message).toContain('名字');
  expect(parseProgressFile(resealed((file) => { file.name = ''; }), 'en').error.message).toContain('name');
});
