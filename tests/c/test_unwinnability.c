/* chess_can_mate against the CHA-Solver suite (../shared/testdata/unwinnability/positions.txt):
** 3,414 positions labelled by who can still mate. The hard bar: no answer contradicts a label.
** On each, chess_can_mate_proof and chess_is_dead_position (what the board's wasm module carries)
** must agree with the whole analysis.
** Agreement and unknown rates are printed (the benchmark measures them at the full budget).
** Positions our FEN reader rejects as impossible (more promoted men than pawns could make)
** are counted and skipped. */
#include <stdlib.h>
#include <string.h>
#include "testing.h"
#include "chess.h"

/* Smaller than the full budget, to keep the test suite quick; soundness holds at any budget. */
#define TEST_BUDGET 5000u
/* The placement proof for a few men without pawns (placements.c) runs only from a budget
** of 100,000: positions with at most four men and no pawns are checked again at that budget. */
#define SMALL_BUDGET 100000u

/* At most four men and no pawns, in FEN's placement field. */
static int small_pawnless(const char *fen) {
    int men = 0;
    for (const char *c = fen; *c && *c != ' '; c++) {
        if (*c == 'p' || *c == 'P') return 0;
        if (strchr("KQRBNkqrbn", *c)) men++;
    }
    return men <= 4;
}

TEST(art_5_2_2_unwinnability_suite_no_wrong_answer) {
    const char *path = CHESS_TESTDATA_DIR "/unwinnability/positions.txt";
    FILE *f = fopen(path, "r");
    if (!f) fprintf(stderr, "cannot open %s\n", path);
    CHECK(f != NULL);
    if (!f) return;
    char line[512];
    int positions = 0, rejected = 0, calls = 0, agree = 0, unknown = 0, wrong = 0, shown = 0;
    int proof_differs = 0, dead_differs = 0, dead_count = 0, quick_no[2] = {0, 0};
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strlen(line) < 5) continue;
        line[strcspn(line, "\r\n")] = 0;
        positions++;
        chess_pos pos;
        if (chess_fen_parse(&pos, line + 3, 0) != 0) {
            rejected++;
            continue;
        }
        int small = small_pawnless(line + 3);
        for (int color = 0; color < 2; color++) {
            int label_yes = line[color] != '-';
            int answer = chess_can_mate(&pos, color, small ? SMALL_BUDGET : TEST_BUDGET);
            /* The proofs alone (the board's wasm module has no more): each YES or NO is the
            ** answer of the whole analysis, with the quick budget and with a larger one. */
            int proof = chess_can_mate_proof(&pos, color, CHESS_CAN_MATE_QUICK_BUDGET);
            int quick = chess_can_mate(&pos, color, CHESS_CAN_MATE_QUICK_BUDGET);
            if (proof != CHESS_CAN_MATE_UNKNOWN && (proof != quick || proof != answer)) {
                proof_differs++;
                fprintf(stderr, "PROOF DIFFERS: %s: proof %s, quick %s, budget %u %s for %s\n", line,
                        chess_can_mate_name(proof), chess_can_mate_name(quick), small ? SMALL_BUDGET : TEST_BUDGET,
                        chess_can_mate_name(answer), color ? "black" : "white");
            }
            if (proof == CHESS_CAN_MATE_UNKNOWN && quick == CHESS_CAN_MATE_NO) proof_differs++; /* NO only by a proof */
            quick_no[color] = quick == CHESS_CAN_MATE_NO;
            calls++;
            if (answer == CHESS_CAN_MATE_UNKNOWN) {
                unknown++;
            } else if ((answer == CHESS_CAN_MATE_YES) == label_yes) {
                agree++;
            } else {
                wrong++;
                fprintf(stderr, "WRONG: %s says %s for %s\n", line, chess_can_mate_name(answer),
                        color ? "black" : "white");
            }
            if (answer == CHESS_CAN_MATE_UNKNOWN && shown < 3) {
                shown++;
                printf("  unknown for %s: %s\n", color ? "black" : "white", line);
            }
        }
        /* The dead-position test after every move: the same verdict as the whole analysis's. */
        int dead = chess_is_dead_position(&pos, CHESS_CAN_MATE_QUICK_BUDGET);
        if (dead != (quick_no[0] && quick_no[1])) {
            dead_differs++;
            fprintf(stderr, "DEAD POSITION DIFFERS: %s: %d\n", line, dead);
        }
        dead_count += dead;
    }
    fclose(f);
    printf("unwinnability: %d positions, %d rejected as impossible by the FEN reader\n", positions, rejected);
    printf("unwinnability: %d answers at budget %u (%u with at most four men and no pawns): %d agree (%.1f%%), "
           "%d unknown (%.1f%%), %d wrong\n",
           calls, TEST_BUDGET, SMALL_BUDGET, agree, 100.0 * agree / (calls ? calls : 1), unknown, 100.0 * unknown / (calls ? calls : 1),
           wrong);
    printf("unwinnability: %d dead at the quick budget; chess_can_mate_proof and chess_is_dead_position "
           "differ from chess_can_mate %d and %d times\n", dead_count, proof_differs, dead_differs);
    CHECK(positions >= 3400);
    CHECK_INT(wrong, 0);
    CHECK_INT(proof_differs, 0);
    CHECK_INT(dead_differs, 0);
    CHECK(dead_count > 100);
}

int main(void) {
    RUN(art_5_2_2_unwinnability_suite_no_wrong_answer);
    return testing_report();
}
