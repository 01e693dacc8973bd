/* Touch-move (Articles 4.2 to 4.5, 2000 text): from the pieces touched, in order, to the
** obligation and the legal moves that fulfil it. */
#include "internal.h"

static const char *const KIND_NAMES[] = {CHESS_TOUCH_KIND_LIST(CHESS_NAME_ENTRY)};
static const char *const ARTICLE_NAMES[] = {CHESS_TOUCH_ART_LIST(CHESS_NAME_ENTRY)};

const char *chess_touch_kind_name(int kind) {
    return chess__name_of(KIND_NAMES, sizeof KIND_NAMES / sizeof KIND_NAMES[0], kind);
}

const char *chess_touch_article_name(int article) {
    return chess__name_of(ARTICLE_NAMES, sizeof ARTICLE_NAMES / sizeof ARTICLE_NAMES[0], article);
}

/* What a move must match: a piece that moves (from), a piece captured, both, castling towards
** a side, or any king move. exclude_castle_to: a castling target square that is not allowed. */
typedef struct filter {
    int from;              /* -1: any */
    int captured;          /* -1: any */
    int castle_to;         /* -1: any; else only the castling move to this square */
    int exclude_castle_to; /* -1: none */
} filter;

static filter any_filter(void) {
    filter f = {-1, -1, -1, -1};
    return f;
}

static int matches(const chess_pos *pos, chess_move m, const filter *f) {
    if (f->from >= 0 && CHESS_MOVE_FROM(m) != f->from) return 0;
    if (f->captured >= 0 && chess__captured_square(pos, m) != f->captured) return 0;
    int castle = CHESS_MOVE_KIND(m) == CHESS_MOVE_CASTLE;
    if (f->castle_to >= 0 && !(castle && CHESS_MOVE_TO(m) == f->castle_to)) return 0;
    if (f->exclude_castle_to >= 0 && castle && CHESS_MOVE_TO(m) == f->exclude_castle_to) return 0;
    return 1;
}

static int count_matching(const chess_pos *pos, const chess_move *legal, int n, const filter *f) {
    int c = 0;
    for (int i = 0; i < n; i++) c += matches(pos, legal[i], f);
    return c;
}

/* The king's home square and the rook corners of `color`, for 4.4. Returns the castling target
** of the king if a rook on `rook_sq` would castle with the king on `king_sq`, else -1. */
static int castle_target(const chess_pos *pos, int king_sq, int rook_sq) {
    int color = pos->side, rank = color == CHESS_WHITE ? 0 : 7;
    if (pos->board[king_sq] != CHESS_PIECE(color, CHESS_KING) || king_sq != CHESS_SQUARE(4, rank)) return -1;
    if (pos->board[rook_sq] != CHESS_PIECE(color, CHESS_ROOK)) return -1;
    if (rook_sq == CHESS_SQUARE(7, rank)) return CHESS_SQUARE(6, rank);
    if (rook_sq == CHESS_SQUARE(0, rank)) return CHESS_SQUARE(2, rank);
    return -1;
}

static void set_rule(chess_touch_rule *rule, int kind, int article, int square) {
    if (!rule) return;
    rule->kind = (uint8_t)kind;
    rule->article = (uint8_t)article;
    rule->square = (int8_t)square;
}

int chess_touch_moves(const chess_pos *pos, const uint8_t *touches, size_t count, chess_touch_rule *rule,
                      chess_move *moves, size_t cap) {
    CHESS_API_CHECK(pos && (touches || !count) && moves);
    if (count > CHESS_TOUCH_MAX) return CHESS_ERR_TOUCH_LIMIT;
    chess_move legal[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, legal, CHESS_MAX_MOVES);
    if (n < 0) return n;
    int us = pos->side;

    /* The pieces touched, first touch of each square only; adjustments and empty squares aside. */
    int order[CHESS_TOUCH_MAX], touched = 0, adjusted = 0;
    for (size_t i = 0; i < count; i++) {
        CHESS_API_CHECK(touches[i] <= (63 | CHESS_TOUCH_ADJUST));
        int sq = CHESS_TOUCH_SQUARE(touches[i]);
        if (touches[i] & CHESS_TOUCH_ADJUST) {
            adjusted = 1;
            continue;
        }
        if (!pos->board[sq]) continue;
        int seen = 0;
        for (int j = 0; j < touched; j++) seen |= order[j] == sq;
        if (!seen) order[touched++] = sq;
    }

    filter f = any_filter();
    int kind = CHESS_TOUCH_KIND_NONE, article = CHESS_TOUCH_ART_4_5, square = CHESS_NO_SQUARE;
    int own[CHESS_TOUCH_MAX], opp[CHESS_TOUCH_MAX], owns = 0, opps = 0;
    for (int i = 0; i < touched; i++) {
        if (CHESS_PIECE_COLOR(pos->board[order[i]]) == us) own[owns++] = order[i];
        else opp[opps++] = order[i];
    }

    if (touched == 0) {
        article = adjusted ? CHESS_TOUCH_ART_4_2 : CHESS_TOUCH_ART_NONE;
    } else if (opps == 0) {
        int king_first = owns >= 2 ? castle_target(pos, own[0], own[1]) : -1;
        int rook_first = owns >= 2 ? castle_target(pos, own[1], own[0]) : -1;
        if (king_first >= 0) {
            /* 4.4(1): king then rook: castle on that side if legal; 4.4(3): else another king
            ** move (castling the other way included); if the king cannot move, anything. */
            filter c = any_filter();
            c.from = own[0];
            c.castle_to = king_first;
            filter k = any_filter();
            k.from = own[0];
            if (count_matching(pos, legal, n, &c)) {
                f = c, kind = CHESS_TOUCH_KIND_CASTLE, article = CHESS_TOUCH_ART_4_4_1, square = own[1];
            } else if (count_matching(pos, legal, n, &k)) {
                f = k, kind = CHESS_TOUCH_KIND_KING_MOVE, article = CHESS_TOUCH_ART_4_4_3, square = own[0];
            } else {
                article = CHESS_TOUCH_ART_4_4_3;
            }
        } else {
            /* 4.3(1), and 4.4(2): rook then king means no castling with that rook this move. */
            int excluded = rook_first;
            article = rook_first >= 0 ? CHESS_TOUCH_ART_4_4_2 : CHESS_TOUCH_ART_4_3_1;
            for (int i = 0; i < owns; i++) {
                filter m = any_filter();
                m.from = own[i];
                m.exclude_castle_to = excluded;
                if (count_matching(pos, legal, n, &m)) {
                    f = m, kind = CHESS_TOUCH_KIND_MOVE_PIECE, square = own[i];
                    break;
                }
            }
            if (kind == CHESS_TOUCH_KIND_NONE) article = CHESS_TOUCH_ART_4_5;
        }
    } else if (owns == 0) {
        /* 4.3(2): capture the first touched opponent's piece that can be captured. */
        for (int i = 0; i < opps; i++) {
            filter c = any_filter();
            c.captured = opp[i];
            if (count_matching(pos, legal, n, &c)) {
                f = c, kind = CHESS_TOUCH_KIND_CAPTURE_PIECE, article = CHESS_TOUCH_ART_4_3_2, square = opp[i];
                break;
            }
        }
    } else {
        /* 4.3(3): capture the first touched opponent's piece with the first touched own piece;
        ** if that is illegal, move or capture the first touched piece that can be. */
        filter w = any_filter();
        w.from = own[0];
        w.captured = opp[0];
        if (count_matching(pos, legal, n, &w)) {
            f = w, kind = CHESS_TOUCH_KIND_CAPTURE_WITH, article = CHESS_TOUCH_ART_4_3_3, square = opp[0];
        } else {
            for (int i = 0; i < touched; i++) {
                filter m = any_filter();
                int mine = CHESS_PIECE_COLOR(pos->board[order[i]]) == us;
                if (mine) m.from = order[i];
                else m.captured = order[i];
                if (count_matching(pos, legal, n, &m)) {
                    f = m, article = CHESS_TOUCH_ART_4_3_3, square = order[i];
                    kind = mine ? CHESS_TOUCH_KIND_MOVE_PIECE : CHESS_TOUCH_KIND_CAPTURE_PIECE;
                    break;
                }
            }
        }
    }
    /* 4.5: nothing touched can move or be captured: any legal move. */
    if (kind == CHESS_TOUCH_KIND_NONE && touched > 0 && article != CHESS_TOUCH_ART_4_4_3) article = CHESS_TOUCH_ART_4_5;

    int out = 0;
    for (int i = 0; i < n; i++) {
        if (!matches(pos, legal[i], &f)) continue;
        if ((size_t)out >= cap) return CHESS_ERR_BUFFER_TOO_SMALL;
        moves[out++] = legal[i];
    }
    set_rule(rule, kind, article, square);
    return out;
}
