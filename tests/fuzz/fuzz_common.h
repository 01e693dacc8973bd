/* Checks shared by the fuzz harnesses. A broken invariant aborts, which libFuzzer and the
** corpus replay both report as a crash with the input that caused it. */
#ifndef CHESS_FUZZ_COMMON_H
#define CHESS_FUZZ_COMMON_H
#include <stdlib.h>
#include <string.h>
#include "chess.h"

#define REQUIRE(cond) do { if (!(cond)) abort(); } while (0)

/* A position the game harnesses start from, with the flags to read its FEN with. */
typedef struct {
    const char *fen;
    unsigned flags;
} fuzz_start;

/* The start an input's first byte picks: the initial position and the perft suite's positions 2
** to 4 (castling, en passant, promotion), rooks beside both kings, a pinned knight, an en passant
** capture just offered, and exercise boards of one king or none. On those there is no
** dead-position test after each move, which keeps long inputs quick; rooks shuffle, so positions
** repeat and, from the last, the 50 moves run out. */
static inline const fuzz_start *fuzz_start_of(uint8_t byte) {
    static const fuzz_start STARTS[] = {
        {CHESS_START_FEN, 0},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 0},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 0},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 0},
        {"r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", 0},
        {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", 0},
        {"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", 0},
        {"8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE},
        {"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 0},
        {"4k3/8/8/8/8/8/8/R6R w - - 90 70", CHESS_POS_EXERCISE},
    };
    return &STARTS[byte % (sizeof STARTS / sizeof STARTS[0])];
}

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
