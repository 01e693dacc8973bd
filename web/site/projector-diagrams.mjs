// A worksheet's diagrams in projector mode: one question at a time (its number, its diagram at the
// screen's height, its words), stepped through with the page's keys (web/site/projector.mjs) or the
// 上一题 / 下一题 buttons the mode shows. A question is an element of the page's <main> with
// data-step and its diagram (an <svg>) in a <figure>, as web/site/print/worksheet.mjs writes it.
// While a question is projected its diagram is a <chess-board> that nobody moves on, with its
// drawing tools (the `draw` attribute): the teacher draws arrows and circles on it with a mouse's
// right button or, after ✎, a pen or a finger. The board comes from the question's data-diagram
// (its position, orientation, arrows, marked squares, stars and targets); the element is the site's
// chess-lesson.mjs, loaded when the mode first needs it. The printed <svg> stays for paper.
//
//   offerDiagramProjector()   on a print view, once its worksheet is on the page
import { fillTemplate, matchLang } from '../i18n/lang.mjs';
import { projectorTexts } from '../i18n/projector.mjs';
import { offerProjector } from './projector.mjs';

// the site's one bundle of the elements, beside this page's folder (dist/print/ → dist/)
const WIDGET = new URL('../chess-lesson.mjs', import.meta.url).href;
let widget = null;
const ARROW_KINDS = { green: 'good', red: 'bad', blue: 'hint' };

/** The projected question's <chess-board>, made the first time it is shown; null without data-diagram. */
function projectedBoard(step, lang) {
  const figure = step.querySelector('figure');
  const made = figure?.querySelector('chess-board');
  if (made) return made;
  let diagram;
  try {
    diagram = JSON.parse(step.dataset.diagram ?? 'null');
  } catch {
    diagram = null;
  }
  if (!figure || !diagram || typeof diagram.position !== 'string') return null;
  widget ??= import(WIDGET);
  const board = document.createElement('chess-board');
  board.setAttribute('mode', 'free');
  board.setAttribute('fen', diagram.position.includes(' ') ? diagram.position : `${diagram.position} w - - 0 1`);
  board.setAttribute('orientation', diagram.orientation === 'black' ? 'black' : 'white');
  board.setAttribute('lang', lang);
  board.setAttribute('draw', '');
  // a board the step turns round keeps the printed squares' colours
  if (diagram.colors) {
    board.style.setProperty('--board-light', diagram.colors.light);
    board.style.setProperty('--board-dark', diagram.colors.dark);
  }
  figure.append(board);
  figure.classList.add('has-board');
  widget.then(() => customElements.whenDefined('chess-board')).then(() => board.ready).then(() => {
    board.arrows((diagram.arrows ?? []).map(({ from, to, color }) => ({ from, to, kind: ARROW_KINDS[color] ?? 'good' })));
    board.highlight(diagram.highlights ?? []);
    board.markers(diagram.markers ?? []);
    board.dataset.shown = '';
  }).catch(() => {
    // no board (the element could not load): the printed diagram stays
    board.remove();
    figure.classList.remove('has-board');
  });
  return board;
}

/** Adds the 投影 button to the worksheet's toolbar (else the top of the page) and the mode to the page. */
export function offerDiagramProjector() {
  const questions = () => [...document.querySelectorAll('main [data-step]')].filter((step) => step.querySelector('figure svg'));
  if (questions().length === 0) return null;
  const button = document.createElement('button');
  button.type = 'button';
  button.hidden = true;
  const bar = document.querySelector('.pv-toolbar');
  if (bar) bar.append(button);
  else document.body.prepend(button);
  // the steps' own buttons, and where the class is: 第 3 题，共 17 题
  const steps = document.createElement('nav');
  steps.className = 'projector-steps';
  const where = document.createElement('p');
  where.setAttribute('aria-live', 'polite');
  const previous = document.createElement('button');
  const next = document.createElement('button');
  previous.type = 'button';
  next.type = 'button';
  steps.append(where, previous, next);
  document.body.append(steps);
  let index = 0;

  async function show() {
    const all = questions();
    index = Math.max(0, Math.min(index, all.length - 1));
    all.forEach((step, n) => step.classList.toggle('is-projected', n === index));
    const lang = matchLang(document.documentElement.lang) ?? 'en';
    if (all[index]) projectedBoard(all[index], lang);
    const words = await projectorTexts.load(lang).catch(() => projectorTexts.load('en'));
    steps.setAttribute('aria-label', words.enter);
    where.textContent = fillTemplate(words.diagramOf, { n: index + 1, total: all.length });
    previous.textContent = words.previous;
    next.textContent = words.next;
    previous.disabled = index === 0;
    next.disabled = index === all.length - 1;
    document.documentElement.dataset.projected = String(index + 1);
  }

  const go = (by) => {
    index += by;
    show();
  };
  previous.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));
  return offerProjector({
    button,
    kind: 'diagrams',
    enter() {
      // the question nearest the top of the window is shown first
      const all = questions();
      const seen = all.findIndex((step) => step.getBoundingClientRect().bottom > 0);
      index = seen < 0 ? 0 : seen;
      show();
    },
    leave() {
      const all = questions();
      for (const step of all) step.classList.remove('is-projected');
      delete document.documentElement.dataset.projected;
      all[index]?.scrollIntoView({ block: 'start' });
    },
    next: () => go(1),
    previous: () => go(-1),
  });
}
