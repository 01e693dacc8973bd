/* How a game ends (Article 5), claims (9.2, 9.3), agreement (9.1), loss on time (6.10) and the
** automatic endings of today's Laws (9.6). Every expectation is worked out by hand from the Laws. */
#include "testing.h"
#include "chess.h"

static chess_game game; /* ~10 KB: static, as the tests run one at a time */

static void start(const char *fen, int laws) {
    int err = chess_game_init(&game, fen, 0, laws);
    if (err) fprintf(stderr, "cannot start from %s: %s\n", fen ? fen : "start", chess_error_name(err));
    CHECK_INT(err, 0);
}

/* Plays space-separated moves, each of which must be accepted. */
static void play(const char *moves) {
    char buf[512], *save = NULL;
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok_r(buf, " ", &save); m; m = strtok_r(NULL, " ", &save)) {
        int err = chess_game_play_text(&game, m);
        if (err) fprintf(stderr, "move %s: %s\n", m, chess_error_name(err));
        CHECK_INT(err, 0);
    }
}

static chess_move move(const char *text) {
    chess_move m = CHESS_MOVE_NONE;
    CHECK_INT(chess_move_parse(&game.pos, text, &m), 0);
    return m;
}

/* A claim by the player to move: 1 if it was correct, 0 if not, or the error. */
static int claim(int bit, chess_move intended) {
    int correct = -1, err = chess_game_claim(&game, bit, intended, &correct);
    if (err) return err;
    CHECK(correct == 0 || correct == 1);
    return correct;
}

static void check_outcome(int result, int reason) {
    chess_outcome o;
    chess_game_outcome(&game, &o);
    CHECK_STR(chess_result_name(o.result), chess_result_name(result));
    CHECK_STR(chess_reason_name(o.reason), chess_reason_name(reason));
}

TEST(names_are_the_strings_of_the_cli) {
    CHECK_STR(chess_result_name(CHESS_RESULT_ONGOING), "*");
    CHECK_STR(chess_result_name(CHESS_RESULT_WHITE_WINS), "1-0");
    CHECK_STR(chess_result_name(CHESS_RESULT_BLACK_WINS), "0-1");
    CHECK_STR(chess_result_name(CHESS_RESULT_DRAW), "1/2-1/2");
    CHECK_STR(chess_reason_name(CHESS_REASON_DEAD_POSITION), "dead-position");
    CHECK_STR(chess_reason_name(CHESS_REASON_SEVENTY_FIVE_MOVES), "seventy-five-moves");
    CHECK_STR(chess_reason_name(CHESS_REASON_TIME_FORFEIT_CANNOT_MATE), "time-forfeit-cannot-mate");
    CHECK_INT(chess_reason_is_modern(CHESS_REASON_FIVEFOLD_REPETITION), 1);
    CHECK_INT(chess_reason_is_modern(CHESS_REASON_SEVENTY_FIVE_MOVES), 1);
    CHECK_INT(chess_reason_is_modern(CHESS_REASON_THREEFOLD_REPETITION), 0);
}

TEST(art_5_1_1_checkmate_ends_the_game) {
    start(NULL, CHESS_LAWS_CURRENT);
    play("f3 e5 g4 Qh4#");
    check_outcome(CHESS_RESULT_BLACK_WINS, CHESS_REASON_CHECKMATE);
    CHECK_INT(chess_game_play_text(&game, "a3"), CHESS_ERR_GAME_OVER);
    CHECK_INT(chess_game_resign(&game, CHESS_WHITE), CHESS_ERR_GAME_OVER);
    char san[16];
    CHECK_INT(chess_game_san(&game, 3, san, sizeof san), 4);
    CHECK_STR(san, "Qh4#");
}

TEST(art_5_2_1_stalemate_ends_the_game) {
    /* Black: Kh8, not in check; g8 and g7 are the queen's, h7 the king's. */
    start("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CHESS_LAWS_CURRENT);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_STALEMATE);
}

TEST(art_5_2_2_dead_position_after_capture) {
    /* Kxd2 leaves king and bishop against a king: no sequence of moves mates. */
    start("8/8/8/4k3/8/8/3r4/4KB2 w - - 0 1", CHESS_LAWS_CURRENT);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    play("Kxd2");
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_DEAD_POSITION);
}

TEST(art_5_2_2_dead_position_locked_pawns) {
    /* The pawns are locked, every square a king could use to reach an enemy pawn is guarded by a
    ** pawn, and kings alone never give check. The game ends at once after d3. */
    start("3k4/8/8/p2p2p1/P2P2P1/8/8/3K4 w - - 0 1", CHESS_LAWS_CURRENT);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_DEAD_POSITION);
}

TEST(art_5_2_4_threefold_is_claimed_not_automatic) {
    start(NULL, CHESS_LAWS_2000);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    CHECK_INT(chess_game_repetitions(&game), 3);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), CHESS_CLAIM_THREEFOLD);
    /* The claim is the player to move's: chess_game_claim has no colour to get wrong. */
    CHECK_INT(claim(CHESS_CLAIM_FIFTY, CHESS_MOVE_NONE), 0);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(claim(CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE), 1);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_THREEFOLD_REPETITION);
}

TEST(art_9_2_threefold_claim_with_intended_move) {
    start(NULL, CHESS_LAWS_CURRENT);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    /* The start position with White to move has stood twice; ...Ng8 would make it three. */
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), 0);
    chess_move ng8 = move("Ng8");
    CHECK_INT(chess_game_claimable(&game, ng8), CHESS_CLAIM_THREEFOLD);
    CHECK_INT(claim(CHESS_CLAIM_THREEFOLD, ng8), 1);
    CHECK_INT(game.ply_count, 8);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_THREEFOLD_REPETITION);
}

TEST(art_9_2_claims_after_lists_the_moves_that_make_a_claim) {
    chess_move moves[CHESS_MAX_MOVES];
    uint8_t claims[CHESS_MAX_MOVES];
    start(NULL, CHESS_LAWS_CURRENT);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    /* Only ...Ng8 brings back the start position a third time. */
    CHECK_INT(chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES), 1);
    CHECK_INT(moves[0], move("Ng8"));
    CHECK_INT(claims[0], CHESS_CLAIM_THREEFOLD);
    CHECK_INT(chess_game_claims_after(&game, moves, claims, 0), CHESS_ERR_BUFFER_TOO_SMALL);
    /* Once the threefold claim holds now, a move adds nothing to it. */
    play("Ng8");
    CHECK_INT(chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES), 0);
    /* 99 plies without a capture or pawn move: each of White's 16 moves (Ka1: 3, Rg1: 13), none
    ** of them a capture, completes the 50 moves. */
    start("7k/8/8/8/8/8/8/K5R1 w - - 99 80", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES), 16);
    for (int i = 0; i < 16; i++) CHECK_INT(claims[i], CHESS_CLAIM_FIFTY);
    /* A pawn move starts the count again: it makes no claim. */
    start("7k/8/8/8/8/8/P7/K5R1 w - - 99 80", CHESS_LAWS_CURRENT);
    int n = chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES);
    CHECK_INT(n, chess_count_legal_moves(&game.pos) - 2);
    for (int i = 0; i < n; i++) CHECK(CHESS_MOVE_FROM(moves[i]) != CHESS_SQUARE(0, 1));
    play("a4");
    CHECK_INT(chess_game_resign(&game, CHESS_BLACK), 0);
    CHECK_INT(chess_game_claims_after(&game, moves, claims, CHESS_MAX_MOVES), CHESS_ERR_GAME_OVER);
}

TEST(art_9_2_incorrect_claim_plays_the_intended_move) {
    start(NULL, CHESS_LAWS_CURRENT);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6");
    chess_move nc3 = move("Nc3");
    CHECK_INT(chess_game_claimable(&game, nc3), 0);
    CHECK_INT(claim(CHESS_CLAIM_THREEFOLD, nc3), 0);
    CHECK_INT(game.ply_count, 7);
    CHECK_INT(game.pos.side, CHESS_BLACK);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    /* An incorrect claim without a move changes nothing. */
    CHECK_INT(claim(CHESS_CLAIM_FIFTY, CHESS_MOVE_NONE), 0);
    CHECK_INT(game.ply_count, 7);
}

TEST(art_9_2_en_passant_only_on_paper_is_the_same_position) {
    /* After e4 the FEN names e3, but no black pawn can take: the position is the same as when the
    ** white king later comes back to e1. Three times with Black to move: a claim. */
    start("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", CHESS_LAWS_CURRENT);
    play("e4 Ke7 Ke2 Ke8 Ke1 Ke7 Ke2 Ke8 Ke1");
    CHECK_INT(chess_game_repetitions(&game), 3);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), CHESS_CLAIM_THREEFOLD);
}

TEST(art_9_2_real_en_passant_right_makes_positions_differ) {
    /* Here the d4 pawn could take e4 en passant right after e2-e4: that position differs from the
    ** later ones with the same men, so only two occurrences count. */
    start("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", CHESS_LAWS_CURRENT);
    play("e4 Ke7 Ke2 Ke8 Ke1 Ke7 Ke2 Ke8 Ke1");
    CHECK_INT(chess_game_repetitions(&game), 2);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), 0);
}

TEST(art_9_2_lost_castling_right_makes_positions_differ) {
    start("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CHESS_LAWS_CURRENT);
    play("Rh2 Ke7 Rh1 Ke8 Rh2 Ke7 Rh1 Ke8");
    /* The first position had the right to castle; the two since then have not. */
    CHECK_INT(chess_game_repetitions(&game), 2);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), 0);
    play("Rh2 Ke7 Rh1 Ke8");
    CHECK_INT(chess_game_repetitions(&game), 3);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), CHESS_CLAIM_THREEFOLD);
}

TEST(art_5_2_5_fifty_moves_claimed_with_the_move_that_completes_them) {
    start("7k/8/8/8/8/8/8/K5R1 w - - 99 80", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), 0);
    chess_move rg2 = move("Rg2");
    CHECK_INT(chess_game_claimable(&game, rg2), CHESS_CLAIM_FIFTY);
    CHECK_INT(claim(CHESS_CLAIM_FIFTY, rg2), 1);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_FIFTY_MOVES);
}

TEST(art_5_2_5_fifty_moves_is_not_automatic) {
    start("7k/8/8/8/8/8/8/K5R1 w - - 99 80", CHESS_LAWS_CURRENT);
    play("Rg2");
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), CHESS_CLAIM_FIFTY);
}

TEST(art_5_2_5_a_pawn_move_restarts_the_count) {
    start("7k/8/8/8/8/8/P7/K5R1 w - - 99 80", CHESS_LAWS_CURRENT);
    chess_move a3 = move("a3");
    CHECK_INT(chess_game_claimable(&game, a3), 0);
    CHECK_INT(claim(CHESS_CLAIM_FIFTY, a3), 0);
    CHECK_INT(game.pos.halfmove_clock, 0); /* the move was played */
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
}

TEST(modern_9_6_2_seventy_five_moves_end_the_game) {
    start("7k/8/8/8/8/8/8/K5R1 w - - 149 100", CHESS_LAWS_CURRENT);
    play("Rg2");
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_SEVENTY_FIVE_MOVES);
    /* The 2000 Laws know no such ending: only the fifty-move claim. */
    start("7k/8/8/8/8/8/8/K5R1 w - - 149 100", CHESS_LAWS_2000);
    play("Rg2");
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(chess_game_claimable(&game, CHESS_MOVE_NONE), CHESS_CLAIM_FIFTY);
}

TEST(modern_9_6_2_checkmate_on_the_seventy_fifth_move_wins) {
    /* Ra8 is the 75th move of each side without pawn move or capture, and it mates. */
    start("7k/8/6K1/8/8/8/8/R7 w - - 149 100", CHESS_LAWS_CURRENT);
    play("Ra8#");
    CHECK_INT(game.pos.halfmove_clock, 150);
    check_outcome(CHESS_RESULT_WHITE_WINS, CHESS_REASON_CHECKMATE);
}

TEST(modern_9_6_1_fivefold_repetition_ends_the_game) {
    start(NULL, CHESS_LAWS_CURRENT);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    play("Ng8"); /* the start position, fifth time */
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_FIVEFOLD_REPETITION);

    start(NULL, CHESS_LAWS_2000);
    play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(chess_game_repetitions(&game), 5);
}

TEST(art_9_1_draw_by_agreement) {
    start(NULL, CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_accept_draw(&game), CHESS_ERR_NO_DRAW_OFFER);
    CHECK_INT(chess_game_offer_draw(&game), 0); /* the player to move, White, offers */
    CHECK_INT(game.draw_offer, CHESS_WHITE);
    play("e4");                                 /* the offer stands */
    CHECK_INT(game.draw_offer, CHESS_WHITE);
    CHECK_INT(chess_game_accept_draw(&game), 0); /* Black, to whom it was made, accepts */
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_AGREEMENT);
    CHECK_INT(chess_game_offer_draw(&game), CHESS_ERR_GAME_OVER);
}

TEST(art_9_1_a_move_declines_the_offer) {
    start(NULL, CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_offer_draw(&game), 0);
    play("e4 e5");
    CHECK_INT(chess_game_accept_draw(&game), CHESS_ERR_NO_DRAW_OFFER);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
}

TEST(art_5_1_2_resignation) {
    start(NULL, CHESS_LAWS_CURRENT);
    play("e4");
    CHECK_INT(chess_game_resign(&game, CHESS_WHITE), 0); /* at any time, not only on one's move */
    check_outcome(CHESS_RESULT_BLACK_WINS, CHESS_REASON_RESIGNATION);
}

TEST(art_6_10_lone_king_flags_against_king_and_knight_is_a_draw) {
    chess_pos pos;
    chess_outcome o;
    CHECK_INT(chess_fen_parse(&pos, "8/8/8/8/8/2k5/8/4K1N1 w - - 0 1", 0), 0);
    chess_flag_outcome(&pos, CHESS_BLACK, CHESS_CAN_MATE_FULL_BUDGET, &o);
    CHECK_STR(chess_result_name(o.result), "1/2-1/2");
    CHECK_STR(chess_reason_name(o.reason), "time-forfeit-cannot-mate");
}

TEST(art_6_10_lone_king_flags_against_king_and_queen_loses) {
    start("8/8/8/8/8/2k5/8/3QK3 b - - 0 1", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_flag(&game, CHESS_BLACK), 0);
    check_outcome(CHESS_RESULT_WHITE_WINS, CHESS_REASON_TIME_FORFEIT);
}

TEST(art_6_10_knight_flags_against_a_pawn_loses) {
    /* The pawn can promote and mate with help, so the knight's side loses on time. */
    start("8/8/4p3/8/8/2k5/8/4K1N1 w - - 0 1", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_flag(&game, CHESS_WHITE), 0);
    check_outcome(CHESS_RESULT_BLACK_WINS, CHESS_REASON_TIME_FORFEIT);
    /* And the other way: the knight can mate, since the pawn can block its own king. */
    start("8/8/4p3/8/8/2k5/8/4K1N1 w - - 0 1", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_flag(&game, CHESS_BLACK), 0);
    check_outcome(CHESS_RESULT_WHITE_WINS, CHESS_REASON_TIME_FORFEIT);
}

TEST(art_6_10_flag_with_the_answer_asked_elsewhere) {
    /* chess_game_flag_answered takes the opponent's can-mate answer; NO alone makes the draw. */
    static const int ANSWERS[] = {CHESS_CAN_MATE_YES, CHESS_CAN_MATE_NO, CHESS_CAN_MATE_UNKNOWN};
    for (int i = 0; i < 3; i++) {
        start("8/8/4p3/8/8/2k5/8/4K1N1 w - - 0 1", CHESS_LAWS_CURRENT);
        CHECK_INT(chess_game_flag_answered(&game, CHESS_WHITE, ANSWERS[i]), 0);
        if (ANSWERS[i] == CHESS_CAN_MATE_NO) check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_TIME_FORFEIT_CANNOT_MATE);
        else check_outcome(CHESS_RESULT_BLACK_WINS, CHESS_REASON_TIME_FORFEIT);
        CHECK_INT(chess_game_flag_answered(&game, CHESS_BLACK, CHESS_CAN_MATE_NO), CHESS_ERR_GAME_OVER);
    }
    /* chess_game_flag is the same call with chess_can_mate's full answer. */
    start("8/8/8/8/8/2k5/8/3QK3 w - - 0 1", CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_flag(&game, CHESS_WHITE), 0);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_TIME_FORFEIT_CANNOT_MATE);
}

TEST(undo_replays_and_reopens) {
    start(NULL, CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_undo(&game), CHESS_ERR_NOTHING_TO_UNDO);
    play("f3 e5 g4 Qh4#");
    CHECK_INT(chess_game_undo(&game), 0);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    CHECK_INT(game.ply_count, 3);
    char fen[CHESS_FEN_MAX];
    chess_fen_write(&game.pos, fen, sizeof fen);
    CHECK_STR(fen, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    CHECK_INT(chess_game_touch(&game, CHESS_SQUARE(3, 7)), 1);
    CHECK_INT(chess_game_undo(&game), 0);
    CHECK_INT(game.touch_count, 0);
}

TEST(art_4_3_1_touched_piece_binds_the_game_move) {
    start(NULL, CHESS_LAWS_CURRENT);
    CHECK_INT(chess_game_touch(&game, CHESS_SQUARE(6, 0)), 1); /* g1 */
    CHECK_INT(chess_game_touch(&game, CHESS_SQUARE(4, 3)), CHESS_ERR_NOT_A_PIECE); /* e4 is empty */
    CHECK_INT(chess_game_play_text(&game, "e4"), CHESS_ERR_TOUCH_MOVE_REQUIRED);
    CHECK_INT(chess_game_play_text(&game, "Nf3"), 0);
    CHECK_INT(game.touch_count, 0); /* a move clears the touches */
    CHECK_INT(chess_game_play_text(&game, "e5"), 0);
}

TEST(game_full_is_reported) {
    start(NULL, CHESS_LAWS_2000);
    int err = 0;
    for (int i = 0; i < CHESS_GAME_MAX_PLIES / 4 && !err; i++) {
        err = chess_game_play_text(&game, "Nf3");
        if (!err) err = chess_game_play_text(&game, "Nf6");
        if (!err) err = chess_game_play_text(&game, "Ng1");
        if (!err) err = chess_game_play_text(&game, "Ng8");
    }
    CHECK_INT(err, 0);
    CHECK_INT(game.ply_count, CHESS_GAME_MAX_PLIES);
    CHECK_INT(chess_game_play_text(&game, "Nf3"), CHESS_ERR_GAME_FULL);
}

TEST(exercise_boards_without_two_kings_never_stalemate_or_die) {
    /* A lone rook collecting stars: no king, nothing to mate, yet the exercise goes on. */
    CHECK_INT(chess_game_init(&game, "8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE, CHESS_LAWS_CURRENT), 0);
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    play("Ra5 pass Rh5");
    check_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
    /* With both kings on an exercise board, stalemate and dead position mean what they always do. */
    CHECK_INT(chess_game_init(&game, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CHESS_POS_EXERCISE, CHESS_LAWS_CURRENT), 0);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_STALEMATE);
    CHECK_INT(chess_game_init(&game, "7k/8/6K1/8/8/8/8/8 w - - 0 1", CHESS_POS_EXERCISE, CHESS_LAWS_CURRENT), 0);
    check_outcome(CHESS_RESULT_DRAW, CHESS_REASON_DEAD_POSITION);
}

TEST(programmer_errors_trap_in_debug_builds) {
    start(NULL, CHESS_LAWS_CURRENT);
    CHECK_TRAPS(chess_game_init(&game, NULL, 0, 1999)); /* laws chess.h does not list */
    CHECK_TRAPS(chess_game_resign(&game, 2));
    CHECK_TRAPS(chess_game_flag(&game, -1));
    CHECK_TRAPS(chess_game_flag_answered(&game, CHESS_WHITE, 0)); /* not a can-mate answer */
    CHECK_TRAPS(chess_game_claim(&game, CHESS_REASON_THREEFOLD_REPETITION, CHESS_MOVE_NONE, NULL)); /* not a claim bit */
    CHECK_TRAPS(chess_game_claim(&game, CHESS_CLAIM_THREEFOLD | CHESS_CLAIM_FIFTY, CHESS_MOVE_NONE, NULL));
    CHECK_TRAPS(chess_game_touch(&game, 128));
    CHECK_TRAPS(chess_game_san(&game, 0, NULL, 0));
    /* The game was not touched by any of them (each ran in a child process), and goes on. */
    play("e4");
    char san[16];
    CHECK_INT(chess_game_san(&game, 0, san, sizeof san), 2);
}

int main(void) {
    RUN(names_are_the_strings_of_the_cli);
    RUN(exercise_boards_without_two_kings_never_stalemate_or_die);
    RUN(art_5_1_1_checkmate_ends_the_game);
    RUN(art_5_2_1_stalemate_ends_the_game);
    RUN(art_5_2_2_dead_position_after_capture);
    RUN(art_5_2_2_dead_position_locked_pawns);
    RUN(art_5_2_4_threefold_is_claimed_not_automatic);
    RUN(art_9_2_threefold_claim_with_intended_move);
    RUN(art_9_2_claims_after_lists_the_moves_that_make_a_claim);
    RUN(art_9_2_incorrect_claim_plays_the_intended_move);
    RUN(art_9_2_en_passant_only_on_paper_is_the_same_position);
    RUN(art_9_2_real_en_passant_right_makes_positions_differ);
    RUN(art_9_2_lost_castling_right_makes_positions_differ);
    RUN(art_5_2_5_fifty_moves_claimed_with_the_move_that_completes_them);
    RUN(art_5_2_5_fifty_moves_is_not_automatic);
    RUN(art_5_2_5_a_pawn_move_restarts_the_count);
    RUN(modern_9_6_2_seventy_five_moves_end_the_game);
    RUN(modern_9_6_2_checkmate_on_the_seventy_fifth_move_wins);
    RUN(modern_9_6_1_fivefold_repetition_ends_the_game);
    RUN(art_9_1_draw_by_agreement);
    RUN(art_9_1_a_move_declines_the_offer);
    RUN(art_5_1_2_resignation);
    RUN(art_6_10_lone_king_flags_against_king_and_knight_is_a_draw);
    RUN(art_6_10_lone_king_flags_against_king_and_queen_loses);
    RUN(art_6_10_knight_flags_against_a_pawn_loses);
    RUN(art_6_10_flag_with_the_answer_asked_elsewhere);
    RUN(undo_replays_and_reopens);
    RUN(art_4_3_1_touched_piece_binds_the_game_move);
    RUN(game_full_is_reported);
    RUN(programmer_errors_trap_in_debug_builds);
    return testing_report();
}
