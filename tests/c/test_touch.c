/* Touch-move, Articles 4.2 to 4.7 as the 2000 text numbers them. Each test names its article;
** the allowed moves are worked out by hand from the position and the Laws. */
#include <stdlib.h>
#include "testing.h"
#include "chess.h"

static chess_pos parse(const char *fen) {
    chess_pos pos;
    int err = chess_fen_parse(&pos, fen, 0);
    if (err) fprintf(stderr, "cannot parse %s: %s\n", fen, chess_error_name(err));
    CHECK_INT(err, 0);
    return pos;
}

static int compare_text(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* Runs chess_touch_moves on squares written "e2 ~d1 ..." and writes the allowed moves as sorted
** UCI joined by spaces into out, and the rule as "kind article" into rule_text. */
static void touch(const char *fen, const char *squares, char *out, size_t out_size, char *rule_text,
                  size_t rule_size) {
    chess_pos pos = parse(fen);
    uint8_t touches[CHESS_TOUCH_MAX];
    size_t count = 0;
    for (const char *p = squares; *p && count < CHESS_TOUCH_MAX;) {
        while (*p == ' ') p++;
        if (!*p) break;
        int adjust = *p == '~';
        if (adjust) p++;
        int sq = chess_square_parse(p);
        CHECK(sq >= 0);
        touches[count++] = (uint8_t)((sq < 0 ? 0 : sq) | (adjust ? CHESS_TOUCH_ADJUST : 0));
        p += 2;
    }
    chess_move moves[CHESS_MAX_MOVES];
    chess_touch_rule rule = {0, 0, 0};
    int n = chess_touch_moves(&pos, touches, count, &rule, moves, CHESS_MAX_MOVES);
    CHECK(n >= 0);
    char uci[CHESS_MAX_MOVES][8];
    for (int i = 0; i < n; i++) chess_move_to_uci(moves[i], uci[i], sizeof uci[i]);
    qsort(uci, (size_t)(n < 0 ? 0 : n), sizeof uci[0], compare_text);
    size_t len = 0;
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        int w = snprintf(out + len, out_size - len, "%s%s", i ? " " : "", uci[i]);
        if (w < 0 || (size_t)w >= out_size - len) break;
        len += (size_t)w;
    }
    snprintf(rule_text, rule_size, "%s %s", chess_touch_kind_name(rule.kind), chess_touch_article_name(rule.article));
}

#define EXPECT_TOUCH(fen, squares, moves_expected, rule_expected)                       \
    do {                                                                                \
        char out_[2048], rule_[64];                                                     \
        touch(fen, squares, out_, sizeof out_, rule_, sizeof rule_);                    \
        CHECK_STR(out_, moves_expected);                                                \
        CHECK_STR(rule_, rule_expected);                                                \
    } while (0)

/* Both sides can castle either way; nothing stands between kings and rooks. */
static const char *const CASTLES = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
/* The same, but f1 is attacked by a black rook on f8 through an open f-file: no O-O for White. */
static const char *const NO_SHORT = "r3kr2/ppppp1pp/8/8/8/8/PPPPP1PP/R3K2R w KQq - 0 1";

/* Pieces touched in a position (in order), the moves they leave and the rule that decides (FIDE Laws 4.3, 4.4). */
TEST(art_4_3_and_4_4_touched_pieces_oblige_these_moves) {
    const struct { const char *fen, *touched, *moves, *rule; } cases[] = {
        /* 4.3(1): own piece must move. */
        {CHESS_START_FEN, "g1", "g1f3 g1h3", "move-piece 4.3(1)"},
        /* 4.3(1): first touched that can move. */
        /* The a1 rook cannot move; the b1 knight touched after it can, so it must. */
        {CHESS_START_FEN, "a1 b1 g1", "b1a3 b1c3", "move-piece 4.3(1)"},
        /* 4.3(2): opponent piece must be captured. */
        /* The d5 pawn can be taken by the e4 pawn and by the c3 knight. */
        {"4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "d5", "c3d5 e4d5", "capture-piece 4.3(2)"},
        /* 4.3(2): first touched that can be captured. */
        /* The h7 pawn cannot be taken; the d5 pawn touched next can. */
        {"4k3/7p/8/3p4/4P3/8/8/4K3 w - - 0 1", "h7 d5", "e4d5", "capture-piece 4.3(2)"},
        /* 4.3(2): en passant captures the touched pawn. */
        {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "d5", "e5d6", "capture-piece 4.3(2)"},
        /* 4.3(3): capture with the touched piece. */
        /* Knight c3 and pawn d5 touched: the knight must take the pawn, although e4xd5 is legal too. */
        {"4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "c3 d5", "c3d5", "capture-with 4.3(3)"},
        {"4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "d5 c3", "c3d5", "capture-with 4.3(3)"},
        /* 4.3(3): illegal capture then first touched that can move. */
        /* The g1 knight cannot take d5: then the first touched piece that can move or be taken. */
        {"4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1", "g1 d5", "g1e2 g1f3 g1h3", "move-piece 4.3(3)"},
        {"4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1", "d5 g1", "e4d5", "capture-piece 4.3(3)"},
        /* 4.4(1): king then rook obliges castling. */
        {CASTLES, "e1 h1", "e1g1", "castle 4.4(1)"},
        {CASTLES, "e1 a1", "e1c1", "castle 4.4(1)"},
        /* 4.4(2): rook then king no castling rook moves. */
        {CASTLES, "h1 e1", "h1f1 h1g1", "move-piece 4.4(2)"},
        /* 4.4(2): rook cannot move then king without that castling. */
        /* The h1 rook is boxed in by g1 and h2, so the king must move (4.3(1)), but not castle with
        ** that rook: d1, f1, and castling long with the other rook. */
        {"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K1NR w KQkq - 0 1", "h1 e1", "e1c1 e1d1 e1f1", "move-piece 4.4(2)"},
        /* 4.4(3): castling illegal king must move other side allowed. */
        /* O-O would cross f1, which the f8 rook attacks (as it does f2): any other king move, and
        ** that is d1 or O-O-O. */
        {NO_SHORT, "e1 h1", "e1c1 e1d1", "king-move 4.4(3)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        EXPECT_TOUCH(cases[i].fen, cases[i].touched, cases[i].moves, cases[i].rule);
}

TEST(art_4_4_3_king_cannot_move_then_any_move) {
    /* The king is hemmed in by its own men and O-O is illegal (f1 held by a bishop): free choice. */
    char out[2048], rule[64], all[2048], ignored[64];
    touch("4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1", "e1 h1", out, sizeof out, rule, sizeof rule);
    touch("4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1", "", all, sizeof all, ignored, sizeof ignored);
    CHECK_STR(rule, "none 4.4(3)");
    CHECK_STR(out, all);
    CHECK(strlen(all) > 0);
}

TEST(art_4_5_untouchable_pieces_leave_a_free_choice) {
    /* The c1 bishop cannot move in the initial position: no obligation. */
    char out[2048], rule[64];
    touch(CHESS_START_FEN, "c1", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.5");
    CHECK_INT((long)(strlen(out) + 1) / 5, 20); /* all twenty first moves, four letters and a space each */
}

TEST(art_4_2_adjusting_creates_no_obligation) {
    char out[2048], rule[64];
    touch(CHESS_START_FEN, "~g1 ~e2", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.2");
    CHECK_INT((long)(strlen(out) + 1) / 5, 20);
    /* An adjusted piece, then a real touch: only the touch counts. */
    EXPECT_TOUCH(CHESS_START_FEN, "~e2 g1", "g1f3 g1h3", "move-piece 4.3(1)");
}

TEST(art_4_7_a_move_made_stands_and_clears_the_touches) {
    static chess_game game;
    CHECK_INT(chess_game_init(&game, NULL, 0, CHESS_LAWS_CURRENT), 0);
    CHECK_INT(chess_game_touch(&game, CHESS_SQUARE(4, 1)), 1);        /* e2 */
    CHECK_INT(chess_game_play_text(&game, "e3"), 0);                  /* released on e3 */
    CHECK_INT(game.touch_count, 0);
    CHECK_INT(chess_game_play_text(&game, "e3e4"), CHESS_ERR_NOT_YOUR_TURN); /* it cannot go on to e4 */
}

TEST(touch_errors) {
    chess_pos pos = parse(CHESS_START_FEN);
    chess_move moves[CHESS_MAX_MOVES];
    uint8_t many[CHESS_TOUCH_MAX + 1] = {0};
    CHECK_INT(chess_touch_moves(&pos, many, CHESS_TOUCH_MAX + 1, NULL, moves, CHESS_MAX_MOVES), CHESS_ERR_TOUCH_LIMIT);
    uint8_t g1 = CHESS_SQUARE(6, 0);
    CHECK_INT(chess_touch_moves(&pos, &g1, 1, NULL, moves, 1), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_TRAPS(chess_touch_moves(NULL, &g1, 1, NULL, moves, 1));
    uint8_t off_board = 200;
    CHECK_TRAPS(chess_touch_moves(&pos, &off_board, 1, NULL, moves, CHESS_MAX_MOVES));
}

TEST(art_4_5_through_an_enemy_piece_that_cannot_be_captured) {
    /* 4.5: the black d7 pawn cannot be captured by any white piece in the initial position, so
    ** touching it obliges nothing: all twenty first moves stay. */
    char out[2048], rule[64];
    touch(CHESS_START_FEN, "d7", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.5");
    CHECK_INT((long)(strlen(out) + 1) / 5, 20);
    /* An own piece that cannot move, then an enemy piece that cannot be captured: still free. */
    touch(CHESS_START_FEN, "c1 d7", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.5");
    CHECK_INT((long)(strlen(out) + 1) / 5, 20);
    /* The enemy king is never captured: touching it obliges nothing either. */
    touch("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e8", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.5");
    /* An enemy piece only a pinned piece attacks (the e2 knight, pinned to its king by the e8
    ** rook, attacks d4): it cannot be captured, so 4.5, not 4.3(2)... */
    touch("4r1k1/8/8/8/3p4/8/4N3/4K3 w - - 0 1", "d4", out, sizeof out, rule, sizeof rule);
    CHECK_STR(rule, "none 4.5");
    /* ...while the same pawn, the pin gone (the rook on f8), must be taken by the knight. */
    EXPECT_TOUCH("5rk1/8/8/8/3p4/8/4N3/4K3 w - - 0 1", "d4", "e2d4", "capture-piece 4.3(2)");
    /* An enemy piece only the king attacks, on a square it can take safely: the king takes it. */
    EXPECT_TOUCH("4r1k1/8/8/8/8/8/8/3nK3 w - - 0 1", "d1", "e1d1", "capture-piece 4.3(2)");
}

TEST(art_4_3_3_own_and_enemy_piece_touched) {
    /* 4.3(3): the touched knight takes the touched pawn, in either order of touching. */
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "d5 c3", "c3d5", "capture-with 4.3(3)");
    /* The a1 rook cannot take d5 and cannot move at all (a2 and b1 box it in): the first touched
    ** piece that can be moved or captured decides, here the d5 pawn, taken by the e4 pawn. */
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/8/P7/RK6 w - - 0 1", "a1 d5", "e4d5", "capture-piece 4.3(3)");
    /* The g1 knight cannot take d5 but can move, and was touched first: it moves. */
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1", "g1 d5", "g1e2 g1f3 g1h3", "move-piece 4.3(3)");
    /* Two own pieces that can both take the touched pawn: the first own piece touched takes it
    ** (as 4.3(1) makes the first touched piece the one to move), whichever of them that is. */
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "c3 e4 d5", "c3d5", "capture-with 4.3(3)");
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "e4 c3 d5", "e4d5", "capture-with 4.3(3)");
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "d5 e4 c3", "e4d5", "capture-with 4.3(3)");
}

TEST(art_4_3_1_and_2_one_piece_touched) {
    /* 4.3(1): a touched own piece that can only capture must capture. */
    EXPECT_TOUCH("4k3/8/8/3pp3/4P3/8/8/4K3 w - - 0 1", "e4", "e4d5", "move-piece 4.3(1)");
    /* 4.3(1): a pinned piece cannot move; the next touched piece that can move decides. */
    EXPECT_TOUCH("4r1k1/8/8/8/8/8/4N3/4K1N1 w - - 0 1", "e2 g1", "g1f3 g1h3", "move-piece 4.3(1)");
    /* 4.3(2): a touched enemy piece is captured by any piece that can legally take it. */
    EXPECT_TOUCH("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1", "d5", "c3d5 e4d5", "capture-piece 4.3(2)");
}

int main(void) {
    RUN(art_4_3_and_4_4_touched_pieces_oblige_these_moves);
    RUN(art_4_4_3_king_cannot_move_then_any_move);
    RUN(art_4_5_untouchable_pieces_leave_a_free_choice);
    RUN(art_4_2_adjusting_creates_no_obligation);
    RUN(art_4_7_a_move_made_stands_and_clears_the_touches);
    RUN(touch_errors);
    RUN(art_4_5_through_an_enemy_piece_that_cannot_be_captured);
    RUN(art_4_3_3_own_and_enemy_piece_touched);
    RUN(art_4_3_1_and_2_one_piece_touched);
    return testing_report();
}
