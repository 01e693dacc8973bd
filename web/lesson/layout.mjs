// The lesson runner's screen, built once per lesson: the header (title, the pinyin switch, step
// count and dots), the step's text, the board's place, the goal's panel, the feedback line, the
// bar of buttons (上一步 · 重来 · 提示 · [答案] · 朗读 · 下一步, in reading order, so 下一步 ends it; while a
// wrong position waits on the board, one big 再试一次 in their place), and under them the grown-ups'
// part: the settings (the language menu, away from the child's buttons) and a folded section for
// teachers and parents. The screen's fixed words and its switches are written by renderWords and
// the render*Switch functions, in the lesson's language. And the card that replaces it: the error
// card (summary.mjs has the end of the lesson).
import { LANGS, LANG_NAMES, pickText } from '../i18n/lesson.mjs';
import { describeProblem } from '../i18n/lesson-problems.mjs';
import { button, el, markFallback, renderLessonText } from './render.mjs';

const SHOWN_PROBLEMS = 12;

/** The screen's parts, {head, title, langSelect, …, next}; `on` has the handlers of the language
 *  switch (lang), the pinyin switch (pinyin), the mute button (sound) and the buttons (previous,
 *  retry, hint, answer, speak, next, tryAgain). */
export function buildLayout(doc, on) {
  const parts = {};
  parts.head = el(doc, 'header', 'cl-head');
  parts.title = el(doc, 'h2', 'cl-title');
  parts.langLabel = el(doc, 'label', 'cl-lang');
  parts.langName = el(doc, 'span', 'cl-lang-name');
  parts.langSelect = el(doc, 'select', 'cl-lang-select');
  for (const lang of LANGS) {
    const option = el(doc, 'option', '', LANG_NAMES[lang]);
    option.value = lang;
    option.lang = lang;
    parts.langSelect.appendChild(option);
  }
  parts.langSelect.addEventListener('change', () => on.lang(parts.langSelect.value));
  parts.langLabel.append(parts.langName, parts.langSelect);
  // shows or hides the pinyin over Chinese words, on every lesson (aria-pressed: shown)
  parts.pinyin = button(doc, 'cl-pinyin', 'pinyin');
  parts.pinyin.addEventListener('click', () => on.pinyin());
  // the child's mute, kept on the device (aria-pressed: muted)
  parts.sound = button(doc, 'cl-sound', 'sound');
  parts.sound.addEventListener('click', () => on.sound());
  parts.tools = el(doc, 'div', 'cl-tools');
  parts.tools.append(parts.pinyin, parts.sound);
  // the settings: folded, under the lesson, beside the section for grown-ups
  parts.settings = el(doc, 'details', 'cl-settings');
  parts.settingsSummary = el(doc, 'summary', 'cl-settings-summary');
  parts.settings.append(parts.settingsSummary, parts.langLabel);
  parts.count = el(doc, 'p', 'cl-count');
  parts.dots = el(doc, 'ol', 'cl-dots');
  parts.head.append(parts.title, parts.count, parts.tools, parts.dots);
  parts.text = el(doc, 'p', 'cl-text');
  parts.boardWrap = el(doc, 'div', 'cl-board');
  parts.panel = el(doc, 'div', 'cl-panel');
  parts.feedback = el(doc, 'p', 'cl-feedback');
  parts.feedback.setAttribute('role', 'status');
  parts.feedback.setAttribute('aria-live', 'polite');
  parts.nav = el(doc, 'nav', 'cl-nav');
  // 答案: a teacher's, shown in projector mode only
  for (const action of ['previous', 'retry', 'hint', 'answer', 'speak', 'next']) {
    parts[action] = button(doc, `cl-${action}`, action);
    parts[action].addEventListener('click', () => on[action]());
    parts.nav.appendChild(parts[action]);
  }
  // a wrong position on the board waits for this one button (the others are hidden meanwhile)
  parts.tryAgain = button(doc, 'cl-try-again cl-primary', 'try-again');
  parts.tryAgain.hidden = true;
  parts.tryAgain.addEventListener('click', () => on.tryAgain());
  parts.nav.appendChild(parts.tryAgain);
  // for teachers and parents: the step's note and article, folded away, never read aloud
  parts.teacher = el(doc, 'details', 'cl-teacher');
  parts.teacherSummary = el(doc, 'summary', 'cl-teacher-summary');
  parts.teacherBody = el(doc, 'div', 'cl-teacher-body');
  parts.teacher.append(parts.teacherSummary, parts.teacherBody);
  parts.grownups = el(doc, 'div', 'cl-grownups');
  parts.grownups.append(parts.settings, parts.teacher);
  parts.all = [parts.head, parts.text, parts.boardWrap, parts.panel, parts.feedback, parts.nav, parts.grownups];
  return parts;
}

/** Writes the screen's fixed words in `lang`: the title (hidden with `hideTitle`), the settings,
 *  the step count, the step's text and the bar's buttons. `t` gives the runner's words. */
export function renderWords(doc, parts, { lesson, index, lang, t, hideTitle }) {
  markFallback(parts.title, lesson.title, lang).textContent = pickText(lesson.title, lang);
  parts.title.hidden = hideTitle;
  parts.langName.textContent = t('language');
  parts.settingsSummary.textContent = t('settings');
  parts.langSelect.value = lang;
  parts.count.textContent = t('stepOf', { n: index + 1, total: lesson.steps.length });
  parts.text.replaceChildren();
  renderLessonText(doc, parts.text, lesson.steps[index].text, lang);
  for (const action of ['previous', 'hint', 'retry', 'next', 'tryAgain']) parts[action].textContent = t(action);
  parts.answer.textContent = t('showAnswer');
}

/** The pinyin switch: pressed while the pinyin is shown; only Chinese text has pinyin, so it is
 *  hidden in English. The frame hides the pinyin with `is-pinyin-hidden`. */
export function renderPinyinSwitch(frame, parts, { shown, lang, t }) {
  frame.classList.toggle('is-pinyin-hidden', !shown);
  parts.pinyin.hidden = !lang.startsWith('zh');
  parts.pinyin.textContent = t('pinyin');
  parts.pinyin.setAttribute('aria-pressed', String(shown));
}

/** The mute button: hidden where the page decided (`fixed`: sound="off"); one name that stays
 *  ("sound off", pressed or not), as a toggle button's should. */
export function renderMuteSwitch(parts, { fixed, muted, t }) {
  parts.sound.hidden = fixed;
  parts.sound.textContent = t('muteSound');
  parts.sound.setAttribute('aria-pressed', String(muted));
}

/** The read-aloud button: 朗读 or 停止; it stays on screen where no voice exists (a tap then says so). */
export function renderSpeakButton(parts, { available, speaking, t }) {
  parts.speak.hidden = false;
  parts.speak.classList.toggle('is-unavailable', !available);
  parts.speak.textContent = t(speaking ? 'stopReading' : 'readAloud');
}

/**
 * The error card: what is wrong, where, in the reader's language (`table`, a lesson-problems
 * table). `file` names the file when a problem has none; `errorMessage(code)` words the rules
 * core's codes. The first twelve problems are listed, and how many more there are.
 */
export function renderErrorCard(doc, problems, table, { file, errorMessage } = {}) {
  const words = table.card;
  const card = el(doc, 'section', 'cl-error');
  card.setAttribute('role', 'alert');
  const loading = problems.some((problem) => problem.code === 'RULES_NOT_LOADED' || problem.code === 'CSP_BLOCKED');
  card.append(el(doc, 'h2', 'cl-error-title', words.title), el(doc, 'p', 'cl-error-intro', loading ? words.loadIntro : words.intro));
  const list = el(doc, 'ul', 'cl-error-list');
  for (const problem of problems.slice(0, SHOWN_PROBLEMS)) {
    const item = el(doc, 'li', 'cl-error-item');
    const dl = el(doc, 'dl');
    const row = (label, value, className) => dl.append(el(doc, 'dt', '', label), el(doc, 'dd', className, value));
    row(words.file, problem.file ?? file ?? '?', 'cl-error-file');
    row(words.step, problem.step ?? words.wholeLesson, 'cl-error-step');
    row(words.reason, describeProblem(table, problem, { errorMessage }), 'cl-error-reason');
    item.appendChild(dl);
    list.appendChild(item);
  }
  if (problems.length > SHOWN_PROBLEMS) list.appendChild(el(doc, 'li', 'cl-error-more', `… +${problems.length - SHOWN_PROBLEMS}`));
  card.appendChild(list);
  return card;
}
