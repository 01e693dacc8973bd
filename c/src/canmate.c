/* Can a side still checkmate? (Article 5.2(2) dead position; 6.10 loss on time.)
**
** Sound by construction: NO comes only from a proof, YES only from a mate found, and everything
** else is UNKNOWN. The stages, cheapest first, each in a file of its own:
**   1. terminal positions and material (a lone king, a lone knight against a bare king): here;
**   2. frozen pawns, where every piece stays in its region and no square of the defending
**      king's region can be a mate square: frozen.c;
**   2b. few men and no pawns (one piece against at most one; full analysis only): every placement
**      of the men, and of those left after a capture, is tried: placements.c;
**   3. helpmate searches, full-width (which can also prove a NO), the target walk, guided and
**      narrow: helpmate.c.
** chess_can_mate_proof runs the stages that can say NO (all but the last three searches), which
** is all that chess_is_dead_position needs.
** The ideas follow Ambrona's CHA (FUN 2022); the code is our own. */
#include "canmate.h"

static const char *const ANSWER_NAMES[] = {CHESS_CAN_MATE_LIST(CHESS_NAME_ENTRY)};

const char *chess_can_mate_name(int answer) {
    return chess__name_of(ANSWER_NAMES, sizeof ANSWER_NAMES / sizeof *ANSWER_NAMES, answer);
}

int chess__material_no_mate(const chess_pos *pos, int attacker) {
    uint64_t mine = pos->by_color[attacker] & ~pos->by_type[CHESS_KING];
    uint64_t theirs = pos->by_color[!attacker] & ~pos->by_type[CHESS_KING];
    if (!mine) return 1; /* a lone king gives no check */
    /* King and knight against a bare king: no mate position exists (the defender has nothing to
    ** block a flight square, and a knight with a king never covers them all). */
    if (!theirs && !(mine & ~pos->by_type[CHESS_KNIGHT]) && popcount(mine) == 1) return 1;
    return 0;
}

/* The answers that need no search: no king to mate, a game that is over, stages 1 and 2.
** Returns CHESS_CAN_MATE_YES or _NO, or 0 when a search must decide. */
static int answer_without_search(const chess_pos *pos, int color) {
    if (chess__king_square(pos, !color) < 0) return CHESS_CAN_MATE_NO; /* no king to mate */
    if (chess_count_legal_moves(pos) == 0) {
        /* The game is over: a mate given by `color` counts; anything else ends it without one. */
        return pos->side != color && chess_in_check(pos) ? CHESS_CAN_MATE_YES : CHESS_CAN_MATE_NO;
    }
    if (chess__material_no_mate(pos, color)) return CHESS_CAN_MATE_NO;
    if (chess__frozen_no_mate(pos, color)) return CHESS_CAN_MATE_NO;
    return 0;
}

/* The answer of chess_can_mate (with chess__helpmate_search) or chess_can_mate_proof (with
** chess__helpmate_proof): the tests that need no search, then the search. */
static int can_mate_with(const chess_pos *pos, int color, uint32_t budget,
                         int (*helpmate)(const chess_pos *, int, uint32_t)) {
    CHESS_API_CHECK(pos && CHESS_VALID_COLOR(color));
    int answer = answer_without_search(pos, color);
    if (answer) return answer;
    /* The placements prove NO only from PATTERN_MIN_BUDGET: a caller that never passes as much
    ** (the board's wasm module asks with the quick budget alone) links none of their code. */
    if (budget >= PATTERN_MIN_BUDGET && chess__pattern_no_mate(pos, color, PATTERN_WORK_LIMIT)) return CHESS_CAN_MATE_NO;
    return helpmate(pos, color, budget);
}

int chess_can_mate(const chess_pos *pos, int color, uint32_t budget) {
    return can_mate_with(pos, color, budget, chess__helpmate_search);
}

int chess_can_mate_proof(const chess_pos *pos, int color, uint32_t budget) {
    return can_mate_with(pos, color, budget, chess__helpmate_proof);
}

int chess_is_dead_position(const chess_pos *pos, uint32_t budget) {
    CHESS_API_CHECK(pos);
    /* Only a NO for both sides makes a dead position, and only the proofs say NO. */
    return chess_can_mate_proof(pos, CHESS_WHITE, budget) == CHESS_CAN_MATE_NO &&
           chess_can_mate_proof(pos, CHESS_BLACK, budget) == CHESS_CAN_MATE_NO;
}
