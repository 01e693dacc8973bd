// The core's error codes, as chess.h's CHESS_ERROR_LIST defines them: name → number.
// tests/js/rules-errors.test.mjs parses chess.h and checks that this table matches it exactly.
export const ERROR_CODES = Object.freeze({
  INVALID_ARGUMENT: -1,
  BUFFER_TOO_SMALL: -2,
  INPUT_TOO_LONG: -3,
  FEN_FIELDS: -10,
  FEN_BOARD: -11,
  FEN_SIDE: -12,
  FEN_CASTLING: -13,
  FEN_EN_PASSANT: -14,
  FEN_HALFMOVE: -15,
  FEN_FULLMOVE: -16,
  FEN_KING_COUNT: -17,
  FEN_KINGS_ADJACENT: -18,
  FEN_PAWN_ON_BACK_RANK: -19,
  FEN_OPPONENT_IN_CHECK: -20,
  FEN_CASTLING_MISMATCH: -21,
  FEN_EN_PASSANT_NO_PAWN: -22,
  FEN_PIECE_COUNT: -23,
  MOVE_SYNTAX: -30,
  MOVE_AMBIGUOUS: -31,
  NO_PIECE: -40,
  NOT_YOUR_TURN: -41,
  PIECE_CANNOT_MOVE_LIKE_THAT: -42,
  PATH_BLOCKED: -43,
  OWN_PIECE_ON_TARGET: -44,
  LEAVES_KING_IN_CHECK: -45,
  KING_IN_CHECK_MUST_ANSWER: -46,
  KING_INTO_CHECK: -47,
  CASTLE_KING_MOVED: -48,
  CASTLE_ROOK_MOVED: -49,
  CASTLE_BLOCKED: -50,
  CASTLE_IN_CHECK: -51,
  CASTLE_THROUGH_ATTACK: -52,
  CASTLE_INTO_ATTACK: -53,
  EN_PASSANT_EXPIRED: -54,
  PROMOTION_CHOICE_NEEDED: -55,
  PROMOTION_NOT_ALLOWED: -56,
  BAD_PROMOTION_PIECE: -57,
  PASS_NOT_ALLOWED: -58,
  CAPTURES_KING: -59,
  GAME_OVER: -70,
  GAME_FULL: -71,
  NOTHING_TO_UNDO: -72,
  NOT_CLAIMABLE_REASON: -73,
  NO_DRAW_OFFER: -74,
  OFFER_NOT_YOUR_TURN: -75,
  CLAIM_NOT_YOUR_TURN: -76,
  TOUCH_MOVE_REQUIRED: -77,
  NOT_A_PIECE: -78,
  TOUCH_LIMIT: -79,
  NO_LEGAL_MOVES: -90,
  SEARCH_BUDGET: -91,
});

const NAME_BY_NUMBER = new Map(Object.entries(ERROR_CODES).map(([name, value]) => [value, name]));

/** The name of a negative code from the module. A number the table lacks means the module and this
 *  file disagree, which is a build error, not a user's: it throws. */
export function errorName(number) {
  const name = NAME_BY_NUMBER.get(number);
  if (name === undefined) throw new Error(`chess-rules: the module returned unknown error code ${number}`);
  return name;
}
