// The words of a generated exercise (web/lesson/exercise-step.mjs makes it a lesson step), per
// exercise kind, in the three languages at once: a step's texts carry every language, so the
// adapter needs all of them. Short, for a child of seven, with no rule numbers. `{piece}` is the
// solving piece's picture (lesson markup such as {Q}, or {R}{R} for two rooks), `{king}` the
// other side's king's (the child's own in check-quiz and escape-check); anything else in braces is lesson markup.
//
//   EXERCISE_WORDS[kind] = {text, success, hintPiece, hintMove, and for some kinds wrongMove (a legal
//     move that misses: why) or wrongSquare (a tap that misses: why)}, each {zh-Hans, zh-Hant, en}
//   CHECK_QUIZ_CHOICES = the check/checkmate/stalemate quiz's labels and why each is wrong
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
  capture: {
    text: { 'zh-Hans': '用{piece}吃掉一个子！', 'zh-Hant': '用{piece}吃掉一個子！', en: 'Take a piece with {piece}!' },
    success: { 'zh-Hans': '吃到了！', 'zh-Hant': '吃到了！', en: 'Got it!' },
    hintPiece: { 'zh-Hans': '用这个子吃。', 'zh-Hant': '用這個子吃。', en: 'Take with this piece.' },
    hintMove: { 'zh-Hans': '吃这个子。', 'zh-Hant': '吃這個子。', en: 'Take this one.' },
    wrongMove: { 'zh-Hans': '这步没有吃到子。', 'zh-Hant': '這步沒有吃到子。', en: 'That move takes nothing.' },
  },
  'escape-check': {
    text: { 'zh-Hans': '你的王{king}被将军了！快逃出将军。', 'zh-Hant': '你的王{king}被將軍了！快逃出將軍。', en: 'Your king {king} is in check! Get out of check.' },
    success: { 'zh-Hans': '王安全了！', 'zh-Hant': '王安全了！', en: 'Your king is safe!' },
    hintPiece: { 'zh-Hans': '这个子能帮王。', 'zh-Hant': '這個子能幫王。', en: 'This piece can help the king.' },
    hintMove: { 'zh-Hans': '走到这里。', 'zh-Hant': '走到這裡。', en: 'Go here.' },
  },
  'double-check': {
    text: { 'zh-Hans': '走一步，让两个子一起将军{king}！', 'zh-Hant': '走一步，讓兩個子一起將軍{king}！', en: 'One move: check {king} with two pieces at once!' },
    success: { 'zh-Hans': '双将！两个子都在将军。', 'zh-Hant': '雙將！兩個子都在將軍。', en: 'Double check! Two pieces give check.' },
    hintPiece: { 'zh-Hans': '走开这个子。', 'zh-Hant': '走開這個子。', en: 'Move this piece away.' },
    hintMove: { 'zh-Hans': '走到这里，也将军。', 'zh-Hant': '走到這裡，也將軍。', en: 'Go here, and check too.' },
    wrongMove: { 'zh-Hans': '这步不是两个子一起将军。', 'zh-Hant': '這步不是兩個子一起將軍。', en: 'That is not check from two pieces.' },
  },
  'check-quiz': {
    text: { 'zh-Hans': '{king}是被将军、将死，还是逼和？', 'zh-Hant': '{king}是被將軍、將死，還是逼和？', en: 'Is {king} in check, checkmated or stalemated?' },
    success: { 'zh-Hans': '答对了！', 'zh-Hant': '答對了！', en: 'Right!' },
    hintPiece: { 'zh-Hans': '先看：王被将军了吗？', 'zh-Hant': '先看：王被將軍了嗎？', en: 'First: is the king in check?' },
    hintMove: { 'zh-Hans': '再看：还有棋能走吗？', 'zh-Hant': '再看：還有棋能走嗎？', en: 'Then: is there a move left?' },
  },
  'lone-king': {
    text: { 'zh-Hans': '用王和{piece}将死{king}！', 'zh-Hant': '用王和{piece}將死{king}！', en: 'Checkmate {king} with your king and {piece}!' },
    success: { 'zh-Hans': '将死了！你赢了。', 'zh-Hant': '將死了！你贏了。', en: 'Checkmate! You won.' },
    hintPiece: { 'zh-Hans': '把王赶到边上。', 'zh-Hant': '把王趕到邊上。', en: 'Push the king to the edge.' },
    hintMove: { 'zh-Hans': '让你的王走过去帮忙。', 'zh-Hant': '讓你的王走過去幫忙。', en: 'Bring your king to help.' },
  },
  fork: {
    text: { 'zh-Hans': '用{piece}捉双：一步攻击两个子！', 'zh-Hant': '用{piece}捉雙：一步攻擊兩個子！', en: 'Fork with {piece}: attack two pieces in one move!' },
    success: { 'zh-Hans': '捉双！对方只能救一个。', 'zh-Hant': '捉雙！對方只能救一個。', en: 'A fork! They can save only one.' },
    hintPiece: { 'zh-Hans': '用这个子捉双。', 'zh-Hant': '用這個子捉雙。', en: 'Fork with this piece.' },
    hintMove: { 'zh-Hans': '走到这里。', 'zh-Hant': '走到這裡。', en: 'Go here.' },
    wrongMove: { 'zh-Hans': '这步没捉双，或者会被吃。', 'zh-Hant': '這步沒捉雙，或者會被吃。', en: 'No fork there, or it can be taken.' },
  },
  pin: {
    text: { 'zh-Hans': '哪个子被你的{piece}牵制了？点它。', 'zh-Hant': '哪個子被你的{piece}牽制了？點它。', en: 'Which piece does your {piece} pin? Tap it.' },
    success: { 'zh-Hans': '对！它一走开，王就被将军。', 'zh-Hant': '對！它一走開，王就被將軍。', en: 'Yes! If it moves, its king is in check.' },
    hintPiece: { 'zh-Hans': '看这个子对着的线。', 'zh-Hant': '看這個子對著的線。', en: 'Look along this piece\'s line.' },
    hintMove: { 'zh-Hans': '它挡在王的前面。', 'zh-Hant': '它擋在王的前面。', en: 'It stands in front of its king.' },
    wrongSquare: { 'zh-Hans': '这里没有挡着王的子。', 'zh-Hant': '這裡沒有擋著王的子。', en: 'Nothing here shields the king.' },
  },
});

// The check-quiz's three answers: each label, and why it is wrong when the answer is another
// (whyNot[answer]: the reason given for this choice when `answer` is right).
export const CHECK_QUIZ_CHOICES = Object.freeze({
  check: {
    label: { 'zh-Hans': '将军', 'zh-Hant': '將軍', en: 'Check' },
    whyNot: {
      checkmate: { 'zh-Hans': '王跑不掉，也不能挡或吃。', 'zh-Hant': '王跑不掉，也不能擋或吃。', en: 'The king cannot run, block or take.' },
      stalemate: { 'zh-Hans': '没有子在攻击王。', 'zh-Hant': '沒有子在攻擊王。', en: 'Nothing attacks the king.' },
    },
  },
  checkmate: {
    label: { 'zh-Hans': '将死', 'zh-Hant': '將死', en: 'Checkmate' },
    whyNot: {
      check: { 'zh-Hans': '还有一步能逃出将军。', 'zh-Hant': '還有一步能逃出將軍。', en: 'There is still a safe move.' },
      stalemate: { 'zh-Hans': '将死要先将军，王没被将军。', 'zh-Hant': '將死要先將軍，王沒被將軍。', en: 'Mate needs check, and there is none.' },
    },
  },
  stalemate: {
    label: { 'zh-Hans': '逼和', 'zh-Hant': '逼和', en: 'Stalemate' },
    whyNot: {
      check: { 'zh-Hans': '王正被将军，不是逼和。', 'zh-Hant': '王正被將軍，不是逼和。', en: 'The king is attacked right now.' },
      checkmate: { 'zh-Hans': '王被将军了，逼和时没有将军。', 'zh-Hant': '王被將軍了，逼和時沒有將軍。', en: 'The king is in check; stalemate has none.' },
    },
  },
});

export const EXERCISE_WORDS_SHARED = Object.freeze({
  // the title of a set of exercises, as the lesson runner shows it
  practiceTitle: { 'zh-Hans': '练习：{skill}', 'zh-Hant': '練習：{skill}', en: 'Practice: {skill}' },
  reviewTitle: { 'zh-Hans': '每日复习', 'zh-Hant': '每日複習', en: 'Daily review' },
  // before the words of an exercise solved as Black (the board is turned round)
  playBlack: { 'zh-Hans': '你执黑。', 'zh-Hant': '你執黑。', en: 'You play Black. ' },
});
