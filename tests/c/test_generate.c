/* The exercise generators' contract (chess.h, "Exercise generators"): bad arguments, determinism,
** and for every skill, piece, side and difficulty a few seeds whose exercise is checked against
** the goal by playing each legal move in a game (tests/js/generate.test.mjs checks 100 seeds of
** each against chess.js, an independent implementation). */
#include "testing.h"
#include "chess.h"

static int same(const chess_exercise *a, const chess_exercise *b) {
    if (strcmp(a->fen, b->fen) != 0 || a->solution_count != b->solution_count || a->target != b->target ||
        a->decoy != b->decoy || a->star_count != b->star_count || a->par != b->par || a->piece != b->piece)
        return 0;
    for (int i = 0; i < a->solution_count; i++)
        if (a->solutions[i] != b->solutions[i]) return 0;
    for (int i = 0; i < a->star_count; i++)
        if (a->stars[i] != b->stars[i]) return 0;
    return 1;
}

TEST(bad_arguments_are_refused_and_write_nothing) {
    chess_exercise ex;
    memset(&ex, 0x5a, sizeof ex);
    chess_exercise before = ex;
    CHECK_INT(chess_generate(&ex, 0, CHESS_GENERATE_PIECE_QUEEN, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, 5, CHESS_GENERATE_PIECE_QUEEN, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, 8, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_QUEEN, 2, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_QUEEN, CHESS_WHITE, 1, 0), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_QUEEN, CHESS_WHITE, 1, 4), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_ANY, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_KING, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_CHECK_IN_ONE, CHESS_GENERATE_PIECE_TWO_ROOKS, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_CAPTURE_FREE, CHESS_GENERATE_PIECE_PAWN, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK_INT(chess_generate(&ex, CHESS_SKILL_COLLECT_STARS, CHESS_GENERATE_PIECE_TWO_ROOKS, CHESS_WHITE, 1, 1), CHESS_ERR_INVALID_ARGUMENT);
    CHECK(memcmp(&ex, &before, sizeof ex) == 0);
}

TEST(the_same_seed_gives_the_same_exercise_and_seeds_differ) {
    chess_exercise a, b;
    int distinct = 0;
    char previous[CHESS_FEN_MAX] = "";
    for (uint32_t seed = 0; seed < 20; seed++) {
        CHECK_INT(chess_generate(&a, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_ROOK, CHESS_BLACK, seed, 2), 0);
        CHECK_INT(chess_generate(&b, CHESS_SKILL_MATE_IN_ONE, CHESS_GENERATE_PIECE_ROOK, CHESS_BLACK, seed, 2), 0);
        CHECK(same(&a, &b));
        distinct += strcmp(a.fen, previous) != 0;
        strcpy(previous, a.fen);
    }
    CHECK_INT(distinct, 20);
    /* The seed's high bits count too. */
    CHECK_INT(chess_generate(&a, CHESS_SKILL_CHECK_IN_ONE, CHESS_GENERATE_PIECE_ANY, CHESS_WHITE, 0x10000u, 1), 0);
    CHECK_INT(chess_generate(&b, CHESS_SKILL_CHECK_IN_ONE, CHESS_GENERATE_PIECE_ANY, CHESS_WHITE, 0x20000u, 1), 0);
    CHECK(!same(&a, &b));
}

static int count(uint64_t set) { return __builtin_popcountll(set); }

/* The limits chess.h states, on the parsed position. */
static void check_limits(const chess_pos *pos, const chess_exercise *ex) {
    static const int most[7] = {0, 8, 2, 2, 2, 1, 1};
    CHECK_INT(pos->side, ex->side);
    CHECK_INT(chess_in_check(pos), 0);
    CHECK_INT(pos->castling, 0);
    for (int color = 0; color < 2; color++) {
        CHECK(count(pos->by_color[color]) <= CHESS_GENERATE_MAX_MEN);
        for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
            CHECK(count(pos->by_color[color] & pos->by_type[type]) <= most[type]);
    }
    CHECK((pos->by_type[CHESS_PAWN] & 0xff000000000000ffull) == 0);
}

/* What a move does, by a game played from the position: 2 mate, 1 check, 0 neither. */
static int played(const char *fen, unsigned flags, chess_move move) {
    chess_game game;
    CHECK_INT(chess_game_init(&game, fen, flags, CHESS_LAWS_CURRENT), 0);
    CHECK_INT(chess_game_play(&game, move), 0);
    return game.outcome.reason == CHESS_REASON_CHECKMATE ? 2 : chess_in_check(&game.pos);
}

static int listed(const chess_exercise *ex, chess_move move) {
    for (int i = 0; i < ex->solution_count; i++)
        if (ex->solutions[i] == move) return 1;
    return 0;
}

static void check_exercise(const chess_exercise *ex) {
    unsigned flags = ex->skill == CHESS_SKILL_COLLECT_STARS ? CHESS_POS_EXERCISE : 0;
    chess_pos pos;
    CHECK_INT(chess_fen_parse(&pos, ex->fen, flags), 0);
    check_limits(&pos, ex);
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES);
    CHECK(ex->solution_count >= 1);
    if (ex->skill == CHESS_SKILL_MATE_IN_ONE || ex->skill == CHESS_SKILL_CHECK_IN_ONE) {
        /* The solutions are exactly the moves that mate (check), each the given piece's. */
        int want = ex->skill == CHESS_SKILL_MATE_IN_ONE ? 2 : 1, found = 0;
        int type = ex->piece == CHESS_GENERATE_PIECE_TWO_ROOKS ? CHESS_ROOK : ex->piece;
        for (int i = 0; i < n; i++) {
            int does = played(ex->fen, 0, moves[i]) >= want;
            CHECK_INT(listed(ex, moves[i]), does);
            if (!does) continue;
            CHECK_INT(CHESS_PIECE_TYPE(pos.board[CHESS_MOVE_FROM(moves[i])]), type);
            found++;
        }
        CHECK_INT(found, ex->solution_count);
    } else if (ex->skill == CHESS_SKILL_CAPTURE_FREE) {
        /* Every capture of the target is listed, and each takes it. */
        int piece = pos.board[ex->target];
        CHECK(piece != CHESS_EMPTY && CHESS_PIECE_COLOR(piece) != ex->side && CHESS_PIECE_TYPE(piece) != CHESS_KING);
        for (int i = 0; i < n; i++) {
            int takes = CHESS_MOVE_TO(moves[i]) == ex->target && chess_move_captured(&pos, moves[i]);
            CHECK_INT(listed(ex, moves[i]), takes);
            if (takes) CHECK_INT(CHESS_PIECE_TYPE(pos.board[CHESS_MOVE_FROM(moves[i])]), ex->piece);
        }
        if (ex->difficulty > 1) {
            int decoy = pos.board[ex->decoy];
            CHECK(decoy != CHESS_EMPTY && CHESS_PIECE_COLOR(decoy) != ex->side);
        } else {
            CHECK_INT(ex->decoy, CHESS_NO_SQUARE);
        }
    } else {
        /* The route: legal moves of the one piece, the other side passing, landing on every star. */
        CHECK_INT(ex->solution_count, ex->par);
        CHECK_INT(ex->star_count, 1 + ex->difficulty);
        int landed = 0, at = ex->target;
        chess_pos now = pos;
        for (int i = 0; i < ex->solution_count; i++) {
            chess_move move;
            CHECK_INT(CHESS_MOVE_FROM(ex->solutions[i]), at);
            CHECK_INT(chess_move_find(&now, CHESS_MOVE_FROM(ex->solutions[i]), CHESS_MOVE_TO(ex->solutions[i]), 0, &move), 0);
            chess_make_move(&now, move, &now);
            chess_make_move(&now, CHESS_MOVE_PASS_VALUE, &now);
            at = CHESS_MOVE_TO(move);
            for (int k = 0; k < ex->star_count; k++)
                if (ex->stars[k] == at) landed |= 1 << k;
        }
        CHECK_INT(landed, (1 << ex->star_count) - 1);
        CHECK(ex->par <= 2 + 2 * ex->difficulty);
    }
}

TEST(every_skill_piece_side_and_difficulty_gives_a_proved_exercise) {
    static const int pieces[][8] = {
        [CHESS_SKILL_MATE_IN_ONE] = {1, 2, 3, 4, 5, 7, -1},
        [CHESS_SKILL_CHECK_IN_ONE] = {0, 1, 2, 3, 4, 5, -1},
        [CHESS_SKILL_CAPTURE_FREE] = {0, 2, 3, 4, 5, -1},
        [CHESS_SKILL_COLLECT_STARS] = {0, 1, 2, 3, 4, 5, 6, -1},
    };
    for (int skill = CHESS_SKILL_MATE_IN_ONE; skill <= CHESS_SKILL_COLLECT_STARS; skill++)
        for (int p = 0; pieces[skill][p] >= 0; p++)
            for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
                for (int difficulty = 1; difficulty <= 3; difficulty++)
                    for (uint32_t seed = 0; seed < 3; seed++) {
                        chess_exercise ex;
                        int err = chess_generate(&ex, skill, pieces[skill][p], side, seed * 7919u, difficulty);
                        CHECK_INT(err, 0);
                        if (err) continue;
                        CHECK_INT(ex.skill, skill);
                        CHECK(pieces[skill][p] == 0 || ex.piece == pieces[skill][p]);
                        check_exercise(&ex);
                    }
}

/* chess_capture_is_free (c/src/exchange.c), the proof the capture exercises rest on, on positions
** whose answer a player sees: a piece nobody protects, protected ones (a capture that gains
** material all the same is not free: something is won back), a capture that lets a mate in, and
** a mate. */
static int free_capture(const char *fen, const char *text) {
    chess_pos pos;
    chess_move move;
    if (chess_fen_parse(&pos, fen, 0) != 0 || chess_move_parse(&pos, text, &move) != 0) return -1;
    return chess_capture_is_free(&pos, move);
}

TEST(a_capture_is_free_when_nothing_wins_it_back) {
    /* the knight on e4 is protected by nothing */
    CHECK_INT(free_capture("rnbqkb1r/pppp1ppp/8/4p3/4n3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3", "Nxe4"), 1);
    /* the pawn on e5 is protected by the pawn on d6 */
    CHECK_INT(free_capture("rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3", "Nxe5"), 0);
    /* the queen takes a pawn, and a rook then mates on the back rank */
    CHECK_INT(free_capture("3r2k1/5ppp/8/8/8/p7/5PPP/Q5K1 w - - 0 1", "Qxa3"), 0);
    /* a capture that mates */
    CHECK_INT(free_capture("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Qxf7#"), 1);
    /* the rook takes a knight (3) that the pawn on c6 protects, and is taken back (5) */
    CHECK_INT(free_capture("6k1/8/2p5/3n4/8/8/3R1B2/6K1 w - - 0 1", "Rxd5"), 0);
    /* the same, with a bishop behind the rook: after cxd5 the bishop takes the pawn back, and the
    ** rook (5) is still more than the knight and the pawn (4) */
    CHECK_INT(free_capture("6k1/8/2p5/3n4/8/5B2/3R4/6K1 w - - 0 1", "Rxd5"), 0);
    /* a rook takes a knight protected by a pawn, with the other rook behind it: worth it in
    ** material but not free */
    CHECK_INT(free_capture("6k1/8/2p5/3n4/8/8/3R4/3R2K1 w - - 0 1", "Rxd5"), 0);
    /* a pawn takes a knight that a pawn protects: the pawn is taken back, three for one: not free
    ** all the same, for something is won back */
    CHECK_INT(free_capture("6k1/8/2p5/3n4/4P3/8/8/6K1 w - - 0 1", "exd5"), 0);
}

int main(void) {
    RUN(bad_arguments_are_refused_and_write_nothing);
    RUN(the_same_seed_gives_the_same_exercise_and_seeds_differ);
    RUN(every_skill_piece_side_and_difficulty_gives_a_proved_exercise);
    RUN(a_capture_is_free_when_nothing_wins_it_back);
    return testing_report();
}
