/* An independent distance-to-mate table for White's K+Q or K+R against Black's bare king, by
** retrograde layering over all 2 x 64^3 placements. It has its own move rules (written here from
** Article 3, sharing no code with the core), so the search is checked against a separate oracle.
** Test and bench code only: the table is 512 KB and lives in the caller's static storage. */
#ifndef KXK_TABLE_H
#define KXK_TABLE_H
#include <stdint.h>
#include <string.h>
#include "chess.h"

#define KXK_SIZE (64 * 64 * 64)
#define KXK_DRAW (-1)    /* no forced mate: stalemate, or the black king takes the piece */
#define KXK_ILLEGAL (-2) /* squares shared, kings touching, or White to move with Black in check */

typedef struct kxk_table {
    int piece;                /* CHESS_QUEEN or CHESS_ROOK */
    int8_t white[KXK_SIZE];   /* White to move: plies to mate with best play (odd), or DRAW/ILLEGAL */
    int8_t black[KXK_SIZE];   /* Black to move: plies to mate (even, 0 = mated), or DRAW/ILLEGAL */
} kxk_table;

static int kxk_index(int wk, int piece_sq, int bk) { return (wk * 64 + piece_sq) * 64 + bk; }

static int kxk_adjacent(int a, int b) {
    int df = (a & 7) - (b & 7), dr = (a >> 3) - (b >> 3);
    return a != b && df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
}

/* Does the piece on `from` attack `target`? The white king is the only blocker that counts:
** the black king never shields a square behind itself from the piece. */
static int kxk_piece_attacks(int piece, int from, int target, int wk) {
    int df = (target & 7) - (from & 7), dr = (target >> 3) - (from >> 3);
    if (from == target) return 0;
    int straight = df == 0 || dr == 0, diagonal = df == dr || df == -dr;
    if (!straight && !(piece == CHESS_QUEEN && diagonal)) return 0;
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = (from & 7) + sf, r = (from >> 3) + sr; f + r * 8 != target; f += sf, r += sr)
        if (f + r * 8 == wk) return 0;
    return 1;
}

/* The black king's moves: fills to[] (up to 8), returns their number; *takes is set when one
** of them captures the piece (which draws). */
static int kxk_black_moves(const kxk_table *t, int wk, int ps, int bk, int *to, int *takes) {
    int n = 0;
    *takes = 0;
    for (int d = 0; d < 64; d++) {
        if (!kxk_adjacent(bk, d) || kxk_adjacent(d, wk) || d == wk) continue;
        if (d == ps) {
            *takes = 1; /* the piece is not next to the white king here, so it is unprotected */
            continue;
        }
        if (kxk_piece_attacks(t->piece, ps, d, wk)) continue;
        to[n++] = d;
    }
    return n;
}

static int kxk_legal(const kxk_table *t, int wk, int ps, int bk, int white_to_move) {
    if (wk == ps || wk == bk || ps == bk || kxk_adjacent(wk, bk)) return 0;
    return !(white_to_move && kxk_piece_attacks(t->piece, ps, bk, wk));
}

/* Builds the table; a few seconds at most. */
static void kxk_build(kxk_table *t, int piece) {
    t->piece = piece;
    for (int i = 0; i < KXK_SIZE; i++) {
        int wk = i >> 12, ps = (i >> 6) & 63, bk = i & 63;
        t->white[i] = kxk_legal(t, wk, ps, bk, 1) ? KXK_DRAW : KXK_ILLEGAL;
        t->black[i] = KXK_ILLEGAL;
        if (!kxk_legal(t, wk, ps, bk, 0)) continue;
        int to[8], takes, n = kxk_black_moves(t, wk, ps, bk, to, &takes);
        t->black[i] = (n == 0 && !takes && kxk_piece_attacks(piece, ps, bk, wk)) ? 0 : KXK_DRAW;
    }
    /* Layer by layer: White mates in `plies` if some move reaches a Black position lost in
    ** plies - 1; Black is lost once every move reaches a White position already lost. */
    for (int plies = 1, changed = 1; changed && plies < 127; plies += 2) {
        changed = 0;
        for (int i = 0; i < KXK_SIZE; i++) {
            if (t->white[i] != KXK_DRAW) continue;
            int wk = i >> 12, ps = (i >> 6) & 63, bk = i & 63, found = 0;
            for (int d = 0; d < 64 && !found; d++) /* king moves */
                if (kxk_adjacent(wk, d) && d != ps && !kxk_adjacent(d, bk) && t->black[kxk_index(d, ps, bk)] == plies - 1)
                    found = 1;
            static const int DIRS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
            for (int dir = 0; dir < (piece == CHESS_QUEEN ? 8 : 4) && !found; dir++)
                for (int f = (ps & 7) + DIRS[dir][0], r = (ps >> 3) + DIRS[dir][1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                     f += DIRS[dir][0], r += DIRS[dir][1]) {
                    int d = f + r * 8;
                    if (d == wk || d == bk) break;
                    if (t->black[kxk_index(wk, d, bk)] == plies - 1) {
                        found = 1;
                        break;
                    }
                }
            if (found) t->white[i] = (int8_t)plies, changed = 1;
        }
        for (int i = 0; i < KXK_SIZE; i++) {
            if (t->black[i] != KXK_DRAW) continue;
            int wk = i >> 12, ps = (i >> 6) & 63, bk = i & 63, to[8], takes;
            int n = kxk_black_moves(t, wk, ps, bk, to, &takes), worst = 0, lost = !takes && n > 0;
            for (int k = 0; k < n && lost; k++) {
                int v = t->white[kxk_index(wk, ps, to[k])];
                if (v < 0) lost = 0;
                else if (v > worst) worst = v;
            }
            if (lost) t->black[i] = (int8_t)(worst + 1), changed = 1;
        }
    }
}

/* The table's answer for a core position: plies to mate, KXK_DRAW, or KXK_ILLEGAL when the
** position is not White K + piece against a bare Black king (a K v K after a capture is a DRAW). */
static int kxk_lookup(const kxk_table *t, const chess_pos *pos) {
    int wk = -1, bk = -1, ps = -1, others = 0;
    for (int sq = 0; sq < 64; sq++) {
        int p = pos->board[sq];
        if (p == CHESS_PIECE(CHESS_WHITE, CHESS_KING)) wk = sq;
        else if (p == CHESS_PIECE(CHESS_BLACK, CHESS_KING)) bk = sq;
        else if (p == CHESS_PIECE(CHESS_WHITE, t->piece)) ps = ps < 0 ? sq : 64;
        else if (p != CHESS_EMPTY) others++;
    }
    if (wk < 0 || bk < 0 || others || ps == 64) return KXK_ILLEGAL;
    if (ps < 0) return KXK_DRAW;
    int i = kxk_index(wk, ps, bk);
    return pos->side == CHESS_WHITE ? t->white[i] : t->black[i];
}

/* Writes the FEN of a table placement into buf (CHESS_FEN_MAX bytes). */
static void kxk_fen(const kxk_table *t, int wk, int ps, int bk, int white_to_move, char *buf) {
    int n = 0;
    for (int r = 7; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            int sq = r * 8 + f;
            char c = sq == wk ? 'K' : sq == bk ? 'k' : sq == ps ? (t->piece == CHESS_QUEEN ? 'Q' : 'R') : 0;
            if (!c) {
                empty++;
                continue;
            }
            if (empty) buf[n++] = (char)('0' + empty), empty = 0;
            buf[n++] = c;
        }
        if (empty) buf[n++] = (char)('0' + empty);
        if (r) buf[n++] = '/';
    }
    memcpy(buf + n, white_to_move ? " w - - 0 1" : " b - - 0 1", 11);
}
#endif
