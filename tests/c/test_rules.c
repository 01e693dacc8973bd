/* Article 3 of the Laws, one rule at a time, with the reason code a lesson would explain.
** Positions are hand-checked; expected counts are worked out from the rules, not from our output. */
#include "testing.h"
#include "chess.h"

static chess_pos parse(const char *fen, unsigned flags) {
    chess_pos pos;
    int err = chess_fen_parse(&pos, fen, flags);
    if (err) {
        fprintf(stderr, "cannot parse %s: %s\n", fen, chess_error_name(err));
        testing_failures_in_test++;
        chess_fen_parse(&pos, "8/8/8/8/8/8/8/8 w - - 0 1", CHESS_POS_EXERCISE);
    }
    return pos;
}

static int sq(const char *name) { return chess_square_parse(name); }

/* The reason chess_move_find gives for a move written as "e2e4" or "e7e8q". */
static int reason(const chess_pos *pos, const char *uci) {
    static const char promo[] = "  nbrq";
    int promotion = 0;
    for (int t = 2; t <= 5 && uci[4]; t++)
        if (promo[t] == uci[4]) promotion = t;
    chess_move move;
    return chess_move_find(pos, sq(uci), sq(uci + 2), promotion, &move);
}

/* Plays moves given in UCI/SAN, checking each is legal. */
static chess_pos play(const char *fen, const char *const *moves, int n) {
    chess_pos pos = parse(fen, 0);
    for (int i = 0; i < n; i++) {
        chess_move move;
        int err = chess_move_parse(&pos, moves[i], &move);
        if (err) fprintf(stderr, "move %s: %s\n", moves[i], chess_error_name(err));
        CHECK_INT(err, 0);
        chess_make_move(&pos, move, &pos);
    }
    return pos;
}

static int moves_from(const chess_pos *pos, const char *square) {
    chess_move moves[CHESS_MAX_MOVES];
    return chess_legal_moves_from(pos, sq(square), moves, CHESS_MAX_MOVES);
}

/* The position after the move from → to (with the promotion piece, or 0), checked to be a legal
** move of `kind`; the position itself where no such move is found. */
static chess_pos after_move(const chess_pos *pos, const char *from, const char *to, int promotion, int kind) {
    chess_move move = CHESS_MOVE_NONE;
    chess_pos after = *pos;
    int err = chess_move_find(pos, sq(from), sq(to), promotion, &move);
    CHECK_INT(err, 0);
    if (err != 0) return after;
    CHECK_INT(CHESS_MOVE_KIND(move), kind);
    chess_make_move(pos, move, &after);
    return after;
}

TEST(art_3_1_no_move_onto_own_piece) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    CHECK_INT(reason(&pos, "d1d2"), CHESS_ERR_OWN_PIECE_ON_TARGET);
    CHECK_INT(reason(&pos, "g1e2"), CHESS_ERR_OWN_PIECE_ON_TARGET);
}

TEST(art_3_1_capture_removes_the_captured_piece) {
    const char *moves[] = {"e4", "d5", "exd5"};
    chess_pos pos = play(CHESS_START_FEN, moves, 3);
    CHECK_INT(pos.board[sq("d5")], CHESS_PAWN);
    CHECK_INT(__builtin_popcountll(pos.by_color[CHESS_BLACK]), 15);
    CHECK_INT(pos.halfmove_clock, 0);
}

TEST(art_3_2_bishop_moves_along_diagonals) {
    chess_pos pos = parse("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&pos, "d4"), 13);
    CHECK_INT(reason(&pos, "d4d6"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(art_3_3_rook_moves_along_files_and_ranks) {
    chess_pos pos = parse("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&pos, "d4"), 14);
    CHECK_INT(reason(&pos, "d4e5"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(art_3_4_queen_moves_like_rook_and_bishop) {
    chess_pos pos = parse("8/7k/8/8/3Q4/8/8/1K6 w - - 0 1", 0);
    CHECK_INT(moves_from(&pos, "d4"), 27);
    CHECK_INT(reason(&pos, "d4e6"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(art_3_5_bishop_rook_queen_cannot_jump) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    CHECK_INT(reason(&pos, "c1e3"), CHESS_ERR_PATH_BLOCKED);
    CHECK_INT(reason(&pos, "a1a3"), CHESS_ERR_PATH_BLOCKED);
    CHECK_INT(reason(&pos, "d1d4"), CHESS_ERR_PATH_BLOCKED);
    CHECK_INT(moves_from(&pos, "d1"), 0);
}

TEST(art_3_6_knight_jumps_over_pieces) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    CHECK_INT(moves_from(&pos, "b1"), 2);
    CHECK_INT(reason(&pos, "b1d2"), CHESS_ERR_OWN_PIECE_ON_TARGET);
    CHECK_INT(reason(&pos, "b1b3"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
    chess_pos centre = parse("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&centre, "d4"), 8);
    chess_pos corner = parse("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&corner, "a1"), 2);
}

TEST(art_3_7_1_pawn_moves_one_square_forward_to_an_empty_square) {
    chess_pos pos = parse("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&pos, "e2e3"), CHESS_ERR_PATH_BLOCKED);
    CHECK_INT(moves_from(&pos, "e2"), 0);
    CHECK_INT(reason(&pos, "e2e1"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT); /* never backwards */
}

TEST(art_3_7_2_two_squares_only_from_the_start_and_only_if_both_empty) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    CHECK_INT(moves_from(&pos, "e2"), 2);
    const char *moves[] = {"e3", "a6"};
    chess_pos later = play(CHESS_START_FEN, moves, 2);
    CHECK_INT(reason(&later, "e3e5"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
    chess_pos blocked = parse("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&blocked, "e2e4"), CHESS_ERR_PATH_BLOCKED);
    chess_pos target_taken = parse("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&target_taken, "e2e4"), CHESS_ERR_PATH_BLOCKED);
    CHECK_INT(moves_from(&target_taken, "e2"), 1);
}

TEST(art_3_7_3_pawn_captures_diagonally_forward_only) {
    chess_pos pos = parse("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&pos, "e4"), 2); /* e5 and exd5 */
    CHECK_INT(reason(&pos, "e4f5"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
    chess_pos head_on = parse("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&head_on, "e4e5"), CHESS_ERR_PATH_BLOCKED);
    chess_pos backwards = parse("4k3/8/8/8/4P3/3p4/8/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&backwards, "e4d3"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(art_3_7_4_en_passant_right_after_the_two_square_move) {
    const char *moves[] = {"e4", "a6", "e5", "d5"};
    chess_pos pos = play(CHESS_START_FEN, moves, 4);
    chess_pos after = after_move(&pos, "e5", "d6", 0, CHESS_MOVE_EN_PASSANT);
    CHECK_INT(after.board[sq("d5")], CHESS_EMPTY);
    CHECK_INT(after.board[sq("d6")], CHESS_PAWN);
}

TEST(art_3_7_4_en_passant_expires_after_one_move) {
    const char *moves[] = {"e4", "a6", "e5", "d5", "Nf3", "a5"};
    chess_pos pos = play(CHESS_START_FEN, moves, 6);
    CHECK_INT(reason(&pos, "e5d6"), CHESS_ERR_EN_PASSANT_EXPIRED);
}

TEST(art_3_7_4_en_passant_that_exposes_the_king_is_illegal) {
    /* The two pawns leave rank 5 together, opening it between the rook and the king. */
    chess_pos pos = parse("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", 0);
    CHECK_INT(reason(&pos, "e5d6"), CHESS_ERR_LEAVES_KING_IN_CHECK);
    CHECK_INT(moves_from(&pos, "e5"), 1); /* e6 only */
}

TEST(art_3_7_5_promotion_needs_a_choice_of_queen_rook_bishop_or_knight) {
    chess_pos pos = parse("7k/4P3/8/8/8/8/8/K7 w - - 0 1", 0);
    CHECK_INT(moves_from(&pos, "e7"), 4);
    CHECK_INT(reason(&pos, "e7e8"), CHESS_ERR_PROMOTION_CHOICE_NEEDED);
    chess_move move;
    CHECK_INT(chess_move_find(&pos, sq("e7"), sq("e8"), CHESS_KING, &move), CHESS_ERR_BAD_PROMOTION_PIECE);
    CHECK_INT(chess_move_find(&pos, sq("e7"), sq("e8"), CHESS_PAWN, &move), CHESS_ERR_BAD_PROMOTION_PIECE);
    chess_pos after = after_move(&pos, "e7", "e8", CHESS_KNIGHT, CHESS_MOVE_PROMOTE_KNIGHT);
    CHECK_INT(after.board[sq("e8")], CHESS_KNIGHT);
    CHECK_INT(after.board[sq("e7")], CHESS_EMPTY);
}

TEST(art_3_7_5_promotion_piece_only_for_a_promoting_move) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    chess_move move;
    CHECK_INT(chess_move_find(&pos, sq("e2"), sq("e4"), CHESS_QUEEN, &move), CHESS_ERR_PROMOTION_NOT_ALLOWED);
}

TEST(art_3_8_1a_king_cannot_step_onto_an_attacked_square) {
    chess_pos pos = parse("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&pos, "e1e2"), CHESS_ERR_KING_INTO_CHECK);
    CHECK_INT(moves_from(&pos, "e1"), 2); /* d1 and f1; all of rank 2 is attacked */
    CHECK_INT(reason(&pos, "e1e3"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
}

TEST(art_3_8_1a_king_cannot_hide_behind_itself_on_the_checking_line) {
    /* The rook checks along rank 1; f1 looks shielded only by the king itself. */
    chess_pos pos = parse("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", 0);
    CHECK_INT(reason(&pos, "e1f1"), CHESS_ERR_KING_INTO_CHECK);
}

static const char *CASTLE_FEN = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

TEST(art_3_8_castling_both_sides_when_allowed) {
    chess_pos pos = parse(CASTLE_FEN, 0);
    chess_pos after = after_move(&pos, "e1", "g1", 0, CHESS_MOVE_CASTLE);
    CHECK_INT(after.board[sq("g1")], CHESS_KING);
    CHECK_INT(after.board[sq("f1")], CHESS_ROOK);
    CHECK_INT(after.board[sq("h1")], CHESS_EMPTY);
    CHECK_INT(after.castling & (CHESS_CASTLE_WHITE_KINGSIDE | CHESS_CASTLE_WHITE_QUEENSIDE), 0);
    after = after_move(&pos, "e1", "c1", 0, CHESS_MOVE_CASTLE);
    CHECK_INT(after.board[sq("c1")], CHESS_KING);
    CHECK_INT(after.board[sq("d1")], CHESS_ROOK);
    CHECK_INT(after.board[sq("a1")], CHESS_EMPTY);
}

TEST(art_3_8_castling_is_illegal_forever_after_the_king_moved) {
    const char *moves[] = {"Kf1", "Kf8", "Ke1", "Ke8"};
    chess_pos pos = play(CASTLE_FEN, moves, 4);
    CHECK_INT(pos.castling, 0);
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_KING_MOVED);
    CHECK_INT(reason(&pos, "e1c1"), CHESS_ERR_CASTLE_KING_MOVED);
}

TEST(art_3_8_castling_is_illegal_forever_with_a_rook_that_moved) {
    const char *moves[] = {"Rg1", "a6", "Rh1", "a5"};
    chess_pos pos = play(CASTLE_FEN, moves, 4);
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_ROOK_MOVED);
    chess_move move;
    CHECK_INT(chess_move_find(&pos, sq("e1"), sq("c1"), 0, &move), 0);
}

TEST(art_3_8_castling_right_is_lost_when_the_rook_is_captured) {
    chess_pos pos = parse("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1", 0);
    const char *moves[] = {"Bxh1"};
    chess_pos after = pos;
    chess_move move;
    CHECK_INT(chess_move_parse(&after, moves[0], &move), 0);
    chess_make_move(&after, move, &after);
    CHECK_INT(after.castling & CHESS_CASTLE_WHITE_KINGSIDE, 0);
    CHECK(after.castling & CHESS_CASTLE_WHITE_QUEENSIDE);
}

TEST(art_3_8_castling_is_prevented_while_pieces_stand_between) {
    chess_pos pos = parse("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1", 0);
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_BLOCKED);
    /* On the queen's side the b1 square counts too: only the rook crosses it, but it must be empty. */
    CHECK_INT(reason(&pos, "e1c1"), CHESS_ERR_CASTLE_BLOCKED);
}

TEST(art_3_8_castling_is_prevented_while_the_king_is_in_check) {
    chess_pos pos = parse("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", 0);
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_IN_CHECK);
    CHECK_INT(reason(&pos, "e1c1"), CHESS_ERR_CASTLE_IN_CHECK);
}

TEST(art_3_8_castling_through_attacked_square_is_illegal) {
    chess_pos pos = parse("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", 0); /* rook on f2 hits f1 */
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_THROUGH_ATTACK);
    chess_pos bishop = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 0);
    CHECK_INT(reason(&bishop, "e1g1"), 0);
    chess_pos queenside = parse("r3k2r/8/8/8/8/8/3r4/R3K2R w KQkq - 0 1", 0); /* d1 attacked */
    CHECK_INT(reason(&queenside, "e1c1"), CHESS_ERR_CASTLE_THROUGH_ATTACK);
}

TEST(art_3_8_castling_into_attacked_square_is_illegal) {
    chess_pos pos = parse("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", 0); /* g1 attacked */
    CHECK_INT(reason(&pos, "e1g1"), CHESS_ERR_CASTLE_INTO_ATTACK);
}

TEST(art_3_8_attacked_rook_or_b1_does_not_prevent_castling) {
    /* Only the king's squares matter: the rook on a1 and the square b1 may be attacked. */
    chess_pos pos = parse("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", 0); /* b2 rook hits b1 and a... */
    CHECK_INT(reason(&pos, "e1c1"), 0);
    chess_pos rook_attacked = parse("r3k2r/8/8/8/8/8/r7/R3K2R w Kkq - 0 1", 0);
    CHECK_INT(reason(&rook_attacked, "e1g1"), 0);
}

TEST(art_3_8_2_a_piece_that_cannot_move_still_gives_check) {
    /* The black knight on e5 is pinned to its own king by the rook, yet it checks the white king. */
    chess_pos pos = parse("4k3/8/8/4n3/8/3K4/8/4R3 w - - 0 1", 0);
    CHECK_INT(chess_in_check(&pos), 1);
    CHECK_INT(reason(&pos, "e1a1"), CHESS_ERR_KING_IN_CHECK_MUST_ANSWER);
    CHECK_INT(reason(&pos, "e1e5"), 0); /* capturing the checker answers it */
}

TEST(art_3_9_a_pinned_piece_cannot_expose_its_king) {
    chess_pos pos = parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", 0);
    CHECK_INT(reason(&pos, "e2c3"), CHESS_ERR_LEAVES_KING_IN_CHECK);
    CHECK_INT(moves_from(&pos, "e2"), 0);
    chess_pos rook_pin = parse("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", 0);
    CHECK_INT(moves_from(&rook_pin, "e2"), 5); /* along the pin: e3..e7 */
    CHECK_INT(reason(&rook_pin, "e2d2"), CHESS_ERR_LEAVES_KING_IN_CHECK);
}

TEST(art_3_9_check_must_be_answered) {
    chess_pos pos = parse("4k3/8/8/8/1b6/8/8/R3K3 w Q - 0 1", 0); /* bishop b4 checks e1 */
    CHECK_INT(chess_in_check(&pos), 1);
    CHECK_INT(reason(&pos, "a1a8"), CHESS_ERR_KING_IN_CHECK_MUST_ANSWER);
    CHECK_INT(reason(&pos, "e1c1"), CHESS_ERR_CASTLE_IN_CHECK);
    CHECK_INT(reason(&pos, "a1a4"), CHESS_ERR_KING_IN_CHECK_MUST_ANSWER);
    chess_move moves[CHESS_MAX_MOVES];
    /* King: d1, d2, e2, f1, f2 (d2 is on the bishop's line: attacked) -> d1, e2, f1, f2; no blocks
    ** possible for the rook (c3, d2 are not on its files/ranks from a1... a1 cannot reach them). */
    CHECK_INT(chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), 4);
}

TEST(art_3_9_double_check_only_the_king_moves) {
    /* Rook e8 and bishop b4 both check e1; the white rook could capture either, but not both. */
    chess_pos pos = parse("k3r3/8/8/8/1b6/8/8/1R2K3 w - - 0 1", 0);
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++) CHECK_INT(CHESS_MOVE_FROM(moves[i]), sq("e1"));
    CHECK_INT(reason(&pos, "b1b4"), CHESS_ERR_KING_IN_CHECK_MUST_ANSWER);
    CHECK_INT(n, 3); /* d1, f1, f2 (d2 and e2 lie on the checking lines) */
}

TEST(art_3_9_checkmate_and_stalemate_have_no_legal_moves) {
    const char *fools_mate[] = {"f3", "e5", "g4", "Qh4"};
    chess_pos mate = play(CHESS_START_FEN, fools_mate, 4);
    CHECK_INT(chess_in_check(&mate), 1);
    CHECK_INT(chess_count_legal_moves(&mate), 0);
    chess_pos stalemate = parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 0);
    CHECK_INT(chess_in_check(&stalemate), 0);
    CHECK_INT(chess_count_legal_moves(&stalemate), 0);
}

TEST(attacked_squares_of_a_side) {
    chess_pos start = parse(CHESS_START_FEN, 0);
    uint64_t white = chess_attacked_squares(&start, CHESS_WHITE);
    CHECK_INT(white & 0x0000000000FF0000ULL, 0x0000000000FF0000ULL); /* all of rank 3 */
    CHECK_INT(white & 0xFFFFFFFFFF000000ULL, 0);                     /* nothing beyond */
    chess_pos rook = parse("8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE);
    CHECK_INT(__builtin_popcountll(chess_attacked_squares(&rook, CHESS_WHITE)), 14);
    CHECK_INT(chess_attacked_squares(&rook, CHESS_BLACK), 0);
    /* Pawns attack diagonally only, never straight ahead. */
    chess_pos pawn = parse("8/8/8/8/4P3/8/8/8 w - - 0 1", CHESS_POS_EXERCISE);
    CHECK_INT(chess_attacked_squares(&pawn, CHESS_WHITE), (1ULL << sq("d5")) | (1ULL << sq("f5")));
}

TEST(exercise_positions_have_no_king_safety_for_a_side_without_king) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "8/8/8/8/8/8/8/R7 w - - 0 1", 0), CHESS_ERR_FEN_KING_COUNT);
    pos = parse("8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE);
    CHECK_INT(chess_count_legal_moves(&pos), 14);
    /* A lone rook keeps moving: pass for the other side, then move again. */
    chess_move move;
    CHECK_INT(chess_move_parse(&pos, "Ra5", &move), 0);
    chess_make_move(&pos, move, &pos);
    CHECK_INT(chess_move_parse(&pos, "pass", &move), 0);
    CHECK_INT(CHESS_MOVE_KIND(move), CHESS_MOVE_PASS);
    chess_make_move(&pos, move, &pos);
    CHECK_INT(pos.side, CHESS_WHITE);
    CHECK_INT(chess_move_parse(&pos, "Rh5", &move), 0);
}

TEST(exercise_positions_keep_king_safety_for_a_side_with_a_king) {
    /* White has only a king; the black rook attacks the e-file. */
    chess_pos pos = parse("4r3/8/8/8/8/8/8/3K4 w - - 0 1", CHESS_POS_EXERCISE);
    CHECK_INT(reason(&pos, "d1e1"), CHESS_ERR_KING_INTO_CHECK);
    chess_pos checked = parse("3r4/8/8/8/8/8/8/3K4 w - - 0 1", CHESS_POS_EXERCISE);
    chess_move move;
    CHECK_INT(chess_move_parse(&checked, "pass", &move), CHESS_ERR_PASS_NOT_ALLOWED);
}

TEST(exercise_positions_never_capture_a_king) {
    chess_pos pos = parse("4k3/8/8/8/8/8/8/4R3 b - - 0 1", CHESS_POS_EXERCISE);
    chess_move move;
    CHECK_INT(chess_move_parse(&pos, "pass", &move), CHESS_ERR_PASS_NOT_ALLOWED); /* in check */
    /* So a king is never left standing in check for the other side to take: the black king must
    ** step out of the rook's file, and cannot step back into it. */
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    CHECK_INT(n, 4); /* d8, f8, d7, f7 */
    for (int i = 0; i < n; i++) CHECK(CHESS_FILE(CHESS_MOVE_TO(moves[i])) != 4);
}

TEST(pass_is_only_for_exercise_positions) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    chess_move move;
    CHECK_INT(chess_move_parse(&pos, "--", &move), CHESS_ERR_PASS_NOT_ALLOWED);
    CHECK_INT(chess_move_parse(&pos, "0000", &move), CHESS_ERR_PASS_NOT_ALLOWED);
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++) CHECK(CHESS_MOVE_KIND(moves[i]) != CHESS_MOVE_PASS);
}

TEST(art_9_2_position_key_same_position_same_key) {
    const char *a[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    chess_pos start = parse(CHESS_START_FEN, 0), back = play(CHESS_START_FEN, a, 4);
    CHECK(chess_position_key(&start) == chess_position_key(&back));
    const char *b[] = {"Nf3"}, *c[] = {"Nc3"};
    chess_pos nf3 = play(CHESS_START_FEN, b, 1), nc3 = play(CHESS_START_FEN, c, 1);
    CHECK(chess_position_key(&nf3) != chess_position_key(&nc3));
    CHECK(chess_position_key(&start) != chess_position_key(&nf3));
}

TEST(art_9_2_en_passant_only_on_paper_does_not_change_the_position) {
    /* After 1.e4 no black pawn can take en passant: the same position as reached by a detour. */
    const char *direct[] = {"e4"}, *detour[] = {"e3", "Nf6", "e4", "Ng8"};
    chess_pos d = play(CHESS_START_FEN, direct, 1);
    chess_pos detour_pos = play("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", detour, 4);
    /* The detour has white to move; compare with black's turn by using the same side. */
    chess_pos e4_black = parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 0);
    CHECK(chess_position_key(&d) == chess_position_key(&e4_black));
    CHECK(detour_pos.ep_square == CHESS_NO_SQUARE);
    /* With a pawn that can take, the en passant right makes a different position. */
    chess_pos can_take = parse("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", 0);
    chess_pos cannot = parse("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", 0);
    CHECK(chess_position_key(&can_take) != chess_position_key(&cannot));
}

TEST(art_9_2_castling_rights_are_part_of_the_position) {
    chess_pos with = parse(CASTLE_FEN, 0);
    chess_pos without = parse("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Kkq - 0 1", 0);
    CHECK(chess_position_key(&with) != chess_position_key(&without));
}

TEST(make_move_counts_halfmoves_and_fullmoves) {
    const char *moves[] = {"Nf3", "Nf6", "Ng1"};
    chess_pos pos = play(CHESS_START_FEN, moves, 3);
    CHECK_INT(pos.halfmove_clock, 3);
    CHECK_INT(pos.fullmove_number, 2);
    CHECK_INT(pos.side, CHESS_BLACK);
}

TEST(art_3_8_2_the_checked_king_and_nothing_else) {
    /* 1.f3 e5 2.g4 Qh4#: the white king on e1 stands in check; in the initial position no king does. */
    static const char *const fools_mate[] = {"f3", "e5", "g4", "Qh4"};
    chess_pos pos = play(CHESS_START_FEN, fools_mate, 4);
    CHECK_INT(chess_in_check(&pos), 1);
    CHECK_INT(chess_check_square(&pos), sq("e1"));
    pos = parse(CHESS_START_FEN, 0);
    CHECK_INT(chess_in_check(&pos), 0);
    CHECK_INT(chess_check_square(&pos), CHESS_NO_SQUARE);
    /* Black to move, checked by a knight: the black king's square. */
    pos = parse("4k3/8/3N4/8/8/8/8/4K3 b - - 0 1", 0);
    CHECK_INT(chess_check_square(&pos), sq("e8"));
    /* An exercise board without the side to move's king: nothing is in check. */
    pos = parse("4k3/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE);
    CHECK_INT(chess_check_square(&pos), CHESS_NO_SQUARE);
}

TEST(art_3_1_and_3_7_what_a_move_captures) {
    chess_pos pos = parse("r3k3/8/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", 0);
    chess_move move;
    CHECK_INT(chess_move_parse(&pos, "exd6", &move), 0); /* en passant takes the pawn on d5 */
    CHECK_INT(chess_move_captured(&pos, move), CHESS_PIECE(CHESS_BLACK, CHESS_PAWN));
    CHECK_INT(chess_move_parse(&pos, "Rxa8", &move), 0);
    CHECK_INT(chess_move_captured(&pos, move), CHESS_PIECE(CHESS_BLACK, CHESS_ROOK));
    CHECK_INT(chess_move_parse(&pos, "O-O", &move), 0); /* the king goes to g1, the rook to f1 */
    CHECK_INT(chess_move_captured(&pos, move), CHESS_EMPTY);
    CHECK_INT(chess_move_parse(&pos, "e6", &move), 0);
    CHECK_INT(chess_move_captured(&pos, move), CHESS_EMPTY);
}

TEST(programmer_errors_trap_in_debug_builds) {
    chess_pos pos = parse(CHESS_START_FEN, 0);
    chess_move moves[CHESS_MAX_MOVES];
    CHECK_TRAPS(chess_in_check(NULL));
    CHECK_TRAPS(chess_attacked_squares(&pos, 2));
    CHECK_TRAPS(chess_legal_moves(NULL, moves, CHESS_MAX_MOVES));
    CHECK_TRAPS(chess_legal_moves_from(&pos, 64, moves, CHESS_MAX_MOVES));
    CHECK_TRAPS(chess_perft(&pos, -1));
    /* The same calls with good arguments answer. */
    CHECK_INT(chess_attacked_squares(&pos, CHESS_BLACK) != 0, 1);
    CHECK_INT(chess_legal_moves_from(&pos, sq("g1"), moves, CHESS_MAX_MOVES), 2);
}

TEST(error_names_and_articles) {
    CHECK_STR(chess_error_name(CHESS_ERR_CASTLE_BLOCKED), "CASTLE_BLOCKED");
    CHECK_STR(chess_error_name(0), "OK");
    CHECK_STR(chess_error_name(-1000), "UNKNOWN");
    CHECK_STR(chess_error_article(CHESS_ERR_CASTLE_BLOCKED), "3.8(1)b(b)2");
    CHECK_STR(chess_error_article(CHESS_ERR_OWN_PIECE_ON_TARGET), "3.1");
    CHECK_STR(chess_error_article(CHESS_ERR_EN_PASSANT_EXPIRED), "3.7(4)");
    CHECK_STR(chess_error_article(CHESS_ERR_FEN_SIDE), "");
    CHECK_STR(chess_error_article(-1000), "");
}

int main(void) {
    RUN(art_3_1_no_move_onto_own_piece);
    RUN(art_3_1_capture_removes_the_captured_piece);
    RUN(art_3_2_bishop_moves_along_diagonals);
    RUN(art_3_3_rook_moves_along_files_and_ranks);
    RUN(art_3_4_queen_moves_like_rook_and_bishop);
    RUN(art_3_5_bishop_rook_queen_cannot_jump);
    RUN(art_3_6_knight_jumps_over_pieces);
    RUN(art_3_7_1_pawn_moves_one_square_forward_to_an_empty_square);
    RUN(art_3_7_2_two_squares_only_from_the_start_and_only_if_both_empty);
    RUN(art_3_7_3_pawn_captures_diagonally_forward_only);
    RUN(art_3_7_4_en_passant_right_after_the_two_square_move);
    RUN(art_3_7_4_en_passant_expires_after_one_move);
    RUN(art_3_7_4_en_passant_that_exposes_the_king_is_illegal);
    RUN(art_3_7_5_promotion_needs_a_choice_of_queen_rook_bishop_or_knight);
    RUN(art_3_7_5_promotion_piece_only_for_a_promoting_move);
    RUN(art_3_8_1a_king_cannot_step_onto_an_attacked_square);
    RUN(art_3_8_1a_king_cannot_hide_behind_itself_on_the_checking_line);
    RUN(art_3_8_castling_both_sides_when_allowed);
    RUN(art_3_8_castling_is_illegal_forever_after_the_king_moved);
    RUN(art_3_8_castling_is_illegal_forever_with_a_rook_that_moved);
    RUN(art_3_8_castling_right_is_lost_when_the_rook_is_captured);
    RUN(art_3_8_castling_is_prevented_while_pieces_stand_between);
    RUN(art_3_8_castling_is_prevented_while_the_king_is_in_check);
    RUN(art_3_8_castling_through_attacked_square_is_illegal);
    RUN(art_3_8_castling_into_attacked_square_is_illegal);
    RUN(art_3_8_attacked_rook_or_b1_does_not_prevent_castling);
    RUN(art_3_8_2_a_piece_that_cannot_move_still_gives_check);
    RUN(art_3_9_a_pinned_piece_cannot_expose_its_king);
    RUN(art_3_9_check_must_be_answered);
    RUN(art_3_9_double_check_only_the_king_moves);
    RUN(art_3_9_checkmate_and_stalemate_have_no_legal_moves);
    RUN(attacked_squares_of_a_side);
    RUN(exercise_positions_have_no_king_safety_for_a_side_without_king);
    RUN(exercise_positions_keep_king_safety_for_a_side_with_a_king);
    RUN(exercise_positions_never_capture_a_king);
    RUN(pass_is_only_for_exercise_positions);
    RUN(art_9_2_position_key_same_position_same_key);
    RUN(art_9_2_en_passant_only_on_paper_does_not_change_the_position);
    RUN(art_9_2_castling_rights_are_part_of_the_position);
    RUN(make_move_counts_halfmoves_and_fullmoves);
    RUN(art_3_8_2_the_checked_king_and_nothing_else);
    RUN(art_3_1_and_3_7_what_a_move_captures);
    RUN(programmer_errors_trap_in_debug_builds);
    RUN(error_names_and_articles);
    return testing_report();
}
