/* Perft against the published counts in ../shared/testdata/perft-cpw.epd: every position, every
** depth whose count is at most 10^7 leaves (deeper ones run in `npm run bench`). */
#include <stdlib.h>
#include "testing.h"
#include "chess.h"

#define MAX_LEAVES 10000000ULL

static int positions_checked, depths_checked;

TEST(perft_matches_published_counts) {
    FILE *f = fopen(CHESS_TESTDATA_DIR "/perft-cpw.epd", "r");
    CHECK(f != NULL);
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char *semicolon = strchr(line, ';');
        if (!semicolon) continue;
        *semicolon = '\0';
        chess_pos pos;
        int err = chess_fen_parse(&pos, line, 0);
        CHECK_INT(err, 0);
        if (err) continue;
        positions_checked++;
        for (char *p = semicolon + 1; (p = strchr(p, 'D')) != NULL; p++) {
            int depth = atoi(p + 1);
            unsigned long long expected = strtoull(strchr(p, ' ') + 1, NULL, 10);
            if (expected > MAX_LEAVES) continue;
            unsigned long long got = chess_perft(&pos, depth);
            if (got != expected) fprintf(stderr, "perft %d of %s: %llu, expected %llu\n", depth, line, got, expected);
            CHECK(got == expected);
            depths_checked++;
        }
    }
    fclose(f);
    CHECK_INT(positions_checked, 7);
    CHECK(depths_checked >= 28);
}

int main(void) {
    RUN(perft_matches_published_counts);
    printf("perft: %d positions, %d depths checked\n", positions_checked, depths_checked);
    return testing_report();
}
