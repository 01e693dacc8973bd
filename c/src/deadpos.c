/* Can a side still checkmate? (Article 5.2(2) dead position; 6.10 loss on time.)
**
** Sound by construction: NO comes only from a proof, YES only from a mate found, and everything
** else is UNKNOWN. Stages, cheapest first:
**   1. terminal positions and material (a lone king, a lone knight against a bare king);
**   2. frozen pawns: when no pawn can ever capture, be captured or promote (pawns may still walk
**      into the wall, but never past an enemy pawn on their file), every piece stays inside the
**      region it can reach, and a mate needs the defending king's every flight square covered by
**      the attacker or filled by the defender's own men; if no square of the king's region allows
**      that, there is no mate (this also covers bishops of one colour with no pawns at all). A
**      piece walled in for good guards the squares next to it, as a fixed pawn does;
**   2b. few men and no pawns (one piece against at most one; full analysis only): every placement
**      of the men, and of those left after a capture, is tried; if none is a mate, there is none;
**   3. helpmate searches (both sides cooperate towards the mate), iterative deepening with a
**      table of positions seen, where a position that stages 1-2 prove dead is a leaf: first
**      full-width: when an iteration runs to the end without cutting any line at its depth limit,
**      or when the positions it records stop growing from one iteration to the next (the table
**      forgetting none), every reachable position has been seen and none is mate, which is a
**      proof; then, without pawns (full analysis only), the target walk towards the nearest mate
**      placements of stage 2b's kind; then guided, where moves that push a mate along cost no
**      depth and moves that look aside cost double (CHA's rewarded and punished moves); then
**      narrow (the two best-looking moves).
** The ideas follow Ambrona's CHA (FUN 2022); the code is our own. */
#include "internal.h"

/* For code that runs only in the full analysis: small beats fast in the wasm download. */
#if defined(__clang__)
#define SMALL __attribute__((minsize))
#else
#define SMALL
#endif

static const char *const ANSWER_NAMES[] = {"no", "yes", "unknown"};

const char *chess_can_mate_name(int answer) {
    return answer >= 0 && answer <= CHESS_CAN_MATE_UNKNOWN ? ANSWER_NAMES[answer] : "?";
}

/* ------------------------------------------------------------------------------------------ */
/* Stage 2: frozen pawns                                                                        */

/* One step of a piece of `type` from sq, with pawns as the only obstacles. Sliders step one
** square at a time: a slide is a chain of such steps through squares without pawns. */
static uint64_t step_targets(int type, int sq) {
    switch (type) {
    case CHESS_KNIGHT: return knight_attacks(sq);
    case CHESS_BISHOP: return bishop_attacks(sq, ~0ULL);
    case CHESS_ROOK: return rook_attacks(sq, ~0ULL);
    default: return king_attacks(sq); /* queen and king: the eight neighbours */
    }
}

/* Squares a piece of `type` on sq attacks when only pawns block. */
static uint64_t piece_attacks(int type, int sq, uint64_t pawns) {
    switch (type) {
    case CHESS_KNIGHT: return knight_attacks(sq);
    case CHESS_BISHOP: return bishop_attacks(sq, pawns);
    case CHESS_ROOK: return rook_attacks(sq, pawns);
    case CHESS_QUEEN: return bishop_attacks(sq, pawns) | rook_attacks(sq, pawns);
    default: return king_attacks(sq);
    }
}

/* The squares reachable from `from` through `passable` squares (from included). */
static uint64_t flood(int type, int from, uint64_t passable) {
    uint64_t region = BIT(from), frontier = BIT(from);
    while (frontier) {
        uint64_t next = 0;
        while (frontier) next |= step_targets(type, pop_lsb(&frontier));
        next &= passable & ~region;
        region |= next;
        frontier = next;
    }
    return region;
}

typedef struct frozen {
    uint64_t region[64];     /* for each man (pawns too): the squares it can ever stand on */
    uint64_t king_region[2];
    int king[2];             /* king squares, -1 if none */
    uint64_t fixed_pawns[2]; /* pawns that can never move */
    uint64_t pawn_reach[2];  /* every square a pawn of that colour can ever stand on */
    uint64_t fixed_att[2];   /* squares the fixed pawns and stuck pieces attack: always */
    uint64_t pawn_att[2];    /* squares some pawn of that colour may ever attack */
    uint64_t stuck;          /* pieces that never move */
} frozen;

/* Fills *fz and returns 1 when the pawn structure can never change except by pawns walking
** forward into it: no capture by or of a pawn is ever possible, and no pawn can promote.
**   Stuck pieces: a piece with no square to go to even when every other man steps aside (a king
**   walled in by its own men and squares fixed pawns guard); it never moves.
**   Fixed pawns: a pawn blocked head-on by an enemy pawn that it blocks in turn, or by a fixed
**   pawn or a stuck piece (in a world without captures of these, they never move).
**   Walking pawns: each other pawn may stand on the squares ahead of it up to the first fixed man
**   or enemy pawn on its file (pawns never pass each other without a capture); if that path
**   reaches the last rank, no claim.
** Stuck pieces and fixed pawns are found together, growing from none until nothing changes.
** Then no capture that matters may be possible: no square a pawn may attack can hold an enemy
** man, no piece can reach an enemy pawn (a king only through squares no fixed enemy pawn attacks,
** and it can never take a fixed pawn that a fixed pawn guards), and no piece can reach a stuck
** enemy piece other than the king. Regions ignore the other men, which can always step aside:
** every set here is an over-estimate, which keeps a NO sound. */
static int find_frozen(const chess_pos *pos, frozen *fz) {
    uint64_t pawns = pos->by_type[CHESS_PAWN];
    uint64_t own[2] = {pawns & pos->by_color[CHESS_WHITE], pawns & pos->by_color[CHESS_BLACK]};
    if (en_passant_capture_legal(pos)) return 0;
    uint64_t stuck = 0, fixed = 0;
    for (;;) {
        /* Head-on pairs and pawns facing a stuck piece, then pawns behind fixed pawns. */
        uint64_t fixed_w = own[0] & ((own[1] | stuck) >> 8), fixed_b = own[1] & ((own[0] | stuck) << 8);
        for (;;) {
            uint64_t wall = fixed_w | fixed_b | stuck;
            uint64_t w = fixed_w | (own[0] & (wall >> 8)), b = fixed_b | (own[1] & (wall << 8));
            if (w == fixed_w && b == fixed_b) break;
            fixed_w = w, fixed_b = b;
        }
        fixed = fixed_w | fixed_b;
        uint64_t wall = fixed | stuck;
        fz->fixed_pawns[0] = fixed_w, fz->fixed_pawns[1] = fixed_b;
        for (int c = 0; c < 2; c++) {
            fz->pawn_reach[c] = 0;
            fz->pawn_att[c] = 0;
            fz->fixed_att[c] = pawns_attacks(fz->fixed_pawns[c], c);
            /* A stuck man always guards the squares next to it that it attacks. */
            for (uint64_t m = stuck & pos->by_color[c]; m;) {
                int sq = pop_lsb(&m);
                fz->fixed_att[c] |= step_targets(CHESS_PIECE_TYPE(pos->board[sq]), sq);
            }
            uint64_t b = own[c];
            while (b) {
                int sq = pop_lsb(&b);
                uint64_t r = BIT(sq);
                if (!(fixed & BIT(sq))) {
                    int step = c == CHESS_WHITE ? 8 : -8, to = sq + step;
                    /* An enemy pawn ahead on the file can never be passed without a capture. */
                    while (to >= 0 && to < 64 && !((wall | own[!c]) & BIT(to))) {
                        if (to < 8 || to >= 56) return 0; /* it may promote */
                        r |= BIT(to);
                        to += step;
                    }
                }
                fz->region[sq] = r;
                fz->pawn_reach[c] |= r;
                fz->pawn_att[c] |= pawns_attacks(r, c);
            }
        }
        uint64_t men = occupied(pos) & ~pawns, now_stuck = 0, reach_of[2] = {0, 0};
        fz->king[0] = fz->king[1] = -1;
        fz->king_region[0] = fz->king_region[1] = 0;
        for (uint64_t m = men; m;) {
            int sq = pop_lsb(&m), piece = pos->board[sq];
            int type = CHESS_PIECE_TYPE(piece), c = CHESS_PIECE_COLOR(piece);
            uint64_t passable = ~wall & (type == CHESS_KING ? ~fz->fixed_att[!c] : ~0ULL);
            uint64_t r = flood(type, sq, passable), b = r;
            fz->region[sq] = r;
            /* A king never takes a man that a fixed enemy pawn guards. */
            uint64_t guarded = type == CHESS_KING ? fz->fixed_att[!c] : 0;
            while (b) reach_of[c] |= step_targets(type, pop_lsb(&b)) & ~guarded;
            if (type == CHESS_KING) fz->king[c] = sq, fz->king_region[c] = r;
        }
        /* Stuck: no square to go to; and, unless a king, out of every enemy's reach. */
        for (uint64_t m = men; m;) {
            int sq = pop_lsb(&m), piece = pos->board[sq], c = CHESS_PIECE_COLOR(piece);
            if (fz->region[sq] != BIT(sq)) continue;
            if (CHESS_PIECE_TYPE(piece) == CHESS_KING || !((reach_of[!c] | fz->pawn_att[!c]) & BIT(sq)))
                now_stuck |= BIT(sq);
        }
        fz->stuck = now_stuck;
        if (now_stuck == stuck) break;
        stuck = now_stuck; /* only grows: more walls make every region smaller */
    }
    /* No pawn may ever take a pawn. */
    if ((fz->pawn_att[0] & fz->pawn_reach[1]) || (fz->pawn_att[1] & fz->pawn_reach[0])) return 0;
    uint64_t men = occupied(pos) & ~pawns;
    uint64_t stuck_prey[2] = {stuck & pos->by_color[0] & ~pos->by_type[CHESS_KING],
                              stuck & pos->by_color[1] & ~pos->by_type[CHESS_KING]};
    while (men) {
        int sq = pop_lsb(&men), piece = pos->board[sq];
        int type = CHESS_PIECE_TYPE(piece), c = CHESS_PIECE_COLOR(piece);
        uint64_t walking_enemy = fz->pawn_reach[!c] & ~fz->fixed_pawns[!c];
        uint64_t r = fz->region[sq], reach = 0, b = r;
        while (b) reach |= step_targets(type, pop_lsb(&b));
        /* It could take a man that holds the wall; a king never takes one a fixed pawn guards. */
        if (reach & stuck_prey[!c] & (type == CHESS_KING ? ~fz->fixed_att[!c] : ~0ULL)) return 0;
        if (type == CHESS_KING) {
            if (reach & ((fz->fixed_pawns[!c] & ~fz->fixed_att[!c]) | walking_enemy)) return 0; /* a pawn to take */
        } else {
            if ((reach & fz->pawn_reach[!c]) || (r & fz->pawn_att[!c])) return 0;
        }
    }
    return 1;
}

/* Can the squares of `need` each be held by a different piece of `color` (not the king), each
** piece within its region? A small bipartite matching (augmenting paths). */
static int try_assign(int sq_index, const int *squares, int nsq, const int *men, int nmen, const uint64_t *regions,
                      int *owner_of_man, int *seen) {
    (void)nsq;
    int sq = squares[sq_index];
    for (int m = 0; m < nmen; m++) {
        if (!(regions[m] & BIT(sq)) || seen[m]) continue;
        seen[m] = 1;
        if (owner_of_man[m] < 0 ||
            try_assign(owner_of_man[m], squares, nsq, men, nmen, regions, owner_of_man, seen)) {
            owner_of_man[m] = sq_index;
            return 1;
        }
    }
    return 0;
}

static int can_fill(uint64_t need, const int *men, int nmen, const uint64_t *regions) {
    int squares[8], nsq = 0;
    while (need && nsq < 8) squares[nsq++] = pop_lsb(&need);
    if (nsq > nmen) return 0;
    int owner_of_man[16];
    for (int m = 0; m < nmen; m++) owner_of_man[m] = -1;
    for (int i = 0; i < nsq; i++) {
        int seen[16] = {0};
        if (!try_assign(i, squares, nsq, men, nmen, regions, owner_of_man, seen)) return 0;
    }
    return 1;
}

/* With frozen pawns: returns 1 if `attacker` can never mate, 0 if a mate is not ruled out. */
static int frozen_no_mate(const chess_pos *pos, const frozen *fz, int attacker) {
    int defender = !attacker;
    if (fz->king[defender] < 0) return 1;
    uint64_t pawns = pos->by_type[CHESS_PAWN];
    uint64_t fixed = fz->fixed_pawns[0] | fz->fixed_pawns[1] | fz->stuck; /* men that block lines for good */
    uint64_t a_pawns = fz->fixed_pawns[attacker], d_pawns = fz->fixed_pawns[defender];
    uint64_t a_pawn_att = fz->pawn_att[attacker]; /* squares the attacker's pawns may cover */

    /* Every square any attacking piece could ever attack. */
    uint64_t a_attacks = 0;
    uint64_t b = pos->by_color[attacker] & ~pawns & ~pos->by_type[CHESS_KING];
    while (b) {
        int sq = pop_lsb(&b), type = CHESS_PIECE_TYPE(pos->board[sq]);
        uint64_t r = fz->region[sq];
        while (r) a_attacks |= piece_attacks(type, pop_lsb(&r), fixed);
    }
    /* The defender's men that might block a flight square, with their regions: its pieces and
    ** its walking pawns. */
    int men[16], nmen = 0;
    uint64_t regions[16];
    b = pos->by_color[defender] & ~pos->by_type[CHESS_KING] & ~d_pawns;
    while (b && nmen < 16) {
        int sq = pop_lsb(&b);
        men[nmen] = sq;
        regions[nmen++] = fz->region[sq];
    }
    if (b) return 0; /* more men than the matching tracks: no claim */

    uint64_t a_king_region = fz->king[attacker] >= 0 ? fz->king_region[attacker] : 0;
    uint64_t targets = fz->king_region[defender] & (a_attacks | a_pawn_att);
    while (targets) {
        int k = pop_lsb(&targets);
        uint64_t flights = king_attacks(k) & ~d_pawns & ~a_pawn_att;
        /* Try each square for the attacking king not next to k, or no help from it. */
        uint64_t placements = a_king_region & ~king_attacks(k) & ~BIT(k);
        int tried_none = 0;
        for (;;) {
            uint64_t cover;
            if (placements) cover = king_attacks(pop_lsb(&placements));
            else if (!tried_none) cover = 0, tried_none = 1;
            else break;
            uint64_t open = flights & ~cover & ~a_attacks;
            if (open & a_pawns) continue;                /* the king takes that pawn and escapes */
            if (can_fill(open, men, nmen, regions)) return 0; /* a mate is not ruled out */
        }
    }
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Stage 2b: few pieces and no pawns                                                            */

#ifndef PATTERN_WORK_LIMIT
#define PATTERN_WORK_LIMIT 200000 /* exact tests, a few microseconds each */
#endif
#ifndef PATTERN_MIN_BUDGET
#define PATTERN_MIN_BUDGET 100000u /* only for the full analysis, not after every move */
#endif

/* Squares a piece of `type` on sq attacks, given the occupancy. */
static uint64_t attacks_of(int type, int sq, uint64_t occ) {
    switch (type) {
    case CHESS_KNIGHT: return knight_attacks(sq);
    case CHESS_BISHOP: return bishop_attacks(sq, occ);
    case CHESS_ROOK: return rook_attacks(sq, occ);
    case CHESS_QUEEN: return bishop_attacks(sq, occ) | rook_attacks(sq, occ);
    default: return king_attacks(sq);
    }
}

/* The squares a man on sq may ever stand on without pawns: a bishop keeps its colour. */
static uint64_t colour_of(int type, int sq) {
    const uint64_t light = 0x55AA55AA55AA55AAULL;
    if (type != CHESS_BISHOP) return ~0ULL;
    return (light & BIT(sq)) ? light : ~light;
}

/* Mate placements for the target walk (stage 3), nearest first. A placement names four men: the
** defender's king, the attacker's king, one attacking piece and one defending piece (type 0:
** none); other men are left out of the pattern. For each, the moves a man of that type needs
** to reach its square from every square, on an empty board: a heuristic only. */
#ifndef TARGET_COUNT
#define TARGET_COUNT 12
#endif
typedef struct mate_targets {
    int count, attacker;
    uint8_t types[TARGET_COUNT][4];
    int8_t squares[TARGET_COUNT][4];
    int plies[TARGET_COUNT]; /* from the position searched: the nearest are kept */
    uint8_t dist[TARGET_COUNT][4][64];
} mate_targets;

static int chebyshev(int a, int b);

/* Moves a man of `type` needs from `from` to `to` on an empty board (63: never). */
SMALL static int man_distance(int type, int from, int to) {
    if (from == to) return 0;
    if (type == CHESS_KING) return chebyshev(from, to);
    if (type != CHESS_KNIGHT) {
        if (attacks_of(type, from, 0) & BIT(to)) return 1;
        return colour_of(type, from) & BIT(to) ? 2 : 63;
    }
    uint64_t seen = BIT(from), frontier = BIT(from);
    for (int d = 1; d < 7; d++) {
        uint64_t next = 0;
        while (frontier) next |= knight_attacks(pop_lsb(&frontier));
        if (next & BIT(to)) return d;
        frontier = next & ~seen;
        seen |= next;
    }
    return 63;
}

/* The moves each side needs to bring its men of the pattern (types, target) to their squares,
** the nearest man of each type taking each role; 999 when a role has no man left. `dist`: the
** target's tables, or NULL to measure afresh. need[0]: defender, need[1]: attacker. */
SMALL static void needs(const chess_pos *pos, int attacker, const uint8_t *types, const int8_t *target,
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

/* Fewest plies to the pattern with the attacker moving last (the defender is then to move, mated). */
SMALL static int plies_from(const int *need, int attacker_to_move) {
    int a = attacker_to_move ? 2 * need[1] - 1 : 2 * need[1];
    int d = attacker_to_move ? 2 * need[0] + 1 : 2 * need[0];
    return a > d ? a : d;
}

/* Keeps the mate placement if it is among the TARGET_COUNT nearest to root. */
SMALL __attribute__((noinline)) static void keep_target(mate_targets *ts, const chess_pos *root, const uint8_t *types, const int8_t *squares) {
    int need[2];
    needs(root, ts->attacker, types, squares, NULL, need);
    int plies = plies_from(need, root->side == ts->attacker), slot = ts->count;
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
    for (int sq = 0; sq < 64; sq++) remove_piece(&p, sq);
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
                if (!(attacks_of(a_type, x, occ) & BIT(k))) {
                    if (!d_type) break;
                    continue;
                }
                /* Flight squares the checker leaves (the king does not shield its own line). */
                uint64_t covered = attacks_of(a_type, x, occ & ~BIT(k));
                uint64_t open = king_attacks(k) & ~covered & ~ybit;
                /* The attacking king must cover every open square, next to none of k. */
                uint64_t kings = ~king_attacks(k) & ~occ;
                for (uint64_t o = open; o;) kings &= king_attacks(pop_lsb(&o));
                while (kings) {
                    int w = pop_lsb(&kings);
                    if (--*work < 0) return -1;
                    put_piece(&p, k, CHESS_PIECE(defender, CHESS_KING));
                    put_piece(&p, w, CHESS_PIECE(attacker, CHESS_KING));
                    put_piece(&p, x, CHESS_PIECE(attacker, a_type));
                    if (d_type) put_piece(&p, y, CHESS_PIECE(defender, d_type));
                    int mate = chess_in_check(&p) == 1 && chess_count_legal_moves(&p) == 0;
                    remove_piece(&p, k);
                    remove_piece(&p, w);
                    remove_piece(&p, x);
                    if (d_type) remove_piece(&p, y);
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

/* Without pawns, with one piece for the attacker and at most one for the defender: returns 1
** when no placement of these men, or of those left after the defender's piece is taken, is a
** mate by `attacker`. Captures only remove men and without pawns nothing is ever added, so every
** reachable position is such a placement. */
SMALL static int pattern_no_mate(const chess_pos *pos, int attacker, int32_t work) {
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

/* ------------------------------------------------------------------------------------------ */
/* Stage 1: material and terminal positions                                                     */

/* Returns 1 when `attacker`'s material can never mate, whatever the pawns do. */
static int material_no_mate(const chess_pos *pos, int attacker) {
    uint64_t mine = pos->by_color[attacker] & ~pos->by_type[CHESS_KING];
    uint64_t theirs = pos->by_color[!attacker] & ~pos->by_type[CHESS_KING];
    if (!mine) return 1; /* a lone king gives no check */
    /* King and knight against a bare king: no mate position exists (the defender has nothing to
    ** block a flight square, and a knight with a king never covers them all). */
    if (!theirs && !(mine & ~pos->by_type[CHESS_KNIGHT]) && popcount(mine) == 1) return 1;
    return 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Stage 3: the helpmate search                                                                 */

/* A static proof that `winner` can never mate from pos (stages 1 and 2). Kept out of line so
** that the searches' frames do not carry a `frozen` each. */
static int __attribute__((noinline)) proven_no_mate(const chess_pos *pos, int winner) {
    if (material_no_mate(pos, winner)) return 1;
    frozen fz;
    return find_frozen(pos, &fz) && frozen_no_mate(pos, &fz, winner);
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

static int chebyshev(int a, int b) {
    int df = CHESS_FILE(a) - CHESS_FILE(b), dr = CHESS_RANK(a) - CHESS_RANK(b);
    if (df < 0) df = -df;
    if (dr < 0) dr = -dr;
    return df > dr ? df : dr;
}

/* How far pos looks from a mate by `winner` (lower is closer): the winner's men near the loser's
** king, free pawns near promotion, the loser's king near an edge and its own men near it, where
** they block flight squares. Only orders moves; it never decides an answer. */
static int distance_to_mate(const chess_pos *pos, int winner) {
    int lk = king_square(pos, !winner);
    if (lk < 0) return 0;
    int h = 0, lf = CHESS_FILE(lk), lr = CHESS_RANK(lk);
    int edge = lf < 7 - lf ? lf : 7 - lf, rank_edge = lr < 7 - lr ? lr : 7 - lr;
    h += W_EDGE * (edge < rank_edge ? edge : rank_edge);
    static const int VALUE[7] = {0, 1, 3, 3, 5, 9, 0};
    uint64_t occ = occupied(pos);
    uint64_t b = pos->by_color[winner];
    while (b) {
        int sq = pop_lsb(&b), type = CHESS_PIECE_TYPE(pos->board[sq]);
        int d = chebyshev(sq, lk);
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
        if (CHESS_PIECE_TYPE(pos->board[sq]) != CHESS_PAWN) h += W_LOSER * chebyshev(sq, lk);
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
        int check = chess_in_check(&after) == 1;
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
    if (*n == 0) return pos->side != s->winner && chess_in_check(pos) == 1 ? NODE_MATE : NODE_STOP;
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
        int d = chebyshev(pop_lsb(&targets), sq);
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
    int lk = king_square(pos, !winner);
    if (mover == winner) {
        if (victim) return victim == CHESS_PAWN ? 0 : 1;
        /* A pawn with no pawn ahead on its file walks to promotion. */
        if (type == CHESS_PAWN) return !(pos->by_type[CHESS_PAWN] & ahead_on_file(from, mover)) ? 0 : 1;
        return chebyshev(to, lk) < chebyshev(from, lk) ? 1 : 2;
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
    return chebyshev(to, lk) < chebyshev(from, lk) || nearest(winners, to) < nearest(winners, from) ? 1 : 2;
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
    needs(pos, ts->attacker, ts->types[t], ts->squares[t], (const uint8_t(*)[64])ts->dist[t], need);
    if (own) *own = need[pos->side == ts->attacker];
    return plies_from(need, pos->side == ts->attacker);
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
        needs(&after, ts->attacker, ts->types[t], ts->squares[t], (const uint8_t(*)[64])ts->dist[t], need);
        int plies = plies_from(need, after.side == ts->attacker);
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

/* Collects the mate placements nearest to pos (no pawns: the men only move or vanish) for each
** type of attacking piece, with each type of defending piece or none, and walks towards them. */
SMALL static int walk_to_mate(search *s, const chess_pos *pos, mate_targets *ts) {
    int attacker = s->winner;
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
    if (!ts->count) return 0;
    for (int t = 0; t < ts->count; t++)
        for (int m = 0; m < 4; m++)
            for (int sq = 0; sq < 64; sq++)
                ts->dist[t][m][sq] = ts->types[t][m] ? (uint8_t)man_distance(ts->types[t][m], sq, ts->squares[t][m]) : 0;
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

/* ------------------------------------------------------------------------------------------ */

int chess_can_mate(const chess_pos *pos, int color, uint32_t budget) {
    if (!pos || (color != CHESS_WHITE && color != CHESS_BLACK)) return CHESS_ERR_INVALID_ARGUMENT;
    if (king_square(pos, !color) < 0) return CHESS_CAN_MATE_NO; /* no king to mate */
    if (chess_count_legal_moves(pos) == 0) {
        /* The game is over: a mate given by `color` counts; anything else ends it without one. */
        return pos->side != color && chess_in_check(pos) == 1 ? CHESS_CAN_MATE_YES : CHESS_CAN_MATE_NO;
    }
    if (material_no_mate(pos, color)) return CHESS_CAN_MATE_NO;
    frozen fz;
    if (find_frozen(pos, &fz) && frozen_no_mate(pos, &fz, color)) return CHESS_CAN_MATE_NO;
    if (budget >= PATTERN_MIN_BUDGET && pattern_no_mate(pos, color, PATTERN_WORK_LIMIT)) return CHESS_CAN_MATE_NO;

    /* A full-width search first, on a quarter of the budget: it finds short mates and, in
    ** positions with few reachable positions, proves there is none. Then the guided search on
    ** half of what is left, and the narrow one on the rest. */
    search s;
    s.winner = color;
    s.budget = budget / FULL_SHARE;
    s.nodes = 0;
    s.aborted = 0;
    s.root_pawns = pos->by_type[CHESS_PAWN];
    s.root_men = popcount(occupied(pos));
    uint32_t last_stored = 0;
    int last_complete = 0;
    /* Depths 1 to 8, then half as deep again each time: the proof below compares any two
    ** iterations, and deep ones in a small closed position cost little more than shallow ones. */
    for (int depth = 1; depth <= MAX_DEPTH; depth = depth < 8 ? depth + 1 : depth + depth / 2) {
        memset(s.depths, 0, sizeof s.depths);
        s.cut = s.forgot = 0;
        s.stored = 0;
        if (helpmate(&s, pos, depth, 0)) return CHESS_CAN_MATE_YES;
        if (s.aborted) break;
        /* Iteration d records every position (not a proven-dead leaf) within d - 1 plies, each
        ** of whose moves was tested for mate; the sets only grow with d. When one is no larger
        ** than the last, no position lies one ply beyond it: it holds everything reachable, and
        ** none is a mate. Only if the table forgot nothing in either iteration. */
        if (!s.forgot && last_complete && s.stored == last_stored) return CHESS_CAN_MATE_NO;
        last_stored = s.stored;
        last_complete = !s.forgot;
        if (!s.cut) return CHESS_CAN_MATE_NO; /* every reachable position seen, none a mate */
    }
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

int chess_is_dead_position(const chess_pos *pos, uint32_t budget) {
    if (!pos) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_can_mate(pos, CHESS_WHITE, budget) == CHESS_CAN_MATE_NO &&
           chess_can_mate(pos, CHESS_BLACK, budget) == CHESS_CAN_MATE_NO;
}
