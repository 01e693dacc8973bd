/* Shared by the exercise generators (chess_generate): generate.c draws, writes and checks a
** candidate and runs the tries; generate_*.c are the kinds, each with its own drawing and goal.
** Only these files include it. Every drawing is made for White solving (White to move) and
** mirrored for Black when written (ranks reversed, colours swapped). */
#ifndef CHESS_GENERATE_H
#define CHESS_GENERATE_H
#include "internal.h"
#include <string.h>

/* splitmix64, in the caller's struct */
typedef struct chess__rng {
    uint64_t state;
} chess__rng;

static inline uint64_t chess__rng_next(chess__rng *r) {
    uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* 0..n-1 (n >= 1) */
static inline int chess__rng_below(chess__rng *r, int n) { return (int)(((chess__rng_next(r) >> 32) * (uint64_t)n) >> 32); }

/* A drawing: the pieces on their squares, White solving. */
typedef struct chess__drawing {
    uint8_t board[64];
    int men[2];
} chess__drawing;

#define GEN_RANKS(lo, hi) ((~0ull << (8 * (lo))) & (~0ull >> (8 * (7 - (hi))))) /* ranks lo..hi, 0-based */
#define GEN_ALL (~0ull)
#define GEN_EDGE 0xff818181818181ffull /* the board's outer ring */

static inline int chess__gen_distance(int a, int b) {
    int df = CHESS_FILE(a) - CHESS_FILE(b), dr = CHESS_RANK(a) - CHESS_RANK(b);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

/* The square a drawing's square becomes once written for `side`. */
static inline int chess__gen_mirror(int square, int side) { return side == CHESS_WHITE ? square : square ^ 56; }

/* Puts a piece of `color` and `type` on a random empty square of `allowed`; its square or -1. */
int chess__gen_put(chess__drawing *d, chess__rng *r, int color, int type, uint64_t allowed);

/* The squares within `radius` king steps of `square`. */
uint64_t chess__gen_near(int square, int radius);

/* Writes the drawing as FEN for `side` to move (mirrored when Black), parses it with `flags` into
** *pos and checks the limits every exercise keeps (chess.h); 1 if it passes, else 0. The side to
** move may stand in check: each kind says whether it may. */
int chess__gen_position(const chess__drawing *d, int side, unsigned flags, chess_pos *pos, char *fen);

/* A kind's drawing: fills *d (empty on entry) from `r` for ex's piece and difficulty, White
** solving, naming up to two of its squares in marks (CHESS_NO_SQUARE where none); -1 when the
** drawing fails, else 0 or more. */
typedef int chess__gen_draw(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]);
/* One candidate of a kind whose side to move is not in check: drawn by `draw`, written into
** ex->fen for ex->side (marks mirrored with it), parsed into *pos, within the limits, the side to
** move not in check and with a legal move. 1 if it passes, else 0. */
int chess__gen_drawn_position(chess_exercise *ex, chess__rng *r, chess__gen_draw *draw, chess_pos *pos, int marks[2]);
/* 1 if a capture of the side to move takes a man nothing can take back (a free gift). */
int chess__gen_gift(const chess_pos *pos);
/* 1 if the side to move is checkmated. */
static inline int chess__gen_mated(const chess_pos *pos) { return chess_in_check(pos) && chess_count_legal_moves(pos) == 0; }

/* The pieces giving check to the side to move. */
static inline uint64_t chess__gen_checkers(const chess_pos *pos) {
    return chess__attackers_to(pos, chess__king_square(pos, pos->side), occupied(pos), pos->side ^ 1);
}

/* The kinds: each fills *ex (fen, solutions and its own fields) from one candidate and returns 1,
** or returns 0 when the candidate fails; ex's kind, piece, side and difficulty are set. */
int chess__gen_mate_or_check(chess_exercise *ex, chess__rng *r);
int chess__gen_capture_free(chess_exercise *ex, chess__rng *r);
int chess__gen_stars(chess_exercise *ex, chess__rng *r);
int chess__gen_capture(chess_exercise *ex, chess__rng *r);
int chess__gen_double_check(chess_exercise *ex, chess__rng *r);
int chess__gen_escape(chess_exercise *ex, chess__rng *r);
int chess__gen_quiz(chess_exercise *ex, chess__rng *r);
int chess__gen_lone_king(chess_exercise *ex, chess__rng *r);
int chess__gen_fork(chess_exercise *ex, chess__rng *r);
int chess__gen_pin(chess_exercise *ex, chess__rng *r);

/* The ways out of check a legal move of the side in check takes (CHESS_ESCAPE_* bits). */
int chess__gen_escape_way(const chess_pos *pos, chess_move move);

#endif /* CHESS_GENERATE_H */
