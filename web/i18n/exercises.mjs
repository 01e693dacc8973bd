// The words of a generated exercise (web/lesson/exercise-step.mjs makes it a lesson step), per
// exercise kind, in the three languages at once: a step's texts carry every language, so the
// adapter needs all of them. Short, for a child of seven, with no rule numbers. `{piece}` is the
// solving piece's picture (lesson markup such as {Q}, or {R}{R} for two rooks), `{king}` the
// other side's king's; anything else in braces is lesson markup.
//
//   EXERCISE_WORDS[kind] = {text, success, hintPiece, hintMove}, each {zh-Hans, zh-Hant, en}
//   EXERCISE_WORDS_SHARED = the words every kind uses the same way

export const EXERCISE_WORDS = Object.freeze({
  'mate-in-one': {
    text: { 'zh-Hans': '走一步，将死{king}！用{piece}。', 'zh-Hant': '走一步，將死{king}！用{piece}。', en: 'One move: checkmate {king}! Use {piece}.' },
    success: { 'zh-Hans': '将死了！王跑不掉了。', 'zh-Hant': '將死了！王跑不掉了。', en: 'Checkmate! The king cannot get away.' },
    hintPiece: { 'zh-Hans': '用这个子将死。', 'zh-Hant': '用這個子將死。', en: 'Mate with this piece.' },
    hintMove: { 'zh-Hans': '走到这里。', 'zh-Hant': '走到這裡。', en: 'Go here.' },
  },
  'check-in-one': {
    text: { 'zh-Hans': '用{piece}将军{king}！', 'zh-Hant': '用{piece}將軍{king}！', en: 'Give check to {king} with {piece}!' },
    success: { 'zh-Hans': '将军！你的棋子攻击着王。', 'zh-Hant': '將軍！你的棋子攻擊著王。', en: 'Check! Your piece attacks the king.' },
    hintPiece: { 'zh-Hans': '用这个子将军。', 'zh-Hant': '用這個子將軍。', en: 'Check with this piece.' },
    hintMove: { 'zh-Hans': '走到这里。', 'zh-Hant': '走到這裡。', en: 'Go here.' },
  },
  'capture-free': {
    text: { 'zh-Hans': '用{piece}吃掉没有保护的子！', 'zh-Hant': '用{piece}吃掉沒有保護的子！', en: 'Use {piece} to take the piece nobody protects!' },
    success: { 'zh-Hans': '吃到了！没有子能吃回来。', 'zh-Hant': '吃到了！沒有子能吃回來。', en: 'Got it! Nothing can take back.' },
    hintPiece: { 'zh-Hans': '用这个子吃。', 'zh-Hant': '用這個子吃。', en: 'Take with this piece.' },
    hintMove: { 'zh-Hans': '吃这个子。', 'zh-Hant': '吃這個子。', en: 'Take this one.' },
  },
  'collect-stars': {
    text: { 'zh-Hans': '用{piece}走到每一颗星星上！', 'zh-Hant': '用{piece}走到每一顆星星上！', en: 'Move {piece} onto every star!' },
    success: { 'zh-Hans': '星星都拿到了！', 'zh-Hant': '星星都拿到了！', en: 'You got every star!' },
    hintPiece: { 'zh-Hans': '先走这个子。', 'zh-Hant': '先走這個子。', en: 'Move this piece.' },
    hintMove: { 'zh-Hans': '先走到这里。', 'zh-Hant': '先走到這裡。', en: 'Go here first.' },
  },
});

export const EXERCISE_WORDS_SHARED = Object.freeze({
  // the title of a set of exercises, as the lesson runner shows it
  practiceTitle: { 'zh-Hans': '练习：{skill}', 'zh-Hant': '練習：{skill}', en: 'Practice: {skill}' },
  reviewTitle: { 'zh-Hans': '每日复习', 'zh-Hant': '每日複習', en: 'Daily review' },
  // before the words of an exercise solved as Black (the board is turned round)
  playBlack: { 'zh-Hans': '你执黑。', 'zh-Hant': '你執黑。', en: 'You play Black. ' },
});
