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

/* A start is a picture (the three men's places up to a shift of all of them and a mirror image)
** put on the board. A picture has a number below 15^4: the king's and then the piece's file and
** rank from the lone king's, each -7..7, in base 15; a number names a picture only when the three
** fit on the board, neither the king nor the piece stands next to the lone king, and it is the
** smaller of the numbers of the two mirror forms (files reversed). The seed says where a walk
** through the LONE_BITS-bit numbers starts, and each try takes the next, read through a
** bijection (lone_scramble) so that the pictures met are spread; the first picture with a start
** within the limits is taken. The start is the top LONE_BITS bits of the seed times LONE_SPREAD,
** a factor chosen so that a thousand seeds one apart, or 2654435761 apart (as the practice draws
** its seeds, web/lesson/review-store.mjs), start more than 40 numbers apart: two walks end on
** the same picture only when no picture within the limits lies between their starts. */
#define SECOND_RING 0x007e424242427e00ull
#define LONE_BITS 16
#define LONE_MASK ((1u << LONE_BITS) - 1)
#define LONE_PICTURES (15 * 15 * 15 * 15)
#define LONE_SPREAD 4045303937u
#define LONE_SEARCHES 3

static uint32_t lone_scramble(uint32_t x) {
    x = (x * 0x2c1bu) & LONE_MASK; /* an odd factor: a bijection modulo 2^LONE_BITS */
    x ^= x >> 8;
    x = (x * 0x3a8fu) & LONE_MASK;
    x ^= x >> 7;
    return x;
}

static int lone_min3(int a, int b, int c) { return a < b ? (a < c ? a : c) : (b < c ? b : c); }
static int lone_max3(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }

/* The picture numbered `code` as its corner-most shift: men[3] (lone king, king, piece) and its
** highest file and rank; 1 if the number names a picture. */
static int lone_picture(uint32_t code, int men[3], int *hi_f, int *hi_r) {
    if (code >= LONE_PICTURES) return 0;
    int df1 = (int)(code % 15) - 7, dr1 = (int)(code / 15 % 15) - 7, df2 = (int)(code / 225 % 15) - 7, dr2 = (int)(code / 3375) - 7;
    int lo_f = lone_min3(0, df1, df2), lo_r = lone_min3(0, dr1, dr2);
    *hi_f = lone_max3(0, df1, df2) - lo_f, *hi_r = lone_max3(0, dr1, dr2) - lo_r;
    if (*hi_f > 7 || *hi_r > 7 || (df1 == df2 && dr1 == dr2)) return 0;
    if ((df1 * df1 <= 1 && dr1 * dr1 <= 1) || (df2 * df2 <= 1 && dr2 * dr2 <= 1)) return 0;
    uint32_t mirrored = (uint32_t)((7 - df1) + 15 * (dr1 + 7) + 225 * (7 - df2) + 3375 * (dr2 + 7));
    if (code > mirrored) return 0;
    men[0] = CHESS_SQUARE(-lo_f, -lo_r);
    men[1] = CHESS_SQUARE(df1 - lo_f, dr1 - lo_r);
    men[2] = CHESS_SQUARE(df2 - lo_f, dr2 - lo_r);
    return 1;
}

int chess__gen_lone_king(chess_exercise *ex, chess__rng *r, uint32_t seed, uint32_t try_number) {
    uint32_t at = ((seed * LONE_SPREAD) >> (32 - LONE_BITS)) + try_number - 1;
    int men[3], hi_f, hi_r;
    if (!lone_picture(lone_scramble(at & LONE_MASK), men, &hi_f, &hi_r)) return 0;
    /* shown either way round (the same picture) and in any of its shifts within the limits */
    if (chess__rng_below(r, 2))
        for (int i = 0; i < 3; i++) men[i] = CHESS_SQUARE(hi_f - CHESS_FILE(men[i]), CHESS_RANK(men[i]));
    uint64_t where = ex->difficulty == 1 ? GEN_EDGE : ex->difficulty == 2 ? SECOND_RING : GEN_ALL;
    int files = 8 - hi_f, shifts = files * (8 - hi_r), first = chess__rng_below(r, shifts), searched = 0;
    /* at most LONE_SEARCHES mate searches a picture, which keeps a try's time bounded */
    for (int k = 0; k < shifts && searched < LONE_SEARCHES; k++) {
        int shift = CHESS_SQUARE((first + k) % shifts % files, (first + k) % shifts / files);
        if (!(where >> (men[0] + shift) & 1)) continue;
        chess__drawing d;
        memset(&d, 0, sizeof d);
        d.board[men[0] + shift] = (uint8_t)CHESS_PIECE(CHESS_BLACK, CHESS_KING);
        d.board[men[1] + shift] = (uint8_t)CHESS_PIECE(CHESS_WHITE, CHESS_KING);
        d.board[men[2] + shift] = (uint8_t)CHESS_PIECE(CHESS_WHITE, ex->piece);
        d.men[CHESS_WHITE] = 2, d.men[CHESS_BLACK] = 1;
        chess_pos pos;
        chess_move line[3];
        if (!chess__gen_position(&d, ex->side, 0, &pos, ex->fen) || chess_in_check(&pos) || chess_count_legal_moves(&pos) == 0) continue;
        searched++;
        if (chess_mate_search(&pos, 2, 0, line, 3) == 0) return 1;
    }
    return 0;
}
