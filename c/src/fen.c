/* FEN: reading with validation a person can act on, and writing. */
#include "internal.h"

#define FEN_INPUT_MAX 256 /* far longer than any valid FEN, even with generous spacing */

static const char PIECE_LETTERS[] = " PNBRQK  pnbrqk";

static int piece_from_letter(char c) {
    for (int i = 1; i < 16; i++)
        if (PIECE_LETTERS[i] == c && c != ' ') return i;
    return 0;
}

/* Reads an unsigned decimal field of at most 4 digits into *value; returns 0 or -1. */
static int parse_number(const char *s, int len, int *value) {
    if (len < 1 || len > 4) return -1;
    int v = 0;
    for (int i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    *value = v;
    return 0;
}

static int parse_board(chess_pos *pos, const char *s, int len) {
    int rank = 7, file = 0;
    for (int i = 0; i < len; i++) {
        char c = s[i];
        if (c == '/') {
            if (file != 8 || rank == 0) return CHESS_ERR_FEN_BOARD;
            rank--;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return CHESS_ERR_FEN_BOARD;
        } else {
            int piece = piece_from_letter(c);
            if (!piece || file > 7) return CHESS_ERR_FEN_BOARD;
            chess__put_piece(pos, CHESS_SQUARE(file, rank), piece);
            file++;
        }
    }
    return rank == 0 && file == 8 ? 0 : CHESS_ERR_FEN_BOARD;
}

static int parse_castling(chess_pos *pos, const char *s, int len) {
    if (len == 1 && s[0] == '-') return 0;
    static const char letters[] = "KQkq";
    for (int i = 0; i < len; i++) {
        int bit = 0;
        for (int j = 0; j < 4; j++)
            if (s[i] == letters[j]) bit = 1 << j;
        if (!bit || (pos->castling & bit)) return CHESS_ERR_FEN_CASTLING;
        pos->castling |= (uint8_t)bit;
    }
    return len > 0 ? 0 : CHESS_ERR_FEN_CASTLING;
}

int chess_fen_parse(chess_pos *out, const char *fen, unsigned flags) {
    CHESS_API_CHECK(out && fen && !(flags & ~(unsigned)CHESS_POS_EXERCISE));
    size_t total = 0;
    while (fen[total] && total <= FEN_INPUT_MAX) total++;
    if (total > FEN_INPUT_MAX) return CHESS_ERR_INPUT_TOO_LONG;

    /* Split on runs of spaces or tabs, ignoring them at both ends. */
    const char *field[7];
    int len[7], n = 0;
    for (const char *p = fen; *p;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (!*p) break;
        if (n == 7) return CHESS_ERR_FEN_FIELDS;
        field[n] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') p++;
        len[n] = (int)(p - field[n]);
        n++;
    }
    if (n < 4 || n > 6) return CHESS_ERR_FEN_FIELDS;

    chess_pos pos;
    memset(&pos, 0, sizeof pos);
    pos.ep_square = CHESS_NO_SQUARE;
    pos.flags = (uint8_t)flags;
    pos.fullmove_number = 1;
    int err = parse_board(&pos, field[0], len[0]);
    if (err) return err;
    if (len[1] != 1 || (field[1][0] != 'w' && field[1][0] != 'b')) return CHESS_ERR_FEN_SIDE;
    pos.side = field[1][0] == 'w' ? CHESS_WHITE : CHESS_BLACK;
    if ((err = parse_castling(&pos, field[2], len[2]))) return err;
    if (!(len[3] == 1 && field[3][0] == '-')) {
        int rank_needed = pos.side == CHESS_WHITE ? '6' : '3';
        if (len[3] != 2 || field[3][0] < 'a' || field[3][0] > 'h' || field[3][1] != rank_needed)
            return CHESS_ERR_FEN_EN_PASSANT;
        pos.ep_square = (int8_t)CHESS_SQUARE(field[3][0] - 'a', field[3][1] - '1');
    }
    int value;
    if (n > 4) {
        if (parse_number(field[4], len[4], &value)) return CHESS_ERR_FEN_HALFMOVE;
        pos.halfmove_clock = (uint16_t)value;
    }
    if (n > 5) {
        if (parse_number(field[5], len[5], &value) || value < 1) return CHESS_ERR_FEN_FULLMOVE;
        pos.fullmove_number = (uint16_t)value;
    }
    if ((err = chess__position_rule_error(&pos))) return err;
    *out = pos;
    return 0;
}

static int write_number(char *p, unsigned v) {
    char digits[8];
    int n = 0;
    do digits[n++] = (char)('0' + v % 10); while ((v /= 10) && n < 8);
    for (int i = 0; i < n; i++) p[i] = digits[n - 1 - i];
    return n;
}

int chess_fen_write(const chess_pos *pos, char *buf, size_t size) {
    CHESS_API_CHECK(pos && buf);
    char out[CHESS_FEN_MAX + 8];
    int n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = pos->board[CHESS_SQUARE(file, rank)];
            if (!piece) {
                empty++;
                continue;
            }
            if (empty) out[n++] = (char)('0' + empty);
            empty = 0;
            out[n++] = PIECE_LETTERS[piece & 15];
        }
        if (empty) out[n++] = (char)('0' + empty);
        if (rank) out[n++] = '/';
    }
    out[n++] = ' ';
    out[n++] = pos->side == CHESS_WHITE ? 'w' : 'b';
    out[n++] = ' ';
    if (!pos->castling) out[n++] = '-';
    for (int j = 0; j < 4; j++)
        if (pos->castling & (1 << j)) out[n++] = "KQkq"[j];
    out[n++] = ' ';
    if (chess__en_passant_capture_legal(pos)) {
        out[n++] = (char)('a' + CHESS_FILE(pos->ep_square));
        out[n++] = (char)('1' + CHESS_RANK(pos->ep_square));
    } else {
        out[n++] = '-';
    }
    out[n++] = ' ';
    n += write_number(out + n, pos->halfmove_clock);
    out[n++] = ' ';
    n += write_number(out + n, pos->fullmove_number);
    if ((size_t)n >= size) return CHESS_ERR_BUFFER_TOO_SMALL;
    memcpy(buf, out, (size_t)n);
    buf[n] = '\0';
    return n;
}
