// @ts-check
// The replay of a game record on /play/, on screen: the record's tags (players, event, date,
// result…), where the board is ("第 12 步，共 33 步"), the buttons to the start, one move back, one
// on and to the end, the same from the keyboard (Home, ←, →, End), and the record's moves as a list
// of big buttons, each taking the board to the position after it. The state is replay.mjs's; this
// file steps the <chess-board> (a move played or taken back, or a game rebuilt for a jump) and
// draws the section. While a record is replayed the board takes no input and the computer does
// not move; at its end the record's own result is shown, never as the child's win.
import { fillTemplate } from '../../i18n/lang.mjs';
import { applyAction, atEnd, createReplay, goTo, moveRows, recordResult, stepPlan, actionForKey } from './replay.mjs';

/** @typedef {import('../../play/chess-board').ChessBoardElement} ChessBoard */
/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */
/** @typedef {import('./replay.mjs').Replay} Replay */
/** @typedef {import('./replay.mjs').ReplayAction} ReplayAction */
/** @typedef {import('./status-lines.mjs').PlayTexts} PlayTexts */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
// The tags shown first, in the order of PGN's Seven Tag Roster; others follow as the record has them.
const ROSTER = ['White', 'Black', 'Event', 'Site', 'Date', 'Round', 'Result'];
// The tags a reader does not need: the position the record starts from is the board's.
const HIDDEN_TAGS = new Set(['SetUp', 'FEN']);

/** SAN with the pieces' letters in the page's language: Nf3 → 马f3 (the move reader reads both). */
export function sanInWords(/** @type {string} */ san, /** @type {Record<string, string>} */ pieces) {
  return san.replace(/[KQRBN](?=[a-h1-8x]|$)/g, (ch) => pieces[ch.toLowerCase()] ?? ch).replace(/=([QRBN])/, (_, ch) => `=${pieces[ch.toLowerCase()] ?? ch}`);
}

export class ReplayView {
  /** onGame(game): the game handed to the board, before it is; onChange(): the replay moved.
   *  @param {{ board: ChessBoard, texts: () => PlayTexts, pieces: () => Record<string, string>, onGame: (game: Game) => void, onChange: () => void }} options */
  constructor({ board, texts, pieces, onGame, onChange }) {
    this.board = board;
    this.onGame = onGame;
    this.texts = texts;
    this.pieces = pieces;
    this.onChange = onChange;
    /** @type {Replay | null} */
    this.replay = null;
    /** @type {Game | null} the record as read, kept whole for saving */
    this.record = null;
    /** @type {ChessRules | null} */
    this.rules = null;
    this.section = $('replay');
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (this.section.querySelectorAll('[data-replay]'))) {
      button.addEventListener('click', () => this.act(/** @type {ReplayAction} */ (button.dataset.replay)));
    }
    $('replay-moves').addEventListener('click', (event) => {
      const target = /** @type {HTMLElement} */ (event.target).closest('[data-ply]');
      if (target instanceof HTMLElement) this.goTo(Number(target.dataset.ply));
    });
    document.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Whether a record is being replayed. */
  get active() { return this.replay !== null; }

  /** Opens `record` (read by the rules, with its moves played) at its start, with `tags` as read. */
  start(/** @type {ChessRules} */ rules, /** @type {Game} */ record, /** @type {[string, string][]} */ tags) {
    const moves = record.history({ verbose: true }).map((move) => ({ san: move.san, uci: move.uci, color: move.color }));
    const opened = rules.game(record.startFen());
    if (!opened.ok) return opened;
    this.rules = rules;
    this.record = record;
    this.replay = createReplay({ startFen: record.startFen(), moves, tags });
    this.board.lock();
    this.onGame(opened.value);
    this.board.setGame(opened.value);
    this.section.hidden = false;
    this.render();
    return opened;
  }

  /** Leaves the replay: the section goes, the board takes input again. */
  stop() {
    if (!this.replay) return;
    this.replay = null;
    this.record = null;
    this.section.hidden = true;
    this.board.unlock();
  }

  /** A button's or key's action. */
  act(/** @type {ReplayAction} */ action) {
    if (this.replay) this.goTo(applyAction(this.replay, action).ply);
  }

  /** Takes the board to the position after `ply` moves of the record. */
  goTo(/** @type {number} */ ply) {
    const replay = this.replay;
    if (!replay || !this.rules) return;
    const next = goTo(replay, ply);
    const plan = stepPlan(replay, replay.ply, next.ply);
    this.replay = next;
    if (plan && 'play' in plan) this.board.play(/** @type {string} */ (plan.play));
    else if (plan && 'undo' in plan) this.board.undo();
    else if (plan) {
      const opened = this.rules.game(replay.startFen);
      if (!opened.ok) return;
      for (const uci of plan.rebuild) opened.value.play(uci);
      this.onGame(opened.value);
      this.board.setGame(opened.value);
    }
    this.render();
    this.onChange();
  }

  /** The keys, where they steer nothing else: not in a field, a list or the board. */
  onKey(/** @type {KeyboardEvent} */ event) {
    if (!this.replay || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = actionForKey(event.key);
    const target = /** @type {HTMLElement | null} */ (event.target instanceof HTMLElement ? event.target : null);
    if (!action || (target && target.closest('input, textarea, select, chess-board, [contenteditable]'))) return;
    event.preventDefault();
    this.act(action);
  }

  /** The record's tags for a reader: [label, value] in the roster's order, '?' and empty left out. */
  shownTags() {
    if (!this.replay) return [];
    const names = this.texts().replay.tags;
    const tags = this.replay.tags.filter(([name, value]) => !HIDDEN_TAGS.has(name) && !/^[?.\s]*$/.test(value));
    const order = (/** @type {string} */ name) => (ROSTER.includes(name) ? ROSTER.indexOf(name) : ROSTER.length);
    return [...tags].sort((a, b) => order(a[0]) - order(b[0]))
      .map(([name, value]) => [names[name] ?? name, name === 'Result' ? this.resultWords(value) : value.replace(/\.\?\?/g, '')]);
  }

  /** A result in words: 白方胜（1-0）. */
  resultWords(/** @type {string} */ result) {
    const results = this.texts().replay.results;
    return results[result] ?? results['*'];
  }

  /** Where the board is, in words: the start, a move of the record, or its end with its result. */
  positionText() {
    const replay = this.replay;
    if (!replay) return '';
    const words = this.texts().replay;
    if (replay.ply === 0) return fillTemplate(words.atStart, { total: replay.moves.length });
    const at = fillTemplate(words.at, { ply: replay.ply, total: replay.moves.length });
    return atEnd(replay) ? `${at} ${fillTemplate(words.end, { result: this.resultWords(recordResult(replay)) })}` : at;
  }

  /** Draws the section: the tags, where the board is, the buttons, the moves. */
  render() {
    const replay = this.replay;
    if (!replay) return;
    const tagList = $('replay-tags');
    tagList.replaceChildren(...this.shownTags().flatMap(([label, value]) => {
      const term = document.createElement('dt');
      term.textContent = label;
      const detail = document.createElement('dd');
      detail.textContent = value;
      return [term, detail];
    }));
    $('replay-position').textContent = this.positionText();
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (this.section.querySelectorAll('[data-replay]'))) {
      const back = button.dataset.replay === 'first' || button.dataset.replay === 'previous';
      button.disabled = back ? replay.ply === 0 : atEnd(replay);
    }
    this.renderMoves();
  }

  /** The moves as buttons by move number; the one the board is at is marked and kept in view. */
  renderMoves() {
    const replay = /** @type {Replay} */ (this.replay);
    const list = $('replay-moves');
    const key = `${this.texts().words.title}|${replay.moves.map((move) => move.san).join(' ')}`;
    if (list.dataset.shown !== key) {
      list.dataset.shown = key;
      const pieces = this.pieces();
      list.replaceChildren(...moveRows(replay).map((row) => {
        const item = document.createElement('li');
        item.className = 'play-replay-row';
        const number = document.createElement('span');
        number.className = 'play-replay-number';
        number.textContent = `${row.number}.`;
        item.append(number, ...row.cells.map((cell) => {
          if (!cell) return document.createElement('span');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'play-replay-move';
          button.dataset.ply = String(cell.ply);
          button.textContent = sanInWords(cell.san, pieces);
          return button;
        }));
        return item;
      }));
    }
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (list.querySelectorAll('[data-ply]'))) {
      const current = Number(button.dataset.ply) === replay.ply;
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
      // the list scrolls, not the page (the list is the buttons' offsetParent: play.css)
      if (current && button.offsetTop < list.scrollTop) list.scrollTop = button.offsetTop;
      else if (current && button.offsetTop + button.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = button.offsetTop + button.offsetHeight - list.clientHeight;
    }
  }
}
