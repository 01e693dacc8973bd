// The class page's "skills to practise": per child, the skills they missed most, from what the
// progress files and codes carry (their misses per skill, web/lesson/progress.mjs missesBySkill:
// a step's mistakes and answers shown count for its skill).
//
//   skillRows(data, {limit})            → [{name, made, whole, known, top: [{id, misses}], total}]
//   renderSkills(section, rows, {lang, t})   draws the table (or hides the section)
//
// A child is a name, as the codes know children. Their misses come from one source: the newest
// that covers the whole course (a progress file, or a code not made for an assignment), else the
// newest code of an assignment (whose misses cover that assignment's lessons only). A file or code
// made before misses were carried says nothing (`known: false`).
import { skillName } from '../../i18n/skills.mjs';

/** The sources of misses of a ClassData: its files and codes as {name, made, whole, skills}. */
function sources(data) {
  const out = [];
  for (const file of data.files.values()) out.push({ name: file.name, made: file.exported, whole: true, skills: file.skills ?? null });
  for (const code of data.codes.values()) out.push({ name: code.name, made: code.made, whole: code.assignment === null, skills: code.skills ?? null });
  return out;
}

const newer = (a, b) => (Date.parse(a.made) || 0) > (Date.parse(b.made) || 0);

/**
 * Per child (by name, in no particular order): the source chosen (see above), whether it carries
 * misses at all (`known`), its `limit` most missed skills (most first; ties in the skills' list
 * order) and the child's misses in all.
 */
export function skillRows(data, { limit = 3 } = {}) {
  const chosen = new Map();
  for (const source of sources(data)) {
    const known = chosen.get(source.name);
    // a source that carries misses beats one that does not; then one of the whole course; then the newer
    const rank = (s) => (s.skills ? 2 : 0) + (s.whole ? 1 : 0);
    if (!known || rank(source) > rank(known) || (rank(source) === rank(known) && newer(source, known))) chosen.set(source.name, source);
  }
  return [...chosen.values()].map((source) => {
    const entries = Object.entries(source.skills ?? {}).filter(([, misses]) => Number.isInteger(misses) && misses > 0);
    const order = new Map(entries.map(([id], n) => [id, n]));
    const top = entries.sort((a, b) => b[1] - a[1] || order.get(a[0]) - order.get(b[0])).slice(0, limit).map(([id, misses]) => ({ id, misses }));
    return { name: source.name, made: source.made, whole: source.whole, known: source.skills !== null, top, total: entries.reduce((sum, [, misses]) => sum + misses, 0) };
  });
}

/**
 * Draws `rows` (skillRows) into `section`: a heading, a line on what is counted, and a table of a
 * row per child, the most missed first. `t(key, params)` gives the page's words (part `page`).
 * The section is hidden while no child is known.
 */
export function renderSkills(section, rows, { lang, t }) {
  const doc = section.ownerDocument;
  const el = (tag, text, className) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  section.hidden = rows.length === 0;
  const collator = new Intl.Collator(lang);
  const sorted = [...rows].sort((a, b) => b.total - a.total || collator.compare(a.name, b.name));
  const heading = el('h2', t('skillsTitle'));
  heading.id = 'skills-title';
  const table = el('table', undefined, 'cx-table cx-skills-table');
  const caption = el('caption', t('skillsCaption', { count: rows.length }), 'cx-caption');
  const head = el('tr');
  for (const key of ['name', 'skillsMost', 'skillsTotal']) {
    const th = el('th', t(key));
    th.scope = 'col';
    head.append(th);
  }
  const body = el('tbody');
  for (const row of sorted) {
    const tr = el('tr');
    const name = el('th', row.name);
    name.scope = 'row';
    let most;
    if (!row.known) most = t('skillsUnknown');
    else if (!row.top.length) most = t('skillsNone');
    else most = row.top.map(({ id, misses }) => t('skillsItem', { skill: skillName(lang, id), count: misses })).join(t('skillsSeparator'));
    if (row.known && !row.whole) most += ` ${t('skillsAssignment')}`;
    tr.append(name, el('td', most), el('td', row.known ? String(row.total) : '–'));
    tr.dataset.skills = row.top.map(({ id, misses }) => `${id}:${misses}`).join(' ');
    body.append(tr);
  }
  const thead = el('thead');
  thead.append(head);
  table.append(caption, thead, body);
  const box = el('div', undefined, 'cx-scroll');
  box.append(table);
  section.replaceChildren(heading, el('p', t('skillsIntro'), 'cx-muted'), box);
}
