// @ts-check
// The grown-ups' records on /play/, under "More": the position code (FEN: copy it, play from one)
// and game records (PGN: save the game, load one pasted or chosen). A loaded record is replayed
// (replay-view.mjs) from its start; saving while it is replayed writes the record back with its
// own tags and moves; saving a game against the computer names the child and the computer. A record
// or a code the rules refuse is explained in the page's language, and the game on the board stays.
// The PGN code itself (pgn-tools.mjs) loads on the first use of its controls.
import { fillTemplate } from '../../i18n/lang.mjs';
import { readTags } from './replay.mjs';

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */
/** @typedef {import('./status-lines.mjs').PlayTexts} PlayTexts */
/** @typedef {{
 *   rules: () => ChessRules | null, game: () => Game | null, texts: () => PlayTexts, lang: () => string,
 *   players: () => { child: 'w' | 'b', level: number }, replay: import('./replay-view.mjs').ReplayView,
 *   replayRecord: (rules: ChessRules, record: Game, tags: [string, string][]) => import('../../rules/index').Result<Game>,
 *   play: (game: Game) => void, fenInput: HTMLInputElement,
 * }} RecordsPage */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Whether the rules API reads and writes game records (PGN): rules.gameFromPgn and game.pgn. The
 *  PGN controls show only then. */
export function hasPgn(/** @type {ChessRules | null} */ rules, /** @type {Game | null} */ game) {
  const reader = /** @type {{ gameFromPgn?: unknown } | null} */ (/** @type {unknown} */ (rules));
  const writer = /** @type {{ pgn?: unknown } | null} */ (/** @type {unknown} */ (game));
  return typeof reader?.gameFromPgn === 'function' && typeof writer?.pgn === 'function';
}

/** @type {Promise<typeof import('./pgn-tools.mjs')> | null} */
let pgnTools = null;
/** The PGN controls' code, loaded on their first use. The URL is built at run time so that the
 *  bundler leaves it a file of its own (dist/play/pgn-tools.mjs). */
function loadPgnTools() {
  pgnTools ??= /** @type {Promise<typeof import('./pgn-tools.mjs')>} */ (import(new URL('./pgn-tools.mjs', import.meta.url).href));
  return pgnTools;
}

/** Wires the controls under "More" to `page`. */
export function setUpRecords(/** @type {RecordsPage} */ page) {
  const words = () => page.texts().words;
  const pgnText = /** @type {HTMLTextAreaElement} */ ($('pgn-text'));
  const pgnFile = /** @type {HTMLInputElement} */ ($('pgn-file'));
  const { fenInput } = page;

  function showPgnMessage(/** @type {string} */ text, { refused = false } = {}) {
    const message = $('pgn-message');
    message.textContent = text;
    message.classList.toggle('is-refused', refused);
  }

  /** Says what went wrong with a game record; the game on the board is kept. */
  function pgnRefused(/** @type {unknown} */ error) {
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
    showPgnMessage(fillTemplate(words().pgnRefused, { message }), { refused: true });
  }

  async function savePgn() {
    const rules = page.rules();
    // a record being replayed is saved whole, with its own tags; else the game on the board
    const replayed = page.replay.record;
    const saved = replayed ?? page.game();
    if (!saved || !hasPgn(rules, saved)) return;
    const w = words();
    const today = new Date();
    const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('.');
    const { child, level } = page.players();
    const computer = fillTemplate(w.pgnComputer, { level: page.texts().levels[level] });
    /** @type {Record<string, string>} */
    const headers = replayed ? {} : { Event: w.pgnEvent, Date: date, White: child === 'w' ? w.pgnYou : computer, Black: child === 'b' ? w.pgnYou : computer };
    showPgnMessage('');
    try {
      const { downloadPgn } = await loadPgnTools();
      const written = await downloadPgn(/** @type {import('./pgn-tools.mjs').PgnGame} */ (/** @type {unknown} */ (saved)), headers, `chess-${date.replaceAll('.', '-')}.pgn`);
      if (!written.ok) pgnRefused(written.error);
    } catch (error) {
      pgnRefused(error);
    }
  }

  /** Replays the first game of a record, pasted (`source` a string) or chosen (a File), from its
   *  start; a record the rules refuse is explained and the game on the board stays. */
  async function loadPgn(/** @type {string | Blob} */ source) {
    const rules = page.rules();
    if (!rules || !hasPgn(rules, page.game())) return;
    if (typeof source === 'string' && !source.trim()) {
      showPgnMessage(words().pgnEmpty, { refused: true });
      return;
    }
    showPgnMessage('');
    try {
      const { readPgn } = await loadPgnTools();
      const read = await readPgn(/** @type {import('./pgn-tools.mjs').PgnRules} */ (/** @type {unknown} */ (rules)), source);
      if (!read.ok) {
        pgnRefused(read.error);
        return;
      }
      // the tags as the rules keep them, and so as a save writes them back
      const written = await /** @type {import('./pgn-tools.mjs').PgnGame} */ (/** @type {unknown} */ (read.value)).pgn({ headers: {} });
      const started = page.replayRecord(rules, read.value, written.ok ? readTags(written.value) : []);
      if (!started.ok) {
        pgnRefused(started.error);
        return;
      }
      showPgnMessage(fillTemplate(words().pgnLoaded, { count: read.value.history().length }));
    } catch (error) {
      pgnRefused(error);
    }
  }

  async function loadFen() {
    const rules = page.rules();
    if (!rules) return;
    const message = $('fen-message');
    const opened = rules.game(fenInput.value.trim());
    if (!opened.ok) {
      message.textContent = rules.errorMessage(opened.error.code, /** @type {import('../../rules/index').Lang} */ (page.lang()));
      return;
    }
    message.textContent = '';
    page.play(opened.value);
  }

  function copyFen() {
    const game = page.game();
    if (!game) return;
    const message = $('fen-message');
    fenInput.value = game.fen();
    fenInput.select();
    navigator.clipboard?.writeText(game.fen()).then(() => { message.textContent = words().copied; }, () => {});
  }

  $('copy-fen').addEventListener('click', copyFen);
  $('load-fen').addEventListener('click', loadFen);
  fenInput.addEventListener('keydown', (event) => { if (event.key === 'Enter') loadFen(); });
  $('save-pgn').addEventListener('click', savePgn);
  $('load-pgn').addEventListener('click', () => loadPgn(pgnText.value));
  // A chosen file is loaded at once; choosing the same file again loads it again.
  pgnFile.addEventListener('change', () => {
    const file = pgnFile.files && pgnFile.files[0];
    pgnFile.value = '';
    if (file) loadPgn(file);
  });
}
