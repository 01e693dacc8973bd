/* Exercise generators, the shared part: the arguments, the tries, the drawing helpers and the
** limits every exercise keeps. A candidate is drawn for White from the seed by its kind's file
** (generate_*.c), mirrored for Black, parsed (the core's legality checks) and tested against the
** kind's goal with the core's own moves; the first that passes is proved once more here, by
** other means where there are any, and returned. chess.h states the limits. */
#include "generate.h"

int chess__gen_put(chess__drawing *d, chess__rng *r, int color, int type, uint64_t allowed) {
    int free_squares[64], n = 0;
    for (int sq = 0; sq < 64; sq++)
        if ((allowed >> sq & 1) && d->board[sq] == CHESS_EMPTY) free_squares[n++] = sq;
    if (n == 0) return -1;
    int sq = free_squares[chess__rng_below(r, n)];
    d->board[sq] = (uint8_t)CHESS_PIECE(color, type);
    d->men[color]++;
    return sq;
}

uint64_t chess__gen_near(int square, int radius) {
    uint64_t set = 0;
    for (int sq = 0; sq < 64; sq++)
        if (chess__gen_distance(sq, square) <= radius) set |= 1ull << sq;
    return set;
}

/* Writes the drawing as FEN for `side` to move, mirrored when Black solves. */
static void write_fen(const chess__drawing *d, int side, char *fen) {
    static const char letters[] = " pnbrqk";
    char *p = fen;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = d->board[chess__gen_mirror(CHESS_SQUARE(file, rank), side)];
            if (piece == CHESS_EMPTY) {
                empty++;
                continue;
            }
            if (empty) *p++ = (char)('0' + empty), empty = 0;
            int white = (CHESS_PIECE_COLOR(piece) == CHESS_WHITE) != (side == CHESS_BLACK);
            char c = letters[CHESS_PIECE_TYPE(piece)];
            *p++ = white ? (char)(c - 'a' + 'A') : c;
        }
        if (empty) *p++ = (char)('0' + empty);
        if (rank) *p++ = '/';
    }
    memcpy(p, side == CHESS_WHITE ? " w - - 0 1" : " b - - 0 1", 11);
}

/* Men per side and per type within the limits chess.h states. */
static int limits_ok(const chess_pos *pos) {
    static const int most[7] = {0, 8, 2, 2, 2, 1, 1};
    for (int color = 0; color < 2; color++) {
        if (popcount(pos->by_color[color]) > CHESS_GENERATE_MAX_MEN) return 0;
        for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
            if (popcount(pos->by_color[color] & pos->by_type[type]) > most[type]) return 0;
    }
    return 1;
}

int chess__gen_position(const chess__drawing *d, int side, unsigned flags, chess_pos *pos, char *fen) {
    write_fen(d, side, fen);
    return chess_fen_parse(pos, fen, flags) == 0 && limits_ok(pos);
}

int chess__gen_drawn_position(chess_exercise *ex, chess__rng *r, chess__gen_draw *draw, chess_pos *pos, int marks[2]) {
    chess__drawing d;
    memset(&d, 0, sizeof d);
    marks[0] = marks[1] = CHESS_NO_SQUARE;
    if (draw(&d, r, ex, marks) < 0) return 0;
    for (int i = 0; i < 2; i++)
        if (marks[i] >= 0) marks[i] = chess__gen_mirror(marks[i], ex->side);
    return chess__gen_position(&d, ex->side, 0, pos, ex->fen) && !chess_in_check(pos) && chess_count_legal_moves(pos) > 0;
}

int chess__gen_gift(const chess_pos *pos) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        if (!chess_move_captured(pos, moves[i])) continue;
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        if (!chess__attackers_to(&after, CHESS_MOVE_TO(moves[i]), occupied(&after), after.side)) return 1;
    }
    return 0;
}

/* ---- the proof -------------------------------------------------------------------------------- */

/* The returned exercise once more, by a game played from its FEN (the game's own outcome and
** check), so that the goal rests on more than the kind's own test. */
static int proved(const chess_exercise *ex) {
    chess_game game;
    unsigned flags = ex->kind == CHESS_EXERCISE_KIND_COLLECT_STARS ? CHESS_POS_EXERCISE : 0;
    if (chess_game_init(&game, ex->fen, flags, CHESS_LAWS_CURRENT) != 0) return 0;
    int in_check = chess_in_check(&game.pos), reason = game.outcome.reason;
    /* No exercise shows a dead position while the game goes on (the pictures showed two bishops
    ** on one colour and the kings, capture-free's seed 303): the core's dead-position proof decides. */
    if (!flags && reason == CHESS_REASON_ONGOING && chess_is_dead_position(&game.pos, CHESS_CAN_MATE_QUICK_BUDGET)) return 0;
    switch (ex->kind) {
    case CHESS_EXERCISE_KIND_CHECK_QUIZ:
        return ex->solution_count == 0 &&
               (ex->answer == CHESS_EXERCISE_ANSWER_CHECK ? in_check && reason == CHESS_REASON_ONGOING
                : ex->answer == CHESS_EXERCISE_ANSWER_CHECKMATE ? reason == CHESS_REASON_CHECKMATE
                                                                 : reason == CHESS_REASON_STALEMATE);
    case CHESS_EXERCISE_KIND_ESCAPE_CHECK:
        if (!in_check || popcount(chess__gen_checkers(&game.pos)) != 1) return 0;
        if (chess_count_legal_moves(&game.pos) != ex->solution_count) return 0;
        break;
    case CHESS_EXERCISE_KIND_LONE_KING: {
        chess_move line[3];
        return !in_check && reason == CHESS_REASON_ONGOING && ex->solution_count == 0 &&
               chess_mate_search(&game.pos, 2, 0, line, 3) == 0;
    }
    case CHESS_EXERCISE_KIND_PIN: {
        /* The pinned man, its side to move, has no legal move. */
        char flipped[CHESS_FEN_MAX];
        chess_pos other;
        chess_move moves[CHESS_MAX_MOVES];
        memcpy(flipped, ex->fen, sizeof flipped);
        char *side = strchr(flipped, ' ');
        side[1] = side[1] == 'w' ? 'b' : 'w';
        return !in_check && reason == CHESS_REASON_ONGOING && ex->solution_count == 0 &&
               chess_fen_parse(&other, flipped, 0) == 0 && chess_legal_moves_from(&other, ex->target, moves, CHESS_MAX_MOVES) == 0;
    }
    default:
        if (in_check || reason != CHESS_REASON_ONGOING || ex->solution_count == 0) return 0;
        break;
    }
    if (ex->kind == CHESS_EXERCISE_KIND_COLLECT_STARS || ex->kind == CHESS_EXERCISE_KIND_CAPTURE_FREE) return 1;
    for (int i = 0; i < ex->solution_count; i++) {
        chess_game after = game;
        int captured = chess_move_captured(&game.pos, ex->solutions[i]);
        if (chess_game_play(&after, ex->solutions[i]) != 0) return 0;
        switch (ex->kind) {
        case CHESS_EXERCISE_KIND_MATE_IN_ONE:
            if (after.outcome.reason != CHESS_REASON_CHECKMATE) return 0;
            break;
        case CHESS_EXERCISE_KIND_CHECK_IN_ONE:
            if (!chess_in_check(&after.pos)) return 0;
            break;
        case CHESS_EXERCISE_KIND_CAPTURE:
            if (!captured) return 0;
            break;
        case CHESS_EXERCISE_KIND_DOUBLE_CHECK:
            if (popcount(chess__gen_checkers(&after.pos)) != 2) return 0;
            break;
        case CHESS_EXERCISE_KIND_FORK:
            if (captured) return 0;
            break;
        default: /* ESCAPE_CHECK: a legal move is out of check by being legal */
            break;
        }
    }
    return 1;
}

/* ---- the generator ----------------------------------------------------------------------------- */

/* Which pieces a kind takes, as a string of CHESS_GENERATE_PIECE_* digits; ANY draws from the
** rest of the string (for a kind that takes ANY, the string starts with '0'). */
static const char *pieces_of(int kind) {
    switch (kind) {
    case CHESS_EXERCISE_KIND_MATE_IN_ONE: return "123457";
    case CHESS_EXERCISE_KIND_CHECK_IN_ONE: return "012345";
    case CHESS_EXERCISE_KIND_CAPTURE_FREE: return "02345";
    case CHESS_EXERCISE_KIND_COLLECT_STARS: return "0123456";
    case CHESS_EXERCISE_KIND_CAPTURE: return "0123456";
    case CHESS_EXERCISE_KIND_ESCAPE_CHECK: return "02345";
    case CHESS_EXERCISE_KIND_DOUBLE_CHECK: return "0345";
    case CHESS_EXERCISE_KIND_CHECK_QUIZ: return "02345";
    case CHESS_EXERCISE_KIND_LONE_KING: return "45";
    case CHESS_EXERCISE_KIND_FORK: return "012345";
    default: return "0345"; /* PIN */
    }
}

static int try_once(chess_exercise *ex, chess__rng *r) {
    ex->target = ex->decoy = CHESS_NO_SQUARE;
    ex->star_count = 0;
    ex->par = 1;
    ex->solution_count = 0;
    switch (ex->kind) {
    case CHESS_EXERCISE_KIND_MATE_IN_ONE:
    case CHESS_EXERCISE_KIND_CHECK_IN_ONE: return chess__gen_mate_or_check(ex, r);
    case CHESS_EXERCISE_KIND_CAPTURE_FREE: return chess__gen_capture_free(ex, r);
    case CHESS_EXERCISE_KIND_COLLECT_STARS: return chess__gen_stars(ex, r);
    case CHESS_EXERCISE_KIND_CAPTURE: return chess__gen_capture(ex, r);
    case CHESS_EXERCISE_KIND_ESCAPE_CHECK: return chess__gen_escape(ex, r);
    case CHESS_EXERCISE_KIND_DOUBLE_CHECK: return chess__gen_double_check(ex, r);
    case CHESS_EXERCISE_KIND_CHECK_QUIZ: return chess__gen_quiz(ex, r);
    case CHESS_EXERCISE_KIND_LONE_KING: return chess__gen_lone_king(ex, r);
    case CHESS_EXERCISE_KIND_FORK: return chess__gen_fork(ex, r);
    default: return chess__gen_pin(ex, r);
    }
}

/* ESCAPE_CHECK's ways: `difficulty` of the three, drawn (a knight's check has no block). */
static int escape_ways(chess__rng *r, int piece, int difficulty) {
    static const uint8_t one[3] = {CHESS_ESCAPE_KING_MOVES, CHESS_ESCAPE_CAPTURE, CHESS_ESCAPE_BLOCK};
    static const uint8_t two[3] = {CHESS_ESCAPE_KING_MOVES | CHESS_ESCAPE_CAPTURE, CHESS_ESCAPE_KING_MOVES | CHESS_ESCAPE_BLOCK,
                                   CHESS_ESCAPE_CAPTURE | CHESS_ESCAPE_BLOCK};
    int choices = piece == CHESS_KNIGHT ? 2 : 3; /* the ones without BLOCK come first in one[] ... */
    if (difficulty == 3) return CHESS_ESCAPE_KING_MOVES | CHESS_ESCAPE_CAPTURE | CHESS_ESCAPE_BLOCK;
    if (difficulty == 1) return one[chess__rng_below(r, choices)];
    return piece == CHESS_KNIGHT ? two[0] : two[chess__rng_below(r, 3)]; /* ... and in two[] only the first */
}

int chess_generate(chess_exercise *out, int kind, int piece, int side, uint32_t seed, int difficulty) {
    if (kind < CHESS_EXERCISE_KIND_FIRST || kind > CHESS_EXERCISE_KIND_LAST || piece < 0 ||
        piece > CHESS_GENERATE_PIECE_TWO_ROOKS || (side != CHESS_WHITE && side != CHESS_BLACK) ||
        difficulty < CHESS_GENERATE_MIN_DIFFICULTY || difficulty > CHESS_GENERATE_MAX_DIFFICULTY)
        return CHESS_ERR_INVALID_ARGUMENT;
    const char *pieces = pieces_of(kind);
    if (!strchr(pieces, '0' + piece)) return CHESS_ERR_INVALID_ARGUMENT;
    chess__rng r = {((uint64_t)seed << 32) ^ (uint64_t)(kind * 1000 + piece * 100 + side * 10 + difficulty)};
    chess__rng_next(&r);
    chess_exercise ex;
    memset(&ex, 0, sizeof ex);
    ex.kind = (uint8_t)kind;
    ex.side = (uint8_t)side;
    ex.difficulty = (uint8_t)difficulty;
    /* A knight's check cannot be blocked: escaping in all three ways needs a line piece. */
    if (kind == CHESS_EXERCISE_KIND_ESCAPE_CHECK && difficulty == 3) {
        if (piece == CHESS_GENERATE_PIECE_KNIGHT) return CHESS_ERR_INVALID_ARGUMENT;
        pieces = "0345";
    }
    if (piece == CHESS_GENERATE_PIECE_ANY) piece = pieces[1 + chess__rng_below(&r, (int)strlen(pieces) - 1)] - '0';
    ex.piece = (uint8_t)piece;
    /* What the exercise asks, drawn once for all its candidates. */
    if (kind == CHESS_EXERCISE_KIND_ESCAPE_CHECK) ex.ways = (uint8_t)escape_ways(&r, piece, difficulty);
    if (kind == CHESS_EXERCISE_KIND_CHECK_QUIZ) ex.answer = (uint8_t)(CHESS_EXERCISE_ANSWER_CHECK + chess__rng_below(&r, 3));
    for (uint32_t tries = 1; tries <= CHESS_GENERATE_MAX_TRIES; tries++) {
        if (!try_once(&ex, &r)) continue;
        if (!proved(&ex)) continue;
        ex.tries = tries;
        *out = ex;
        return 0;
    }
    return CHESS_ERR_SEARCH_BUDGET;
}
