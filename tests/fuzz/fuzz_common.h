/* Checks shared by the fuzz harnesses. A broken invariant aborts, which libFuzzer and the
** corpus replay both report as a crash with the input that caused it. */
#ifndef CHESS_FUZZ_COMMON_H
#define CHESS_FUZZ_COMMON_H
#include <stdlib.h>
#include <string.h>
#include "chess.h"

#define REQUIRE(cond) do { if (!(cond)) abort(); } while (0)

/* Copies at most cap-1 bytes of data into a NUL-terminated string. */
static inline size_t fuzz_text(const uint8_t *data, size_t size, char *out, size_t cap) {
    size_t n = size < cap - 1 ? size : cap - 1;
    memcpy(out, data, n);
    out[n] = '\0';
    return n;
}

/* Everything a valid position promises: invariants, a FEN that reads back to the same FEN, and
** legal moves that each lead to a valid position with the SAN and UCI reading back. */
static inline void check_position(const chess_pos *pos) {
    REQUIRE(chess_pos_ok(pos));
    char fen[CHESS_FEN_MAX], again[CHESS_FEN_MAX];
    REQUIRE(chess_fen_write(pos, fen, sizeof fen) > 0);
    chess_pos reread;
    REQUIRE(chess_fen_parse(&reread, fen, pos->flags) == 0);
    REQUIRE(chess_fen_write(&reread, again, sizeof again) > 0 && strcmp(fen, again) == 0);
    REQUIRE(chess_position_key(&reread) == chess_position_key(pos));

    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    REQUIRE(n >= 0 && n == chess_count_legal_moves(pos));
    for (int i = 0; i < n; i++) {
        char san[16], uci[8];
        chess_move parsed;
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        REQUIRE(chess_pos_ok(&after));
        REQUIRE(chess_move_to_san(pos, moves[i], san, sizeof san) > 0);
        REQUIRE(chess_move_parse(pos, san, &parsed) == 0 && parsed == moves[i]);
        REQUIRE(chess_move_to_uci(moves[i], uci, sizeof uci) > 0);
        REQUIRE(chess_move_parse(pos, uci, &parsed) == 0 && parsed == moves[i]);
    }
}
#endif
