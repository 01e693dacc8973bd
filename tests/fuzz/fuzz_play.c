/* Random bytes played as moves: each byte picks one legal move (255 in an exercise position
** means pass), and every position on the way keeps every promise. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const STARTS[] = {
        CHESS_START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "8/8/8/8/8/8/8/R7 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    };
    if (size == 0) return 0;
    unsigned start = data[0] % (sizeof STARTS / sizeof STARTS[0]);
    chess_pos pos;
    REQUIRE(chess_fen_parse(&pos, STARTS[start], start == 4 ? CHESS_POS_EXERCISE : 0) == 0);
    for (size_t i = 1; i < size && i < 400; i++) {
        chess_move moves[CHESS_MAX_MOVES];
        int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
        REQUIRE(n >= 0);
        chess_move move;
        if (data[i] == 255 && chess_move_parse(&pos, "pass", &move) == 0) {
            chess_make_move(&pos, move, &pos);
        } else if (n == 0) {
            break;
        } else {
            chess_make_move(&pos, moves[data[i] % n], &pos);
        }
        REQUIRE(chess_pos_ok(&pos));
    }
    check_position(&pos);
    return 0;
}
