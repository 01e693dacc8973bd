// The site's own pages in zh-Hant (see site.mjs).
export default {
  // The board demo page: its status lines.
  demo: {
    white: '輪到白方走棋',
    black: '輪到黑方走棋',
    check: '（被將軍）',
    setup: '擺棋模式：把棋子放到格子上',
    free: '自由模式：任何棋子都能隨意移動',
    illegal: '不能這樣走：',
  },
  // The "play the computer" page.
  play: {
    words: {
      home: '課程',
      title: '和電腦下棋',
      intro: '選擇你執哪一方和電腦的水平，然後開始走棋。每一條規則都會檢查。',
      options: '新對局',
      language: '語言',
      colour: '我執',
      white: '白方',
      black: '黑方',
      level: '電腦水平',
      clock: '棋鐘',
      noClock: '不用棋鐘',
      newGame: '開始新對局',
      game: '對局',
      retry: '讓電腦再想一次',
      loading: '正在載入…',
      yourMove: '輪到你走棋了（{side}）。',
      yourMoveCheck: '輪到你走棋了（{side}）：你的王正被將軍！',
      thinking: '電腦正在思考…',
      computerMoved: '電腦走了 {san}。',
      won: '你贏了！',
      lost: '電腦贏了這一局。',
      drawn: '和棋。',
      problem: '電腦沒能走棋：{message}',
    },
    // Why the game ended.
    endings: {
      checkmate: '將死：王被將軍，怎麼走都躲不開，這一方就輸了。',
      resignation: '一方認輸了，另一方就贏了。',
      stalemate: '逼和：輪到走棋的一方一步也走不了，可是王沒有被將軍。這是和棋。',
      'dead-position': '雙方誰也不可能再將死對方了，這是和棋。',
      agreement: '雙方都同意和棋。',
      'threefold-repetition': '同一個局面出現了三次，要求和棋是對的，這是和棋。',
      'fifty-moves': '連著 50 個回合沒有吃子，也沒有走兵，要求和棋是對的，這是和棋。',
      'fivefold-repetition': '同一個局面出現了五次。現在的規則：這樣就自動和棋。',
      'seventy-five-moves': '連著 75 個回合沒有吃子，也沒有走兵。現在的規則：這樣就自動和棋。',
      'time-forfeit': '棋鐘上的時間用完了，時間用完的一方輸了。',
      'time-forfeit-cannot-mate': '一方的時間用完了，可是對方已經不可能將死他，所以是和棋。',
    },
  },
};
