/* Finding a move by its squares, and when it is not legal, saying which rule forbids it.
** The reasons are what a lesson explains to a child, so the order of the checks follows how a
** teacher would: first what the piece can do at all, then what stands in the way, then the king. */
#include "internal.h"

static int castling_reason(const chess_pos *pos, int from, int to) {
    int us = pos->side, kingside = to > from;
    int right = us == CHESS_WHITE ? (kingside ? CHESS_CASTLE_WHITE_KINGSIDE : CHESS_CASTLE_WHITE_QUEENSIDE)
                                  : (kingside ? CHESS_CASTLE_BLACK_KINGSIDE : CHESS_CASTLE_BLACK_QUEENSIDE);
    int both = us == CHESS_WHITE ? CHESS_CASTLE_WHITE_KINGSIDE | CHESS_CASTLE_WHITE_QUEENSIDE
                                 : CHESS_CASTLE_BLACK_KINGSIDE | CHESS_CASTLE_BLACK_QUEENSIDE;
    int rook_sq = kingside ? from + 3 : from - 4;
    if (!(pos->castling & right)) {
        /* Without the history we infer: no right on either side means the king moved. */
        if (!(pos->castling & both) && pos->board[rook_sq] == CHESS_PIECE(us, CHESS_ROOK))
            return CHESS_ERR_CASTLE_KING_MOVED;
        return CHESS_ERR_CASTLE_ROOK_MOVED;
    }
    uint64_t occ = occupied(pos);
    if (chess__between_squares(from, rook_sq) & occ) return CHESS_ERR_CASTLE_BLOCKED;
    if (chess_in_check(pos)) return CHESS_ERR_CASTLE_IN_CHECK;
    int crossed = kingside ? from + 1 : from - 1;
    if (chess__attackers_to(pos, crossed, occ, !us)) return CHESS_ERR_CASTLE_THROUGH_ATTACK;
    return CHESS_ERR_CASTLE_INTO_ATTACK;
}

/* Could the piece reach `to` from `from` by its way of moving, with the board empty? If so,
** is the way blocked? Returns 0 when the move fits the piece and the path is clear. */
static int movement_reason(const chess_pos *pos, int piece, int from, int to) {
    int type = CHESS_PIECE_TYPE(piece), us = CHESS_PIECE_COLOR(piece);
    uint64_t occ = occupied(pos), target = BIT(to);
    switch (type) {
    case CHESS_KNIGHT: return (chess__knight_attacks(from) & target) ? 0 : CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
    case CHESS_KING: return (chess__king_attacks(from) & target) ? 0 : CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
    case CHESS_BISHOP:
    case CHESS_ROOK:
    case CHESS_QUEEN: {
        uint64_t line = chess__line_through(from, to);
        int diagonal = line && CHESS_FILE(from) != CHESS_FILE(to) && CHESS_RANK(from) != CHESS_RANK(to);
        if (!line || (type == CHESS_BISHOP && !diagonal) || (type == CHESS_ROOK && diagonal))
            return CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
        return (chess__between_squares(from, to) & occ) ? CHESS_ERR_PATH_BLOCKED : 0;
    }
    default: { /* pawn: 3.7 */
        int forward = us == CHESS_WHITE ? 8 : -8, start_rank = us == CHESS_WHITE ? 1 : 6;
        if (chess__pawn_attacks(from, us) & target) {
            if (pos->board[to]) return 0;
            /* An empty diagonal square behind an enemy pawn looks like en passant. */
            int behind = to - forward;
            if (pos->board[behind] == CHESS_PIECE(!us, CHESS_PAWN) &&
                CHESS_RANK(to) == (us == CHESS_WHITE ? 5 : 2))
                return to == pos->ep_square ? 0 : CHESS_ERR_EN_PASSANT_EXPIRED;
            return CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
        }
        if (to == from + forward) return (occ & target) ? CHESS_ERR_PATH_BLOCKED : 0;
        if (to == from + 2 * forward && CHESS_RANK(from) == start_rank)
            return (occ & (BIT(from + forward) | target)) ? CHESS_ERR_PATH_BLOCKED : 0;
        return CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
    }
    }
}

static int king_safety_reason(const chess_pos *pos, int piece, int from, int to) {
    if (CHESS_PIECE_TYPE(piece) == CHESS_KING) return CHESS_ERR_KING_INTO_CHECK;
    int ksq = chess__king_square(pos, pos->side);
    if (ksq >= 0 && chess_in_check(pos)) {
        /* A pinned piece that steps off its line exposes the king even if it blocks the check. */
        uint64_t line = chess__line_through(ksq, from);
        chess_pos without;
        without = *pos;
        chess__remove_piece(&without, from);
        int pinned = line && chess__attackers_to(&without, ksq, occupied(&without), !pos->side) !=
                                 chess__attackers_to(pos, ksq, occupied(pos), !pos->side);
        if (pinned && !(line & BIT(to))) return CHESS_ERR_LEAVES_KING_IN_CHECK;
        return CHESS_ERR_KING_IN_CHECK_MUST_ANSWER;
    }
    return CHESS_ERR_LEAVES_KING_IN_CHECK;
}

int chess_move_find(const chess_pos *pos, int from, int to, int promotion, chess_move *move) {
    CHESS_API_CHECK(pos && move && CHESS_VALID_SQUARE(from) && CHESS_VALID_SQUARE(to));
    int piece = pos->board[from];
    if (!piece) return CHESS_ERR_NO_PIECE;
    if (CHESS_PIECE_COLOR(piece) != pos->side) return CHESS_ERR_NOT_YOUR_TURN;
    if (promotion && (promotion < CHESS_KNIGHT || promotion > CHESS_QUEEN)) return CHESS_ERR_BAD_PROMOTION_PIECE;
    if (from == to) return CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;

    chess_move moves[CHESS_MAX_MOVES];
    int n = chess__generate_legal(pos, moves, CHESS_MAX_MOVES, BIT(from));
    int found_promotion = 0;
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_TO(moves[i]) != to) continue;
        if (!CHESS_MOVE_IS_PROMOTION(moves[i])) {
            if (promotion) return CHESS_ERR_PROMOTION_NOT_ALLOWED;
            *move = moves[i];
            return 0;
        }
        found_promotion = 1;
        if (CHESS_MOVE_PROMOTION(moves[i]) == promotion) {
            *move = moves[i];
            return 0;
        }
    }
    if (found_promotion) return CHESS_ERR_PROMOTION_CHOICE_NEEDED;

    int us = pos->side, home = us == CHESS_WHITE ? CHESS_SQUARE(4, 0) : CHESS_SQUARE(4, 7);
    if (CHESS_PIECE_TYPE(piece) == CHESS_KING && from == home && (to == home + 2 || to == home - 2))
        return castling_reason(pos, from, to);
    int err = movement_reason(pos, piece, from, to);
    if (err) return err;
    int victim = pos->board[to];
    if (victim && CHESS_PIECE_COLOR(victim) == us) return CHESS_ERR_OWN_PIECE_ON_TARGET;
    if (victim && CHESS_PIECE_TYPE(victim) == CHESS_KING) return CHESS_ERR_CAPTURES_KING;
    return king_safety_reason(pos, piece, from, to);
}

/* ---- the men that make a move illegal (chess_move_culprits) ---- */

/* Adds the men of `set` to out[], each attacking `attacks` (or CHESS_NO_SQUARE). Returns the new
** count, or BUFFER_TOO_SMALL when out[] is full. */
static int add_culprits(uint64_t set, int attacks, chess_culprit *out, int count, int cap) {
    while (set) {
        if (count >= cap) return CHESS_ERR_BUFFER_TOO_SMALL;
        out[count].square = (int8_t)pop_lsb(&set);
        out[count].attacks = (int8_t)attacks;
        count++;
    }
    return count;
}

/* The nearest man to `from` of those in `set`, which lie on one line from it. */
static uint64_t nearest(uint64_t set, int from) {
    if (!set) return 0;
    uint64_t before = set & (BIT(from) - 1); /* the squares below from */
    return before ? BIT(63 - __builtin_clzll(before)) : BIT(lsb(set));
}

/* The first man in the way of a move refused with PATH_BLOCKED. */
static uint64_t blocker(const chess_pos *pos, int from, int to) {
    uint64_t occ = occupied(pos);
    if (CHESS_PIECE_TYPE(pos->board[from]) == CHESS_PAWN) /* the square ahead, then the target */
        return nearest((chess__between_squares(from, to) | BIT(to)) & occ, from);
    return nearest(chess__between_squares(from, to) & occ, from);
}

/* The enemy men that attack the king of the side to move once the man on `from` has gone to `to`
** (its capture, en passant's too, taken off): those the move uncovers, or, when it uncovers none,
** all of them. */
static uint64_t exposers(const chess_pos *pos, int from, int to, int ksq) {
    int us = pos->side, piece = pos->board[from];
    chess_pos after = *pos;
    if (after.board[to]) chess__remove_piece(&after, to);
    if (CHESS_PIECE_TYPE(piece) == CHESS_PAWN && CHESS_FILE(from) != CHESS_FILE(to) && !pos->board[to]) {
        int passed = CHESS_SQUARE(CHESS_FILE(to), CHESS_RANK(from));
        if (after.board[passed]) chess__remove_piece(&after, passed);
    }
    chess__remove_piece(&after, from);
    chess__put_piece(&after, to, piece);
    uint64_t now = chess__attackers_to(&after, ksq, occupied(&after), !us);
    uint64_t before = chess__attackers_to(pos, ksq, occupied(pos), !us);
    return (now & ~before) ? now & ~before : now;
}

int chess_move_culprits(const chess_pos *pos, int from, int to, int promotion, chess_culprit *out, int cap) {
    CHESS_API_CHECK(pos && out && cap >= 0 && CHESS_VALID_SQUARE(from) && CHESS_VALID_SQUARE(to));
    chess_move move;
    int reason = chess_move_find(pos, from, to, promotion, &move);
    int us = pos->side, ksq = chess__king_square(pos, us);
    uint64_t occ = occupied(pos);
    switch (reason) {
    case CHESS_ERR_PATH_BLOCKED: return add_culprits(blocker(pos, from, to), CHESS_NO_SQUARE, out, 0, cap);
    case CHESS_ERR_OWN_PIECE_ON_TARGET: return add_culprits(BIT(to), CHESS_NO_SQUARE, out, 0, cap);
    case CHESS_ERR_KING_INTO_CHECK: /* the king off its square: a slider's line through it counts */
        return add_culprits(chess__attackers_to(pos, to, occ & ~BIT(from), !us), to, out, 0, cap);
    case CHESS_ERR_KING_IN_CHECK_MUST_ANSWER:
    case CHESS_ERR_CASTLE_IN_CHECK:
        return ksq < 0 ? 0 : add_culprits(chess__attackers_to(pos, ksq, occ, !us), ksq, out, 0, cap);
    case CHESS_ERR_LEAVES_KING_IN_CHECK:
        return ksq < 0 ? 0 : add_culprits(exposers(pos, from, to, ksq), ksq, out, 0, cap);
    case CHESS_ERR_CASTLE_BLOCKED:
        return add_culprits(chess__between_squares(from, to > from ? from + 3 : from - 4) & occ, CHESS_NO_SQUARE, out, 0, cap);
    case CHESS_ERR_CASTLE_THROUGH_ATTACK: {
        int crossed = to > from ? from + 1 : from - 1;
        return add_culprits(chess__attackers_to(pos, crossed, occ, !us), crossed, out, 0, cap);
    }
    case CHESS_ERR_CASTLE_INTO_ATTACK:
        return add_culprits(chess__attackers_to(pos, to, occ & ~BIT(from), !us), to, out, 0, cap);
    default: return 0; /* a legal move, or a reason no man on the board gives */
    }
}
