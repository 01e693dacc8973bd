// The report of `npm run bench`: docs/benchmarks.md, one part per section that ran (its rows, its
// log, the date and the machine), keeping the parts of the sections that did not run; and the
// summary table printed at the end of a run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const REPORT = path.join(ROOT, 'docs', 'benchmarks.md');
const REPORT_HEAD = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs), never by hand. Each section below is the last run
of that section: \`npm run bench -- SECTION ...\` rewrites only the sections it runs and keeps the
others, so each says when and on what machine it ran. Speed is a ratio against a reference measured
in the same run; the targets are reported, never asserted.
`;

/** The machine as the report names it. */
export function machine() {
  const cpus = os.cpus();
  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return {
    cpu: cpus[0] ? cpus[0].model.trim() : 'unknown CPU',
    cores: cpus.length,
    node: process.version,
    chromium: chromium.status === 0 ? chromium.stdout.trim().replace(/\s+built on.*$/, '') : 'Chromium not found',
  };
}

/** A row's target and verdict: its own `target` and `met`, or read from its status. */
function targetAndVerdict(row) {
  if ('target' in row) return { target: row.target, verdict: row.met == null ? 'measured' : row.met ? 'met' : 'not met' };
  const status = String(row.status);
  const symbols = (text) => text.replace(/>=/g, '≥').replace(/<=/g, '≤').trim();
  if (/^FAIL/.test(status)) return { target: '—', verdict: status };
  const met = /^ok \((?:targets?|aim) (.*)\)$/.exec(status);
  if (met) return { target: symbols(met[1].replace(/ met$/, '')), verdict: 'met' };
  const missed = /^(.*?)\b(below|above|over) (?:target )?\(?(.*?)\)?$/.exec(status);
  if (missed) return { target: symbols(`${missed[1]}${missed[2] === 'below' ? '≥' : '≤'} ${missed[3]}`), verdict: 'not met' };
  return { target: '—', verdict: status };
}

// Markdown text: a tag-like name (<chess-board>, lesson/<id>/) shows as written, a bar stays in its cell.
const markdown = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cell = (text) => markdown(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function reportPart({ section, rows, lines, startedAt, load, seconds, host }) {
  const table = rows.map((row) => {
    const { target, verdict } = targetAndVerdict(row);
    return `| ${cell(row.item)} | ${cell(row.result)} | ${cell(target)} | ${cell(verdict)} |`;
  });
  const fence = '`'.repeat(3);
  return [
    `<!-- bench:${section.name} -->`,
    `## ${section.name}: ${markdown(section.title)}`,
    '',
    `Run ${startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} for ${seconds.toFixed(0)} s on ${host.cpu}, ${host.cores} cores, ` +
      `load average ${load.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at its start; Node ${host.node}, ${host.chromium}.`,
    '',
    '| measure | figure | target | verdict |',
    '|---|---|---|---|',
    ...table,
    '',
    '<details><summary>The section\'s log</summary>',
    '',
    `${fence}text`,
    ...lines.filter((line) => line.trim()).map((line) => line.replaceAll(fence, "'''")),
    fence,
    '',
    '</details>',
    `<!-- /bench:${section.name} -->`,
  ].join('\n');
}

/** Rewrites the parts of the sections that ran and keeps the others, in the order of the section
 *  names `known`. */
export function writeReport(parts, known) {
  const kept = new Map();
  const old = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  for (const match of old.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) kept.set(match[1], match[0]);
  for (const [name, text] of parts) kept.set(name, text);
  const order = [...known.filter((name) => kept.has(name)), ...[...kept.keys()].filter((name) => !known.includes(name))];
  writeFileSync(REPORT, `${REPORT_HEAD}\n${order.map((name) => kept.get(name)).join('\n\n')}\n`);
}


/** The summary table of `rows` ({section, item, result, status}), through `log`. */
export function printTable(rows, log) {
  const headers = ['section', 'measure', 'result', 'status'];
  const cells = rows.map((r) => [r.section, r.item, r.result, r.status]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => String(row[i]).length)));
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join(' | ');
  log(line(headers));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of cells) log(line(row));
}
