// The class progress file (web/lesson/progress-file.mjs): what makeProgressFile writes,
// parseProgressFile gives back; every kind of damage (truncation, a changed star or name, another
// version, random bytes, huge or deeply nested input, any one-character edit) is refused with a
// code and a sentence in the teacher's language, and nothing throws. The checksum is checked
// against node:crypto's SHA-256 over the canonical text as the format's comment defines it.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { FORMAT, FILE_VERSION, MAX_FILE_LENGTH, makeProgressFile, parseProgressFile, sha256Hex } from '../../web/lesson/progress-file.mjs';
import { cleanName } from '../../web/lesson/progress.mjs';
import { classText, loadClassText } from '../../web/i18n/class.mjs';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
beforeAll(() => Promise.all(LANGS.map((lang) => loadClassText(lang))));

const SAMPLE = {
  name: '王小明',
  device: '3f9a0c41d2b7e856',
  exported: '2026-05-01T08:30:00.000Z',
  lessons: {
    board: { aim: 3, 'white-first': 2, 'black-turn': 1 },
    rook: { 'first-star': 3, stars: 3 },
    'touch-move': { 'own-piece': 2 },
  },
};
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
const lessonsArb = fc.dictionary(idArb, fc.dictionary(idArb, fc.integer({ min: 1, max: 3 }), { maxKeys: 12 }), { maxKeys: 10 });
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
  expect(file.checksum).toBe(specChecksum(file));
  expect(sampleText().length).toBeLessThan(1000);
});

test('round trip: every progress the format can hold comes back as it was written', () => {
  fc.assert(fc.property(progressArb, (progress) => {
    const parsed = parseProgressFile(makeProgressFile(progress), 'zh-Hans');
    expect(parsed.ok).toBe(true);
    expect(plain(parsed.value)).toEqual(plain({ ...progress, exported: progress.exported.toISOString() }));
  }), { numRuns: 300 });
});

test('white space and key order are not content: a re-indented file still reads the same', () => {
  const file = JSON.parse(sampleText());
  const reordered = Object.fromEntries(Object.entries(file).reverse());
  for (const text of [JSON.stringify(file), JSON.stringify(reordered, null, 4), `\uFEFF${sampleText()}`, `\r\n${sampleText().replace(/\n/g, '\r\n')}`]) {
    const parsed = parseProgressFile(text, 'en');
    expect(parsed.ok).toBe(true);
    expect(plain(parsed.value)).toEqual(SAMPLE);
  }
});

test('makeProgressFile refuses what the format cannot hold', () => {
  const cases = [
    { name: '' }, { name: ' padded ' }, { name: 'x'.repeat(41) }, { name: 'tab\there' }, { name: 7 },
    { device: 'not-hex-at-all!!' }, { device: '3F9A0C41D2B7E856' }, { device: '3f9a' },
    { exported: 'yesterday' }, { exported: new Date(Number.NaN) },
    { lessons: { rook: { 'first-star': 4 } } }, { lessons: { rook: { 'first-star': 0 } } }, { lessons: { rook: { 'first-star': 2.5 } } },
    { lessons: { Rook: { a: 1 } } }, { lessons: { rook: JSON.parse('{"__proto__": 1}') } }, { lessons: [] }, { lessons: { rook: [] } },
  ];
  for (const change of cases) {
    expect(() => makeProgressFile({ ...SAMPLE, ...change })).toThrow(TypeError);
  }
});

// ---- what a teacher may be given ---------------------------------------------------------

test('every error code has a sentence in each language, and the sentences differ by language', () => {
  const inputs = {
    NOT_TEXT: 42,
    TOO_LARGE: ' '.repeat(MAX_FILE_LENGTH + 1),
    NOT_JSON: sampleText().slice(0, 40),
    NOT_PROGRESS: '{"steps": []}',
    VERSION: resealed((file) => { file.version = 2; }),
    CHECKSUM: sampleText().replace('"aim": 3', '"aim": 1'),
    BAD_CONTENT: resealed((file) => { file.lessons.rook.stars = 5; }),
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
  expect(parseProgressFile(inputs.VERSION, 'zh-Hans').error.message).toContain('2');
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
    ['"aim": 3', '"aim": 2'], ['"aim": 3', '"aim": 1'], ['"own-piece": 2', '"own-piece": 3'], ['"stars": 3', '"stars": 1'],
    ['"name": "王小明"', '"name": "王小红"'], ['"name": "王小明"', '"name": "王小明 "'], ['"name": "王小明"', '"name": "\\u738b小明2"'],
    ['3f9a0c41d2b7e856', '3f9a0c41d2b7e857'], ['2026-05-01', '2026-06-01'], ['"black-turn": 1', '"black-turn-2": 1'],
    [',\n      "black-turn": 1', ''], ['"touch-move": {', '"touch-move": {\n      "adjust": 3,'],
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
  for (const version of [0, 2, '1', 1.5, null, [1]]) {
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
    [(file) => { file.lessons.rook.stars = 4; }, 'lessons'],
    [(file) => { file.lessons.rook.stars = 0; }, 'lessons'],
    [(file) => { file.lessons.rook.stars = 2.5; }, 'lessons'],
    [(file) => { file.lessons.rook.stars = '3'; }, 'lessons'],
    [(file) => { file.lessons.rook = [3, 3]; }, 'lessons'],
    [(file) => { file.lessons = []; }, 'lessons'],
    [(file) => { file.lessons.Rook = {}; }, 'lessons'],
    [(file) => { file.lessons.rook['<b>x</b>'] = 1; }, 'lessons'],
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
  const parsed = parseProgressFile(resealed((file) => { file.lessons = { constructor: { tostring: 2 }, hasownproperty: { a: 1 } }; }), 'en');
  expect(parsed.ok).toBe(true);
  expect(Object.getPrototypeOf(parsed.value.lessons)).toBeNull();
  expect(parsed.value.lessons.constructor.tostring).toBe(2);
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
    format: fc.constant(FORMAT), version: fc.constant(1), name: fc.jsonValue(), device: fc.jsonValue(),
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
    if (parsed.ok) expect(plain(parsed.value)).toEqual(plain({ ...progress, exported: progress.exported.toISOString() }));
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
