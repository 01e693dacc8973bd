/* Legal move generation (Articles 3.1 to 3.9), counting, and perft.
** Moves are generated legal from the start: checks and pins are found first, so counting the
** moves of a position needs no make-move except for the rare en passant capture. */
#include "internal.h"

typedef struct {
    chess_move *moves; /* NULL: count only */
    size_t cap;
    int count;
} move_sink;

static void add_move(move_sink *sink, chess_move move) {
    if (sink->moves && (size_t)sink->count < sink->cap) sink->moves[sink->count] = move;
    sink->count++;
}

static void add_targets(move_sink *sink, int from, uint64_t targets) {
    if (!sink->moves) {
        sink->count += popcount(targets);
        return;
    }
    while (targets) add_move(sink, CHESS_MOVE(from, pop_lsb(&targets), CHESS_MOVE_NORMAL));
}

static void add_promotions(move_sink *sink, int from, uint64_t targets) {
    if (!sink->moves) {
        sink->count += 4 * popcount(targets);
        return;
    }
    while (targets) {
        int to = pop_lsb(&targets);
        for (int kind = CHESS_MOVE_PROMOTE_QUEEN; kind >= CHESS_MOVE_PROMOTE_KNIGHT; kind--)
            add_move(sink, CHESS_MOVE(from, to, kind));
    }
}

static int square_attacked(const chess_pos *pos, int sq, uint64_t occ, int by_color) {
    return chess__attackers_to(pos, sq, occ, by_color) != 0;
}

static void add_castling(const chess_pos *pos, move_sink *sink, int ksq) {
    int us = pos->side, home = us == CHESS_WHITE ? CHESS_SQUARE(4, 0) : CHESS_SQUARE(4, 7);
    int kingside = us == CHESS_WHITE ? CHESS_CASTLE_WHITE_KINGSIDE : CHESS_CASTLE_BLACK_KINGSIDE;
    int queenside = us == CHESS_WHITE ? CHESS_CASTLE_WHITE_QUEENSIDE : CHESS_CASTLE_BLACK_QUEENSIDE;
    uint64_t occ = occupied(pos);
    if (ksq != home) return;
    if ((pos->castling & kingside) && !(occ & (BIT(home + 1) | BIT(home + 2))) &&
        !square_attacked(pos, home + 1, occ, !us) && !square_attacked(pos, home + 2, occ, !us))
        add_move(sink, CHESS_MOVE(home, home + 2, CHESS_MOVE_CASTLE));
    if ((pos->castling & queenside) && !(occ & (BIT(home - 1) | BIT(home - 2) | BIT(home - 3))) &&
        !square_attacked(pos, home - 1, occ, !us) && !square_attacked(pos, home - 2, occ, !us))
        add_move(sink, CHESS_MOVE(home, home - 2, CHESS_MOVE_CASTLE));
}

static void add_en_passant(const chess_pos *pos, move_sink *sink, int from, int ksq) {
    chess_move move = CHESS_MOVE(from, pos->ep_square, CHESS_MOVE_EN_PASSANT);
    if (ksq >= 0) {
        /* Two pawns leave one rank at once, so pins are checked on the position after. */
        chess_pos after;
        chess__make_move_unchecked(pos, move, &after);
        if (square_attacked(&after, ksq, occupied(&after), !pos->side)) return;
    }
    add_move(sink, move);
}

int chess__generate_legal(const chess_pos *pos, chess_move *moves, size_t cap, uint64_t from_mask) {
    move_sink sink = {moves, cap, 0};
    int us = pos->side, them = !us;
    uint64_t own = pos->by_color[us], enemy = pos->by_color[them], occ = own | enemy;
    /* Kings are never captured; this only matters in exercise positions. */
    uint64_t target = ~own & ~pieces(pos, them, CHESS_KING);
    uint64_t pinned = 0;
    int ksq = chess__king_square(pos, us);

    if (ksq >= 0) {
        uint64_t checkers = chess__attackers_to(pos, ksq, occ, them);
        uint64_t queens = pieces(pos, them, CHESS_QUEEN);
        uint64_t snipers = (chess__rook_attacks(ksq, enemy) & (pieces(pos, them, CHESS_ROOK) | queens)) |
                           (chess__bishop_attacks(ksq, enemy) & (pieces(pos, them, CHESS_BISHOP) | queens));
        while (snipers) {
            uint64_t blockers = chess__between_squares(ksq, pop_lsb(&snipers)) & occ;
            if (blockers && !(blockers & (blockers - 1))) pinned |= blockers & own;
        }
        if (from_mask & BIT(ksq)) {
            uint64_t dests = chess__king_attacks(ksq) & target, safe = 0, without_king = occ ^ BIT(ksq);
            while (dests) {
                int to = pop_lsb(&dests);
                if (!square_attacked(pos, to, without_king, them)) safe |= BIT(to);
            }
            add_targets(&sink, ksq, safe);
            if (!checkers) add_castling(pos, &sink, ksq);
        }
        if (checkers & (checkers - 1)) return sink.count; /* double check: only the king moves */
        if (checkers) target &= checkers | chess__between_squares(ksq, lsb(checkers));
    }

    uint64_t movers = own & from_mask & ~pieces(pos, us, CHESS_KING);
    while (movers) {
        int from = pop_lsb(&movers), type = CHESS_PIECE_TYPE(pos->board[from]);
        uint64_t dests;
        switch (type) {
        case CHESS_KNIGHT: dests = chess__knight_attacks(from); break;
        case CHESS_BISHOP: dests = chess__bishop_attacks(from, occ); break;
        case CHESS_ROOK: dests = chess__rook_attacks(from, occ); break;
        case CHESS_QUEEN: dests = chess__bishop_attacks(from, occ) | chess__rook_attacks(from, occ); break;
        default: { /* pawn */
            int forward = us == CHESS_WHITE ? 8 : -8;
            dests = chess__pawn_attacks(from, us) & enemy;
            if (!(occ & BIT(from + forward))) {
                dests |= BIT(from + forward);
                int start_rank = us == CHESS_WHITE ? 1 : 6;
                if (CHESS_RANK(from) == start_rank && !(occ & BIT(from + 2 * forward)))
                    dests |= BIT(from + 2 * forward);
            }
            if (pos->ep_square >= 0 && (chess__pawn_attacks(from, us) & BIT(pos->ep_square)))
                add_en_passant(pos, &sink, from, ksq);
        }
        }
        dests &= target;
        if (pinned & BIT(from)) dests &= chess__line_through(ksq, from);
        if (type == CHESS_PAWN && (dests & (RANK_1 | RANK_8)))
            add_promotions(&sink, from, dests);
        else
            add_targets(&sink, from, dests);
    }
    return sink.count;
}

static int legal_moves_masked(const chess_pos *pos, chess_move *moves, size_t cap, uint64_t from_mask) {
    CHESS_API_CHECK(pos && moves);
    int count = chess__generate_legal(pos, moves, cap, from_mask);
    return (size_t)count > cap ? CHESS_ERR_BUFFER_TOO_SMALL : count;
}

int chess_legal_moves(const chess_pos *pos, chess_move *moves, size_t cap) {
    return legal_moves_masked(pos, moves, cap, ~0ULL);
}

int chess_legal_moves_from(const chess_pos *pos, int square, chess_move *moves, size_t cap) {
    CHESS_API_CHECK(CHESS_VALID_SQUARE(square));
    return legal_moves_masked(pos, moves, cap, BIT(square));
}

int chess_count_legal_moves(const chess_pos *pos) {
    CHESS_API_CHECK(pos);
    return chess__generate_legal(pos, NULL, 0, ~0ULL);
}

static uint64_t perft(const chess_pos *pos, int depth) {
    if (depth == 1) return (uint64_t)chess__generate_legal(pos, NULL, 0, ~0ULL);
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess__generate_legal(pos, moves, CHESS_MAX_MOVES, ~0ULL);
    uint64_t nodes = 0;
    for (int i = 0; i < n; i++) {
        chess_pos child;
        chess_make_move(pos, moves[i], &child);
        nodes += perft(&child, depth - 1);
    }
    return nodes;
}

uint64_t chess_perft(const chess_pos *pos, int depth) {
    CHESS_API_CHECK(pos && depth >= 0);
    return depth == 0 ? 1 : perft(pos, depth);
}
