/* FEN parsing, validation and writing (chess_fen_parse, chess_fen_write).
** Every expected value here comes from the FEN standard, the Laws of Chess and the contract in
** chess.h: each FEN_* error has an input that triggers exactly it, and known positions come back
** out of chess_fen_write exactly as published. */
#include <stdlib.h>
#include "testing.h"
#include "chess.h"

/* Square index from its name, computed here so that these tests do not lean on the notation code. */
#define SQ(name) (((name)[0] - 'a') + 8 * ((name)[1] - '1'))

/* Parses fen with flags and checks that the result is `expected`; on a mismatch it names the FEN. */
static void expect_parse(const char *fen, unsigned flags, int expected, int line) {
    chess_pos pos;
    int got = chess_fen_parse(&pos, fen, flags);
    if (got != expected) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: parsing \"%s\" (flags %u) gave %s (%d), expected %s (%d)\n", __FILE__, line,
                fen ? fen : "(null)", flags, chess_error_name(got), got, chess_error_name(expected), expected);
    }
}
#define EXPECT_FEN(fen, code) expect_parse((fen), 0, (code), __LINE__)
#define EXPECT_FEN_EXERCISE(fen, code) expect_parse((fen), CHESS_POS_EXERCISE, (code), __LINE__)

/* Parses `in` and checks that chess_fen_write gives back `out` exactly. */
static void expect_written(const char *in, unsigned flags, const char *out, int line) {
    chess_pos pos;
    int err = chess_fen_parse(&pos, in, flags);
    if (err != 0) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: parsing \"%s\" gave %s, expected OK\n", __FILE__, line, in, chess_error_name(err));
        return;
    }
    char buf[CHESS_FEN_MAX];
    int len = chess_fen_write(&pos, buf, sizeof buf);
    if (len != (int)strlen(out) || strcmp(buf, out) != 0) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: \"%s\" was written as \"%s\" (returned %d), expected \"%s\" (%d)\n", __FILE__,
                line, in, len >= 0 ? buf : "", len, out, (int)strlen(out));
    }
}
#define EXPECT_WRITTEN(in, out) expect_written((in), 0, (out), __LINE__)
#define EXPECT_ROUND_TRIP(fen) expect_written((fen), 0, (fen), __LINE__)

/* ------------------------------------------------------------------------------------------- */
/* Valid input                                                                                 */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_start_position_fills_every_field) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, CHESS_START_FEN, 0), 0);
    CHECK_INT(pos.side, CHESS_WHITE);
    CHECK_INT(pos.castling, CHESS_CASTLE_WHITE_KINGSIDE | CHESS_CASTLE_WHITE_QUEENSIDE |
                                CHESS_CASTLE_BLACK_KINGSIDE | CHESS_CASTLE_BLACK_QUEENSIDE);
    CHECK_INT(pos.ep_square, CHESS_NO_SQUARE);
    CHECK_INT(pos.halfmove_clock, 0);
    CHECK_INT(pos.fullmove_number, 1);
    CHECK_INT(pos.flags, 0);
    CHECK_INT(pos.board[SQ("a1")], CHESS_PIECE(CHESS_WHITE, CHESS_ROOK));
    CHECK_INT(pos.board[SQ("b1")], CHESS_PIECE(CHESS_WHITE, CHESS_KNIGHT));
    CHECK_INT(pos.board[SQ("c1")], CHESS_PIECE(CHESS_WHITE, CHESS_BISHOP));
    CHECK_INT(pos.board[SQ("d1")], CHESS_PIECE(CHESS_WHITE, CHESS_QUEEN));
    CHECK_INT(pos.board[SQ("e1")], CHESS_PIECE(CHESS_WHITE, CHESS_KING));
    CHECK_INT(pos.board[SQ("e2")], CHESS_PIECE(CHESS_WHITE, CHESS_PAWN));
    CHECK_INT(pos.board[SQ("e4")], CHESS_EMPTY);
    CHECK_INT(pos.board[SQ("d7")], CHESS_PIECE(CHESS_BLACK, CHESS_PAWN));
    CHECK_INT(pos.board[SQ("d8")], CHESS_PIECE(CHESS_BLACK, CHESS_QUEEN));
    CHECK_INT(pos.board[SQ("e8")], CHESS_PIECE(CHESS_BLACK, CHESS_KING));
    CHECK_INT(pos.board[SQ("h8")], CHESS_PIECE(CHESS_BLACK, CHESS_ROOK));
    /* The bitboards agree with the board array. */
    CHECK(pos.by_color[CHESS_WHITE] == 0x000000000000FFFFULL);
    CHECK(pos.by_color[CHESS_BLACK] == 0xFFFF000000000000ULL);
    CHECK(pos.by_type[CHESS_PAWN] == 0x00FF00000000FF00ULL);
    CHECK(pos.by_type[CHESS_KING] == ((1ULL << SQ("e1")) | (1ULL << SQ("e8"))));
}

TEST(fen_kiwipete_fills_side_castling_and_clocks) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b Kq - 7 42", 0), 0);
    CHECK_INT(pos.side, CHESS_BLACK);
    CHECK_INT(pos.castling, CHESS_CASTLE_WHITE_KINGSIDE | CHESS_CASTLE_BLACK_QUEENSIDE);
    CHECK_INT(pos.halfmove_clock, 7);
    CHECK_INT(pos.fullmove_number, 42);
    CHECK_INT(pos.board[SQ("e2")], CHESS_PIECE(CHESS_WHITE, CHESS_BISHOP));
    CHECK_INT(pos.board[SQ("h3")], CHESS_PIECE(CHESS_BLACK, CHESS_PAWN));
    CHECK_INT(pos.board[SQ("a6")], CHESS_PIECE(CHESS_BLACK, CHESS_BISHOP));
}

TEST(fen_accepts_clocks_at_their_limits) {
    EXPECT_FEN("4k3/8/8/8/8/8/8/4K3 w - - 9999 9999", 0);
    EXPECT_FEN("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0);
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "4k3/8/8/8/8/8/8/4K3 w - - 9999 9999", 0), 0);
    CHECK_INT(pos.halfmove_clock, 9999);
    CHECK_INT(pos.fullmove_number, 9999);
}

TEST(fen_four_fields_default_the_clocks_to_0_and_1) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", 0), 0);
    CHECK_INT(pos.halfmove_clock, 0);
    CHECK_INT(pos.fullmove_number, 1);
    EXPECT_WRITTEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", CHESS_START_FEN);
    EXPECT_WRITTEN("r3k2r/8/8/8/8/8/8/R3K2R b Kq -", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1");
}

TEST(fen_five_fields_default_the_fullmove_number_to_1) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "4k3/8/8/8/8/8/8/4K3 w - - 7", 0), 0);
    CHECK_INT(pos.halfmove_clock, 7);
    CHECK_INT(pos.fullmove_number, 1);
}

TEST(fen_extra_spaces_are_normalised) {
    EXPECT_WRITTEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w   KQkq -  0  1", CHESS_START_FEN);
    EXPECT_WRITTEN("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1  ", CHESS_START_FEN);
}

TEST(fen_round_trips_start_and_published_perft_positions) {
    EXPECT_ROUND_TRIP(CHESS_START_FEN);
    /* The Chess Programming Wiki's perft positions 2 (Kiwipete) to 6, and 4 mirrored. */
    EXPECT_ROUND_TRIP("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    EXPECT_ROUND_TRIP("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    EXPECT_ROUND_TRIP("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    EXPECT_ROUND_TRIP("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    EXPECT_ROUND_TRIP("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
    EXPECT_ROUND_TRIP("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    /* Positions from an ordinary game, with each side to move and partial castling rights. */
    EXPECT_ROUND_TRIP("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_ROUND_TRIP("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
    EXPECT_ROUND_TRIP("4k3/8/8/8/8/8/8/4K3 b - - 99 150");
}

/* ------------------------------------------------------------------------------------------- */
/* One test per FEN error                                                                      */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_rejects_null_arguments) {
    chess_pos pos;
    char fen[CHESS_FEN_MAX];
    CHECK_TRAPS(chess_fen_parse(&pos, NULL, 0));
    CHECK_TRAPS(chess_fen_parse(NULL, CHESS_START_FEN, 0));
    CHECK_TRAPS(chess_fen_parse(&pos, CHESS_START_FEN, 2)); /* a flag chess.h does not list */
    CHECK_TRAPS(chess_fen_write(NULL, fen, sizeof fen));
    CHECK_INT(chess_fen_parse(&pos, CHESS_START_FEN, 0), 0);
    CHECK_INT(chess_fen_write(&pos, fen, sizeof fen), (int)strlen(CHESS_START_FEN));
}

TEST(fen_rejects_input_longer_than_any_fen) {
    char long_text[301];
    memset(long_text, 'x', 300);
    long_text[300] = '\0';
    EXPECT_FEN(long_text, CHESS_ERR_INPUT_TOO_LONG);
    /* A real FEN whose fullmove field runs on for 250 digits is too long as well. */
    char long_fen[400];
    strcpy(long_fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 ");
    size_t n = strlen(long_fen);
    memset(long_fen + n, '1', 250);
    long_fen[n + 250] = '\0';
    EXPECT_FEN(long_fen, CHESS_ERR_INPUT_TOO_LONG);
}

TEST(fen_rejects_too_few_fields) {
    EXPECT_FEN("", CHESS_ERR_FEN_FIELDS);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", CHESS_ERR_FEN_FIELDS);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", CHESS_ERR_FEN_FIELDS);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", CHESS_ERR_FEN_FIELDS);
}

TEST(fen_rejects_too_many_fields) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", CHESS_ERR_FEN_FIELDS);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1", CHESS_ERR_FEN_FIELDS);
}

TEST(fen_rejects_rank_of_nine_squares) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/4P4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_rank_of_seven_squares) {
    EXPECT_FEN("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_seven_or_nine_ranks) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_empty_rank_and_trailing_slash) {
    EXPECT_FEN("rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_unknown_piece_letter) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/3x4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_digits_nine_and_zero) {
    EXPECT_FEN("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
    EXPECT_FEN("rnbqkbnr/pppppppp/80/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_ERR_FEN_BOARD);
}

TEST(fen_rejects_side_other_than_w_or_b) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", CHESS_ERR_FEN_SIDE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", CHESS_ERR_FEN_SIDE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR B KQkq - 0 1", CHESS_ERR_FEN_SIDE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", CHESS_ERR_FEN_SIDE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1", CHESS_ERR_FEN_SIDE);
}

TEST(fen_rejects_bad_castling_letter) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", CHESS_ERR_FEN_CASTLING);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1", CHESS_ERR_FEN_CASTLING);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ-kq - 0 1", CHESS_ERR_FEN_CASTLING);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -- - 0 1", CHESS_ERR_FEN_CASTLING);
}

TEST(fen_rejects_repeated_castling_letter) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1", CHESS_ERR_FEN_CASTLING);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqq - 0 1", CHESS_ERR_FEN_CASTLING);
}

TEST(fen_rejects_castling_right_whose_rook_is_gone) {
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    EXPECT_FEN("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    EXPECT_FEN("4k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    /* A knight on h1 is not a rook, and a black rook on h1 is not White's. */
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K2N w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K1Nr w Qkq - 0 1", 0);
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K1Nr w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
}

TEST(fen_rejects_castling_right_whose_king_is_off_its_square) {
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1", 0);
    EXPECT_FEN("r4k1r/8/8/8/8/8/8/R3K2R w KQk - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
}

TEST(fen_accepts_castling_rights_that_match) {
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 0);
    EXPECT_FEN("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", 0);
    EXPECT_FEN("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", 0);
}

TEST(fen_rejects_en_passant_square_on_wrong_rank_for_side) {
    /* With White to move, Black made the last move: the square must be on rank 6. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 2", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", CHESS_ERR_FEN_EN_PASSANT);
}

TEST(fen_rejects_en_passant_field_that_is_not_a_square) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z6 0 1", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e66 0 1", CHESS_ERR_FEN_EN_PASSANT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -- 0 1", CHESS_ERR_FEN_EN_PASSANT);
}

TEST(fen_rejects_bad_halfmove_clock) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", CHESS_ERR_FEN_HALFMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - abc 1", CHESS_ERR_FEN_HALFMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12345 1", CHESS_ERR_FEN_HALFMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 10000 1", CHESS_ERR_FEN_HALFMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3x 1", CHESS_ERR_FEN_HALFMOVE);
}

TEST(fen_rejects_bad_fullmove_number) {
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", CHESS_ERR_FEN_FULLMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x", CHESS_ERR_FEN_FULLMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1", CHESS_ERR_FEN_FULLMOVE);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 10000", CHESS_ERR_FEN_FULLMOVE);
}

TEST(fen_rejects_missing_white_king) {
    EXPECT_FEN("4k3/8/8/8/8/8/8/8 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", CHESS_ERR_FEN_KING_COUNT);
}

TEST(fen_rejects_two_black_kings) {
    EXPECT_FEN("4k3/8/8/8/8/8/8/k3K3 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
}

TEST(fen_rejects_missing_kings_without_exercise_flag) {
    EXPECT_FEN("8/8/8/8/8/8/8/8 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
    EXPECT_FEN("8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
}

TEST(fen_rejects_kings_on_neighbouring_squares) {
    EXPECT_FEN("8/8/8/8/8/8/8/3kK3 w - - 0 1", CHESS_ERR_FEN_KINGS_ADJACENT);
    EXPECT_FEN("8/8/8/8/8/8/3k4/4K3 b - - 0 1", CHESS_ERR_FEN_KINGS_ADJACENT);
    EXPECT_FEN("8/8/8/8/4k3/4K3/8/8 w - - 0 1", CHESS_ERR_FEN_KINGS_ADJACENT);
    /* A knight's jump apart is fine. */
    EXPECT_FEN("8/8/8/8/8/3k4/8/4K3 w - - 0 1", 0);
}

TEST(fen_rejects_pawn_on_first_rank) {
    EXPECT_FEN("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
    EXPECT_FEN("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
}

TEST(fen_rejects_pawn_on_eighth_rank) {
    EXPECT_FEN("p3k3/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
    EXPECT_FEN("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
}

TEST(fen_rejects_side_not_to_move_in_check) {
    /* Re1 checks the black king on e8, yet it is White's turn. */
    EXPECT_FEN("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", CHESS_ERR_FEN_OPPONENT_IN_CHECK);
    /* The same board with Black to move is an ordinary check. */
    EXPECT_FEN("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1", 0);
    /* Black's rook checks along the first rank, and it is Black's turn. */
    EXPECT_FEN("4k3/8/8/8/8/8/8/r3K3 b - - 0 1", CHESS_ERR_FEN_OPPONENT_IN_CHECK);
    /* A pawn's check counts too: the white pawn on d7 attacks e8. */
    EXPECT_FEN("4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", CHESS_ERR_FEN_OPPONENT_IN_CHECK);
    EXPECT_FEN("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1", 0);
}

TEST(fen_rejects_en_passant_square_with_no_pawn_that_just_moved) {
    /* Black to move, e3 named, but no white pawn stands on e4. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", CHESS_ERR_FEN_EN_PASSANT_NO_PAWN);
    /* White to move, d6 named, but the pawn on d5 is White's. */
    EXPECT_FEN("4k3/8/8/3P4/8/8/8/4K3 w - d6 0 1", CHESS_ERR_FEN_EN_PASSANT_NO_PAWN);
    /* The pawn is on e4, but e3, the square it crossed, is occupied. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1", CHESS_ERR_FEN_EN_PASSANT_NO_PAWN);
    /* The pawn is on e4, but e2, where it would have started, is occupied. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPP1/RNBQKBNR b KQkq e3 0 1", CHESS_ERR_FEN_EN_PASSANT_NO_PAWN);
}

TEST(fen_accepts_en_passant_square_without_a_possible_capture) {
    /* The "always written" convention: after 1.e4 no black pawn can take on e3. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0);
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0), 0);
    CHECK_INT(pos.ep_square, SQ("e3"));
}

TEST(fen_rejects_nine_white_pawns) {
    EXPECT_FEN("4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
    EXPECT_FEN("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
}

TEST(fen_rejects_three_queens_with_eight_pawns) {
    EXPECT_FEN("4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
    /* Two extra queens need two promoted pawns: seven pawns is still one too many... */
    EXPECT_FEN("4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
    /* ...and six pawns is possible. */
    EXPECT_FEN("4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1", 0);
}

TEST(fen_rejects_seventeen_white_men) {
    EXPECT_FEN("4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQ - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
}

TEST(fen_rejects_more_promoted_pieces_than_missing_pawns) {
    /* Four knights need two promotions, but only one pawn is missing. */
    EXPECT_FEN("4k3/8/8/8/8/8/PPPPPPP1/NNNNK3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
    EXPECT_FEN("4k3/8/8/8/8/8/PPPPPP2/NNNNK3 w - - 0 1", 0);
}

TEST(fen_rejects_third_rook_with_eight_pawns) {
    EXPECT_FEN("r3k2r/pppppppp/8/8/8/8/1r6/4K3 w - - 0 1", CHESS_ERR_FEN_PIECE_COUNT);
    EXPECT_FEN("r3k2r/ppppppp1/8/8/8/8/1r6/4K3 w - - 0 1", 0);
}

TEST(fen_reports_the_first_bad_field_left_to_right) {
    /* Side and castling both bad: the side comes first. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkx - 0 1", CHESS_ERR_FEN_SIDE);
    /* Castling and the clocks both bad: castling comes first. */
    EXPECT_FEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - abc 0", CHESS_ERR_FEN_CASTLING);
    /* A bad field is reported before a bad board content (no kings). */
    EXPECT_FEN("8/8/8/8/8/8/8/8 w - - abc 1", CHESS_ERR_FEN_HALFMOVE);
    EXPECT_FEN("8/8/8/8/8/8/8/8 w - - 0 0", CHESS_ERR_FEN_FULLMOVE);
}

/* ------------------------------------------------------------------------------------------- */
/* *pos is written only on success                                                             */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_failure_leaves_pos_unchanged) {
    static const char *bad[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",             /* FEN_FIELDS */
        "rnbqkbnr/pppppppp/8/8/4P4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",     /* FEN_BOARD, late rank */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",       /* FEN_SIDE */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",       /* FEN_FULLMOVE */
        "8/8/8/8/8/8/8/8 w - - 0 1",                                       /* FEN_KING_COUNT */
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",                                 /* FEN_OPPONENT_IN_CHECK */
        "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1",                             /* FEN_CASTLING_MISMATCH */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",      /* FEN_EN_PASSANT_NO_PAWN */
        "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1",                         /* FEN_PIECE_COUNT */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        chess_pos pos, before;
        memset(&pos, 0xA5, sizeof pos);
        memcpy(&before, &pos, sizeof pos);
        int err = chess_fen_parse(&pos, bad[i], 0);
        CHECK(err < 0);
        if (memcmp(&pos, &before, sizeof pos) != 0) {
            testing_failures_in_test++;
            fprintf(stderr, "%s:%d: parsing \"%s\" (%s) changed *pos\n", __FILE__, __LINE__, bad[i],
                    chess_error_name(err));
        }
    }
    /* A valid position is kept when the next FEN is bad. */
    chess_pos pos, before;
    CHECK_INT(chess_fen_parse(&pos, CHESS_START_FEN, 0), 0);
    memcpy(&before, &pos, sizeof pos);
    CHECK(chess_fen_parse(&pos, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", 0) < 0);
    CHECK(memcmp(&pos, &before, sizeof pos) == 0);
}

/* ------------------------------------------------------------------------------------------- */
/* Exercise mode                                                                               */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_exercise_accepts_missing_kings) {
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/R7 w - - 0 1", 0);
    EXPECT_FEN_EXERCISE("4k3/8/8/8/8/8/8/8 w - - 0 1", 0);
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/4K3 b - - 0 1", 0);
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "8/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE), 0);
    CHECK(pos.flags & CHESS_POS_EXERCISE);
    CHECK_INT(pos.board[SQ("a1")], CHESS_PIECE(CHESS_WHITE, CHESS_ROOK));
}

TEST(fen_exercise_accepts_empty_board) {
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/8 w - - 0 1", 0);
    expect_written("8/8/8/8/8/8/8/8 w - - 0 1", CHESS_POS_EXERCISE, "8/8/8/8/8/8/8/8 w - - 0 1", __LINE__);
}

TEST(fen_exercise_still_rejects_two_white_kings) {
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/K3K3 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
    EXPECT_FEN_EXERCISE("4k3/8/8/8/8/8/8/K3K3 w - - 0 1", CHESS_ERR_FEN_KING_COUNT);
}

TEST(fen_exercise_still_rejects_adjacent_kings) {
    EXPECT_FEN_EXERCISE("8/8/8/8/4k3/4K3/8/8 w - - 0 1", CHESS_ERR_FEN_KINGS_ADJACENT);
}

TEST(fen_exercise_still_rejects_pawns_on_back_ranks) {
    EXPECT_FEN_EXERCISE("P7/8/8/8/8/8/8/8 w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/7p w - - 0 1", CHESS_ERR_FEN_PAWN_ON_BACK_RANK);
}

TEST(fen_exercise_still_checks_the_other_fields) {
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/8 x - - 0 1", CHESS_ERR_FEN_SIDE);
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/8/8 w - - 0 1", CHESS_ERR_FEN_BOARD);
    /* Castling keeps its meaning: a right needs its king and rook at home. */
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/R7 w Q - 0 1", CHESS_ERR_FEN_CASTLING_MISMATCH);
    EXPECT_FEN_EXERCISE("8/8/8/8/8/8/8/R3K3 w Q - 0 1", 0);
    /* A black king in check with White to move cannot have come about even in an exercise. */
    EXPECT_FEN_EXERCISE("4k3/8/8/8/8/8/8/4R3 w - - 0 1", CHESS_ERR_FEN_OPPONENT_IN_CHECK);
    EXPECT_FEN_EXERCISE("4k3/8/8/8/8/8/8/4R3 b - - 0 1", 0);
}

/* ------------------------------------------------------------------------------------------- */
/* Writing the en passant square                                                               */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_write_drops_en_passant_square_when_no_pawn_can_capture) {
    EXPECT_WRITTEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                   "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /* The struct still records the square (chess.h: set even when no capture is possible). */
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0), 0);
    CHECK_INT(pos.ep_square, SQ("e3"));
}

TEST(fen_write_keeps_en_passant_square_when_capture_is_legal) {
    /* 1.e4 d5 2.e5 f5: exf6 e.p. is legal. */
    EXPECT_ROUND_TRIP("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    /* Black to move: after 1.a3 ... 4.e4, the pawn on d4 may take on e3. */
    EXPECT_ROUND_TRIP("rnbqkbnr/ppp1pppp/8/8/3pP3/P7/1PPP1PPP/RNBQKBNR b KQkq e3 0 3");
    /* The pawn that moved two squares gives check; taking it en passant answers the check. */
    EXPECT_ROUND_TRIP("8/8/8/5k2/3pP3/8/8/4K3 b - e3 0 1");
    /* The pawn on f4 is pinned by the bishop on d2 to the king on h6 (d2-e3-f4-g5-h6), but fxe3
    ** e.p. lands on e3, still on the pinning diagonal, so the capture is legal. */
    EXPECT_ROUND_TRIP("8/8/7k/8/4Pp2/8/3B4/4K3 b - e3 0 1");
}

TEST(fen_write_drops_en_passant_square_when_capturing_pawn_is_pinned) {
    /* White king a5, pawn b5; Black has just played c7-c5; the rook on h5 would see a5 once both
    ** pawns leave rank 5, so bxc6 e.p. is illegal. */
    EXPECT_WRITTEN("8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "8/8/8/KPp4r/8/8/8/7k w - c6 0 2", 0), 0);
    CHECK_INT(pos.ep_square, SQ("c6"));
    /* A diagonal pin: the bishop on c7 pins the black pawn on f4 to its king on g3 (c7-d6-e5-f4-g3);
    ** fxe3 e.p. would leave the diagonal. */
    EXPECT_WRITTEN("8/2B5/8/8/4Pp2/6k1/8/4K3 b - e3 0 1", "8/2B5/8/8/4Pp2/6k1/8/4K3 b - - 0 1");
}

TEST(fen_write_drops_en_passant_square_when_capture_does_not_answer_check) {
    /* White is in check from the rook on a1; exd6 e.p. does not answer it. */
    EXPECT_WRITTEN("8/8/8/3pP3/8/8/8/r3K2k w - d6 0 2", "8/8/8/3pP3/8/8/8/r3K2k w - - 0 2");
}

/* ------------------------------------------------------------------------------------------- */
/* chess_fen_write's buffer                                                                    */
/* ------------------------------------------------------------------------------------------- */

TEST(fen_write_returns_length_without_nul) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, CHESS_START_FEN, 0), 0);
    char buf[CHESS_FEN_MAX];
    CHECK_INT(chess_fen_write(&pos, buf, sizeof buf), (int)strlen(CHESS_START_FEN));
    CHECK_STR(buf, CHESS_START_FEN);
    /* Exactly enough room: the text plus its NUL. */
    char exact[sizeof CHESS_START_FEN];
    CHECK_INT(chess_fen_write(&pos, exact, sizeof exact), (int)strlen(CHESS_START_FEN));
    CHECK_STR(exact, CHESS_START_FEN);
}

TEST(fen_write_with_too_small_buffer_fails_without_overrun) {
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 0), 0);
    size_t needed = strlen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1") + 1;
    size_t sizes[] = {0, 1, 10, needed - 1};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char buf[CHESS_FEN_MAX + 16];
        memset(buf, '#', sizeof buf);
        CHECK_INT(chess_fen_write(&pos, buf, sizes[i]), CHESS_ERR_BUFFER_TOO_SMALL);
        for (size_t j = sizes[i]; j < sizeof buf; j++) {
            if (buf[j] != '#') {
                testing_failures_in_test++;
                fprintf(stderr, "%s:%d: size %zu: byte %zu was written\n", __FILE__, __LINE__, sizes[i], j);
                break;
            }
        }
    }
}

TEST(fen_error_names_are_stable) {
    CHECK_STR(chess_error_name(CHESS_ERR_FEN_CASTLING), "FEN_CASTLING");
    CHECK_STR(chess_error_name(CHESS_ERR_FEN_CASTLING_MISMATCH), "FEN_CASTLING_MISMATCH");
    CHECK_STR(chess_error_name(CHESS_ERR_FEN_EN_PASSANT_NO_PAWN), "FEN_EN_PASSANT_NO_PAWN");
    CHECK_STR(chess_error_name(CHESS_ERR_FEN_PIECE_COUNT), "FEN_PIECE_COUNT");
    CHECK_STR(chess_error_name(0), "OK");
    CHECK_STR(chess_error_name(-9999), "UNKNOWN");
}

int main(void) {
    RUN(fen_start_position_fills_every_field);
    RUN(fen_kiwipete_fills_side_castling_and_clocks);
    RUN(fen_accepts_clocks_at_their_limits);
    RUN(fen_four_fields_default_the_clocks_to_0_and_1);
    RUN(fen_five_fields_default_the_fullmove_number_to_1);
    RUN(fen_extra_spaces_are_normalised);
    RUN(fen_round_trips_start_and_published_perft_positions);
    RUN(fen_rejects_null_arguments);
    RUN(fen_rejects_input_longer_than_any_fen);
    RUN(fen_rejects_too_few_fields);
    RUN(fen_rejects_too_many_fields);
    RUN(fen_rejects_rank_of_nine_squares);
    RUN(fen_rejects_rank_of_seven_squares);
    RUN(fen_rejects_seven_or_nine_ranks);
    RUN(fen_rejects_empty_rank_and_trailing_slash);
    RUN(fen_rejects_unknown_piece_letter);
    RUN(fen_rejects_digits_nine_and_zero);
    RUN(fen_rejects_side_other_than_w_or_b);
    RUN(fen_rejects_bad_castling_letter);
    RUN(fen_rejects_repeated_castling_letter);
    RUN(fen_rejects_castling_right_whose_rook_is_gone);
    RUN(fen_rejects_castling_right_whose_king_is_off_its_square);
    RUN(fen_accepts_castling_rights_that_match);
    RUN(fen_rejects_en_passant_square_on_wrong_rank_for_side);
    RUN(fen_rejects_en_passant_field_that_is_not_a_square);
    RUN(fen_rejects_bad_halfmove_clock);
    RUN(fen_rejects_bad_fullmove_number);
    RUN(fen_rejects_missing_white_king);
    RUN(fen_rejects_two_black_kings);
    RUN(fen_rejects_missing_kings_without_exercise_flag);
    RUN(fen_rejects_kings_on_neighbouring_squares);
    RUN(fen_rejects_pawn_on_first_rank);
    RUN(fen_rejects_pawn_on_eighth_rank);
    RUN(fen_rejects_side_not_to_move_in_check);
    RUN(fen_rejects_en_passant_square_with_no_pawn_that_just_moved);
    RUN(fen_accepts_en_passant_square_without_a_possible_capture);
    RUN(fen_rejects_nine_white_pawns);
    RUN(fen_rejects_three_queens_with_eight_pawns);
    RUN(fen_rejects_seventeen_white_men);
    RUN(fen_rejects_more_promoted_pieces_than_missing_pawns);
    RUN(fen_rejects_third_rook_with_eight_pawns);
    RUN(fen_reports_the_first_bad_field_left_to_right);
    RUN(fen_failure_leaves_pos_unchanged);
    RUN(fen_exercise_accepts_missing_kings);
    RUN(fen_exercise_accepts_empty_board);
    RUN(fen_exercise_still_rejects_two_white_kings);
    RUN(fen_exercise_still_rejects_adjacent_kings);
    RUN(fen_exercise_still_rejects_pawns_on_back_ranks);
    RUN(fen_exercise_still_checks_the_other_fields);
    RUN(fen_write_drops_en_passant_square_when_no_pawn_can_capture);
    RUN(fen_write_keeps_en_passant_square_when_capture_is_legal);
    RUN(fen_write_drops_en_passant_square_when_capturing_pawn_is_pinned);
    RUN(fen_write_drops_en_passant_square_when_capture_does_not_answer_check);
    RUN(fen_write_returns_length_without_nul);
    RUN(fen_write_with_too_small_buffer_fails_without_overrun);
    RUN(fen_error_names_are_stable);
    return testing_report();
}
