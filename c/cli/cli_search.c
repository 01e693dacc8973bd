/* chess-cli commands for the practice partner: best (a move for play, defence or a hint) and
** mate (the mate solver). No chess logic: each parses its arguments, calls chess.h and prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static int usage_error(const char *problem) {
    fprintf(stderr, "error: USAGE: %s\n", problem);
    return 2;
}

/* Reads a whole number in [min, max]; returns 0, or prints the usage error and returns 2. */
static int parse_number(const char *text, unsigned long min, unsigned long max, unsigned long *value,
                        const char *problem) {
    char *end;
    if (!text || *text < '0' || *text > '9') return usage_error(problem);
    unsigned long v = strtoul(text, &end, 10);
    if (*end || v < min || v > max) return usage_error(problem);
    *value = v;
    return 0;
}

static void print_score(const chess_search_result *result) {
    if (result->mate) printf("mate=%d", result->mate);
    else printf("cp=%d", result->score);
}

int cli_cmd_best(int argc, char **argv, const cli_options *options) {
    static const char USAGE[] = "best FEN [--level 1-5 | --nodes N] [--seed S] [--mode play|defend|hint]";
    chess_search_options search = {CHESS_SEARCH_MAX_LEVEL, 0, CHESS_SEARCH_PLAY, 1, NULL, 0};
    const char *fen = NULL;
    unsigned long v;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--level")) {
            if (parse_number(value, 1, 5, &v, "--level takes a whole number from 1 to 5")) return 2;
            search.level = (int)v, i++;
        } else if (!strcmp(arg, "--nodes")) {
            if (parse_number(value, 1, 100000000, &v, "--nodes takes a whole number from 1 to 100000000")) return 2;
            search.nodes = (uint32_t)v, i++;
        } else if (!strcmp(arg, "--seed")) {
            if (parse_number(value, 0, 4294967295UL, &v, "--seed takes a whole number from 0 to 4294967295")) return 2;
            search.seed = (uint32_t)v, i++;
        } else if (!strcmp(arg, "--mode")) {
            if (!value) return usage_error("--mode takes play, defend or hint");
            if (!strcmp(value, "play")) search.mode = CHESS_SEARCH_PLAY;
            else if (!strcmp(value, "defend")) search.mode = CHESS_SEARCH_DEFEND;
            else if (!strcmp(value, "hint")) search.mode = CHESS_SEARCH_HINT;
            else return usage_error("--mode takes play, defend or hint");
            i++;
        } else if (!fen && strncmp(arg, "--", 2) != 0) {
            fen = arg;
        } else {
            return usage_error(USAGE);
        }
    }
    if (!fen) return usage_error(USAGE);
    chess_pos pos;
    if (cli_parse_fen(&pos, fen, options)) return 2;
    chess_search_result result;
    int err = chess_search_best(&pos, &search, &result);
    if (err) return cli_fail(err, NULL);
    char uci[8], san[16];
    chess_move_to_uci(result.move, uci, sizeof uci);
    chess_move_to_san(&pos, result.move, san, sizeof san);
    printf("%s %s ", uci, san);
    print_score(&result);
    if (search.mode == CHESS_SEARCH_HINT) printf(" %s", chess_hint_reason_name(result.reason));
    printf("\n");
    return 0;
}

int cli_cmd_mate(int argc, char **argv, const cli_options *options) {
    static const char USAGE[] = "mate FEN N [--nodes BUDGET]   (N from 1 to 4)";
    unsigned long moves, budget = 0;
    if (argc != 2 && argc != 4) return usage_error(USAGE);
    if (parse_number(argv[1], 1, CHESS_MATE_MAX_MOVES, &moves, "N must be a whole number from 1 to 4")) return 2;
    if (argc == 4) {
        if (strcmp(argv[2], "--nodes")) return usage_error(USAGE);
        if (parse_number(argv[3], 1, 4000000000UL, &budget, "--nodes takes a whole number from 1 to 4000000000"))
            return 2;
    }
    chess_pos pos;
    if (cli_parse_fen(&pos, argv[0], options)) return 2;
    chess_move line[2 * CHESS_MATE_MAX_MOVES - 1];
    int found = chess_mate_search(&pos, (int)moves, (uint32_t)budget, line, sizeof line / sizeof line[0]);
    if (found < 0) return cli_fail(found, NULL);
    if (found == 0) {
        printf("none\n");
        return 0;
    }
    for (int i = 0; i < 2 * found - 1; i++) {
        char san[16];
        chess_move_to_san(&pos, line[i], san, sizeof san);
        chess_make_move(&pos, line[i], &pos);
        printf("%s%c", san, i + 1 < 2 * found - 1 ? ' ' : '\n');
    }
    return 0;
}
