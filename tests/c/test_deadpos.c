/* Dead positions (Article 5.2(2)) and "can this side still mate?" (6.10), on hand-checked
** positions. The answers must be sound: NO only where no mate exists, YES only where one does. */
#include "testing.h"
#include "chess.h"

static int can_mate(const char *fen, int color, uint32_t budget) {
    chess_pos pos;
    int err = chess_fen_parse(&pos, fen, 0);
    if (err) fprintf(stderr, "cannot parse %s: %s\n", fen, chess_error_name(err));
    CHECK_INT(err, 0);
    return err ? -1 : chess_can_mate(&pos, color, budget);
}

#define FULL CHESS_CAN_MATE_FULL_BUDGET
#define QUICK CHESS_CAN_MATE_QUICK_BUDGET

TEST(art_5_2_2_lone_king_cannot_mate) {
    CHECK_INT(can_mate("8/8/8/4k3/8/8/8/3QK3 w - - 0 1", CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_king_and_knight_against_king) {
    CHECK_INT(can_mate("8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate("8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_king_and_bishop_against_king) {
    CHECK_INT(can_mate("8/8/8/4k3/8/8/8/4KB2 w - - 0 1", CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_bishops_all_on_one_colour) {
    /* Two white bishops on light squares (f1, d3) and a black one on a light square (c8): the
    ** mated king would stand on a light square with dark neighbours nobody can cover. */
    const char *fen = "2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_bishops_of_both_colours_are_not_dead) {
    /* With a dark-squared black bishop to block, mate is possible (e.g. Ka8, Bb8... ): never NO. */
    CHECK(can_mate("2b1k3/8/8/8/8/8/8/4K1B1 w - - 0 1", CHESS_WHITE, QUICK) != CHESS_CAN_MATE_NO);
    /* Two bishops of opposite colours mate a bare king. */
    CHECK(can_mate("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", CHESS_WHITE, QUICK) != CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_locked_pawns_with_kings_only) {
    /* Pawn chains locked, every way round guarded by pawns: neither king can ever reach a pawn. */
    const char *fen = "3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, fen, 0), 0);
    CHECK_INT(chess_is_dead_position(&pos, QUICK), 1);
}

TEST(art_5_2_2_locked_pawns_with_a_way_through_are_not_dead) {
    /* The same chains, but the a5 pawn is gone: the white king walks to a5 and on, so pawns can
    ** fall and promote. Never NO. */
    const char *fen = "3k4/8/8/3p2p1/P2P2P1/8/3K4/8 w - - 0 1";
    CHECK(can_mate(fen, CHESS_WHITE, QUICK) != CHESS_CAN_MATE_NO);
    CHECK(can_mate(fen, CHESS_BLACK, QUICK) != CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_bishop_behind_locked_chain_cannot_help) {
    /* A dark-squared white bishop; the chains sit on light squares, so it can never attack a pawn
    ** or be attacked by one, and it can never check the black king's light squares... The black
    ** king lives on ranks 5-8, where its dark neighbours stay free: no mate for either side. */
    const char *fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_1_1_mate_given_counts_as_can_mate) {
    /* Fool's mate: Black has mated; White, mated, never will. */
    const char *fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    CHECK_INT(can_mate(fen, CHESS_BLACK, QUICK), CHESS_CAN_MATE_YES);
    CHECK_INT(can_mate(fen, CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_queen_mates_with_help) {
    CHECK_INT(can_mate("8/8/8/4k3/8/8/8/3QK3 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_rook_mates_with_help) {
    CHECK_INT(can_mate("7k/8/8/8/8/8/8/R3K3 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_initial_position_both_can_mate) {
    CHECK_INT(can_mate(CHESS_START_FEN, CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
    CHECK_INT(can_mate(CHESS_START_FEN, CHESS_BLACK, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_knight_mates_when_the_pawn_blocks) {
    /* A knight mates when the defender's own men fill the flight squares: never NO here. */
    CHECK(can_mate("7k/7p/8/8/8/8/8/4K1N1 w - - 0 1", CHESS_WHITE, FULL) != CHESS_CAN_MATE_NO);
    /* Nf7#: g8 and h7 hold Black's own rook and pawn, g7 is the white king's. */
    CHECK_INT(can_mate("6rk/7p/5K2/6N1/8/8/8/8 w - - 0 1", CHESS_WHITE, QUICK), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_caged_bishops_guard_their_pawns) {
    /* Each bishop is shut in by its own pawns and never moves; it guards the pawns next to it, so
    ** no king can ever take one (d3, f3 are guarded by Be4; d6, f6 by Be5), the chains never open
    ** and neither side can ever mate. */
    const char *fen = "4k3/8/3p1p2/3PbP2/3pBp2/3P1P2/8/4K3 w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_WHITE, QUICK), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_BLACK, QUICK), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_bishop_against_queen_cannot_mate) {
    /* Black's king and bishop against king and queen: wherever the men stand, the queen takes the
    ** checking bishop or steps between, or the king walks out; with the queen gone, king and
    ** bishop never mate a bare king. White, with the queen, can. */
    const char *fen = "2kb4/8/8/8/8/8/8/2KQ4 w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_BLACK, FULL), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_knight_against_rook_is_not_dead) {
    /* Kh8, Rg8 and a white Kg6: Nf7 is mate. The placement proof must find that and claim nothing. */
    CHECK(can_mate("4k3/8/8/8/8/8/8/r3K1N1 w - - 0 1", CHESS_WHITE, FULL) != CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate("6rk/8/6K1/4N3/8/8/8/8 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_long_helpmate_through_the_pawns) {
    /* From the unwinnability suite (White can mate): a long cooperative line in which pawns must
    ** advance first; the guided search finds it. */
    CHECK_INT(can_mate("1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
}

TEST(art_5_2_2_bishop_against_knight_mates_in_the_corner) {
    /* King and dark-squared bishop against king and knight: Ka1, Nb1 against Ka3, Bb2 is mate
    ** (b1 holds Black's own knight, a2 and b2 are the white king's, and the knight cannot reach
    ** b2). Both kings must walk across the board first: the target walk finds the line. */
    CHECK_INT(can_mate("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_YES);
    /* The knight's side mates too, with the bishop filling a flight square: never NO. */
    CHECK(can_mate("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1", CHESS_BLACK, FULL) != CHESS_CAN_MATE_NO);
    /* Without the knight there is nothing to fill a flight square: king and bishop never mate. */
    CHECK_INT(can_mate("8/2k5/8/4K3/8/8/8/B7 w - - 0 1", CHESS_WHITE, FULL), CHESS_CAN_MATE_NO);
}

TEST(art_5_2_2_boxed_army_every_reachable_position_seen) {
    /* Black's men are boxed in on ranks 1-3 and only the bishops can shuffle (a1-b2, h1-g2); the
    ** white king walks ranks 3-8 and can reach no black man, and the white pawns are blocked.
    ** Nobody can ever give a check that mates: the full-width search sees every reachable
    ** position (the set stops growing between two iterations) and none is a mate. */
    const char *fen = "4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1";
    CHECK_INT(can_mate(fen, CHESS_WHITE, FULL), CHESS_CAN_MATE_NO);
    CHECK_INT(can_mate(fen, CHESS_BLACK, FULL), CHESS_CAN_MATE_NO);
    /* A white knight added: Nd3 would be mate (the black king cannot move, and nothing can take
    ** d3 or block a knight's check). The reachable set then holds a mate: never NO. */
    const char *near = "N3K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1";
    CHECK(can_mate(near, CHESS_WHITE, FULL) != CHESS_CAN_MATE_NO);
}

TEST(answer_names_and_errors) {
    CHECK_STR(chess_can_mate_name(CHESS_CAN_MATE_YES), "yes");
    CHECK_STR(chess_can_mate_name(CHESS_CAN_MATE_NO), "no");
    CHECK_STR(chess_can_mate_name(CHESS_CAN_MATE_UNKNOWN), "unknown");
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, CHESS_START_FEN, 0), 0);
    /* No answer is 0, so no test of it as a truth value reads as "no". */
    CHECK(CHESS_CAN_MATE_YES != 0 && CHESS_CAN_MATE_NO != 0 && CHESS_CAN_MATE_UNKNOWN != 0);
    CHECK_STR(chess_can_mate_name(0), "?");
    /* A colour other than white or black, or no position, is a programmer error. */
    CHECK_TRAPS(chess_can_mate(&pos, 2, QUICK));
    CHECK_TRAPS(chess_can_mate(NULL, CHESS_WHITE, QUICK));
    CHECK_TRAPS(chess_is_dead_position(NULL, QUICK));
    /* With no budget the search cannot start: a position that needs it is UNKNOWN, never NO. */
    CHECK_INT(chess_can_mate(&pos, CHESS_WHITE, 0), CHESS_CAN_MATE_UNKNOWN);
    /* A budget smaller than one node's moves: the first stage overdraws it, and the later ones
    ** must then stop at once rather than count on from a negative remainder. */
    CHECK_INT(chess_can_mate(&pos, CHESS_WHITE, 4), CHESS_CAN_MATE_UNKNOWN);
}

int main(void) {
    RUN(art_5_2_2_lone_king_cannot_mate);
    RUN(art_5_2_2_king_and_knight_against_king);
    RUN(art_5_2_2_king_and_bishop_against_king);
    RUN(art_5_2_2_bishops_all_on_one_colour);
    RUN(art_5_2_2_bishops_of_both_colours_are_not_dead);
    RUN(art_5_2_2_locked_pawns_with_kings_only);
    RUN(art_5_2_2_locked_pawns_with_a_way_through_are_not_dead);
    RUN(art_5_2_2_bishop_behind_locked_chain_cannot_help);
    RUN(art_5_1_1_mate_given_counts_as_can_mate);
    RUN(art_5_2_2_queen_mates_with_help);
    RUN(art_5_2_2_rook_mates_with_help);
    RUN(art_5_2_2_initial_position_both_can_mate);
    RUN(art_5_2_2_knight_mates_when_the_pawn_blocks);
    RUN(art_5_2_2_caged_bishops_guard_their_pawns);
    RUN(art_5_2_2_bishop_against_queen_cannot_mate);
    RUN(art_5_2_2_knight_against_rook_is_not_dead);
    RUN(art_5_2_2_long_helpmate_through_the_pawns);
    RUN(art_5_2_2_bishop_against_knight_mates_in_the_corner);
    RUN(art_5_2_2_boxed_army_every_reachable_position_seen);
    RUN(answer_names_and_errors);
    return testing_report();
}
