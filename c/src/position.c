/* The position: placing pieces, attacks on squares, making a move on a copy, the repetition key. */
#include "internal.h"

void chess__put_piece(chess_pos *pos, int sq, int piece) {
    pos->board[sq] = (uint8_t)piece;
    pos->by_color[CHESS_PIECE_COLOR(piece)] |= BIT(sq);
    pos->by_type[CHESS_PIECE_TYPE(piece)] |= BIT(sq);
}

void chess__remove_piece(chess_pos *pos, int sq) {
    int piece = pos->board[sq];
    if (!piece) return;
    pos->board[sq] = CHESS_EMPTY;
    pos->by_color[CHESS_PIECE_COLOR(piece)] &= ~BIT(sq);
    pos->by_type[CHESS_PIECE_TYPE(piece)] &= ~BIT(sq);
}

int chess__king_square(const chess_pos *pos, int color) {
    uint64_t k = pieces(pos, color, CHESS_KING);
    return k ? lsb(k) : -1;
}

uint64_t chess__attackers_to(const chess_pos *pos, int sq, uint64_t occ, int by_color) {
    uint64_t queens = pos->by_type[CHESS_QUEEN];
    uint64_t attackers = (chess__pawn_attacks(sq, !by_color) & pos->by_type[CHESS_PAWN]) |
                         (chess__knight_attacks(sq) & pos->by_type[CHESS_KNIGHT]) |
                         (chess__king_attacks(sq) & pos->by_type[CHESS_KING]) |
                         (chess__bishop_attacks(sq, occ) & (pos->by_type[CHESS_BISHOP] | queens)) |
                         (chess__rook_attacks(sq, occ) & (pos->by_type[CHESS_ROOK] | queens));
    return attackers & pos->by_color[by_color];
}

int chess_in_check(const chess_pos *pos) {
    CHESS_API_CHECK(pos);
    int ksq = chess__king_square(pos, pos->side);
    return ksq >= 0 && chess__attackers_to(pos, ksq, occupied(pos), !pos->side) != 0;
}

int chess_check_square(const chess_pos *pos) {
    CHESS_API_CHECK(pos);
    int ksq = chess__king_square(pos, pos->side);
    return ksq >= 0 && chess__attackers_to(pos, ksq, occupied(pos), !pos->side) ? ksq : CHESS_NO_SQUARE;
}

int chess_move_captured(const chess_pos *pos, chess_move move) {
    CHESS_API_CHECK(pos);
    int square = chess__captured_square(pos, move);
    return square == CHESS_NO_SQUARE ? CHESS_EMPTY : pos->board[square];
}

uint64_t chess_attacked_squares(const chess_pos *pos, int color) {
    CHESS_API_CHECK(pos && CHESS_VALID_COLOR(color));
    uint64_t occ = occupied(pos), attacked = chess__pawns_attacks(pieces(pos, color, CHESS_PAWN), color);
    uint64_t b = pieces(pos, color, CHESS_KNIGHT);
    while (b) attacked |= chess__knight_attacks(pop_lsb(&b));
    b = pieces(pos, color, CHESS_BISHOP) | pieces(pos, color, CHESS_QUEEN);
    while (b) attacked |= chess__bishop_attacks(pop_lsb(&b), occ);
    b = pieces(pos, color, CHESS_ROOK) | pieces(pos, color, CHESS_QUEEN);
    while (b) attacked |= chess__rook_attacks(pop_lsb(&b), occ);
    b = pieces(pos, color, CHESS_KING);
    while (b) attacked |= chess__king_attacks(pop_lsb(&b));
    return attacked;
}

int chess__castling_rights_touched(int sq) {
    switch (sq) {
    case CHESS_SQUARE(4, 0): return CHESS_CASTLE_WHITE_KINGSIDE | CHESS_CASTLE_WHITE_QUEENSIDE;
    case CHESS_SQUARE(7, 0): return CHESS_CASTLE_WHITE_KINGSIDE;
    case CHESS_SQUARE(0, 0): return CHESS_CASTLE_WHITE_QUEENSIDE;
    case CHESS_SQUARE(4, 7): return CHESS_CASTLE_BLACK_KINGSIDE | CHESS_CASTLE_BLACK_QUEENSIDE;
    case CHESS_SQUARE(7, 7): return CHESS_CASTLE_BLACK_KINGSIDE;
    case CHESS_SQUARE(0, 7): return CHESS_CASTLE_BLACK_QUEENSIDE;
    default: return 0;
    }
}

void chess__make_move_unchecked(const chess_pos *pos, chess_move move, chess_pos *out) {
    if (out != pos) *out = *pos;
    chess_pos *p = out;
    int kind = CHESS_MOVE_KIND(move), from = CHESS_MOVE_FROM(move), to = CHESS_MOVE_TO(move);
    int us = p->side;

    p->ep_square = CHESS_NO_SQUARE;
    p->halfmove_clock++;
    if (kind != CHESS_MOVE_PASS) {
        int piece = p->board[from];
        if (p->board[to]) {
            chess__remove_piece(p, to);
            p->halfmove_clock = 0;
        }
        chess__remove_piece(p, from);
        chess__put_piece(p, to, kind >= CHESS_MOVE_PROMOTE_KNIGHT ? CHESS_PIECE(us, kind - 2) : piece);
        if (CHESS_PIECE_TYPE(piece) == CHESS_PAWN) {
            p->halfmove_clock = 0;
            if (to - from == 16 || from - to == 16) p->ep_square = (int8_t)((from + to) / 2);
            if (kind == CHESS_MOVE_EN_PASSANT) chess__remove_piece(p, us == CHESS_WHITE ? to - 8 : to + 8);
        } else if (kind == CHESS_MOVE_CASTLE) {
            int kingside = to > from;
            int rook_from = kingside ? to + 1 : to - 2, rook_to = kingside ? to - 1 : to + 1;
            chess__remove_piece(p, rook_from);
            chess__put_piece(p, rook_to, CHESS_PIECE(us, CHESS_ROOK));
        }
        p->castling &= (uint8_t)~(chess__castling_rights_touched(from) | chess__castling_rights_touched(to));
    }
    if (us == CHESS_BLACK) p->fullmove_number++;
    p->side = (uint8_t)!us;
}

void chess_make_move(const chess_pos *pos, chess_move move, chess_pos *out) {
    chess__make_move_unchecked(pos, move, out);
#ifdef CHESS_CHECK_INVARIANTS
    if (!chess_pos_ok(out)) __builtin_trap(); /* debug builds: a broken position stops at once */
#endif
}

int chess__en_passant_capture_legal(const chess_pos *pos) {
    if (pos->ep_square < 0) return 0;
    int ep = pos->ep_square, us = pos->side;
    uint64_t capturers = chess__pawn_attacks(ep, !us) & pieces(pos, us, CHESS_PAWN);
    while (capturers) {
        chess_move move = CHESS_MOVE(pop_lsb(&capturers), ep, CHESS_MOVE_EN_PASSANT);
        chess_pos after;
        chess__make_move_unchecked(pos, move, &after);
        int ksq = chess__king_square(&after, us);
        if (ksq < 0 || !chess__attackers_to(&after, ksq, occupied(&after), !us)) return 1;
    }
    return 0;
}

/* The rules a position must meet to be reachable (or, in exercise mode, set up): FEN validation
** and the invariant check share them. */
/* Promotion can explain extra pieces only as far as pawns are missing. */
static int piece_counts_possible(const chess_pos *pos, int color) {
    int pawns = popcount(pieces(pos, color, CHESS_PAWN));
    int extra = 0;
    static const int usual[7] = {0, 8, 2, 2, 2, 1, 1};
    for (int type = CHESS_KNIGHT; type <= CHESS_QUEEN; type++) {
        int n = popcount(pieces(pos, color, type));
        if (n > usual[type]) extra += n - usual[type];
    }
    return pawns <= 8 && extra <= 8 - pawns && popcount(pos->by_color[color]) <= 16;
}

static int castling_matches_board(const chess_pos *pos) {
    static const struct { int right, king, rook, piece_color; } need[4] = {
        {CHESS_CASTLE_WHITE_KINGSIDE, CHESS_SQUARE(4, 0), CHESS_SQUARE(7, 0), CHESS_WHITE},
        {CHESS_CASTLE_WHITE_QUEENSIDE, CHESS_SQUARE(4, 0), CHESS_SQUARE(0, 0), CHESS_WHITE},
        {CHESS_CASTLE_BLACK_KINGSIDE, CHESS_SQUARE(4, 7), CHESS_SQUARE(7, 7), CHESS_BLACK},
        {CHESS_CASTLE_BLACK_QUEENSIDE, CHESS_SQUARE(4, 7), CHESS_SQUARE(0, 7), CHESS_BLACK},
    };
    for (int i = 0; i < 4; i++) {
        if (!(pos->castling & need[i].right)) continue;
        if (pos->board[need[i].king] != CHESS_PIECE(need[i].piece_color, CHESS_KING) ||
            pos->board[need[i].rook] != CHESS_PIECE(need[i].piece_color, CHESS_ROOK))
            return 0;
    }
    return 1;
}

/* The en passant square must lie right behind an enemy pawn that could just have moved two
** squares: that pawn in front of it, and the square itself and the pawn's start square empty. */
static int en_passant_matches_board(const chess_pos *pos) {
    int ep = pos->ep_square;
    if (ep < 0) return 1;
    int them = !pos->side, pawn_sq = them == CHESS_BLACK ? ep - 8 : ep + 8;
    int start_sq = them == CHESS_BLACK ? ep + 8 : ep - 8;
    return pos->board[pawn_sq] == CHESS_PIECE(them, CHESS_PAWN) && !pos->board[ep] &&
           !pos->board[start_sq];
}

int chess__position_rule_error(const chess_pos *pos) {
    for (int color = CHESS_WHITE; color <= CHESS_BLACK; color++) {
        int kings = popcount(pieces(pos, color, CHESS_KING));
        if (kings > 1 || (kings == 0 && !(pos->flags & CHESS_POS_EXERCISE))) return CHESS_ERR_FEN_KING_COUNT;
    }
    int wk = chess__king_square(pos, CHESS_WHITE), bk = chess__king_square(pos, CHESS_BLACK);
    if (wk >= 0 && bk >= 0 && (chess__king_attacks(wk) & BIT(bk))) return CHESS_ERR_FEN_KINGS_ADJACENT;
    if (pos->by_type[CHESS_PAWN] & (RANK_1 | RANK_8)) return CHESS_ERR_FEN_PAWN_ON_BACK_RANK;
    if (!piece_counts_possible(pos, CHESS_WHITE) || !piece_counts_possible(pos, CHESS_BLACK))
        return CHESS_ERR_FEN_PIECE_COUNT;
    if (!castling_matches_board(pos)) return CHESS_ERR_FEN_CASTLING_MISMATCH;
    if (!en_passant_matches_board(pos)) return CHESS_ERR_FEN_EN_PASSANT_NO_PAWN;
    int their_king = pos->side == CHESS_WHITE ? bk : wk;
    if (their_king >= 0 && chess__attackers_to(pos, their_king, occupied(pos), pos->side))
        return CHESS_ERR_FEN_OPPONENT_IN_CHECK;
    return 0;
}

static int structure_ok(const chess_pos *pos) {
    uint64_t all = 0;
    if ((pos->by_color[0] & pos->by_color[1]) || pos->by_type[0]) return 0;
    for (int type = CHESS_PAWN; type <= CHESS_KING; type++) {
        if (all & pos->by_type[type]) return 0;
        all |= pos->by_type[type];
    }
    if (all != occupied(pos)) return 0;
    for (int sq = 0; sq < 64; sq++) {
        int piece = pos->board[sq];
        if (!piece) {
            if (all & BIT(sq)) return 0;
        } else if ((piece & ~(CHESS_BLACK_BIT | 7)) || CHESS_PIECE_TYPE(piece) < CHESS_PAWN ||
                   CHESS_PIECE_TYPE(piece) > CHESS_KING || !(pos->by_type[CHESS_PIECE_TYPE(piece)] & BIT(sq)) ||
                   !(pos->by_color[CHESS_PIECE_COLOR(piece)] & BIT(sq))) {
            return 0;
        }
    }
    int ep_rank = pos->side == CHESS_WHITE ? 5 : 2;
    return pos->side <= CHESS_BLACK && pos->castling <= 15 && !(pos->flags & ~CHESS_POS_EXERCISE) &&
           (pos->ep_square == CHESS_NO_SQUARE ||
            (pos->ep_square >= 0 && pos->ep_square < 64 && CHESS_RANK(pos->ep_square) == ep_rank)) &&
           pos->fullmove_number >= 1;
}

int chess_pos_ok(const chess_pos *pos) {
    CHESS_API_CHECK(pos);
    return structure_ok(pos) && chess__position_rule_error(pos) == 0;
}

/* splitmix64's finaliser: spreads a small number over 64 bits, standing in for a Zobrist table. */
static uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

uint64_t chess_position_key(const chess_pos *pos) {
    CHESS_API_CHECK(pos);
    uint64_t key = 0, occ = occupied(pos);
    while (occ) {
        int sq = pop_lsb(&occ);
        key ^= mix((uint64_t)(sq * 16 + pos->board[sq]));
    }
    key ^= mix(0x1000 + pos->castling);
    if (pos->side == CHESS_BLACK) key ^= mix(0x2000);
    if (chess__en_passant_capture_legal(pos)) key ^= mix(0x3000 + (uint64_t)pos->ep_square);
    return key;
}
