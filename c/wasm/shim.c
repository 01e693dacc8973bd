/*
** shim.c: the WebAssembly door into the rules core. The only C file that knows it runs in wasm.
**
** One transfer buffer, owned here. JS writes a request into it, calls one export, and reads the
** answer back:
**
**   offset      0 .. 12287   a game record (chess_game, chess_wasm_game_size() bytes)
**   offset  12288 .. 12543   the argument text: a FEN, a move, a square (arg_len bytes, no NUL)
**   offset  12544 .. 24575   the answer: text, NUL-terminated, or raw bytes where an export says
**
** The module keeps no state between calls. A chess_game holds no pointers, so a game object in JS
** keeps its own record as bytes and passes it in with every call; an export that changes the game
** leaves the new record in the buffer, and JS copies it back only when the call succeeded. So one
** instance serves every board, games cannot disturb each other, a failed call loses nothing, and
** nothing is ever allocated or leaked.
**
** Every export returns a count (>= 0) or a negative CHESS_ERR_* code.
** `flags`: CHESS_POS_EXERCISE or 0. `laws`: 0 (current) or 2000. `color`: 0 white, 1 black.
**
** The state text that the game exports append, two lines:
**   FEN
**   RESULT REASON MODERN CHECK OFFER TOUCHES    e.g. "* ongoing 0 1 - 0"
** MODERN is chess_reason_is_modern, CHECK 0/1, OFFER the colour with a pending draw offer
** ('w', 'b' or '-'), TOUCHES the number of squares touched since the last move.
**
** A move description line: "UCI SAN MOVED CAPTURED CHECK MATE", MOVED and CAPTURED as FEN
** letters ('-' for none), CHECK and MATE 0/1.
*/
#include "chess.h"

#define TRANSFER_SIZE 24576
#define GAME_REGION 12288
#define ARG 12288
#define ARG_MAX 256
#define OUT 12544
#define OUT_MAX (TRANSFER_SIZE - OUT)

_Static_assert(sizeof(chess_game) <= GAME_REGION, "the game record must fit its region of the buffer");

static union {
    chess_game game;
    unsigned char bytes[TRANSFER_SIZE];
    uint64_t align;
} transfer;

#define GAME (&transfer.game)

/* ---- the answer ------------------------------------------------------------------------------ */

typedef struct writer {
    char *text;
    int len;
    int overflow;
} writer;

static void writer_init(writer *w) {
    w->text = (char *)transfer.bytes + OUT;
    w->len = 0;
    w->overflow = 0;
    w->text[0] = 0;
}

static void put_char(writer *w, char c) {
    if (w->len + 1 >= OUT_MAX) {
        w->overflow = 1;
        return;
    }
    w->text[w->len++] = c;
    w->text[w->len] = 0;
}

static void put_text(writer *w, const char *s) {
    while (*s) put_char(w, *s++);
}

static int writer_finish(const writer *w, int result) { return w->overflow ? CHESS_ERR_BUFFER_TOO_SMALL : result; }

/* ---- the request ----------------------------------------------------------------------------- */

/* Copies the argument text to a NUL-terminated string. A NUL byte inside it becomes 0x01, a
** character no field accepts, so the core reports the field it sits in rather than reading a
** shortened string that might be valid. */
static int read_arg(char *dst, int len) {
    int i;
    if (len < 0) return CHESS_ERR_INVALID_ARGUMENT;
    if (len >= ARG_MAX) return CHESS_ERR_INPUT_TOO_LONG;
    for (i = 0; i < len; i++) {
        unsigned char c = transfer.bytes[ARG + i];
        dst[i] = c ? (char)c : (char)1;
    }
    dst[len] = 0;
    return 0;
}

/* JS hands back only records this module wrote, but a record is checked before the core reads
** it, so that no damaged one can make it index out of bounds. */
static int game_ok(void) {
    const chess_game *g = GAME;
    if (g->ply_count > CHESS_GAME_MAX_PLIES || g->touch_count > CHESS_TOUCH_MAX) return 0;
    if (g->laws != CHESS_LAWS_CURRENT && g->laws != CHESS_LAWS_2000) return 0;
    if (g->draw_offer < -1 || g->draw_offer > 1 || g->pos.side > 1 || g->start.side > 1) return 0;
    if (g->pos.ep_square < CHESS_NO_SQUARE || g->pos.ep_square > 63) return 0;
    return 1;
}

static int valid_color(int color) { return color == CHESS_WHITE || color == CHESS_BLACK; }

/* ---- pieces of answers ----------------------------------------------------------------------- */

static char piece_letter(int piece) {
    static const char letters[] = "-pnbrqk";
    char c = letters[CHESS_PIECE_TYPE(piece)];
    return (piece != CHESS_EMPTY && CHESS_PIECE_COLOR(piece) == CHESS_WHITE) ? (char)(c - 'a' + 'A') : c;
}

static void put_bit(writer *w, int bit) { put_text(w, bit ? " 1" : " 0"); }

static void put_state(writer *w) {
    char fen[CHESS_FEN_MAX];
    const chess_game *g = GAME;
    if (chess_fen_write(&g->pos, fen, sizeof fen) < 0) w->overflow = 1;
    else put_text(w, fen);
    put_char(w, '\n');
    put_text(w, chess_result_name(g->outcome.result));
    put_char(w, ' ');
    put_text(w, chess_reason_name(g->outcome.reason));
    put_bit(w, chess_reason_is_modern(g->outcome.reason));
    put_bit(w, chess_in_check(&g->pos) == 1);
    put_text(w, g->draw_offer == CHESS_WHITE ? " w " : g->draw_offer == CHESS_BLACK ? " b " : " - ");
    put_char(w, (char)('0' + g->touch_count / 10));
    put_char(w, (char)('0' + g->touch_count % 10));
    put_char(w, '\n');
}

/* The first half of a move description, from the position before the move: "UCI SAN MOVED CAP". */
static int put_move_before(writer *w, const chess_pos *pos, chess_move move) {
    char text[16];
    int kind = CHESS_MOVE_KIND(move), captured_square = CHESS_MOVE_TO(move), captured = CHESS_EMPTY;
    if (chess_move_to_uci(move, text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
    put_text(w, text);
    put_char(w, ' ');
    if (chess_move_to_san(pos, move, text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
    put_text(w, text);
    put_char(w, ' ');
    put_char(w, kind == CHESS_MOVE_PASS ? '-' : piece_letter(pos->board[CHESS_MOVE_FROM(move)]));
    put_char(w, ' ');
    if (kind == CHESS_MOVE_EN_PASSANT)
        captured_square = CHESS_SQUARE(CHESS_FILE(CHESS_MOVE_TO(move)), CHESS_RANK(CHESS_MOVE_FROM(move)));
    if (kind != CHESS_MOVE_PASS && kind != CHESS_MOVE_CASTLE) captured = pos->board[captured_square];
    put_char(w, piece_letter(captured));
    return 0;
}

/* The second half, from the position after it: " CHECK MATE\n". */
static void put_move_after(writer *w, const chess_pos *after) {
    int check = chess_in_check(after) == 1;
    put_bit(w, check);
    put_bit(w, check && chess_count_legal_moves(after) == 0);
    put_char(w, '\n');
}

/* One "UCI SAN" line per move. */
static int put_move_list(writer *w, const chess_pos *pos, const chess_move *moves, int count) {
    char text[16];
    int i;
    for (i = 0; i < count; i++) {
        if (chess_move_to_uci(moves[i], text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
        put_text(w, text);
        put_char(w, ' ');
        if (chess_move_to_san(pos, moves[i], text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
        put_text(w, text);
        put_char(w, '\n');
    }
    return writer_finish(w, count);
}

/* Parses the argument text as a move in the game's position (empty text: CHESS_MOVE_NONE). */
static int read_move(int arg_len, chess_move *move) {
    char text[ARG_MAX];
    int err = read_arg(text, arg_len);
    *move = CHESS_MOVE_NONE;
    if (err || arg_len == 0) return err;
    return chess_move_parse(&GAME->pos, text, move);
}

/* ---- exports: the buffer --------------------------------------------------------------------- */

int chess_wasm_buffer(void) { return (int)(size_t)transfer.bytes; }
int chess_wasm_buffer_size(void) { return TRANSFER_SIZE; }
int chess_wasm_game_size(void) { return (int)sizeof(chess_game); }
/* Where the argument text and the answer start in the buffer. */
int chess_wasm_arg_offset(void) { return ARG; }
int chess_wasm_out_offset(void) { return OUT; }

/* ---- exports: positions ---------------------------------------------------------------------- */

/* Validates the FEN in the argument text; writes it normalised. Returns its length. */
int chess_wasm_validate_fen(int arg_len, int flags) {
    char fen[ARG_MAX];
    chess_pos pos;
    int err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    return chess_fen_write(&pos, (char *)transfer.bytes + OUT, OUT_MAX);
}

/* Counts perft leaves of the FEN in the argument text to `depth` (0..8), and writes the count as
** two little-endian uint32 words (low, high). Returns 0. */
int chess_wasm_perft(int arg_len, int depth, int flags) {
    char fen[ARG_MAX];
    chess_pos pos;
    uint64_t leaves;
    int i, err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    if (depth < 0 || depth > 8) return CHESS_ERR_INVALID_ARGUMENT;
    leaves = chess_perft(&pos, depth);
    for (i = 0; i < 8; i++) transfer.bytes[OUT + i] = (unsigned char)(leaves >> (8 * i));
    return 0;
}

/* ---- exports: games -------------------------------------------------------------------------- */

/* Starts a game record from the FEN in the argument text (arg_len -1: the initial position) and
** writes the state. Returns 0. */
int chess_wasm_game_init(int arg_len, int flags, int laws) {
    char fen[ARG_MAX];
    writer w;
    int err = arg_len == -1 ? 0 : read_arg(fen, arg_len);
    if (err) return err;
    err = chess_game_init(GAME, arg_len == -1 ? NULL : fen, (unsigned)flags & CHESS_POS_EXERCISE, laws);
    if (err) return err;
    writer_init(&w);
    put_state(&w);
    return writer_finish(&w, 0);
}

/* Writes the state. Returns 0. */
int chess_wasm_game_state(void) {
    writer w;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    writer_init(&w);
    put_state(&w);
    return writer_finish(&w, 0);
}

/* Writes the legal moves, one "UCI SAN" line each; none once the game is over. Returns their
** number. */
int chess_wasm_game_moves(void) {
    chess_move moves[CHESS_MAX_MOVES];
    writer w;
    int count;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    writer_init(&w);
    if (GAME->outcome.result != CHESS_RESULT_ONGOING) return 0;
    count = chess_legal_moves(&GAME->pos, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    return put_move_list(&w, &GAME->pos, moves, count);
}

/* As chess_wasm_game_moves, for the piece on the square named in the argument text. */
int chess_wasm_game_moves_from(int arg_len) {
    chess_move moves[CHESS_MAX_MOVES];
    char name[ARG_MAX];
    writer w;
    int square, count, err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = read_arg(name, arg_len)) != 0) return err;
    if (arg_len != 2 || (square = chess_square_parse(name)) < 0) return CHESS_ERR_MOVE_SYNTAX;
    writer_init(&w);
    if (GAME->outcome.result != CHESS_RESULT_ONGOING) return 0;
    count = chess_legal_moves_from(&GAME->pos, square, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    return put_move_list(&w, &GAME->pos, moves, count);
}

/* Writes the squares `color`'s pieces attack, "a1 b1 ...", in square order. Returns their number. */
int chess_wasm_game_attacked(int color) {
    char name[3];
    writer w;
    uint64_t set;
    int square, count = 0;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    set = chess_attacked_squares(&GAME->pos, color);
    writer_init(&w);
    for (square = 0; square < 64; square++) {
        if (!((set >> square) & 1)) continue;
        chess_square_name(square, name, sizeof name);
        if (count++) put_char(&w, ' ');
        put_text(&w, name);
    }
    return writer_finish(&w, count);
}

/* Plays the move in the argument text (UCI, SAN, or a pass "0000"). Writes its description line,
** then the state. Returns the move value, or GAME_OVER, why the move is illegal, TOUCH_MOVE_REQUIRED
** or GAME_FULL. */
int chess_wasm_game_play(int arg_len) {
    chess_move move;
    chess_pos before;
    writer w;
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (GAME->outcome.result != CHESS_RESULT_ONGOING) return CHESS_ERR_GAME_OVER;
    if ((err = read_move(arg_len, &move)) != 0) return err;
    if (move == CHESS_MOVE_NONE) return CHESS_ERR_MOVE_SYNTAX;
    before = GAME->pos;
    if ((err = chess_game_play(GAME, move)) != 0) return err;
    writer_init(&w);
    if ((err = put_move_before(&w, &before, move)) != 0) return err;
    put_move_after(&w, &GAME->pos);
    put_state(&w);
    return writer_finish(&w, move);
}

/* Takes back the last move and writes the state. Returns 0 or NOTHING_TO_UNDO. */
int chess_wasm_game_undo(void) {
    writer w;
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = chess_game_undo(GAME)) != 0) return err;
    writer_init(&w);
    put_state(&w);
    return writer_finish(&w, 0);
}

/* Which draws the player to move may claim, with the intended move in the argument text if any.
** Returns CHESS_CLAIM_* bits, GAME_OVER or why the intended move is illegal. */
int chess_wasm_game_claimable(int arg_len) {
    chess_move intended;
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (GAME->outcome.result != CHESS_RESULT_ONGOING) return CHESS_ERR_GAME_OVER;
    if ((err = read_move(arg_len, &intended)) != 0) return err;
    return chess_game_claimable(GAME, intended);
}

/* The player to move claims a draw for `reason` (CHESS_REASON_THREEFOLD_REPETITION or
** _FIFTY_MOVES), with the intended move in the argument text if any. Writes the description of
** the move played ("-" if none), then the state. Returns 1 (drawn) or 0 (the game goes on). */
int chess_wasm_game_claim(int reason, int arg_len) {
    chess_move intended;
    chess_pos before;
    writer w;
    int answer, plies, err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (GAME->outcome.result != CHESS_RESULT_ONGOING) return CHESS_ERR_GAME_OVER;
    if (reason != CHESS_REASON_THREEFOLD_REPETITION && reason != CHESS_REASON_FIFTY_MOVES)
        return CHESS_ERR_NOT_CLAIMABLE_REASON;
    if ((err = read_move(arg_len, &intended)) != 0) return err;
    before = GAME->pos;
    plies = GAME->ply_count;
    answer = chess_game_claim(GAME, GAME->pos.side, reason, intended);
    if (answer < 0) return answer;
    writer_init(&w);
    if (GAME->ply_count != plies) {
        if ((err = put_move_before(&w, &before, intended)) != 0) return err;
        put_move_after(&w, &GAME->pos);
    } else {
        put_text(&w, "-\n");
    }
    put_state(&w);
    return writer_finish(&w, answer);
}

typedef int (*game_action)(chess_game *game, int color);

static int act(game_action action, int color) {
    writer w;
    int err;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = action(GAME, color)) != 0) return err;
    writer_init(&w);
    put_state(&w);
    return writer_finish(&w, 0);
}

/* Game actions by `color`; each writes the state and returns 0 or the core's error. */
int chess_wasm_game_offer_draw(int color) { return act(chess_game_offer_draw, color); }
int chess_wasm_game_accept_draw(int color) { return act(chess_game_accept_draw, color); }
int chess_wasm_game_resign(int color) { return act(chess_game_resign, color); }
int chess_wasm_game_flag(int color) { return act(chess_game_flag, color); }

/* Can `color` still mate, with the full budget? Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN. */
int chess_wasm_game_can_mate(int color) {
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_can_mate(&GAME->pos, color, CHESS_CAN_MATE_FULL_BUDGET);
}

/* The player to move touches the square named in the argument text (adjust = 1: j'adoube, 4.2).
** Writes "KIND ARTICLE" and then the allowed moves in UCI, space-separated, on the next line.
** Returns their number. */
int chess_wasm_game_touch(int arg_len, int adjust) {
    chess_move moves[CHESS_MAX_MOVES];
    chess_touch_rule rule;
    char name[ARG_MAX], uci[8];
    writer w;
    int square, count, i, err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = read_arg(name, arg_len)) != 0) return err;
    if (arg_len != 2 || (square = chess_square_parse(name)) < 0) return CHESS_ERR_MOVE_SYNTAX;
    if ((err = chess_game_touch(GAME, square | (adjust ? CHESS_TOUCH_ADJUST : 0))) < 0) return err;
    count = chess_touch_moves(&GAME->pos, GAME->touches, GAME->touch_count, &rule, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    writer_init(&w);
    put_text(&w, chess_touch_kind_name(rule.kind));
    put_char(&w, ' ');
    put_text(&w, chess_touch_article_name(rule.article));
    put_char(&w, '\n');
    for (i = 0; i < count; i++) {
        chess_move_to_uci(moves[i], uci, sizeof uci);
        if (i) put_char(&w, ' ');
        put_text(&w, uci);
    }
    put_char(&w, '\n');
    return writer_finish(&w, count);
}

/* Forgets the touches. Returns 0. */
int chess_wasm_game_clear_touches(void) {
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_game_clear_touches(GAME);
}

/* ---- exports: the practice partner (search.c; only chess-search.wasm lists these) ------------- */
/* The history region for chess_wasm_search_best: the game's earlier positions as FENs, oldest
** first, one per line, written at offset 0 (the game region, unused by the search exports). Only
** the last SEARCH_HISTORY_MAX count; older ones cannot repeat after 100 reversible plies anyway. */
#define SEARCH_HISTORY_MAX 128

/* Reads the history FENs in transfer.bytes[0 .. history_len) into keys, keeping the last
** SEARCH_HISTORY_MAX. Returns their number, or the first bad FEN's error. */
static int read_history(int history_len, int flags, uint64_t *keys) {
    char fen[ARG_MAX];
    chess_pos pos;
    int start = 0, i, count = 0, err;
    if (history_len < 0 || history_len > GAME_REGION) return CHESS_ERR_INVALID_ARGUMENT;
    for (i = 0; i <= history_len; i++) {
        int len = i - start;
        if (i < history_len && transfer.bytes[i] != '\n') continue;
        if (len > 0) {
            int k;
            if (len >= ARG_MAX) return CHESS_ERR_INPUT_TOO_LONG;
            for (k = 0; k < len; k++) {
                unsigned char c = transfer.bytes[start + k];
                fen[k] = c ? (char)c : (char)1;
            }
            fen[len] = 0;
            if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
            if (count == SEARCH_HISTORY_MAX) {
                for (k = 1; k < SEARCH_HISTORY_MAX; k++) keys[k - 1] = keys[k];
                count--;
            }
            keys[count++] = chess_position_key(&pos);
        }
        start = i + 1;
    }
    return count;
}

static void put_int(writer *w, long value) {
    char digits[12];
    int n = 0;
    unsigned long magnitude = value < 0 ? (unsigned long)-value : (unsigned long)value;
    if (value < 0) put_char(w, '-');
    do {
        digits[n++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    while (n) put_char(w, digits[--n]);
}

/* A move for the side to move in the FEN of the argument text. level 1..5, or nodes > 0 (a
** budget, no mistakes); mode CHESS_SEARCH_*; seed as an unsigned 32-bit value; history_len bytes
** of earlier FENs at offset 0 (see read_history). Writes "UCI SAN SCORE MATE REASON DEPTH NODES"
** (REASON a chess_hint_reason_name). Returns 0, the FEN's error, NO_LEGAL_MOVES or INVALID_ARGUMENT. */
int chess_wasm_search_best(int arg_len, int flags, int level, int nodes, int mode, int seed, int history_len) {
    char fen[ARG_MAX], text[16];
    uint64_t keys[SEARCH_HISTORY_MAX];
    chess_search_options options;
    chess_search_result result;
    chess_pos pos;
    writer w;
    int count, err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    if ((count = read_history(history_len, flags, keys)) < 0) return count;
    options.level = level;
    options.nodes = (uint32_t)nodes;
    options.mode = mode;
    options.seed = (uint32_t)seed;
    options.history = count ? keys : 0;
    options.history_count = (size_t)count;
    if ((err = chess_search_best(&pos, &options, &result)) != 0) return err;
    writer_init(&w);
    if (chess_move_to_uci(result.move, text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
    put_text(&w, text);
    put_char(&w, ' ');
    if (chess_move_to_san(&pos, result.move, text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
    put_text(&w, text);
    put_char(&w, ' ');
    put_int(&w, result.score);
    put_char(&w, ' ');
    put_int(&w, result.mate);
    put_char(&w, ' ');
    put_text(&w, chess_hint_reason_name(result.reason));
    put_char(&w, ' ');
    put_int(&w, result.depth);
    put_char(&w, ' ');
    put_int(&w, (long)result.nodes);
    return writer_finish(&w, 0);
}

/* The mate solver on the FEN of the argument text: a forced mate in at most max_moves (1..4)
** moves within budget positions (0: the default). Writes the line, one "UCI SAN" per ply.
** Returns N (the line has 2N - 1 plies), 0 (no mate: a proof), SEARCH_BUDGET or the FEN's error. */
int chess_wasm_mate_search(int arg_len, int flags, int max_moves, int budget) {
    char fen[ARG_MAX], text[16];
    chess_move line[2 * CHESS_MATE_MAX_MOVES];
    chess_pos pos;
    writer w;
    int n, i, err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    n = chess_mate_search(&pos, max_moves, (uint32_t)budget, line, sizeof line / sizeof line[0]);
    writer_init(&w);
    if (n <= 0) return n;
    for (i = 0; i < 2 * n - 1; i++) {
        if (chess_move_to_uci(line[i], text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
        put_text(&w, text);
        put_char(&w, ' ');
        if (chess_move_to_san(&pos, line[i], text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
        put_text(&w, text);
        put_char(&w, '\n');
        chess_make_move(&pos, line[i], &pos);
    }
    return writer_finish(&w, n);
}

/* A level's node budget (1..5), or INVALID_ARGUMENT. */
int chess_wasm_search_level_nodes(int level) { return chess_search_level_nodes(level); }
