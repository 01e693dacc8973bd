/* Mate placements: every placement of a few men that is a checkmate. Stage 2b of the can-mate
** analysis (canmate.c): with few men and no pawns (one piece against at most one), every
** placement of the men, and of those left after a capture, is tried; if none is a mate, there is
** none. The nearest placements are also the targets of the helpmate search's target walk
** (helpmate.c). */
#include "canmate.h"

/* The squares a man on sq may ever stand on without pawns: a bishop keeps its colour. */
static uint64_t colour_of(int type, int sq) {
    const uint64_t light = 0x55AA55AA55AA55AAULL;
    if (type != CHESS_BISHOP) return ~0ULL;
    return (light & BIT(sq)) ? light : ~light;
}

/* Moves a man of `type` needs from `from` to `to` on an empty board (63: never). */
SMALL static int man_distance(int type, int from, int to) {
    if (from == to) return 0;
    if (type == CHESS_KING) return chess__chebyshev(from, to);
    if (type != CHESS_KNIGHT) {
        if (chess__piece_attacks(type, from, 0) & BIT(to)) return 1;
        return colour_of(type, from) & BIT(to) ? 2 : 63;
    }
    uint64_t seen = BIT(from), frontier = BIT(from);
    for (int d = 1; d < 7; d++) {
        uint64_t next = 0;
        while (frontier) next |= chess__knight_attacks(pop_lsb(&frontier));
        if (next & BIT(to)) return d;
        frontier = next & ~seen;
        seen |= next;
    }
    return 63;
}

SMALL void chess__mate_needs(const chess_pos *pos, int attacker, const uint8_t *types, const int8_t *target,
                             const uint8_t (*dist)[64], int *need) {
    need[0] = need[1] = 0;
    for (int m = 0; m < 4; m++) {
        if (!types[m]) continue;
        int side = m == 1 || m == 2, color = side ? attacker : !attacker, best = 999;
        for (uint64_t b = pieces(pos, color, types[m]); b;) {
            int sq = pop_lsb(&b), d = dist ? dist[m][sq] : man_distance(types[m], sq, target[m]);
            if (d < best) best = d;
        }
        need[side] += best;
    }
}

/* Keeps the mate placement if it is among the TARGET_COUNT nearest to root. */
SMALL __attribute__((noinline)) static void keep_target(mate_targets *ts, const chess_pos *root, const uint8_t *types, const int8_t *squares) {
    int need[2];
    chess__mate_needs(root, ts->attacker, types, squares, NULL, need);
    int plies = chess__plies_from(need, root->side == ts->attacker), slot = ts->count;
    if (slot == TARGET_COUNT) {
        slot = 0;
        for (int t = 1; t < TARGET_COUNT; t++)
            if (ts->plies[t] > ts->plies[slot]) slot = t;
        if (plies >= ts->plies[slot]) return;
    } else {
        ts->count++;
    }
    memcpy(ts->squares[slot], squares, 4);
    memcpy(ts->types[slot], types, 4);
    ts->plies[slot] = plies;
}

/* Is there any placement of the attacker's king and its piece `a_type` (on a_squares) and the
** defender's king and, if d_type, its piece (on d_squares) that is a checkmate of the defender?
** Every placement is tried, reachable or not; a cheap necessary test (the checker attacks the
** king; every flight square is covered or filled) leaves few for the exact test with the move
** generator. Returns 1 if one is mate, 0 if none, -1 if the work went past *work. With ts, every
** mate found is offered to it and the search goes on (returning 0 or -1). */
SMALL static int any_mate_placement(const chess_pos *pos, int attacker, int a_type, uint64_t a_squares, int d_type,
                              uint64_t d_squares, int32_t *work, mate_targets *ts) {
    int defender = !attacker;
    chess_pos p = *pos;
    for (int sq = 0; sq < 64; sq++) chess__remove_piece(&p, sq);
    p.side = (uint8_t)defender;
    p.castling = 0;
    p.ep_square = CHESS_NO_SQUARE;
    for (int k = 0; k < 64; k++) {
        for (uint64_t xs = a_squares & ~BIT(k); xs;) {
            int x = pop_lsb(&xs);
            uint64_t ys = d_type ? d_squares & ~BIT(k) & ~BIT(x) : 1; /* one pass with no piece */
            while (ys) {
                int y = pop_lsb(&ys);
                uint64_t ybit = d_type ? BIT(y) : 0;
                uint64_t occ = BIT(k) | BIT(x) | ybit;
                if (!(chess__piece_attacks(a_type, x, occ) & BIT(k))) {
                    if (!d_type) break;
                    continue;
                }
                /* Flight squares the checker leaves (the king does not shield its own line). */
                uint64_t covered = chess__piece_attacks(a_type, x, occ & ~BIT(k));
                uint64_t open = chess__king_attacks(k) & ~covered & ~ybit;
                /* The attacking king must cover every open square, next to none of k. */
                uint64_t kings = ~chess__king_attacks(k) & ~occ;
                for (uint64_t o = open; o;) kings &= chess__king_attacks(pop_lsb(&o));
                while (kings) {
                    int w = pop_lsb(&kings);
                    if (--*work < 0) return -1;
                    chess__put_piece(&p, k, CHESS_PIECE(defender, CHESS_KING));
                    chess__put_piece(&p, w, CHESS_PIECE(attacker, CHESS_KING));
                    chess__put_piece(&p, x, CHESS_PIECE(attacker, a_type));
                    if (d_type) chess__put_piece(&p, y, CHESS_PIECE(defender, d_type));
                    int mate = chess_in_check(&p) && chess_count_legal_moves(&p) == 0;
                    chess__remove_piece(&p, k);
                    chess__remove_piece(&p, w);
                    chess__remove_piece(&p, x);
                    if (d_type) chess__remove_piece(&p, y);
                    if (mate && !ts) return 1;
                    if (mate)
                        keep_target(ts, pos, (const uint8_t[4]){CHESS_KING, CHESS_KING, (uint8_t)a_type, (uint8_t)d_type},
                                    (const int8_t[4]){(int8_t)k, (int8_t)w, (int8_t)x, (int8_t)(d_type ? y : -1)});
                }
                if (!d_type) break;
            }
        }
    }
    return 0;
}

SMALL int chess__pattern_no_mate(const chess_pos *pos, int attacker, int32_t work) {
    if (pos->by_type[CHESS_PAWN]) return 0;
    uint64_t a_men = pos->by_color[attacker] & ~pos->by_type[CHESS_KING];
    uint64_t d_men = pos->by_color[!attacker] & ~pos->by_type[CHESS_KING];
    if (popcount(a_men) != 1 || popcount(d_men) > 1) return 0;
    int a_sq = lsb(a_men), a_type = CHESS_PIECE_TYPE(pos->board[a_sq]);
    int d_type = 0;
    uint64_t d_squares = 0;
    if (d_men) {
        int d_sq = lsb(d_men);
        d_type = CHESS_PIECE_TYPE(pos->board[d_sq]);
        d_squares = colour_of(d_type, d_sq);
    }
    uint64_t a_squares = colour_of(a_type, a_sq);
    if (any_mate_placement(pos, attacker, a_type, a_squares, d_type, d_squares, &work, NULL) != 0) return 0;
    if (d_type && any_mate_placement(pos, attacker, a_type, a_squares, 0, 0, &work, NULL) != 0) return 0;
    return 1;
}

SMALL int chess__collect_mate_targets(const chess_pos *pos, int attacker, mate_targets *ts) {
    ts->count = 0;
    ts->attacker = attacker;
    int32_t work = PATTERN_WORK_LIMIT;
    for (int a_type = CHESS_KNIGHT; a_type <= CHESS_QUEEN; a_type++) {
        uint64_t a_squares = 0;
        for (uint64_t b = pieces(pos, attacker, a_type); b;) {
            int sq = pop_lsb(&b);
            a_squares |= colour_of(a_type, sq);
        }
        if (!a_squares) continue;
        for (int d_type = 0; d_type <= CHESS_QUEEN; d_type = d_type ? d_type + 1 : CHESS_KNIGHT) {
            uint64_t d_squares = 0;
            for (uint64_t b = d_type ? pieces(pos, !attacker, d_type) : 0; b;) {
                int sq = pop_lsb(&b);
                d_squares |= colour_of(d_type, sq);
            }
            if (d_type && !d_squares) continue;
            if (any_mate_placement(pos, attacker, a_type, a_squares, d_type, d_squares, &work, ts) < 0) break;
        }
    }
    for (int t = 0; t < ts->count; t++)
        for (int m = 0; m < 4; m++)
            for (int sq = 0; sq < 64; sq++)
                ts->dist[t][m][sq] = ts->types[t][m] ? (uint8_t)man_distance(ts->types[t][m], sq, ts->squares[t][m]) : 0;
    return ts->count;
}
