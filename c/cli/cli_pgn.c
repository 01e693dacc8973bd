/* chess-cli pgn: reads a game's PGN (from a file or standard input) and prints its tags, moves,
** final position and result; or writes the PGN of a move list. No chess logic: chess.h reads and
** writes the PGN (c/src/pgn.c), as it does for the JS API. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

#define PGN_TEXT_MAX (1 << 20) /* a file's first MiB: more than any game's moves and notes */
#define TAGS_MAX 64

static int usage_error(const char *problem) {
    fprintf(stderr, "error: USAGE: %s\n", problem);
    return 2;
}

/* The error of a PGN that cannot be read: where it is (the move, else the line), then why. */
static int read_failed(int err, const char *text, const chess_pgn_info *info) {
    char detail[160];
    int shown = (int)(info->error_length < 40 ? info->error_length : 40);
    if (info->move_number > 0) {
        snprintf(detail, sizeof detail, "move %d%s \"%.*s\" (line %d)", info->move_number,
                 info->move_color == CHESS_WHITE ? "." : "...", shown, text + info->error_offset, info->error_line);
    } else {
        snprintf(detail, sizeof detail, "line %d \"%.*s\"", info->error_line, shown, text + info->error_offset);
    }
    return cli_fail(err, detail);
}

static int cmd_read(int argc, char **argv, const cli_options *options) {
    static char text[PGN_TEXT_MAX];
    static char tags[16384];
    static chess_game game; /* 10 KB: kept off the stack */
    FILE *in = stdin;
    if (argc > 1) return usage_error("pgn read takes one FILE, or reads standard input");
    if (argc == 1 && strcmp(argv[0], "-") != 0 && !(in = fopen(argv[0], "rb"))) {
        fprintf(stderr, "error: FILE: cannot open %s\n", argv[0]);
        return 2;
    }
    size_t length = fread(text, 1, sizeof text, in);
    if (in != stdin) fclose(in);
    if (length == sizeof text) return cli_fail(CHESS_ERR_INPUT_TOO_LONG, "pgn");
    chess_pgn_info info;
    int laws = options->laws == 2000 ? CHESS_LAWS_2000 : CHESS_LAWS_CURRENT;
    int plies = chess_pgn_read(text, length, options->parse_flags, laws, &game, tags, sizeof tags, &info);
    if (plies < 0) return read_failed(plies, text, &info);
    const char *tag = tags;
    for (int i = 0; i < info.tag_count; i++) {
        const char *value = tag + strlen(tag) + 1;
        printf("tag: %s %s\n", tag, value);
        tag = value + strlen(value) + 1;
    }
    char fen[CHESS_FEN_MAX], san[16];
    chess_fen_write(&game.start, fen, sizeof fen);
    printf("start: %s\nmoves:", fen);
    for (int ply = 0; ply < plies; ply++) {
        chess_game_san(&game, ply, san, sizeof san);
        printf(" %s", san);
    }
    chess_fen_write(&game.pos, fen, sizeof fen);
    chess_outcome outcome;
    chess_game_outcome(&game, &outcome);
    printf("\nfen: %s\nresult: %s\noutcome: %s %s\n", fen, info.has_result ? chess_result_name(info.result) : "none",
           chess_result_name(outcome.result), chess_reason_name(outcome.reason));
    return 0;
}

static int cmd_write(int argc, char **argv, const cli_options *options) {
    static chess_game game;
    static char pgn[65536];
    chess_pgn_tag tags[TAGS_MAX];
    char *moves[256];
    int tag_count = 0, move_count = 0;
    if (argc < 1) return usage_error("pgn write takes a FEN, moves and --tag NAME=VALUE");
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--tag")) {
            char *equals = i + 1 < argc ? strchr(argv[i + 1], '=') : NULL;
            if (!equals) return usage_error("--tag takes NAME=VALUE");
            if (tag_count == TAGS_MAX) return usage_error("too many tags");
            *equals = '\0';
            tags[tag_count].name = argv[++i];
            tags[tag_count++].value = equals + 1;
        } else {
            moves[move_count++] = argv[i];
        }
    }
    int laws = options->laws == 2000 ? CHESS_LAWS_2000 : CHESS_LAWS_CURRENT;
    int err = chess_game_init(&game, argv[0], options->parse_flags, laws);
    if (err) {
        char detail[300];
        snprintf(detail, sizeof detail, "FEN \"%.256s\"", argv[0]);
        return cli_fail(err, detail);
    }
    for (int i = 0; i < move_count; i++) {
        if ((err = chess_game_play_text(&game, moves[i])) != 0) {
            char detail[80];
            snprintf(detail, sizeof detail, "move %d \"%.40s\"", i + 1, moves[i]);
            return cli_fail(err, detail);
        }
    }
    int length = chess_pgn_write(&game, tags, (size_t)tag_count, pgn, sizeof pgn);
    if (length < 0) return cli_fail(length, "pgn");
    fputs(pgn, stdout);
    return 0;
}

int cli_cmd_pgn(int argc, char **argv, const cli_options *options) {
    if (argc >= 1 && !strcmp(argv[0], "read")) return cmd_read(argc - 1, argv + 1, options);
    if (argc >= 1 && !strcmp(argv[0], "write")) return cmd_write(argc - 1, argv + 1, options);
    return usage_error("pgn takes read [FILE] or write FEN [MOVE ...] [--tag NAME=VALUE ...]");
}
