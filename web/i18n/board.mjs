// Strings the board view shows or speaks, in zh-Hans, zh-Hant and en.
// Piece names follow the source texts: 王 后 车 象 马 兵 (zh-Hans), 王 后 車 象 馬 兵 (zh-Hant).

import { DEFAULT_LANG, LANGS, matchLang } from './lang.mjs';

export const BOARD_LANGS = LANGS;

export const boardStrings = {
  'zh-Hans': {
    board: '棋盘',
    white: '白',
    black: '黑',
    pieces: { k: '王', q: '后', r: '车', b: '象', n: '马', p: '兵' },
    // "e4 白兵": square, then colour and piece without a space, as Chinese is written.
    pieceOnSquare: '{square} {color}{piece}',
    emptySquare: '{square} 空',
    selected: '已选中',
    destination: '可以走到这里',
    captureTarget: '可以吃这个子',
    lastMove: '上一步',
    inCheck: '被将军',
    touched: '已摸子，必须走这个子',
    attacked: '受到攻击',
    star: '星星',
    target: '目标',
    highlight: { good: '好', bad: '不好', hint: '提示' },
    focus: '键盘焦点',
    promotionTitle: '兵升变：选择一个子',
    cancel: '取消',
    tray: '摆子盒',
    removeTool: '拿走棋子',
    adjust: '摆正',
    adjustHint: '摆正（j’adoube）：先按这里，再点要摆正的棋子，这样不算摸子。',
    adjustActive: '现在点要摆正的棋子',
    moveText: '{color}{piece} 从 {from} 走到 {to}',
    captureText: '，吃掉{capturedColor}{captured}',
    promotionText: '，升变为{promotion}',
    castleShort: '{color}方王翼易位（短易位）',
    castleLong: '{color}方后翼易位（长易位）',
    enPassant: '（吃过路兵）',
    checkText: '。将军！',
    mateText: '。将死！',
    sentenceEnd: '。',
    selectedText: '选中 {square} {color}{piece}',
    deselectedText: '放下棋子',
  },
  'zh-Hant': {
    board: '棋盤',
    white: '白',
    black: '黑',
    pieces: { k: '王', q: '后', r: '車', b: '象', n: '馬', p: '兵' },
    pieceOnSquare: '{square} {color}{piece}',
    emptySquare: '{square} 空',
    selected: '已選中',
    destination: '可以走到這裡',
    captureTarget: '可以吃這個子',
    lastMove: '上一步',
    inCheck: '被將軍',
    touched: '已摸子，必須走這個子',
    attacked: '受到攻擊',
    star: '星星',
    target: '目標',
    highlight: { good: '好', bad: '不好', hint: '提示' },
    focus: '鍵盤焦點',
    promotionTitle: '兵升變：選擇一個子',
    cancel: '取消',
    tray: '擺子盒',
    removeTool: '拿走棋子',
    adjust: '擺正',
    adjustHint: '擺正（j’adoube）：先按這裡，再點要擺正的棋子，這樣不算摸子。',
    adjustActive: '現在點要擺正的棋子',
    moveText: '{color}{piece} 從 {from} 走到 {to}',
    captureText: '，吃掉{capturedColor}{captured}',
    promotionText: '，升變為{promotion}',
    castleShort: '{color}方王翼易位（短易位）',
    castleLong: '{color}方后翼易位（長易位）',
    enPassant: '（吃過路兵）',
    checkText: '。將軍！',
    mateText: '。將死！',
    sentenceEnd: '。',
    selectedText: '選中 {square} {color}{piece}',
    deselectedText: '放下棋子',
  },
  en: {
    board: 'Chess board',
    white: 'white',
    black: 'black',
    pieces: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
    pieceOnSquare: '{square} {color} {piece}',
    emptySquare: '{square} empty',
    selected: 'selected',
    destination: 'can move here',
    captureTarget: 'can capture here',
    lastMove: 'last move',
    inCheck: 'in check',
    touched: 'touched, must be moved',
    attacked: 'attacked',
    star: 'star',
    target: 'target',
    highlight: { good: 'good', bad: 'not good', hint: 'hint' },
    focus: 'keyboard focus',
    promotionTitle: 'Promote the pawn: choose a piece',
    cancel: 'Cancel',
    tray: 'Piece box',
    removeTool: 'Take a piece away',
    adjust: 'Adjust',
    adjustHint: 'Adjust (j’adoube): press here first, then tap the piece to straighten. It does not count as touching it.',
    adjustActive: 'Now tap the piece to straighten',
    moveText: '{Color} {piece} from {from} to {to}',
    captureText: ', takes {capturedColor} {captured}',
    promotionText: ', becomes a {promotion}',
    castleShort: '{Color} castles kingside (short)',
    castleLong: '{Color} castles queenside (long)',
    enPassant: ' (en passant)',
    checkText: '. Check!',
    mateText: '. Checkmate!',
    sentenceEnd: '.',
    selectedText: 'Picked up {square} {color} {piece}',
    deselectedText: 'Put the piece down',
  },
};

/** Maps a page or browser language tag to one of ours; unknown tags get English. */
export function resolveBoardLang(tag) {
  return matchLang(tag) ?? DEFAULT_LANG;
}

function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (match, name) => {
    if (name in params) return String(params[name]);
    const lowerName = name[0].toLowerCase() + name.slice(1);
    if (name !== lowerName && lowerName in params) {
      const value = String(params[lowerName]);
      return value[0].toUpperCase() + value.slice(1);
    }
    return match;
  });
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
  if (!piece) return fill(table.emptySquare, { square });
  return fill(table.pieceOnSquare, {
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
    text = fill(move.castle === 'short' ? table.castleShort : table.castleLong, { color });
  } else {
    text = fill(table.moveText, { color, piece: table.pieces[piece.toLowerCase()], from, to });
    if (move.captured) {
      const captured = move.captured;
      const capturedIsWhite = given ? !moverIsWhite : captured === captured.toUpperCase();
      text += fill(table.captureText, {
        capturedColor: capturedIsWhite ? table.white : table.black,
        captured: table.pieces[captured.toLowerCase()],
      });
      if (move.enPassant) text += table.enPassant;
    }
    if (move.promotion) text += fill(table.promotionText, { promotion: table.pieces[move.promotion.toLowerCase()] });
  }
  if (move.mate) return text + table.mateText;
  if (move.check) return text + table.checkText;
  return text + table.sentenceEnd;
}
