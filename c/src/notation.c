/* Move notation: UCI (e2e4, e7e8q) and SAN (Nf3, exd5, O-O, e8=Q+), written and read. */
#include "internal.h"

#define MOVE_INPUT_MAX 32 /* longer than any move a person would type, e.g. "exd6 e.p.+" */

static const char SAN_LETTERS[] = "  NBRQK"; /* indexed by piece type; pawns have none */
static const char UCI_PROMOTION[] = "    nbrq"; /* indexed by move kind */

int chess_square_parse(const char *text) {
    CHESS_API_CHECK(text);
    if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return CHESS_ERR_MOVE_SYNTAX;
    return CHESS_SQUARE(text[0] - 'a', text[1] - '1');
}

int chess_square_name(int square, char *buf, size_t size) {
    CHESS_API_CHECK(buf && CHESS_VALID_SQUARE(square));
    if (size < 3) return CHESS_ERR_BUFFER_TOO_SMALL;
    buf[0] = (char)('a' + CHESS_FILE(square));
    buf[1] = (char)('1' + CHESS_RANK(square));
    buf[2] = '\0';
    return 2;
}

int chess_move_to_uci(chess_move move, char *buf, size_t size) {
    CHESS_API_CHECK(buf);
    int kind = CHESS_MOVE_KIND(move), n = 4;
    if (size < (kind >= CHESS_MOVE_PROMOTE_KNIGHT ? 6u : 5u)) return CHESS_ERR_BUFFER_TOO_SMALL;
    if (kind == CHESS_MOVE_PASS) {
        memcpy(buf, "0000", 5);
        return 4;
    }
    chess_square_name(CHESS_MOVE_FROM(move), buf, 3);
    chess_square_name(CHESS_MOVE_TO(move), buf + 2, 3);
    if (kind >= CHESS_MOVE_PROMOTE_KNIGHT) buf[n++] = UCI_PROMOTION[kind];
    buf[n] = '\0';
    return n;
}

int chess_move_to_san(const chess_pos *pos, chess_move move, char *buf, size_t size) {
    CHESS_API_CHECK(pos && buf);
    char out[16];
    int n = 0, kind = CHESS_MOVE_KIND(move), from = CHESS_MOVE_FROM(move), to = CHESS_MOVE_TO(move);
    if (kind == CHESS_MOVE_PASS) {
        out[n++] = '-';
        out[n++] = '-';
    } else if (kind == CHESS_MOVE_CASTLE) {
        memcpy(out, to > from ? "O-O" : "O-O-O", to > from ? 3 : 5);
        n = to > from ? 3 : 5;
    } else {
        int type = CHESS_PIECE_TYPE(pos->board[from]);
        int capture = pos->board[to] || kind == CHESS_MOVE_EN_PASSANT;
        if (type == CHESS_PAWN) {
            if (capture) out[n++] = (char)('a' + CHESS_FILE(from));
        } else {
            out[n++] = SAN_LETTERS[type];
            /* Disambiguate by file, else rank, else both, among same-type pieces that can go there. */
            chess_move moves[CHESS_MAX_MOVES];
            int count = chess__generate_legal(pos, moves, CHESS_MAX_MOVES,
                                       pieces(pos, pos->side, type) & ~BIT(from));
            int rivals = 0, same_file = 0, same_rank = 0;
            for (int i = 0; i < count; i++) {
                int other = CHESS_MOVE_FROM(moves[i]);
                if (CHESS_MOVE_TO(moves[i]) != to) continue;
                rivals++;
                same_file |= CHESS_FILE(other) == CHESS_FILE(from);
                same_rank |= CHESS_RANK(other) == CHESS_RANK(from);
            }
            if (rivals && (!same_file || same_rank)) out[n++] = (char)('a' + CHESS_FILE(from));
            if (rivals && same_file) out[n++] = (char)('1' + CHESS_RANK(from));
        }
        if (capture) out[n++] = 'x';
        chess_square_name(to, out + n, 3);
        n += 2;
        if (kind >= CHESS_MOVE_PROMOTE_KNIGHT) {
            out[n++] = '=';
            out[n++] = SAN_LETTERS[kind - 2];
        }
    }
    chess_pos after;
    chess_make_move(pos, move, &after);
    if (chess_in_check(&after)) out[n++] = chess_count_legal_moves(&after) ? '+' : '#';
    if ((size_t)n >= size) return CHESS_ERR_BUFFER_TOO_SMALL;
    memcpy(buf, out, (size_t)n);
    buf[n] = '\0';
    return n;
}

static int piece_type_from_letter(char c, int allow_lower) {
    switch (c) {
    case 'N': return CHESS_KNIGHT;
    case 'B': return CHESS_BISHOP;
    case 'R': return CHESS_ROOK;
    case 'Q': return CHESS_QUEEN;
    case 'K': return CHESS_KING;
    case 'P': return CHESS_PAWN;
    default: break;
    }
    if (allow_lower) {
        switch (c) {
        case 'n': return CHESS_KNIGHT;
        case 'r': return CHESS_ROOK;
        case 'q': return CHESS_QUEEN;
        case 'k': return CHESS_KING;
        default: break;
        }
    }
    return 0;
}

static int is_file(char c) { return c >= 'a' && c <= 'h'; }
static int is_rank(char c) { return c >= '1' && c <= '8'; }

static int ends_with(const char *s, int len, const char *suffix) {
    int k = (int)strlen(suffix);
    return len >= k && memcmp(s + len - k, suffix, (size_t)k) == 0;
}

/* Copies text without surrounding spaces and without annotations a person may add:
** check and mate signs, !/?, and "e.p.". Returns the new length, or -1 if too long. */
static int clean_move_text(const char *text, char *out) {
    int len = 0;
    while (*text == ' ' || *text == '\t') text++;
    while (text[len] && len <= MOVE_INPUT_MAX) len++;
    if (len > MOVE_INPUT_MAX) return -1;
    memcpy(out, text, (size_t)len);
    for (;;) {
        while (len && (out[len - 1] == ' ' || out[len - 1] == '\t' || out[len - 1] == '+' ||
                       out[len - 1] == '#' || out[len - 1] == '!' || out[len - 1] == '?'))
            len--;
        if (ends_with(out, len, "e.p.")) len -= 4;
        else if (ends_with(out, len, "ep") && len > 4) len -= 2;
        else break;
    }
    out[len] = '\0';
    return len;
}

static int parse_castling_text(const char *s, int *queenside) {
    if (!strcmp(s, "O-O") || !strcmp(s, "0-0") || !strcmp(s, "o-o")) {
        *queenside = 0;
        return 1;
    }
    if (!strcmp(s, "O-O-O") || !strcmp(s, "0-0-0") || !strcmp(s, "o-o-o")) {
        *queenside = 1;
        return 1;
    }
    return 0;
}

/* SAN, leniently: [piece][from file][from rank][x|:|-]to-square[[=|/]promotion]. */
static int parse_san(const chess_pos *pos, const char *s, int len, chess_move *move) {
    int i = 0, type = CHESS_PAWN, from_file = -1, from_rank = -1, promotion = 0;
    int t = piece_type_from_letter(s[0], 1);
    if (t && len > 2) {
        type = t;
        i = 1;
    }
    /* The destination is the last square in the text; a promotion piece may follow it. */
    int end = len;
    if (end - i >= 3) {
        char last = s[end - 1];
        int promo = piece_type_from_letter(last, 1);
        if (!promo && last == 'b' && end >= 3 && is_rank(s[end - 2])) promo = CHESS_BISHOP;
        if (promo && (is_rank(s[end - 2]) || s[end - 2] == '=' || s[end - 2] == '/')) {
            promotion = promo;
            end--;
            if (s[end - 1] == '=' || s[end - 1] == '/') end--;
        } else if (last == ')' && end - i >= 5 && s[end - 3] == '(') {
            promotion = piece_type_from_letter(s[end - 2], 1);
            if (!promotion) return CHESS_ERR_MOVE_SYNTAX;
            end -= 3;
        }
    }
    if (end - i < 2 || !is_file(s[end - 2]) || !is_rank(s[end - 1])) return CHESS_ERR_MOVE_SYNTAX;
    int to = CHESS_SQUARE(s[end - 2] - 'a', s[end - 1] - '1');
    int middle_end = end - 2;
    if (middle_end > i && (s[middle_end - 1] == 'x' || s[middle_end - 1] == ':' || s[middle_end - 1] == '-'))
        middle_end--;
    for (; i < middle_end; i++) {
        if (is_file(s[i]) && from_file < 0 && from_rank < 0) from_file = s[i] - 'a';
        else if (is_rank(s[i]) && from_rank < 0) from_rank = s[i] - '1';
        else return CHESS_ERR_MOVE_SYNTAX;
    }
    if (promotion == CHESS_PAWN || promotion == CHESS_KING) return CHESS_ERR_BAD_PROMOTION_PIECE;

    chess_move moves[CHESS_MAX_MOVES];
    int n = chess__generate_legal(pos, moves, CHESS_MAX_MOVES, pieces(pos, pos->side, type));
    int matches = 0, promotion_missing = 0;
    for (int k = 0; k < n; k++) {
        int from = CHESS_MOVE_FROM(moves[k]);
        if (CHESS_MOVE_TO(moves[k]) != to) continue;
        if (from_file >= 0 && CHESS_FILE(from) != from_file) continue;
        if (from_rank >= 0 && CHESS_RANK(from) != from_rank) continue;
        if (CHESS_MOVE_PROMOTION(moves[k]) != promotion) {
            promotion_missing |= !promotion && CHESS_MOVE_IS_PROMOTION(moves[k]);
            continue;
        }
        if (matches++ == 0) *move = moves[k];
    }
    if (matches == 1) return 0;
    if (matches > 1) return CHESS_ERR_MOVE_AMBIGUOUS;
    if (promotion_missing) return CHESS_ERR_PROMOTION_CHOICE_NEEDED;

    /* Nothing fits: explain with the first piece the text could mean. */
    uint64_t candidates = pieces(pos, pos->side, type);
    while (candidates) {
        int from = pop_lsb(&candidates);
        if ((from_file >= 0 && CHESS_FILE(from) != from_file) || (from_rank >= 0 && CHESS_RANK(from) != from_rank))
            continue;
        if (type == CHESS_PAWN && from_file < 0 && CHESS_FILE(from) != CHESS_FILE(to)) continue;
        return chess_move_find(pos, from, to, promotion, move);
    }
    return CHESS_ERR_NO_PIECE;
}

int chess_move_parse(const chess_pos *pos, const char *text, chess_move *move) {
    CHESS_API_CHECK(pos && text && move);
    char s[MOVE_INPUT_MAX + 1];
    int len = clean_move_text(text, s);
    if (len < 0) return CHESS_ERR_INPUT_TOO_LONG;
    if (len == 0) return CHESS_ERR_MOVE_SYNTAX;

    if (!strcmp(s, "0000") || !strcmp(s, "--") || !strcmp(s, "pass")) {
        if (!(pos->flags & CHESS_POS_EXERCISE) || chess_in_check(pos)) return CHESS_ERR_PASS_NOT_ALLOWED;
        *move = CHESS_MOVE_PASS_VALUE;
        return 0;
    }
    int queenside;
    if (parse_castling_text(s, &queenside)) {
        int home = pos->side == CHESS_WHITE ? CHESS_SQUARE(4, 0) : CHESS_SQUARE(4, 7);
        return chess_move_find(pos, home, queenside ? home - 2 : home + 2, 0, move);
    }
    /* UCI: from square, to square, optional promotion letter. */
    if ((len == 4 || len == 5) && is_file(s[0]) && is_rank(s[1]) && is_file(s[2]) && is_rank(s[3])) {
        int promotion = 0;
        if (len == 5) {
            promotion = piece_type_from_letter(s[4], 1);
            if (s[4] == 'b' || s[4] == 'B') promotion = CHESS_BISHOP;
            if (s[4] == 'p') promotion = CHESS_PAWN;
            if (!promotion) return CHESS_ERR_MOVE_SYNTAX;
            if (promotion == CHESS_KING || promotion == CHESS_PAWN) return CHESS_ERR_BAD_PROMOTION_PIECE;
        }
        return chess_move_find(pos, chess_square_parse(s), chess_square_parse(s + 2), promotion, move);
    }
    return parse_san(pos, s, len, move);
}
