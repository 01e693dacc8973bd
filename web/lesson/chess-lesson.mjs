// <chess-lesson src="castling.json" lang="zh-Hans">: plays one lesson on a <chess-board>. Its
// surface for page authors, each as docs/lesson-element.md describes it: the attributes src, lang,
// child, step, index-href, track, hide-title, sound, fit and projector; the methods previousStep(),
// nextStep(), showHint() and showAnswer() (a teacher's keys, through projector.mjs); the properties
// lesson, learner, nextLesson and certificate; the events (bubbling, composed) lessonready,
// lessonerror, stepchange, boardready, stepsolved, lessoncomplete and langchange.
//
// The element holds the lesson's state (the lesson played, the step open, its runner, the words
// under the board) and joins the parts: loader.mjs gets the lesson ready (the file from this site
// only, its format and its chess checked) or names its problems on an error card; step-order.mjs
// says which steps are played and which comes next; step-runner.mjs plays each step on a board;
// layout.mjs builds the screen and writes its words, step-controls.mjs draws the dots, the goal's
// panel and the bar, feedback.mjs the words under the board, teacher-section.mjs the grown-ups'
// section, summary.mjs the lesson's end; speech.mjs reads aloud, rewards.mjs flies the stars,
// switches.mjs keeps the pinyin and mute switches, progress.mjs the stars; on-use.mjs loads the
// summary and the projector mode's layout when they are needed.
import { adoptStylesheet } from '../board/api.mjs';
import { LANGS, lessonText, loadLessonText, matchLang, pickLang, pickText } from '../i18n/lesson.mjs';
import { problemTexts } from '../i18n/lesson-problems.mjs';
import { loadLesson } from './loader.mjs';
import { DEFAULT_CHILD, ProgressStore } from './progress.mjs';
import { StepRunner } from './step-runner.mjs';
import { Speech } from './speech.mjs';
import { buildLayout, renderErrorCard, renderMuteSwitch, renderPinyinSwitch, renderSpeakButton, renderWords } from './layout.mjs';
import { el } from './render.mjs';
import { barState, renderBar, renderDots, renderPanel, renderStatus, renderTray } from './step-controls.mjs';
import { answerFeedback, renderFeedback } from './feedback.mjs';
import { renderTeacherSection } from './teacher-section.mjs';
import { muted, onPinyinChange, pinyinShown, setMuted, setPinyinShown } from './switches.mjs';
import { LESSON_CSS } from './lesson-css.mjs';
import { advancesAlone, nextIndex, openingIndex, playedSteps } from './step-order.mjs';
import { loadSummary, styleProjector } from './on-use.mjs';

const Base = globalThis.HTMLElement ?? class {};

// A solved step with no success words of its own goes on by itself after this pause: long enough
// to see the stars, short enough that a child does not wait for nothing.
export const AUTO_ADVANCE_MS = 1200;

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
  #stopPinyin = null; // stops hearing the page's pinyin switch

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
    this.#showFeedback(answerFeedback(answer, this.#lang));
    this.#renderPanel();
    return true;
  }

  #projector() { return this.hasAttribute('projector'); }
  connectedCallback() {
    if (!this.#frame) {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStylesheet(root, LESSON_CSS);
      styleProjector(root, { now: this.#projector() });
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
    this.#stopPinyin?.();
    this.#stopPinyin = onPinyinChange(() => this.#renderPinyin());
    this.#load();
  }

  disconnectedCallback() {
    this.#stopPinyin?.();
    this.#stopPinyin = null;
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
    else if (name === 'projector') {
      if (this.#projector()) styleProjector(this.shadowRoot, { now: true });
      if (!this.#runner) return;
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

  #t = (key, params) => lessonText(this.#lang, key, params); // the runner's words, for the drawing modules too

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
    this.#showMessage(el(document, 'p', 'cl-loading', this.#t('loading')));
    this.#emit('langchange', { lang: this.#lang }); // the language it starts in, for the page around it
    const src = this.getAttribute('src');
    this.#file = this.#lesson ? (typeof this.#lesson.id === 'string' ? this.#lesson.id : '?') : src || '?';
    const loaded = await loadLesson({ lesson: this.#lesson, src, baseURI: document.baseURI, checkedHash: this.getAttribute('checked-hash') });
    if (token !== this.#loadToken) return;
    if (!loaded.ok) {
      this.#rules = loaded.rules ?? null; // to word the core's error codes on the card
      this.#showError(loaded.problems);
      return;
    }
    const { lesson, rules } = loaded;
    const askedId = this.getAttribute('step');
    const steps = playedSteps(lesson, { track: this.getAttribute('track'), askedId, savedWithArbiter: () => this.#store.withArbiter(lesson.id) });
    this.#played = { ...lesson, steps };
    this.#rules = rules;
    this.#buildLayout();
    this.#emit('lessonready', { lessonId: lesson.id, steps: this.#stepIds() });
    this.#showStep(openingIndex(steps, askedId, this.#store.resumeStep(lesson.id, this.#stepIds())));
    // the child starts afresh because saved progress could not be read: say that it was kept
    if (this.#store.keptAside && this.#runner) this.#showFeedback({ kind: 'info', key: 'progressKeptAside' });
  }

  #stepIds() { return this.#played.steps.map((step) => step.id); }
  #resumeIndex() { return openingIndex(this.#played.steps, null, this.#store.resumeStep(this.#played.id, this.#stepIds())); }

  /** The error card, in the reader's language (its words are loaded for it). */
  async #showError(problems) {
    const token = this.#loadToken;
    this.#problems = problems.map((problem) => ({ file: this.#file, ...problem }));
    await problemTexts.load(this.#lang).catch(() => problemTexts.load('en'));
    if (token !== this.#loadToken || this.#problems === null) return;
    const table = problemTexts.get(this.#lang);
    const errorMessage = this.#rules ? (code) => this.#rules.errorMessage(code, this.#lang) : null;
    this.#showMessage(renderErrorCard(document, this.#problems, table, { file: this.#file, errorMessage }));
    this.dataset.state = 'error';
    this.#emit('lessonerror', { problems: this.#problems });
  }

  /** A message in place of the lesson: loading, or the error card. */
  #showMessage(node) {
    this.#frame.replaceChildren(node);
    this.#frame.classList.add('is-message');
    this.#frame.lang = this.#lang;
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
      pinyin: () => setPinyinShown(!pinyinShown()),
      sound: () => { setMuted(!muted()); this.#applySound(); },
    });
    this.#frame.replaceChildren(...this.#parts.all);
    this.#frame.classList.remove('is-message');
  }

  /** Every string the runner shows, in the current language (the step's own state stays). */
  #renderTexts() {
    const parts = this.#parts;
    const lesson = this.#played;
    if (!parts || !lesson) return;
    this.#frame.lang = this.#lang;
    renderWords(document, parts, { lesson, index: this.#index, lang: this.#lang, t: this.#t, hideTitle: this.hasAttribute('hide-title') });
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
    const state = { steps: lesson.steps, index: this.#index, starsOf: (id) => this.#store.stepStars(lesson.id, id), projector: this.#projector() };
    renderDots(document, this.#parts.dots, state, { t: this.#t, open: (n) => this.#showStep(n) });
  }

  #renderTeacher() {
    const board = () => this.#runner?.board ?? null;
    renderTeacherSection(document, this.#parts, { lesson: this.#played, step: this.#played.steps[this.#index], lang: this.#lang, t: this.#t, board });
  }

  #renderPanel() {
    const state = { session: this.#runner.session, lang: this.#lang, t: this.#t, wrongChoices: this.#wrongChoices, shownAnswer: this.#shownAnswer };
    renderPanel(document, this.#parts, state, { choose: (id) => this.#choose(id), press: (method) => this.#runner[method](), trayLeft: () => this.#runner.trayLeft() });
  }

  #renderStatus() { if (this.#runner) renderStatus(this.#parts, this.#runner.session, this.#t); }

  #renderTray() { if (this.#runner && this.#parts?.tray) renderTray(document, this.#parts, this.#runner.trayLeft(), { lang: this.#lang, t: this.#t }); }

  #updateNav() {
    const { session } = this.#runner;
    const solvedBefore = this.#store.stepStars(this.#played.id, session.step.id) > 0;
    renderBar(this.#parts, barState({ index: this.#index, session, solvedBefore, projector: this.#projector(), waiting: this.#runner.waitingToRetry }));
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
    // a restart keeps the words that say why (kept to be drawn again); a new step starts with none
    const kept = restart ? this.#feedback : null;
    this.#clearFeedback();
    this.#feedback = kept;
    this.#wrongChoices = new Set();
    this.#shownAnswer = null;
    try {
      this.#runner = new StepRunner({ document, rules: this.#rules, step, lang: this.#lang, carry, host: this.#host(index) });
    } catch (error) {
      this.#showError([{ code: 'STEP_NOT_OPENED', path: `/steps/${index}`, params: { detail: error.message }, step: step.id }]);
      return;
    }
    if (nextIndex(this.#played.steps, index) === null) loadSummary().catch(() => {}); // the last step: its end next
    this.#runner.board.toggleAttribute('sound', this.#soundOn());
    this.#runner.board.toggleAttribute('draw', this.#projector()); // a teacher draws for the class
    this.#frame.classList.remove('is-complete');
    this.dataset.step = step.id;
    this.dataset.state = 'loading';
    this.#parts.boardWrap.replaceChildren(this.#runner.board);
    // a setup step's board has its tray under it: the fitted layout leaves room for it
    const hasTray = this.#runner.session.kind.panel === 'tray';
    this.#parts.boardWrap.classList.toggle('has-tray', hasTray);
    this.#frame.classList.toggle('is-touch-step', Boolean(this.#runner.session.kind.touchMove));
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
      clearFeedback: () => current() && this.#clearFeedback(),
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
    const next = nextIndex(this.#played.steps, this.#index);
    if (next === null) this.#showLessonDone();
    else this.#showStep(next);
  }

  /** The summary (summary.mjs, loaded on use); `again` redraws it (a new language, a link the page set). */
  #showLessonDone({ again = false } = {}) {
    const runner = this.#runner;
    if (!again) this.#parts.next.disabled = true; // one tap is enough while the summary loads
    loadSummary().then(({ drawSummary }) => {
      if (this.#runner !== runner) return; // the child opened a step meanwhile
      const lesson = this.#played;
      const summary = this.#store.summary(lesson.id, this.#stepIds());
      const links = { next: this.#nextLesson?.href, certificate: this.#certificate?.href, index: this.getAttribute('index-href'), indexText: this.#t('backToIndex') };
      drawSummary(this.shadowRoot, { parts: this.#parts, frame: this.#frame, summary, next: this.#nextLesson, lang: this.#lang, t: this.#t, links, restart: () => this.#showStep(0) });
      if (again) return;
      this.dataset.state = 'complete';
      this.#parts.panel.querySelector('a.cl-primary, .cl-summary-restart')?.focus?.({ preventScroll: true });
      this.#emit('lessoncomplete', { lessonId: lesson.id, stars: summary.stars, maxStars: summary.maxStars });
    }, () => { if (!again && this.#runner === runner) this.#parts.next.disabled = false; }); // not fetched (offline): 下一步 tries again
  }

  #choose(id) {
    const result = this.#runner.choose(id);
    if (result.status === 'wrong') this.#wrongChoices.add(id);
    this.#renderPanel();
  }

  // ---- feedback ------------------------------------------------------------------------

  #clearFeedback() {
    this.#feedback = null;
    this.#parts.feedback.replaceChildren();
    this.#parts.feedback.className = 'cl-feedback';
    this.#frame.classList.remove('has-feedback');
  }

  /** The words for a result under the board (feedback.mjs), kept to redraw in another language. */
  #showFeedback(state) {
    this.#feedback = state;
    this.#frame.classList.add('has-feedback');
    renderFeedback(document, this.#parts.feedback, state, {
      step: this.#runner.step, lang: this.#lang, offersHint: this.#runner.session.offersHint,
      errorMessage: (code, lang) => this.#rules.errorMessage(code, lang),
    });
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

  /** A solved step goes on to the next by itself where step-order.mjs says so. */
  #autoAdvance() {
    const index = this.#index;
    if (!advancesAlone(this.#played.steps, index, { projector: this.#projector() })) return;
    this.dataset.advancing = '';
    this.#advanceTimer = setTimeout(() => {
      if (this.#index === index && this.#runner?.session.solved) this.#showStep(index + 1);
    }, AUTO_ADVANCE_MS);
  }

  // ---- the child's switches (switches.mjs): pinyin and mute --------------------------------

  /** The pinyin switch, and the pinyin shown or hidden, from the page's saved choice. */
  #renderPinyin() {
    if (this.#parts) renderPinyinSwitch(this.#frame, this.#parts, { shown: pinyinShown(), lang: this.#lang, t: this.#t });
  }

  /** On: unless the page says sound="off" (a classroom), or the child muted it on this device. */
  #soundOn() { return this.getAttribute('sound') !== 'off' && !muted(); }

  #applySound() {
    this.#runner?.board.toggleAttribute('sound', this.#soundOn());
    this.#renderSound();
  }

  #renderSound() {
    if (this.#parts) renderMuteSwitch(this.#parts, { fixed: this.getAttribute('sound') === 'off', muted: muted(), t: this.#t });
  }

  // ---- rewards: stars that fly, a tune (rewards.mjs, loaded on use) ------------------------

  /** The solved step's stars fly to its dot, and the tune plays if sound is on; data-rewarded
   *  names the step once both have started. */
  async #reward(stepId, stars) {
    const rewards = await loadRewards().catch(() => null);
    if (!rewards || this.dataset.step !== stepId || !this.#parts) return;
    rewards.rewardStep({ parts: this.#parts, layer: this.#frame, stars, sound: this.#soundOn() });
    this.dataset.rewarded = stepId;
  }

  // ---- read aloud ----------------------------------------------------------------------

  #renderSpeech() {
    if (this.#parts && this.#speech) renderSpeakButton(this.#parts, { available: this.#speech.available(this.#lang), speaking: this.#speech.speaking, t: this.#t });
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
