/* Attack sets (Articles 3.2 to 3.8): what each piece attacks from a square.
** Sliders use the obstruction-difference method on line masks built by shifts, so no lookup
** tables are stored: the wasm stays small and nothing needs initialising. */
#include "internal.h"

static const uint64_t NOT_FILE_A = ~FILE_A;
static const uint64_t NOT_FILE_H = ~FILE_H;
static const uint64_t NOT_FILES_AB = ~(FILE_A | (FILE_A << 1));
static const uint64_t NOT_FILES_GH = ~(FILE_H | (FILE_H >> 1));

uint64_t chess__knight_attacks(int sq) {
    uint64_t b = BIT(sq);
    return ((b << 17) & NOT_FILE_A) | ((b << 15) & NOT_FILE_H) | ((b << 10) & NOT_FILES_AB) |
           ((b << 6) & NOT_FILES_GH) | ((b >> 17) & NOT_FILE_H) | ((b >> 15) & NOT_FILE_A) |
           ((b >> 10) & NOT_FILES_GH) | ((b >> 6) & NOT_FILES_AB);
}

uint64_t chess__king_attacks(int sq) {
    uint64_t b = BIT(sq);
    uint64_t row = b | ((b << 1) & NOT_FILE_A) | ((b >> 1) & NOT_FILE_H);
    return (row | (row << 8) | (row >> 8)) ^ b;
}

uint64_t chess__pawns_attacks(uint64_t pawns, int color) {
    if (color == CHESS_WHITE) return ((pawns << 9) & NOT_FILE_A) | ((pawns << 7) & NOT_FILE_H);
    return ((pawns >> 7) & NOT_FILE_A) | ((pawns >> 9) & NOT_FILE_H);
}

uint64_t chess__pawn_attacks(int sq, int color) { return chess__pawns_attacks(BIT(sq), color); }

static uint64_t file_mask(int sq) { return FILE_A << (sq & 7); }
static uint64_t rank_mask(int sq) { return RANK_1 << (sq & 56); }

static uint64_t diagonal_mask(int sq) { /* a1-h8 direction */
    const uint64_t main = 0x8040201008040201ULL;
    int d = (sq & 7) - (sq >> 3);
    return d >= 0 ? main >> (8 * d) : main << (-8 * d);
}

static uint64_t antidiagonal_mask(int sq) { /* h1-a8 direction */
    const uint64_t anti = 0x0102040810204080ULL;
    int s = (sq & 7) + (sq >> 3);
    return s <= 7 ? anti >> (8 * (7 - s)) : anti << (8 * (s - 7));
}

/* The squares attacked along `line` (which excludes sq) from sq: up to and including the
** nearest blocker on each side. */
static uint64_t line_attacks(int sq, uint64_t occupied, uint64_t line) {
    uint64_t lower = occupied & line & (BIT(sq) - 1);
    uint64_t upper = occupied & line & (~1ULL << sq);
    uint64_t nearest_lower = 0x8000000000000000ULL >> __builtin_clzll(lower | 1);
    return line & (upper ^ (upper - nearest_lower));
}

uint64_t chess__bishop_attacks(int sq, uint64_t occupied) {
    uint64_t self = BIT(sq);
    return line_attacks(sq, occupied, diagonal_mask(sq) ^ self) |
           line_attacks(sq, occupied, antidiagonal_mask(sq) ^ self);
}

uint64_t chess__rook_attacks(int sq, uint64_t occupied) {
    uint64_t self = BIT(sq);
    return line_attacks(sq, occupied, file_mask(sq) ^ self) |
           line_attacks(sq, occupied, rank_mask(sq) ^ self);
}

uint64_t chess__piece_attacks(int type, int sq, uint64_t occupied) {
    switch (type) {
    case CHESS_KNIGHT: return chess__knight_attacks(sq);
    case CHESS_BISHOP: return chess__bishop_attacks(sq, occupied);
    case CHESS_ROOK: return chess__rook_attacks(sq, occupied);
    case CHESS_QUEEN: return chess__bishop_attacks(sq, occupied) | chess__rook_attacks(sq, occupied);
    default: return chess__king_attacks(sq);
    }
}

uint64_t chess__line_through(int a, int b) {
    if (a == b) return 0;
    if ((a & 7) == (b & 7)) return file_mask(a);
    if ((a >> 3) == (b >> 3)) return rank_mask(a);
    if ((a & 7) - (a >> 3) == (b & 7) - (b >> 3)) return diagonal_mask(a);
    if ((a & 7) + (a >> 3) == (b & 7) + (b >> 3)) return antidiagonal_mask(a);
    return 0;
}

uint64_t chess__between_squares(int a, int b) {
    uint64_t line = chess__line_through(a, b);
    if (!line) return 0;
    /* Seen from a with only b on the board, and from b with only a: the overlap lies between. */
    uint64_t from_a = line_attacks(a, BIT(b), line ^ BIT(a));
    uint64_t from_b = line_attacks(b, BIT(a), line ^ BIT(b));
    return from_a & from_b;
}
