/* Shared by the chess-cli command files: argument handling and error output. No chess logic. */
#ifndef CHESS_CLI_H
#define CHESS_CLI_H
#include "chess.h"

/* Options common to every command, taken out of argv before the command runs. */
typedef struct cli_options {
    unsigned parse_flags; /* CHESS_POS_EXERCISE with --exercise */
    int laws;             /* 0 = current FIDE Laws (default), 2000 with --laws 2000 */
    int explain;          /* --explain */
} cli_options;

/* Prints "error: NAME: message" to stderr and returns 2, the exit status for bad input. */
int cli_fail(int code, const char *detail);

/* Parses fen with the options' flags; on failure prints the error and returns 2, else 0. */
int cli_parse_fen(chess_pos *pos, const char *fen, const cli_options *options);

/* Plays moves[0..count) from *pos, printing nothing; on an illegal move prints the error naming
** the move and returns 2, else 0. */
int cli_play_moves(chess_pos *pos, char **moves, int count);

/* Writes the legal moves of pos in UCI, sorted, separated by `separator`, then a newline. */
void cli_print_sorted_legal_moves(const chess_pos *pos, char separator);

typedef int (*cli_command_fn)(int argc, char **argv, const cli_options *options);

/* cli_game.c: how games end (status, can-mate, flag, touch). */
int cli_cmd_status(int argc, char **argv, const cli_options *options);
int cli_cmd_can_mate(int argc, char **argv, const cli_options *options);
int cli_cmd_flag(int argc, char **argv, const cli_options *options);
int cli_cmd_touch(int argc, char **argv, const cli_options *options);

/* cli_search.c: the practice partner (best, mate). */
int cli_cmd_best(int argc, char **argv, const cli_options *options);
int cli_cmd_mate(int argc, char **argv, const cli_options *options);

/* cli_pgn.c: PGN (pgn read, pgn write). */
int cli_cmd_pgn(int argc, char **argv, const cli_options *options);
#endif
