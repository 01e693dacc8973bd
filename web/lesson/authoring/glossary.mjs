// The course's terms and the lesson that teaches each: nothing a child reads may use a term before
// its lesson. `termsBeforeTheirLesson` walks the course in its order (lessons/index.json) and finds
// every step whose child-facing words (text, hints, success, feedback, quiz choices and their whys)
// use a term whose lesson comes later. A teacher's note is for the teacher and is not read.
//
//   GLOSSARY                                   [{term, lesson, words: {zh-Hans, zh-Hant, en}}]
//   termsBeforeTheirLesson(order, lessons)     → [{lesson, step, term, taughtIn, lang, word}]
//
// `order` is the lesson ids in the course's order; `lessons` maps an id to its lesson. A word is a
// regular expression's source; the English ones are matched as whole words, case-insensitive. An
// English word that is also an everyday word ("check" a square) is left out: the Chinese finds it.
import { hintText } from '../step-game.mjs';

export const GLOSSARY = [
  { term: 'check', lesson: 'check', words: { 'zh-Hans': '将军', 'zh-Hant': '將軍', en: null } },
  { term: 'checkmate', lesson: 'first-moves', words: { 'zh-Hans': '将死', 'zh-Hant': '將死', en: 'checkmate[sd]?' } },
  { term: 'stalemate', lesson: 'stalemate', words: { 'zh-Hans': '逼和', 'zh-Hant': '逼和', en: 'stalemate[sd]?' } },
  { term: 'dead position', lesson: 'dead-position', words: { 'zh-Hans': '死和', 'zh-Hant': '死和', en: 'dead position' } },
  { term: 'castling', lesson: 'castling', words: { 'zh-Hans': '易位', 'zh-Hant': '易位', en: 'castl(?:e|es|ed|ing)' } },
  { term: 'en passant', lesson: 'en-passant', words: { 'zh-Hans': '吃过路兵', 'zh-Hant': '吃過路兵', en: 'en passant' } },
  { term: 'promotion', lesson: 'promotion', words: { 'zh-Hans': '升变', 'zh-Hant': '升變', en: 'promot(?:e|es|ed|ion|ing)' } },
  // a move written down: a piece's name and the square it reaches (马f3, 象xc6, Nf3), or O-O
  { term: 'written move', lesson: 'notation', words: { 'zh-Hans': '[马象车后王]x?[a-h][1-8]|O-O', 'zh-Hant': '[馬象車后王]x?[a-h][1-8]|O-O', en: '[KQRBN]x?[a-h][1-8]|O-O' } },
  { term: 'score sheet', lesson: 'notation', words: { 'zh-Hans': '记录纸|记谱', 'zh-Hant': '記錄紙|記譜', en: 'score ?sheet' } },
  { term: 'repetition', lesson: 'threefold-repetition', words: { 'zh-Hans': '重复三次|三次重复|长将', 'zh-Hant': '重複三次|三次重複|長將', en: 'threefold|perpetual check' } },
  { term: '50 moves', lesson: 'fifty-moves', words: { 'zh-Hans': '50回合|五十回合', 'zh-Hant': '50回合|五十回合', en: '50 moves|fifty moves|50-move' } },
  { term: 'draw offer', lesson: 'agreement', words: { 'zh-Hans': '提议和棋', 'zh-Hant': '提議和棋', en: 'offers? a draw' } },
  { term: 'resignation', lesson: 'resignation', words: { 'zh-Hans': '认输', 'zh-Hant': '認輸', en: 'resign(?:s|ed|ation)?' } },
  { term: 'time forfeit', lesson: 'time-forfeit', words: { 'zh-Hans': '超时|时间用完', 'zh-Hant': '超時|時間用完', en: 'runs? out of time|on time' } },
  { term: 'adjust', lesson: 'touch-first', words: { 'zh-Hans': '摆正', 'zh-Hant': '擺正', en: 'I adjust' } },
  { term: 'fork', lesson: 'fork', words: { 'zh-Hans': '捉双', 'zh-Hant': '捉雙', en: 'fork(?:s|ed|ing)?' } },
  // "pinned" in English is older in the course (the check lessons' 钉住); the Chinese term is the pin lesson's
  { term: 'pin', lesson: 'pin', words: { 'zh-Hans': '牵制', 'zh-Hant': '牽制', en: null } },
];

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every child-facing text of a step, as [field, {lang: string}]. */
function stepTexts(step) {
  const out = [['text', step.text], ['success', step.success]];
  (Array.isArray(step.hints) ? step.hints : []).forEach((hint, n) => out.push([`hints/${n}`, hintText(hint)]));
  for (const [key, said] of Object.entries(isObject(step.feedback) ? step.feedback : {})) out.push([`feedback/${key}`, said]);
  (Array.isArray(step.goal?.choices) ? step.goal.choices : []).forEach((choice, n) => {
    out.push([`goal/choices/${n}/label`, choice?.label], [`goal/choices/${n}/why`, choice?.why]);
  });
  return out.filter(([, text]) => isObject(text));
}

const pattern = (lang, word) => new RegExp(lang === 'en' ? `\\b(?:${word})\\b` : word, lang === 'en' ? 'i' : '');

export function termsBeforeTheirLesson(order, lessons, glossary = GLOSSARY) {
  const place = new Map(order.map((id, n) => [id, n]));
  const out = [];
  order.forEach((id, n) => {
    const lesson = lessons[id];
    if (!isObject(lesson) || !Array.isArray(lesson.steps)) return;
    for (const entry of glossary) {
      // a term whose lesson is not in the course is nobody's to teach: the test of the glossary says so
      if (!place.has(entry.lesson) || place.get(entry.lesson) <= n) continue;
      for (const step of lesson.steps) {
        if (!isObject(step)) continue;
        const found = stepTexts(step).flatMap(([field, text]) => Object.entries(entry.words)
          .filter(([lang, word]) => word && typeof text[lang] === 'string' && pattern(lang, word).test(text[lang]))
          .map(([lang, word]) => ({ field, lang, word: pattern(lang, word).exec(text[lang])[0] })));
        if (found.length) out.push({ lesson: id, step: step.id, term: entry.term, taughtIn: entry.lesson, field: found[0].field, lang: found[0].lang, word: found[0].word });
      }
    }
  });
  return out;
}
