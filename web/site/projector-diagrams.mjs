// A worksheet's diagrams in projector mode: one question at a time (its number, its diagram at the
// screen's height, its words), stepped through with the page's keys (web/site/projector.mjs) or the
// 上一题 / 下一题 buttons the mode shows. A question is an element of the page's <main> with
// data-step and its diagram (an <svg>) in a <figure>, as web/site/print/worksheet.mjs writes it.
//
//   offerDiagramProjector()   on a print view, once its worksheet is on the page
import { fillTemplate, matchLang } from '../i18n/lang.mjs';
import { projectorTexts } from '../i18n/projector.mjs';
import { offerProjector } from './projector.mjs';

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
