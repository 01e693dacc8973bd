/* Helpers shared by the core's modules. Not part of the public API: only c/src includes it.
** Every function here that is not static carries the reserved prefix chess__, so that the
** library's global symbols are those of chess.h and nothing a host program could collide with. */
#ifndef CHESS_INTERNAL_H
#define CHESS_INTERNAL_H
#include "chess.h"
#include <string.h>

/* The programmer-error check of the public functions, in the manner of Lua's api_check: a NULL
** pointer, a square outside 0..63, a colour other than CHESS_WHITE or CHESS_BLACK or an unknown
** enum value is the caller's bug, not input to report. Debug builds (CHESS_CHECK_INVARIANTS)
** stop on it at once; release builds do not check. */
#ifdef CHESS_CHECK_INVARIANTS
#define CHESS_API_CHECK(cond) ((cond) ? (void)0 : __builtin_trap())
#else
#define CHESS_API_CHECK(cond) ((void)0)
#endif
#define CHESS_VALID_COLOR(color) ((color) == CHESS_WHITE || (color) == CHESS_BLACK)
#define CHESS_VALID_SQUARE(square) ((square) >= 0 && (square) <= 63)

/* A name table from one of chess.h's lists X(NAME, VALUE, TEXT): TEXT at index VALUE.
**   static const char *const NAMES[] = {CHESS_REASON_LIST(CHESS_NAME_ENTRY)};
** and chess__name_of reads it: the name of `value`, or "?" for a value the list does not hold. */
#define CHESS_NAME_ENTRY(name, value, text) [value] = text,
static inline const char *chess__name_of(const char *const *names, size_t count, int value) {
    return value >= 0 && (size_t)value < count && names[value] ? names[value] : "?";
}

#define BIT(sq) (1ULL << (sq))
#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL
#define RANK_1 0x00000000000000FFULL
#define RANK_8 0xFF00000000000000ULL

static inline int lsb(uint64_t b) { return __builtin_ctzll(b); }
static inline int popcount(uint64_t b) { return __builtin_popcountll(b); }
static inline int pop_lsb(uint64_t *b) {
    int sq = __builtin_ctzll(*b);
    *b &= *b - 1;
    return sq;
}

/* attacks.c: attack sets computed from shifts and line masks, so the wasm carries no tables. */
uint64_t chess__knight_attacks(int sq);
uint64_t chess__king_attacks(int sq);
uint64_t chess__pawn_attacks(int sq, int color);          /* squares a pawn of `color` on sq attacks */
uint64_t chess__pawns_attacks(uint64_t pawns, int color); /* all squares a set of pawns attacks */
uint64_t chess__bishop_attacks(int sq, uint64_t occupied);
uint64_t chess__rook_attacks(int sq, uint64_t occupied);
uint64_t chess__between_squares(int a, int b); /* squares strictly between a and b on a line, else 0 */
uint64_t chess__line_through(int a, int b);    /* the whole line through a and b, else 0 */
/* The squares a piece of `type` (knight to king) on sq attacks, given the occupancy. Pawns are
** not pieces here: chess__pawn_attacks. */
uint64_t chess__piece_attacks(int type, int sq, uint64_t occupied);

/* position.c */
static inline uint64_t occupied(const chess_pos *pos) { return pos->by_color[0] | pos->by_color[1]; }
static inline uint64_t pieces(const chess_pos *pos, int color, int type) {
    return pos->by_color[color] & pos->by_type[type];
}
void chess__put_piece(chess_pos *pos, int sq, int piece);
void chess__remove_piece(chess_pos *pos, int sq);
/* Returns the square of `color`'s king, or -1 when it has none (exercise positions). */
int chess__king_square(const chess_pos *pos, int color);
/* The pieces of `by_color` that attack sq, given the occupancy. */
uint64_t chess__attackers_to(const chess_pos *pos, int sq, uint64_t occ, int by_color);
/* Returns 1 if an en passant capture is legal in pos. */
int chess__en_passant_capture_legal(const chess_pos *pos);
/* chess_make_move without the debug invariant check, for trying a move that may leave the king
** in check (en passant legality). */
void chess__make_move_unchecked(const chess_pos *pos, chess_move move, chess_pos *out);
/* The first FEN_* rule pos breaks (kings, pawns, piece counts, castling, en passant, check), or 0. */
int chess__position_rule_error(const chess_pos *pos);
/* The castling rights lost when a piece moves from or to sq. */
int chess__castling_rights_touched(int sq);

/* The square of the man `move` captures in pos (the pawn's square for en passant), or
** CHESS_NO_SQUARE for a move that captures nothing. */
static inline int chess__captured_square(const chess_pos *pos, chess_move move) {
    int kind = CHESS_MOVE_KIND(move), to = CHESS_MOVE_TO(move);
    if (kind == CHESS_MOVE_EN_PASSANT) return CHESS_SQUARE(CHESS_FILE(to), CHESS_RANK(CHESS_MOVE_FROM(move)));
    if (kind == CHESS_MOVE_PASS || kind == CHESS_MOVE_CASTLE || pos->board[to] == CHESS_EMPTY) return CHESS_NO_SQUARE;
    return to;
}

/* movegen.c */
int chess__generate_legal(const chess_pos *pos, chess_move *moves, size_t cap, uint64_t from_mask);
#endif
