/* Shared by the files of the can-mate analysis (chess_can_mate): canmate.c runs the stages in
** order; frozen.c, placements.c and helpmate.c are the stages. Only these files include it. */
#ifndef CHESS_CANMATE_H
#define CHESS_CANMATE_H
#include "internal.h"

/* For code that runs only in the full analysis: small beats fast in the wasm download. */
#if defined(__clang__)
#define SMALL __attribute__((minsize))
#else
#define SMALL
#endif

#ifndef PATTERN_WORK_LIMIT
#define PATTERN_WORK_LIMIT 200000 /* exact tests of a placement, a few microseconds each */
#endif
#ifndef PATTERN_MIN_BUDGET
#define PATTERN_MIN_BUDGET 100000u /* the placements run in the full analysis only, not after every move */
#endif

static inline int chess__chebyshev(int a, int b) {
    int df = CHESS_FILE(a) - CHESS_FILE(b), dr = CHESS_RANK(a) - CHESS_RANK(b);
    if (df < 0) df = -df;
    if (dr < 0) dr = -dr;
    return df > dr ? df : dr;
}

/* Stage 1 (canmate.c): 1 when `attacker`'s material can never mate, whatever the pawns do. */
int chess__material_no_mate(const chess_pos *pos, int attacker);

/* Stage 2 (frozen.c): 1 when the pawns are frozen for good and no mate by `attacker` fits
** inside the walls. */
int chess__frozen_no_mate(const chess_pos *pos, int attacker);

/* Stage 2b (placements.c): with no pawns, one piece for `attacker` and at most one for the
** defender, 1 when no placement of these men, or of those left after the defender's piece is
** taken, is a mate. Captures only remove men and without pawns nothing is ever added, so every
** reachable position is such a placement. `work`: exact tests allowed; 0 when it runs out. */
int chess__pattern_no_mate(const chess_pos *pos, int attacker, int32_t work);

/* Mate placements for the target walk (stage 3), nearest first. A placement names four men: the
** defender's king, the attacker's king, one attacking piece and one defending piece (type 0:
** none); other men are left out of the pattern. For each, the moves a man of that type needs
** to reach its square from every square, on an empty board: a heuristic only. */
#ifndef TARGET_COUNT
#define TARGET_COUNT 12
#endif
typedef struct mate_targets {
    int count, attacker;
    uint8_t types[TARGET_COUNT][4];
    int8_t squares[TARGET_COUNT][4];
    int plies[TARGET_COUNT]; /* from the position searched: the nearest are kept */
    uint8_t dist[TARGET_COUNT][4][64];
} mate_targets;

/* Fills *ts with the mate placements nearest to pos for each type of `attacker`'s pieces, with
** each type of defending piece or none, and their distance tables. Returns how many. */
int chess__collect_mate_targets(const chess_pos *pos, int attacker, mate_targets *ts);

/* The moves each side needs to bring its men of the pattern (types, target) to their squares,
** the nearest man of each type taking each role; 999 when a role has no man left. `dist`: the
** target's tables, or NULL to measure afresh. need[0]: defender, need[1]: attacker. */
void chess__mate_needs(const chess_pos *pos, int attacker, const uint8_t *types, const int8_t *target,
                       const uint8_t (*dist)[64], int *need);

/* Fewest plies to the pattern with the attacker moving last (the defender is then to move, mated). */
static inline int chess__plies_from(const int *need, int attacker_to_move) {
    int a = attacker_to_move ? 2 * need[1] - 1 : 2 * need[1];
    int d = attacker_to_move ? 2 * need[0] + 1 : 2 * need[0];
    return a > d ? a : d;
}

/* Stage 3 (helpmate.c): the helpmate searches within budget. CHESS_CAN_MATE_YES on a mate
** found, NO when the full-width search saw every reachable position, else UNKNOWN. */
int chess__helpmate_search(const chess_pos *pos, int color, uint32_t budget);

/* Stage 3's full-width search alone, on the same quarter of the budget: the only search that
** proves a NO. Its YES and NO are chess__helpmate_search's for this budget and every larger one
** (the iterations are the same, each only given more room); it says UNKNOWN where the later
** searches, which can only find a mate, might still say YES. */
int chess__helpmate_proof(const chess_pos *pos, int color, uint32_t budget);
#endif
