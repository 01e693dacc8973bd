// <chess-lesson src="castling.json" lang="zh-Hans">: plays one lesson on a <chess-board>.
// docs/lesson-element.md is its surface for page authors.
//
// The element joins the parts: loader.mjs gets the lesson ready (the file from this site only,
// its format and its chess checked) or names its problems on an error card; step-runner.mjs plays
// each step on a board; layout.mjs builds the screen, render.mjs the lesson's words, speech.mjs
// reads them aloud, progress.mjs keeps the stars.
//
// Attributes: src, lang (zh-Hans | zh-Hant | en; default: the saved choice, then the browser's),
// child (whose progress; default: the one chosen on the site), step (a step id to open),
// index-href (a link back to a lesson list, shown at the end), track ("main": the main path's
// steps; "all": the arbiter track's too, tracks.mjs; default: the child's choice or assignment,
// and a `step` on that track brings it), hide-title, sound ("off": silent,
// whatever the child's own mute button says), fit (the element fills the height its page gives it
// and sizes the board from the space left, so the bar of buttons is on screen with the whole board),
// projector (a teacher shows the lesson to a class: large, the board at the height given, every step
// open, a 答案 button, the board's drawing tools; web/lesson/projector.mjs turns it on).
// Methods (a teacher's keys and clicker, through projector.mjs): previousStep(), nextStep(),
// showHint(), showAnswer() (the goal's answer on the board; false when there is none to show).
// Properties: lesson (a lesson object to play instead of a file, checked as a file is), learner
// (read only: the name of the child whose progress is kept, or null), nextLesson ({href, title}:
// the summary's next lesson) and certificate ({href}: the summary's certificate link), set by a
// page that knows the course.
// Events (bubbling, composed): lessonready {lessonId, steps}, lessonerror {problems},
// stepchange {lessonId, stepId, index}, boardready {stepId}, stepsolved {lessonId, stepId, stars,
// best}, lessoncomplete {lessonId, stars, maxStars}, langchange {lang} (the language it starts in,
// and each it switches to).
import { adoptStylesheet } from '../board/api.mjs';
import { LANGS, hasLessonText, lessonText, loadLessonText, matchLang, pickLang, pickText } from '../i18n/lesson.mjs';
import { problemTexts } from '../i18n/lesson-problems.mjs';
import { checkLesson, loadLessonFile } from './loader.mjs';
import { feedbackFor, hintText } from './step-game.mjs';
import { DEFAULT_CHILD, ProgressStore } from './progress.mjs';
import { StepRunner } from './step-runner.mjs';
import { answerWords } from './answer-words.mjs';
import { Speech } from './speech.mjs';
import { buildLayout, renderErrorCard } from './layout.mjs';
import { button, el, markFallback, pieceIcon, renderLessonText, sanInLang } from './render.mjs';
import { diagramButtons } from './diagram-button.mjs';
import { LESSON_CSS } from './lesson-css.mjs';
import { isArbiterStep, pathSteps } from './tracks.mjs';
import { SUMMARY_CSS, renderSummaryCard } from './summary.mjs';

const Base = globalThis.HTMLElement ?? class {};

/** Whether a lesson text object ({zh-Hans, zh-Hant, en}) has words in some language. */
const hasText = (texts) => texts !== null && typeof texts === 'object' && Object.values(texts).some((text) => typeof text === 'string' && text.trim() !== '');

/** The most characters of an answer that sits beside the others rather than under them. */
const SHORT_CHOICE = 8;
// The core's refusals that are about how the piece moves: the runner says how that piece moves.
const PIECE_PATTERN_CODES = new Set(['PIECE_CANNOT_MOVE_LIKE_THAT']);

// A solved step with no success words of its own goes on by itself after this pause: long enough
// to see the stars, short enough that a child does not wait for nothing.
export const AUTO_ADVANCE_MS = 1200;

// The pinyin switch is one choice for the whole page and every later visit: the lessons on the
// page redraw together, and the choice is kept in this localStorage entry.
export const PINYIN_KEY = 'chess-lessons:pinyin';
const connectedLessons = new Set();
let pinyinThisVisit = true; // where localStorage cannot be used
function pinyinShown() {
  try { return (globalThis.localStorage?.getItem(PINYIN_KEY) ?? (pinyinThisVisit ? 'shown' : 'hidden')) !== 'hidden'; } catch { return pinyinThisVisit; }
}

// The child's own mute, kept on the device across lessons and reloads.
const MUTE_KEY = 'chess-lessons:muted';
const loadRewards = () => import('./rewards.mjs');

export class ChessLessonElement extends Base {
  static get observedAttributes() { return ['src', 'lang', 'child', 'sound', 'projector']; }

  #lesson = null; // the `lesson` property: an object to play instead of the src file
  #played = null; // the lesson being played, once checked
  #rules = null;
  #file = null;
  #index = 0;
  #runner = null;
  #store = null;
  #lang = 'en';
  #loadToken = 0;
  #frame = null;
  #parts = null;
  #speech = null;
  #problems = null; // the error card's problems, kept to redraw it in another language
  #feedback = null; // the words under the board, kept to redraw them in another language
  #wrongChoices = new Set();
  #advanceTimer = 0;
  #nextLesson = null;
  #certificate = null;
  #shownAnswer = null; // the answer a teacher showed on this step (showAnswer)

  get lesson() { return this.#lesson; }

  /** The name of the child whose progress is kept, or null for the learner nobody named. */
  get learner() {
    const child = this.#store?.child ?? null;
    return child === DEFAULT_CHILD ? null : child;
  }

  /** A lesson object to play without a file (an editor's preview); null goes back to `src`. */
  set lesson(value) {
    this.#lesson = value ?? null;
    if (this.#frame) this.#load();
  }

  /** The summary's next lesson: {href, title: {zh-Hans, zh-Hant, en}}, or null for none. */
  get nextLesson() { return this.#nextLesson; }
  set nextLesson(value) {
    this.#nextLesson = value?.href ? value : null;
    if (this.dataset.state === 'complete') this.#showLessonDone({ again: true });
  }

  /** The summary's certificate link: {href}, or null for none. */
  get certificate() { return this.#certificate; }
  set certificate(value) {
    this.#certificate = value?.href ? value : null;
    if (this.dataset.state === 'complete') this.#showLessonDone({ again: true });
  }

  /** The step before, the one after (after the last, the lesson's end), the hint, the answer: the
   *  bar's buttons, for a teacher's keys. In projector mode every step can be opened. */
  previousStep() {
    if (this.dataset.state === 'complete') this.#showStep(this.#index); // the summary: back to the last step
    else if (this.#runner && this.#index > 0) this.#showStep(this.#index - 1);
  }

  nextStep() {
    if (this.#runner && this.dataset.state !== 'complete' && (this.#projector() || !this.#parts.next.disabled)) this.#goNext();
  }

  showHint() { if (this.#runner && !this.#parts.hint.hidden && !this.#parts.hint.disabled) this.#runner.showHint(); }

  /** Shows the goal's answer: its moves as arrows (and in words), its squares marked, the right
   *  quiz answer or the button to press. Returns whether there was one to show. */
  showAnswer() {
    const answer = this.#runner?.showAnswer() ?? null;
    if (!answer) return false;
    this.#shownAnswer = answer;
    this.#showFeedback({ kind: 'info', ...answerWords(answer, this.#lang) });
    this.#renderPanel();
    return true;
  }

  #projector() { return this.hasAttribute('projector'); }

  connectedCallback() {
    if (!this.#frame) {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStylesheet(root, LESSON_CSS);
      adoptStylesheet(root, SUMMARY_CSS);
      // sound starts only after a gesture: the child's first tap makes the AudioContext
      const unlock = () => this.#soundOn() && loadRewards().then((rewards) => rewards.unlockSound()).catch(() => {});
      this.addEventListener('pointerdown', unlock);
      this.addEventListener('keydown', unlock);
      this.#frame = el(document, 'div', 'cl');
      root.appendChild(this.#frame);
    }
    this.#store = new ProgressStore();
    const child = this.getAttribute('child');
    if (child) this.#store.setChild(child);
    this.#lang = matchLang(this.getAttribute('lang')) ?? matchLang(this.#store.lang) ?? pickLang();
    this.#speech = new Speech(() => this.#renderSpeech());
    connectedLessons.add(this);
    this.#load();
  }

  disconnectedCallback() {
    connectedLessons.delete(this);
    clearTimeout(this.#advanceTimer);
    this.#loadToken += 1;
    this.#runner?.destroy();
    this.#runner = null;
    this.#speech?.destroy();
    this.#speech = null;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.#frame || oldValue === value) return;
    if (name === 'src' && !this.#lesson) this.#load();
    else if (name === 'lang') this.#setLang(matchLang(value) ?? this.#lang);
    else if (name === 'sound') this.#applySound();
    else if (name === 'projector' && this.#runner) {
      this.#runner.board.toggleAttribute('draw', this.#projector());
      clearTimeout(this.#advanceTimer);
      this.#renderDots();
      this.#updateNav();
    }
    else if (name === 'child' && this.#store) {
      this.#store.setChild(value);
      if (this.#played) this.#showStep(this.#resumeIndex());
    }
  }

  #t(key, params) { return lessonText(this.#lang, key, params); }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ---- loading -------------------------------------------------------------------------

  async #load() {
    const token = ++this.#loadToken;
    this.#runner?.destroy();
    this.#runner = null;
    this.#played = null;
    this.#problems = null;
    delete this.dataset.state;
    await loadLessonText(this.#lang).catch(() => {});
    if (token !== this.#loadToken) return;
    this.#frame.replaceChildren(el(document, 'p', 'cl-loading', this.#t('loading')));
    this.#frame.classList.add('is-message');
    this.#frame.lang = this.#lang;
    this.#emit('langchange', { lang: this.#lang }); // the language it starts in, for the page around it
    const src = this.getAttribute('src');
    this.#file = this.#lesson ? (typeof this.#lesson.id === 'string' ? this.#lesson.id : '?') : src || '?';
    const loaded = this.#lesson
      ? await checkLesson(this.#lesson)
      : await loadLessonFile(src, { baseURI: document.baseURI, origin: globalThis.location.origin, checkedHash: this.getAttribute('checked-hash') });
    if (token !== this.#loadToken) return;
    if (!loaded.ok) {
      this.#rules = loaded.rules ?? null; // to word the core's error codes on the card
      this.#showError(loaded.problems);
      return;
    }
    const { lesson, rules } = loaded;
    this.#played = { ...lesson, steps: pathSteps(lesson.steps, this.#withArbiter(lesson)) };
    this.#rules = rules;
    this.#buildLayout();
    this.#emit('lessonready', { lessonId: lesson.id, steps: this.#stepIds() });
    const byId = this.#played.steps.findIndex((step) => step.id === this.getAttribute('step'));
    this.#showStep(byId >= 0 ? byId : this.#resumeIndex());
    // the child starts afresh because saved progress could not be read: say that it was kept
    if (this.#store.keptAside && this.#runner) this.#showFeedback({ kind: 'info', key: 'progressKeptAside' });
  }

  #stepIds() { return this.#played.steps.map((step) => step.id); }

  /** Are the lesson's arbiter-track steps played (tracks.mjs)? `track` says so, else the child's
   *  choice or assignment does; a step asked for by id is always there. */
  #withArbiter(lesson) {
    const track = this.getAttribute('track');
    const asked = lesson.steps.find((step) => step.id === this.getAttribute('step'));
    if (asked && isArbiterStep(asked)) return true;
    return track === 'all' || (track !== 'main' && this.#store.withArbiter(lesson.id));
  }

  #resumeIndex() {
    const id = this.#store.resumeStep(this.#played.id, this.#stepIds());
    return Math.max(0, this.#stepIds().indexOf(id));
  }

  /** The error card, in the reader's language (its words are loaded for it). */
  async #showError(problems) {
    const token = this.#loadToken;
    this.#problems = problems.map((problem) => ({ file: this.#file, ...problem }));
    await problemTexts.load(this.#lang).catch(() => problemTexts.load('en'));
    if (token !== this.#loadToken || this.#problems === null) return;
    const table = problemTexts.get(this.#lang);
    const errorMessage = this.#rules ? (code) => this.#rules.errorMessage(code, this.#lang) : null;
    this.#frame.replaceChildren(renderErrorCard(document, this.#problems, table, { file: this.#file, errorMessage }));
    this.#frame.classList.add('is-message');
    this.#frame.lang = this.#lang;
    this.dataset.state = 'error';
    this.#emit('lessonerror', { problems: this.#problems });
  }

  // ---- the screen ----------------------------------------------------------------------

  #buildLayout() {
    this.#parts = buildLayout(document, {
      lang: (lang) => this.#setLang(lang, { remember: true }),
      previous: () => this.#index > 0 && this.#showStep(this.#index - 1),
      next: () => this.#goNext(),
      retry: () => this.#showStep(this.#index),
      hint: () => this.#runner?.showHint(),
      answer: () => this.showAnswer(),
      tryAgain: () => this.#runner?.tryAgain(),
      speak: () => this.#toggleSpeech(),
      pinyin: () => this.#togglePinyin(),
    });
    this.#parts.sound = button(document, 'cl-sound', 'sound');
    this.#parts.sound.addEventListener('click', () => this.#toggleMute());
    this.#parts.tools.appendChild(this.#parts.sound);
    this.#frame.replaceChildren(...this.#parts.all);
    this.#frame.classList.remove('is-message');
  }

  /** Every string the runner shows, in the current language (the step's own state stays). */
  #renderTexts() {
    const parts = this.#parts;
    const lesson = this.#played;
    if (!parts || !lesson) return;
    const step = lesson.steps[this.#index];
    this.#frame.lang = this.#lang;
    markFallback(parts.title, lesson.title, this.#lang).textContent = pickText(lesson.title, this.#lang);
    parts.title.hidden = this.hasAttribute('hide-title');
    parts.langName.textContent = this.#t('language');
    parts.settingsSummary.textContent = this.#t('settings');
    parts.langSelect.value = this.#lang;
    parts.count.textContent = this.#t('stepOf', { n: this.#index + 1, total: lesson.steps.length });
    parts.text.replaceChildren();
    renderLessonText(document, parts.text, step.text, this.#lang);
    for (const action of ['previous', 'hint', 'retry', 'next', 'tryAgain']) parts[action].textContent = this.#t(action);
    parts.answer.textContent = this.#t('showAnswer');
    this.#renderSpeech();
    this.#renderPinyin();
    this.#renderDots();
    this.#renderPanel();
    this.#renderTeacher();
    this.#renderSound();
    if (this.#feedback) this.#showFeedback(this.#feedback);
    this.#runner?.setLang(this.#lang);
    if (this.dataset.state === 'complete') this.#showLessonDone({ again: true });
  }

  #renderDots() {
    const lesson = this.#played;
    const dots = this.#parts.dots;
    dots.replaceChildren();
    const firstToDo = lesson.steps.findIndex((step) => !this.#store.stepStars(lesson.id, step.id));
    const many = lesson.steps.length > 10; // the dots share one row: a done step shows one star
    dots.classList.toggle('is-many', many);
    lesson.steps.forEach((step, n) => {
      const stars = this.#store.stepStars(lesson.id, step.id);
      const dot = el(document, 'li', `cl-dot${n === this.#index ? ' is-current' : ''}${stars ? ' is-done' : ''}`);
      // a button: a step done, the one open and the first still to do can be opened by a tap
      const go = button(document, 'cl-dot-button', 'step');
      go.textContent = stars ? '★'.repeat(many ? 1 : stars) : String(n + 1);
      go.setAttribute('aria-label', `${this.#t('goToStep', { n: n + 1 })}${stars ? `, ${this.#t('starsLabel', { stars })}` : ''}`);
      go.disabled = !(stars || n <= firstToDo || this.#projector());
      if (n === this.#index) go.setAttribute('aria-current', 'step');
      go.addEventListener('click', () => n !== this.#index && this.#showStep(n));
      dot.appendChild(go);
      dots.appendChild(dot);
    });
    // A fitted lesson's dots scroll sideways: the open step's dot is brought to the middle.
    const current = dots.querySelector('.cl-dot.is-current');
    if (current && dots.scrollWidth > dots.clientWidth) {
      dots.scrollLeft = current.offsetLeft - dots.offsetLeft - (dots.clientWidth - current.offsetWidth) / 2;
    }
  }

  /** The folded section for teachers and parents: the step's note (else the lesson's) and its
   *  article; hidden when there is neither. Never read aloud. */
  #renderTeacher() {
    const parts = this.#parts;
    const step = this.#played.steps[this.#index];
    const note = step.teacherNote ?? this.#played.teacherNote ?? null;
    const article = step.article ?? null;
    parts.teacherSummary.textContent = this.#t('teacherSection');
    parts.teacherBody.replaceChildren();
    if (note) {
      const paragraph = el(document, 'p', 'cl-teacher-note');
      renderLessonText(document, paragraph, note, this.#lang);
      parts.teacherBody.appendChild(paragraph);
    }
    if (article) parts.teacherBody.appendChild(el(document, 'p', 'cl-teacher-article', this.#t('teacherArticle', { article })));
    // the position shown, saved as a picture for a slide or a sheet of the teacher's own
    const board = this.#runner?.board ?? null;
    if (board) parts.teacherBody.appendChild(diagramButtons(document, () => this.#runner?.board, this.#lang, { filename: `${this.#played.id ?? 'lesson'}-${step.id}`, className: 'cl-button' }));
    parts.teacher.hidden = !note && !article && !board;
  }

  /** The goal's panel: quiz choices, the claim or action button, the tray left, the progress. */
  #renderPanel() {
    const parts = this.#parts;
    const { session } = this.#runner;
    const goal = session.goal;
    parts.panel.replaceChildren();
    parts.status = null;
    parts.tray = null;
    const panel = session.kind.panel;
    if (panel === 'choices') {
      const list = el(document, 'div', 'cl-choices');
      list.setAttribute('role', 'group');
      for (const choice of goal.choices) {
        const choiceButton = button(document, 'cl-choice', 'choose');
        choiceButton.dataset.choice = choice.id;
        renderLessonText(document, choiceButton, choice.label, this.#lang);
        if (this.#wrongChoices.has(choice.id)) choiceButton.classList.add('is-wrong');
        if (session.solved && choice.id === goal.answer) choiceButton.classList.add('is-right');
        if (!session.solved && this.#shownAnswer?.choice === choice.id) choiceButton.classList.add('is-answer');
        choiceButton.disabled = session.solved || this.#wrongChoices.has(choice.id);
        choiceButton.addEventListener('click', () => this.#choose(choice.id));
        list.appendChild(choiceButton);
      }
      // short answers (a square's name, 是 / 不是) side by side: the board keeps the height
      list.classList.toggle('is-short', [...list.children].every((choice) => choice.textContent.trim().length <= SHORT_CHOICE));
      parts.panel.appendChild(list);
    } else if (panel === 'button') {
      const { className, name, label, press } = session.kind.button(goal);
      const act = button(document, `${className} cl-primary`, name);
      act.textContent = this.#t(label);
      act.disabled = session.solved;
      act.classList.toggle('is-answer', !session.solved && Boolean(this.#shownAnswer?.button));
      act.addEventListener('click', () => this.#runner[press]());
      parts.panel.appendChild(act);
    } else if (panel === 'tray') {
      parts.tray = el(document, 'p', 'cl-tray-left');
      parts.panel.appendChild(parts.tray);
      this.#renderTray();
    } else if (panel === 'status') {
      parts.status = el(document, 'p', 'cl-progress');
      parts.panel.appendChild(parts.status);
      this.#renderStatus();
    }
  }

  #renderStatus() {
    const status = this.#parts?.status;
    if (!status) return;
    const { session } = this.#runner;
    status.hidden = session.solved; // "0 moves left" says nothing once the step is done
    const [key, params] = session.kind.status(session);
    status.textContent = this.#t(key, params);
  }

  #renderTray() {
    const tray = this.#parts?.tray;
    if (!tray) return;
    tray.replaceChildren(document.createTextNode(this.#t('stillToPlace')));
    for (const piece of this.#runner.trayLeft()) tray.appendChild(pieceIcon(document, piece, this.#lang));
  }

  #updateNav() {
    const parts = this.#parts;
    const { session } = this.#runner;
    const solvedBefore = this.#store.stepStars(this.#played.id, session.step.id) > 0;
    const hints = session.step.hints?.length ?? 0;
    // a wrong position on the board: one big "try again" in the bar, and nothing else to tap
    const waiting = this.#runner.waitingToRetry;
    parts.previous.disabled = this.#index === 0;
    parts.next.disabled = !(session.solved || solvedBefore || this.#projector());
    parts.answer.hidden = !this.#projector();
    parts.answer.disabled = session.solved || waiting;
    parts.next.classList.toggle('cl-primary', session.solved);
    parts.hint.hidden = hints === 0;
    parts.hint.disabled = session.solved || !session.hasHint;
    parts.hint.classList.toggle('is-offered', session.offersHint);
    parts.retry.hidden = !(session.solved || session.mistakes > 0 || session.childMoves > 0);
    parts.nav.classList.toggle('is-waiting', waiting);
    parts.tryAgain.hidden = !waiting;
    if (waiting && !parts.tryAgain.matches(':focus')) parts.tryAgain.focus?.({ preventScroll: true });
  }

  #setLang(lang, { remember = false } = {}) {
    if (!LANGS.includes(lang)) return;
    this.#lang = lang;
    if (remember) this.#store?.setLang(lang);
    this.#speech?.stop();
    if (remember && this.getAttribute('lang') !== lang) this.setAttribute('lang', lang);
    const token = this.#loadToken;
    Promise.all([loadLessonText(lang), this.#problems ? problemTexts.load(lang) : null]).catch(() => {}).then(async () => {
      if (token !== this.#loadToken || this.#lang !== lang) return;
      if (this.#problems) await this.#showError(this.#problems);
      else if (this.#played) this.#renderTexts();
      else this.#frame?.querySelector('.cl-loading')?.replaceChildren(this.#t('loading'));
      this.#emit('langchange', { lang });
    });
  }

  // ---- steps ---------------------------------------------------------------------------

  #showStep(index, { restart = false, carry = null } = {}) {
    clearTimeout(this.#advanceTimer);
    delete this.dataset.advancing;
    this.#speech?.stop();
    this.#runner?.destroy();
    this.#runner = null;
    const step = this.#played.steps[index];
    this.#index = index;
    // a restart keeps the words that say why; a new step starts with none
    if (!restart) this.#feedback = null;
    this.#parts.feedback.replaceChildren();
    this.#parts.feedback.className = 'cl-feedback';
    this.#frame.classList.toggle('has-feedback', restart && this.#feedback !== null);
    this.#wrongChoices = new Set();
    this.#shownAnswer = null;
    try {
      this.#runner = new StepRunner({ document, rules: this.#rules, step, lang: this.#lang, carry, host: this.#host(index) });
    } catch (error) {
      this.#showError([{ code: 'STEP_NOT_OPENED', path: `/steps/${index}`, params: { detail: error.message }, step: step.id }]);
      return;
    }
    this.#runner.board.toggleAttribute('sound', this.#soundOn());
    this.#runner.board.toggleAttribute('draw', this.#projector()); // a teacher draws for the class
    this.#frame.classList.remove('is-complete');
    this.dataset.step = step.id;
    this.dataset.state = 'loading';
    this.#parts.boardWrap.replaceChildren(this.#runner.board);
    // a setup step's board has its tray under it: the fitted layout leaves room for it
    const hasTray = this.#runner.session.kind.panel === 'tray';
    this.#parts.boardWrap.classList.toggle('has-tray', hasTray);
    this.#frame.classList.toggle('is-tray-step', hasTray);
    this.#frame.classList.toggle('is-choice-step', this.#runner.session.kind.panel === 'choices');
    this.#frame.classList.toggle('is-status-step', this.#runner.session.kind.panel === 'status');
    this.#renderTexts();
    this.#updateNav();
    this.#emit('stepchange', { lessonId: this.#played.id, stepId: step.id, index });
  }

  /** What the step runner of step `index` reports to. */
  #host(index) {
    const current = () => this.#index === index && this.#runner;
    return {
      feedback: (state) => current() && this.#showFeedback(state),
      clearFeedback: () => {
        if (!current()) return;
        this.#feedback = null;
        this.#parts.feedback.replaceChildren();
        this.#parts.feedback.className = 'cl-feedback';
        this.#frame.classList.remove('has-feedback');
      },
      solved: (result) => current() && this.#onSolved(result),
      restart: (carry) => current() && this.#showStep(index, { restart: true, carry }),
      changed: () => {
        if (!current()) return;
        this.#renderStatus();
        this.#renderTray();
        this.#updateNav();
      },
      showing: (on) => {
        if (!current()) return;
        // a wrong move on the board for the child to see, then taken back: no input meanwhile
        if (on) this.dataset.state = 'showing';
        else if (!this.#runner.session.solved) this.dataset.state = 'ready';
      },
      ready: () => {
        if (!current()) return;
        if (!this.#runner.session.solved) this.dataset.state = 'ready';
        this.#emit('boardready', { stepId: this.#runner.step.id });
      },
    };
  }

  #goNext() {
    if (this.#index + 1 < this.#played.steps.length) this.#showStep(this.#index + 1);
    else this.#showLessonDone();
  }

  /** The summary (summary.mjs); `again` redraws it (a new language, a link the page set). */
  #showLessonDone({ again = false } = {}) {
    const lesson = this.#played;
    const summary = this.#store.summary(lesson.id, this.#stepIds());
    const next = this.#nextLesson;
    const words = {
      title: this.#t('summaryTitle'),
      count: this.#t('lessonDone', { stars: summary.stars, max: summary.maxStars }),
      starsLabel: this.#t('summaryStars', { stars: summary.stars, max: summary.maxStars }),
      restart: this.#t('restartLesson'),
      next: next ? this.#t('nextLesson', { title: pickText(next.title, this.#lang) }) : null,
      certificate: this.#t('getCertificate'),
    };
    const links = { next: next?.href, certificate: this.#certificate?.href, index: this.getAttribute('index-href'), indexText: this.#t('backToIndex') };
    this.#parts.panel.replaceChildren(renderSummaryCard(document, summary, words, links, { restart: () => this.#showStep(0) }));
    this.#frame.classList.add('is-complete');
    // stars still in flight would hang over the summary, whose layout moved their dot
    for (const star of this.#frame.querySelectorAll('.cl-flying-star')) star.remove();
    this.#parts.next.disabled = true;
    if (again) return;
    this.dataset.state = 'complete';
    this.#parts.panel.querySelector('a.cl-primary, .cl-summary-restart')?.focus?.({ preventScroll: true });
    this.#emit('lessoncomplete', { lessonId: lesson.id, stars: summary.stars, maxStars: summary.maxStars });
  }

  #choose(id) {
    const result = this.#runner.choose(id);
    if (result.status === 'wrong') this.#wrongChoices.add(id);
    this.#renderPanel();
  }

  // ---- feedback ------------------------------------------------------------------------

  /** {kind: 'good'|'bad'|'info', stars?, code?, uci?, hint?, key?, params?, why?}: the words for a
   *  result (`why`: a wrong quiz answer's own reason, a lesson text). */
  #showFeedback(state) {
    this.#feedback = state;
    const node = this.#parts.feedback;
    const step = this.#runner.step;
    const lang = this.#lang;
    node.replaceChildren();
    markFallback(node, null, lang); // the runner's own words; a lesson's text below marks itself
    node.className = `cl-feedback is-${state.kind}`;
    this.#frame.classList.add('has-feedback');
    if (state.kind === 'good') {
      if (step.success) renderLessonText(document, node, step.success, lang);
      else node.textContent = this.#t('wellDone');
      const stars = el(document, 'span', 'cl-stars', `${'★'.repeat(state.stars)}${'☆'.repeat(3 - state.stars)}`);
      stars.setAttribute('aria-label', this.#t('solvedStars', { stars: state.stars }));
      node.append(' ', stars);
    } else if (state.hint) renderLessonText(document, node, hintText(state.hint), lang);
    else if (state.key === 'written') node.textContent = this.#t('written', { move: sanInLang(state.params.move, lang) });
    else if (state.key) node.textContent = this.#t(state.key, state.params);
    else {
      // a wrong quiz answer: that answer's own reason first
      const own = (state.why && hasText(state.why) ? state.why : null) ?? feedbackFor(step, { uci: state.uci, code: state.code });
      const pieceRule = state.piece ? `pieceRule_${state.piece.toLowerCase()}` : null;
      if (own) renderLessonText(document, node, own, lang);
      // a piece moved against its own way of moving: how that piece moves, in one sentence
      else if (pieceRule && PIECE_PATTERN_CODES.has(state.code) && hasLessonText(lang, pieceRule)) node.textContent = this.#t(pieceRule);
      else if (state.code && hasLessonText(lang, state.code)) node.textContent = this.#t(state.code, state.params);
      else if (state.code) node.textContent = this.#rules.errorMessage(state.code, lang) || this.#t('genericIllegal');
      else node.textContent = this.#t('genericIllegal');
      if (this.#runner.session.offersHint) node.append(' ', el(document, 'span', 'cl-hint-offer', this.#t('hintOffered')));
    }
  }

  #onSolved(result) {
    const lesson = this.#played;
    const { session } = this.#runner;
    const best = this.#store.recordStep(lesson.id, session.step.id, { stars: result.stars, hints: session.hintsUsed, nudges: session.nudgesUsed, mistakes: session.mistakes });
    this.dataset.state = 'solved';
    this.#showFeedback({ kind: 'good', stars: result.stars });
    this.#renderDots();
    this.#renderPanel();
    this.#updateNav();
    this.#parts.next.focus?.({ preventScroll: true });
    this.#reward(session.step.id, result.stars);
    this.#emit('stepsolved', { lessonId: lesson.id, stepId: session.step.id, stars: result.stars, best });
    this.#autoAdvance();
  }

  /** A solved step without success words goes on to the next by itself; one with words waits for
   *  下一步, and so does the last step (its 下一步 opens the end of the lesson). */
  #autoAdvance() {
    const index = this.#index;
    // a teacher at the projector goes on when the class has seen it
    if (this.#played.steps[index].success || index + 1 >= this.#played.steps.length || this.#projector()) return;
    this.dataset.advancing = '';
    this.#advanceTimer = setTimeout(() => {
      if (this.#index === index && this.#runner?.session.solved) this.#showStep(index + 1);
    }, AUTO_ADVANCE_MS);
  }

  // ---- pinyin ---------------------------------------------------------------------------

  /** Draws the pinyin switch and shows or hides the pinyin, from the page's saved choice. Only
   *  Chinese text has pinyin, so the switch is hidden in English. */
  #renderPinyin() {
    const parts = this.#parts;
    if (!parts) return;
    const shown = pinyinShown();
    this.#frame.classList.toggle('is-pinyin-hidden', !shown);
    parts.pinyin.hidden = !this.#lang.startsWith('zh');
    parts.pinyin.textContent = this.#t('pinyin');
    parts.pinyin.setAttribute('aria-pressed', String(shown));
  }

  #togglePinyin() {
    pinyinThisVisit = !pinyinShown();
    try { globalThis.localStorage?.setItem(PINYIN_KEY, pinyinThisVisit ? 'shown' : 'hidden'); } catch { /* kept for this visit only */ }
    for (const lesson of connectedLessons) lesson.#renderPinyin();
  }

  // ---- rewards: stars that fly, a tune, the mute button (rewards.mjs, loaded on use) ------

  /** On: unless the page says sound="off" (a classroom), or the child muted it on this device. */
  #soundOn() {
    if (this.getAttribute('sound') === 'off') return false;
    try {
      return globalThis.localStorage?.getItem(MUTE_KEY) !== '1';
    } catch {
      return true;
    }
  }

  #applySound() {
    this.#runner?.board.toggleAttribute('sound', this.#soundOn());
    this.#renderSound();
  }

  #renderSound() {
    const sound = this.#parts?.sound;
    if (!sound) return;
    const on = this.#soundOn();
    sound.hidden = this.getAttribute('sound') === 'off'; // the page decided: nothing to switch
    // one name that stays ("sound off", pressed or not), as a toggle button's should
    sound.textContent = this.#t('muteSound');
    sound.setAttribute('aria-pressed', String(!on));
  }

  #toggleMute() {
    const muted = !this.#soundOn();
    try {
      if (muted) globalThis.localStorage?.removeItem(MUTE_KEY);
      else globalThis.localStorage?.setItem(MUTE_KEY, '1');
    } catch { /* a storage that throws: the switch lasts this page */ }
    this.#applySound();
  }

  /** The solved step's stars fly to its dot, and the tune plays if sound is on; data-rewarded
   *  names the step once both have started. */
  async #reward(stepId, stars) {
    const rewards = await loadRewards().catch(() => null);
    if (!rewards || this.dataset.step !== stepId || !this.#parts) return;
    const from = this.#parts.feedback.querySelector('.cl-stars');
    const to = this.#parts.dots.querySelector('.cl-dot.is-current');
    if (from && to) rewards.flyStars({ from, to, layer: this.#frame, count: stars });
    if (this.#soundOn()) rewards.playSuccess();
    this.dataset.rewarded = stepId;
  }

  // ---- read aloud ----------------------------------------------------------------------

  #renderSpeech() {
    const speak = this.#parts?.speak;
    if (!speak || !this.#speech) return;
    // stays on screen where no voice exists: a tap then says so (#toggleSpeech)
    speak.hidden = false;
    speak.classList.toggle('is-unavailable', !this.#speech.available(this.#lang));
    speak.textContent = this.#t(this.#speech.speaking ? 'stopReading' : 'readAloud');
  }

  #toggleSpeech() {
    if (!this.#speech.available(this.#lang)) this.#showFeedback({ kind: 'info', key: 'noVoice' });
    else if (this.#speech.speaking) this.#speech.stop();
    else this.#speech.speak(pickText(this.#played.steps[this.#index].text, this.#lang), this.#lang);
  }
}

if (globalThis.customElements && !globalThis.customElements.get('chess-lesson')) {
  globalThis.customElements.define('chess-lesson', ChessLessonElement);
}
