/* chess-cli: the rules core on the command line. It parses arguments, calls chess.h and prints;
** it has no chess logic of its own. Bad input exits with status 2 and "error: NAME: message". */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"

/* English sentences for each error, so a person knows what to fix. */
static const struct {
    int code;
    const char *message;
} MESSAGES[] = {
    {CHESS_ERR_INVALID_ARGUMENT, "an argument is out of range"},
    {CHESS_ERR_BUFFER_TOO_SMALL, "the output does not fit the buffer"},
    {CHESS_ERR_INPUT_TOO_LONG, "the text is longer than any valid FEN or move"},
    {CHESS_ERR_FEN_FIELDS, "a FEN has 6 fields separated by spaces: board, side, castling, en passant, halfmove clock, move number"},
    {CHESS_ERR_FEN_BOARD, "the board field needs 8 ranks separated by '/', each adding up to 8 squares, using PNBRQK pnbrqk and digits 1-8"},
    {CHESS_ERR_FEN_SIDE, "the side to move must be 'w' or 'b'"},
    {CHESS_ERR_FEN_CASTLING, "the castling field must be '-' or letters from KQkq, each at most once"},
    {CHESS_ERR_FEN_EN_PASSANT, "the en passant field must be '-' or a square on rank 6 (White to move) or rank 3 (Black to move)"},
    {CHESS_ERR_FEN_HALFMOVE, "the halfmove clock must be a whole number from 0 to 9999"},
    {CHESS_ERR_FEN_FULLMOVE, "the move number must be a whole number from 1 to 9999"},
    {CHESS_ERR_FEN_KING_COUNT, "each side needs exactly one king (use --exercise for boards without kings)"},
    {CHESS_ERR_FEN_KINGS_ADJACENT, "the two kings stand next to each other, which can never happen"},
    {CHESS_ERR_FEN_PAWN_ON_BACK_RANK, "a pawn stands on rank 1 or 8; pawns start on rank 2 or 7 and promote on the last rank"},
    {CHESS_ERR_FEN_OPPONENT_IN_CHECK, "the side that is not to move is in check, so the last move was illegal"},
    {CHESS_ERR_FEN_CASTLING_MISMATCH, "a castling right is given but the king or that rook is not on its starting square"},
    {CHESS_ERR_FEN_EN_PASSANT_NO_PAWN, "the en passant square is not right behind a pawn that just moved two squares"},
    {CHESS_ERR_FEN_PIECE_COUNT, "a side has more pieces than promotion can explain (at most 8 pawns, 16 men in all)"},
    {CHESS_ERR_MOVE_SYNTAX, "write a move in UCI (e2e4, e7e8q) or SAN (e4, Nf3, exd5, O-O, e8=Q)"},
    {CHESS_ERR_MOVE_AMBIGUOUS, "more than one piece can make that move; add the file or rank it comes from (Nbd2, R1e2)"},
    {CHESS_ERR_NO_PIECE, "there is no piece that could make this move"},
    {CHESS_ERR_NOT_YOUR_TURN, "that piece belongs to the side that is not to move"},
    {CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT, "that piece does not move that way (Article 3)"},
    {CHESS_ERR_PATH_BLOCKED, "another piece stands in the way (Articles 3.5, 3.7)"},
    {CHESS_ERR_OWN_PIECE_ON_TARGET, "a piece cannot move onto a square held by its own side (Article 3.1)"},
    {CHESS_ERR_LEAVES_KING_IN_CHECK, "the piece is pinned: moving it would leave its own king in check (Article 3.9)"},
    {CHESS_ERR_KING_IN_CHECK_MUST_ANSWER, "the king is in check and this move does not get it out of check (Article 3.9)"},
    {CHESS_ERR_KING_INTO_CHECK, "the king cannot move onto a square the opponent attacks (Article 3.8)"},
    {CHESS_ERR_CASTLE_KING_MOVED, "castling is no longer allowed: the king has moved (Article 3.8)"},
    {CHESS_ERR_CASTLE_ROOK_MOVED, "castling on that side is no longer allowed: that rook has moved or is gone (Article 3.8)"},
    {CHESS_ERR_CASTLE_BLOCKED, "castling needs every square between king and rook empty (Article 3.8)"},
    {CHESS_ERR_CASTLE_IN_CHECK, "a king in check cannot castle (Article 3.8)"},
    {CHESS_ERR_CASTLE_THROUGH_ATTACK, "the king cannot castle across a square the opponent attacks (Article 3.8)"},
    {CHESS_ERR_CASTLE_INTO_ATTACK, "the king cannot castle onto a square the opponent attacks (Article 3.8)"},
    {CHESS_ERR_EN_PASSANT_EXPIRED, "en passant is allowed only on the move right after the two-square pawn move (Article 3.7)"},
    {CHESS_ERR_PROMOTION_CHOICE_NEEDED, "a pawn reaching the last rank must become a queen, rook, bishop or knight: add q, r, b or n"},
    {CHESS_ERR_PROMOTION_NOT_ALLOWED, "only a pawn reaching the last rank promotes; leave out the promotion piece"},
    {CHESS_ERR_BAD_PROMOTION_PIECE, "a pawn can become a queen, rook, bishop or knight, never a king or a pawn (Article 3.7)"},
    {CHESS_ERR_PASS_NOT_ALLOWED, "passing is only for exercise positions (--exercise), and not while in check"},
    {CHESS_ERR_CAPTURES_KING, "kings are never captured"},
    {CHESS_ERR_GAME_OVER, "the game has already ended"},
    {CHESS_ERR_GAME_FULL, "the game is too long to record"},
    {CHESS_ERR_NOTHING_TO_UNDO, "there is no move to take back"},
    {CHESS_ERR_NOT_CLAIMABLE_REASON, "only threefold-repetition and fifty-moves can be claimed"},
    {CHESS_ERR_NO_DRAW_OFFER, "there is no draw offer to accept"},
    {CHESS_ERR_OFFER_NOT_YOUR_TURN, "offer a draw when it is your move (Article 9.1)"},
    {CHESS_ERR_CLAIM_NOT_YOUR_TURN, "only the player to move may claim a draw (Article 9.2)"},
    {CHESS_ERR_TOUCH_MOVE_REQUIRED, "touch-move: a touched piece must be moved, or a touched opponent's piece captured (Articles 4.3, 4.4)"},
    {CHESS_ERR_NOT_A_PIECE, "touch-move: there is no piece on that square"},
    {CHESS_ERR_TOUCH_LIMIT, "touch-move: too many squares touched for one move"},
    {CHESS_ERR_NO_LEGAL_MOVES, "the game is over in this position (checkmate or stalemate): there is no move to choose"},
    {CHESS_ERR_SEARCH_BUDGET, "the search ran out of nodes before it could decide; give a larger --nodes budget"},
};

static const char *message_for(int code) {
    for (size_t i = 0; i < sizeof MESSAGES / sizeof MESSAGES[0]; i++)
        if (MESSAGES[i].code == code) return MESSAGES[i].message;
    return "unexpected error";
}

int cli_fail(int code, const char *detail) {
    fprintf(stderr, "error: %s: ", chess_error_name(code));
    if (detail) fprintf(stderr, "%s: ", detail);
    fprintf(stderr, "%s\n", message_for(code));
    return 2;
}

static int usage(const char *problem) {
    fprintf(stderr,
            "error: USAGE: %s\n"
            "usage: chess-cli [--exercise] [--laws current|2000] [--explain] COMMAND ...\n"
            "  perft DEPTH FEN          leaf count of the move tree (last line)\n"
            "  divide DEPTH FEN         leaf count under each legal move, then the total\n"
            "  legal FEN                legal moves in UCI, sorted\n"
            "  play FEN [MOVE ...]      SAN of each move, then the resulting FEN\n"
            "  trace FEN [MOVE ...]     SAN, FEN and sorted legal moves before and after each move\n"
            "  bench                    perft speed figures\n"
            "  status FEN [MOVE ...]    RESULT REASON, then claimable: REASONS|none\n"
            "  can-mate FEN white|black yes, no or unknown (can that side still checkmate?)\n"
            "  flag FEN white|black [MOVE ...]  the result when that side's time runs out\n"
            "  touch FEN SQUARE ...     moves allowed by touch-move (~e2 = adjusted); --explain\n"
            "  best FEN [--level 1-5 | --nodes N] [--seed S] [--mode play|defend|hint]\n"
            "                           a move: UCI SAN cp=N|mate=N [reason]\n"
            "  mate FEN N [--nodes B]   a forced mate in at most N (1-4) moves, in SAN, or none\n",
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

static int cmd_perft(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    int depth;
    if (argc != 2) return usage("perft takes DEPTH and FEN");
    if (parse_depth(argv[0], &depth) || cli_parse_fen(&pos, argv[1], options)) return 2;
    printf("%llu\n", (unsigned long long)chess_perft(&pos, depth));
    return 0;
}

static int cmd_divide(int argc, char **argv, const cli_options *options) {
    chess_pos pos;
    int depth;
    if (argc != 2) return usage("divide takes DEPTH and FEN");
    if (parse_depth(argv[0], &depth) || cli_parse_fen(&pos, argv[1], options)) return 2;
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
};

int main(int argc, char **argv) {
    cli_options options = {0, 0, 0};
    char *rest[256];
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--exercise")) {
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
