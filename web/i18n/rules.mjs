// The rules API's user-facing texts: one message per core error code (the names of chess.h's
// CHESS_ERROR_LIST), and the words for game results and outcome reasons. Articles are those of the
// FIDE Laws of Chess, 2000 text, as the source documents number them.

export const ERROR_MESSAGES = {
  INVALID_ARGUMENT: {
    'zh-Hans': '参数无效：不是棋盘上的格子、不是已知的颜色，或棋局记录已损坏。',
    'zh-Hant': '參數無效：不是棋盤上的格子、不是已知的顏色，或棋局記錄已損壞。',
    en: 'Invalid argument: not a square on the board, not a known colour, or a damaged game record.',
  },
  BUFFER_TOO_SMALL: {
    'zh-Hans': '结果太长，无法传回。',
    'zh-Hant': '結果太長，無法傳回。',
    en: 'The result is too long to pass back.',
  },
  INPUT_TOO_LONG: {
    'zh-Hans': '输入太长：没有这么长的合法局面（FEN）或着法。',
    'zh-Hant': '輸入太長：沒有這麼長的合法局面（FEN）或著法。',
    en: 'The text is too long: no valid FEN or move is that long.',
  },
  FEN_FIELDS: {
    'zh-Hans': 'FEN 应由空格分隔的 4 到 6 个部分组成：棋子位置、轮到哪方、易位权、吃过路兵格、半回合数、回合数。',
    'zh-Hant': 'FEN 應由空格分隔的 4 到 6 個部分組成：棋子位置、輪到哪方、易位權、吃過路兵格、半回合數、回合數。',
    en: 'A FEN has 4 to 6 fields separated by spaces: pieces, side to move, castling, en passant square, halfmove clock, move number.',
  },
  FEN_BOARD: {
    'zh-Hans': 'FEN 的棋子部分有误：只能用 KQRBNP/kqrbnp 和数字 1–8，共 8 行，每行正好 8 格，行间用 / 分隔。',
    'zh-Hant': 'FEN 的棋子部分有誤：只能用 KQRBNP/kqrbnp 和數字 1–8，共 8 行，每行正好 8 格，行間用 / 分隔。',
    en: 'The pieces field of the FEN is wrong: use only KQRBNP/kqrbnp and digits 1–8, with 8 ranks of exactly 8 squares separated by /.',
  },
  FEN_SIDE: {
    'zh-Hans': 'FEN 中轮到哪方走棋必须写 w（白方）或 b（黑方）。',
    'zh-Hant': 'FEN 中輪到哪方走棋必須寫 w（白方）或 b（黑方）。',
    en: 'The side to move in the FEN must be w (White) or b (Black).',
  },
  FEN_CASTLING: {
    'zh-Hans': 'FEN 的易位权必须是 -，或由 K、Q、k、q 组成，每个字母最多一次。',
    'zh-Hant': 'FEN 的易位權必須是 -，或由 K、Q、k、q 組成，每個字母最多一次。',
    en: 'The castling field of the FEN must be -, or letters from K, Q, k, q, each at most once.',
  },
  FEN_EN_PASSANT: {
    'zh-Hans': 'FEN 的吃过路兵格必须是 -，或与轮走方相符的第 3 或第 6 横排上的格子。',
    'zh-Hant': 'FEN 的吃過路兵格必須是 -，或與輪走方相符的第 3 或第 6 橫排上的格子。',
    en: 'The en passant field of the FEN must be -, or a square on rank 3 or 6 that fits the side to move.',
  },
  FEN_HALFMOVE: {
    'zh-Hans': 'FEN 的半回合数必须是 0 到 9999 之间的数字。',
    'zh-Hant': 'FEN 的半回合數必須是 0 到 9999 之間的數字。',
    en: 'The halfmove clock in the FEN must be a number from 0 to 9999.',
  },
  FEN_FULLMOVE: {
    'zh-Hans': 'FEN 的回合数必须是 1 到 9999 之间的数字。',
    'zh-Hant': 'FEN 的回合數必須是 1 到 9999 之間的數字。',
    en: 'The move number in the FEN must be a number from 1 to 9999.',
  },
  FEN_KING_COUNT: {
    'zh-Hans': '每方必须正好有一个王。',
    'zh-Hant': '每方必須正好有一個王。',
    en: 'Each side must have exactly one king.',
  },
  FEN_KINGS_ADJACENT: {
    'zh-Hans': '两个王不能站在相邻的格子上。',
    'zh-Hant': '兩個王不能站在相鄰的格子上。',
    en: 'The two kings cannot stand on neighbouring squares.',
  },
  FEN_PAWN_ON_BACK_RANK: {
    'zh-Hans': '兵不能站在第 1 或第 8 横排。',
    'zh-Hant': '兵不能站在第 1 或第 8 橫排。',
    en: 'A pawn cannot stand on rank 1 or rank 8.',
  },
  FEN_OPPONENT_IN_CHECK: {
    'zh-Hans': '不轮到走棋的一方正被将军，这样的局面不可能出现。',
    'zh-Hant': '不輪到走棋的一方正被將軍，這樣的局面不可能出現。',
    en: 'The side that is not to move is in check, which cannot happen.',
  },
  FEN_CASTLING_MISMATCH: {
    'zh-Hans': '易位权与棋子不符：要易位，王和那一侧的车必须都在原始位置。',
    'zh-Hant': '易位權與棋子不符：要易位，王和那一側的車必須都在原始位置。',
    en: 'A castling right does not fit the pieces: the king and that rook must both stand on their starting squares.',
  },
  FEN_EN_PASSANT_NO_PAWN: {
    'zh-Hans': '吃过路兵格不对：没有兵刚刚从那里走过两格。',
    'zh-Hant': '吃過路兵格不對：沒有兵剛剛從那裡走過兩格。',
    en: 'The en passant square is wrong: no pawn can just have moved two squares past it.',
  },
  FEN_PIECE_COUNT: {
    'zh-Hans': '一方的棋子太多：最多 8 个兵、16 个棋子，多出的只能来自兵的升变。',
    'zh-Hant': '一方的棋子太多：最多 8 個兵、16 個棋子，多出的只能來自兵的升變。',
    en: 'Too many pieces for one side: at most 8 pawns and 16 pieces, and extra pieces only as promoted pawns.',
  },
  MOVE_SYNTAX: {
    'zh-Hans': '看不懂这个着法或格子。请写成 e2e4、e7e8q 或 Nf3、O-O 这样的形式。',
    'zh-Hant': '看不懂這個著法或格子。請寫成 e2e4、e7e8q 或 Nf3、O-O 這樣的形式。',
    en: 'This is not a move or square we can read. Write it like e2e4, e7e8q, or Nf3, O-O.',
  },
  MOVE_AMBIGUOUS: {
    'zh-Hans': '有不止一个棋子可以这样走，请写明是哪一个，例如 Nbd2。',
    'zh-Hant': '有不止一個棋子可以這樣走，請寫明是哪一個，例如 Nbd2。',
    en: 'More than one piece can make this move. Say which one, for example Nbd2.',
  },
  NO_PIECE: {
    'zh-Hans': '起始格上没有棋子。',
    'zh-Hant': '起始格上沒有棋子。',
    en: 'There is no piece on that square.',
  },
  NOT_YOUR_TURN: {
    'zh-Hans': '这是对方的棋子，现在轮到另一方走。',
    'zh-Hant': '這是對方的棋子，現在輪到另一方走。',
    en: "That piece belongs to the side that is not to move. It is the other side's turn.",
  },
  PIECE_CANNOT_MOVE_LIKE_THAT: {
    'zh-Hans': '这个棋子不能这样走（第 3.2–3.8 条）。',
    'zh-Hant': '這個棋子不能這樣走（第 3.2–3.8 條）。',
    en: 'That piece does not move that way (Articles 3.2 to 3.8).',
  },
  PATH_BLOCKED: {
    'zh-Hans': '路线上有棋子挡住了，不能越过（第 3.5、3.7 条）。',
    'zh-Hant': '路線上有棋子擋住了，不能越過（第 3.5、3.7 條）。',
    en: 'A piece stands in the way, and this piece cannot jump over it (Articles 3.5, 3.7).',
  },
  OWN_PIECE_ON_TARGET: {
    'zh-Hans': '目标格上是自己的棋子，不能走到那里（第 3.1 条）。',
    'zh-Hant': '目標格上是自己的棋子，不能走到那裡（第 3.1 條）。',
    en: 'Your own piece stands on that square, so you cannot move there (Article 3.1).',
  },
  LEAVES_KING_IN_CHECK: {
    'zh-Hans': '这个棋子被牵制了：走开会让自己的王被将军（第 3.9 条）。',
    'zh-Hant': '這個棋子被牽制了：走開會讓自己的王被將軍（第 3.9 條）。',
    en: 'This piece is pinned: moving it would leave your king in check (Article 3.9).',
  },
  KING_IN_CHECK_MUST_ANSWER: {
    'zh-Hans': '你的王正被将军，这步棋没有解除将军（第 3.9 条）。',
    'zh-Hant': '你的王正被將軍，這步棋沒有解除將軍（第 3.9 條）。',
    en: 'Your king is in check, and this move does not get it out of check (Article 3.9).',
  },
  KING_INTO_CHECK: {
    'zh-Hans': '王不能走到被对方攻击的格子上（第 3.8 条）。',
    'zh-Hant': '王不能走到被對方攻擊的格子上（第 3.8 條）。',
    en: 'The king cannot move onto a square the opponent attacks (Article 3.8).',
  },
  CASTLE_KING_MOVED: {
    'zh-Hans': '不能易位：王已经走动过，这局再也不能易位了（第 3.8 条）。',
    'zh-Hant': '不能易位：王已經走動過，這局再也不能易位了（第 3.8 條）。',
    en: 'You cannot castle: the king has already moved, so castling is gone for this game (Article 3.8).',
  },
  CASTLE_ROOK_MOVED: {
    'zh-Hans': '不能向这一侧易位：这个车已经走动过或已被吃掉（第 3.8 条）。',
    'zh-Hant': '不能向這一側易位：這個車已經走動過或已被吃掉（第 3.8 條）。',
    en: 'You cannot castle on this side: that rook has moved or is gone (Article 3.8).',
  },
  CASTLE_BLOCKED: {
    'zh-Hans': '暂时不能易位：王和车之间还有棋子（第 3.8 条）。',
    'zh-Hant': '暫時不能易位：王和車之間還有棋子（第 3.8 條）。',
    en: 'You cannot castle yet: there is a piece between the king and the rook (Article 3.8).',
  },
  CASTLE_IN_CHECK: {
    'zh-Hans': '被将军时不能易位（第 3.8 条）。',
    'zh-Hant': '被將軍時不能易位（第 3.8 條）。',
    en: 'You cannot castle while your king is in check (Article 3.8).',
  },
  CASTLE_THROUGH_ATTACK: {
    'zh-Hans': '不能易位：王要经过的格子正被对方攻击（第 3.8 条）。',
    'zh-Hant': '不能易位：王要經過的格子正被對方攻擊（第 3.8 條）。',
    en: 'You cannot castle: the king would pass through a square the opponent attacks (Article 3.8).',
  },
  CASTLE_INTO_ATTACK: {
    'zh-Hans': '不能易位：王会落在被对方攻击的格子上（第 3.8 条）。',
    'zh-Hant': '不能易位：王會落在被對方攻擊的格子上（第 3.8 條）。',
    en: 'You cannot castle: the king would land on a square the opponent attacks (Article 3.8).',
  },
  EN_PASSANT_EXPIRED: {
    'zh-Hans': '吃过路兵只能在对方的兵刚走两格后的下一步立即进行（第 3.7 条）。',
    'zh-Hant': '吃過路兵只能在對方的兵剛走兩格後的下一步立即進行（第 3.7 條）。',
    en: 'En passant is allowed only on the very next move after the pawn moved two squares (Article 3.7).',
  },
  PROMOTION_CHOICE_NEEDED: {
    'zh-Hans': '兵到达底线必须升变：请选择后、车、象或马（第 3.7 条）。',
    'zh-Hant': '兵到達底線必須升變：請選擇后、車、象或馬（第 3.7 條）。',
    en: 'A pawn reaching the last rank must be promoted: choose a queen, rook, bishop or knight (Article 3.7).',
  },
  PROMOTION_NOT_ALLOWED: {
    'zh-Hans': '这步棋不是兵到达底线，不能升变。',
    'zh-Hant': '這步棋不是兵到達底線，不能升變。',
    en: 'This move does not bring a pawn to the last rank, so there is nothing to promote.',
  },
  BAD_PROMOTION_PIECE: {
    'zh-Hans': '兵只能升变为后、车、象或马，不能变成王或兵（第 3.7 条）。',
    'zh-Hant': '兵只能升變為后、車、象或馬，不能變成王或兵（第 3.7 條）。',
    en: 'A pawn can become only a queen, rook, bishop or knight, never a king or a pawn (Article 3.7).',
  },
  PASS_NOT_ALLOWED: {
    'zh-Hans': '只有练习局面才可以停一步，而且被将军时不行。',
    'zh-Hant': '只有練習局面才可以停一步，而且被將軍時不行。',
    en: 'Passing is allowed only in exercise positions, and not while in check.',
  },
  CAPTURES_KING: {
    'zh-Hans': '王永远不会被吃掉。',
    'zh-Hant': '王永遠不會被吃掉。',
    en: 'A king is never captured.',
  },
  GAME_OVER: {
    'zh-Hans': '这盘棋已经结束，不能再走棋或操作。',
    'zh-Hant': '這盤棋已經結束，不能再走棋或操作。',
    en: 'The game is over: no more moves or actions.',
  },
  GAME_FULL: {
    'zh-Hans': '棋局记录已满，不能再走更多的棋。',
    'zh-Hant': '棋局記錄已滿，不能再走更多的棋。',
    en: 'The game record is full: no more moves can be added.',
  },
  NOTHING_TO_UNDO: {
    'zh-Hans': '还没有走过棋，没有可以悔的棋。',
    'zh-Hant': '還沒有走過棋，沒有可以悔的棋。',
    en: 'There is no move to take back.',
  },
  NOT_CLAIMABLE_REASON: {
    'zh-Hans': '只有三次重复局面和 50 回合规则可以提出和棋要求。',
    'zh-Hant': '只有三次重複局面和 50 回合規則可以提出和棋要求。',
    en: 'Only threefold repetition and the 50-move rule can be claimed.',
  },
  NO_DRAW_OFFER: {
    'zh-Hans': '对方没有提和，无法接受和棋。',
    'zh-Hant': '對方沒有提和，無法接受和棋。',
    en: 'The opponent has not offered a draw, so there is nothing to accept.',
  },
  OFFER_NOT_YOUR_TURN: {
    'zh-Hans': '只有轮到走棋的一方才能提和（第 9.1 条）。',
    'zh-Hant': '只有輪到走棋的一方才能提和（第 9.1 條）。',
    en: 'Only the player to move may offer a draw (Article 9.1).',
  },
  CLAIM_NOT_YOUR_TURN: {
    'zh-Hans': '只有轮到走棋的一方才能要求判和（第 9.2 条）。',
    'zh-Hant': '只有輪到走棋的一方才能要求判和（第 9.2 條）。',
    en: 'Only the player to move may claim a draw (Article 9.2).',
  },
  TOUCH_MOVE_REQUIRED: {
    'zh-Hans': '摸子走子：你摸过的棋子决定了必须怎么走，这步棋不符合（第 4.3、4.4 条）。',
    'zh-Hant': '摸子走子：你摸過的棋子決定了必須怎麼走，這步棋不符合（第 4.3、4.4 條）。',
    en: 'Touch-move: the pieces you touched decide what you must play, and this move does not do it (Articles 4.3, 4.4).',
  },
  NOT_A_PIECE: {
    'zh-Hans': '这个格子是空的，没有棋子可摸。',
    'zh-Hant': '這個格子是空的，沒有棋子可摸。',
    en: 'That square is empty: there is no piece to touch.',
  },
  TOUCH_LIMIT: {
    'zh-Hans': '这一步摸过的棋子太多了。',
    'zh-Hant': '這一步摸過的棋子太多了。',
    en: 'Too many pieces touched for one move.',
  },
  NO_LEGAL_MOVES: {
    'zh-Hans': '轮到走棋的一方已被将杀或逼和，没有可走的棋。',
    'zh-Hant': '輪到走棋的一方已被將殺或逼和，沒有可走的棋。',
    en: 'The side to move is checkmated or stalemated: there is no move to choose.',
  },
  SEARCH_BUDGET: {
    'zh-Hans': '计算量已用完，还没能得出结论。',
    'zh-Hant': '計算量已用完，還沒能得出結論。',
    en: 'The search ran out of time before it could decide.',
  },
};

/** The outcome reasons, with the same words as chess-cli status. */
export const OUTCOME_REASONS = {
  checkmate: { 'zh-Hans': '将杀', 'zh-Hant': '將殺', en: 'checkmate' },
  stalemate: { 'zh-Hans': '逼和', 'zh-Hant': '逼和', en: 'stalemate' },
  'dead-position': { 'zh-Hans': '死局（双方都无法将杀）', 'zh-Hant': '死局（雙方都無法將殺）', en: 'dead position (neither side can checkmate)' },
  'fivefold-repetition': { 'zh-Hans': '同一局面出现五次（现行规则）', 'zh-Hant': '同一局面出現五次（現行規則）', en: 'the same position five times (current Laws)' },
  'seventy-five-moves': { 'zh-Hans': '75 回合无吃子无动兵（现行规则）', 'zh-Hant': '75 回合無吃子無動兵（現行規則）', en: '75 moves without a capture or pawn move (current Laws)' },
  'threefold-repetition': { 'zh-Hans': '三次重复局面', 'zh-Hant': '三次重複局面', en: 'threefold repetition' },
  'fifty-moves': { 'zh-Hans': '50 回合规则', 'zh-Hant': '50 回合規則', en: 'the 50-move rule' },
  agreement: { 'zh-Hans': '双方同意和棋', 'zh-Hant': '雙方同意和棋', en: 'agreement' },
  resignation: { 'zh-Hans': '认输', 'zh-Hant': '認輸', en: 'resignation' },
  'time-forfeit': { 'zh-Hans': '超时判负', 'zh-Hant': '超時判負', en: 'loss on time' },
  'time-forfeit-cannot-mate': { 'zh-Hans': '超时，但对方已无法将杀', 'zh-Hant': '超時，但對方已無法將殺', en: 'flag fall, but the opponent cannot checkmate' },
  ongoing: { 'zh-Hans': '对局进行中', 'zh-Hant': '對局進行中', en: 'the game goes on' },
};

/** The results, as sentences. */
export const RESULTS = {
  '1-0': { 'zh-Hans': '白方胜', 'zh-Hant': '白方勝', en: 'White wins' },
  '0-1': { 'zh-Hans': '黑方胜', 'zh-Hant': '黑方勝', en: 'Black wins' },
  '1/2-1/2': { 'zh-Hans': '和棋', 'zh-Hant': '和棋', en: 'Draw' },
  '*': { 'zh-Hans': '未结束', 'zh-Hant': '未結束', en: 'Not finished' },
};

/** How a result and its reason join into one line, e.g. 'White wins: checkmate'. */
export const OUTCOME_SEPARATOR = { 'zh-Hans': '：', 'zh-Hant': '：', en: ': ' };

/** What a touch obliges (game.touch's obligation; for 'none', keyed by its article instead). */
export const TOUCH_OBLIGATIONS = {
  'move-piece': {
    'zh-Hans': '摸了自己的棋子，就必须走这个棋子（第 4.3 条）。',
    'zh-Hant': '摸了自己的棋子，就必須走這個棋子（第 4.3 條）。',
    en: 'You touched your own piece, so you must move it (Article 4.3).',
  },
  'capture-piece': {
    'zh-Hans': '摸了对方的棋子，就必须吃掉它（第 4.3 条）。',
    'zh-Hant': '摸了對方的棋子，就必須吃掉它（第 4.3 條）。',
    en: "You touched your opponent's piece, so you must capture it (Article 4.3).",
  },
  'capture-with': {
    'zh-Hans': '摸了自己的棋子和对方的棋子，就必须用这个棋子吃掉那个棋子（第 4.3 条）。',
    'zh-Hant': '摸了自己的棋子和對方的棋子，就必須用這個棋子吃掉那個棋子（第 4.3 條）。',
    en: "You touched your piece and your opponent's piece, so you must capture that piece with yours (Article 4.3).",
  },
  castle: {
    'zh-Hans': '先摸王再摸车，就必须向这一侧易位（第 4.4 条）。',
    'zh-Hant': '先摸王再摸車，就必須向這一側易位（第 4.4 條）。',
    en: 'You touched the king and then the rook, so you must castle on that side (Article 4.4).',
  },
  'king-move': {
    'zh-Hans': '这一侧不能易位，但你摸了王，就必须走王（第 4.4 条）。',
    'zh-Hant': '這一側不能易位，但你摸了王，就必須走王（第 4.4 條）。',
    en: 'Castling on that side is not allowed, but you touched the king, so you must move the king (Article 4.4).',
  },
  '-': {
    'zh-Hans': '还没有摸任何棋子。',
    'zh-Hant': '還沒有摸任何棋子。',
    en: 'No piece has been touched.',
  },
  '4.2': {
    'zh-Hans': '先说"我摆正"再扶正棋子，不必走这个棋子（第 4.2 条）。',
    'zh-Hant': '先說「我擺正」再扶正棋子，不必走這個棋子（第 4.2 條）。',
    en: 'You said "j\'adoube" and adjusted the piece, so you need not move it (Article 4.2).',
  },
  '4.5': {
    'zh-Hans': '摸过的棋子都不能走也不能被吃，所以可以走任何合法的一步（第 4.5 条）。',
    'zh-Hant': '摸過的棋子都不能走也不能被吃，所以可以走任何合法的一步（第 4.5 條）。',
    en: 'None of the touched pieces can be moved or captured, so any legal move is allowed (Article 4.5).',
  },
};
