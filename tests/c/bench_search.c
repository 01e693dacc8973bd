/* bench_search: the practice partner's figures, natively. Not a CTest test: timing and match
** results belong to the benchmarks. usage: bench_search [GAMES]   (default 20)
** Prints one "key: value" line per figure:
**   - search speed in nodes per second, and as a ratio to perft's leaf rate in the same run
**     (the reference: the same move generator without the search around it);
**   - the mean and worst time of a level-5 move;
**   - a match of level 5 against level 1 (colours alternate, seeds differ per game), with level
**     5's score in percent (target >= 90), then each level against the one below (10 games);
**   - the level-5 defender against a perfect K+Q (and K+R) attacker taken from an independent
**     table: how many moves it survives, against the distance to mate (100% = perfect defence).
** Exit status 1 if level 5 scores under 90% or the defender ever survives longer than the table
** allows (which would mean the table or the rules are wrong). */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "chess.h"
#include "kxk_table.h"

static kxk_table table;
static chess_game game;

/* CPU time of this process: other jobs on a shared machine slow the wall clock, not this. */
static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static const char *const POSITIONS[] = {
    CHESS_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "2r3k1/pp3ppp/4p3/3n4/3P4/P4N1P/1P3PP1/3R2K1 b - - 0 25",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
};
#define POSITION_COUNT (sizeof POSITIONS / sizeof POSITIONS[0])

static void bench_speed(void) {
    double nodes = 0, seconds = 0, perft_nodes = 0, perft_seconds = 0, worst_move = 0;
    int level5 = chess_search_level_nodes(5);
    for (size_t i = 0; i < POSITION_COUNT; i++) {
        chess_pos pos;
        chess_fen_parse(&pos, POSITIONS[i], 0);
        double start = now_seconds();
        perft_nodes += (double)chess_perft(&pos, 4);
        perft_seconds += now_seconds() - start;
        chess_search_options options = {0, 1000000, CHESS_SEARCH_PLAY, 0, NULL, 0};
        chess_search_result result;
        start = now_seconds();
        chess_search_best(&pos, &options, &result);
        seconds += now_seconds() - start;
        nodes += result.nodes;
    }
    double move_seconds = 0;
    int moves = 0;
    for (size_t i = 0; i < POSITION_COUNT; i++)
        for (uint32_t seed = 0; seed < 4; seed++) {
            chess_pos pos;
            chess_fen_parse(&pos, POSITIONS[i], 0);
            chess_search_options options = {5, 0, CHESS_SEARCH_PLAY, seed, NULL, 0};
            chess_search_result result;
            double start = now_seconds();
            chess_search_best(&pos, &options, &result);
            double t = now_seconds() - start;
            move_seconds += t, moves++;
            if (t > worst_move) worst_move = t;
        }
    printf("search_nodes_per_second: %.0f\n", nodes / seconds);
    printf("perft_leaves_per_second: %.0f\n", perft_nodes / perft_seconds);
    printf("search_to_perft_ratio: %.3f\n", (nodes / seconds) / (perft_nodes / perft_seconds));
    printf("level5_budget_nodes: %d\n", level5);
    printf("level5_move_ms_mean: %.1f\n", move_seconds / moves * 1000);
    printf("level5_move_ms_worst: %.1f\n", worst_move * 1000);
}

/* One game from the initial position between level_a (playing color_a) and level_b, drawn
** after 600 plies if still going; returns level_a's points times 2 (0, 1 or 2). */
static int play_game(int level_a, int level_b, int game_number, int color_a, int *plies_out) {
    chess_game_init(&game, NULL, 0, CHESS_LAWS_CURRENT);
    while (game.outcome.result == CHESS_RESULT_ONGOING && game.ply_count < 600) {
        int level = game.pos.side == color_a ? level_a : level_b;
        chess_search_options options = {level, 0, CHESS_SEARCH_PLAY,
                                        (uint32_t)(game_number * 7919 + game.ply_count), game.keys, game.ply_count};
        chess_search_result result;
        if (chess_search_best(&game.pos, &options, &result) != 0) break;
        if (chess_game_play(&game, result.move) != 0) break;
    }
    *plies_out = game.ply_count;
    if (game.outcome.result == CHESS_RESULT_DRAW || game.outcome.result == CHESS_RESULT_ONGOING) return 1;
    int white_won = game.outcome.result == CHESS_RESULT_WHITE_WINS;
    return (white_won == (color_a == CHESS_WHITE)) ? 2 : 0;
}

/* Each level against the one below, `games` games, colours alternating: the levels should climb. */
static void bench_ladder(int games) {
    for (int level = 2; level <= 5; level++) {
        int points2 = 0, plies;
        for (int g = 0; g < games; g++) points2 += play_game(level, level - 1, 1000 + g, g % 2, &plies);
        printf("ladder_level%d_vs_level%d_score_percent: %.1f (%d games)\n", level, level - 1,
               50.0 * points2 / games, games);
    }
}

static int bench_match(int games) {
    int points2 = 0, wins = 0, draws = 0, losses = 0, total_plies = 0;
    double start = now_seconds();
    for (int g = 0; g < games; g++) {
        int plies, p = play_game(5, 1, g, g % 2 ? CHESS_BLACK : CHESS_WHITE, &plies);
        points2 += p, total_plies += plies;
        wins += p == 2, draws += p == 1, losses += p == 0;
    }
    double percent = games ? 50.0 * points2 / games : 0;
    printf("match_games: %d\n", games);
    printf("match_level5_wins_draws_losses: %d %d %d\n", wins, draws, losses);
    printf("match_level5_score_percent: %.1f\n", percent);
    printf("match_mean_game_plies: %.1f\n", games ? (double)total_plies / games : 0);
    printf("match_cpu_seconds: %.1f\n", now_seconds() - start);
    return percent >= 90.0;
}

/* The level-5 defender against the table's perfect attacker, from `count` positions with White
** to move and a mate at least min_moves away. Returns 0 if it ever outlived the table. */
static int bench_defender(int piece, const char *name, int count, int min_moves) {
    kxk_build(&table, piece);
    uint32_t state = 2024;
    double ratio_sum = 0;
    int perfect = 0, sound = 1, worst_moves = 0, worst_dtm = 0;
    double worst_ratio = 2;
    for (int tested = 0; tested < count;) {
        state = state * 1664525u + 1013904223u;
        int i = (int)((state >> 8) % KXK_SIZE), dtm_plies = table.white[i];
        if (dtm_plies < 2 * min_moves - 1) continue;
        char fen[CHESS_FEN_MAX];
        kxk_fen(&table, i >> 12, (i >> 6) & 63, i & 63, 1, fen);
        chess_pos pos;
        chess_fen_parse(&pos, fen, 0);
        int plies = 0;
        while (chess_count_legal_moves(&pos) > 0 && plies < 200) {
            chess_move moves[CHESS_MAX_MOVES], chosen = CHESS_MOVE_NONE;
            if (pos.side == CHESS_WHITE) { /* the perfect attacker: the move the table rates fastest */
                int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), best = 1000;
                for (int k = 0; k < n; k++) {
                    chess_pos child;
                    chess_make_move(&pos, moves[k], &child);
                    int v = kxk_lookup(&table, &child);
                    if (v >= 0 && v < best) best = v, chosen = moves[k];
                }
            } else {
                chess_search_options options = {5, 0, CHESS_SEARCH_DEFEND, 0, NULL, 0};
                chess_search_result result;
                chess_search_best(&pos, &options, &result);
                chosen = result.move;
            }
            if (chosen == CHESS_MOVE_NONE) break;
            chess_make_move(&pos, chosen, &pos);
            plies++;
        }
        int mated = chess_in_check(&pos) && chess_count_legal_moves(&pos) == 0;
        if (!mated || plies > dtm_plies) sound = 0;
        int moves_survived = (plies + 1) / 2, dtm_moves = (dtm_plies + 1) / 2;
        double ratio = (double)moves_survived / dtm_moves;
        ratio_sum += ratio;
        perfect += moves_survived == dtm_moves;
        if (ratio < worst_ratio) worst_ratio = ratio, worst_moves = moves_survived, worst_dtm = dtm_moves;
        tested++;
    }
    printf("defender_%s_positions: %d (distance to mate >= %d moves)\n", name, count, min_moves);
    printf("defender_%s_survival_percent_of_dtm: %.1f\n", name, 100.0 * ratio_sum / count);
    printf("defender_%s_perfect_defences: %d\n", name, perfect);
    printf("defender_%s_worst: %d of %d moves\n", name, worst_moves, worst_dtm);
    return sound;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20;
    int ok = 1;
    bench_speed();
    fflush(stdout);
    if (!bench_defender(CHESS_QUEEN, "kqk", 20, 6)) ok = 0;
    if (!bench_defender(CHESS_ROOK, "krk", 10, 10)) ok = 0;
    fflush(stdout);
    if (!bench_match(games)) ok = 0;
    fflush(stdout);
    bench_ladder(10);
    printf("bench_search: %s\n", ok ? "ok" : "BELOW TARGET");
    return ok ? 0 : 1;
}
