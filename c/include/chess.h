/*
** chess.h: the rules core's one public header.
**
** Every rule here is FIDE's Laws of Chess: Article 3 (how pieces move), Article 4 (touch-move)
** and Article 5 (how the game ends). Article numbers in comments follow the 2000 text that the
** project's source documents translate.
**
** What a function returns, for every function below:
**   - A function that can fail returns a count (>= 0; 0 for "done" where there is nothing to
**     count) or a negative CHESS_ERR_* code. It fails only on its input: a FEN, a move, a game
**     that is over, a buffer too small.
**   - A predicate (chess_in_check, chess_pos_ok, chess_is_dead_position, chess_reason_is_modern)
**     returns exactly 0 or 1.
**   - The rest cannot fail. They return void, or the value they compute when it is not a status:
**     a name, a key, a set of squares, a node count, a square, or an answer from an enum that has
**     no 0 (chess_can_mate), so that no truth test of it can be read as "no".
** Programmer errors are not reported: a NULL pointer, a square outside 0..63, a colour other than
** CHESS_WHITE or CHESS_BLACK, an enum value not listed, a ply outside the game. Debug builds
** (CHESS_CHECK_INVARIANTS) stop at the first one with a trap, in the manner of Lua's api_check;
** release builds do not check. Each function's comment names what it requires.
**
** Conventions:
**   - No function allocates and none touches global state; the caller owns every buffer.
**     Buffer sizes are passed in; CHESS_ERR_BUFFER_TOO_SMALL is returned, never overrun.
**   - Strings are NUL-terminated ASCII/UTF-8. Output strings are always NUL-terminated when the
**     call succeeds; the returned count excludes the NUL.
**   - A position is a plain struct. It is copied, never undone: making a move writes a new one.
**   - The library's global symbols are the functions declared here; its internal ones carry
**     the reserved prefix chess__.
*/
#ifndef CHESS_H
#define CHESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the core, the same as the project's (package.json). */
#define CHESS_VERSION "0.7.0"

/* ---------------------------------------------------------------------------------------------
** Squares, colours, pieces
** ------------------------------------------------------------------------------------------- */

/* Squares are 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
#define CHESS_SQUARE(file, rank) ((rank) * 8 + (file)) /* file and rank are 0..7 */
#define CHESS_FILE(square) ((square) & 7)
#define CHESS_RANK(square) ((square) >> 3)
#define CHESS_NO_SQUARE (-1)

enum { CHESS_WHITE = 0, CHESS_BLACK = 1 };

/* A piece is its type, plus CHESS_BLACK_BIT for Black. 0 is an empty square.
** Piece types: X(NAME, VALUE, TEXT), CHESS_<NAME> = VALUE; TEXT is the type's FEN letter. */
#define CHESS_PIECE_TYPE_LIST(X)                                                                   \
    X(PAWN, 1, "p")                                                                                \
    X(KNIGHT, 2, "n")                                                                              \
    X(BISHOP, 3, "b")                                                                              \
    X(ROOK, 4, "r")                                                                                \
    X(QUEEN, 5, "q")                                                                               \
    X(KING, 6, "k")
#define CHESS_PIECE_TYPE_ENUM_ENTRY(name, value, text) CHESS_##name = (value),
enum { CHESS_EMPTY = 0, CHESS_PIECE_TYPE_LIST(CHESS_PIECE_TYPE_ENUM_ENTRY) };
#undef CHESS_PIECE_TYPE_ENUM_ENTRY
#define CHESS_BLACK_BIT 8
#define CHESS_PIECE(color, type) ((type) | ((color) ? CHESS_BLACK_BIT : 0))
#define CHESS_PIECE_TYPE(piece) ((piece) & 7)
#define CHESS_PIECE_COLOR(piece) (((piece) & CHESS_BLACK_BIT) ? CHESS_BLACK : CHESS_WHITE)

/* Castling rights, as bits of chess_pos.castling. */
enum {
    CHESS_CASTLE_WHITE_KINGSIDE = 1,  /* K in FEN */
    CHESS_CASTLE_WHITE_QUEENSIDE = 2, /* Q */
    CHESS_CASTLE_BLACK_KINGSIDE = 4,  /* k */
    CHESS_CASTLE_BLACK_QUEENSIDE = 8  /* q */
};

/* ---------------------------------------------------------------------------------------------
** Moves
**
** A move is a 16-bit integer:
**   bits  0..5   from square
**   bits  6..11  to square
**   bits 12..15  kind: CHESS_MOVE_NORMAL, _CASTLE, _EN_PASSANT, _PASS, or _PROMOTE_N/B/R/Q
** Castling is the king's move (e1g1, e1c1, e8g8, e8c8). A pass (null move, exercise positions
** only) has from = to = 0. The value 0 (a1a1, normal) is never a legal move: CHESS_MOVE_NONE.
** ------------------------------------------------------------------------------------------- */
typedef uint16_t chess_move;

enum {
    CHESS_MOVE_NORMAL = 0,
    CHESS_MOVE_CASTLE = 1,
    CHESS_MOVE_EN_PASSANT = 2,
    CHESS_MOVE_PASS = 3,
    CHESS_MOVE_PROMOTE_KNIGHT = 4, /* kind - 2 is the piece type promoted to */
    CHESS_MOVE_PROMOTE_BISHOP = 5,
    CHESS_MOVE_PROMOTE_ROOK = 6,
    CHESS_MOVE_PROMOTE_QUEEN = 7
};
#define CHESS_MOVE_NONE ((chess_move)0)
#define CHESS_MOVE(from, to, kind) ((chess_move)((from) | ((to) << 6) | ((kind) << 12)))
#define CHESS_MOVE_FROM(m) ((int)((m) & 63))
#define CHESS_MOVE_TO(m) ((int)(((m) >> 6) & 63))
#define CHESS_MOVE_KIND(m) ((int)((m) >> 12))
#define CHESS_MOVE_IS_PROMOTION(m) (CHESS_MOVE_KIND(m) >= CHESS_MOVE_PROMOTE_KNIGHT)
#define CHESS_MOVE_PROMOTION(m) (CHESS_MOVE_IS_PROMOTION(m) ? CHESS_MOVE_KIND(m) - 2 : 0)
#define CHESS_MOVE_PASS_VALUE CHESS_MOVE(0, 0, CHESS_MOVE_PASS)

/* No position has more legal moves than this (the known maximum is 218). */
#define CHESS_MAX_MOVES 256

/* ---------------------------------------------------------------------------------------------
** Errors
**
** Each error has a stable name: its constant without the CHESS_ERR_ prefix. The JS API uses the
** same name as its error code. chess_error_name() returns it, chess_error_article() the article
** of the Laws (2000 numbering) that the rule comes from, or "" when none does.
** This list is the one source of the error codes: the build generates the JS error table, the
** ErrorCode type and the CLI's messages from it (scripts/gen/errors.mjs).
** X(NAME, VALUE, ARTICLE)
** ------------------------------------------------------------------------------------------- */
#define CHESS_ERROR_LIST(X)                                                                        \
    /* limits, and a request the wasm shim refuses */                                             \
    X(INVALID_ARGUMENT, -1, "")      /* the shim: a number outside what the core takes, or a damaged game record */ \
    X(BUFFER_TOO_SMALL, -2, "")      /* the output buffer cannot hold the result */              \
    X(INPUT_TOO_LONG, -3, "")        /* a FEN or move string longer than any valid one */         \
    /* FEN: each names the field that is wrong and why */                                         \
    X(FEN_FIELDS, -10, "")           /* not 4 to 6 space-separated fields */                      \
    X(FEN_BOARD, -11, "")            /* the board field: bad character, or a rank not 8 squares, or not 8 ranks */ \
    X(FEN_SIDE, -12, "")             /* the side to move is not w or b */                         \
    X(FEN_CASTLING, -13, "")         /* the castling field is not - or letters from KQkq, each once */ \
    X(FEN_EN_PASSANT, -14, "")       /* the en passant field is not - or a square on rank 3/6 that fits the side to move */ \
    X(FEN_HALFMOVE, -15, "")         /* the halfmove clock is not a number 0..9999 */             \
    X(FEN_FULLMOVE, -16, "")         /* the fullmove number is not a number 1..9999 */            \
    X(FEN_KING_COUNT, -17, "")       /* a side has no king or more than one (exercise mode allows none) */ \
    X(FEN_KINGS_ADJACENT, -18, "")   /* the two kings stand on neighbouring squares */            \
    X(FEN_PAWN_ON_BACK_RANK, -19, "") /* a pawn stands on rank 1 or rank 8 */                     \
    X(FEN_OPPONENT_IN_CHECK, -20, "") /* the side that is not to move stands in check */          \
    X(FEN_CASTLING_MISMATCH, -21, "") /* a castling right whose king or rook is not on its home square */ \
    X(FEN_EN_PASSANT_NO_PAWN, -22, "") /* no pawn can just have moved two squares past the en passant square */ \
    X(FEN_PIECE_COUNT, -23, "")      /* more pieces of a side than promotion can explain (over 8 pawns, over 16 men, ...) */ \
    /* move text */                                                                               \
    X(MOVE_SYNTAX, -30, "")          /* the text is neither UCI (e2e4, e7e8q) nor SAN (Nf3, O-O, exd6) */ \
    X(MOVE_AMBIGUOUS, -31, "")       /* a SAN move that fits more than one legal move (say which piece: Nbd2) */ \
    /* why a move is illegal (Article 3) */                                                       \
    X(NO_PIECE, -40, "")             /* no piece stands on the from square */                     \
    X(NOT_YOUR_TURN, -41, "")        /* the piece belongs to the side not to move */              \
    X(PIECE_CANNOT_MOVE_LIKE_THAT, -42, "3.2-3.8") /* the piece does not move that way */         \
    X(PATH_BLOCKED, -43, "3.5, 3.7") /* a piece stands in the way */                              \
    X(OWN_PIECE_ON_TARGET, -44, "3.1") /* the target square holds one's own piece */              \
    X(LEAVES_KING_IN_CHECK, -45, "3.9") /* the piece is pinned: moving it exposes the king */     \
    X(KING_IN_CHECK_MUST_ANSWER, -46, "3.9") /* the king is in check and this move does not answer it */ \
    X(KING_INTO_CHECK, -47, "3.8(1)a") /* the king would step onto an attacked square */          \
    X(CASTLE_KING_MOVED, -48, "3.8(1)b(a)1") /* castling: the king has moved, castling is gone for good */ \
    X(CASTLE_ROOK_MOVED, -49, "3.8(1)b(a)2") /* castling: that rook has moved or is gone */       \
    X(CASTLE_BLOCKED, -50, "3.8(1)b(b)2") /* castling: a piece stands between king and rook */    \
    X(CASTLE_IN_CHECK, -51, "3.8(1)b(b)1") /* castling: the king is in check */                   \
    X(CASTLE_THROUGH_ATTACK, -52, "3.8(1)b(b)1") /* castling: the king would cross an attacked square */ \
    X(CASTLE_INTO_ATTACK, -53, "3.8(1)b(b)1") /* castling: the king would land on an attacked square */ \
    X(EN_PASSANT_EXPIRED, -54, "3.7(4)") /* en passant only right after the two-square pawn move */ \
    X(PROMOTION_CHOICE_NEEDED, -55, "3.7(5)") /* a pawn reaching the last rank must become Q, R, B or N */ \
    X(PROMOTION_NOT_ALLOWED, -56, "") /* a promotion piece was given for a move that does not promote */ \
    X(BAD_PROMOTION_PIECE, -57, "3.7(5)") /* a pawn may become only Q, R, B or N, never K or P */ \
    X(PASS_NOT_ALLOWED, -58, "")     /* a pass exists only in exercise positions, and not while in check */ \
    X(CAPTURES_KING, -59, "")        /* kings are never captured (a guard: no valid position allows it) */ \
    /* games (game.c) */                                                                          \
    X(GAME_OVER, -70, "")            /* the game has ended; no more moves or actions */           \
    X(GAME_FULL, -71, "")            /* the game record holds CHESS_GAME_MAX_PLIES moves already */ \
    X(NOTHING_TO_UNDO, -72, "")      /* no move to take back */                                   \
    X(NOT_CLAIMABLE_REASON, -73, "9.2, 9.3") /* the shim: only threefold-repetition and fifty-moves are claimed */ \
    X(NO_DRAW_OFFER, -74, "9.1")     /* there is no draw offer from the opponent to accept */     \
    X(TOUCH_MOVE_REQUIRED, -77, "4.3, 4.4") /* touch-move: the move ignores the obligation of the pieces touched */ \
    X(NOT_A_PIECE, -78, "")          /* touch-move: the square touched is empty */                \
    X(TOUCH_LIMIT, -79, "")          /* touch-move: more than CHESS_TOUCH_MAX squares touched */  \
    /* search (search.c, mate.c) */                                                               \
    X(NO_LEGAL_MOVES, -90, "")       /* search: the side to move is mated or stalemated; there is no move to choose */ \
    X(SEARCH_BUDGET, -91, "")        /* mate solver: the node budget ran out before a proof either way */ \
    /* PGN (pgn.c) */                                                                             \
    X(PGN_TAG, -100, "")             /* a tag pair is not [Name "value"]: a name of letters, digits and _, the value in quotes */ \
    X(PGN_UNCLOSED, -101, "")        /* a comment {, a variation ( or a tag pair [ has no end */   \
    X(PGN_UNEXPECTED, -102, "")      /* a ), }, ], " or $ where none belongs */

#define CHESS_ERROR_ENUM_ENTRY(name, value, article) CHESS_ERR_##name = (value),
enum chess_error { CHESS_OK = 0, CHESS_ERROR_LIST(CHESS_ERROR_ENUM_ENTRY) CHESS_ERR_END_ };
#undef CHESS_ERROR_ENUM_ENTRY

/* The stable name of an error code ("FEN_CASTLING"), "OK" for 0, or "UNKNOWN". */
const char *chess_error_name(int code);

/* The article of the Laws (2000 numbering) an error's rule comes from ("3.8(1)b(b)2"), or "" for
** an error no article names and for an unknown code. */
const char *chess_error_article(int code);

/* ---------------------------------------------------------------------------------------------
** Positions
** ------------------------------------------------------------------------------------------- */
typedef struct chess_pos {
    uint64_t by_color[2];     /* squares occupied by each colour */
    uint64_t by_type[7];      /* squares occupied by each piece type, both colours; [0] unused */
    uint8_t board[64];        /* the piece on each square, CHESS_EMPTY if none */
    uint8_t side;             /* the side to move: CHESS_WHITE or CHESS_BLACK */
    uint8_t castling;         /* CHESS_CASTLE_* rights still held */
    int8_t ep_square;         /* the square a pawn just crossed with a two-square move, or CHESS_NO_SQUARE;
                                 set even when no en passant capture is possible */
    uint8_t flags;            /* CHESS_POS_EXERCISE */
    uint16_t halfmove_clock;  /* plies since the last capture or pawn move (Article 5.2(5)) */
    uint16_t fullmove_number; /* starts at 1, grows after Black's move */
} chess_pos;

/* chess_pos.flags, and the flags argument of chess_fen_parse: X(NAME, VALUE, TEXT) bits,
** CHESS_POS_<NAME> = VALUE.
**   EXERCISE: exercise positions. A side may have no king, and then has no king safety. The side
**   to move may pass (CHESS_MOVE_PASS) unless in check. A game ends in stalemate or a dead
**   position only when both kings stand on the board. Never the default. */
#define CHESS_POS_FLAG_LIST(X) X(EXERCISE, 1, "exercise")
#define CHESS_POS_FLAG_ENUM_ENTRY(name, value, text) CHESS_POS_##name = (value),
enum { CHESS_POS_FLAG_LIST(CHESS_POS_FLAG_ENUM_ENTRY) };
#undef CHESS_POS_FLAG_ENUM_ENTRY

#define CHESS_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* The longest FEN chess_fen_write can produce, plus its NUL. */
#define CHESS_FEN_MAX 100

/* Parses FEN into *pos and validates it (every check listed with the FEN_* errors).
** The halfmove and fullmove fields may be left out (they default to 0 and 1).
** The en passant field may follow either convention: always written after a two-square move,
** or only when a capture is possible. flags: 0, or CHESS_POS_EXERCISE. Requires pos and fen.
** Returns 0, or the first FEN_* error found, reading the fields left to right and then the
** whole board, or INPUT_TOO_LONG. *pos is written only on success. */
int chess_fen_parse(chess_pos *pos, const char *fen, unsigned flags);

/* Writes the FEN of pos into buf (size bytes, CHESS_FEN_MAX always suffices). The en passant
** field names a square only when an en passant capture is legal. Returns the length written, or
** BUFFER_TOO_SMALL. */
int chess_fen_write(const chess_pos *pos, char *buf, size_t size);

/* 1 if the side to move is in check, else 0. */
int chess_in_check(const chess_pos *pos);

/* The square of the side to move's king when it stands in check, else CHESS_NO_SQUARE. */
int chess_check_square(const chess_pos *pos);

/* The set of squares (bit n = square n) that pieces of `color` attack: the squares they could
** capture on if an enemy piece stood there (Article 3.1). Pawns attack diagonally only. */
uint64_t chess_attacked_squares(const chess_pos *pos, int color);

/* Writes the legal moves of the side to move into moves[] (capacity cap; CHESS_MAX_MOVES always
** suffices) and returns their number, or BUFFER_TOO_SMALL. Promotions appear once per piece:
** Q, R, B, N. Passes are never listed. */
int chess_legal_moves(const chess_pos *pos, chess_move *moves, size_t cap);

/* As chess_legal_moves, for the piece on `square` (0..63) only. Returns 0 for an empty square or
** a piece of the side not to move. */
int chess_legal_moves_from(const chess_pos *pos, int square, chess_move *moves, size_t cap);

/* Returns the number of legal moves without writing them (the fast path for perft leaves). */
int chess_count_legal_moves(const chess_pos *pos);

/* Finds the legal move from `from` to `to` (squares 0..63). promotion is 0 or a piece type
** (CHESS_QUEEN, ...; another value gives BAD_PROMOTION_PIECE).
** Castling is given as the king's two-square move. On success writes *move and returns 0.
** Otherwise returns why the move is illegal: NO_PIECE, NOT_YOUR_TURN, PIECE_CANNOT_MOVE_LIKE_THAT,
** PATH_BLOCKED, OWN_PIECE_ON_TARGET, LEAVES_KING_IN_CHECK, KING_IN_CHECK_MUST_ANSWER,
** KING_INTO_CHECK, CASTLE_*, EN_PASSANT_EXPIRED, PROMOTION_CHOICE_NEEDED, PROMOTION_NOT_ALLOWED,
** BAD_PROMOTION_PIECE or CAPTURES_KING. */
int chess_move_find(const chess_pos *pos, int from, int to, int promotion, chess_move *move);

/* Makes `move` on a copy: *out becomes the position after it (out may equal pos). The move must
** be legal in pos (from chess_legal_moves, chess_move_find or a parser); this is not checked. */
void chess_make_move(const chess_pos *pos, chess_move move, chess_pos *out);

/* The piece a legal `move` takes in pos (the pawn taken en passant; a castling takes nothing), or
** CHESS_EMPTY. */
int chess_move_captured(const chess_pos *pos, chess_move move);

/* Counts the leaf nodes of the legal move tree to `depth` (>= 0) plies (perft). Depth 0 is 1. */
uint64_t chess_perft(const chess_pos *pos, int depth);

/* A 64-bit key of what makes positions "the same" for repetition (Article 9.2): the pieces on
** their squares, the side to move, the castling rights, and the en passant square only when an
** en passant capture is legal. Computed from the position; no tables. */
uint64_t chess_position_key(const chess_pos *pos);

/* 1 if pos is consistent: bitboards and board agree, and it meets every rule FEN parsing
** checks (kings, pawns, piece counts, castling rights, en passant, the side not to move not in
** check). Else 0. Debug builds (CHESS_CHECK_INVARIANTS) check it after every chess_make_move. */
int chess_pos_ok(const chess_pos *pos);

/* ---------------------------------------------------------------------------------------------
** Notation
** ------------------------------------------------------------------------------------------- */

/* Parses "e4" into 0..63. Returns the square, or MOVE_SYNTAX. Reads the first 2 chars only. */
int chess_square_parse(const char *text);

/* Writes the two-letter name of square (0..63) into buf (3 bytes or more). Returns 2, or
** BUFFER_TOO_SMALL. */
int chess_square_name(int square, char *buf, size_t size);

/* Writes the UCI text of a move: "e2e4", "e7e8q", "e1g1" for castling, "0000" for a pass.
** Returns its length (4 or 5), or BUFFER_TOO_SMALL. */
int chess_move_to_uci(chess_move move, char *buf, size_t size);

/* Writes the SAN of a legal move in pos, with disambiguation, "=Q", "O-O"/"O-O-O" and a final
** "+" or "#". A pass is "--". Returns its length, or BUFFER_TOO_SMALL. */
int chess_move_to_san(const chess_pos *pos, chess_move move, char *buf, size_t size);

/* Parses a move in pos, in UCI or in SAN, and returns 0 with the legal move in *move, or an error:
** MOVE_SYNTAX, MOVE_AMBIGUOUS, INPUT_TOO_LONG, PASS_NOT_ALLOWED, or the reason it is illegal
** (as chess_move_find). SAN is read leniently: "0-0" and "0-0-0", a missing or wrong "+"/"#",
** "e8Q", "e8=Q", "e8/Q", "exd6e.p.", "exd6 e.p.", "Pe4", lower-case piece letters other than b.
** A pass is "0000", "--" or "pass" (exercise positions only). */
int chess_move_parse(const chess_pos *pos, const char *text, chess_move *move);

/* ---------------------------------------------------------------------------------------------
** How games end (Article 5, loss on time 6.10/6.9, claims 9.2/9.3): c/src/game.c
**
** A chess_game is a fixed-size record: the start position, the moves, the position key after
** every ply (for repetition), the Laws it is played under, an ending decided by an action, a
** pending draw offer and the squares touched for touch-move. SAN is produced on demand.
** Copy it freely; it holds no pointers.
** ------------------------------------------------------------------------------------------- */

/* The most plies a game record holds; one more gives CHESS_ERR_GAME_FULL. */
#define CHESS_GAME_MAX_PLIES 1024
/* The most squares one move's touches may name (touch-move, Article 4). */
#define CHESS_TOUCH_MAX 16

/* Which Laws a game follows: X(NAME, VALUE, TEXT), CHESS_LAWS_<NAME> = VALUE. CURRENT (the
** default, 0): today's FIDE Laws, where fivefold repetition and 75 moves end the game by
** themselves. 2000: the text the seeds translate, where repetition and the move count are only
** ever claimed. */
#define CHESS_LAWS_LIST(X)                                                                         \
    X(CURRENT, 0, "current")                                                                       \
    X(2000, 2000, "2000")
#define CHESS_LAWS_ENUM_ENTRY(name, value, text) CHESS_LAWS_##name = (value),
enum { CHESS_LAWS_LIST(CHESS_LAWS_ENUM_ENTRY) };
#undef CHESS_LAWS_ENUM_ENTRY

/* Results: X(NAME, VALUE, TEXT), CHESS_RESULT_<NAME> = VALUE; chess_result_name gives TEXT. */
#define CHESS_RESULT_LIST(X)                                                                       \
    X(ONGOING, 0, "*")                                                                             \
    X(WHITE_WINS, 1, "1-0")                                                                        \
    X(BLACK_WINS, 2, "0-1")                                                                        \
    X(DRAW, 3, "1/2-1/2")
#define CHESS_RESULT_ENUM_ENTRY(name, value, text) CHESS_RESULT_##name = (value),
enum { CHESS_RESULT_LIST(CHESS_RESULT_ENUM_ENTRY) };
#undef CHESS_RESULT_ENUM_ENTRY

/* Reasons: X(NAME, VALUE, TEXT), CHESS_REASON_<NAME> = VALUE; chess_reason_name gives TEXT. The
** first five are checked after every move, in this order of precedence. */
#define CHESS_REASON_LIST(X)                                                                       \
    X(ONGOING, 0, "ongoing")                                                                       \
    X(CHECKMATE, 1, "checkmate")                     /* 5.1(1) */                                  \
    X(STALEMATE, 2, "stalemate")                     /* 5.2(1) */                                  \
    X(DEAD_POSITION, 3, "dead-position")             /* 5.2(2) */                                  \
    X(FIVEFOLD_REPETITION, 4, "fivefold-repetition") /* current Laws 9.6.1 only */                 \
    X(SEVENTY_FIVE_MOVES, 5, "seventy-five-moves")   /* current Laws 9.6.2 only */                 \
    X(THREEFOLD_REPETITION, 6, "threefold-repetition") /* 5.2(4), 9.2: claimed */                  \
    X(FIFTY_MOVES, 7, "fifty-moves")                 /* 5.2(5), 9.3: claimed */                    \
    X(AGREEMENT, 8, "agreement")                     /* 5.2(3), 9.1 */                             \
    X(RESIGNATION, 9, "resignation")                 /* 5.1(2) */                                  \
    X(TIME_FORFEIT, 10, "time-forfeit")              /* 6.10 */                                    \
    X(TIME_FORFEIT_CANNOT_MATE, 11, "time-forfeit-cannot-mate") /* a flag fall that draws */
#define CHESS_REASON_ENUM_ENTRY(name, value, text) CHESS_REASON_##name = (value),
enum { CHESS_REASON_LIST(CHESS_REASON_ENUM_ENTRY) };
#undef CHESS_REASON_ENUM_ENTRY

typedef struct chess_outcome {
    uint8_t result; /* CHESS_RESULT_* */
    uint8_t reason; /* CHESS_REASON_* */
} chess_outcome;

/* Names of results and reasons, exactly as the CLI prints them; "?" for an unknown value. */
const char *chess_result_name(int result);
const char *chess_reason_name(int reason);
/* 1 for the endings only today's Laws have (fivefold, seventy-five moves), else 0. */
int chess_reason_is_modern(int reason);

/* The two draws a player claims (9.2, 9.3), one encoding for every function that speaks of them:
** chess_game_claimable and chess_game_claims_after answer with these bits, chess_game_claim
** takes one of them. X(NAME, VALUE, REASON): CHESS_CLAIM_<NAME> = VALUE, a bit; a correct claim
** ends the game with CHESS_REASON_<REASON>, and is named by that reason's name. */
#define CHESS_CLAIM_LIST(X)                                                                        \
    X(THREEFOLD, 1, THREEFOLD_REPETITION) /* 9.2 */                                                \
    X(FIFTY, 2, FIFTY_MOVES)              /* 9.3 */
#define CHESS_CLAIM_ENUM_ENTRY(name, value, reason) CHESS_CLAIM_##name = (value),
enum { CHESS_CLAIM_LIST(CHESS_CLAIM_ENUM_ENTRY) };
#undef CHESS_CLAIM_ENUM_ENTRY

/* A touched square for touch-move: the square, plus CHESS_TOUCH_ADJUST when the player said
** "j'adoube" first (4.2), which creates no obligation. */
#define CHESS_TOUCH_ADJUST 64
#define CHESS_TOUCH_SQUARE(t) ((t) & 63)

typedef struct chess_game {
    chess_pos start;                            /* the position the game began from */
    chess_pos pos;                              /* the current position */
    uint64_t keys[CHESS_GAME_MAX_PLIES + 1];    /* keys[i]: chess_position_key after i plies */
    chess_move moves[CHESS_GAME_MAX_PLIES];     /* the moves played */
    uint16_t ply_count;                         /* moves played */
    uint16_t laws;                              /* CHESS_LAWS_CURRENT or CHESS_LAWS_2000 */
    chess_outcome outcome;                      /* ONGOING until the game ends */
    int8_t draw_offer;                          /* colour with a pending draw offer, or -1 */
    uint8_t touch_count;                        /* squares touched before the next move */
    uint8_t touches[CHESS_TOUCH_MAX];           /* in order; square | CHESS_TOUCH_ADJUST */
} chess_game;

/* Starts a game from fen (NULL: the initial position) under `laws` (CHESS_LAWS_CURRENT or
** CHESS_LAWS_2000). flags as chess_fen_parse. If the start position is already over (mate,
** stalemate, dead), the outcome says so. Returns 0 or the FEN's error. */
int chess_game_init(chess_game *game, const char *fen, unsigned flags, int laws);

/* Plays a legal move (from chess_legal_moves / chess_move_parse). Clears the touches; a move by
** the side that did not offer declines a pending draw offer. Then decides the automatic endings:
** checkmate, stalemate, dead position (a quick chess_can_mate check for both sides), and under
** the current Laws fivefold repetition and 75 moves (a mate on that move wins instead).
** Returns 0, GAME_OVER, GAME_FULL, or the illegal-move error of chess_move_find. When touches
** are recorded and the move breaks their obligation, returns TOUCH_MOVE_REQUIRED. */
int chess_game_play(chess_game *game, chess_move move);
/* As chess_game_play, for move text (UCI or SAN, as chess_move_parse). */
int chess_game_play_text(chess_game *game, const char *text);

/* Takes back the last move (replaying from the start), and reopens a game that ended, whatever
** the ending. Clears touches and any draw offer. Returns 0 or NOTHING_TO_UNDO. */
int chess_game_undo(chess_game *game);

/* The game's outcome: RESULT_ONGOING/REASON_ONGOING while it goes on. */
void chess_game_outcome(const chess_game *game, chess_outcome *outcome);

/* How often the current position (by chess_position_key) has stood on the board, this time
** included. Returns a count >= 1. */
int chess_game_repetitions(const chess_game *game);

/* The SAN of the move at index ply (0 <= ply < ply_count), by replaying. Returns its length or
** BUFFER_TOO_SMALL. */
int chess_game_san(const chess_game *game, int ply, char *buf, size_t size);

/* Which draws the player to move could claim now: CHESS_CLAIM_* bits (0 if none). With an
** intended move (not CHESS_MOVE_NONE), a claim also counts when that move would make the
** position appear a third time (9.2, "will appear") or complete the 50 moves (9.3).
** Returns the bits, GAME_OVER, or the illegal-move error for the intended move. */
int chess_game_claimable(const chess_game *game, chess_move intended);

/* The claims the player to move can make only by writing down a move: each legal move (in
** chess_legal_moves order; passes aside) whose chess_game_claimable answer holds a bit that the
** answer without a move lacks goes to moves[], and those new bits to claims[] (capacity cap each;
** CHESS_MAX_MOVES suffices). Returns their number, GAME_OVER or BUFFER_TOO_SMALL. */
int chess_game_claims_after(const chess_game *game, chess_move *moves, uint8_t *claims, size_t cap);

/* The player to move claims a draw (claim: CHESS_CLAIM_THREEFOLD or CHESS_CLAIM_FIFTY),
** optionally with an intended move. A correct claim ends the game as a draw, with the intended
** move played when the claim rests on it, as written on the scoresheet; if that move mates, the
** mate stands. An incorrect claim leaves the game going on, and its intended move, if any, is
** played, as the Laws require (9.2, 9.3). On success sets *correct (may be NULL) to 1 for a
** correct claim, else 0, and returns 0. Returns GAME_OVER, GAME_FULL or the illegal-move error
** for the intended move, and then changes nothing. */
int chess_game_claim(chess_game *game, int claim, chess_move intended, int *correct);

/* Draw by agreement (9.1): the player to move offers; the offer stands until the other player
** accepts it or makes a move. Returns 0 or GAME_OVER. */
int chess_game_offer_draw(chess_game *game);
/* The player the pending offer was made to accepts it: the game is drawn by agreement.
** Returns 0, NO_DRAW_OFFER or GAME_OVER. */
int chess_game_accept_draw(chess_game *game);
/* `color` resigns, at any time: the other side wins. Returns 0 or GAME_OVER. */
int chess_game_resign(chess_game *game, int color);
/* `color`'s flag falls: the other side wins ("time-forfeit"), unless it cannot mate by any legal
** sequence (chess_can_mate with the full budget says NO): then it is a draw,
** "time-forfeit-cannot-mate". UNKNOWN counts as can mate. Returns 0 or GAME_OVER. */
int chess_game_flag(chess_game *game, int color);
/* chess_game_flag, for a caller that has asked the question elsewhere (the wasm board asks it in
** the search module's worker): opponent_can_mate is the answer, CHESS_CAN_MATE_YES, _NO or
** _UNKNOWN, of chess_can_mate(&game->pos, !color, CHESS_CAN_MATE_FULL_BUDGET), or a YES or NO
** of chess_can_mate_proof there, which is the same. Returns 0 or GAME_OVER. */
int chess_game_flag_answered(chess_game *game, int color, int opponent_can_mate);

/* The outcome if `color`'s flag fell in pos, whether or not a game there has ended already: the
** other side wins ("time-forfeit") unless chess_can_mate(pos, other, budget) is NO, which makes
** it a draw ("time-forfeit-cannot-mate"). */
void chess_flag_outcome(const chess_pos *pos, int color, uint32_t budget, chess_outcome *outcome);

/* Touch-move in a game: records that the player to move touched square (0..63, | CHESS_TOUCH_ADJUST
** for j'adoube). Returns the number of touches recorded, GAME_OVER, TOUCH_LIMIT or NOT_A_PIECE.
** chess_game_play then enforces the obligation. */
int chess_game_touch(chess_game *game, int touch);
/* Forgets the touches (a teaching reset; the Laws have no such thing). */
void chess_game_clear_touches(chess_game *game);

/* ---------------------------------------------------------------------------------------------
** Dead positions: can a side still checkmate? (5.2(2), 6.10): c/src/canmate.c and its stages
**
** SOUND: NO only with a proof that no sequence of legal moves, however silly, ends in `color`
** giving mate; YES only after finding such a sequence (a helpmate). Otherwise UNKNOWN.
** The proofs of NO: material (a lone king; king and knight against a bare king); a frozen pawn
** structure (no pawn can ever capture, be captured or promote; pawns may still walk into the
** wall), inside which every mate square of the defending king would need its flight squares
** covered or filled by the defender's own men, and none can be (this also covers bishops of one
** colour, with or without pawns); with few men and no pawns (full budget only), every placement
** of the men tried and none a mate; and a helpmate search that saw every reachable position.
** Bounded helpmate searches (both sides cooperate) look for the mate that makes a YES: without
** pawns, a walk towards the nearest mate placements (full budget); guided (moves that push a mate
** along cost no depth, moves that look aside cost double); then narrow.
** The stages are listed in c/src/canmate.c.
**
** The answer has no 0, so that no test of it as a truth value can read as "no". The answers:
** X(NAME, VALUE, TEXT), CHESS_CAN_MATE_<NAME> = VALUE; chess_can_mate_name gives TEXT.
** ------------------------------------------------------------------------------------------- */
#define CHESS_CAN_MATE_LIST(X)                                                                     \
    X(YES, 1, "yes")                                                                               \
    X(NO, 2, "no")                                                                                 \
    X(UNKNOWN, 3, "unknown")
#define CHESS_CAN_MATE_ENUM_ENTRY(name, value, text) CHESS_CAN_MATE_##name = (value),
enum { CHESS_CAN_MATE_LIST(CHESS_CAN_MATE_ENUM_ENTRY) };
#undef CHESS_CAN_MATE_ENUM_ENTRY

/* Budgets, in moves examined by the helpmate search (about a microsecond each, natively).
** QUICK is what the game asks after every move; FULL is for a flag fall or a claim. */
#define CHESS_CAN_MATE_QUICK_BUDGET 1000u
#define CHESS_CAN_MATE_FULL_BUDGET 1000000u

/* Can `color` ever checkmate from pos? budget: most moves the helpmate search may examine.
** Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN. A position where `color` has already given mate
** is YES. */
int chess_can_mate(const chess_pos *pos, int color, uint32_t budget);

/* The stages of chess_can_mate that can prove NO: every proof (the placements only from a
** budget of 100,000, as there) and the full-width helpmate search, on the same share of the
** budget, which also finds short mates; not the searches after it, which can only find a mate.
** Its YES and NO are chess_can_mate's answer for this budget and for every larger one; it says
** UNKNOWN where chess_can_mate's later searches might still find a mate. A program that needs
** no more (a dead-position test, the wasm board module) links none of those searches. */
int chess_can_mate_proof(const chess_pos *pos, int color, uint32_t budget);

/* The TEXT of CHESS_CAN_MATE_LIST: "yes", "no", "unknown" (or "?"). */
const char *chess_can_mate_name(int answer);

/* 1 if pos is a dead position (5.2(2)): NO for both sides within budget; else 0. Only a NO
** counts, so this asks chess_can_mate_proof: the same verdict as chess_can_mate, in less time. */
int chess_is_dead_position(const chess_pos *pos, uint32_t budget);

/* ---------------------------------------------------------------------------------------------
** Touch-move (Article 4.2 to 4.7, 2000 text): c/src/touch.c
**
** Given the squares the player to move has touched, in order (each possibly marked
** CHESS_TOUCH_ADJUST), says what the player must do and which legal moves do it.
** The obligation's kind and the article it comes from are the lists below, X(NAME, VALUE, TEXT):
** chess_touch_kind_name and chess_touch_article_name give TEXT. 4.7 (a piece let go on a square
** stays there) is the game itself: a move played is final; chess_game_undo is a teaching tool only.
** Touched empty squares are ignored. Order decides "first touched"; a caller that cannot tell
** the order lists the own piece first (4.3(3)).
** ------------------------------------------------------------------------------------------- */
#define CHESS_TOUCH_KIND_LIST(X)                                                                   \
    X(NONE, 0, "none")                   /* no obligation: every legal move is allowed */          \
    X(MOVE_PIECE, 1, "move-piece")       /* move the named own piece (4.3(1); 4.4(2) the rook,     \
                                            castling with it excluded; 4.3(3) when the capture     \
                                            named is illegal) */                                   \
    X(CAPTURE_PIECE, 2, "capture-piece") /* capture the named opponent's piece with any piece      \
                                            (4.3(2); 4.3(3) fallback) */                           \
    X(CAPTURE_WITH, 3, "capture-with")   /* capture the touched opponent's piece with the touched  \
                                            own piece (4.3(3)) */                                  \
    X(CASTLE, 4, "castle")               /* castle on the side of the touched rook (4.4(1)) */     \
    X(KING_MOVE, 5, "king-move")         /* any king move, castling on the other side included     \
                                            (4.4(3)) */
#define CHESS_TOUCH_KIND_ENUM_ENTRY(name, value, text) CHESS_TOUCH_KIND_##name = (value),
enum { CHESS_TOUCH_KIND_LIST(CHESS_TOUCH_KIND_ENUM_ENTRY) };
#undef CHESS_TOUCH_KIND_ENUM_ENTRY
#define CHESS_TOUCH_ART_LIST(X)                                                                    \
    X(NONE, 0, "-")                      /* nothing touched */                                     \
    X(4_2, 1, "4.2")                                                                               \
    X(4_3_1, 2, "4.3(1)")                                                                          \
    X(4_3_2, 3, "4.3(2)")                                                                          \
    X(4_3_3, 4, "4.3(3)")                                                                          \
    X(4_4_1, 5, "4.4(1)")                                                                          \
    X(4_4_2, 6, "4.4(2)")                                                                          \
    X(4_4_3, 7, "4.4(3)")                                                                          \
    X(4_5, 8, "4.5")
#define CHESS_TOUCH_ART_ENUM_ENTRY(name, value, text) CHESS_TOUCH_ART_##name = (value),
enum { CHESS_TOUCH_ART_LIST(CHESS_TOUCH_ART_ENUM_ENTRY) };
#undef CHESS_TOUCH_ART_ENUM_ENTRY

typedef struct chess_touch_rule {
    uint8_t kind;    /* CHESS_TOUCH_KIND_* */
    uint8_t article; /* CHESS_TOUCH_ART_* */
    int8_t square;   /* the piece the obligation names, or CHESS_NO_SQUARE */
} chess_touch_rule;

/* Decides the obligation of touches[0..count) (count <= CHESS_TOUCH_MAX) in pos, writes it to
** *rule (may be NULL) and the allowed legal moves to moves[] (capacity cap; CHESS_MAX_MOVES
** suffices), in chess_legal_moves order. Each touch is a square 0..63, | CHESS_TOUCH_ADJUST.
** Returns their number, TOUCH_LIMIT or BUFFER_TOO_SMALL. */
int chess_touch_moves(const chess_pos *pos, const uint8_t *touches, size_t count,
                      chess_touch_rule *rule, chess_move *moves, size_t cap);

const char *chess_touch_kind_name(int kind);
const char *chess_touch_article_name(int article);

/* ---------------------------------------------------------------------------------------------
** The practice partner: a small search (c/src/search.c) and the mate solver (c/src/mate.c)
**
** Alpha-beta with iterative deepening, quiescence on captures and promotions (all evasions when in
** check), check extension, and an evaluation of material, piece placement and, with a bare king
** left, driving that king to the edge. Limited by nodes, never by time, and free of randomness
** except a generator seeded by the caller: the same position, options and seed always give the
** same move on any machine. Everything lives on the stack (about 1.3 KB per ply of the current
** line, 64 plies at most, plus 10 KB); nothing persists between calls.
**
** Scores are from the side to move's view: centipawns (a pawn is 100), or a mate. "mate in N"
** counts the moves of the side that mates (N = 1: mates on this move). Inside the search a
** position repeated from the path or from the game's history, the 50-move rule and K v K,
** K+minor v K count as draws.
** ------------------------------------------------------------------------------------------- */

/* What the search is for: X(NAME, VALUE, TEXT), CHESS_SEARCH_<NAME> = VALUE. */
#define CHESS_SEARCH_MODE_LIST(X)                                                                  \
    X(PLAY, 0, "play")     /* a game opponent; the level's mistake rate applies */                 \
    X(DEFEND, 1, "defend") /* in a lost position, the reply that delays mate longest within the    \
                              budget (no mistakes) */                                              \
    X(HINT, 2, "hint")     /* the best move for the learner, with a reason (no mistakes) */
#define CHESS_SEARCH_MODE_ENUM_ENTRY(name, value, text) CHESS_SEARCH_##name = (value),
enum { CHESS_SEARCH_MODE_LIST(CHESS_SEARCH_MODE_ENUM_ENTRY) };
#undef CHESS_SEARCH_MODE_ENUM_ENTRY

/* Why a hint is good: X(NAME, VALUE, TEXT), CHESS_HINT_<NAME> = VALUE; chess_hint_reason_name
** gives TEXT. First match wins, in this order. */
#define CHESS_HINT_LIST(X)                                                                         \
    X(NONE, 0, "none")                   /* not a hint (PLAY and DEFEND) */                        \
    X(MATE, 1, "mate")                   /* it starts a forced mate the search has proven */       \
    X(ESCAPES_CHECK, 2, "escapes-check") /* the king is in check and this answers it */            \
    X(WINS_MATERIAL, 3, "wins-material") /* takes an undefended piece, a bigger piece, or promotes */ \
    X(STOPS_THREAT, 4, "stops-threat")   /* the opponent threatened mate in one or to win a piece, \
                                            and after this move no longer does (or less) */        \
    X(GOOD_MOVE, 5, "good-move")         /* none of the above; simply the search's best move */
#define CHESS_HINT_ENUM_ENTRY(name, value, text) CHESS_HINT_##name = (value),
enum { CHESS_HINT_LIST(CHESS_HINT_ENUM_ENTRY) };
#undef CHESS_HINT_ENUM_ENTRY

/* Levels 1 (a beginner's mistakes) to 5 (solid), each a node budget and a mistake rate. A
** mistake is chosen with the seeded generator: at level 1 any legal move, at levels 2 to 4 a
** move the search scored within a margin (2, 1, 0.5 pawns) of the best. Level 5 never errs. */
#define CHESS_SEARCH_MIN_LEVEL 1
#define CHESS_SEARCH_MAX_LEVEL 5
/* A mate claim is proven up to this many moves (the lesson validator's "mate in N"). */
#define CHESS_MATE_MAX_MOVES 4
/* The mate solver's budget when the caller passes 0: positions visited. */
#define CHESS_MATE_DEFAULT_BUDGET 5000000u

typedef struct chess_search_options {
    int level;                /* 1..5; ignored when nodes > 0. 0 with nodes 0 means level 5 */
    uint32_t nodes;           /* a node budget instead of a level (no mistakes); 0: use the level */
    int mode;                 /* CHESS_SEARCH_PLAY, _DEFEND or _HINT */
    uint32_t seed;            /* mistakes are drawn from this seed mixed with the position */
    const uint64_t *history;  /* chess_position_key of the game's earlier positions, oldest first,
                                 not the current one (chess_game.keys with ply_count); may be NULL */
    size_t history_count;
} chess_search_options;

typedef struct chess_search_result {
    chess_move move;  /* the chosen legal move */
    int16_t score;    /* the chosen move's score for the side to move: centipawns; beyond +-31000 a
                         mate (32000 less the plies to it), which `mate` gives in moves */
    int16_t mate;     /* N > 0: the side to move mates in N; N < 0: it is mated in -N; 0: no mate seen */
    uint8_t reason;   /* CHESS_HINT_* in HINT mode, else CHESS_HINT_NONE */
    uint8_t depth;    /* the last depth (plies) searched to the end; 0 if not even depth 1 finished */
    uint32_t nodes;   /* positions visited; never more than the budget */
} chess_search_result;

/* The node budget of a level (1..5). */
int chess_search_level_nodes(int level);

/* Chooses a move for the side to move in pos. options may be NULL (level 5, PLAY, seed 0);
** its level must be 0 or 1..5 unless nodes > 0, its mode one of CHESS_SEARCH_*.
** A budget too small to finish depth 1 still yields a legal move (the first in search order).
** Returns 0 and fills *result, or NO_LEGAL_MOVES when the game is over by mate or stalemate. */
int chess_search_best(const chess_pos *pos, const chess_search_options *options, chess_search_result *result);

/* The mate solver: can the side to move force mate in at most max_moves moves (1..CHESS_MATE_MAX_MOVES)
** against every defence? Exhaustive, so "none" is a proof. budget: positions it may visit (0: the
** default). On a mate writes the main line to line[] (cap >= 2 * max_moves - 1 entries): the
** shortest mate, the defender answering each move with the reply that holds out longest (the
** first such reply in chess_legal_moves order), ending with the mating move.
** Returns N (the shortest mate, in moves; the line holds 2N - 1 plies), 0 when there is no mate
** within max_moves (also when the side to move is already mated or stalemated), SEARCH_BUDGET or
** BUFFER_TOO_SMALL. */
int chess_mate_search(const chess_pos *pos, int max_moves, uint32_t budget, chess_move *line, size_t cap);

/* "none", "mate", "escapes-check", "wins-material", "stops-threat", "good-move" (or "?"). */
const char *chess_hint_reason_name(int reason);

/* ---------------------------------------------------------------------------------------------
** PGN, the Portable Game Notation: c/src/pgn.c
**
** Reading is lenient, for files from any program: comments ({...} and ; to the end of the line),
** % escape lines, NAGs ($1) and annotation marks (!?, +-, e.p.), variations ((...), nested) are
** skipped; move numbers may take any form (12. 12... 12… 12 or none, written on as in 1.e4); a
** termination token (1-0, 0-1, 1/2-1/2, *) ends the game. Moves are SAN, read as chess_move_parse
** reads them (UCI too). A [FEN "..."] tag starts the game from that position, with or without
** [SetUp "1"]. The first game of the text is read; the tags of another after it end it too.
** Writing follows the standard's export format: the Seven Tag Roster, then [SetUp "1"] and
** [FEN "..."] for a game that did not begin at the initial position, then the caller's tags; the
** numbered moves in SAN on lines of at most 79 characters; the termination token.
** ------------------------------------------------------------------------------------------- */

/* A tag pair: [name "value"]. */
typedef struct chess_pgn_tag {
    const char *name;
    const char *value;
} chess_pgn_tag;

/* What chess_pgn_read found besides the moves, and where an error stands. */
typedef struct chess_pgn_info {
    int result;          /* the termination token's CHESS_RESULT_*; ONGOING for "*" and for none */
    int has_result;      /* 1 if the game had a termination token */
    int tag_count;       /* tag pairs written to the tag buffer */
    size_t end;          /* where the game ends in the text: the offset after its termination token,
                            of the next game's first tag, or the text's length */
    /* On an error (else all 0): */
    size_t error_offset; /* the text at fault: error_length bytes from error_offset */
    size_t error_length;
    int error_line;      /* the line of error_offset, from 1 */
    int move_number;     /* the fullmove number of the move at fault, or of the next move to be
                            played where the fault is not a move; 0 before the moves (a tag) */
    int move_color;      /* the side to play that move */
} chess_pgn_info;

/* Reads the first game of text[0..length) (NUL bytes are no PGN character: a move holding one is
** refused) into *game, under `laws` (CHESS_LAWS_CURRENT or CHESS_LAWS_2000) and with flags as
** chess_fen_parse (CHESS_POS_EXERCISE for the FEN tag's position). Each tag pair goes to
** tags[0..tags_size) as its name and its value (\" and \\ unescaped), each NUL-terminated, in the
** order read. Fills *info. Returns the number of plies read, or the first error, with *info
** naming where: PGN_TAG, PGN_UNCLOSED or PGN_UNEXPECTED; the FEN tag's FEN_* error; for a move,
** MOVE_SYNTAX, MOVE_AMBIGUOUS, INPUT_TOO_LONG, PASS_NOT_ALLOWED or why the move is illegal (as
** chess_move_find), GAME_OVER (a move after the game ended: mate, stalemate, dead position, and
** under the current Laws fivefold repetition and 75 moves), GAME_FULL; BUFFER_TOO_SMALL when the
** tags do not fit. *game is then the game up to the error. */
int chess_pgn_read(const char *text, size_t length, unsigned flags, int laws, chess_game *game, char *tags,
                   size_t tags_size, chess_pgn_info *info);

/* Writes game as PGN into buf (size bytes): tags[0..tag_count) are the caller's (names of letters,
** digits and _; values on one line, control characters written as spaces); a Seven Tag Roster tag
** not given is "?" ("????.??.??" for the Date); SetUp and FEN are the game's own, whatever the
** caller gives. The Result tag and the termination token are the game's result once it has ended;
** while it goes on, the caller's Result tag if that is 1-0, 0-1, 1/2-1/2 or *, else *. Returns
** the length written, PGN_TAG for a tag name that is not one, or BUFFER_TOO_SMALL. */
int chess_pgn_write(const chess_game *game, const chess_pgn_tag *tags, size_t tag_count, char *buf, size_t size);

/* ---------------------------------------------------------------------------------------------
** Free captures: c/src/exchange.c
**
** The course's piece values (pawn 1, knight and bishop 3, rook 5, queen 9). A capture by the side to
** move is free when, after it, no reply mates and no sequence of captures and promotions (each side
** free to stop, 8 plies at most) wins anything back; a capture that ends the game by a dead position
** is free. The exercise generator proves its "capture the free piece" answers with it, and the
** lesson's coach names the free captures a child can make. */

/* 1 if the legal capture `move` of the side to move is free, else 0. */
int chess_capture_is_free(const chess_pos *pos, chess_move move);

/* ---------------------------------------------------------------------------------------------
** Exercise generators: c/src/generate.c (the tries, drawing and the limits), generate_mate.c,
** generate_free.c, generate_stars.c, generate_capture.c, generate_check.c, generate_tactics.c (the kinds)
**
** A fresh exercise of a kind, for a piece, the side that solves it, a seed and a difficulty: the
** position as FEN and the moves its goal accepts, proved by the core before it is returned. The
** same arguments always give the same exercise, on any machine (a splitmix64 generator seeded by
** all five, in a local struct). Candidates are drawn and tested until one passes every check, at
** most CHESS_GENERATE_MAX_TRIES of them. The kinds are exercise kinds, not the lessons' skills:
** web/lesson/skills.mjs maps each skill to the kinds that train it.
**
** What every exercise holds to (the limits a child's position keeps):
**   - at most CHESS_GENERATE_MAX_MEN men per side, the king included; no more of a piece than
**     a side starts with (8 pawns, 2 knights, 2 bishops, 2 rooks, 1 queen, 1 king);
**   - a legal position by chess_fen_parse: kings apart, no pawn on rank 1 or 8, the side not to
**     move not in check; the side to move in check only in ESCAPE_CHECK and CHECK_QUIZ; no
**     castling, no en passant;
**   - not a dead position while the game goes on (chess_is_dead_position, the quick budget);
**   - for Black, the same drawing as White's mirrored (ranks reversed, colours swapped).
** The kinds, X(NAME, VALUE, TEXT), CHESS_EXERCISE_KIND_<NAME> = VALUE:
**   MATE_IN_ONE: both kings; the solver's piece (two rooks for TWO_ROOKS), a pawn from difficulty
**     2 (half the time at 1); the king to be mated on an edge (rank 8 for an easy queen or rook
**     mate at difficulty 1), with up to 1 + difficulty men of its own around it (pawns at
**     difficulty 1, a knight or bishop among them after) and a pawn elsewhere (from difficulty 2
**     always; at 1 always for a pawn's mate, 3 times in 4 for a knight's or bishop's, else half).
**     Every mating move is the given piece's (no promotion), and the solutions are all of them.
**   CHECK_IN_ONE: both kings, the given piece (ANY: one of Q, R, B, N, P drawn), a pawn from
**     difficulty 2; the other side up to difficulty men besides its king. Every checking move
**     is the given piece's; the solutions are all of them (mates included): at least 1; at most
**     4 at difficulty 2, 2 at difficulty 3. No capture takes a man nothing can take back (the
**     pictures showed a king beside a free rook it could take, asked for a check).
**   CAPTURE_FREE: both kings, the capturing piece (ANY: Q, R, B or N drawn), a pawn at
**     difficulty 3; the other side a target (P, N, B or R) and, from difficulty 2, a decoy and a
**     pawn. The solutions are every capture of the target, each the given piece's and free by
**     chess_capture_is_free (as the lesson checker proves it); no capture of any other piece is free; from difficulty 2 the decoy can be
**     taken and that capture is not free. `target` is the target's square, `decoy` the decoy's.
**   COLLECT_STARS: an exercise position (no kings, CHESS_POS_EXERCISE): the given piece (ANY: one
**     of Q, R, B, N, K, P drawn), its own pawns as obstacles (1 at difficulty 2, 2 to 3 at 3; a
**     pawn's 1 at difficulty 1 too, as a lone pawn's stars make few different pictures) and
**     1 + difficulty stars on empty squares (a pawn's ahead on its file). The piece moves alone
**     (the other side passes); `par`, the fewest moves that land on every star, is 1 to
**     2 + 2 * difficulty; solutions are one route of `par` moves (any route that lands on every
**     star within par is as good); `target` is the piece's square.
**   CAPTURE: both kings, the given piece (ANY: one of P, N, B, R, Q, K drawn; for KING the king
**     itself), its own pawns as obstacles (difficulty - 1 of them), and difficulty men of the
**     other side besides its king (no queen). Every capture in the position is the given piece's
**     (none promotes), and the solutions are all of them: 1 at difficulty 1, at most 2 after.
**     None takes a defended man worth less than the piece (the pictures showed a queen taking a
**     defended pawn, a trade no lesson teaches).
**   ESCAPE_CHECK: the side to move stands in check from one piece (the given piece: ANY draws
**     Q, R, B or N); up to 4 men of its own besides its king (pawns, N, B or R), the other side
**     at most one man besides the checker and its king; only the drawn checker gives check.
**     `ways` (CHESS_ESCAPE_* bits) are exactly the ways its legal moves take, difficulty of them
**     (1: one way, 2: two, 3: all three; which ones is drawn from the seed): KING_MOVES a king
**     move that takes nothing, CAPTURE a capture of the checker (by the king too), BLOCK a man
**     stepping between. The solutions are every legal move (at most
**     CHESS_EXERCISE_MAX_SOLUTIONS).
**   DOUBLE_CHECK: both kings; the given piece (ANY: Q, R or B drawn) on a line to the other king
**     with a man of its own between (N, B, R or P, a different line's piece from the slider),
**     and difficulty - 1 men of the other side. The solutions are every move that checks with
**     two pieces at once (at least 1; none promotes). No capture takes a man nothing can take
**     back (the pictures showed a free knight beside the rook of the double check).
**   CHECK_QUIZ: a quiz, no moves: the side to move's king on the board's edge ring, the other
**     side's king and 1 to 2 of its pieces (Q, R, B, N; the given piece among them unless ANY),
**     from difficulty 2 a pawn of the side to move. `answer` (CHESS_EXERCISE_ANSWER_*) says
**     which it is for the side to move, drawn from the seed (each a third): in check with a legal
**     move, checkmated, or stalemated. No solutions.
**   LONE_KING: a start of K + Q (piece QUEEN) or K + R (ROOK) against a lone king, the given
**     side to move, neither side in check, the piece not next to the lone king, and no forced
**     mate in 2 moves (the mate solver's proof). The lone king stands on the edge at difficulty
**     1, on the second ring at 2, anywhere at 3. The seed picks the picture (the three men up to
**     a shift of all of them and a mirror image) by where it starts a walk through the numbered
**     pictures, spread so that seeds one apart, or 2654435761 apart, start far apart: a thousand
**     such seeds give a thousand different pictures or nearly (c/src/generate_check.c); the
**     shift and the mirror image are drawn (at most 3 shifts searched a picture). No solutions: the child plays it out against
**     the core's defender (CHESS_SEARCH_DEFEND); how many moves a best game needs is the
**     lessons' distance table's to say (web/lesson/lone-king.mjs), not the core's, which
**     proves mates only up to CHESS_MATE_MAX_MOVES.
**   FORK: both kings, the given piece (ANY: N, B, R, Q or P drawn) a move from a square where it
**     attacks two men of the other side worth 3 or more (N, B, R, Q), each undefended or worth
**     more than it (the pictures showed a queen "forking" two defended knights, which wins
**     nothing), or its king and one such man; from difficulty 2 a pawn of the other side, at 3 one of its own. No fork stands
**     already, and no capture takes a man nothing defends. The solutions are every move that
**     forks so (the moved man attacks them) and lands where nothing of the other side attacks
**     it: 1 or 2, each the given piece's, none a capture or a promotion.
**   PIN: a quiz, no moves: the given line piece (ANY: B, R or Q drawn) pins one man of the other
**     side (a knight, or a rook on a diagonal, a bishop on a file or rank: one that cannot take
**     the pinner) to its king; from difficulty 2 a pawn of the other side, at 3 one of its own.
**     No other man of either side is pinned, and no capture takes a man nothing defends.
**     `target` is the pinned man, `decoy` the pinner.
** A limit added after looking at 20 generated exercises of each kind as pictures says what they
** showed ("the pictures showed ...").
** ------------------------------------------------------------------------------------------- */
#define CHESS_EXERCISE_KIND_LIST(X)                                                                \
    X(MATE_IN_ONE, 1, "mate-in-one")                                                               \
    X(CHECK_IN_ONE, 2, "check-in-one")                                                             \
    X(CAPTURE_FREE, 3, "capture-free")                                                             \
    X(COLLECT_STARS, 4, "collect-stars")                                                           \
    X(CAPTURE, 5, "capture")                                                                       \
    X(ESCAPE_CHECK, 6, "escape-check")                                                             \
    X(DOUBLE_CHECK, 7, "double-check")                                                             \
    X(CHECK_QUIZ, 8, "check-quiz")                                                                 \
    X(LONE_KING, 9, "lone-king")                                                                   \
    X(FORK, 10, "fork")                                                                            \
    X(PIN, 11, "pin")
#define CHESS_EXERCISE_KIND_ENUM_ENTRY(name, value, text) CHESS_EXERCISE_KIND_##name = (value),
enum { CHESS_EXERCISE_KIND_LIST(CHESS_EXERCISE_KIND_ENUM_ENTRY) };
#undef CHESS_EXERCISE_KIND_ENUM_ENTRY
#define CHESS_EXERCISE_KIND_FIRST CHESS_EXERCISE_KIND_MATE_IN_ONE
#define CHESS_EXERCISE_KIND_LAST CHESS_EXERCISE_KIND_PIN

/* The piece an exercise is made for: X(NAME, VALUE, TEXT), CHESS_GENERATE_PIECE_<NAME> = VALUE.
** 1..6 are the piece types; ANY lets the generator draw one; TWO_ROOKS is mate-in-one only. */
#define CHESS_GENERATE_PIECE_LIST(X)                                                               \
    X(ANY, 0, "any")                                                                               \
    X(PAWN, 1, "pawn")                                                                             \
    X(KNIGHT, 2, "knight")                                                                         \
    X(BISHOP, 3, "bishop")                                                                         \
    X(ROOK, 4, "rook")                                                                             \
    X(QUEEN, 5, "queen")                                                                           \
    X(KING, 6, "king")                                                                             \
    X(TWO_ROOKS, 7, "two-rooks")
#define CHESS_GENERATE_PIECE_ENUM_ENTRY(name, value, text) CHESS_GENERATE_PIECE_##name = (value),
enum { CHESS_GENERATE_PIECE_LIST(CHESS_GENERATE_PIECE_ENUM_ENTRY) };
#undef CHESS_GENERATE_PIECE_ENUM_ENTRY

/* ESCAPE_CHECK's ways out of check, as bits: X(NAME, VALUE, TEXT), CHESS_ESCAPE_<NAME> = VALUE. */
#define CHESS_ESCAPE_LIST(X)                                                                       \
    X(KING_MOVES, 1, "king-moves")                                                                 \
    X(CAPTURE, 2, "capture")                                                                       \
    X(BLOCK, 4, "block")
#define CHESS_ESCAPE_ENUM_ENTRY(name, value, text) CHESS_ESCAPE_##name = (value),
enum { CHESS_ESCAPE_LIST(CHESS_ESCAPE_ENUM_ENTRY) };
#undef CHESS_ESCAPE_ENUM_ENTRY

/* CHECK_QUIZ's answers: X(NAME, VALUE, TEXT), CHESS_EXERCISE_ANSWER_<NAME> = VALUE. */
#define CHESS_EXERCISE_ANSWER_LIST(X)                                                              \
    X(NONE, 0, "none")                                                                             \
    X(CHECK, 1, "check")                                                                           \
    X(CHECKMATE, 2, "checkmate")                                                                   \
    X(STALEMATE, 3, "stalemate")
#define CHESS_EXERCISE_ANSWER_ENUM_ENTRY(name, value, text) CHESS_EXERCISE_ANSWER_##name = (value),
enum { CHESS_EXERCISE_ANSWER_LIST(CHESS_EXERCISE_ANSWER_ENUM_ENTRY) };
#undef CHESS_EXERCISE_ANSWER_ENUM_ENTRY

#define CHESS_GENERATE_MIN_DIFFICULTY 1
#define CHESS_GENERATE_MAX_DIFFICULTY 3
#define CHESS_GENERATE_MAX_MEN 5
#define CHESS_GENERATE_MAX_TRIES 20000
#define CHESS_EXERCISE_MAX_SOLUTIONS 32
#define CHESS_EXERCISE_MAX_STARS 4

typedef struct chess_exercise {
    char fen[CHESS_FEN_MAX];  /* the position; COLLECT_STARS: parse it with CHESS_POS_EXERCISE */
    chess_move solutions[CHESS_EXERCISE_MAX_SOLUTIONS]; /* in chess_legal_moves order; a route for stars */
    uint8_t solution_count;   /* 0 for CHECK_QUIZ, LONE_KING and PIN */
    uint8_t kind, piece, side, difficulty; /* the arguments; piece is the one drawn for ANY */
    int8_t target;            /* CAPTURE_FREE: the free piece; COLLECT_STARS, CAPTURE: the piece; ESCAPE_CHECK: the checker;
                                 PIN: the pinned man; else CHESS_NO_SQUARE */
    int8_t decoy;             /* CAPTURE_FREE from difficulty 2: the defended piece; PIN: the pinner; else CHESS_NO_SQUARE */
    uint8_t star_count;
    int8_t stars[CHESS_EXERCISE_MAX_STARS];
    uint8_t par;              /* COLLECT_STARS: the fewest moves; else 1 */
    uint8_t ways;             /* ESCAPE_CHECK: the CHESS_ESCAPE_* bits of the legal moves; else 0 */
    uint8_t answer;           /* CHECK_QUIZ: CHESS_EXERCISE_ANSWER_*; else NONE */
    uint32_t tries;           /* candidates drawn, this one included */
} chess_exercise;

/* Makes the exercise of `kind` (CHESS_EXERCISE_KIND_*) for `piece` (CHESS_GENERATE_PIECE_*),
** solved by `side` (CHESS_WHITE or CHESS_BLACK, the side to move), from `seed`, at `difficulty`
** (CHESS_GENERATE_MIN_DIFFICULTY..MAX), into *out. Returns 0; INVALID_ARGUMENT for a kind, piece,
** side or difficulty outside the lists, or a piece the kind does not take: MATE_IN_ONE all but
** ANY and KING; CHECK_IN_ONE ANY..QUEEN; CAPTURE_FREE ANY and KNIGHT..QUEEN; COLLECT_STARS and
** CAPTURE ANY..KING; ESCAPE_CHECK and CHECK_QUIZ ANY and KNIGHT..QUEEN; DOUBLE_CHECK ANY, BISHOP,
** ROOK, QUEEN; LONE_KING QUEEN and ROOK; FORK ANY..QUEEN; PIN ANY, BISHOP, ROOK, QUEEN. SEARCH_BUDGET when no candidate within
** CHESS_GENERATE_MAX_TRIES passed. *out is written only on success. */
int chess_generate(chess_exercise *out, int kind, int piece, int side, uint32_t seed, int difficulty);

/* ---------------------------------------------------------------------------------------------
** What makes a move illegal: c/src/illegal.c
**
** The men whose squares a lesson marks when it says why a move is refused: chess_move_find's
** reason, shown on the board.
** ------------------------------------------------------------------------------------------- */

/* One man that makes a move illegal: its square, and the square it attacks that the rule is
** about (the king's target, the king, a square castling crosses or lands on), or CHESS_NO_SQUARE
** for a man that is only in the way. */
typedef struct chess_culprit {
    int8_t square;
    int8_t attacks;
} chess_culprit;

/* No move has more culprits than this: the men attacking one square stand on its 8 lines and
** its 8 knight squares. */
#define CHESS_MAX_CULPRITS 16

/* The men that make the move from `from` to `to` (squares 0..63; promotion as chess_move_find
** takes it) illegal, by the reason chess_move_find gives:
**   PATH_BLOCKED: the nearest man in the way (for a pawn, the man on the square ahead or on the
**     target); OWN_PIECE_ON_TARGET: the man on the target;
**   KING_INTO_CHECK: every enemy man attacking the target, with the king off its square (so a
**     slider whose line runs through the king counts), each attacking the target;
**   KING_IN_CHECK_MUST_ANSWER, CASTLE_IN_CHECK: the checking men, each attacking the king;
**   LEAVES_KING_IN_CHECK: the enemy men that would attack the king after the move and do not now
**     (the pinning man), or, when there are none such, all that would; each attacking the king;
**   CASTLE_BLOCKED: the men between king and rook;
**   CASTLE_THROUGH_ATTACK, CASTLE_INTO_ATTACK: the enemy men attacking the square the king
**     crosses or lands on, each attacking that square.
** Writes them into out[] (capacity cap; CHESS_MAX_CULPRITS always suffices), in order a1, b1, ...,
** h8, and returns their number: 0 for a legal move and for every other reason. Returns
** BUFFER_TOO_SMALL when out[] cannot hold them. */
int chess_move_culprits(const chess_pos *pos, int from, int to, int promotion, chess_culprit *out, int cap);

#ifdef __cplusplus
}
#endif
#endif /* CHESS_H */
