/* Helpers shared by the core's modules. Not part of the public API: only c/src includes it. */
#ifndef CHESS_INTERNAL_H
#define CHESS_INTERNAL_H
#include "chess.h"
#include <string.h>

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
uint64_t knight_attacks(int sq);
uint64_t king_attacks(int sq);
uint64_t pawn_attacks(int sq, int color);          /* squares a pawn of `color` on sq attacks */
uint64_t pawns_attacks(uint64_t pawns, int color); /* all squares a set of pawns attacks */
uint64_t bishop_attacks(int sq, uint64_t occupied);
uint64_t rook_attacks(int sq, uint64_t occupied);
uint64_t between_squares(int a, int b); /* squares strictly between a and b on a line, else 0 */
uint64_t line_through(int a, int b);    /* the whole line through a and b, else 0 */

/* position.c */
static inline uint64_t occupied(const chess_pos *pos) { return pos->by_color[0] | pos->by_color[1]; }
static inline uint64_t pieces(const chess_pos *pos, int color, int type) {
    return pos->by_color[color] & pos->by_type[type];
}
void put_piece(chess_pos *pos, int sq, int piece);
void remove_piece(chess_pos *pos, int sq);
/* Returns the square of `color`'s king, or -1 when it has none (exercise positions). */
int king_square(const chess_pos *pos, int color);
/* The pieces of `by_color` that attack sq, given the occupancy. */
uint64_t attackers_to(const chess_pos *pos, int sq, uint64_t occ, int by_color);
/* Returns 1 if an en passant capture is legal in pos. */
int en_passant_capture_legal(const chess_pos *pos);
/* chess_make_move without the debug invariant check, for trying a move that may leave the king
** in check (en passant legality). */
void make_move_unchecked(const chess_pos *pos, chess_move move, chess_pos *out);
/* The first FEN_* rule pos breaks (kings, pawns, piece counts, castling, en passant, check), or 0. */
int position_rule_error(const chess_pos *pos);
/* The castling rights lost when a piece moves from or to sq. */
int castling_rights_touched(int sq);

/* movegen.c */
int generate_legal(const chess_pos *pos, chess_move *moves, size_t cap, uint64_t from_mask);
#endif
