/* Random bytes played as moves: each byte picks one legal move (255 in an exercise position, or
** no legal move there, means pass), and every position on the way keeps every promise. The same moves go into a game
** record (from the exercise starts), whose claims agree three ways: chess_game_claims_after lists exactly the moves whose
** chess_game_claimable answer gains a bit, and a claim is correct exactly when claimable says so. */
#include "fuzz_common.h"

#define GAME_PLIES 120
static chess_game game; /* 10 KB: off the stack; the harness runs one input at a time */

static void check_claims(void) {
    chess_move moves[CHESS_MAX_MOVES], listed[CHESS_MAX_MOVES];
    uint8_t claims[CHESS_MAX_MOVES];
    int now = chess_game_claimable(&game, CHESS_MOVE_NONE);
    int count = chess_game_claims_after(&game, listed, claims, CHESS_MAX_MOVES);
    if (now == CHESS_ERR_GAME_OVER) {
        REQUIRE(count == CHESS_ERR_GAME_OVER);
        return;
    }
    REQUIRE(now >= 0 && now <= (CHESS_CLAIM_THREEFOLD | CHESS_CLAIM_FIFTY) && count >= 0);
    int n = chess_legal_moves(&game.pos, moves, CHESS_MAX_MOVES), next = 0;
    for (int i = 0; i < n; i++) {
        int with = chess_game_claimable(&game, moves[i]);
        REQUIRE(with >= 0 && (with & now) == now);
        if (with == now) continue;
        REQUIRE(next < count && listed[next] == moves[i] && claims[next] == (with & ~now));
        next++;
    }
    REQUIRE(next == count);
    /* A claim without a move is correct exactly when it holds now, and then ends the game. */
    for (int bit = CHESS_CLAIM_THREEFOLD; bit <= CHESS_CLAIM_FIFTY; bit <<= 1) {
        chess_game copy = game;
        int correct = -1;
        REQUIRE(chess_game_claim(&copy, bit, CHESS_MOVE_NONE, &correct) == 0);
        REQUIRE(correct == ((now & bit) != 0));
        REQUIRE((copy.outcome.result == CHESS_RESULT_DRAW) == correct);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const STARTS[] = {
        CHESS_START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "8/8/8/8/8/8/8/R7 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "4k3/8/8/8/8/8/8/R6R w - - 90 70",
    };
    /* Exercise boards, and the starts whose games are followed: with one king or none there is no
    ** dead-position test after each move, which would make long inputs slow, and rooks shuffle, so
    ** positions repeat and, from the last, the 50 moves run out. */
    static const int EXERCISE[] = {0, 0, 0, 0, 1, 0, 1};
    if (size == 0) return 0;
    unsigned start = data[0] % (sizeof STARTS / sizeof STARTS[0]);
    chess_pos pos;
    unsigned flags = EXERCISE[start] ? CHESS_POS_EXERCISE : 0;
    REQUIRE(chess_fen_parse(&pos, STARTS[start], flags) == 0);
    REQUIRE(chess_game_init(&game, STARTS[start], flags, CHESS_LAWS_2000) == 0);
    for (size_t i = 1; i < size && i < 400; i++) {
        chess_move moves[CHESS_MAX_MOVES];
        int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
        REQUIRE(n >= 0);
        chess_move move;
        if ((data[i] == 255 || n == 0) && chess_move_parse(&pos, "pass", &move) == 0) {
            /* move is the pass */
        } else if (n == 0) {
            break;
        } else {
            move = moves[data[i] % n];
        }
        chess_make_move(&pos, move, &pos);
        REQUIRE(chess_pos_ok(&pos));
        /* The game follows while it goes on (under the 2000 Laws repetitions never end it). */
        if (EXERCISE[start] && i <= GAME_PLIES && game.outcome.result == CHESS_RESULT_ONGOING) {
            REQUIRE(chess_game_play(&game, move) == 0);
            check_claims();
        }
    }
    check_position(&pos);
    return 0;
}
