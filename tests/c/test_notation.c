/* Move notation: UCI and SAN writing (chess_move_to_uci, chess_move_to_san), move parsing
** (chess_move_parse) and square names (chess_square_parse, chess_square_name).
** Expected SAN follows the PGN standard and the Laws of Chess (Appendix on algebraic notation);
** expected moves are built with the documented bit layout of chess_move. */
#include <stdlib.h>
#include "testing.h"
#include "chess.h"

/* Square index from its name, computed here so that these tests do not lean on chess_square_parse. */
#define SQ(name) (((name)[0] - 'a') + 8 * ((name)[1] - '1'))
#define MV(from, to, kind) CHESS_MOVE(SQ(from), SQ(to), (kind))

static const char *const START = CHESS_START_FEN;
static const char *const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/* Perft position 4: promotions with and without capture, castling for Black only. */
static const char *const PROMOTIONS = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
/* Knights on b1 and f3 both reach d2 (the d-pawn is gone). */
static const char *const TWO_KNIGHTS_D2 = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
/* Rooks on a1 and a5 both reach a3. */
static const char *const TWO_ROOKS_A3 = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
/* Queens on a1, a3 and c1 all reach b2. */
static const char *const THREE_QUEENS_B2 = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
/* 1.e4 f5 2.e5 d5: exd6 e.p. is legal. */
static const char *const EN_PASSANT_D6 = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
/* Castling both ways for both sides. */
static const char *const CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/* A white pawn on e7 can advance to e8 or take the rook on d8; the black king is out of reach. */
static const char *const PROMOTE_E7 = "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1";
/* An exercise position: a lone white rook, no kings. */
static const char *const LONE_ROOK = "8/8/8/8/8/8/8/R7 w - - 0 1";

static int load(chess_pos *pos, const char *fen, unsigned flags, int line) {
    int err = chess_fen_parse(pos, fen, flags);
    if (err != 0) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: test position \"%s\" does not parse: %s\n", __FILE__, line, fen,
                chess_error_name(err));
        return 0;
    }
    return 1;
}

/* The legal move from -> to (promotion: a piece type or 0), looked up in chess_legal_moves. */
static chess_move legal_move(const chess_pos *pos, int from, int to, int promotion) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++)
        if (CHESS_MOVE_FROM(moves[i]) == from && CHESS_MOVE_TO(moves[i]) == to &&
            CHESS_MOVE_PROMOTION(moves[i]) == promotion)
            return moves[i];
    return CHESS_MOVE_NONE;
}

static void expect_san(const char *fen, unsigned flags, int from, int to, int promotion, const char *san,
                       int line) {
    chess_pos pos;
    if (!load(&pos, fen, flags, line)) return;
    chess_move move = legal_move(&pos, from, to, promotion);
    if (move == CHESS_MOVE_NONE) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: the move for \"%s\" is not among the legal moves of \"%s\"\n", __FILE__, line,
                san, fen);
        return;
    }
    char buf[16];
    memset(buf, 0, sizeof buf);
    int len = chess_move_to_san(&pos, move, buf, sizeof buf);
    if (len != (int)strlen(san) || strcmp(buf, san) != 0) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: SAN in \"%s\" is \"%s\" (returned %d), expected \"%s\"\n", __FILE__, line, fen,
                len >= 0 ? buf : "", len, san);
    }
}
#define EXPECT_SAN(fen, from, to, san) expect_san((fen), 0, SQ(from), SQ(to), 0, (san), __LINE__)

static void expect_parse(const char *fen, unsigned flags, const char *text, chess_move expected, int line) {
    chess_pos pos;
    if (!load(&pos, fen, flags, line)) return;
    chess_move move = CHESS_MOVE_NONE;
    int err = chess_move_parse(&pos, text, &move);
    if (err != 0 || move != expected) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: parsing \"%s\" in \"%s\" gave %s, move 0x%04x; expected OK, move 0x%04x\n",
                __FILE__, line, text, fen, chess_error_name(err), (unsigned)move, (unsigned)expected);
    }
}
#define EXPECT_MOVE(fen, text, move) expect_parse((fen), 0, (text), (move), __LINE__)

static void expect_parse_error(const char *fen, unsigned flags, const char *text, int expected, int line) {
    chess_pos pos;
    if (!load(&pos, fen, flags, line)) return;
    chess_move move = CHESS_MOVE_NONE;
    int err = chess_move_parse(&pos, text, &move);
    if (err != expected) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: parsing \"%s\" in \"%s\" gave %s (%d), move 0x%04x; expected %s (%d)\n", __FILE__,
                line, text, fen, chess_error_name(err), err, (unsigned)move, chess_error_name(expected), expected);
    }
}
#define EXPECT_PARSE_ERROR(fen, text, code) expect_parse_error((fen), 0, (text), (code), __LINE__)

/* ------------------------------------------------------------------------------------------- */
/* Squares                                                                                     */
/* ------------------------------------------------------------------------------------------- */

TEST(square_parse_reads_file_and_rank) {
    CHECK_INT(chess_square_parse("a1"), 0);
    CHECK_INT(chess_square_parse("h1"), 7);
    CHECK_INT(chess_square_parse("a2"), 8);
    CHECK_INT(chess_square_parse("e4"), 28);
    CHECK_INT(chess_square_parse("h8"), 63);
    /* It reads exactly two characters: what follows is not its business. */
    CHECK_INT(chess_square_parse("e2e4"), 12);
}

TEST(square_parse_rejects_text_that_is_not_a_square) {
    CHECK_INT(chess_square_parse(""), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("e"), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("i1"), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("a9"), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("a0"), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("z6"), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_square_parse("4e"), CHESS_ERR_MOVE_SYNTAX);
    /* NULL is a programmer error: debug builds trap. */
    CHECK_TRAPS(chess_square_parse(NULL));
}

TEST(square_name_writes_two_letters) {
    char buf[8] = {0};
    CHECK_INT(chess_square_name(0, buf, sizeof buf), 2);
    CHECK_STR(buf, "a1");
    CHECK_INT(chess_square_name(63, buf, sizeof buf), 2);
    CHECK_STR(buf, "h8");
    CHECK_INT(chess_square_name(SQ("e4"), buf, 3), 2);
    CHECK_STR(buf, "e4");
    CHECK_INT(chess_square_name(7, buf, sizeof buf), 2);
    CHECK_STR(buf, "h1");
    CHECK_INT(chess_square_name(56, buf, sizeof buf), 2);
    CHECK_STR(buf, "a8");
}

TEST(square_name_and_parse_agree_on_every_square) {
    for (int square = 0; square < 64; square++) {
        char buf[3] = {0};
        CHECK_INT(chess_square_name(square, buf, sizeof buf), 2);
        CHECK_INT(buf[0], 'a' + CHESS_FILE(square));
        CHECK_INT(buf[1], '1' + CHESS_RANK(square));
        CHECK_INT(chess_square_parse(buf), square);
    }
}

TEST(square_name_rejects_bad_square_and_small_buffer) {
    char buf[8];
    memset(buf, '#', sizeof buf);
    CHECK_TRAPS(chess_square_name(64, buf, sizeof buf));
    CHECK_TRAPS(chess_square_name(-1, buf, sizeof buf));
    CHECK_INT(chess_square_name(0, buf, 2), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(buf[2], '#');
}

/* ------------------------------------------------------------------------------------------- */
/* UCI                                                                                         */
/* ------------------------------------------------------------------------------------------- */

TEST(uci_writes_each_kind_of_move) {
    static const struct { const char *from, *to; int kind; const char *uci; } cases[] = {
        {"e2", "e4", CHESS_MOVE_NORMAL, "e2e4"},
        {"g8", "f6", CHESS_MOVE_NORMAL, "g8f6"},
        {"e5", "d6", CHESS_MOVE_EN_PASSANT, "e5d6"},
        /* a promotion names its piece in lower case */
        {"e7", "e8", CHESS_MOVE_PROMOTE_QUEEN, "e7e8q"},
        {"e7", "d8", CHESS_MOVE_PROMOTE_KNIGHT, "e7d8n"},
        {"a2", "a1", CHESS_MOVE_PROMOTE_ROOK, "a2a1r"},
        {"b2", "a1", CHESS_MOVE_PROMOTE_BISHOP, "b2a1b"},
        /* castling is written as the king's move */
        {"e1", "g1", CHESS_MOVE_CASTLE, "e1g1"},
        {"e8", "c8", CHESS_MOVE_CASTLE, "e8c8"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[8] = {0};
        CHECK_INT(chess_move_to_uci(MV(cases[i].from, cases[i].to, cases[i].kind), buf, sizeof buf), (int)strlen(cases[i].uci));
        CHECK_STR(buf, cases[i].uci);
    }
}

TEST(uci_writes_pass_as_four_zeros) {
    char buf[8] = {0};
    CHECK_INT(chess_move_to_uci(CHESS_MOVE_PASS_VALUE, buf, sizeof buf), 4);
    CHECK_STR(buf, "0000");
}

TEST(uci_with_too_small_buffer_fails_without_overrun) {
    char buf[8];
    memset(buf, '#', sizeof buf);
    CHECK_INT(chess_move_to_uci(MV("e2", "e4", CHESS_MOVE_NORMAL), buf, 4), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(buf[4], '#');
    memset(buf, '#', sizeof buf);
    CHECK_INT(chess_move_to_uci(MV("e7", "e8", CHESS_MOVE_PROMOTE_QUEEN), buf, 5), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(buf[5], '#');
    memset(buf, '#', sizeof buf);
    CHECK_INT(chess_move_to_uci(MV("e2", "e4", CHESS_MOVE_NORMAL), buf, 0), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(buf[0], '#');
    /* Exactly enough: four letters and the NUL; five letters and the NUL for a promotion. */
    memset(buf, 0, sizeof buf);
    int len = chess_move_to_uci(MV("e2", "e4", CHESS_MOVE_NORMAL), buf, 5);
    CHECK_INT(len, 4);
    if (len == 4) CHECK_STR(buf, "e2e4");
    memset(buf, 0, sizeof buf);
    len = chess_move_to_uci(MV("e7", "e8", CHESS_MOVE_PROMOTE_QUEEN), buf, 6);
    CHECK_INT(len, 5);
    if (len == 5) CHECK_STR(buf, "e7e8q");
}

/* ------------------------------------------------------------------------------------------- */
/* SAN writing                                                                                 */
/* ------------------------------------------------------------------------------------------- */

/* The SAN of a move in a position: from, to, the promotion piece (0 for none) and the text. */
TEST(san_writes_each_move) {
    const struct { const char *fen, *from, *to; int promotion; const char *san; } cases[] = {
        /* Pawn push. */
        {START, "e2", "e4", 0, "e4"},
        {START, "a2", "a3", 0, "a3"},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "c7", "c5", 0, "c5"},
        /* Pawn capture names the file it left. */
        /* 1.e4 d5 */
        {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4", "d5", 0, "exd5"},
        /* Piece move. */
        {START, "g1", "f3", 0, "Nf3"},
        {START, "b1", "c3", 0, "Nc3"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "d2", 0, "Kd2"},
        /* Piece capture. */
        /* 1.e4 e5 2.Nf3 Nc6: Nxe5 */
        {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f3", "e5", 0, "Nxe5"},
        /* 1.e4 e5 2.Bc4 Nc6: Bxf7+ (the bishop on f7 touches the king on e8) */
        {"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3", "c4", "f7", 0, "Bxf7+"},
        /* Disambiguates by file when files differ. */
        {TWO_KNIGHTS_D2, "b1", "d2", 0, "Nbd2"},
        {TWO_KNIGHTS_D2, "f3", "d2", 0, "Nfd2"},
        /* Rooks on a1 and f1 both reach d1. */
        {"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1", "d1", 0, "Rad1"},
        {"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "f1", "d1", 0, "Rfd1"},
        /* Disambiguates by rank when files are the same. */
        {TWO_ROOKS_A3, "a1", "a3", 0, "R1a3"},
        {TWO_ROOKS_A3, "a5", "a3", 0, "R5a3"},
        /* Knights on b1 and b3 both reach d2. */
        {"4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1", "b1", "d2", 0, "N1d2"},
        {"4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1", "b3", "d2", 0, "N3d2"},
        /* Disambiguates by file and rank when neither alone suffices. */
        /* a1 shares its file with a3 and its rank with c1: it needs both. */
        {THREE_QUEENS_B2, "a1", "b2", 0, "Qa1b2"},
        /* a3 shares its file with a1 but its rank with no one. */
        {THREE_QUEENS_B2, "a3", "b2", 0, "Q3b2"},
        /* c1 is the only queen on the c-file. */
        {THREE_QUEENS_B2, "c1", "b2", 0, "Qcb2"},
        /* Needs no disambiguation when only one piece reaches. */
        /* Both knights exist, but only the one on f3 reaches e5. */
        {TWO_KNIGHTS_D2, "f3", "e5", 0, "Ne5"},
        /* The rook on a5 alone reaches a6. */
        {TWO_ROOKS_A3, "a5", "a6", 0, "Ra6"},
        /* Pinned piece does not count for disambiguation. */
        /* Knights on c3 and g3 both jump to e4, but the bishop on a5 pins c3 to the king on e1. */
        {"4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1", "g3", "e4", 0, "Ne4"},
        /* Castling kingside and queenside. */
        {CASTLING, "e1", "g1", 0, "O-O"},
        {CASTLING, "e1", "c1", 0, "O-O-O"},
        {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8", "g8", 0, "O-O"},
        {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8", "c8", 0, "O-O-O"},
        /* Castling that gives check. */
        /* The rook lands on f1 and checks the king on f8. */
        {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1", 0, "O-O+"},
        /* Promotion. */
        {PROMOTE_E7, "e7", "e8", CHESS_QUEEN, "e8=Q"},
        {PROMOTE_E7, "e7", "e8", CHESS_ROOK, "e8=R"},
        {PROMOTE_E7, "e7", "e8", CHESS_BISHOP, "e8=B"},
        {PROMOTE_E7, "e7", "e8", CHESS_KNIGHT, "e8=N"},
        /* Promotion with capture. */
        {PROMOTE_E7, "e7", "d8", CHESS_KNIGHT, "exd8=N"},
        {PROMOTE_E7, "e7", "d8", CHESS_QUEEN, "exd8=Q"},
        /* Black promotes on the first rank. */
        {"4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "b2", "a1", CHESS_ROOK, "bxa1=R+"},
        /* Promotion with check. */
        /* The king on a4 sits on the e8-a4 diagonal: a new queen or bishop checks, a rook or knight does not. */
        {"8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7", "e8", CHESS_QUEEN, "e8=Q+"},
        {"8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7", "e8", CHESS_BISHOP, "e8=B+"},
        {"8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7", "e8", CHESS_ROOK, "e8=R"},
        {"8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7", "e8", CHESS_KNIGHT, "e8=N"},
        /* Promotion with mate. */
        /* King b6 covers a7 and b7; a new queen or rook on c8 mates the king on a8. */
        {"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7", "c8", CHESS_QUEEN, "c8=Q#"},
        {"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7", "c8", CHESS_ROOK, "c8=R#"},
        {"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7", "c8", CHESS_KNIGHT, "c8=N"},
        /* Check gets plus. */
        /* 1.e4 d5: Bb5+ */
        {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "f1", "b5", 0, "Bb5+"},
        /* Mate gets hash. */
        /* Fool's mate: 1.f3 e5 2.g4 Qh4# */
        {"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8", "h4", 0, "Qh4#"},
        /* Back-rank mate. */
        {"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1", "a8", 0, "Ra8#"},
        /* En passant is written as a plain pawn capture. */
        {EN_PASSANT_D6, "e5", "d6", 0, "exd6"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_san(cases[i].fen, 0, SQ(cases[i].from), SQ(cases[i].to), cases[i].promotion, cases[i].san, __LINE__);
}

TEST(san_two_pawns_capturing_on_one_square_differ_by_file) {
    /* White pawns on c4 and e4 can both take on d5. */
    const char *fen = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
    EXPECT_SAN(fen, "c4", "d5", "cxd5");
    EXPECT_SAN(fen, "e4", "d5", "exd5");
    EXPECT_MOVE(fen, "cxd5", MV("c4", "d5", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(fen, "exd5", MV("e4", "d5", CHESS_MOVE_NORMAL));
}

TEST(san_in_exercise_position_marks_check_only_against_a_king) {
    /* No king to check: a plain rook move. */
    expect_san(LONE_ROOK, CHESS_POS_EXERCISE, SQ("a1"), SQ("a8"), 0, "Ra8", __LINE__);
    /* Black has a king and White has none: Ra8 checks it. */
    expect_san("4k3/8/8/8/8/8/8/R7 w - - 0 1", CHESS_POS_EXERCISE, SQ("a1"), SQ("a8"), 0, "Ra8+", __LINE__);
}

TEST(san_pass_in_exercise_position) {
    chess_pos pos;
    if (!load(&pos, LONE_ROOK, CHESS_POS_EXERCISE, __LINE__)) return;
    char buf[8] = {0};
    CHECK_INT(chess_move_to_san(&pos, CHESS_MOVE_PASS_VALUE, buf, sizeof buf), 2);
    CHECK_STR(buf, "--");
}

TEST(san_with_too_small_buffer_fails_without_overrun) {
    chess_pos pos;
    if (!load(&pos, TWO_KNIGHTS_D2, 0, __LINE__)) return;
    chess_move move = legal_move(&pos, SQ("b1"), SQ("d2"), 0);
    char buf[16];
    memset(buf, '#', sizeof buf);
    CHECK_INT(chess_move_to_san(&pos, move, buf, 4), CHESS_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(buf[4], '#');
    memset(buf, 0, sizeof buf);
    int len = chess_move_to_san(&pos, move, buf, 5);
    CHECK_INT(len, 4);
    if (len == 4) CHECK_STR(buf, "Nbd2");
}

/* ------------------------------------------------------------------------------------------- */
/* Parsing: UCI                                                                                */
/* ------------------------------------------------------------------------------------------- */

TEST(parse_uci_normal_move) {
    EXPECT_MOVE(START, "e2e4", MV("e2", "e4", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "g1f3", MV("g1", "f3", CHESS_MOVE_NORMAL));
}

TEST(parse_uci_promotion) {
    EXPECT_MOVE(PROMOTE_E7, "e7e8q", MV("e7", "e8", CHESS_MOVE_PROMOTE_QUEEN));
    EXPECT_MOVE(PROMOTE_E7, "e7e8n", MV("e7", "e8", CHESS_MOVE_PROMOTE_KNIGHT));
    EXPECT_MOVE(PROMOTE_E7, "e7d8r", MV("e7", "d8", CHESS_MOVE_PROMOTE_ROOK));
    EXPECT_MOVE(PROMOTE_E7, "e7d8b", MV("e7", "d8", CHESS_MOVE_PROMOTE_BISHOP));
}

TEST(parse_uci_castling_as_king_move) {
    EXPECT_MOVE(CASTLING, "e1g1", MV("e1", "g1", CHESS_MOVE_CASTLE));
    EXPECT_MOVE(CASTLING, "e1c1", MV("e1", "c1", CHESS_MOVE_CASTLE));
    EXPECT_MOVE("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", MV("e8", "c8", CHESS_MOVE_CASTLE));
}

TEST(parse_uci_en_passant) {
    EXPECT_MOVE(EN_PASSANT_D6, "e5d6", MV("e5", "d6", CHESS_MOVE_EN_PASSANT));
}

/* ------------------------------------------------------------------------------------------- */
/* Parsing: SAN                                                                                */
/* ------------------------------------------------------------------------------------------- */

TEST(parse_san_piece_and_pawn_moves) {
    EXPECT_MOVE(START, "Nf3", MV("g1", "f3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "e4", MV("e2", "e4", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "e3", MV("e2", "e3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "exd5",
                MV("e4", "d5", CHESS_MOVE_NORMAL));
}

TEST(parse_san_castling) {
    EXPECT_MOVE(CASTLING, "O-O", MV("e1", "g1", CHESS_MOVE_CASTLE));
    EXPECT_MOVE(CASTLING, "O-O-O", MV("e1", "c1", CHESS_MOVE_CASTLE));
    EXPECT_MOVE("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O", MV("e8", "g8", CHESS_MOVE_CASTLE));
    EXPECT_MOVE("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", MV("e8", "c8", CHESS_MOVE_CASTLE));
}

TEST(parse_san_castling_with_zeros) {
    EXPECT_MOVE(CASTLING, "0-0", MV("e1", "g1", CHESS_MOVE_CASTLE));
    EXPECT_MOVE(CASTLING, "0-0-0", MV("e1", "c1", CHESS_MOVE_CASTLE));
}

TEST(parse_san_promotion_forms) {
    chess_move queen = MV("e7", "e8", CHESS_MOVE_PROMOTE_QUEEN);
    EXPECT_MOVE(PROMOTE_E7, "e8=Q", queen);
    EXPECT_MOVE(PROMOTE_E7, "e8Q", queen);
    EXPECT_MOVE(PROMOTE_E7, "e8/Q", queen);
    EXPECT_MOVE(PROMOTE_E7, "e8=q", queen);
    EXPECT_MOVE(PROMOTE_E7, "e8=N", MV("e7", "e8", CHESS_MOVE_PROMOTE_KNIGHT));
    EXPECT_MOVE(PROMOTE_E7, "e8=R", MV("e7", "e8", CHESS_MOVE_PROMOTE_ROOK));
    EXPECT_MOVE(PROMOTE_E7, "e8=B", MV("e7", "e8", CHESS_MOVE_PROMOTE_BISHOP));
    EXPECT_MOVE(PROMOTE_E7, "exd8=N", MV("e7", "d8", CHESS_MOVE_PROMOTE_KNIGHT));
    EXPECT_MOVE(PROMOTE_E7, "exd8N", MV("e7", "d8", CHESS_MOVE_PROMOTE_KNIGHT));
}

TEST(parse_san_en_passant_forms) {
    chess_move ep = MV("e5", "d6", CHESS_MOVE_EN_PASSANT);
    EXPECT_MOVE(EN_PASSANT_D6, "exd6", ep);
    EXPECT_MOVE(EN_PASSANT_D6, "exd6e.p.", ep);
    EXPECT_MOVE(EN_PASSANT_D6, "exd6 e.p.", ep);
}

TEST(parse_san_missing_check_sign) {
    /* 1.e4 d5: Bb5 is check, typed without the "+". */
    EXPECT_MOVE("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "Bb5",
                MV("f1", "b5", CHESS_MOVE_NORMAL));
    EXPECT_MOVE("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "Bb5+",
                MV("f1", "b5", CHESS_MOVE_NORMAL));
    /* Fool's mate without its "#". */
    EXPECT_MOVE("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "Qh4",
                MV("d8", "h4", CHESS_MOVE_NORMAL));
    EXPECT_MOVE("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "Qh4#",
                MV("d8", "h4", CHESS_MOVE_NORMAL));
}

TEST(parse_san_wrong_check_sign) {
    EXPECT_MOVE(START, "Nf3+", MV("g1", "f3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "e4#", MV("e2", "e4", CHESS_MOVE_NORMAL));
}

TEST(parse_san_explicit_pawn_letter) {
    EXPECT_MOVE(START, "Pe4", MV("e2", "e4", CHESS_MOVE_NORMAL));
}

TEST(parse_long_algebraic_with_dash) {
    EXPECT_MOVE(START, "Ng1-f3", MV("g1", "f3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "e2-e4", MV("e2", "e4", CHESS_MOVE_NORMAL));
}

TEST(parse_san_lower_case_piece_letter) {
    EXPECT_MOVE(START, "nf3", MV("g1", "f3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "qh4",
                MV("d8", "h4", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(TWO_ROOKS_A3, "r1a3", MV("a1", "a3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "ke2", MV("e1", "e2", CHESS_MOVE_NORMAL));
}

TEST(parse_san_b_is_a_pawn_and_B_a_bishop) {
    /* Black: the pawn on b4 and the bishop on e5 can both take the knight on c3. */
    const char *fen = "4k3/8/8/4b3/1p6/2N5/8/4K3 b - - 0 1";
    EXPECT_MOVE(fen, "bxc3", MV("b4", "c3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(fen, "Bxc3", MV("e5", "c3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(fen, "Bxc3+", MV("e5", "c3", CHESS_MOVE_NORMAL));
    EXPECT_SAN(fen, "b4", "c3", "bxc3");
    EXPECT_SAN(fen, "e5", "c3", "Bxc3+");
}

TEST(parse_san_disambiguated_moves) {
    EXPECT_MOVE(TWO_KNIGHTS_D2, "Nbd2", MV("b1", "d2", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(TWO_KNIGHTS_D2, "Nfd2", MV("f3", "d2", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(TWO_ROOKS_A3, "R1a3", MV("a1", "a3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(TWO_ROOKS_A3, "R5a3", MV("a5", "a3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(THREE_QUEENS_B2, "Qa1b2", MV("a1", "b2", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(THREE_QUEENS_B2, "Q3b2", MV("a3", "b2", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(THREE_QUEENS_B2, "Qcb2", MV("c1", "b2", CHESS_MOVE_NORMAL));
    /* Over-disambiguated but unambiguous. */
    EXPECT_MOVE(START, "Ng1f3", MV("g1", "f3", CHESS_MOVE_NORMAL));
}

TEST(parse_san_ignores_pinned_piece_when_resolving) {
    const char *fen = "4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1";
    EXPECT_MOVE(fen, "Ne4", MV("g3", "e4", CHESS_MOVE_NORMAL));
    /* Naming the pinned knight explains why it cannot go. */
    EXPECT_PARSE_ERROR(fen, "Nce4", CHESS_ERR_LEAVES_KING_IN_CHECK);
}

TEST(parse_accepts_surrounding_spaces) {
    EXPECT_MOVE(START, "  e4  ", MV("e2", "e4", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, " Nf3", MV("g1", "f3", CHESS_MOVE_NORMAL));
    EXPECT_MOVE(START, "e2e4 ", MV("e2", "e4", CHESS_MOVE_NORMAL));
}

TEST(parse_pass_in_exercise_position) {
    expect_parse(LONE_ROOK, CHESS_POS_EXERCISE, "0000", CHESS_MOVE_PASS_VALUE, __LINE__);
    expect_parse(LONE_ROOK, CHESS_POS_EXERCISE, "--", CHESS_MOVE_PASS_VALUE, __LINE__);
    expect_parse(LONE_ROOK, CHESS_POS_EXERCISE, "pass", CHESS_MOVE_PASS_VALUE, __LINE__);
}

/* ------------------------------------------------------------------------------------------- */
/* Parsing: errors                                                                             */
/* ------------------------------------------------------------------------------------------- */

TEST(parse_rejects_null_arguments) {
    chess_pos pos;
    chess_move move;
    if (!load(&pos, START, 0, __LINE__)) return;
    CHECK_TRAPS(chess_move_parse(&pos, NULL, &move));
    CHECK_TRAPS(chess_move_parse(NULL, "e4", &move));
    CHECK_TRAPS(chess_move_parse(&pos, "e4", NULL));
    CHECK_TRAPS(chess_move_find(&pos, 64, 0, 0, &move));
    CHECK_INT(chess_move_parse(&pos, "e4", &move), 0);
}

/* Text that parses to no move, each with the reason the parser gives. */
TEST(parse_gives_the_reason_text_is_no_move) {
    const struct { const char *fen, *text; int error; } cases[] = {
        /* Text that is no move. */
        {START, "hello", CHESS_ERR_MOVE_SYNTAX},
        {START, "", CHESS_ERR_MOVE_SYNTAX},
        {START, "   ", CHESS_ERR_MOVE_SYNTAX},
        {START, "z9", CHESS_ERR_MOVE_SYNTAX},
        {START, "e9", CHESS_ERR_MOVE_SYNTAX},
        {START, "e", CHESS_ERR_MOVE_SYNTAX},
        {START, "Nf", CHESS_ERR_MOVE_SYNTAX},
        {START, "e2e", CHESS_ERR_MOVE_SYNTAX},
        {START, "Xf3", CHESS_ERR_MOVE_SYNTAX},
        {START, "O-O-O-O", CHESS_ERR_MOVE_SYNTAX},
        /* SAN that fits more than one piece. */
        {TWO_KNIGHTS_D2, "Nd2", CHESS_ERR_MOVE_AMBIGUOUS},
        {TWO_ROOKS_A3, "Ra3", CHESS_ERR_MOVE_AMBIGUOUS},
        /* Qab2 still fits a1 and a3; Q1b2 still fits a1 and c1. */
        {THREE_QUEENS_B2, "Qb2", CHESS_ERR_MOVE_AMBIGUOUS},
        {THREE_QUEENS_B2, "Qab2", CHESS_ERR_MOVE_AMBIGUOUS},
        {THREE_QUEENS_B2, "Q1b2", CHESS_ERR_MOVE_AMBIGUOUS},
        /* A promotion that names no piece. */
        {PROMOTE_E7, "e8", CHESS_ERR_PROMOTION_CHOICE_NEEDED},
        {PROMOTE_E7, "e7e8", CHESS_ERR_PROMOTION_CHOICE_NEEDED},
        {PROMOTE_E7, "exd8", CHESS_ERR_PROMOTION_CHOICE_NEEDED},
        /* A promotion to a king or a pawn. */
        {PROMOTE_E7, "e8=K", CHESS_ERR_BAD_PROMOTION_PIECE},
        {PROMOTE_E7, "e7e8k", CHESS_ERR_BAD_PROMOTION_PIECE},
        {PROMOTE_E7, "e8=P", CHESS_ERR_BAD_PROMOTION_PIECE},
        {PROMOTE_E7, "e7e8p", CHESS_ERR_BAD_PROMOTION_PIECE},
        /* A promotion piece on a move that is no promotion. */
        {START, "e2e4q", CHESS_ERR_PROMOTION_NOT_ALLOWED},
        {START, "e4=Q", CHESS_ERR_PROMOTION_NOT_ALLOWED},
        /* A move of a piece that is not there. */
        /* No white knight anywhere. */
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Nc3", CHESS_ERR_NO_PIECE},
        /* Nothing stands on e3. */
        {START, "e3e4", CHESS_ERR_NO_PIECE},
        /* UCI of an illegal move: the reason it is illegal. */
        {START, "e7e5", CHESS_ERR_NOT_YOUR_TURN},
        {START, "e2e5", CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT},
        {START, "a1a3", CHESS_ERR_PATH_BLOCKED},
        {START, "d1d2", CHESS_ERR_OWN_PIECE_ON_TARGET},
        /* A pass in a normal position. */
        {START, "--", CHESS_ERR_PASS_NOT_ALLOWED},
        {START, "0000", CHESS_ERR_PASS_NOT_ALLOWED},
        {START, "pass", CHESS_ERR_PASS_NOT_ALLOWED},
        /* Castling that is not allowed: the castling reason. */
        /* Start position: bishop and knight stand between king and rook on both sides. */
        {START, "O-O", CHESS_ERR_CASTLE_BLOCKED},
        {START, "O-O-O", CHESS_ERR_CASTLE_BLOCKED},
        /* Only the bishop on f1 is in the way. */
        {"rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "O-O", CHESS_ERR_CASTLE_BLOCKED},
        /* No rights left on either side: the king has moved. */
        {"r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "O-O", CHESS_ERR_CASTLE_KING_MOVED},
        /* The queenside right remains, the kingside one is gone: the h1 rook has moved. */
        {"r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O", CHESS_ERR_CASTLE_ROOK_MOVED},
        /* The rook on e8 checks the king. */
        {"4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", CHESS_ERR_CASTLE_IN_CHECK},
        /* The rook on f8 covers f1, which the king crosses. */
        {"5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", CHESS_ERR_CASTLE_THROUGH_ATTACK},
        /* The rook on g8 covers g1, where the king lands. */
        {"1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0", CHESS_ERR_CASTLE_INTO_ATTACK},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_parse_error(cases[i].fen, 0, cases[i].text, cases[i].error, __LINE__);
}

TEST(parse_rejects_input_longer_than_any_move) {
    char text[101];
    memset(text, 'x', 100);
    text[100] = '\0';
    EXPECT_PARSE_ERROR(START, text, CHESS_ERR_INPUT_TOO_LONG);
    /* A real move followed by a long tail is too long as well. */
    memcpy(text, "e2e4", 4);
    EXPECT_PARSE_ERROR(START, text, CHESS_ERR_INPUT_TOO_LONG);
}

TEST(parse_san_that_no_piece_can_play_is_an_illegal_move_not_a_syntax_error) {
    /* Knights stand on b1 and g1, but neither reaches c4: the text is fine, the move is not. */
    chess_pos pos;
    chess_move move;
    if (!load(&pos, START, 0, __LINE__)) return;
    int err = chess_move_parse(&pos, "Nc4", &move);
    CHECK(err <= CHESS_ERR_NO_PIECE && err >= CHESS_ERR_CAPTURES_KING);
    err = chess_move_parse(&pos, "e5", &move);
    CHECK(err <= CHESS_ERR_NO_PIECE && err >= CHESS_ERR_CAPTURES_KING);
}

TEST(parse_en_passant_after_the_next_move_has_expired) {
    /* The same board as EN_PASSANT_D6 but with no en passant square: d7-d5 was not the last move. */
    const char *fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
    EXPECT_PARSE_ERROR(fen, "e5d6", CHESS_ERR_EN_PASSANT_EXPIRED);
    EXPECT_PARSE_ERROR(fen, "exd6", CHESS_ERR_EN_PASSANT_EXPIRED);
}

TEST(parse_rejects_pass_in_exercise_position_while_in_check) {
    /* Black's king is in check from the rook on e1; White has no king. */
    expect_parse_error("4k3/8/8/8/8/8/8/4R3 b - - 0 1", CHESS_POS_EXERCISE, "0000", CHESS_ERR_PASS_NOT_ALLOWED,
                       __LINE__);
    expect_parse_error("4k3/8/8/8/8/8/8/4R3 b - - 0 1", CHESS_POS_EXERCISE, "--", CHESS_ERR_PASS_NOT_ALLOWED,
                       __LINE__);
}

TEST(parse_san_queenside_castling_allowed_when_only_b1_is_attacked) {
    /* The king crosses d1 and lands on c1; b1 is crossed by the rook only (3.8). */
    EXPECT_MOVE("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", MV("e1", "c1", CHESS_MOVE_CASTLE));
}

/* ------------------------------------------------------------------------------------------- */
/* Round trips over every legal move                                                           */
/* ------------------------------------------------------------------------------------------- */

static int round_trip_moves_checked;

/* expected_count: the published perft depth-1 count, or -1 where none is published. */
static void round_trip_all_moves(const char *fen, int expected_count, int line) {
    chess_pos pos;
    if (!load(&pos, fen, 0, line)) return;
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    if (expected_count >= 0 && n != expected_count) {
        testing_failures_in_test++;
        fprintf(stderr, "%s:%d: %d legal moves in \"%s\", expected %d\n", __FILE__, line, n, fen, expected_count);
    }
    char sans[CHESS_MAX_MOVES][16];
    for (int i = 0; i < n; i++) {
        char uci[8] = {0};
        chess_move back = CHESS_MOVE_NONE;
        int len = chess_move_to_san(&pos, moves[i], sans[i], sizeof sans[i]);
        if (len <= 0) {
            testing_failures_in_test++;
            fprintf(stderr, "%s:%d: no SAN for move 0x%04x in \"%s\" (%s)\n", __FILE__, line, (unsigned)moves[i],
                    fen, chess_error_name(len));
            sans[i][0] = '\0';
            continue;
        }
        int err = chess_move_parse(&pos, sans[i], &back);
        if (err != 0 || back != moves[i]) {
            testing_failures_in_test++;
            fprintf(stderr, "%s:%d: SAN \"%s\" in \"%s\" parses as %s, move 0x%04x; expected 0x%04x\n", __FILE__,
                    line, sans[i], fen, chess_error_name(err), (unsigned)back, (unsigned)moves[i]);
        }
        /* A final "+" or "#" exactly when the move gives check or mate. */
        chess_pos after;
        chess_make_move(&pos, moves[i], &after);
        int check = chess_in_check(&after);
        int mate = check && chess_count_legal_moves(&after) == 0;
        char last = sans[i][len - 1];
        if ((last == '#') != mate || (last == '+') != (check && !mate)) {
            testing_failures_in_test++;
            fprintf(stderr, "%s:%d: SAN \"%s\" in \"%s\": check %d, mate %d\n", __FILE__, line, sans[i], fen,
                    check, mate);
        }
        len = chess_move_to_uci(moves[i], uci, sizeof uci);
        CHECK(len == 4 || len == 5);
        back = CHESS_MOVE_NONE;
        err = chess_move_parse(&pos, uci, &back);
        if (err != 0 || back != moves[i]) {
            testing_failures_in_test++;
            fprintf(stderr, "%s:%d: UCI \"%s\" in \"%s\" parses as %s, move 0x%04x; expected 0x%04x\n", __FILE__,
                    line, uci, fen, chess_error_name(err), (unsigned)back, (unsigned)moves[i]);
        }
        round_trip_moves_checked++;
    }
    /* Two legal moves never share a SAN. */
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (sans[i][0] && strcmp(sans[i], sans[j]) == 0) {
                testing_failures_in_test++;
                fprintf(stderr, "%s:%d: two moves share the SAN \"%s\" in \"%s\"\n", __FILE__, line, sans[i], fen);
            }
}

TEST(san_and_uci_round_trip_every_legal_move) {
    round_trip_moves_checked = 0;
    round_trip_all_moves(START, 20, __LINE__);
    round_trip_all_moves(KIWIPETE, 48, __LINE__);
    round_trip_all_moves(PROMOTIONS, 6, __LINE__);
    round_trip_all_moves("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 6, __LINE__);
    round_trip_all_moves("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14, __LINE__);
    round_trip_all_moves("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 44, __LINE__);
    round_trip_all_moves("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 46, __LINE__);
    round_trip_all_moves(THREE_QUEENS_B2, -1, __LINE__);
    round_trip_all_moves(TWO_KNIGHTS_D2, -1, __LINE__);
    round_trip_all_moves(EN_PASSANT_D6, -1, __LINE__);
    round_trip_all_moves(PROMOTE_E7, -1, __LINE__);
    round_trip_all_moves("4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1", -1, __LINE__);
    /* Black promotes, with and without capture, and can castle on both sides. */
    round_trip_all_moves("r3k2r/8/8/8/8/8/1p5p/R3K1N1 b kq - 0 1", -1, __LINE__);
    CHECK(round_trip_moves_checked >= 20 + 48 + 6 + 6 + 14 + 44 + 46);
}

int main(void) {
    RUN(square_parse_reads_file_and_rank);
    RUN(square_parse_rejects_text_that_is_not_a_square);
    RUN(square_name_writes_two_letters);
    RUN(square_name_and_parse_agree_on_every_square);
    RUN(square_name_rejects_bad_square_and_small_buffer);
    RUN(uci_writes_each_kind_of_move);
    RUN(uci_writes_pass_as_four_zeros);
    RUN(uci_with_too_small_buffer_fails_without_overrun);
    RUN(san_writes_each_move);
    RUN(san_two_pawns_capturing_on_one_square_differ_by_file);
    RUN(san_in_exercise_position_marks_check_only_against_a_king);
    RUN(san_pass_in_exercise_position);
    RUN(san_with_too_small_buffer_fails_without_overrun);
    RUN(parse_uci_normal_move);
    RUN(parse_uci_promotion);
    RUN(parse_uci_castling_as_king_move);
    RUN(parse_uci_en_passant);
    RUN(parse_san_piece_and_pawn_moves);
    RUN(parse_san_castling);
    RUN(parse_san_castling_with_zeros);
    RUN(parse_san_promotion_forms);
    RUN(parse_san_en_passant_forms);
    RUN(parse_san_missing_check_sign);
    RUN(parse_san_wrong_check_sign);
    RUN(parse_san_explicit_pawn_letter);
    RUN(parse_long_algebraic_with_dash);
    RUN(parse_san_lower_case_piece_letter);
    RUN(parse_san_b_is_a_pawn_and_B_a_bishop);
    RUN(parse_san_disambiguated_moves);
    RUN(parse_san_ignores_pinned_piece_when_resolving);
    RUN(parse_accepts_surrounding_spaces);
    RUN(parse_pass_in_exercise_position);
    RUN(parse_rejects_null_arguments);
    RUN(parse_gives_the_reason_text_is_no_move);
    RUN(parse_rejects_input_longer_than_any_move);
    RUN(parse_san_that_no_piece_can_play_is_an_illegal_move_not_a_syntax_error);
    RUN(parse_en_passant_after_the_next_move_has_expired);
    RUN(parse_rejects_pass_in_exercise_position_while_in_check);
    RUN(parse_san_queenside_castling_allowed_when_only_b1_is_attacked);
    RUN(san_and_uci_round_trip_every_legal_move);
    printf("notation: %d moves round-tripped\n", round_trip_moves_checked);
    return testing_report();
}
