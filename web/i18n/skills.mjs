// The names of the skills (web/lesson/skills.mjs) in the three languages, as {id: {lang: name}}:
// a short name a teacher reads in the editor's select and on the class page. Small enough to
// carry every language at once, so that a page names a skill without loading anything.
//
//   skillName('zh-Hans', 'mate-rook')   → '单车杀王'; the id itself for an unknown skill
import { LANGS } from './lang.mjs';

export const SKILL_NAMES = Object.freeze({
  board: { 'zh-Hans': '棋盘', 'zh-Hant': '棋盤', en: 'The board' },
  coordinates: { 'zh-Hans': '格子的名字', 'zh-Hant': '格子的名字', en: 'Square names' },
  pieces: { 'zh-Hans': '认识棋子', 'zh-Hant': '認識棋子', en: 'Knowing the pieces' },
  setup: { 'zh-Hans': '摆棋子', 'zh-Hant': '擺棋子', en: 'Setting up' },
  'rook-move': { 'zh-Hans': '车的走法', 'zh-Hant': '車的走法', en: 'Moving the rook' },
  'bishop-move': { 'zh-Hans': '象的走法', 'zh-Hant': '象的走法', en: 'Moving the bishop' },
  'queen-move': { 'zh-Hans': '后的走法', 'zh-Hant': '后的走法', en: 'Moving the queen' },
  'king-move': { 'zh-Hans': '王的走法', 'zh-Hant': '王的走法', en: 'Moving the king' },
  'knight-move': { 'zh-Hans': '马的走法', 'zh-Hant': '馬的走法', en: 'Moving the knight' },
  'pawn-move': { 'zh-Hans': '兵的走法', 'zh-Hant': '兵的走法', en: 'Moving the pawn' },
  capture: { 'zh-Hans': '吃子', 'zh-Hant': '吃子', en: 'Capturing' },
  attack: { 'zh-Hans': '攻击', 'zh-Hant': '攻擊', en: 'Attack' },
  'capture-free': { 'zh-Hans': '吃没有保护的子', 'zh-Hant': '吃沒有保護的子', en: 'Taking an unprotected piece' },
  protect: { 'zh-Hans': '保护棋子', 'zh-Hant': '保護棋子', en: 'Protecting a piece' },
  'piece-value': { 'zh-Hans': '棋子的价值', 'zh-Hant': '棋子的價值', en: 'Piece values' },
  check: { 'zh-Hans': '将军', 'zh-Hant': '將軍', en: 'Giving check' },
  'double-check': { 'zh-Hans': '双将', 'zh-Hant': '雙將', en: 'Double check' },
  'escape-check': { 'zh-Hans': '应将', 'zh-Hant': '應將', en: 'Getting out of check' },
  notation: { 'zh-Hans': '记谱', 'zh-Hant': '記譜', en: 'Writing moves' },
  castling: { 'zh-Hans': '王车易位', 'zh-Hant': '王車易位', en: 'Castling' },
  'castling-rules': { 'zh-Hans': '什么时候不能易位', 'zh-Hant': '什麼時候不能易位', en: 'When you may not castle' },
  'en-passant': { 'zh-Hans': '吃过路兵', 'zh-Hant': '吃過路兵', en: 'En passant' },
  promotion: { 'zh-Hans': '兵的升变', 'zh-Hant': '兵的升變', en: 'Promotion' },
  'check-mate-stalemate': { 'zh-Hans': '将军、将死还是逼和', 'zh-Hant': '將軍、將死還是逼和', en: 'Check, checkmate or stalemate' },
  'mate-in-one': { 'zh-Hans': '一步将死', 'zh-Hant': '一步將死', en: 'Mate in one' },
  'mate-in-two': { 'zh-Hans': '两步将死', 'zh-Hant': '兩步將死', en: 'Mate in two' },
  'mate-queen': { 'zh-Hans': '单后杀王', 'zh-Hant': '單后殺王', en: 'Mating with the queen' },
  'mate-rook': { 'zh-Hans': '单车杀王', 'zh-Hant': '單車殺王', en: 'Mating with the rook' },
  'mate-two-rooks': { 'zh-Hans': '双车杀王', 'zh-Hant': '雙車殺王', en: 'Mating with two rooks' },
  stalemate: { 'zh-Hans': '逼和', 'zh-Hant': '逼和', en: 'Stalemate' },
  'dead-position': { 'zh-Hans': '死和局面', 'zh-Hant': '死和局面', en: 'Dead positions' },
  'draw-claims': { 'zh-Hans': '申请和棋', 'zh-Hant': '申請和棋', en: 'Claiming a draw' },
  results: { 'zh-Hans': '输赢和结果', 'zh-Hant': '輸贏和結果', en: 'Results of a game' },
  'touch-move': { 'zh-Hans': '摸子走子', 'zh-Hant': '摸子走子', en: 'Touch-move' },
  'play-game': { 'zh-Hans': '下一整盘棋', 'zh-Hant': '下一整盤棋', en: 'Playing a whole game' },
  fork: { 'zh-Hans': '捉双', 'zh-Hant': '捉雙', en: 'Forks' },
  pin: { 'zh-Hans': '牵制', 'zh-Hant': '牽制', en: 'Pins' },
  opening: { 'zh-Hans': '开局', 'zh-Hant': '開局', en: 'The opening' },
});

/** The name of skill `id` in `lang` (English for a language not in LANGS); the id for an unknown skill. */
export function skillName(lang, id) {
  const names = Object.hasOwn(SKILL_NAMES, id) ? SKILL_NAMES[id] : null;
  if (!names) return String(id);
  return names[LANGS.includes(lang) ? lang : 'en'];
}
