// Strings the board view shows or speaks, in zh-Hans, zh-Hant and en.
// Piece names follow the source texts: 王 后 车 象 马 兵 (zh-Hans), 王 后 車 象 馬 兵 (zh-Hant).
//
// Piece and square names are here, for every language: a board labels its squares as soon as it
// is drawn, and lesson texts name pieces. The rest (square states, the promotion chooser, move
// sentences, and the controller's words) is one module per language, board.<lang>.mjs, imported
// by loadBoardText(lang) together with the rules texts of that language, so a page downloads only
// the language it shows. Until it has loaded, those strings are empty.

import { DEFAULT_LANG, LANGS, fillTemplate, languageLoader, matchLang } from './lang.mjs';
import { loadRulesText } from './rules.mjs';

export const BOARD_LANGS = LANGS;

const NAMES = {
  'zh-Hans': {
    white: '白',
    black: '黑',
    pieces: { k: '王', q: '后', r: '车', b: '象', n: '马', p: '兵' },
    // "e4 白兵": square, then colour and piece without a space, as Chinese is written.
    pieceOnSquare: '{square} {color}{piece}',
    emptySquare: '{square} 空',
  },
  'zh-Hant': {
    white: '白',
    black: '黑',
    pieces: { k: '王', q: '后', r: '車', b: '象', n: '馬', p: '兵' },
    pieceOnSquare: '{square} {color}{piece}',
    emptySquare: '{square} 空',
  },
  en: {
    white: 'white',
    black: 'black',
    pieces: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
    pieceOnSquare: '{square} {color} {piece}',
    emptySquare: '{square} empty',
  },
};

// The keys of a language module's `board` part, empty until it loads.
const LOADED_KEYS = ['board', 'selected', 'destination', 'captureTarget', 'lastMove', 'inCheck', 'forced', 'attacked',
  'star', 'target', 'focus', 'promotionTitle', 'cancel', 'tray', 'removeTool', 'moveText', 'captureText',
  'promotionText', 'castleShort', 'castleLong', 'enPassant', 'checkText', 'mateText', 'sentenceEnd', 'selectedText',
  'deselectedText'];
const NOT_LOADED = { ...Object.fromEntries(LOADED_KEYS.map((key) => [key, ''])), highlight: { good: '', bad: '', hint: '' } };

/** Each language's board strings: the names above, and the rest once loadBoardText(lang) has
 *  resolved (a new object then, so a renderer can tell that it changed). */
export const boardStrings = Object.fromEntries(LANGS.map((lang) => [lang, { ...NOT_LOADED, ...NAMES[lang] }]));

// Each language's module loads together with that language's rules texts, not after them.
const texts = languageLoader('loadBoardText', {
  'zh-Hans': () => Promise.all([import('./board.zh-Hans.mjs'), loadRulesText('zh-Hans')]).then(([module]) => module),
  'zh-Hant': () => Promise.all([import('./board.zh-Hant.mjs'), loadRulesText('zh-Hant')]).then(([module]) => module),
  en: () => Promise.all([import('./board.en.mjs'), loadRulesText('en')]).then(([module]) => module),
}, (lang, table) => {
  boardStrings[lang] = { ...table.board, ...NAMES[lang] };
});

/** Loads the board's and controller's words and the rules texts of `lang` (one of LANGS);
 *  resolves once all are there. Each language loads once. */
export const loadBoardText = texts.load;

/** The loaded module of `lang`, else of a loaded language (English first), else undefined. */
export const loadedBoardText = texts.get;

/** Maps a page or browser language tag to one of ours; unknown tags get English. */
export function resolveBoardLang(tag) {
  return matchLang(tag) ?? DEFAULT_LANG;
}

/** "白兵" / "white pawn" for a piece letter (upper case white, lower case black). */
export function pieceName(lang, piece) {
  const table = boardStrings[lang] || boardStrings.en;
  const color = piece === piece.toUpperCase() ? table.white : table.black;
  const name = table.pieces[piece.toLowerCase()];
  return lang === 'en' ? `${color} ${name}` : `${color}${name}`;
}

/** The accessible name of one square: "e4 白兵", "e4 white pawn", "e4 空", "e4 empty". */
export function squareLabel(lang, square, piece) {
  const table = boardStrings[lang] || boardStrings.en;
  if (!piece) return fillTemplate(table.emptySquare, { square });
  return fillTemplate(table.pieceOnSquare, {
    square,
    color: piece === piece.toUpperCase() ? table.white : table.black,
    piece: table.pieces[piece.toLowerCase()],
  });
}

/**
 * A sentence for the live region from a move description the controller supplies:
 * {from, to, piece, captured?, promotion?, castle?: 'short'|'long', enPassant?, check?, mate?,
 * color?}. Pieces are FEN letters (upper case white); with `color` ('w'|'b'|'white'|'black')
 * they may be lower case, as the rules API gives them, and a capture is of the other colour.
 * The view only words what it is told; it decides nothing about the move.
 */
export function describeMove(lang, move) {
  const table = boardStrings[lang] || boardStrings.en;
  const { from, to, piece } = move;
  if (typeof piece !== 'string' || !piece) throw new TypeError('describeMove: expected a piece letter');
  const given = move.color === 'w' || move.color === 'white' ? 'white'
    : move.color === 'b' || move.color === 'black' ? 'black' : null;
  const moverIsWhite = given ? given === 'white' : piece === piece.toUpperCase();
  const color = moverIsWhite ? table.white : table.black;
  let text;
  if (move.castle === 'short' || move.castle === 'long') {
    text = fillTemplate(move.castle === 'short' ? table.castleShort : table.castleLong, { color });
  } else {
    text = fillTemplate(table.moveText, { color, piece: table.pieces[piece.toLowerCase()], from, to });
    if (move.captured) {
      const captured = move.captured;
      const capturedIsWhite = given ? !moverIsWhite : captured === captured.toUpperCase();
      text += fillTemplate(table.captureText, {
        capturedColor: capturedIsWhite ? table.white : table.black,
        captured: table.pieces[captured.toLowerCase()],
      });
      if (move.enPassant) text += table.enPassant;
    }
    if (move.promotion) text += fillTemplate(table.promotionText, { promotion: table.pieces[move.promotion.toLowerCase()] });
  }
  if (move.mate) return text + table.mateText;
  if (move.check) return text + table.checkText;
  return text + table.sentenceEnd;
}
