/**
 * @jest-environment jsdom
 */
// Lesson text rendered into the DOM (renderMarkup in web/lesson/chess-lesson.mjs): only text
// nodes, piece icons and <ruby> built by the runner; hostile text stays inert text. And the
// runner's error card for files it must refuse, localised, with the file, step and reason.
import { jest } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; the rules API (imported by the runner) needs one at load time
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
const { renderMarkup } = await import('../../web/lesson/chess-lesson.mjs');
const { lessonText, LESSON_TEXT } = await import('../../web/i18n/lesson.mjs');

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

test('every runner and site string exists in all three languages', () => {
  const keys = Object.keys(LESSON_TEXT.en);
  for (const lang of ['zh-Hans', 'zh-Hant']) expect(Object.keys(LESSON_TEXT[lang]).sort()).toEqual([...keys].sort());
  expect(lessonText('zh-Hans', 'stepOf', { n: 2, total: 5 })).toBe('第 2 步，共 5 步');
  expect(lessonText('xx', 'next')).toBe('Next');
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
    expect(card.querySelector('.cl-error-title').textContent).toBe(LESSON_TEXT['zh-Hans'].errorTitle);
    expect(card.querySelector('.cl-error-reason').textContent).toContain('https://evil.example');
    expect(detail.problems).toHaveLength(1);
  });

  test('a file that is not JSON names the file and says so, in the chosen language', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"id": "x",' }));
    const { card } = await mount({ src: '/lessons/broken.json', lang: 'zh-Hant' });
    expect(card.querySelector('.cl-error-title').textContent).toBe(LESSON_TEXT['zh-Hant'].errorTitle);
    expect(card.querySelector('.cl-error-file').textContent).toBe('/lessons/broken.json');
    expect(card.querySelector('.cl-error-reason').textContent).toMatch(/^檔案不是合法的 JSON/);
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
    // the card follows a language change
    element.setAttribute('lang', 'zh-Hans');
    expect(element.shadowRoot.querySelector('.cl-error-title').textContent).toBe(LESSON_TEXT['zh-Hans'].errorTitle);
  });

  test('no src at all is a card too, not a blank box', async () => {
    const { card } = await mount({ lang: 'en' });
    expect(card.querySelector('.cl-error-reason').textContent).toBe(LESSON_TEXT.en.errorNoSrc);
  });
});
