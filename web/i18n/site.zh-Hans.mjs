// The site's own pages in zh-Hans (see site.mjs).
export default {
  // The board demo page: its status lines.
  demo: {
    white: '轮到白方走棋',
    black: '轮到黑方走棋',
    check: '（被将军）',
    setup: '摆棋模式：把棋子放到格子上',
    free: '自由模式：任何棋子都能随意移动',
    illegal: '不能这样走：',
  },
  // The "play the computer" page.
  play: {
    words: {
      home: '课程',
      title: '和电脑下棋',
      intro: '选择你执哪一方和电脑的水平，然后开始走棋。每一条规则都会检查。',
      options: '新对局',
      language: '语言',
      colour: '我执',
      white: '白方',
      black: '黑方',
      level: '电脑水平',
      clock: '棋钟',
      noClock: '不用棋钟',
      newGame: '开始新对局',
      game: '对局',
      retry: '让电脑再想一次',
      loading: '正在加载…',
      yourMove: '轮到你走棋了（{side}）。',
      yourMoveCheck: '轮到你走棋了（{side}）：你的王正被将军！',
      thinking: '电脑正在思考…',
      computerMoved: '电脑走了 {san}。',
      won: '你赢了！',
      lost: '电脑赢了这一局。',
      drawn: '和棋。',
      problem: '电脑没能走棋：{message}',
    },
    // Why the game ended.
    endings: {
      checkmate: '将死：王被将军，怎么走都躲不开，这一方就输了。',
      resignation: '一方认输了，另一方就赢了。',
      stalemate: '逼和：轮到走棋的一方一步也走不了，可是王没有被将军。这是和棋。',
      'dead-position': '双方谁也不可能再将死对方了，这是和棋。',
      agreement: '双方都同意和棋。',
      'threefold-repetition': '同一个局面出现了三次，要求和棋是对的，这是和棋。',
      'fifty-moves': '连着 50 个回合没有吃子，也没有走兵，要求和棋是对的，这是和棋。',
      'fivefold-repetition': '同一个局面出现了五次。现在的规则：这样就自动和棋。',
      'seventy-five-moves': '连着 75 个回合没有吃子，也没有走兵。现在的规则：这样就自动和棋。',
      'time-forfeit': '棋钟上的时间用完了，时间用完的一方输了。',
      'time-forfeit-cannot-mate': '一方的时间用完了，可是对方已经不可能将死他，所以是和棋。',
    },
  },
};
