/*
** shim.c: the WebAssembly door into the rules core. The only C file that knows it runs in wasm.
**
** One transfer buffer, owned here. JS writes its request into the input half, calls one export,
** and reads the answer from the output half:
**
**   offset    0 ..  255   the FEN the game started from (UTF-8, fen_len bytes, no NUL needed)
**   offset  256 ..  511   the argument text: a move, a square (arg_len bytes)
**   offset  512 .. 8191   the game's event log: event_count little-endian uint16 tokens
**   offset 8192 .. 16383  the answer: text, or raw bytes where an export says so
**
** The module keeps no state between calls. A game lives in JS as its start FEN plus its event log;
** every call replays the log onto the start position, checking each event as the core would, so
** boards never share hidden state and a forged log is refused, not trusted.
**
** An event token is a chess_move (bit 15 clear, see chess.h). Every export returns a count
** (>= 0) or a negative CHESS_ERR_* code. `flags`: bit 0 = exercise position.
*/
#include "chess.h"

#define TRANSFER_SIZE 16384
#define IN_FEN 0
#define IN_FEN_MAX 256
#define IN_ARG 256
#define IN_ARG_MAX 256
#define IN_EVENTS 512
#define IN_EVENTS_MAX ((8192 - IN_EVENTS) / 2)
#define OUT 8192
#define OUT_MAX 8192

#define FLAG_EXERCISE 1

static unsigned char transfer[TRANSFER_SIZE] __attribute__((aligned(16)));

/* The request, decoded out of the input half before anything is written to the output half. */
typedef struct request {
    chess_pos start;
    chess_pos pos; /* after replaying the event log */
    char arg[IN_ARG_MAX + 1];
    int ply;
} request;

/* A growing text answer in the output half. */
typedef struct writer {
    char *text;
    int len;
    int overflow;
} writer;

static void writer_init(writer *w) {
    w->text = (char *)transfer + OUT;
    w->len = 0;
    w->overflow = 0;
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

static int writer_finish(writer *w, int result) {
    return w->overflow ? CHESS_ERR_BUFFER_TOO_SMALL : result;
}

/* Copies `len` bytes of user text to a NUL-terminated string. A NUL byte inside the text becomes
** 0x01, a character no field accepts, so the core reports the field it is in instead of reading a
** shortened string that might even be valid. */
static int copy_text(char *dst, int offset, int len, int max) {
    int i;
    if (len < 0) return CHESS_ERR_INVALID_ARGUMENT;
    if (len >= max) return CHESS_ERR_INPUT_TOO_LONG;
    for (i = 0; i < len; i++) {
        unsigned char c = transfer[offset + i];
        dst[i] = c ? (char)c : (char)1;
    }
    dst[len] = 0;
    return 0;
}

static chess_move event_at(int index) {
    const unsigned char *p = transfer + IN_EVENTS + 2 * index;
    return (chess_move)(p[0] | (p[1] << 8));
}

/* Checks that `token` is a legal move in pos and returns it, or returns CHESS_MOVE_NONE. */
static int replay_move_ok(const chess_pos *pos, chess_move token) {
    chess_move found;
    if (CHESS_MOVE_KIND(token) == CHESS_MOVE_PASS) {
        return chess_move_parse(pos, "0000", &found) == 0 && found == token;
    }
    if (chess_move_find(pos, CHESS_MOVE_FROM(token), CHESS_MOVE_TO(token), CHESS_MOVE_PROMOTION(token), &found) != 0)
        return 0;
    return found == token;
}

static int load(request *r, int fen_len, int event_count, int arg_len, int flags) {
    char fen[IN_FEN_MAX + 1];
    int i, err;
    if (event_count < 0 || event_count > IN_EVENTS_MAX) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = copy_text(fen, IN_FEN, fen_len, IN_FEN_MAX)) != 0) return err;
    if ((err = copy_text(r->arg, IN_ARG, arg_len, IN_ARG_MAX)) != 0) return err;
    if ((err = chess_fen_parse(&r->start, fen, (flags & FLAG_EXERCISE) ? CHESS_POS_EXERCISE : 0)) != 0) return err;
    r->pos = r->start;
    for (i = 0; i < event_count; i++) {
        chess_move token = event_at(i);
        if (!replay_move_ok(&r->pos, token)) return CHESS_ERR_INVALID_ARGUMENT;
        chess_make_move(&r->pos, token, &r->pos);
    }
    r->ply = event_count;
    return 0;
}

static request scratch; /* rebuilt by every call; never read before load() fills it */

/* The buffer's address and size, for JS's typed-array views. */
int chess_wasm_buffer(void) { return (int)(size_t)transfer; }
int chess_wasm_buffer_size(void) { return TRANSFER_SIZE; }

/* Writes the FEN of the current position. Returns its length. With no events this validates and
** normalises a FEN. */
int chess_wasm_fen(int fen_len, int event_count, int flags) {
    int err = load(&scratch, fen_len, event_count, 0, flags);
    if (err) return err;
    return chess_fen_write(&scratch.pos, (char *)transfer + OUT, OUT_MAX);
}

/* Returns 1 if the side to move is in check, else 0. */
int chess_wasm_in_check(int fen_len, int event_count, int flags) {
    int err = load(&scratch, fen_len, event_count, 0, flags);
    if (err) return err;
    return chess_in_check(&scratch.pos);
}

static char piece_letter(int piece) {
    static const char letters[] = ".pnbrqk";
    char c = letters[CHESS_PIECE_TYPE(piece)];
    return CHESS_PIECE_COLOR(piece) == CHESS_WHITE ? (char)(c - 'a' + 'A') : c;
}

/* One line per move: "UCI SAN\n". */
static int write_moves(writer *w, const chess_pos *pos, const chess_move *moves, int count) {
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

/* Writes every legal move, one "UCI SAN" line each. Returns their number. */
int chess_wasm_moves(int fen_len, int event_count, int flags) {
    chess_move moves[CHESS_MAX_MOVES];
    writer w;
    int count, err = load(&scratch, fen_len, event_count, 0, flags);
    if (err) return err;
    count = chess_legal_moves(&scratch.pos, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    writer_init(&w);
    return write_moves(&w, &scratch.pos, moves, count);
}

/* As chess_wasm_moves, for the piece on the square named by the argument text. */
int chess_wasm_moves_from(int fen_len, int event_count, int arg_len, int flags) {
    chess_move moves[CHESS_MAX_MOVES];
    writer w;
    int square, count, err = load(&scratch, fen_len, event_count, arg_len, flags);
    if (err) return err;
    if (arg_len != 2) return CHESS_ERR_MOVE_SYNTAX;
    square = chess_square_parse(scratch.arg);
    if (square < 0) return square;
    count = chess_legal_moves_from(&scratch.pos, square, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    writer_init(&w);
    return write_moves(&w, &scratch.pos, moves, count);
}

/* Writes the squares that `color`'s pieces attack, "a1 b1 ...", in square order. Returns their
** number. */
int chess_wasm_attacked(int fen_len, int event_count, int color, int flags) {
    char name[3];
    writer w;
    uint64_t set;
    int square, count = 0, err = load(&scratch, fen_len, event_count, 0, flags);
    if (err) return err;
    if (color != CHESS_WHITE && color != CHESS_BLACK) return CHESS_ERR_INVALID_ARGUMENT;
    set = chess_attacked_squares(&scratch.pos, color);
    writer_init(&w);
    for (square = 0; square < 64; square++) {
        if (!((set >> square) & 1)) continue;
        chess_square_name(square, name, sizeof name);
        if (count++) put_char(&w, ' ');
        put_text(&w, name);
    }
    return writer_finish(&w, count);
}

/* Parses the argument text as a move (UCI or SAN) in the current position and describes it:
**   line 1: "UCI SAN MOVED CAPTURED CHECK MATE", MOVED and CAPTURED as FEN letters ('-' for none),
**           CHECK and MATE as 0 or 1
**   line 2: the FEN after the move
** Returns the move (a new event token for the log), or why it is illegal. */
int chess_wasm_play(int fen_len, int event_count, int arg_len, int flags) {
    chess_move move;
    chess_pos after;
    char text[CHESS_FEN_MAX + 16];
    char captured[2] = {'-', 0};
    char moved[2] = {0, 0};
    writer w;
    int captured_square, err = load(&scratch, fen_len, event_count, arg_len, flags);
    if (err) return err;
    if (scratch.ply >= IN_EVENTS_MAX) return CHESS_ERR_GAME_FULL;
    err = chess_move_parse(&scratch.pos, scratch.arg, &move);
    if (err) return err;
    chess_make_move(&scratch.pos, move, &after);
    writer_init(&w);
    chess_move_to_uci(move, text, sizeof text);
    put_text(&w, text);
    put_char(&w, ' ');
    if (chess_move_to_san(&scratch.pos, move, text, sizeof text) < 0) return CHESS_ERR_INVALID_ARGUMENT;
    put_text(&w, text);
    put_char(&w, ' ');
    moved[0] = CHESS_MOVE_KIND(move) == CHESS_MOVE_PASS ? '-' : piece_letter(scratch.pos.board[CHESS_MOVE_FROM(move)]);
    put_text(&w, moved);
    put_char(&w, ' ');
    captured_square = CHESS_MOVE_TO(move);
    if (CHESS_MOVE_KIND(move) == CHESS_MOVE_EN_PASSANT)
        captured_square = CHESS_SQUARE(CHESS_FILE(CHESS_MOVE_TO(move)), CHESS_RANK(CHESS_MOVE_FROM(move)));
    if (CHESS_MOVE_KIND(move) != CHESS_MOVE_PASS && CHESS_MOVE_KIND(move) != CHESS_MOVE_CASTLE &&
        scratch.pos.board[captured_square] != CHESS_EMPTY)
        captured[0] = piece_letter(scratch.pos.board[captured_square]);
    put_text(&w, captured);
    {
        int check = chess_in_check(&after);
        int mate = check && chess_count_legal_moves(&after) == 0;
        put_text(&w, check ? " 1" : " 0");
        put_text(&w, mate ? " 1\n" : " 0\n");
    }
    if (chess_fen_write(&after, text, sizeof text) < 0) return CHESS_ERR_BUFFER_TOO_SMALL;
    put_text(&w, text);
    return writer_finish(&w, move);
}

/* Counts perft leaves to `depth` (0..8) and writes the count as two little-endian uint32 words
** (low, high) at the answer offset. Returns 0. */
int chess_wasm_perft(int fen_len, int depth, int flags) {
    uint64_t leaves;
    unsigned char *out = transfer + OUT;
    int i, err = load(&scratch, fen_len, 0, 0, flags);
    if (err) return err;
    if (depth < 0 || depth > 8) return CHESS_ERR_INVALID_ARGUMENT;
    leaves = chess_perft(&scratch.pos, depth);
    for (i = 0; i < 8; i++) out[i] = (unsigned char)(leaves >> (8 * i));
    return 0;
}
