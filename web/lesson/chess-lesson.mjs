// <chess-lesson src="castling.json" lang="zh-Hans">: plays one lesson file on a <chess-board>.
//
// It loads the file (same origin only), checks it with validate.mjs and the rules core, and shows
// an error card naming the file, the step and the reason when anything is wrong. Otherwise it runs
// the steps: the text (markup rendered as text nodes and elements built here, never HTML), the
// board set up for the step, the goal judged by goals.mjs from the board's events, scripted
// replies, hints, stars, saved progress (progress.mjs), previous/next and "read aloud".
//
// Attributes: src, lang (zh-Hans | zh-Hant | en; default: the saved choice, then the browser's),
// child (whose progress; default: the one chosen on the site), step (a step id to open),
// index-href (a link back to a lesson list, shown at the end).
// Events (bubbling, composed): lessonready {lessonId, steps}, lessonerror {problems},
// stepchange {lessonId, stepId, index}, stepsolved {lessonId, stepId, stars}, lessoncomplete
// {lessonId, stars, maxStars}.
import '../play/chess-board.mjs';
import { adoptStylesheet } from '../board/api.mjs';
import { createPieceSvg } from '../board/pieces.mjs';
import { pieceName } from '../i18n/board.mjs';
import { loadChessRules } from '../rules/index.mjs';
import { LANGS, LANG_NAMES, lessonText, hasLessonText, matchLang, pickLang, pickText } from '../i18n/lesson.mjs';
import { parseMarkup, markupToPlainText } from './markup.mjs';
import { validateLesson, boardMap, hintText } from './validate.mjs';
import { StepSession, feedbackFor } from './goals.mjs';
import { ProgressStore } from './progress.mjs';
import { LESSON_CSS } from './lesson-css.mjs';

const Base = globalThis.HTMLElement ?? class {};
const ARROW_KINDS = { green: 'good', red: 'bad', blue: 'hint', yellow: 'hint' };
const SPEECH_LANGS = { 'zh-Hans': ['zh-CN', 'zh-SG', 'zh'], 'zh-Hant': ['zh-TW', 'zh-HK', 'zh-MO'], en: ['en'] };
const REPLY_DELAY_MS = 450;
const RESTART_DELAY_MS = 1400;

/** Renders lesson markup into `parent` as text nodes, piece icons and <ruby>. Never HTML. */
export function renderMarkup(doc, parent, source, lang) {
  for (const token of parseMarkup(source)) {
    if (token.type === 'text') parent.appendChild(doc.createTextNode(token.text));
    else if (token.type === 'piece') {
      const icon = doc.createElement('span');
      icon.className = 'cl-icon';
      icon.setAttribute('role', 'img');
      icon.setAttribute('aria-label', pieceName(lang, token.piece));
      icon.appendChild(createPieceSvg(doc, token.piece));
      parent.appendChild(icon);
    } else {
      const ruby = doc.createElement('ruby');
      ruby.appendChild(doc.createTextNode(token.base));
      const rp1 = doc.createElement('rp');
      rp1.textContent = '(';
      const rt = doc.createElement('rt');
      rt.textContent = token.ruby;
      const rp2 = doc.createElement('rp');
      rp2.textContent = ')';
      ruby.append(rp1, rt, rp2);
      parent.appendChild(ruby);
    }
  }
  return parent;
}

function el(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(doc, className, action) {
  const node = el(doc, 'button', `cl-button ${className}`);
  node.type = 'button';
  node.dataset.action = action;
  return node;
}

/** Piece names for speech: {K: 'white king', …}. */
function pieceNames(lang) {
  return Object.fromEntries([...'KQRBNPkqrbnp'].map((piece) => [piece, pieceName(lang, piece)]));
}

export class ChessLessonElement extends Base {
  static get observedAttributes() { return ['src', 'lang', 'child']; }

  constructor() {
    super();
    this.lesson = null;
    this.rules = null;
    this.index = 0;
    this.session = null;
    this.board = null;
    this.store = null;
    this.loadToken = 0;
    this.timers = new Set();
    this.scripting = false;
    this.carry = null; // mistakes and hints carried over when a step restarts
  }

  connectedCallback() {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: 'open' });
      this.removeStyles = adoptStylesheet(root, LESSON_CSS);
      this.frame = el(document, 'div', 'cl');
      root.appendChild(this.frame);
    }
    this.store = new ProgressStore();
    const child = this.getAttribute('child');
    if (child) this.store.setChild(child);
    this.lang = this.chooseLang();
    this.load();
  }

  disconnectedCallback() {
    if (this.onVoices) globalThis.speechSynthesis?.removeEventListener?.('voiceschanged', this.onVoices);
    this.onVoices = null;
    this.clearTimers();
    this.stopSpeech();
    this.loadToken += 1;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.frame || oldValue === value) return;
    if (name === 'src') this.load();
    else if (name === 'lang') this.setLang(matchLang(value) ?? this.lang);
    else if (name === 'child' && this.store) {
      this.store.setChild(value);
      if (this.lesson) this.showStep(this.resumeIndex());
    }
  }

  chooseLang() {
    return matchLang(this.getAttribute('lang')) ?? matchLang(this.store?.lang) ?? pickLang();
  }

  t(key, params) { return lessonText(this.lang, key, params); }

  clearTimers() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  later(fn, ms) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ---- loading -------------------------------------------------------------------------

  async load() {
    const token = ++this.loadToken;
    this.clearTimers();
    this.lesson = null;
    this.frame.replaceChildren(el(document, 'p', 'cl-loading', this.t('loading')));
    const src = this.getAttribute('src');
    const file = src || '?';
    const fail = (reason, step = null) => {
      if (token === this.loadToken) this.showError([{ file, step, reason }]);
    };
    if (!src) return fail(this.t('errorNoSrc'));
    let url;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      return fail(this.t('errorNetwork'));
    }
    if (url.origin !== globalThis.location.origin) return fail(this.t('errorOtherOrigin', { origin: url.origin }));
    let text;
    try {
      // mode 'same-origin' also refuses a redirect to another origin, which the check above cannot see
      const response = await fetch(url, { credentials: 'same-origin', mode: 'same-origin' });
      if (!response.ok) return fail(this.t('errorHttp', { status: response.status }));
      text = await response.text();
    } catch {
      return fail(this.t('errorNetwork'));
    }
    let lesson;
    try {
      lesson = JSON.parse(text);
    } catch (error) {
      return fail(this.t('errorJson', { detail: error.message }));
    }
    // the shape first: a broken file gets its card without waiting for the rules engine
    const shapeProblems = validateLesson(lesson, null, { file });
    if (shapeProblems.length) {
      if (token === this.loadToken) this.showError(shapeProblems);
      return;
    }
    let rules;
    try {
      rules = await loadChessRules(); // the instance every <chess-board> on the page shares
    } catch (error) {
      return fail(this.t('errorRules', { detail: String(error?.message ?? error) }));
    }
    if (token !== this.loadToken) return;
    const problems = validateLesson(lesson, rules, { file, deep: false });
    if (problems.length) {
      this.showError(problems);
      return;
    }
    this.lesson = lesson;
    this.rules = rules;
    this.file = file;
    this.buildLayout();
    this.emit('lessonready', { lessonId: lesson.id, steps: lesson.steps.map((s) => s.id) });
    const wanted = this.getAttribute('step');
    const byId = lesson.steps.findIndex((step) => step.id === wanted);
    this.showStep(byId >= 0 ? byId : this.resumeIndex());
    // the child starts afresh because saved progress could not be read: say that it was kept
    if (this.store.keptAside && this.session) this.showFeedback({ kind: 'info', key: 'progressKeptAside' });
  }

  stepIds() { return this.lesson.steps.map((step) => step.id); }

  resumeIndex() {
    const id = this.store.resumeStep(this.lesson.id, this.stepIds());
    return Math.max(0, this.stepIds().indexOf(id));
  }

  /** The error card: what is wrong, where, in the child's language (the reasons from the
   *  validator are the teacher's, in English). */
  showError(problems) {
    this.lastProblems = problems;
    this.dataset.state = 'error';
    const doc = document;
    const card = el(doc, 'section', 'cl-error');
    card.setAttribute('role', 'alert');
    card.append(el(doc, 'h2', 'cl-error-title', this.t('errorTitle')), el(doc, 'p', 'cl-error-intro', this.t('errorIntro')));
    const list = el(doc, 'ul', 'cl-error-list');
    for (const problem of problems.slice(0, 12)) {
      const item = el(doc, 'li', 'cl-error-item');
      const dl = el(doc, 'dl');
      const row = (label, value, className) => {
        dl.append(el(doc, 'dt', '', label), el(doc, 'dd', className, value));
      };
      row(this.t('errorFile'), problem.file ?? '?', 'cl-error-file');
      row(this.t('errorStep'), problem.step ?? this.t('errorWholeLesson'), 'cl-error-step');
      row(this.t('errorReason'), problem.reason, 'cl-error-reason');
      item.appendChild(dl);
      list.appendChild(item);
    }
    if (problems.length > 12) list.appendChild(el(doc, 'li', 'cl-error-more', `… +${problems.length - 12}`));
    card.appendChild(list);
    this.frame.replaceChildren(card);
    this.frame.lang = this.lang;
    this.emit('lessonerror', { problems });
  }

  // ---- layout --------------------------------------------------------------------------

  buildLayout() {
    const doc = document;
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
    parts.langSelect.addEventListener('change', () => this.setLang(parts.langSelect.value, { remember: true }));
    parts.langLabel.append(parts.langName, parts.langSelect);
    parts.count = el(doc, 'p', 'cl-count');
    parts.dots = el(doc, 'ol', 'cl-dots');
    parts.head.append(parts.title, parts.langLabel, parts.count, parts.dots);
    parts.text = el(doc, 'p', 'cl-text');
    parts.boardWrap = el(doc, 'div', 'cl-board');
    parts.panel = el(doc, 'div', 'cl-panel');
    parts.feedback = el(doc, 'p', 'cl-feedback');
    parts.feedback.setAttribute('role', 'status');
    parts.feedback.setAttribute('aria-live', 'polite');
    parts.nav = el(doc, 'nav', 'cl-nav');
    parts.previous = button(doc, 'cl-previous', 'previous');
    parts.hint = button(doc, 'cl-hint', 'hint');
    parts.speak = button(doc, 'cl-speak', 'speak');
    parts.retry = button(doc, 'cl-retry', 'retry');
    parts.next = button(doc, 'cl-next', 'next');
    parts.nav.append(parts.previous, parts.hint, parts.speak, parts.retry, parts.next);
    parts.previous.addEventListener('click', () => this.index > 0 && this.showStep(this.index - 1));
    parts.next.addEventListener('click', () => this.goNext());
    parts.retry.addEventListener('click', () => this.showStep(this.index));
    parts.hint.addEventListener('click', () => this.showHint());
    parts.speak.addEventListener('click', () => this.toggleSpeech());
    this.frame.replaceChildren(parts.head, parts.text, parts.boardWrap, parts.panel, parts.feedback, parts.nav);
    this.parts = parts;
    this.updateSpeechAvailability();
    // voices arrive late in some browsers; one listener per element, however often it reloads
    if (!this.onVoices && globalThis.speechSynthesis?.addEventListener) {
      this.onVoices = () => this.updateSpeechAvailability();
      globalThis.speechSynthesis.addEventListener('voiceschanged', this.onVoices);
    }
  }

  /** Every string the runner shows, in the current language (the step's own state stays). */
  renderTexts() {
    const { parts, lesson, session } = this;
    if (!parts || !lesson) return;
    const doc = document;
    const step = lesson.steps[this.index];
    this.frame.lang = this.lang;
    parts.title.textContent = pickText(lesson.title, this.lang);
    parts.title.hidden = this.hasAttribute('hide-title');
    parts.langName.textContent = this.t('language');
    parts.langSelect.value = this.lang;
    parts.count.textContent = this.t('stepOf', { n: this.index + 1, total: lesson.steps.length });
    parts.text.replaceChildren();
    renderMarkup(doc, parts.text, pickText(step.text, this.lang), this.lang);
    parts.previous.textContent = this.t('previous');
    parts.hint.textContent = this.t('hint');
    parts.speak.textContent = this.speaking ? this.t('stopReading') : this.t('readAloud');
    parts.retry.textContent = this.t('retry');
    parts.next.textContent = this.t('next');
    this.renderDots();
    this.renderPanel();
    if (this.feedbackState) this.showFeedback(this.feedbackState);
    if (this.board) this.board.setAttribute('lang', this.lang);
    if (session?.boardMode === 'setup') this.renderTray();
  }

  renderDots() {
    const { parts, lesson } = this;
    parts.dots.replaceChildren();
    lesson.steps.forEach((step, n) => {
      const stars = this.store.stepStars(lesson.id, step.id);
      const dot = el(document, 'li', `cl-dot${n === this.index ? ' is-current' : ''}${stars ? ' is-done' : ''}`);
      dot.textContent = stars ? '★'.repeat(stars) : String(n + 1);
      dot.setAttribute('aria-label', `${this.t('stepOf', { n: n + 1, total: lesson.steps.length })}${stars ? `, ${this.t('starsLabel', { stars })}` : ''}`);
      if (n === this.index) dot.setAttribute('aria-current', 'step');
      parts.dots.appendChild(dot);
    });
  }

  setLang(lang, { remember = false } = {}) {
    if (!LANGS.includes(lang)) return;
    this.lang = lang;
    if (remember) this.store?.setLang(lang);
    this.stopSpeech();
    if (this.lastProblems && !this.lesson) this.showError(this.lastProblems);
    else if (this.lesson) {
      this.renderTexts();
      this.updateSpeechAvailability();
    } else if (this.frame) {
      const loading = this.frame.querySelector('.cl-loading');
      if (loading) loading.textContent = this.t('loading');
    }
    if (remember && this.getAttribute('lang') !== lang) this.setAttribute('lang', lang);
    this.emit('langchange', { lang });
  }

  // ---- steps ---------------------------------------------------------------------------

  showStep(index, { restart = false } = {}) {
    this.clearTimers();
    this.stopSpeech();
    const step = this.lesson.steps[index];
    this.index = index;
    // a restart keeps the words that say why; a new step starts with none
    if (!restart) this.feedbackState = null;
    this.parts.feedback.replaceChildren();
    this.parts.feedback.className = 'cl-feedback';
    this.wrongChoices = null;
    let session;
    try {
      session = new StepSession(this.rules, step);
    } catch (error) {
      this.showError([{ file: this.file, step: step.id, reason: this.t('errorStepOpen', { detail: error.message }) }]);
      return;
    }
    if (restart && this.carry) {
      session.mistakes = this.carry.mistakes;
      session.hintsUsed = this.carry.hintsUsed;
    }
    this.carry = null;
    this.session = session;
    this.dataset.step = step.id;
    this.dataset.state = 'loading';
    this.makeBoard(step, session);
    this.renderTexts();
    this.updateNav();
    this.emit('stepchange', { lessonId: this.lesson.id, stepId: step.id, index });
  }

  makeBoard(step, session) {
    if (this.board) this.board.remove();
    const board = document.createElement('chess-board');
    this.board = board;
    const mode = session.boardMode;
    board.setAttribute('lang', this.lang);
    board.setAttribute('orientation', step.orientation);
    if (step.boardTurned) {
      board.setAttribute('coordinates', 'false');
      board.classList.add('is-turned');
    }
    if (mode === 'setup') {
      board.setAttribute('mode', 'setup');
      board.setAttribute('fen', step.fen ? step.fen.split(' ')[0] : '8/8/8/8/8/8/8/8');
      board.setAttribute('interactive', '');
    } else {
      if (step.fen && !step.exercise) board.setAttribute('fen', step.fen);
      // a tap step takes input (the squares are buttons to press) but no piece can be picked up
      board.setAttribute('interactive', mode === 'play' || mode === 'tap' ? '' : 'false');
      if (session.goal.kind === 'touch') board.setAttribute('touch-move', '');
    }
    board.addEventListener('beforemove', (event) => this.onBeforeMove(event));
    board.addEventListener('illegal', (event) => this.onIllegal(event));
    board.addEventListener('move', (event) => this.onMove(event));
    board.addEventListener('place', (event) => this.onPlace(event));
    board.addEventListener('remove', () => this.onRemove());
    if (mode === 'tap') {
      board.addEventListener('click', (event) => this.onTapEvent(event));
      board.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') this.onTapEvent(event);
      });
    }
    this.parts.boardWrap.replaceChildren(board);
    board.ready.then(() => {
      if (this.board !== board || this.session !== session) return;
      if (session.game) board.setGame(session.game);
      if (mode === 'tap') board.view.setMovableColor(null);
      this.decorateBoard();
      if (session.goal.kind === 'touch') {
        const pieces = boardMap(session.game.fen().split(' ')[0]);
        for (const touch of session.goal.touches) {
          const square = typeof touch === 'string' ? touch : touch.square;
          board.controller.onSelect({ square, piece: pieces[square] ?? null, adjust: typeof touch === 'object' && touch.adjust === true });
        }
      }
      if (mode === 'setup') {
        this.lastPlacement = board.fen.split(' ')[0];
        this.renderTray();
      }
      if (session.solved) board.lock();
      if (!session.solved) this.dataset.state = 'ready';
      this.emit('boardready', { stepId: step.id });
    });
  }

  /** Arrows, highlights, stars and targets of the step, with those of the hint on screen. */
  decorateBoard(hint = null) {
    const { board, session } = this;
    const step = session.step;
    const arrows = [...(step.arrows ?? []), ...(hint?.arrows ?? [])];
    board.arrows(arrows.map((a) => ({ from: a.from, to: a.to, kind: ARROW_KINDS[a.color ?? 'green'] })));
    const highlights = [...(step.highlights ?? []), ...(hint?.highlights ?? [])].map((square) => ({ square, kind: 'hint' }));
    if (session.goal.kind === 'tap') for (const square of session.tapped) highlights.push({ square, kind: 'good' });
    board.highlight(highlights);
    const markers = [];
    if (session.goal.kind === 'collect-stars') for (const square of session.starsLeft) markers.push({ square, kind: 'star' });
    if (session.goal.kind === 'capture') markers.push({ square: session.goal.target, kind: 'target' });
    board.markers(markers);
  }

  renderPanel() {
    const { parts, session } = this;
    const doc = document;
    const goal = session.goal;
    parts.panel.replaceChildren();
    if (goal.kind === 'quiz') {
      const list = el(doc, 'div', 'cl-choices');
      list.setAttribute('role', 'group');
      for (const choice of goal.choices) {
        const choiceButton = button(doc, 'cl-choice', 'choose');
        choiceButton.dataset.choice = choice.id;
        renderMarkup(doc, choiceButton, pickText(choice.label, this.lang), this.lang);
        if (this.wrongChoices?.has(choice.id)) choiceButton.classList.add('is-wrong');
        if (session.solved && choice.id === goal.answer) choiceButton.classList.add('is-right');
        choiceButton.disabled = session.solved || Boolean(this.wrongChoices?.has(choice.id));
        choiceButton.addEventListener('click', () => this.onChoose(choice.id));
        list.appendChild(choiceButton);
      }
      parts.panel.appendChild(list);
    } else if (goal.kind === 'claim') {
      const claim = button(doc, 'cl-claim cl-primary', 'claim');
      claim.textContent = this.t('claimDraw');
      claim.disabled = session.solved;
      claim.addEventListener('click', () => this.onClaim());
      parts.panel.appendChild(claim);
    } else if (goal.kind === 'action') {
      const action = button(doc, 'cl-act cl-primary', goal.action);
      action.textContent = this.t(goal.action);
      action.disabled = session.solved;
      action.addEventListener('click', () => this.onAction());
      parts.panel.appendChild(action);
    } else if (goal.kind === 'setup') {
      parts.tray = el(doc, 'p', 'cl-tray-left');
      parts.panel.appendChild(parts.tray);
    } else if (goal.kind === 'collect-stars' || goal.kind === 'mate' || goal.kind === 'tap') {
      parts.status = el(doc, 'p', 'cl-progress');
      parts.panel.appendChild(parts.status);
      this.renderStatus();
    }
  }

  renderStatus() {
    const { session, parts } = this;
    if (!parts.status || !parts.status.isConnected) return;
    const goal = session.goal;
    if (goal.kind === 'collect-stars') parts.status.textContent = this.t('starsLeft', { stars: session.starsLeft.length, moves: goal.maxMoves - session.childMoves });
    else if (goal.kind === 'mate') parts.status.textContent = this.t('movesLeft', { moves: goal.in - session.childMoves });
    else if (goal.kind === 'tap') parts.status.textContent = this.t('tapProgress', { done: session.tapped.size, total: goal.squares.length });
  }

  renderTray() {
    const { parts, board, session } = this;
    if (!parts.tray || !board) return;
    const placement = board.controller ? boardMap(board.fen.split(' ')[0]) : boardMap(session.step.fen ? session.step.fen.split(' ')[0] : '8/8/8/8/8/8/8/8');
    parts.tray.replaceChildren(document.createTextNode(this.t('stillToPlace')));
    for (const piece of session.trayLeft(placement)) {
      const icon = el(document, 'span', 'cl-icon');
      icon.setAttribute('role', 'img');
      icon.setAttribute('aria-label', pieceName(this.lang, piece));
      icon.appendChild(createPieceSvg(document, piece));
      parts.tray.appendChild(icon);
    }
  }

  updateNav() {
    const { parts, session, lesson } = this;
    const solvedBefore = this.store.stepStars(lesson.id, session.step.id) > 0;
    parts.previous.disabled = this.index === 0;
    parts.next.disabled = !(session.solved || solvedBefore);
    parts.next.classList.toggle('cl-primary', session.solved);
    parts.hint.hidden = !(session.step.hints?.length);
    parts.hint.disabled = session.solved || session.hintsUsed >= (session.step.hints?.length ?? 0);
    parts.retry.hidden = !(session.solved || session.mistakes > 0 || session.childMoves > 0);
  }

  goNext() {
    if (this.index + 1 < this.lesson.steps.length) this.showStep(this.index + 1);
    else this.showLessonDone();
  }

  showLessonDone() {
    const { lesson, parts } = this;
    const summary = this.store.summary(lesson.id, this.stepIds());
    const doc = document;
    const card = el(doc, 'section', 'cl-done');
    card.appendChild(el(doc, 'p', 'cl-done-text', this.t('lessonDone', { stars: summary.stars, max: summary.maxStars })));
    const href = this.getAttribute('index-href');
    if (href) {
      const link = el(doc, 'a', 'cl-button cl-primary', this.t('backToIndex'));
      link.href = href;
      card.appendChild(link);
    }
    parts.panel.replaceChildren(card);
    parts.next.disabled = true;
    this.dataset.state = 'complete';
    this.emit('lessoncomplete', { lessonId: lesson.id, stars: summary.stars, maxStars: summary.maxStars });
  }

  // ---- feedback ------------------------------------------------------------------------

  /** {kind: 'good'|'bad'|'info', code?, uci?, text?, key?, params?}: the words for a result. */
  showFeedback(state) {
    this.feedbackState = state;
    const { parts } = this;
    parts.feedback.replaceChildren();
    parts.feedback.className = `cl-feedback is-${state.kind}`;
    const step = this.session.step;
    if (state.kind === 'good') {
      renderMarkup(document, parts.feedback, step.success ? pickText(step.success, this.lang) : this.t('wellDone'), this.lang);
      parts.feedback.append(' ', el(document, 'span', 'cl-stars', `${'★'.repeat(state.stars)}${'☆'.repeat(3 - state.stars)}`));
      parts.feedback.lastChild.setAttribute('aria-label', this.t('solvedStars', { stars: state.stars }));
      return;
    }
    if (state.texts) {
      renderMarkup(document, parts.feedback, pickText(state.texts, this.lang), this.lang);
      return;
    }
    if (state.key) {
      parts.feedback.textContent = this.t(state.key, state.params);
      return;
    }
    const own = feedbackFor(step, { uci: state.uci, code: state.code });
    if (own) renderMarkup(document, parts.feedback, pickText(own, this.lang), this.lang);
    else if (state.code && hasLessonText(state.code)) parts.feedback.textContent = this.t(state.code);
    else if (state.code) parts.feedback.textContent = this.rules.errorMessage(state.code, this.lang) || this.t('genericIllegal');
    else parts.feedback.textContent = this.t('genericIllegal');
  }

  onSolved(result) {
    const { lesson, session } = this;
    const stars = this.store.recordStep(lesson.id, session.step.id, result.stars);
    this.dataset.state = 'solved';
    this.showFeedback({ kind: 'good', stars: result.stars });
    this.board?.lock?.();
    this.renderDots();
    this.updateNav();
    this.parts.next.focus?.({ preventScroll: true });
    this.emit('stepsolved', { lessonId: lesson.id, stepId: session.step.id, stars: result.stars, best: stars });
  }

  showHint() {
    const hint = this.session.nextHint();
    if (hint) {
      this.showFeedback({ kind: 'info', texts: hintText(hint) });
      this.decorateBoard(hint);
    } else this.showFeedback({ kind: 'info', key: 'noMoreHints' });
    this.updateNav();
  }

  // ---- board events --------------------------------------------------------------------

  onBeforeMove(event) {
    if (this.scripting || event.detail.by !== 'user') return;
    const refused = this.session.checkMove(event.detail.uci);
    if (!refused) return;
    event.preventDefault();
    if (refused.code === 'WRITTEN') this.showFeedback({ kind: 'info', key: 'written', params: { move: refused.san } });
    else this.showFeedback({ kind: 'bad', code: refused.code, uci: refused.uci });
    this.updateNav();
  }

  onIllegal(event) {
    if (this.scripting) return;
    const { from, to, code } = event.detail;
    const result = this.session.illegal(code, from && to ? `${from}${to}` : null);
    this.showFeedback({ kind: 'bad', code: result.code, uci: result.uci });
    this.updateNav();
  }

  onMove(event) {
    if (this.scripting || event.detail.by === 'script') return;
    const session = this.session;
    const result = session.afterMove(event.detail);
    this.afterResult(result, event.detail);
  }

  afterResult(result, played) {
    const { session, board } = this;
    if (result.status === 'solved') this.onSolved(result);
    else if (result.status === 'wrong') {
      this.showFeedback({ kind: 'bad', code: result.code });
      if (result.restart) {
        board.lock();
        this.carry = { mistakes: session.mistakes, hintsUsed: session.hintsUsed };
        this.later(() => this.showStep(this.index, { restart: true }), RESTART_DELAY_MS);
      }
    } else if (result.status === 'continue') {
      if (result.pass) {
        session.game.pass();
        board.refresh({ lastMove: played ? [played.from, played.to] : null });
        this.decorateBoard();
      }
      if (result.reply) {
        board.lock();
        const chosen = result.searched ? this.defence(session, result.reply) : Promise.resolve(result.reply);
        const started = Date.now();
        chosen.then((reply) => this.later(() => {
          if (this.session !== session) return;
          this.scripting = true;
          const answer = board.play(reply);
          this.scripting = false;
          board.unlock();
          if (answer.ok) {
            const after = session.afterReply(reply);
            if (after.status === 'wrong') this.afterResult(after);
          }
          this.renderStatus();
        }, Math.max(0, REPLY_DELAY_MS - (Date.now() - started))));
      }
      this.feedbackState = null;
      this.parts.feedback.replaceChildren();
    }
    this.renderStatus();
    this.updateNav();
  }

  /** The reply of the practice partner's defender (rules.bestMove, mode 'defend'), where the rules
   *  API has it and it answers in time; else `fallback`, the session's own short look. */
  async defence(session, fallback) {
    const rules = this.rules;
    if (typeof rules.bestMove !== 'function') return fallback;
    try {
      const game = session.game;
      const history = game.history({ verbose: true });
      const fens = [game.startFen(), ...history.map((move) => move.fen)].slice(0, -1);
      const timeout = new Promise((resolve) => { setTimeout(() => resolve(null), 4000); });
      const found = await Promise.race([
        rules.bestMove(game.fen(), { mode: 'defend', exercise: session.step.exercise === true, history: fens.slice(-128) }),
        timeout,
      ]);
      const uci = found && found.ok ? found.value.uci : null;
      return uci && game.moves().some((move) => move.uci === uci) ? uci : fallback;
    } catch {
      return fallback;
    }
  }

  onPlace(event) {
    const { session, board } = this;
    if (session.goal.kind !== 'setup') return;
    const placementField = board.fen.split(' ')[0];
    const result = session.place(boardMap(placementField), event.detail.square, event.detail.piece);
    if (result.status === 'wrong') {
      this.showFeedback({ kind: 'bad', code: result.code });
      // the piece goes back to the tray, so the board only ever holds right pieces
      board.setPosition(this.lastPlacement ?? '8/8/8/8/8/8/8/8');
    } else {
      this.lastPlacement = placementField;
      if (result.status === 'solved') this.onSolved(result);
      else {
        this.feedbackState = null;
        this.parts.feedback.replaceChildren();
      }
    }
    this.renderTray();
    this.updateNav();
  }

  onRemove() {
    const { session, board } = this;
    if (session.goal.kind !== 'setup' || session.solved) return;
    this.lastPlacement = board.fen.split(' ')[0];
    this.renderTray();
  }

  onTapEvent(event) {
    const path = event.composedPath();
    const cell = path.find((node) => node && node.dataset && node.dataset.square);
    if (!cell) return;
    const result = this.session.tap(cell.dataset.square);
    if (result.status === 'ignored') return;
    if (result.status === 'wrong') {
      this.showFeedback({ kind: 'bad', code: result.code });
      this.board.highlight([...(this.session.step.highlights ?? []).map((square) => ({ square, kind: 'hint' })),
        ...[...this.session.tapped].map((square) => ({ square, kind: 'good' })), { square: result.square, kind: 'bad' }]);
    } else {
      this.decorateBoard();
      if (result.status === 'solved') this.onSolved(result);
      else {
        this.feedbackState = null;
        this.parts.feedback.replaceChildren();
      }
    }
    this.renderStatus();
    this.updateNav();
  }

  onChoose(id) {
    const result = this.session.choose(id);
    if (result.status === 'wrong') {
      (this.wrongChoices ??= new Set()).add(id);
      this.showFeedback({ kind: 'bad', code: 'WRONG_CHOICE' });
    } else if (result.status === 'solved') {
      this.wrongChoices = null;
      this.onSolved(result);
    }
    this.renderPanel();
    this.updateNav();
  }

  onClaim() {
    const result = this.session.claim();
    if (result.status === 'need-move') this.showFeedback({ kind: 'info', key: 'needMove' });
    else if (result.status === 'wrong') this.showFeedback({ kind: 'bad', code: result.code });
    else if (result.status === 'solved') {
      this.board.refresh(result.move ? { lastMove: [result.move.from, result.move.to] } : {});
      this.onSolved(result);
      this.renderPanel();
    }
    this.updateNav();
  }

  onAction() {
    const result = this.session.action();
    if (result.status === 'solved') {
      this.board.refresh();
      this.onSolved(result);
      this.renderPanel();
    } else if (result.status === 'wrong') this.showFeedback({ kind: 'bad', code: result.code });
    this.updateNav();
  }

  // ---- read aloud ----------------------------------------------------------------------

  voice() {
    const synth = globalThis.speechSynthesis;
    if (!synth || typeof globalThis.SpeechSynthesisUtterance !== 'function') return null;
    const voices = synth.getVoices?.() ?? [];
    const wanted = SPEECH_LANGS[this.lang];
    for (const tag of wanted) {
      const found = voices.find((v) => v.lang && v.lang.replace('_', '-').toLowerCase().startsWith(tag.toLowerCase()));
      if (found) return found;
    }
    return null;
  }

  updateSpeechAvailability() {
    if (this.parts) this.parts.speak.hidden = !this.voice();
  }

  toggleSpeech() {
    if (this.speaking) {
      this.stopSpeech();
      return;
    }
    const voice = this.voice();
    if (!voice) return;
    const step = this.lesson.steps[this.index];
    const utterance = new globalThis.SpeechSynthesisUtterance(markupToPlainText(pickText(step.text, this.lang), pieceNames(this.lang)));
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => {
      this.speaking = false;
      if (this.parts) this.parts.speak.textContent = this.t('readAloud');
    };
    this.speaking = true;
    this.parts.speak.textContent = this.t('stopReading');
    globalThis.speechSynthesis.cancel();
    globalThis.speechSynthesis.speak(utterance);
  }

  stopSpeech() {
    if (!this.speaking) return;
    this.speaking = false;
    globalThis.speechSynthesis?.cancel();
    if (this.parts) this.parts.speak.textContent = this.t('readAloud');
  }
}

if (globalThis.customElements && !globalThis.customElements.get('chess-lesson')) {
  globalThis.customElements.define('chess-lesson', ChessLessonElement);
}
