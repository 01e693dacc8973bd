/* Exercise kinds CAPTURE and DOUBLE_CHECK (chess.h): the drawings, and the goal's moves over the
** core's legal moves. */
#include "generate.h"

/* The occupied squares of a drawing. */
static uint64_t drawn(const chess__drawing *d) {
    uint64_t set = 0;
    for (int sq = 0; sq < 64; sq++)
        if (d->board[sq] != CHESS_EMPTY) set |= 1ull << sq;
    return set;
}

/* ---- capture with a given piece ---------------------------------------------------------------- */

static int worth(int type) {
    static const int values[7] = {0, 1, 3, 3, 5, 9, 100};
    return values[type];
}

static int draw_capture(chess__drawing *d, chess__rng *r, int piece, int difficulty) {
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    int own_king = chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1));
    /* A pawn stands where none of its captures promotes. */
    int from = piece == CHESS_KING ? own_king : chess__gen_put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? GEN_RANKS(1, 5) : GEN_ALL);
    for (int i = 1; i < difficulty; i++) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    for (int i = 0; i < difficulty; i++) {
        int type = CHESS_PAWN + chess__rng_below(r, 4);
        /* The first where the piece can take it, the others anywhere. */
        uint64_t reach = piece == CHESS_PAWN ? chess__pawn_attacks(from, CHESS_WHITE) : chess__piece_attacks(piece, from, drawn(d));
        uint64_t allowed = (i == 0 ? reach : GEN_ALL) & (type == CHESS_PAWN ? GEN_RANKS(2, 6) : GEN_ALL);
        if (chess__gen_put(d, r, CHESS_BLACK, type, allowed) < 0) return -1;
    }
    return from;
}

/* marks: the capturing piece. */
static int draw_capture_mark(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    return marks[0] = draw_capture(d, r, ex->piece, ex->difficulty);
}

int chess__gen_capture(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw_capture_mark, &pos, marks)) return 0;
    int from = marks[0];
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        if (!chess_move_captured(&pos, moves[i])) continue;
        if (CHESS_MOVE_FROM(moves[i]) != from || CHESS_MOVE_IS_PROMOTION(moves[i])) return 0;
        /* A child is not taught to give a queen for a pawn: no capture of a defended man worth
        ** less than the piece. */
        chess_pos after;
        chess_make_move(&pos, moves[i], &after);
        int to = CHESS_MOVE_TO(moves[i]);
        if (worth(CHESS_PIECE_TYPE(chess_move_captured(&pos, moves[i]))) < worth(CHESS_PIECE_TYPE(pos.board[from])) &&
            chess__attackers_to(&after, to, occupied(&after), after.side))
            return 0;
        ex->solutions[found++] = moves[i];
    }
    if (found == 0 || found > (ex->difficulty == 1 ? 1 : 2)) return 0;
    ex->solution_count = (uint8_t)found;
    ex->target = (int8_t)from;
    return 1;
}

/* ---- double check ------------------------------------------------------------------------------ */

static const int8_t steps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

/* The slider on a line to the other king, a man of its own between, at most 5 men a side. */
static int draw_double(chess__drawing *d, chess__rng *r, int slider, int difficulty) {
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    int first = slider == CHESS_BISHOP ? 4 : 0, count = slider == CHESS_QUEEN ? 8 : 4;
    int dir = first + chess__rng_below(r, count), diagonal = dir >= 4;
    int line[8], length = 0;
    for (int f = CHESS_FILE(king) + steps[dir][0], k = CHESS_RANK(king) + steps[dir][1]; f >= 0 && f < 8 && k >= 0 && k < 8;
         f += steps[dir][0], k += steps[dir][1])
        line[length++] = CHESS_SQUARE(f, k);
    if (length < 3) return -1;
    int at = 2 + chess__rng_below(r, length - 2); /* the slider, 3 or more squares away */
    int between = chess__rng_below(r, at);        /* the man between */
    d->board[line[at]] = (uint8_t)CHESS_PIECE(CHESS_WHITE, slider);
    d->men[CHESS_WHITE]++;
    static const uint8_t fronts[2][3] = {{CHESS_KNIGHT, CHESS_BISHOP, CHESS_PAWN}, {CHESS_KNIGHT, CHESS_ROOK, CHESS_PAWN}};
    int front = fronts[diagonal][chess__rng_below(r, 3)];
    if (front == CHESS_PAWN && (CHESS_RANK(line[between]) < 1 || CHESS_RANK(line[between]) > 5)) front = CHESS_KNIGHT;
    d->board[line[between]] = (uint8_t)CHESS_PIECE(CHESS_WHITE, front);
    d->men[CHESS_WHITE]++;
    uint64_t on_line = 0;
    for (int i = 0; i < length; i++) on_line |= 1ull << line[i];
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1) & ~on_line);
    for (int i = 1; i < difficulty; i++) {
        int type = chess__rng_below(r, 2) ? CHESS_PAWN : CHESS_KNIGHT + chess__rng_below(r, 2);
        chess__gen_put(d, r, CHESS_BLACK, type, type == CHESS_PAWN ? GEN_RANKS(2, 6) : GEN_ALL);
    }
    return 0;
}

static int draw_double_mark(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    (void)marks;
    return draw_double(d, r, ex->piece, ex->difficulty);
}

int chess__gen_double_check(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    /* No man to take for nothing beside the double check asked for (the pictures showed a knight
    ** left for the rook behind it to take). */
    if (!chess__gen_drawn_position(ex, r, draw_double_mark, &pos, marks) || chess__gen_gift(&pos)) return 0;
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(&pos, moves[i], &after);
        if (popcount(chess__gen_checkers(&after)) < 2) continue;
        if (CHESS_MOVE_IS_PROMOTION(moves[i]) || found == CHESS_EXERCISE_MAX_SOLUTIONS) return 0;
        ex->solutions[found++] = moves[i];
    }
    if (found == 0) return 0;
    ex->solution_count = (uint8_t)found;
    return 1;
}
