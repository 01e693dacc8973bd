// Words the <chess-board> controller (web/play) shows a child: touch-move explanations, with
// the article of the Laws (2000 numbering, as in the source texts), in zh-Hans, zh-Hant and en.
import { pieceName } from './board.mjs';

const TEXT = {
  'zh-Hans': {
    'move-piece': '你摸了 {square} 的{piece}，必须走这个子（第 {article} 条）。',
    'king-move': '你摸了王和车，但不能易位，所以必须走王（第 {article} 条）。',
    castle: '你先摸了王，又摸了车，必须向这边易位（第 {article} 条）。',
    'capture-with': '你摸了 {square} 的{piece}，必须用它吃掉你摸过的对方棋子（第 {article} 条）。',
    'capture-piece': '你摸了对方的棋子，必须吃掉它（第 {article} 条）。',
    cannotMove: '{square} 的{piece}没有合法的走法，摸了它不用走（第 4.5 条）。',
    locked: '不能换子：你已经摸了 {square} 的{piece}，必须走它（第 {article} 条）。',
    adjusted: '已摆正 {square} 的{piece}，这不算摸子（第 4.2 条）。',
  },
  'zh-Hant': {
    'move-piece': '你摸了 {square} 的{piece}，必須走這個子（第 {article} 條）。',
    'king-move': '你摸了王和車，但不能易位，所以必須走王（第 {article} 條）。',
    castle: '你先摸了王，又摸了車，必須向這邊易位（第 {article} 條）。',
    'capture-with': '你摸了 {square} 的{piece}，必須用它吃掉你摸過的對方棋子（第 {article} 條）。',
    'capture-piece': '你摸了對方的棋子，必須吃掉它（第 {article} 條）。',
    cannotMove: '{square} 的{piece}沒有合法的走法，摸了它不用走（第 4.5 條）。',
    locked: '不能換子：你已經摸了 {square} 的{piece}，必須走它（第 {article} 條）。',
    adjusted: '已擺正 {square} 的{piece}，這不算摸子（第 4.2 條）。',
  },
  en: {
    'move-piece': 'You touched the {piece} on {square}, so you must move it (Article {article}).',
    'king-move': 'You touched the king and a rook but cannot castle, so you must move the king (Article {article}).',
    castle: 'You touched the king and then the rook, so you must castle on that side (Article {article}).',
    'capture-with': 'You touched the {piece} on {square}, so you must capture the piece you touched with it (Article {article}).',
    'capture-piece': 'You touched an opponent’s piece, so you must capture it (Article {article}).',
    cannotMove: 'The {piece} on {square} has no legal move, so touching it obliges nothing (Article 4.5).',
    locked: 'You cannot switch: you touched the {piece} on {square} and must move it (Article {article}).',
    adjusted: 'You adjusted the {piece} on {square}; that does not count as touching it (Article 4.2).',
  },
};

/**
 * A touch-move sentence. kind: a TouchObligation ('move-piece', …) or 'cannotMove', 'locked',
 * 'adjusted'. piece: a FEN letter. Returns null for a kind with no sentence ('none').
 */
export function touchMoveText(lang, kind, { square, piece, article }) {
  const table = TEXT[lang] || TEXT.en;
  const template = table[kind];
  if (!template) return null;
  const name = piece ? pieceName(lang, piece).replace(/^(white|black) /, '') : '';
  const shortName = lang === 'en' ? name : name.slice(1); // 白马 → 马: the colour is obvious here
  return template
    .replace('{square}', square || '')
    .replace('{piece}', shortName)
    .replace('{article}', article || '');
}

// The game controls under the board on the play and demo pages.
const CONTROLS = {
  'zh-Hans': {
    controls: '对局操作',
    undo: '悔棋',
    flip: '翻转棋盘',
    resign: '认输',
    offerDraw: '提和',
    acceptDraw: '同意和棋',
    drawOffered: '{side}提和了。',
    claimDraw: '要求和棋：{reason}',
    claimWithMove: '下一步棋走完后要求和棋',
    claimArmed: '现在走你要走的棋，走完就按规则判断能否和棋（第 9.2 条）。',
    claimRejected: '这个和棋要求不成立，棋已经走了，对局继续（第 9.2 条）。',
    moves: '着法记录',
    noMoves: '还没有走棋',
    fen: '局面代码（FEN）',
    copy: '复制',
    copied: '已复制',
    load: '载入',
    clock: '棋钟',
    white: '白方',
    black: '黑方',
    toMove: '轮到走棋',
  },
  'zh-Hant': {
    controls: '對局操作',
    undo: '悔棋',
    flip: '翻轉棋盤',
    resign: '認輸',
    offerDraw: '提和',
    acceptDraw: '同意和棋',
    drawOffered: '{side}提和了。',
    claimDraw: '要求和棋：{reason}',
    claimWithMove: '下一步棋走完後要求和棋',
    claimArmed: '現在走你要走的棋，走完就按規則判斷能否和棋（第 9.2 條）。',
    claimRejected: '這個和棋要求不成立，棋已經走了，對局繼續（第 9.2 條）。',
    moves: '著法記錄',
    noMoves: '還沒有走棋',
    fen: '局面代碼（FEN）',
    copy: '複製',
    copied: '已複製',
    load: '載入',
    clock: '棋鐘',
    white: '白方',
    black: '黑方',
    toMove: '輪到走棋',
  },
  en: {
    controls: 'Game controls',
    undo: 'Take back',
    flip: 'Flip board',
    resign: 'Resign',
    offerDraw: 'Offer a draw',
    acceptDraw: 'Accept the draw',
    drawOffered: '{side} offers a draw.',
    claimDraw: 'Claim a draw: {reason}',
    claimWithMove: 'Claim a draw with my next move',
    claimArmed: 'Now play the move you intend; the claim is judged with it (Article 9.2).',
    claimRejected: 'The claim was not correct: the move stands and the game goes on (Article 9.2).',
    moves: 'Moves',
    noMoves: 'No moves yet',
    fen: 'Position code (FEN)',
    copy: 'Copy',
    copied: 'Copied',
    load: 'Load',
    clock: 'Clock',
    white: 'White',
    black: 'Black',
    toMove: 'to move',
  },
};

export function controlText(lang, key, params = {}) {
  const table = CONTROLS[lang] || CONTROLS.en;
  const template = table[key] ?? CONTROLS.en[key];
  if (typeof template !== 'string') throw new TypeError(`controlText: no string "${key}"`);
  return template.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
}

export const CONTROL_KEYS = Object.keys(CONTROLS.en);
export const CONTROL_TABLES = CONTROLS;
