/* Exercise kinds MATE_IN_ONE and CHECK_IN_ONE (chess.h): the drawings, and the goal's moves over
** the core's legal moves. */
#include "generate.h"

static void draw_mate(chess__drawing *d, chess__rng *r, int piece, int difficulty) {
    /* The king to be mated on an edge (rank 8 for an easy queen or rook mate), its own men around
    ** it, and half the time a pawn of its own anywhere. */
    int easy = difficulty == 1 && (piece == CHESS_ROOK || piece == CHESS_QUEEN || piece == CHESS_GENERATE_PIECE_TWO_ROOKS);
    uint64_t edge = easy ? GEN_RANKS(7, 7) : GEN_RANKS(7, 7) | 0x8181818181818181ull;
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, edge);
    int blockers = chess__rng_below(r, difficulty + 2);
    for (int i = 0; i < blockers; i++) {
        int type = difficulty > 1 && i == 0 && chess__rng_below(r, 2) ? CHESS_BISHOP + chess__rng_below(r, 2) - 1 : CHESS_PAWN;
        chess__gen_put(d, r, CHESS_BLACK, type,
                       chess__gen_near(king, 1 + chess__rng_below(r, 2)) & (type == CHESS_PAWN ? GEN_RANKS(3, 6) : GEN_ALL));
    }
    /* The minor pieces and the pawn mate with their king's help: it stands close more often. */
    int helped = piece == CHESS_KNIGHT || piece == CHESS_BISHOP || piece == CHESS_PAWN;
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING,
                   chess__rng_below(r, 4) < (helped ? 3 : 2) ? chess__gen_near(king, 2) & ~chess__gen_near(king, 1) : GEN_ALL);
    if (piece == CHESS_GENERATE_PIECE_TWO_ROOKS) {
        chess__gen_put(d, r, CHESS_WHITE, CHESS_ROOK, GEN_ALL);
        chess__gen_put(d, r, CHESS_WHITE, CHESS_ROOK, GEN_ALL);
    } else {
        chess__gen_put(d, r, CHESS_WHITE, piece,
                       piece == CHESS_PAWN     ? chess__gen_near(king, 2) & GEN_RANKS(1, 5)
                       : piece == CHESS_KNIGHT ? chess__gen_near(king, 3)
                                               : GEN_ALL);
    }
    /* A pawn elsewhere: from difficulty 2 always; at 1 half the time for the queen and the rooks,
    ** three times in four for a knight or bishop and always for a pawn, whose few mating shapes
    ** repeated without it (the same picture among 1,000 seeds). */
    if (difficulty > 1 || chess__rng_below(r, 4) < (piece == CHESS_PAWN ? 4 : helped ? 3 : 2))
        chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    if (chess__rng_below(r, 4)) chess__gen_put(d, r, CHESS_BLACK, CHESS_PAWN, GEN_RANKS(3, 6));
}

static void draw_check(chess__drawing *d, chess__rng *r, int piece, int difficulty) {
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1));
    chess__gen_put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? GEN_RANKS(1, 5) : GEN_ALL);
    if (difficulty > 1) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    int others = chess__rng_below(r, difficulty + 1);
    for (int i = 0; i < others; i++) {
        int type = chess__rng_below(r, 2) ? CHESS_PAWN : CHESS_KNIGHT + chess__rng_below(r, 3);
        chess__gen_put(d, r, CHESS_BLACK, type, type == CHESS_PAWN ? GEN_RANKS(3, 6) : GEN_ALL);
    }
}

/* The moves of the side to move that give mate (mate != 0) or check; -1 when one is not the
** given piece type's, or is a promotion, or there are more than the buffer holds. */
static int checking_moves(const chess_pos *pos, int type, int mate, chess_move *out) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        if (mate ? !chess__gen_mated(&after) : !chess_in_check(&after)) continue;
        if (CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(moves[i])]) != type || CHESS_MOVE_IS_PROMOTION(moves[i]) ||
            found == CHESS_EXERCISE_MAX_SOLUTIONS)
            return -1;
        out[found++] = moves[i];
    }
    return found;
}

static int draw(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    (void)marks;
    if (ex->kind == CHESS_EXERCISE_KIND_MATE_IN_ONE)
        draw_mate(d, r, ex->piece, ex->difficulty);
    else
        draw_check(d, r, ex->piece, ex->difficulty);
    return 0;
}

int chess__gen_mate_or_check(chess_exercise *ex, chess__rng *r) {
    int mate = ex->kind == CHESS_EXERCISE_KIND_MATE_IN_ONE, marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw, &pos, marks)) return 0;
    int type = ex->piece == CHESS_GENERATE_PIECE_TWO_ROOKS ? CHESS_ROOK : ex->piece;
    /* A check asked for beside a man to take for nothing teaches to pass the free man by (the
    ** pictures showed a king beside a lone rook it could take, asked for a check). */
    if (!mate && chess__gen_gift(&pos)) return 0;
    int found = checking_moves(&pos, type, mate, ex->solutions);
    if (found <= 0) return 0;
    if (!mate && found > (ex->difficulty == 1 ? CHESS_EXERCISE_MAX_SOLUTIONS : ex->difficulty == 2 ? 4 : 2)) return 0;
    ex->solution_count = (uint8_t)found;
    return 1;
}
