// `npm run diagram -- "<FEN>" [--arrow e2e4[:colour]]… [--highlight e4[:kind]]… [--marker e4[:star|target]]… [--flip]
//   [--size 480] [--no-coordinates] [--lang zh-Hans|zh-Hant|en] > position.svg`
// Writes the position as an SVG chess diagram (web/board/diagram.mjs, the board's own look) to
// standard output, with no browser. Its <title> tells the diagram in words, in --lang. A mistake
// (a bad FEN, an unknown option) is explained on standard error, in --lang (zh-Hans by default),
// and the exit status is 1; --help prints the usage.
import { pathToFileURL } from 'node:url';
import {
  ARROW_COLOURS, DIAGRAM_MAX_SIZE, DIAGRAM_MIN_SIZE, describeDiagram, diagramSvg, readDiagramPosition,
} from '../web/board/diagram.mjs';
import { loadDiagramText } from '../web/i18n/diagram.mjs';
import { LANGS, fillTemplate } from '../web/i18n/lang.mjs';

const SQUARE = /^[a-h][1-8]$/;
// The options that mark a square, `e4` or `e4:kind`: the list they add to, their kinds (the first
// is the default) and the message for another kind.
const SQUARE_OPTIONS = {
  '--highlight': { list: 'highlights', kinds: ['hint', 'good', 'bad'], badKind: 'badHighlightKind' },
  '--marker': { list: 'markers', kinds: ['star', 'target'], badKind: 'badMarkerKind' },
};

class UsageError extends Error {
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/** The command line read into diagram options, or a UsageError naming the mistake. */
export function parseArguments(args) {
  const options = { arrows: [], highlights: [], markers: [], orientation: 'white', coordinates: true, size: 480 };
  let lang = 'zh-Hans';
  let help = false;
  let position = null;
  const value = (index, option) => {
    if (index >= args.length || args[index].startsWith('--')) throw new UsageError('missingValue', { option });
    return args[index];
  };
  // --lang is read first, so that every other mistake is told in the chosen language.
  const langAt = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  if (langAt >= 0) {
    const given = args[langAt].includes('=') ? args[langAt].split('=')[1] : args[langAt + 1];
    if (LANGS.includes(given)) lang = given;
  }
  try {
    for (let i = 0; i < args.length; i++) {
      const [flag, inline] = args[i].startsWith('--') && args[i].includes('=') ? [args[i].slice(0, args[i].indexOf('=')), args[i].slice(args[i].indexOf('=') + 1)] : [args[i], null];
      const next = () => (inline !== null ? inline : value(++i, flag));
      if (flag === '--arrow') {
        const text = next();
        const [squares, colour = 'green'] = text.split(':');
        const from = squares.slice(0, 2);
        const to = squares.slice(2);
        if (!SQUARE.test(from) || !SQUARE.test(to) || from === to) throw new UsageError('badArrow', { value: text });
        if (!Object.hasOwn(ARROW_COLOURS, colour)) throw new UsageError('badArrowColour', { value: colour });
        options.arrows.push({ from, to, color: colour });
      } else if (Object.hasOwn(SQUARE_OPTIONS, flag)) {
        const { list, kinds, badKind } = SQUARE_OPTIONS[flag];
        const [square, kind = kinds[0]] = next().split(':');
        if (!SQUARE.test(square)) throw new UsageError('badSquare', { value: square });
        if (!kinds.includes(kind)) throw new UsageError(badKind, { value: kind });
        options[list].push({ square, kind });
      } else if (flag === '--size') {
        const text = next();
        const size = Number(text);
        if (!/^\d+$/.test(text) || size < DIAGRAM_MIN_SIZE || size > DIAGRAM_MAX_SIZE) throw new UsageError('badSize', { value: text });
        options.size = size;
      } else if (flag === '--lang') {
        const text = next();
        if (!LANGS.includes(text)) throw new UsageError('badLang', { value: text });
      } else if (flag === '--flip') options.orientation = 'black';
      else if (flag === '--no-coordinates') options.coordinates = false;
      else if (flag === '--help' || flag === '-h') help = true;
      else if (flag.startsWith('-') && !/^-\d/.test(flag) && flag !== '-') throw new UsageError('unknownOption', { option: flag });
      else if (position !== null) throw new UsageError('twoPositions', { value: flag });
      else position = flag;
    }
    if (!help && position === null) throw new UsageError('noPosition');
    if (!help) {
      const read = readDiagramPosition(position);
      if (!read.ok) throw new UsageError(read.error.code, read.error);
    }
  } catch (error) {
    if (error instanceof UsageError) error.lang = lang;
    throw error;
  }
  return { options: { ...options, position }, lang, help };
}

/** Runs the command: resolves to {status, stdout, stderr}. */
export async function runDiagram(args) {
  let parsed;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const words = (await loadDiagramText(error.lang)).cli;
    const limits = { min: DIAGRAM_MIN_SIZE, max: DIAGRAM_MAX_SIZE };
    const message = fillTemplate(words.error, { message: fillTemplate(words[error.key], { ...limits, ...error.params }) });
    return { status: 1, stdout: '', stderr: `${message}\n\n${fillTemplate(words.usage, limits)}\n` };
  }
  const { options, lang, help } = parsed;
  if (help) {
    const words = (await loadDiagramText(lang)).cli;
    return { status: 0, stdout: `${fillTemplate(words.usage, { min: DIAGRAM_MIN_SIZE, max: DIAGRAM_MAX_SIZE })}\n`, stderr: '' };
  }
  const title = await describeDiagram(options, lang);
  return { status: 0, stdout: `${diagramSvg({ ...options, title })}\n`, stderr: '' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { status, stdout, stderr } = await runDiagram(process.argv.slice(2));
  if (stderr) process.stderr.write(stderr);
  if (stdout) process.stdout.write(stdout);
  process.exitCode = status;
}
