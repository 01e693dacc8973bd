/* Exercise kinds FORK and PIN (chess.h): the drawings, and the fork or pin found over the core's
** moves and attack tables. */
#include "generate.h"

static int worth(int type) {
    static const int values[7] = {0, 1, 3, 3, 5, 9, 0};
    return values[type];
}

/* What the man on `sq` attacks, in pos. */
static uint64_t attacks_of(const chess_pos *pos, int sq) {
    int piece = pos->board[sq], type = CHESS_PIECE_TYPE(piece);
    if (type == CHESS_PAWN) return chess__pawn_attacks(sq, CHESS_PIECE_COLOR(piece));
    return chess__piece_attacks(type, sq, occupied(pos));
}

/* 1 if the man on `sq` forks: it attacks two men of the other side worth 3 or more, each one
** nothing defends or worth more than it, or its king and one such man. */
static int forks(const chess_pos *pos, int sq) {
    int color = CHESS_PIECE_COLOR(pos->board[sq]), big = 0, king = 0, own = worth(CHESS_PIECE_TYPE(pos->board[sq]));
    uint64_t hit = attacks_of(pos, sq) & pos->by_color[color ^ 1];
    while (hit) {
        int at = pop_lsb(&hit), type = CHESS_PIECE_TYPE(pos->board[at]);
        if (type == CHESS_KING) king = 1;
        else if (worth(type) >= 3 && (worth(type) > own || !chess__attackers_to(pos, at, occupied(pos), color ^ 1))) big++;
    }
    return big >= 2 || (king && big >= 1);
}

/* ---- fork ---------------------------------------------------------------------------------------- */

static int draw_fork(chess__drawing *d, chess__rng *r, int piece, int difficulty) {
    int at = chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, GEN_RANKS(0, 7)); /* the fork's square, for now */
    d->board[at] = CHESS_EMPTY, d->men[CHESS_WHITE]--;
    if (piece == CHESS_PAWN && (CHESS_RANK(at) < 2 || CHESS_RANK(at) > 5)) return -1;
    uint64_t reach = piece == CHESS_PAWN ? chess__pawn_attacks(at, CHESS_WHITE) : chess__piece_attacks(piece, at, 0);
    int king = -1;
    if (chess__rng_below(r, 2)) king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, reach);
    static const uint8_t big[4] = {CHESS_KNIGHT, CHESS_BISHOP, CHESS_ROOK, CHESS_QUEEN};
    for (int i = king >= 0 ? 1 : 0; i < 2; i++)
        if (chess__gen_put(d, r, CHESS_BLACK, big[chess__rng_below(r, 4)], reach & ~(1ull << at)) < 0) return -1;
    if (king < 0) king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1));
    /* The forking man one move from the square. */
    uint64_t from = piece == CHESS_PAWN ? 1ull << (at - 8) : chess__piece_attacks(piece, at, 0);
    if (chess__gen_put(d, r, CHESS_WHITE, piece, from) < 0) return -1;
    if (difficulty > 1) chess__gen_put(d, r, CHESS_BLACK, CHESS_PAWN, GEN_RANKS(2, 6));
    if (difficulty > 2) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    return 0;
}

static int draw_fork_mark(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    (void)marks;
    return draw_fork(d, r, ex->piece, ex->difficulty);
}

int chess__gen_fork(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw_fork_mark, &pos, marks) || chess__gen_gift(&pos)) return 0; /* a free gift needs no fork */
    uint64_t mine = pos.by_color[pos.side];
    while (mine)
        if (forks(&pos, pop_lsb(&mine))) return 0; /* no fork stands already */
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&pos, moves, CHESS_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(&pos, moves[i], &after);
        int to = CHESS_MOVE_TO(moves[i]);
        if (!forks(&after, to) || chess__attackers_to(&after, to, occupied(&after), after.side)) continue;
        if (CHESS_PIECE_TYPE(pos.board[CHESS_MOVE_FROM(moves[i])]) != ex->piece || CHESS_MOVE_IS_PROMOTION(moves[i]) ||
            chess_move_captured(&pos, moves[i]) || found == 2)
            return 0;
        ex->solutions[found++] = moves[i];
    }
    if (found == 0) return 0;
    ex->solution_count = (uint8_t)found;
    return 1;
}

/* ---- pin ----------------------------------------------------------------------------------------- */

static const int8_t steps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

/* The men of `color` pinned to their king: those whose removal lets a line piece of the other side
** attack it. */
static uint64_t pinned(const chess_pos *pos, int color) {
    int king = chess__king_square(pos, color);
    uint64_t set = 0, men = pos->by_color[color] & ~(1ull << king), occ = occupied(pos);
    uint64_t now = chess__attackers_to(pos, king, occ, color ^ 1);
    while (men) {
        int sq = pop_lsb(&men);
        if (chess__attackers_to(pos, king, occ & ~(1ull << sq), color ^ 1) & ~now) set |= 1ull << sq;
    }
    return set;
}

/* marks: the pinned man, the pinner. */
static int draw_pin(chess__drawing *d, chess__rng *r, const chess_exercise *ex, int marks[2]) {
    int king = chess__gen_put(d, r, CHESS_BLACK, CHESS_KING, GEN_ALL);
    int first = ex->piece == CHESS_BISHOP ? 4 : 0, count = ex->piece == CHESS_QUEEN ? 8 : 4;
    int dir = first + chess__rng_below(r, count), diagonal = dir >= 4;
    int line[8], length = 0;
    for (int f = CHESS_FILE(king) + steps[dir][0], k = CHESS_RANK(king) + steps[dir][1]; f >= 0 && f < 8 && k >= 0 && k < 8;
         f += steps[dir][0], k += steps[dir][1])
        line[length++] = CHESS_SQUARE(f, k);
    if (length < 3) return -1;
    int at = 2 + chess__rng_below(r, length - 2), held = chess__rng_below(r, at);
    /* The pinned man cannot move along the line (it cannot take the pinner). */
    int type = chess__rng_below(r, 2) ? CHESS_KNIGHT : diagonal ? CHESS_ROOK : CHESS_BISHOP;
    d->board[line[at]] = (uint8_t)CHESS_PIECE(CHESS_WHITE, ex->piece);
    d->board[line[held]] = (uint8_t)CHESS_PIECE(CHESS_BLACK, type);
    d->men[CHESS_WHITE]++, d->men[CHESS_BLACK]++;
    chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, ~chess__gen_near(king, 1));
    if (ex->difficulty > 1) chess__gen_put(d, r, CHESS_BLACK, CHESS_PAWN, GEN_RANKS(2, 6));
    if (ex->difficulty > 2) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    marks[0] = line[held], marks[1] = line[at];
    return 0;
}

int chess__gen_pin(chess_exercise *ex, chess__rng *r) {
    int marks[2];
    chess_pos pos;
    if (!chess__gen_drawn_position(ex, r, draw_pin, &pos, marks)) return 0;
    int held_sq = marks[0];
    if (pinned(&pos, pos.side ^ 1) != 1ull << held_sq || pinned(&pos, pos.side) != 0) return 0;
    /* The pinner is not en prise to a man the pin leaves free to take it, nor is the pinned man a gift. */
    if (chess__gen_gift(&pos)) return 0;
    ex->target = (int8_t)held_sq;
    ex->decoy = (int8_t)marks[1];
    return 1;
}
