// The step's controls, drawn from the state of the lesson and of the step's session: the step
// dots, the goal's panel under the text (the quiz's choices, the claim or action button, the
// pieces still in the tray, the progress line) and the bar's buttons. What each shows is decided
// by plain functions of that state (dotStates, barState); the functions that draw write it into
// the parts layout.mjs built. The element (chess-lesson.mjs) calls them when the state changes.
import { button, el, pieceIcon, renderLessonText } from './render.mjs';

/** The most characters of an answer that sits beside the others rather than under them. */
const SHORT_CHOICE = 8;
/** Past this many steps the dots share one row, and a done step shows one star. */
const MANY_STEPS = 10;

/**
 * Each step's dot: {stars, current, open} (open: a tap opens it: a step done, the one open, the
 * first still to do, and every step in projector mode).
 * @param {{steps: {id: string}[], index: number, starsOf: (stepId: string) => number, projector: boolean}} state
 */
export function dotStates({ steps, index, starsOf, projector }) {
  const stars = steps.map((step) => starsOf(step.id));
  const firstToDo = stars.findIndex((count) => !count);
  return stars.map((count, n) => ({ stars: count, current: n === index, open: Boolean(count) || n <= firstToDo || projector }));
}

/** Draws the dots into `dots` (an <ol>); `open(n)` opens step n; `t` the runner's words. */
export function renderDots(doc, dots, state, { t, open }) {
  const many = state.steps.length > MANY_STEPS;
  dots.replaceChildren();
  dots.classList.toggle('is-many', many);
  dotStates(state).forEach(({ stars, current, open: canOpen }, n) => {
    const dot = el(doc, 'li', `cl-dot${current ? ' is-current' : ''}${stars ? ' is-done' : ''}`);
    const go = button(doc, 'cl-dot-button', 'step');
    go.textContent = stars ? '★'.repeat(many ? 1 : stars) : String(n + 1);
    go.setAttribute('aria-label', `${t('goToStep', { n: n + 1 })}${stars ? `, ${t('starsLabel', { stars })}` : ''}`);
    go.disabled = !canOpen;
    if (current) go.setAttribute('aria-current', 'step');
    go.addEventListener('click', () => !current && open(n));
    dot.appendChild(go);
    dots.appendChild(dot);
  });
  // A fitted lesson's dots scroll sideways: the open step's dot is brought to the middle.
  const currentDot = dots.querySelector('.cl-dot.is-current');
  if (currentDot && dots.scrollWidth > dots.clientWidth) {
    dots.scrollLeft = currentDot.offsetLeft - dots.offsetLeft - (dots.clientWidth - currentDot.offsetWidth) / 2;
  }
}

/**
 * The goal's panel: quiz choices, the claim or action button, the tray left, the progress line.
 * Sets parts.status and parts.tray to the line and the tray it drew (else null).
 * @param {object} on choose(id) a quiz choice, press(method) the panel's button, trayLeft() the pieces
 *   still to place
 * @param {object} state {session, lang, t, wrongChoices: Set<string>, shownAnswer}
 */
export function renderPanel(doc, parts, { session, lang, t, wrongChoices, shownAnswer }, on) {
  const goal = session.goal;
  parts.panel.replaceChildren();
  parts.status = null;
  parts.tray = null;
  const panel = session.kind.panel;
  if (panel === 'choices') {
    const list = el(doc, 'div', 'cl-choices');
    list.setAttribute('role', 'group');
    for (const choice of goal.choices) {
      const choiceButton = button(doc, 'cl-choice', 'choose');
      choiceButton.dataset.choice = choice.id;
      renderLessonText(doc, choiceButton, choice.label, lang);
      if (wrongChoices.has(choice.id)) choiceButton.classList.add('is-wrong');
      if (session.solved && choice.id === goal.answer) choiceButton.classList.add('is-right');
      if (!session.solved && shownAnswer?.choice === choice.id) choiceButton.classList.add('is-answer');
      choiceButton.disabled = session.solved || wrongChoices.has(choice.id);
      choiceButton.addEventListener('click', () => on.choose(choice.id));
      list.appendChild(choiceButton);
    }
    // short answers (a square's name, 是 / 不是) side by side: the board keeps the height
    list.classList.toggle('is-short', [...list.children].every((choice) => choice.textContent.trim().length <= SHORT_CHOICE));
    parts.panel.appendChild(list);
  } else if (panel === 'button') {
    const { className, name, label, press } = session.kind.button(goal);
    const act = button(doc, `${className} cl-primary`, name);
    act.textContent = t(label);
    act.disabled = session.solved;
    act.classList.toggle('is-answer', !session.solved && Boolean(shownAnswer?.button));
    act.addEventListener('click', () => on.press(press));
    parts.panel.appendChild(act);
  } else if (panel === 'tray') {
    parts.tray = el(doc, 'p', 'cl-tray-left');
    parts.panel.appendChild(parts.tray);
    renderTray(doc, parts, on.trayLeft(), { lang, t });
  } else if (panel === 'status') {
    parts.status = el(doc, 'p', 'cl-progress');
    parts.panel.appendChild(parts.status);
    renderStatus(parts, session, t);
  }
}

/** The progress line ("2 moves left"), hidden once the step is solved. */
export function renderStatus(parts, session, t) {
  const status = parts?.status;
  if (!status) return;
  status.hidden = session.solved; // "0 moves left" says nothing once the step is done
  const [key, params] = session.kind.status(session);
  status.textContent = t(key, params);
}

/** The pieces still to place from a setup step's tray. */
export function renderTray(doc, parts, pieces, { lang, t }) {
  const tray = parts?.tray;
  if (!tray) return;
  tray.replaceChildren(doc.createTextNode(t('stillToPlace')));
  for (const piece of pieces) tray.appendChild(pieceIcon(doc, piece, lang));
}

/**
 * What the bar's buttons show: which are hidden, disabled or offered.
 * @param {{index: number, session: any, solvedBefore: boolean, projector: boolean, waiting: boolean}} state
 *   waiting: a wrong position on the board waits for 再试一次
 */
export function barState({ index, session, solvedBefore, projector, waiting }) {
  const hints = session.step.hints?.length ?? 0;
  return {
    previousDisabled: index === 0,
    nextDisabled: !(session.solved || solvedBefore || projector),
    nextPrimary: session.solved,
    answerHidden: !projector,
    answerDisabled: session.solved || waiting,
    hintHidden: hints === 0,
    hintDisabled: session.solved || !session.hasHint,
    hintOffered: session.offersHint,
    retryHidden: !(session.solved || session.mistakes > 0 || session.childMoves > 0),
    waiting,
  };
}

/** Writes a barState into the bar; while a wrong position waits, 再试一次 takes the focus. */
export function renderBar(parts, bar) {
  parts.previous.disabled = bar.previousDisabled;
  parts.next.disabled = bar.nextDisabled;
  parts.answer.hidden = bar.answerHidden;
  parts.answer.disabled = bar.answerDisabled;
  parts.next.classList.toggle('cl-primary', bar.nextPrimary);
  parts.hint.hidden = bar.hintHidden;
  parts.hint.disabled = bar.hintDisabled;
  parts.hint.classList.toggle('is-offered', bar.hintOffered);
  parts.retry.hidden = bar.retryHidden;
  // a wrong position on the board: one big "try again" in the bar, and nothing else to tap
  parts.nav.classList.toggle('is-waiting', bar.waiting);
  parts.tryAgain.hidden = !bar.waiting;
  if (bar.waiting && !parts.tryAgain.matches(':focus')) parts.tryAgain.focus?.({ preventScroll: true });
}
