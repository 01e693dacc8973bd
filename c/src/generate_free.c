/* Exercise kind CAPTURE_FREE (chess.h): the drawing, and "free" proved by the core's
** chess_capture_is_free (exchange.c). */
#include "generate.h"

static void draw_capture(chess__drawing *d, chess__rng *r, int piece, int difficulty, int *target, int *decoy) {
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1));
    chess__gen_put(d, r, CHESS_WHITE, piece, GEN_ALL);
    if (difficulty == 3) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    int type = CHESS_PAWN + chess__rng_below(r, 4);
    *target = chess__gen_put(d, r, CHESS_BLACK, type, type == CHESS_PAWN ? GEN_RANKS(3, 6) : GEN_ALL);
    *decoy = CHESS_NO_SQUARE;
    if (difficulty > 1) {
        type = CHESS_KNIGHT + chess__rng_below(r, 4);
        *decoy = chess__gen_put(d, r, CHESS_BLACK, type, GEN_ALL);
        if (*decoy >= 0) chess__gen_put(d, r, CHESS_BLACK, CHESS_PAWN, chess__gen_near(*decoy, 1) & GEN_RANKS(3, 6));
    }
}

/* The free captures of `target` into out, if every capture of it is free and made by a piece of
** `type`, none elsewhere is free, and (decoy >= 0) the decoy can be taken but not for free; else -1. */
static int free_captures(const chess_pos *pos, int type, int target, int decoy, chess_move *out) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), found = 0, decoy_taken = 0;
    /* First the cheap tests: the target can be taken, and only by the given piece. */
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_TO(moves[i]) != target || !chess_move_captured(pos, moves[i])) continue;
        if (CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(moves[i])]) != type) return -1;
        found++;
    }
    if (found == 0) return -1;
    /* Then the proofs, the target's captures first: most candidates fail there. */
    found = 0;
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_TO(moves[i]) != target || !chess_move_captured(pos, moves[i])) continue;
        if (!chess_capture_is_free(pos, moves[i]) || found == CHESS_EXERCISE_MAX_SOLUTIONS) return -1;
        out[found++] = moves[i];
    }
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_TO(moves[i]) == target || !chess_move_captured(pos, moves[i])) continue;
        if (chess_capture_is_free(pos, moves[i])) return -1;
        if (CHESS_MOVE_TO(moves[i]) == decoy) decoy_taken = 1;
    }
    return found > 0 && (decoy < 0 || decoy_taken) ? found : -1;
}

/* marks: the target, the decoy. */
static int draw(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    draw_capture(d, r, ex->piece, ex->difficulty, &marks[0], &marks[1]);
    return marks[0] < 0 || (ex->difficulty > 1 && marks[1] < 0) ? -1 : 0;
}

int chess__gen_capture_free(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw, &pos, marks)) return 0;
    int target = marks[0], decoy = marks[1];
    int found = free_captures(&pos, ex->piece, target, decoy, ex->solutions);
    if (found <= 0) return 0;
    ex->target = (int8_t)target;
    ex->decoy = (int8_t)decoy;
    ex->solution_count = (uint8_t)found;
    return 1;
}
