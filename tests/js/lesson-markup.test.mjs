/**
 * @jest-environment jsdom
 */
// Lesson text rendered into the DOM (renderMarkup in web/lesson/render.mjs): only text nodes,
// piece icons and <ruby> built by the runner; hostile text stays inert text. And the runner's
// error card for files it must refuse, localised, with the file, step and reason, for a file and
// for a lesson object given as the `lesson` property.
import { jest } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; the rules API (imported by the runner) needs one at load time
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
await import('../../web/lesson/chess-lesson.mjs');
const { renderLessonText, renderMarkup } = await import('../../web/lesson/render.mjs');
const { lessonText, loadLessonText } = await import('../../web/i18n/lesson.mjs');
const TABLES = {};
for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
  TABLES[lang] = {
    runner: (await import(`../../web/i18n/lesson.${lang}.mjs`)).default,
    site: (await import(`../../web/i18n/lesson-site.${lang}.mjs`)).default,
    problems: (await import(`../../web/i18n/lesson-problems.${lang}.mjs`)).default,
  };
}
const CARD = { 'zh-Hans': TABLES['zh-Hans'].problems.card, 'zh-Hant': TABLES['zh-Hant'].problems.card, en: TABLES.en.problems.card };

const HOSTILE = '<img src=x onerror=alert(1)> <script>alert(2)</script> <a href="javascript:alert(3)">x</a> javascript:alert(4) &amp; {K}';

function render(source, lang = 'en') {
  const parent = document.createElement('p');
  renderMarkup(document, parent, source, lang);
  return parent;
}

test('hostile text stays text: no element but the piece icon is created', () => {
  const parent = render(HOSTILE);
  expect(parent.querySelectorAll('img, script, a').length).toBe(0);
  expect(parent.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(parent.textContent).toContain('<script>alert(2)</script>');
  expect(parent.textContent).toContain('javascript:alert(4) &amp;');
  const elements = [...parent.querySelectorAll('*')].filter((node) => !node.closest('svg') || node.tagName === 'svg');
  expect(elements.map((node) => node.tagName.toLowerCase())).toEqual(['span', 'svg']);
  for (const node of parent.querySelectorAll('*')) {
    for (const attribute of node.attributes) {
      expect(attribute.name.startsWith('on')).toBe(false);
      expect(attribute.value).not.toMatch(/javascript:/i);
    }
  }
});

test('ruby and pieces: pinyin over the characters, an icon with its name', () => {
  const parent = render('[将军|jiāng jūn]{k}!', 'zh-Hans');
  const ruby = parent.querySelector('ruby');
  expect(ruby.firstChild.nodeType).toBe(Node.TEXT_NODE);
  expect(ruby.firstChild.textContent).toBe('将军');
  expect(ruby.querySelector('rt').textContent).toBe('jiāng jūn');
  const icon = parent.querySelector('.cl-icon');
  expect(icon.getAttribute('role')).toBe('img');
  expect(icon.getAttribute('aria-label')).toBe('黑王');
  expect(parent.lastChild.textContent).toBe('!');
});

test('a hostile ruby reading or base is still text', () => {
  const parent = render('[<b>x</b>|<i onmouseover=alert(1)>]');
  expect(parent.querySelectorAll('b, i').length).toBe(0);
  expect(parent.querySelector('rt').textContent).toBe('<i onmouseover=alert(1)>');
});

test('every runner, site and error card string exists in all three languages', async () => {
  for (const part of ['runner', 'site']) {
    const keys = Object.keys(TABLES.en[part]).sort();
    for (const lang of ['zh-Hans', 'zh-Hant']) expect([part, lang, Object.keys(TABLES[lang][part]).sort()]).toEqual([part, lang, keys]);
  }
  const cardKeys = Object.keys(CARD.en).sort();
  for (const lang of ['zh-Hans', 'zh-Hant']) expect(Object.keys(CARD[lang]).sort()).toEqual(cardKeys);
  await loadLessonText('zh-Hans');
  expect(lessonText('zh-Hans', 'stepOf', { n: 2, total: 5 })).toBe('第 2 步，共 5 步');
  await loadLessonText('en');
  expect(lessonText('xx', 'next')).toBe('Next'); // an unknown language: a loaded one, English first
});

describe('<chess-lesson> error cards', () => {
  let originalFetch;
  beforeEach(() => {
    originalFetch = globalThis.fetch;
    document.body.replaceChildren();
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  async function mount(attributes) {
    const element = document.createElement('chess-lesson');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const error = new Promise((resolve) => element.addEventListener('lessonerror', (event) => resolve(event.detail), { once: true }));
    document.body.appendChild(element);
    const detail = await error;
    return { element, detail, card: element.shadowRoot.querySelector('.cl-error') };
  }

  test('a lesson from another origin is refused before any request', async () => {
    globalThis.fetch = jest.fn();
    const { card, detail } = await mount({ src: 'https://evil.example/lesson.json', lang: 'zh-Hans' });
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(card.getAttribute('role')).toBe('alert');
    expect(card.querySelector('.cl-error-title').textContent).toBe(CARD['zh-Hans'].title);
    expect(card.querySelector('.cl-error-reason').textContent).toContain('https://evil.example');
    expect(detail.problems).toHaveLength(1);
  });

  test('a file that is not JSON names the file and says so, in the chosen language', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"id": "x",' }));
    const { card } = await mount({ src: '/lessons/broken.json', lang: 'zh-Hant' });
    expect(card.querySelector('.cl-error-title').textContent).toBe(CARD['zh-Hant'].title);
    expect(card.querySelector('.cl-error-file').textContent).toBe('/lessons/broken.json');
    expect(card.querySelector('.cl-error-reason').textContent).toMatch(/^檔案不是合法的 JSON/);
  });

  test("a file that is not JSON is placed by line and column, in the reader's words and never the browser's English", async () => {
    // the comma after "x" is a Chinese one, typed by an input method
    const withMark = '{\n  "id": "x"，\n  "text": "马"\n}';
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => withMark }));
    let { card } = await mount({ src: '/lessons/mark.json', lang: 'zh-Hans' });
    expect(card.querySelector('.cl-error-reason').textContent)
      .toBe('文件不是合法的 JSON：第 2 行第 12 列有一个中文标点“，”，要换成英文的“,”。');
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{\n  "id": "x"\n  "steps": []\n}' }));
    ({ card } = await mount({ src: '/lessons/comma.json', lang: 'en' }));
    const reason = card.querySelector('.cl-error-reason').textContent;
    // a missing comma is placed where it belongs: after "x"
    expect(reason).toMatch(/^The file is not valid JSON at line 2, column 12\./);
    let browserMessage = '';
    try {
      JSON.parse('{\n  "id": "x"\n  "steps": []\n}');
    } catch (error) {
      browserMessage = error.message;
    }
    expect(browserMessage).not.toBe('');
    expect(reason).not.toContain(browserMessage);
  });

  test('a missing file shows its HTTP status', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, text: async () => '' }));
    const { card } = await mount({ src: 'missing.json', lang: 'en' });
    expect(card.querySelector('.cl-error-reason').textContent).toBe('The server did not send this file (HTTP 404).');
  });

  test('a lesson with a broken step names the step and the reason; hostile text stays text', async () => {
    const lesson = {
      id: 'broken',
      title: { 'zh-Hans': '坏', 'zh-Hant': '壞', en: 'Broken' },
      steps: [{
        id: 'bad-goal', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', orientation: 'white',
        text: { 'zh-Hans': '<img src=x onerror=alert(1)>', 'zh-Hant': 'x', en: 'x' },
        goal: { kind: 'teleport' },
      }],
    };
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(lesson) }));
    const { card, element } = await mount({ src: 'broken.json', lang: 'en' });
    expect(card.querySelector('.cl-error-step').textContent).toBe('bad-goal');
    expect(card.querySelector('.cl-error-reason').textContent).toMatch(/goal kind "teleport"/);
    expect(element.shadowRoot.querySelector('img')).toBeNull();
    // the card follows a language change, once that language's words are there
    const switched = new Promise((resolve) => element.addEventListener('langchange', resolve, { once: true }));
    element.setAttribute('lang', 'zh-Hans');
    await switched;
    expect(element.shadowRoot.querySelector('.cl-error-title').textContent).toBe(CARD['zh-Hans'].title);
  });

  test('a lesson object given as the property is checked like a file, and its problems named', async () => {
    globalThis.fetch = jest.fn();
    const element = document.createElement('chess-lesson');
    element.setAttribute('lang', 'zh-Hans');
    element.lesson = { id: 'preview', title: { 'zh-Hans': '预览', 'zh-Hant': '預覽', en: 'Preview' }, steps: [{ id: 'one', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', orientation: 'up', text: { en: 'x' }, goal: { kind: 'check' } }] };
    const error = new Promise((resolve) => element.addEventListener('lessonerror', (event) => resolve(event.detail), { once: true }));
    document.body.appendChild(element);
    const detail = await error;
    expect(globalThis.fetch).not.toHaveBeenCalled();
    // a text missing in two languages is a warning (the runner falls back): only the wrong orientation stops the lesson
    expect(detail.problems.map((problem) => problem.code).sort()).toEqual(['NOT_ONE_OF']);
    const card = element.shadowRoot.querySelector('.cl-error');
    expect(card.querySelector('.cl-error-file').textContent).toBe('preview');
    expect(card.querySelector('.cl-error-step').textContent).toBe('one');
    const reasons = [...card.querySelectorAll('.cl-error-reason')].map((node) => node.textContent);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('orientation');
  });

  test('no src at all is a card too, not a blank box', async () => {
    const { card } = await mount({ lang: 'en' });
    expect(card.querySelector('.cl-error-reason').textContent).toBe(TABLES.en.problems.problems.NO_SRC);
  });
});

test('a lesson text missing in the reader\'s language is drawn from its fallback and marked; one in its own language is not', () => {
  const node = document.createElement('button');
  // a quiz choice, a hint or a success text, all drawn by renderLessonText
  renderLessonText(document, node, { 'zh-Hans': '白方{K}', en: 'White {K}' }, 'zh-Hant');
  expect(node.dataset.fallback).toBe('zh-Hans');
  expect(node.lang).toBe('zh-Hans');
  expect(node.textContent).toBe('白方');
  expect(node.querySelector('.cl-icon')).not.toBeNull();
  node.replaceChildren();
  renderLessonText(document, node, { 'zh-Hans': '白方', 'zh-Hant': '白方', en: 'White' }, 'en');
  expect(node.dataset.fallback).toBeUndefined();
  expect(node.hasAttribute('lang')).toBe(false);
  expect(node.textContent).toBe('White');
});
