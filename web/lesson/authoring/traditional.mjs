// Traditional Chinese as a machine converts it and as a person writes it: the one list of the
// over-conversions OpenCC makes in chess text, for the editor's 从简体转换成繁体 (which fixes them
// after OpenCC), the lesson checker (check.mjs: `npm run check-lessons`, the build, the editor's
// check), and the course's own test (tests/js/helpers/course-checks.mjs).
//
// Simplified 后 is both the queen and "after/behind" (後); OpenCC writes 後 for both, 喫 for 吃, 隻
// for 只 (only) and 鍾 for the clock's 鐘. The queen stays 后 in Traditional chess text (皇后, 后翼).
// A 後 is taken for the queen only where the reader can tell: after 白/黑/王/的/個/兩/得/升/變為/
// 變成/成為/和/與, or before 走/吃/喫/翼/將/被/和/與 or a square (後d1); never as part of a word that
// means "after" or "behind" (然後, 以後, 之後, 最後, 落後, 前後, 後面, 後方, 後退, 後來, …).
//
//   OPENCC_OPTIONS                       the converter the editor opens: Converter(OPENCC_OPTIONS)
//   fixTraditional(converted) → text     every over-conversion put right, and “” as 「」
//   findOverConversions(text) → [{index, length, found, fix}]   each one, with its place and fix
//   overConversionProblems(lesson) → [{code: 'TEXT_OVER_CONVERTED', path, params: {found, fix, text}}]
//   HANT_DENIED_PATTERNS                  the list itself, each {id, pattern, fix}

/** zh-Hans (OpenCC's "cn") to Traditional characters ("t"), as the editor converts. */
export const OPENCC_OPTIONS = Object.freeze({ from: 'cn', to: 't' });

// Characters that, written just before 後, make a word meaning after, behind or later (然後,
// 以後, 之後, 最後, 隨後, 而後, 先後, 前後, 落後, 背後, 身後, 稍後, 今後, 往後, 日後, 延後, 午後,
// 向後, 此後, 事後, 過後, 其後, 退後, 完後, 了後, 掉後, 好後, 到後: "after finishing, capturing, …").
const AFTER_BEFORE = '然以之最隨而先前落背身稍今往日延午向此事過其退完了掉好到後';
// Characters that, written just after 後, make such a word (後面, 後方, 後邊, 後頭, 後排, 後退,
// 後來, 後果, 後援, 後悔, 後續, 後者, 後半, 後期, 後腿, 後門, 後衛, 後代, 後手, 後路).
const AFTER_FOLLOW = '面方邊頭排退來果援悔續者半期腿門衛代手路';
const NOT_AFTER = `(?<![${AFTER_BEFORE}])`;
const NOT_FOLLOWED = `(?![${AFTER_FOLLOW}])`;

const queen = (found) => found.replaceAll('後', '后');

/** The over-conversions, each a pattern (global, sticky-free) whose whole match is replaced by fix(match). */
export const HANT_DENIED_PATTERNS = Object.freeze([
  // the queen named by her colour, her king, her owner or a count: 白後, 黑後, 王後, c8的後, 一個後
  { id: 'queen-after-word', pattern: new RegExp(`[白黑王的個兩雙]後${NOT_FOLLOWED}`, 'gu'), fix: queen },
  // won, promoted to, turned into a queen: 贏得後, 得到後, 升變為後, 升後, 變成後, 成為後
  { id: 'queen-won', pattern: new RegExp(`(?:贏得|得到|換來|升變[為爲]|升[為爲成]|升|變成|變[為爲]|成[為爲])後${NOT_FOLLOWED}`, 'gu'), fix: queen },
  // the queen with another piece: 車和後, 後和車
  { id: 'queen-and', pattern: new RegExp(`[和與或、]後${NOT_FOLLOWED}|${NOT_AFTER}後(?=[和與或、][王車馬象兵後后])`, 'gu'), fix: queen },
  // the queen doing something: 後走到, 後吃掉, 後將軍, 後被吃, 然後後走到 (the second 後)
  { id: 'queen-acts', pattern: new RegExp(`${NOT_AFTER}後(?=[走吃喫將被])|(?<=[然以之最]後)後${NOT_FOLLOWED}`, 'gu'), fix: queen },
  // the queen on a square: 後d1, 後在 is not clear enough and is left alone
  { id: 'queen-square', pattern: new RegExp(`${NOT_AFTER}後(?=[a-h][1-8])`, 'gu'), fix: queen },
  // the queen's side of the board
  { id: 'queenside', pattern: /後翼/gu, fix: queen },
  // capture: Traditional chess text writes 吃, as Taiwan and Hong Kong do
  { id: 'eat', pattern: /喫/gu, fix: () => '吃' },
  // only (只能, 只有, 只要, 只是), never the measure word 隻 (一隻手)
  { id: 'only', pattern: /(?<![一二兩三四五六七八九十幾每這那])隻(?=[能有要是])/gu, fix: () => '只' },
  // the chess clock
  { id: 'clock', pattern: /棋鍾/gu, fix: () => '棋鐘' },
]);

/** Every over-conversion in `text`, in order: {index, length, found, fix} (the text at fault, and
 *  what a person writes there). Overlapping finds keep the earlier. */
export function findOverConversions(text) {
  const hits = [];
  for (const { pattern, fix } of HANT_DENIED_PATTERNS) {
    for (const match of String(text).matchAll(pattern)) hits.push({ index: match.index, length: match[0].length, found: match[0], fix: fix(match[0]) });
  }
  hits.sort((a, b) => a.index - b.index || b.length - a.length);
  const kept = [];
  for (const hit of hits) if (!kept.length || hit.index >= kept.at(-1).index + kept.at(-1).length) kept.push(hit);
  return kept;
}

/** Traditional text as OpenCC wrote it (Converter(OPENCC_OPTIONS)), with every over-conversion put
 *  right (the queen 后, 吃, 只, 棋鐘) and “” as the 「」 Traditional text quotes with. 後 meaning
 *  "after" or "behind" is kept. */
export function fixTraditional(converted) {
  let text = String(converted).replace(/[“”]/g, (mark) => (mark === '“' ? '「' : '」'));
  // a fix can make another visible (然後後走 → 然後后走), so fix until nothing is found
  for (let round = 0; round < 4; round++) {
    const hits = findOverConversions(text);
    if (!hits.length) break;
    let out = '';
    let at = 0;
    for (const hit of hits) {
      out += text.slice(at, hit.index) + hit.fix;
      at = hit.index + hit.length;
    }
    text = out + text.slice(at);
  }
  return text;
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const pointerPart = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Each over-conversion in the lesson's Traditional texts (every "zh-Hant" string, at any depth):
 *  {code: 'TEXT_OVER_CONVERTED', path (the text's JSON pointer), params: {found, fix, text}}. */
export function overConversionProblems(lesson) {
  const problems = [];
  const visit = (value, path) => {
    if (Array.isArray(value)) value.forEach((item, n) => visit(item, `${path}/${n}`));
    else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}/${pointerPart(key)}`;
        if (key === 'zh-Hant' && typeof item === 'string') {
          for (const hit of findOverConversions(item)) problems.push({ code: 'TEXT_OVER_CONVERTED', path: at, params: { found: hit.found, fix: hit.fix, text: item } });
        } else visit(item, at);
      }
    }
  };
  visit(lesson, '');
  return problems;
}
