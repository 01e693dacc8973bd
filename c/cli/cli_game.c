/* chess-cli commands for how games end: status, can-mate, flag and touch. No chess logic: each
** parses its arguments, calls chess.h and prints. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static int usage_error(const char *problem) {
    fprintf(stderr, "error: USAGE: %s\n", problem);
    return 2;
}

static int parse_color(const char *text, int *color) {
    if (!strcmp(text, "white") || !strcmp(text, "w")) *color = CHESS_WHITE;
    else if (!strcmp(text, "black") || !strcmp(text, "b")) *color = CHESS_BLACK;
    else return usage_error("the side must be white or black");
    return 0;
}

/* Starts a game from fen under the options' Laws and plays the moves; prints the error if any. */
static int start_game(chess_game *game, const char *fen, char **moves, int count, const cli_options *options) {
    int laws = options->laws == 2000 ? CHESS_LAWS_2000 : CHESS_LAWS_CURRENT;
    int err = chess_game_init(game, fen, options->parse_flags, laws);
    if (err) {
        char detail[300];
        snprintf(detail, sizeof detail, "FEN \"%.256s\"", fen);
        return cli_fail(err, detail);
    }
    for (int i = 0; i < count; i++) {
        err = chess_game_play_text(game, moves[i]);
        if (err) {
            char detail[80];
            snprintf(detail, sizeof detail, "move %d \"%.40s\"", i + 1, moves[i]);
            return cli_fail(err, detail);
        }
    }
    return 0;
}

static void print_outcome(const chess_game *game) {
    chess_outcome outcome;
    chess_game_outcome(game, &outcome);
    printf("%s %s\n", chess_result_name(outcome.result), chess_reason_name(outcome.reason));
}

int cli_cmd_status(int argc, char **argv, const cli_options *options) {
    static chess_game game; /* 10 KB: kept off the stack; the CLI is single-threaded */
    if (argc < 1) return usage_error("status takes a FEN and moves");
    if (start_game(&game, argv[0], argv + 1, argc - 1, options)) return 2;
    print_outcome(&game);
    int bits = chess_game_claimable(&game, CHESS_MOVE_NONE);
    if (bits <= 0) {
        printf("claimable: none\n");
    } else {
        printf("claimable:");
#define PRINT_CLAIM(name, value, reason)                                                           \
    if (bits & (value)) printf(" %s", chess_reason_name(CHESS_REASON_##reason));
        CHESS_CLAIM_LIST(PRINT_CLAIM)
#undef PRINT_CLAIM
        printf("\n");
    }
    /* The claims made by writing down a move (9.2 "will appear", 9.3): one "SAN REASON" each. */
    chess_move moves[CHESS_MAX_MOVES];
    uint8_t claims[CHESS_MAX_MOVES];
    int n = chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES), printed = 0;
    printf("claimable after:");
    for (int i = 0; i < n; i++) {
        char san[16];
        chess_move_to_san(&game.pos, moves[i], san, sizeof san);
#define PRINT_CLAIM_AFTER(name, value, reason)                                                     \
    if (claims[i] & (value)) printf("%s %s %s", printed++ ? "," : "", san, chess_reason_name(CHESS_REASON_##reason));
        CHESS_CLAIM_LIST(PRINT_CLAIM_AFTER)
#undef PRINT_CLAIM_AFTER
    }
    printf("%s\n", printed ? "" : " none");
    return 0;
}

int cli_cmd_can_mate(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    int color;
    if (argc != 2) return usage_error("can-mate takes a FEN and white or black");
    if (cli_parse_fen(&pos, argv[0], options) || parse_color(argv[1], &color)) return 2;
    printf("%s\n", chess_can_mate_name(chess_can_mate(&pos, color, CHESS_CAN_MATE_FULL_BUDGET)));
    return 0;
}

int cli_cmd_flag(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    int color;
    if (argc < 2) return usage_error("flag takes a FEN, white or black, and moves");
    if (parse_color(argv[1], &color) || cli_parse_fen(&pos, argv[0], options) ||
        cli_play_moves(&pos, argv + 2, argc - 2))
        return 2;
    /* A flag falls only while the game goes on: not after mate or stalemate. A dead position
    ** still answers, which is the lesson: the side that cannot mate cannot win on time either. */
    if (chess_count_legal_moves(&pos) == 0) return cli_fail(CHESS_ERR_GAME_OVER, "flag");
    chess_outcome outcome;
    chess_flag_outcome(&pos, color, CHESS_CAN_MATE_FULL_BUDGET, &outcome);
    printf("%s %s\n", chess_result_name(outcome.result), chess_reason_name(outcome.reason));
    return 0;
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

int cli_cmd_touch(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    uint8_t touches[CHESS_TOUCH_MAX];
    if (argc < 2) return usage_error("touch takes a FEN and the squares touched, in order (~e2: adjusted)");
    if (cli_parse_fen(&pos, argv[0], options)) return 2;
    if (argc - 1 > CHESS_TOUCH_MAX) return cli_fail(CHESS_ERR_TOUCH_LIMIT, "touch");
    for (int i = 1; i < argc; i++) {
        const char *text = argv[i];
        int adjust = text[0] == '~';
        if (adjust) text++;
        int sq = strlen(text) == 2 ? chess_square_parse(text) : CHESS_ERR_MOVE_SYNTAX;
        if (sq < 0) {
            char detail[64];
            snprintf(detail, sizeof detail, "square \"%.20s\"", argv[i]);
            fprintf(stderr, "error: USAGE: %s: write a square as e2, or ~e2 for an adjustment (j'adoube)\n", detail);
            return 2;
        }
        touches[i - 1] = (uint8_t)(sq | (adjust ? CHESS_TOUCH_ADJUST : 0));
    }
    chess_touch_rule rule;
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_touch_moves(&pos, touches, (size_t)(argc - 1), &rule, moves, CHESS_MAX_MOVES);
    if (n < 0) return cli_fail(n, "touch");
    if (options->explain)
        printf("obligation: %s %s\n", chess_touch_kind_name(rule.kind), chess_touch_article_name(rule.article));
    char uci[CHESS_MAX_MOVES][8];
    for (int i = 0; i < n; i++) chess_move_to_uci(moves[i], uci[i], sizeof uci[i]);
    qsort(uci, (size_t)n, sizeof uci[0], compare_text);
    for (int i = 0; i < n; i++) printf("%s\n", uci[i]);
    return 0;
}
