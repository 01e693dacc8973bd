/* Stage 3 of the can-mate analysis (canmate.c): helpmate searches, where both sides cooperate
** towards a mate by one side. Iterative deepening with a table of positions seen, where a
** position that stages 1-2 prove dead is a leaf: first full-width, which also proves a NO when an
** iteration runs to the end without cutting any line at its depth limit, or when the positions it
** records stop growing from one iteration to the next (the table forgetting none); then, without
** pawns (full analysis only), the target walk towards the nearest mate placements
** (placements.c); then guided, where moves that push a mate along cost no depth and moves that
** look aside cost double (CHA's rewarded and punished moves); then narrow (the two best-looking
** moves). Only the full-width search proves anything; a mate any of them meets is real. */
#include "canmate.h"

/* A static proof that `winner` can never mate from pos (stages 1 and 2). */
static int proven_no_mate(const chess_pos *pos, int winner) {
    return chess__material_no_mate(pos, winner) || chess__frozen_no_mate(pos, winner);
}

#ifndef TABLE_BITS
#define TABLE_BITS 12
#endif
#define TABLE_SIZE (1u << TABLE_BITS)
#ifndef MAX_DEPTH
#define MAX_DEPTH 64
#endif
#ifndef FULL_SHARE
#define FULL_SHARE 4
#endif
#ifndef NARROW_WIDTH
#define NARROW_WIDTH 2
#endif
/* Weights of distance_to_mate, tuned on the unwinnability suite's YES answers. */
#ifndef W_EDGE
#define W_EDGE 3
#define W_KING 2
#define W_PAWN 2
#define W_PIECE 2
#define W_LOSER 1
#define W_MATERIAL 6
#endif

typedef struct search {
    int winner;
    uint32_t budget, nodes;
    int aborted; /* the node budget ran out */
    int cut;     /* a line was stopped by the depth limit this iteration */
    int forgot;  /* a position was dropped from the full table this iteration */
    uint32_t stored;     /* positions recorded this iteration */
    uint64_t root_pawns; /* dead_leaf looks only where pawns or material differ from the root */
    int root_men;
    uint64_t keys[TABLE_SIZE];
    uint8_t depths[TABLE_SIZE]; /* 0: empty slot; else the remaining depth + 1 searched */
} search;

/* Inside the searches: a position that stages 1-2 prove dead is a leaf that needs no further
** search. Only where the pawns or the number of men differ from the root (a capture or a pawn
** move happened), as the root itself was tried: a test of the position alone, whatever the path,
** which the full-width proof needs (every iteration must see the same positions as leaves). */
static int dead_leaf(const search *s, const chess_pos *pos) {
    if (pos->by_type[CHESS_PAWN] == s->root_pawns && popcount(occupied(pos)) == s->root_men) return 0;
    return proven_no_mate(pos, s->winner);
}

/* Returns 1 if the position was already searched (or is being searched) with at least `depth`
** plies left; else records it and returns 0. When the slots it may use are all taken, it
** replaces the one searched least deep: forgetting a position costs time, never soundness. */
static int seen_before(search *s, uint64_t key, int depth) {
    uint32_t i = (uint32_t)(key >> 40) & (TABLE_SIZE - 1), shallowest = i;
    for (int probe = 0; probe < 8; probe++, i = (i + 1) & (TABLE_SIZE - 1)) {
        if (s->depths[i] < s->depths[shallowest]) shallowest = i;
        if (s->depths[i] == 0) {
            s->stored++;
            s->keys[i] = key;
            s->depths[i] = (uint8_t)(depth + 1);
            return 0;
        }
        if (s->keys[i] == key) {
            if (s->depths[i] >= depth + 1) return 1;
            s->depths[i] = (uint8_t)(depth + 1);
            return 0;
        }
    }
    if (s->depths[shallowest] < depth + 1) {
        s->keys[shallowest] = key;
        s->depths[shallowest] = (uint8_t)(depth + 1);
    }
    s->forgot = 1; /* the table no longer holds every position seen */
    return 0;
}

/* How far pos looks from a mate by `winner` (lower is closer): the winner's men near the loser's
** king, free pawns near promotion, the loser's king near an edge and its own men near it, where
** they block flight squares. Only orders moves; it never decides an answer. */
static int distance_to_mate(const chess_pos *pos, int winner) {
    int lk = chess__king_square(pos, !winner);
    if (lk < 0) return 0;
    int h = 0, lf = CHESS_FILE(lk), lr = CHESS_RANK(lk);
    int edge = lf < 7 - lf ? lf : 7 - lf, rank_edge = lr < 7 - lr ? lr : 7 - lr;
    h += W_EDGE * (edge < rank_edge ? edge : rank_edge);
    static const int VALUE[7] = {0, 1, 3, 3, 5, 9, 0};
    uint64_t occ = occupied(pos);
    uint64_t b = pos->by_color[winner];
    while (b) {
        int sq = pop_lsb(&b), type = CHESS_PIECE_TYPE(pos->board[sq]);
        int d = chess__chebyshev(sq, lk);
        h -= W_MATERIAL * VALUE[type]; /* the loser must not take the mating material */
        if (type == CHESS_KING) {
            h += d > 2 ? W_KING * (d - 2) : 0;
        } else if (type == CHESS_PAWN) {
            int ahead = winner == CHESS_WHITE ? sq + 8 : sq - 8;
            int to_go = winner == CHESS_WHITE ? 7 - CHESS_RANK(sq) : CHESS_RANK(sq);
            if (!(occ & BIT(ahead))) h += W_PAWN * to_go;
        } else {
            h += W_PIECE * (d > 2 ? d - 2 : 2 - d); /* near, but not where the king takes it */
        }
    }
    b = pos->by_color[!winner] & ~pos->by_type[CHESS_KING];
    while (b) {
        int sq = pop_lsb(&b);
        if (CHESS_PIECE_TYPE(pos->board[sq]) != CHESS_PAWN) h += W_LOSER * chess__chebyshev(sq, lk);
    }
    return h;
}

#ifndef GUIDED_COST_WEIGHT
#define GUIDED_COST_WEIGHT 8
#endif
static int move_cost(const chess_pos *pos, chess_move m, int winner);

/* Scores moves[0..n) for trying best first (lower is better): the estimated distance to a mate
** after the move, less for a check by the winner, plus, in the guided search, the move's cost.
** Returns 1 as soon as a move of the winner mates at once. */
static int score_moves(const chess_pos *pos, const chess_move *moves, int n, int winner, int guided_costs,
                       int16_t *scores) {
    int winner_to_move = pos->side == winner;
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        int check = chess_in_check(&after);
        if (winner_to_move && check && chess_count_legal_moves(&after) == 0) return 1;
        scores[i] = (int16_t)(distance_to_mate(&after, winner) - (winner_to_move && check ? 2 : 0) +
                              (guided_costs ? GUIDED_COST_WEIGHT * move_cost(pos, moves[i], winner) : 0));
    }
    return 0;
}

/* Moves the best-scored of moves[i..n) to place i (a selection sort run lazily) and returns it. */
static chess_move take_best(chess_move *moves, int16_t *scores, int i, int n) {
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (scores[j] < scores[best]) best = j;
    chess_move m = moves[best];
    int16_t score = scores[best];
    moves[best] = moves[i], scores[best] = scores[i];
    moves[i] = m, scores[i] = score;
    return m;
}

/* The start of a node of every helpmate search: counts the work (per move examined) and writes
** the legal moves. Returns NODE_MATE when pos is mate against the loser, NODE_STOP when the budget
** is spent (s->aborted is set) or pos has no moves otherwise, else NODE_GO with *n moves. */
enum { NODE_GO, NODE_STOP, NODE_MATE };
static int open_node(search *s, const chess_pos *pos, chess_move *moves, int *n) {
    if (s->nodes >= s->budget) {
        s->aborted = 1;
        return NODE_STOP;
    }
    *n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    s->nodes += 1 + (uint32_t)*n;
    if (*n == 0) return pos->side != s->winner && chess_in_check(pos) ? NODE_MATE : NODE_STOP;
    return NODE_GO;
}

/* Searches for a helpmate by s->winner within `depth` plies from pos. width 0 tries every move
** (and records cut lines, for the proof); width > 0 tries only the `width` best-looking moves of
** each position, which finds long mates sooner but proves nothing. Returns 1 when found. */
static int helpmate(search *s, const chess_pos *pos, int depth, int width) {
    chess_move moves[CHESS_MAX_MOVES];
    int n, node = open_node(s, pos, moves, &n);
    if (node != NODE_GO) return node == NODE_MATE;
    if (dead_leaf(s, pos)) return 0; /* a leaf: nothing below it can mate */
    if (seen_before(s, chess_position_key(pos), depth)) return 0;

    /* Score every move; a mate in one ends the search at once. */
    int16_t scores[CHESS_MAX_MOVES];
    if (score_moves(pos, moves, n, s->winner, 0, scores)) return 1;
    if (depth <= 1) {
        s->cut = 1;
        return 0;
    }
    int tries = width > 0 && width < n ? width : n;
    for (int i = 0; i < tries; i++) {
        chess_move m = take_best(moves, scores, i, n);
        chess_pos after;
        chess_make_move(pos, m, &after);
        if (helpmate(s, &after, depth - 1, width)) return 1;
        if (s->aborted) return 0;
    }
    return 0;
}

/* How much of the depth allowance a move uses, in plies: 0 for a move that pushes a mate along
** and can never be taken back (a capture that opens the structure, a promotion to a mating piece),
** 1 for a plausible move, 2 for one that looks aside (a piece walking away, the loser taking the
** winner's material). CHA's idea of rewarded and punished moves; our own weights. Only steers the
** guided search, which proves nothing: a mate it finds is a real one whatever the costs were. */
static int nearest(uint64_t targets, int sq) {
    int best = 8;
    while (targets) {
        int d = chess__chebyshev(pop_lsb(&targets), sq);
        if (d < best) best = d;
    }
    return best;
}

static int edge_distance(int sq) {
    int f = CHESS_FILE(sq), r = CHESS_RANK(sq);
    int df = f < 7 - f ? f : 7 - f, dr = r < 7 - r ? r : 7 - r;
    return df < dr ? df : dr;
}

/* The squares ahead of sq on its file, as a pawn of `color` walks. */
static uint64_t ahead_on_file(int sq, int color) {
    uint64_t file = 0x0101010101010101ULL << CHESS_FILE(sq);
    return color == CHESS_WHITE ? file & ~((BIT(sq) << 1) - 1) : file & (BIT(sq) - 1);
}

static int move_cost(const chess_pos *pos, chess_move m, int winner) {
    int from = CHESS_MOVE_FROM(m), to = CHESS_MOVE_TO(m), kind = CHESS_MOVE_KIND(m);
    int type = CHESS_PIECE_TYPE(pos->board[from]);
    int victim = kind == CHESS_MOVE_EN_PASSANT ? CHESS_PAWN
                 : pos->board[to] != CHESS_EMPTY ? CHESS_PIECE_TYPE(pos->board[to]) : 0;
    int mover = pos->side;
    if (kind == CHESS_MOVE_CASTLE) return 2;
    if (CHESS_MOVE_IS_PROMOTION(m)) {
        int promo = CHESS_MOVE_PROMOTION(m);
        if (mover == winner) return promo == CHESS_QUEEN || promo == CHESS_KNIGHT ? 0 : 2;
        return promo == CHESS_ROOK ? 2 : 1;
    }
    int lk = chess__king_square(pos, !winner);
    if (mover == winner) {
        if (victim) return victim == CHESS_PAWN ? 0 : 1;
        /* A pawn with no pawn ahead on its file walks to promotion. */
        if (type == CHESS_PAWN) return !(pos->by_type[CHESS_PAWN] & ahead_on_file(from, mover)) ? 0 : 1;
        return chess__chebyshev(to, lk) < chess__chebyshev(from, lk) ? 1 : 2;
    }
    uint64_t winners = pos->by_color[winner];
    if (victim) {
        if (type == CHESS_PAWN) return 0; /* a pawn capture opens the structure */
        return victim == CHESS_PAWN ? 1 : 2;
    }
    if (type == CHESS_PAWN) return 1;
    if (type == CHESS_KING) {
        return edge_distance(to) <= edge_distance(from) || nearest(winners, to) < nearest(winners, from) ? 1 : 2;
    }
    /* Another man of the loser: towards its king (to block) or towards the winner (to be taken). */
    return chess__chebyshev(to, lk) < chess__chebyshev(from, lk) || nearest(winners, to) < nearest(winners, from) ? 1 : 2;
}

#ifndef GUIDED_SHARE
#define GUIDED_SHARE 2
#endif
#ifndef GUIDED_PLIES
#define GUIDED_PLIES 48
#endif

/* The guided helpmate search: every move is tried, best-looking first, while the allowance
** `left` covers its cost; a plausible move after a rewarded one is free too. Finds long mates
** whose moves are mostly forced-looking; proves nothing when it finds none. */
static int guided(search *s, const chess_pos *pos, int left, int ply, int after_reward) {
    chess_move moves[CHESS_MAX_MOVES];
    int n, node = open_node(s, pos, moves, &n);
    if (node != NODE_GO) return node == NODE_MATE;
    if (dead_leaf(s, pos)) return 0;
    if (ply >= GUIDED_PLIES || seen_before(s, chess_position_key(pos), left)) return 0;
    int16_t scores[CHESS_MAX_MOVES];
    if (score_moves(pos, moves, n, s->winner, 1, scores)) return 1;
    for (int i = 0; i < n; i++) {
        chess_move m = take_best(moves, scores, i, n);
        int cost = move_cost(pos, m, s->winner);
        if (cost == 1 && after_reward) cost = 0;
        if (left - cost < 0) continue;
        chess_pos after;
        chess_make_move(pos, m, &after);
        if (guided(s, &after, left - cost, ply + 1, cost == 0)) return 1;
        if (s->aborted) return 0;
    }
    return 0;
}

/* The target walk: an iterative-deepening A* search (both sides cooperate) towards one mate
** placement at a time, with plies_from as the estimate. Without pawns, mates such as king and
** bishop against king and knight need both kings walked to a corner, a line the other searches
** lose among the alternatives. Moves that bring the mover's own men no nearer (tempo moves) are
** tried only a few per position. Any mate it meets is real; it proves nothing when it finds none. */
#ifndef WALK_SLACK
#define WALK_SLACK 16 /* plies beyond the target's estimate */
#endif
#ifndef WALK_TEMPO_WIDTH
#define WALK_TEMPO_WIDTH 2 /* moves tried per position that bring the mover's men no nearer */
#endif

/* Plies to target t from pos; *own: the moves the side to move still needs for its men. */
SMALL static int target_plies(const mate_targets *ts, int t, const chess_pos *pos, int *own) {
    int need[2];
    chess__mate_needs(pos, ts->attacker, ts->types[t], ts->squares[t], (const uint8_t(*)[64])ts->dist[t], need);
    if (own) *own = need[pos->side == ts->attacker];
    return chess__plies_from(need, pos->side == ts->attacker);
}

SMALL static int walk(search *s, const mate_targets *ts, int t, const chess_pos *pos, int ply, int bound) {
    chess_move moves[CHESS_MAX_MOVES];
    int n, node = open_node(s, pos, moves, &n);
    if (node != NODE_GO) return node == NODE_MATE;
    if (ply >= GUIDED_PLIES || seen_before(s, chess_position_key(pos), bound - ply)) return 0;
    int own_now, need[2];
    target_plies(ts, t, pos, &own_now);
    int16_t scores[CHESS_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        chess__mate_needs(&after, ts->attacker, ts->types[t], ts->squares[t], (const uint8_t(*)[64])ts->dist[t], need);
        int plies = chess__plies_from(need, after.side == ts->attacker);
        /* Nearer first; a move that brings the mover's own men no nearer is a tempo move. */
        scores[i] = (int16_t)(plies * 4 + (need[pos->side == ts->attacker] < own_now ? 0 : 2));
    }
    int tempo = 0;
    for (int i = 0; i < n; i++) {
        chess_move m = take_best(moves, scores, i, n);
        if (ply + 1 + scores[i] / 4 > bound) break; /* sorted: the rest are no nearer */
        if (scores[i] & 2 && ++tempo > WALK_TEMPO_WIDTH) continue;
        chess_pos after;
        chess_make_move(pos, m, &after);
        if (walk(s, ts, t, &after, ply + 1, bound)) return 1;
        if (s->aborted) return 0;
    }
    return 0;
}

/* Collects the mate placements nearest to pos (no pawns: the men only move or vanish) and walks
** towards them. */
SMALL static int walk_to_mate(search *s, const chess_pos *pos, mate_targets *ts) {
    if (!chess__collect_mate_targets(pos, s->winner, ts)) return 0;
    /* Nearest targets first, each on an equal share of what is left. */
    uint32_t end = s->budget;
    for (int done = 0; done < ts->count; done++) {
        int t = 0;
        for (int u = 1; u < ts->count; u++)
            if (ts->plies[u] < ts->plies[t]) t = u;
        int start = target_plies(ts, t, pos, NULL);
        ts->plies[t] = 1000;
        s->budget = s->nodes + (end - s->nodes) / (uint32_t)(ts->count - done);
        s->aborted = 0;
        for (int bound = start; bound <= start + WALK_SLACK && bound < GUIDED_PLIES; bound += 2) {
            memset(s->depths, 0, sizeof s->depths);
            if (walk(s, ts, t, pos, 0, bound)) return 1;
            if (s->aborted) break;
        }
    }
    s->budget = end;
    return 0;
}

/* The full-width search, on s->budget: iterative deepening over every move. YES on a mate, NO
** when it saw every reachable position (a proof), else UNKNOWN. */
static int full_width(search *s, const chess_pos *pos) {
    uint32_t last_stored = 0;
    int last_complete = 0;
    /* Depths 1 to 8, then half as deep again each time: the proof below compares any two
    ** iterations, and deep ones in a small closed position cost little more than shallow ones. */
    for (int depth = 1; depth <= MAX_DEPTH; depth = depth < 8 ? depth + 1 : depth + depth / 2) {
        memset(s->depths, 0, sizeof s->depths);
        s->cut = s->forgot = 0;
        s->stored = 0;
        if (helpmate(s, pos, depth, 0)) return CHESS_CAN_MATE_YES;
        if (s->aborted) break;
        /* Iteration d records every position (not a proven-dead leaf) within d - 1 plies, each
        ** of whose moves was tested for mate; the sets only grow with d. When one is no larger
        ** than the last, no position lies one ply beyond it: it holds everything reachable, and
        ** none is a mate. Only if the table forgot nothing in either iteration. */
        if (!s->forgot && last_complete && s->stored == last_stored) return CHESS_CAN_MATE_NO;
        last_stored = s->stored;
        last_complete = !s->forgot;
        if (!s->cut) return CHESS_CAN_MATE_NO; /* every reachable position seen, none a mate */
    }
    return CHESS_CAN_MATE_UNKNOWN;
}

/* A search for `color`'s mates from pos whose full-width stage gets a quarter of the budget. */
static void start_search(search *s, const chess_pos *pos, int color, uint32_t budget) {
    s->winner = color;
    s->budget = budget / FULL_SHARE;
    s->nodes = 0;
    s->aborted = 0;
    s->root_pawns = pos->by_type[CHESS_PAWN];
    s->root_men = popcount(occupied(pos));
}

int chess__helpmate_proof(const chess_pos *pos, int color, uint32_t budget) {
    search s;
    start_search(&s, pos, color, budget);
    return full_width(&s, pos);
}

int chess__helpmate_search(const chess_pos *pos, int color, uint32_t budget) {
    /* The full-width search first, on a quarter of the budget: it finds short mates and, in
    ** positions with few reachable positions, proves there is none. Then (no pawns, full
    ** analysis) the target walk, the guided search on half of what is left, and the narrow one
    ** on the rest. */
    search s;
    start_search(&s, pos, color, budget);
    int answer = full_width(&s, pos);
    if (answer != CHESS_CAN_MATE_UNKNOWN) return answer;
    if (s.nodes >= budget) return CHESS_CAN_MATE_UNKNOWN;
    if (budget >= PATTERN_MIN_BUDGET && !pos->by_type[CHESS_PAWN]) {
        mate_targets ts;
        s.budget = s.nodes + (budget - s.nodes) / GUIDED_SHARE;
        s.aborted = 0;
        if (walk_to_mate(&s, pos, &ts)) return CHESS_CAN_MATE_YES;
    }
    s.budget = s.nodes + (budget - s.nodes) / GUIDED_SHARE;
    s.aborted = 0;
    for (int left = 1; left <= MAX_DEPTH; left++) {
        memset(s.depths, 0, sizeof s.depths);
        if (guided(&s, pos, left, 0, 0)) return CHESS_CAN_MATE_YES;
        if (s.aborted) break;
    }
    s.budget = budget;
    s.aborted = 0;
    for (int depth = 3; depth <= MAX_DEPTH; depth++) {
        memset(s.depths, 0, sizeof s.depths);
        if (helpmate(&s, pos, depth, NARROW_WIDTH)) return CHESS_CAN_MATE_YES;
        if (s.aborted) break;
    }
    return CHESS_CAN_MATE_UNKNOWN;
}
