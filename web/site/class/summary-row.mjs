// The whole class's row of the class table (class-table.mjs's classSummary): drawn as the table's
// <tfoot> row (a row header 全班, then per column how many children finished and their average
// stars, each cell said in full to a screen reader), and written as the CSV's last row, in the
// teacher's language. No children: no row.
//
//   renderSummary(tfoot, summary, lessons, {lang, t, element})
//   summaryCsvRow(summary, lang) → the CSV row's cells, or null for no children
import { classText } from '../../i18n/class.mjs';

/** An average as the teacher reads it: one decimal at most, in `lang`'s digits; '–' for none. */
export const formatAverage = (average, lang) =>
  (average === null ? '–' : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(average));

/** Draws the summary row into `tfoot` (emptied first; left empty for no children). `t`: the page
 *  part's words, `element(tag, className, text)`: the page's element builder. */
export function renderSummary(tfoot, summary, lessons, { lang, t, element }) {
  tfoot.replaceChildren();
  if (!summary) return;
  const { count } = summary;
  const row = element('tr', 'cx-summary-row');
  const head = element('th', 'cx-col-name', t('summary'));
  head.scope = 'row';
  head.appendChild(element('span', 'cx-summary-key', t('summaryKey'))).setAttribute('aria-hidden', 'true');
  row.appendChild(head);
  const cell = (className, shown, average, said) => {
    const td = element('td', `cx-summary ${className}`);
    td.dataset.count = shown;
    if (!shown) td.classList.add('is-none'); // nobody yet: the count muted, the row's other numbers stand out
    td.dataset.average = average === null ? '' : String(Math.round(average * 10) / 10);
    td.append(element('span', 'cx-summary-count', `${shown}/${count}`), element('span', 'cx-summary-average', formatAverage(average, lang)));
    for (const part of td.children) part.setAttribute('aria-hidden', 'true');
    td.appendChild(element('span', 'cx-sr', said));
    return row.appendChild(td);
  };
  const { total, review } = summary;
  const average = (value) => formatAverage(value, lang);
  cell('cx-col-total', total.finished, total.average, t('summaryTotal', { count, finished: total.finished, average: average(total.average) }));
  cell('cx-col-review', review.reviewed, review.average, review.average === null
    ? t('summaryReviewUnknown', { count })
    : t('summaryReview', { count, reviewed: review.reviewed, average: average(review.average) }));
  summary.lessons.forEach((lesson, n) => {
    const said = lesson.finished
      ? t('summaryLesson', { count, finished: lesson.finished, average: average(lesson.average) })
      : t('summaryLessonNone', { count });
    cell('cx-summary-lesson', lesson.finished, lesson.average, said).dataset.lesson = lessons[n].id;
  });
  tfoot.appendChild(row);
}

/** The CSV's last row, in the columns of its other rows (name, total, review, the lessons). */
export function summaryCsvRow(summary, lang) {
  if (!summary) return null;
  const { count } = summary;
  const words = (key, finished, average) =>
    classText(lang, average === null ? `csv.${key}None` : `csv.${key}`, { count, finished, average: formatAverage(average, lang) });
  return [
    classText(lang, 'csv.summary'),
    words('summaryTotal', summary.total.finished, summary.total.average),
    words('summaryReview', summary.review.reviewed, summary.review.average),
    ...summary.lessons.map((lesson) => words('summaryLesson', lesson.finished, lesson.average)),
  ];
}
