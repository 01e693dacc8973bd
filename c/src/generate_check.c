/* Exercise kinds ESCAPE_CHECK, CHECK_QUIZ and LONE_KING (chess.h): the drawings, and what the core
** says of each candidate. Here the drawing's White is the side in trouble (in check, or about to
** be quizzed) for the first two, and the side with the queen or rook for LONE_KING. */
#include "generate.h"

/* ---- escape check ------------------------------------------------------------------------------ */

int chess__gen_escape_way(const chess_pos *pos, chess_move move) {
    uint64_t checkers = chess__gen_checkers(pos);
    if (popcount(checkers) != 1) return 0; /* the caller's mistake: one checker, or no way */
    if (CHESS_MOVE_TO(move) == lsb(checkers)) return CHESS_ESCAPE_CAPTURE;
    return CHESS_MOVE_FROM(move) == chess__king_square(pos, pos->side) ? CHESS_ESCAPE_KING_MOVES : CHESS_ESCAPE_BLOCK;
}

static const int8_t steps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
static const int8_t jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

/* The checker on a square that attacks `king` (a slider `away` or more squares off); its square or -1. */
static int put_checker(chess__drawing *d, chess__rng *r, int type, int king, int away) {
    int dir = type == CHESS_BISHOP ? 4 + chess__rng_below(r, 4) : type == CHESS_ROOK ? chess__rng_below(r, 4) : chess__rng_below(r, 8);
    int df = type == CHESS_KNIGHT ? jumps[dir][0] : steps[dir][0], dr = type == CHESS_KNIGHT ? jumps[dir][1] : steps[dir][1];
    int f = CHESS_FILE(king) + df, k = CHESS_RANK(king) + dr, line[8], length = 0;
    for (; f >= 0 && f < 8 && k >= 0 && k < 8; f += df, k += dr) {
        line[length++] = CHESS_SQUARE(f, k);
        if (type == CHESS_KNIGHT) break;
    }
    if (length < away) return -1;
    int sq = line[away - 1 + chess__rng_below(r, length - away + 1)];
    if (d->board[sq] != CHESS_EMPTY) return -1;
    d->board[sq] = (uint8_t)CHESS_PIECE(CHESS_BLACK, type);
    d->men[CHESS_BLACK]++;
    return sq;
}

int chess__gen_escape(chess_exercise *ex, chess__rng *r) {
    chess__drawing d;
    memset(&d, 0, sizeof d);
    int wanted = ex->ways;
    /* A king with no way to step away stands on its first rank behind its pawns more often. */
    int boxed = !(wanted & CHESS_ESCAPE_KING_MOVES) && chess__rng_below(r, 4) != 0;
    uint64_t home = boxed ? (chess__rng_below(r, 2) ? 0x81ull : GEN_RANKS(0, 0)) : GEN_RANKS(0, 5); /* a corner half the time */
    int king = chess__gen_put(&d, r, CHESS_WHITE, CHESS_KING, home);
    if (boxed)
        for (int i = 1 + chess__rng_below(r, 3); i > 0; i--) chess__gen_put(&d, r, CHESS_WHITE, CHESS_PAWN, chess__gen_near(king, 1) & GEN_RANKS(1, 1));
    int away = wanted & CHESS_ESCAPE_BLOCK ? 3 : 1 + chess__rng_below(r, 2);
    int checker = put_checker(&d, r, ex->piece, king, away);
    if (checker < 0) return 0;
    chess__gen_put(&d, r, CHESS_BLACK, CHESS_KING, ~chess__gen_near(king, 2));
    /* A man of its own that may take or step between: beside a boxed king half the time. */
    if (wanted & (CHESS_ESCAPE_CAPTURE | CHESS_ESCAPE_BLOCK) || chess__rng_below(r, 2)) {
        uint64_t beside = boxed && chess__rng_below(r, 2) ? chess__gen_near(king, 1) & GEN_RANKS(0, 0) : GEN_ALL;
        chess__gen_put(&d, r, CHESS_WHITE, CHESS_KNIGHT + chess__rng_below(r, 3), beside);
    }
    if ((wanted & (CHESS_ESCAPE_CAPTURE | CHESS_ESCAPE_BLOCK)) == (CHESS_ESCAPE_CAPTURE | CHESS_ESCAPE_BLOCK) && chess__rng_below(r, 2))
        chess__gen_put(&d, r, CHESS_WHITE, CHESS_KNIGHT + chess__rng_below(r, 3), GEN_ALL);
    if (boxed && chess__rng_below(r, 2)) {
        /* or a rook of the other side holding the king's second rank */
        chess__gen_put(&d, r, CHESS_BLACK, CHESS_ROOK, GEN_RANKS(1, 1) & ~chess__gen_near(king, 1));
    } else if (chess__rng_below(r, 2)) {
        int type = chess__rng_below(r, 2) ? CHESS_PAWN : CHESS_KNIGHT + chess__rng_below(r, 3);
        chess__gen_put(&d, r, CHESS_BLACK, type, type == CHESS_PAWN ? GEN_RANKS(2, 6) : GEN_ALL);
    }
    char fen[CHESS_FEN_MAX];
    chess_pos pos;
    /* One checker, the one drawn (not another man of its side on an open line). */
    checker = chess__gen_mirror(checker, ex->side);
    if (!chess__gen_position(&d, ex->side, 0, &pos, fen) || chess__gen_checkers(&pos) != 1ull << checker) return 0;
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), ways = 0;
    if (n == 0 || n > CHESS_EXERCISE_MAX_SOLUTIONS) return 0;
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_IS_PROMOTION(moves[i])) return 0;
        ways |= chess__gen_escape_way(&pos, moves[i]);
        ex->solutions[i] = moves[i];
    }
    if (ways != wanted) return 0;
    ex->solution_count = (uint8_t)n;
    ex->target = (int8_t)checker;
    memcpy(ex->fen, fen, sizeof fen);
    return 1;
}

/* ---- check, checkmate or stalemate? ------------------------------------------------------------ */

int chess__gen_quiz(chess_exercise *ex, chess__rng *r) {
    chess__drawing d;
    memset(&d, 0, sizeof d);
    int king = chess__gen_put(&d, r, CHESS_WHITE, CHESS_KING, GEN_EDGE);
    chess__gen_put(&d, r, CHESS_BLACK, CHESS_KING,
                   chess__rng_below(r, 2) ? chess__gen_near(king, 2) & ~chess__gen_near(king, 1) : ~chess__gen_near(king, 1));
    int count = 1 + chess__rng_below(r, 2);
    for (int i = 0; i < count; i++) {
        static const char drawn[] = {CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN};
        int type = i == 0 && ex->piece != CHESS_GENERATE_PIECE_ANY ? ex->piece : drawn[chess__rng_below(r, 4)];
        chess__gen_put(&d, r, CHESS_BLACK, type, chess__gen_near(king, 3));
    }
    if (ex->difficulty > 1) {
        int pawn = chess__gen_put(&d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
        /* From difficulty 3, half the time a pawn of the other side stands in its way. */
        if (ex->difficulty == 3 && pawn >= 0 && chess__rng_below(r, 2) && d.board[pawn + 8] == CHESS_EMPTY) {
            d.board[pawn + 8] = (uint8_t)CHESS_PIECE(CHESS_BLACK, CHESS_PAWN);
            d.men[CHESS_BLACK]++;
        }
    }
    char fen[CHESS_FEN_MAX];
    chess_pos pos;
    if (!chess__gen_position(&d, ex->side, 0, &pos, fen)) return 0;
    int in_check = chess_in_check(&pos), moves = chess_count_legal_moves(&pos);
    int answer = in_check ? (moves ? CHESS_EXERCISE_ANSWER_CHECK : CHESS_EXERCISE_ANSWER_CHECKMATE)
                          : (moves ? CHESS_EXERCISE_ANSWER_NONE : CHESS_EXERCISE_ANSWER_STALEMATE);
    if (answer != ex->answer) return 0;
    memcpy(ex->fen, fen, sizeof fen);
    return 1;
}

/* ---- the lone king ------------------------------------------------------------------------------ */

#define SECOND_RING 0x007e424242427e00ull
#ifndef SPREAD
#define SPREAD 8
#endif

static int draw_lone_king(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    (void)marks;
    uint64_t where = ex->difficulty == 1 ? GEN_EDGE : ex->difficulty == 2 ? SECOND_RING : GEN_ALL;
    int lone = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, where);
    int king = chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(lone, 1));
    int piece = chess__gen_put(d, r, CHESS_WHITE, ex->piece, ~chess__gen_near(lone, 1));
    /* Each picture (the three men's places up to a shift of all of them) as likely as another: a
    ** picture of w files and h ranks can stand in (9 - w) * (9 - h) places, so a candidate is
    ** kept once in that many. Drawn by square alone, the huddled pictures came back often. */
    int lo_f = 7, hi_f = 0, lo_r = 7, hi_r = 0;
    const int men[3] = {lone, king, piece};
    for (int i = 0; i < 3; i++) {
        int f = CHESS_FILE(men[i]), k = CHESS_RANK(men[i]);
        lo_f = f < lo_f ? f : lo_f, hi_f = f > hi_f ? f : hi_f, lo_r = k < lo_r ? k : lo_r, hi_r = k > hi_r ? k : hi_r;
    }
    return chess__rng_below(r, (8 - (hi_f - lo_f)) * (8 - (hi_r - lo_r))) == 0 ? 0 : -1;
}

int chess__gen_lone_king(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw_lone_king, &pos, marks)) return 0;
    chess_move line[3];
    return chess_mate_search(&pos, 2, 0, line, 3) == 0;
}
