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
    if (size == 0) return 0;
    const fuzz_start *start = fuzz_start_of(data[0]);
    chess_pos pos;
    REQUIRE(chess_fen_parse(&pos, start->fen, start->flags) == 0);
    REQUIRE(chess_game_init(&game, start->fen, start->flags, CHESS_LAWS_2000) == 0);
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
        if ((start->flags & CHESS_POS_EXERCISE) && i <= GAME_PLIES && game.outcome.result == CHESS_RESULT_ONGOING) {
            REQUIRE(chess_game_play(&game, move) == 0);
            check_claims();
        }
    }
    check_position(&pos);
    return 0;
}
