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
/* A sound answer that is not NO: YES, or UNKNOWN where the budget runs out (no answer is 0). */
#define NEVER_NO 0

/* Positions, a side, a budget and the answer chess_can_mate must give (NEVER_NO: any but NO). */
TEST(art_5_2_2_can_this_side_still_mate) {
    const struct { const char *fen; int color; uint32_t budget; int answer; } cases[] = {
        /* 5.2(2): lone king cannot mate. */
        {"8/8/8/4k3/8/8/8/3QK3 w - - 0 1", CHESS_BLACK, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): king and knight against king. */
        {"8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        {"8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", CHESS_BLACK, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): king and bishop against king. */
        {"8/8/8/4k3/8/8/8/4KB2 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): bishops all on one colour. */
        /* Two white bishops on light squares (f1, d3) and a black one on a light square (c8): the
        ** mated king would stand on a light square with dark neighbours nobody can cover. */
        {"2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        {"2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1", CHESS_BLACK, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): bishops of both colours are not dead. */
        /* With a dark-squared black bishop to block, mate is possible (e.g. Ka8, Bb8... ): never NO. */
        {"2b1k3/8/8/8/8/8/8/4K1B1 w - - 0 1", CHESS_WHITE, QUICK, NEVER_NO},
        /* Two bishops of opposite colours mate a bare king. */
        {"4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", CHESS_WHITE, QUICK, NEVER_NO},
        /* 5.2(2): locked pawns with a way through are not dead. */
        /* The same chains, but the a5 pawn is gone: the white king walks to a5 and on, so pawns can
        ** fall and promote. Never NO. */
        {"3k4/8/8/3p2p1/P2P2P1/8/3K4/8 w - - 0 1", CHESS_WHITE, QUICK, NEVER_NO},
        {"3k4/8/8/3p2p1/P2P2P1/8/3K4/8 w - - 0 1", CHESS_BLACK, QUICK, NEVER_NO},
        /* 5.2(2): bishop behind locked chain cannot help. */
        /* A dark-squared white bishop; the chains sit on light squares, so it can never attack a pawn
        ** or be attacked by one, and it can never check the black king's light squares... The black
        ** king lives on ranks 5-8, where its dark neighbours stay free: no mate for either side. */
        {"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        {"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", CHESS_BLACK, QUICK, CHESS_CAN_MATE_NO},
        /* 5.1(1): mate given counts as can mate. */
        /* Fool's mate: Black has mated; White, mated, never will. */
        {"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", CHESS_BLACK, QUICK, CHESS_CAN_MATE_YES},
        {"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): queen mates with help. */
        {"8/8/8/4k3/8/8/8/3QK3 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): rook mates with help. */
        {"7k/8/8/8/8/8/8/R3K3 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): initial position both can mate. */
        {CHESS_START_FEN, CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        {CHESS_START_FEN, CHESS_BLACK, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): knight mates when the pawn blocks. */
        /* A knight mates when the defender's own men fill the flight squares: never NO here. */
        {"7k/7p/8/8/8/8/8/4K1N1 w - - 0 1", CHESS_WHITE, FULL, NEVER_NO},
        /* Nf7#: g8 and h7 hold Black's own rook and pawn, g7 is the white king's. */
        {"6rk/7p/5K2/6N1/8/8/8/8 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_YES},
        /* 5.2(2): caged bishops guard their pawns. */
        /* Each bishop is shut in by its own pawns and never moves; it guards the pawns next to it, so
        ** no king can ever take one (d3, f3 are guarded by Be4; d6, f6 by Be5), the chains never open
        ** and neither side can ever mate. */
        {"4k3/8/3p1p2/3PbP2/3pBp2/3P1P2/8/4K3 w - - 0 1", CHESS_WHITE, QUICK, CHESS_CAN_MATE_NO},
        {"4k3/8/3p1p2/3PbP2/3pBp2/3P1P2/8/4K3 w - - 0 1", CHESS_BLACK, QUICK, CHESS_CAN_MATE_NO},
        /* 5.2(2): bishop against queen cannot mate. */
        /* Black's king and bishop against king and queen: wherever the men stand, the queen takes the
        ** checking bishop or steps between, or the king walks out; with the queen gone, king and
        ** bishop never mate a bare king. White, with the queen, can. */
        {"2kb4/8/8/8/8/8/8/2KQ4 w - - 0 1", CHESS_BLACK, FULL, CHESS_CAN_MATE_NO},
        {"2kb4/8/8/8/8/8/8/2KQ4 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): knight against rook is not dead. */
        /* Kh8, Rg8 and a white Kg6: Nf7 is mate. The placement proof must find that and claim nothing. */
        {"4k3/8/8/8/8/8/8/r3K1N1 w - - 0 1", CHESS_WHITE, FULL, NEVER_NO},
        {"6rk/8/6K1/4N3/8/8/8/8 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): long helpmate through the pawns. */
        /* From the unwinnability suite (White can mate): a long cooperative line in which pawns must
        ** advance first; the guided search finds it. */
        {"1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* 5.2(2): bishop against knight mates in the corner. */
        /* King and dark-squared bishop against king and knight: Ka1, Nb1 against Ka3, Bb2 is mate
        ** (b1 holds Black's own knight, a2 and b2 are the white king's, and the knight cannot reach
        ** b2). Both kings must walk across the board first: the target walk finds the line. */
        {"8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_YES},
        /* The knight's side mates too, with the bishop filling a flight square: never NO. */
        {"8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1", CHESS_BLACK, FULL, NEVER_NO},
        /* Without the knight there is nothing to fill a flight square: king and bishop never mate. */
        {"8/2k5/8/4K3/8/8/8/B7 w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_NO},
        /* 5.2(2): boxed army every reachable position seen. */
        /* Black's men are boxed in on ranks 1-3 and only the bishops can shuffle (a1-b2, h1-g2); the
        ** white king walks ranks 3-8 and can reach no black man, and the white pawns are blocked.
        ** Nobody can ever give a check that mates: the full-width search sees every reachable
        ** position (the set stops growing between two iterations) and none is a mate. */
        {"4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1", CHESS_WHITE, FULL, CHESS_CAN_MATE_NO},
        {"4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1", CHESS_BLACK, FULL, CHESS_CAN_MATE_NO},
        /* A white knight added: Nd3 would be mate (the black king cannot move, and nothing can take
        ** d3 or block a knight's check). The reachable set then holds a mate: never NO. */
        {"N3K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1", CHESS_WHITE, FULL, NEVER_NO},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int answer = can_mate(cases[i].fen, cases[i].color, cases[i].budget);
        if (cases[i].answer == NEVER_NO) CHECK(answer != CHESS_CAN_MATE_NO);
        else CHECK_INT(answer, cases[i].answer);
    }
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
    RUN(art_5_2_2_can_this_side_still_mate);
    RUN(art_5_2_2_locked_pawns_with_kings_only);
    RUN(answer_names_and_errors);
    return testing_report();
}
