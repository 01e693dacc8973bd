/* Stage 2 of the can-mate analysis (canmate.c): frozen pawns. When no pawn can ever capture, be
** captured or promote (pawns may still walk into the wall, but never past an enemy pawn on their
** file), every piece stays inside the region it can reach, and a mate needs the defending king's
** every flight square covered by the attacker or filled by the defender's own men; if no square
** of the king's region allows that, there is no mate (this also covers bishops of one colour with
** no pawns at all). A piece walled in for good guards the squares next to it, as a fixed pawn does. */
#include "canmate.h"

/* One step of a piece of `type` from sq, with pawns as the only obstacles. Sliders step one
** square at a time: a slide is a chain of such steps through squares without pawns. */
static uint64_t step_targets(int type, int sq) {
    switch (type) {
    case CHESS_KNIGHT: return chess__knight_attacks(sq);
    case CHESS_BISHOP: return chess__bishop_attacks(sq, ~0ULL);
    case CHESS_ROOK: return chess__rook_attacks(sq, ~0ULL);
    default: return chess__king_attacks(sq); /* queen and king: the eight neighbours */
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
    if (chess__en_passant_capture_legal(pos)) return 0;
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
            fz->fixed_att[c] = chess__pawns_attacks(fz->fixed_pawns[c], c);
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
                fz->pawn_att[c] |= chess__pawns_attacks(r, c);
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
static int no_mate_inside(const chess_pos *pos, const frozen *fz, int attacker) {
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
        while (r) a_attacks |= chess__piece_attacks(type, pop_lsb(&r), fixed);
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
        uint64_t flights = chess__king_attacks(k) & ~d_pawns & ~a_pawn_att;
        /* Try each square for the attacking king not next to k, or no help from it. */
        uint64_t placements = a_king_region & ~chess__king_attacks(k) & ~BIT(k);
        int tried_none = 0;
        for (;;) {
            uint64_t cover;
            if (placements) cover = chess__king_attacks(pop_lsb(&placements));
            else if (!tried_none) cover = 0, tried_none = 1;
            else break;
            uint64_t open = flights & ~cover & ~a_attacks;
            if (open & a_pawns) continue;                /* the king takes that pawn and escapes */
            if (can_fill(open, men, nmen, regions)) return 0; /* a mate is not ruled out */
        }
    }
    return 1;
}

/* Out of line, so that the helpmate searches, which ask this at their leaves, do not carry a
** `frozen` in each recursive frame. */
__attribute__((noinline)) int chess__frozen_no_mate(const chess_pos *pos, int attacker) {
    frozen fz;
    return find_frozen(pos, &fz) && no_mate_inside(pos, &fz, attacker);
}
