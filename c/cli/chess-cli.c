/* chess-cli: the rules core on the command line. It parses arguments, calls chess.h and prints;
** it has no chess logic of its own. Bad input exits with status 2 and "error: NAME: message". */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"

/* The English sentence for each error, so a person knows what to fix: the words of
** web/i18n/rules.en.mjs, which scripts/gen/errors.mjs copies into this header at build time. */
#include "messages.gen.h"

static const char *message_for(int code) {
    for (size_t i = 0; i < sizeof CLI_MESSAGES / sizeof CLI_MESSAGES[0]; i++)
        if (CLI_MESSAGES[i].code == code) return CLI_MESSAGES[i].message;
    return "unexpected error";
}

int cli_fail(int code, const char *detail) {
    const char *article = chess_error_article(code);
    fprintf(stderr, "error: %s: ", chess_error_name(code));
    if (detail) fprintf(stderr, "%s: ", detail);
    fprintf(stderr, "%s", message_for(code));
    if (*article) fprintf(stderr, " (Article %s)", article);
    fprintf(stderr, "\n");
    return 2;
}

static int usage(const char *problem) {
    fprintf(stderr,
            "error: USAGE: %s\n"
            "usage: chess-cli [--exercise] [--laws current|2000] [--explain] COMMAND ...\n"
            "       chess-cli --version\n"
            "  perft DEPTH FEN          leaf count of the move tree (last line)\n"
            "  divide DEPTH FEN         leaf count under each legal move, then the total\n"
            "  legal FEN                legal moves in UCI, sorted\n"
            "  play FEN [MOVE ...]      SAN of each move, then the resulting FEN\n"
            "  trace FEN [MOVE ...]     SAN, FEN and sorted legal moves before and after each move\n"
            "  bench                    perft speed figures\n"
            "  status FEN [MOVE ...]    RESULT REASON, then claimable: REASONS|none, then\n"
            "                           claimable after: SAN REASON, ...|none\n"
            "  can-mate FEN white|black yes, no or unknown (can that side still checkmate?)\n"
            "  flag FEN white|black [MOVE ...]  the result when that side's time runs out\n"
            "  touch FEN SQUARE ...     moves allowed by touch-move (~e2 = adjusted); --explain\n"
            "  best FEN [--level 1-5 | --nodes N] [--seed S] [--mode play|defend|hint]\n"
            "                           a move: UCI SAN cp=N|mate=N [reason]\n"
            "  mate FEN N [--nodes B]   a forced mate in at most N (1-4) moves, in SAN, or none\n"
            "  pgn read [FILE]          a PGN's first game (FILE or standard input): tag: NAME VALUE\n"
            "                           lines, start: FEN, moves: SAN ..., fen: FEN, result: TOKEN|none,\n"
            "                           outcome: RESULT REASON\n"
            "  pgn write FEN [MOVE ...] [--tag NAME=VALUE ...]  the PGN of the game\n",
            problem);
    return 2;
}

int cli_parse_fen(chess_pos *pos, const char *fen, const cli_options *options) {
    int err = chess_fen_parse(pos, fen, options->parse_flags);
    if (err) {
        char detail[300];
        snprintf(detail, sizeof detail, "FEN \"%.256s\"", fen);
        return cli_fail(err, detail);
    }
    return 0;
}

static int play_one(chess_pos *pos, const char *text, int number, char *san, size_t san_size) {
    chess_move move;
    int err = chess_move_parse(pos, text, &move);
    if (err) {
        char detail[80];
        snprintf(detail, sizeof detail, "move %d \"%.40s\"", number, text);
        return cli_fail(err, detail);
    }
    chess_move_to_san(pos, move, san, san_size);
    chess_make_move(pos, move, pos);
    return 0;
}

int cli_play_moves(chess_pos *pos, char **moves, int count) {
    char san[16];
    for (int i = 0; i < count; i++)
        if (play_one(pos, moves[i], i + 1, san, sizeof san)) return 2;
    return 0;
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

void cli_print_sorted_legal_moves(const chess_pos *pos, char separator) {
    chess_move moves[CHESS_MAX_MOVES];
    char uci[CHESS_MAX_MOVES][8];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++) chess_move_to_uci(moves[i], uci[i], sizeof uci[i]);
    qsort(uci, (size_t)n, sizeof uci[0], compare_text);
    for (int i = 0; i < n; i++) printf("%s%c", uci[i], i + 1 < n ? separator : '\n');
    if (n == 0 && separator != '\n') printf("\n");
}

static int parse_depth(const char *text, int *depth) {
    char *end;
    long d = strtol(text, &end, 10);
    if (*end || end == text || d < 0 || d > 20) return usage("DEPTH must be a whole number from 0 to 20");
    *depth = (int)d;
    return 0;
}

/* perft DEPTH FEN prints the number of move paths DEPTH plies long; divide DEPTH FEN prints that
** number under each first move, in UCI order, then the total. */
static int count_paths(int argc, char **argv, const cli_options *options, int divide) {
    chess_pos pos;
    int depth;
    if (argc != 2) return usage(divide ? "divide takes DEPTH and FEN" : "perft takes DEPTH and FEN");
    if (parse_depth(argv[0], &depth) || cli_parse_fen(&pos, argv[1], options)) return 2;
    if (!divide) {
        printf("%llu\n", (unsigned long long)chess_perft(&pos, depth));
        return 0;
    }
    if (depth < 1) return usage("divide needs DEPTH of at least 1");
    chess_move moves[CHESS_MAX_MOVES];
    char lines[CHESS_MAX_MOVES][40];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        chess_pos child;
        char uci[8];
        chess_make_move(&pos, moves[i], &child);
        uint64_t count = chess_perft(&child, depth - 1);
        total += count;
        chess_move_to_uci(moves[i], uci, sizeof uci);
        snprintf(lines[i], sizeof lines[i], "%s: %llu", uci, (unsigned long long)count);
    }
    qsort(lines, (size_t)n, sizeof lines[0], compare_text);
    for (int i = 0; i < n; i++) printf("%s\n", lines[i]);
    printf("total: %llu\n", (unsigned long long)total);
    return 0;
}

static int cmd_perft(int argc, char **argv, const cli_options *options) { return count_paths(argc, argv, options, 0); }

static int cmd_divide(int argc, char **argv, const cli_options *options) { return count_paths(argc, argv, options, 1); }

static int cmd_legal(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    if (argc != 1) return usage("legal takes one FEN");
    if (cli_parse_fen(&pos, argv[0], options)) return 2;
    if (chess_count_legal_moves(&pos) > 0) cli_print_sorted_legal_moves(&pos, '\n');
    return 0;
}

static int cmd_play(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    char san[16], fen[CHESS_FEN_MAX];
    if (argc < 1) return usage("play takes a FEN and moves");
    if (cli_parse_fen(&pos, argv[0], options)) return 2;
    for (int i = 1; i < argc; i++) {
        if (play_one(&pos, argv[i], i, san, sizeof san)) return 2;
        printf("%s\n", san);
    }
    chess_fen_write(&pos, fen, sizeof fen);
    printf("%s\n", fen);
    return 0;
}

static int cmd_trace(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    char san[16] = "-", fen[CHESS_FEN_MAX];
    if (argc < 1) return usage("trace takes a FEN and moves");
    if (cli_parse_fen(&pos, argv[0], options)) return 2;
    for (int i = 0; i < argc; i++) {
        if (i > 0 && play_one(&pos, argv[i], i, san, sizeof san)) return 2;
        chess_fen_write(&pos, fen, sizeof fen);
        printf("%s\t%s\t", san, fen);
        cli_print_sorted_legal_moves(&pos, ' ');
    }
    return 0;
}

static double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmd_bench(int argc, char **argv, const cli_options *options) {
    (void)argv;
    static const struct { const char *name, *fen; int depth; } RUNS[] = {
        {"initial", CHESS_START_FEN, 5},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
        {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6},
    };
    if (argc != 0) return usage("bench takes no arguments");
    double all_nodes = 0, all_seconds = 0;
    for (size_t i = 0; i < sizeof RUNS / sizeof RUNS[0]; i++) {
        chess_pos pos;
        if (cli_parse_fen(&pos, RUNS[i].fen, options)) return 2;
        double start = seconds_now();
        uint64_t nodes = chess_perft(&pos, RUNS[i].depth);
        double seconds = seconds_now() - start;
        all_nodes += (double)nodes;
        all_seconds += seconds;
        printf("%-10s depth %d: %llu nodes in %.3f s, %.1f Mnodes/s\n", RUNS[i].name, RUNS[i].depth,
               (unsigned long long)nodes, seconds, (double)nodes / seconds / 1e6);
    }
    printf("total: %.0f nodes in %.3f s, %.1f Mnodes/s\n", all_nodes, all_seconds, all_nodes / all_seconds / 1e6);
    return 0;
}

static const struct {
    const char *name;
    cli_command_fn run;
} COMMANDS[] = {
    {"perft", cmd_perft},
    {"divide", cmd_divide},
    {"legal", cmd_legal},
    {"play", cmd_play},
    {"trace", cmd_trace},
    {"bench", cmd_bench},
    /* commands of other modules: add below */
    {"status", cli_cmd_status},
    {"can-mate", cli_cmd_can_mate},
    {"flag", cli_cmd_flag},
    {"touch", cli_cmd_touch},
    {"best", cli_cmd_best},
    {"mate", cli_cmd_mate},
    {"pgn", cli_cmd_pgn},
};

int main(int argc, char **argv) {
    cli_options options = {0, 0, 0};
    char *rest[256];
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--version")) {
            printf("chess-cli %s\n", CHESS_VERSION);
            return 0;
        } else if (!strcmp(argv[i], "--exercise")) {
            options.parse_flags |= CHESS_POS_EXERCISE;
        } else if (!strcmp(argv[i], "--explain")) {
            options.explain = 1;
        } else if (!strcmp(argv[i], "--laws")) {
            if (i + 1 >= argc) return usage("--laws takes current or 2000");
            i++;
            if (!strcmp(argv[i], "2000")) options.laws = 2000;
            else if (strcmp(argv[i], "current") != 0) return usage("--laws takes current or 2000");
        } else if (n < 256) {
            rest[n++] = argv[i];
        } else {
            return usage("too many arguments");
        }
    }
    if (n == 0) return usage("no command given");
    for (size_t c = 0; c < sizeof COMMANDS / sizeof COMMANDS[0]; c++)
        if (!strcmp(rest[0], COMMANDS[c].name)) return COMMANDS[c].run(n - 1, rest + 1, &options);
    return usage("unknown command");
}
