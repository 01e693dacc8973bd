/* chess_move_culprits: the men that make a refused move illegal, for each reason a lesson marks on
** the board. Every expected square was found by hand on the board drawn from the FEN (the lines
** walked square by square, as the comments say), not from the core's output. */
#include "testing.h"
#include "chess.h"

/* The reason chess_move_find gives for `uci`, and its culprits written "e6>g4 c3" (a man, and
** after ">" the square it attacks), into text; returns the count or the error. */
static int culprits(const char *fen, const char *uci, int *reason, char *text, size_t size) {
    static const char promo[] = "  nbrq";
    chess_pos pos;
    chess_move move;
    chess_culprit out[CHESS_MAX_CULPRITS];
    int promotion = 0, from = chess_square_parse(uci), to = chess_square_parse(uci + 2);
    text[0] = '\0';
    /* a lesson's position without kings is an exercise position */
    if (chess_fen_parse(&pos, fen, 0) != 0 && chess_fen_parse(&pos, fen, CHESS_POS_EXERCISE) != 0) {
        fprintf(stderr, "cannot parse %s\n", fen);
        return -999;
    }
    for (int t = 2; t <= 5 && uci[4]; t++)
        if (promo[t] == uci[4]) promotion = t;
    *reason = chess_move_find(&pos, from, to, promotion, &move);
    int n = chess_move_culprits(&pos, from, to, promotion, out, CHESS_MAX_CULPRITS);
    for (int i = 0; i < n; i++) {
        char name[3], target[3];
        chess_square_name(out[i].square, name, sizeof name);
        size_t used = strlen(text);
        if (out[i].attacks == CHESS_NO_SQUARE)
            snprintf(text + used, size - used, "%s%s", i ? " " : "", name);
        else {
            chess_square_name(out[i].attacks, target, sizeof target);
            snprintf(text + used, size - used, "%s%s>%s", i ? " " : "", name, target);
        }
    }
    return n;
}

#define EXPECT(fen, uci, code, expected)                                  \
    do {                                                                  \
        char text_[128];                                                  \
        int reason_ = 0;                                                  \
        int n_ = culprits(fen, uci, &reason_, text_, sizeof text_);       \
        CHECK_STR(chess_error_name(reason_), #code);                      \
        CHECK(n_ >= 0);                                                   \
        CHECK_STR(text_, expected);                                       \
    } while (0)

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

TEST(path_blocked_names_the_nearest_man_in_the_way) {
    EXPECT("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1a3", PATH_BLOCKED, "a2"); /* the rook through its own pawn */
    EXPECT("8/8/8/8/8/2P5/8/2R5 w - - 0 1", "c1c5", PATH_BLOCKED, "c3");   /* lessons/rook.json "blocked" */
    /* down the h-file from h7: h6 empty, h5 the first man (black), h3 the second */
    EXPECT("k7/7R/8/7p/8/7P/8/4K3 w - - 0 1", "h7h1", PATH_BLOCKED, "h5");
    EXPECT(START, "c1f4", PATH_BLOCKED, "d2"); /* c1-d2-e3-f4 */
    EXPECT(START, "d1d3", PATH_BLOCKED, "d2");
    EXPECT("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", PATH_BLOCKED, "e3"); /* the square ahead */
    EXPECT("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2e4", PATH_BLOCKED, "e4"); /* the target */
    EXPECT("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e3", PATH_BLOCKED, "e3");
}

TEST(own_piece_on_target_names_the_target) {
    EXPECT(START, "g1e2", OWN_PIECE_ON_TARGET, "e2");
    EXPECT("8/8/8/8/8/2P5/8/2R5 w - - 0 1", "c1c3", OWN_PIECE_ON_TARGET, "c3");
}

TEST(king_into_check_names_every_attacker_of_the_target) {
    /* lessons/attack.json "pinned-still-attacks": the pinned bishop e6 still attacks g4 along
    ** e6-f5-g4; the knight taken on g4 and the one on h4 (g2 f3 f5 g6) do not count */
    EXPECT("4k3/5p2/4b3/8/6nn/6K1/8/4R3 w - - 0 1", "g3g4", KING_INTO_CHECK, "e6>g4");
    /* e2: the knight f4 (e2 g2 d3 h3 d5 h5 e6 g6) and the bishop b5 (b5-c4-d3-e2) */
    EXPECT("7k/8/8/1b6/5n2/8/8/3K4 w - - 0 1", "d1e2", KING_INTO_CHECK, "f4>e2 b5>e2");
    /* the king steps back along the rook's file: e3 is attacked once the king leaves e4 */
    EXPECT("4r2k/8/8/8/4K3/8/8/8 w - - 0 1", "e4e3", KING_INTO_CHECK, "e8>e3");
}

TEST(king_in_check_must_answer_names_the_checkers) {
    EXPECT("4r2k/8/8/8/8/R7/8/4K3 w - - 0 1", "a3a4", KING_IN_CHECK_MUST_ANSWER, "e8>e1");
    /* double check: the bishop b4 (b4-c3-d2-e1) and the rook e8 */
    EXPECT("4r2k/8/8/8/1b6/8/8/R3K3 w - - 0 1", "a1a2", KING_IN_CHECK_MUST_ANSWER, "b4>e1 e8>e1");
}

TEST(leaves_king_in_check_names_the_pinning_man) {
    EXPECT("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", LEAVES_KING_IN_CHECK, "e8>e1");
    /* en passant that opens the fifth rank: b5 and c5 leave it, the rook h5 sees the king a5 */
    EXPECT("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2", "b5c6", LEAVES_KING_IN_CHECK, "h5>a5");
    /* in check from the knight c3 (a2 a4 b1 b5 d1 d5 e2 e4), the bishop d2 pinned by the rook d8
    ** steps off the file: only the rook is new to the king's attackers */
    EXPECT("3r3k/8/8/8/8/2n5/3B4/3K4 w - - 0 1", "d2e3", LEAVES_KING_IN_CHECK, "d8>d1");
}

TEST(castling_names_what_stands_in_the_way_or_attacks) {
    EXPECT(START, "e1g1", CASTLE_BLOCKED, "f1 g1");
    EXPECT(START, "e1c1", CASTLE_BLOCKED, "b1 c1 d1");
    EXPECT("k3r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", CASTLE_IN_CHECK, "e8>e1");
    EXPECT("k4r2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", CASTLE_THROUGH_ATTACK, "f8>f1");
    EXPECT("3r3k/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", CASTLE_THROUGH_ATTACK, "d8>d1");
    EXPECT("k5r1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", CASTLE_INTO_ATTACK, "g8>g1");
    EXPECT("2r4k/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", CASTLE_INTO_ATTACK, "c8>c1");
}

TEST(other_reasons_and_legal_moves_have_none) {
    char text[128];
    int reason = 0;
    CHECK_INT(culprits(START, "e2e4", &reason, text, sizeof text), 0); /* legal */
    CHECK_INT(reason, 0);
    CHECK_INT(culprits(START, "e4e5", &reason, text, sizeof text), 0);
    CHECK_INT(reason, CHESS_ERR_NO_PIECE);
    CHECK_INT(culprits(START, "e7e5", &reason, text, sizeof text), 0);
    CHECK_INT(reason, CHESS_ERR_NOT_YOUR_TURN);
    CHECK_INT(culprits(START, "b1b3", &reason, text, sizeof text), 0);
    CHECK_INT(reason, CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(a_buffer_too_small_is_said) {
    chess_pos pos;
    chess_culprit out[1];
    CHECK_INT(chess_fen_parse(&pos, "4r2k/8/8/8/1b6/8/8/R3K3 w - - 0 1", 0), 0);
    CHECK_INT(chess_move_culprits(&pos, chess_square_parse("a1"), chess_square_parse("a2"), 0, out, 1),
              CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(chess_move_culprits(&pos, chess_square_parse("a1"), chess_square_parse("a2"), 0, out, 0),
              CHESS_ERR_BUFFER_TOO_SMALL);
}

int main(void) {
    RUN(path_blocked_names_the_nearest_man_in_the_way);
    RUN(own_piece_on_target_names_the_target);
    RUN(king_into_check_names_every_attacker_of_the_target);
    RUN(king_in_check_must_answer_names_the_checkers);
    RUN(leaves_king_in_check_names_the_pinning_man);
    RUN(castling_names_what_stands_in_the_way_or_attacks);
    RUN(other_reasons_and_legal_moves_have_none);
    RUN(a_buffer_too_small_is_said);
    return testing_report();
}
