/*
** shim.c: the WebAssembly door into the rules core: the transfer buffer, reading a request from it
** and writing an answer into it. It and the export files beside it (shim.h names them) are the only
** C code that knows it runs in wasm.
**
** One transfer buffer, owned here. JS writes a request into it, calls one export, and reads the
** answer back:
**
**   offset      0 .. 12287   a game record (chess_game, chess_wasm_game_size() bytes)
**   offset  12288 .. 12543   the argument text: a FEN, a move, a square (arg_len bytes, no NUL)
**   offset  12544 .. 24575   the answer: fixed binary records, laid out below
**
** The module keeps no state between calls. A chess_game holds no pointers, so a game object in JS
** keeps its own record as bytes and passes it in with every call; an export that changes the game
** leaves the new record in the buffer, and JS copies it back only when the call succeeded. So one
** instance serves every board, games cannot disturb each other, a failed call loses nothing, and
** nothing is ever allocated or leaked.
**
** Every export returns a count (>= 0) or a negative CHESS_ERR_* code. The numbers JS passes are
** checked here, and one the core does not take gives INVALID_ARGUMENT: the core treats them as
** programmer errors. `flags`: CHESS_POS_EXERCISE or 0. `laws`: CHESS_LAWS_CURRENT (0) or
** CHESS_LAWS_2000 (2000). `color`: 0 white, 1 black.
**
** The answer's records, little-endian, strings NUL-terminated ASCII in fixed fields. Their one list
** is records.h, which the structs below and the JS's offsets (web/rules/records.gen.mjs, read with a
** DataView in web/rules/protocol.mjs) are both made from; the offsets shown here are those:
**
**   state (STATE_SIZE bytes): the game after the call
**     0  u8   result       CHESS_RESULT_*            1  u8  reason   CHESS_REASON_*
**     2  u8   modern       chess_reason_is_modern    3  u8  side     the side to move
**     4  i8   check        chess_check_square, -1    5  i8  offer    colour with a pending draw offer, -1
**     6  u8   touches      squares touched           8  u16 halfmove the halfmove clock
**     10 u16  repetitions  chess_game_repetitions    12 u16 plies    moves played
**     14 char result_name[8]  chess_result_name      22 char reason_name[26] chess_reason_name
**     48 char fen[CHESS_FEN_MAX]
**
**   move (MOVE_SIZE bytes): one move, described in the position before it
**     0  u16  move         the core's encoding (chess.h "Moves")
**     2  u8   piece        the piece that moves (CHESS_PIECE; 0 for a pass)
**     3  u8   captured     chess_move_captured
**     4  u8   kind         MOVE_KIND_* below
**     5  u8   check        after the move (played moves only; else 0)
**     6  u8   mate         after the move (played moves only; else 0)
**     7  u8   claims       CHESS_CLAIM_* bits (chess_wasm_game_claims_after only)
**     8  char uci[6]       14 char san[10]
**
**   touch header (MOVE_SIZE bytes): 0 char kind[16] chess_touch_kind_name, 16 char article[8]
**   search result (SEARCH_SIZE bytes): a move record, then 24 i16 score, 26 i16 mate,
**     28 u8 depth, 32 u32 nodes, 36 char reason[16] chess_hint_reason_name
**   perft: a u64 leaf count; attacked squares: a u64 set (bit n = square n)
**   culprits: 2 bytes each: i8 square, i8 attacks (chess_culprit: the square it attacks, or -1)
**   PGN reading (PGN_INFO_SIZE bytes, then the start FEN and the moves):
**     0  i32 result (CHESS_RESULT_*)   4 i32 has_result     8 i32 tag_count   12 i32 tags_length
**     16 u32 end    20 u32 error_offset  24 u32 error_length  28 i32 error_line
**     32 i32 move_number   36 i32 move_color   40 char start_fen[CHESS_FEN_MAX]
**     140 char moves[]: the plies read, in UCI, each followed by one space, NUL-terminated
**   exercise (EXERCISE_SIZE bytes, then the solutions):
**     0  u32 tries   4 u8 solution_count   5 u8 piece   6 i8 target   7 i8 decoy
**     8  u8 star_count   9 u8 par   10 i8 stars[4]   14 char fen[CHESS_FEN_MAX]
**     116 char solutions[] (after 2 bytes of padding): in UCI, each followed by one space, NUL-terminated
**
** The search module has a second buffer, for PGN text (chess_wasm_pgn_buffer): PGN_TEXT_MAX bytes
** of text, then PGN_TAGS_MAX bytes of tag pairs, each name and value NUL-terminated.
**
** chess_wasm_protocol() names this layout; JS refuses a module whose number it does not know.
*/
#include <string.h>
#include "shim.h"

#define PROTOCOL 5

/* The generator's offsets for the JS, asserted against the structs (records.gen.h, written by
   scripts/gen/records.mjs). */
#include "records.gen.h"

_Static_assert(sizeof(chess_game) <= GAME_REGION, "the game record must fit its region of the buffer");
_Static_assert(sizeof(touch_record) == sizeof(move_record), "a touch header takes a move record's place");
_Static_assert(MOVE_SIZE + STATE_SIZE <= OUT_MAX && MOVE_SIZE * (CHESS_MAX_MOVES + 1) <= OUT_MAX,
               "every answer fits the answer region");

shim_transfer chess_wasm_transfer;

/* ---- the request ----------------------------------------------------------------------------- */

/* A NUL byte inside the text becomes 0x01, a character no field accepts, so the core reports the
** field it sits in rather than reading a shortened string that might be valid. */
int read_text(char *dst, int at, int len) {
    int i;
    if (len < 0) return CHESS_ERR_INVALID_ARGUMENT;
    if (len >= ARG_MAX) return CHESS_ERR_INPUT_TOO_LONG;
    for (i = 0; i < len; i++) {
        unsigned char c = BYTES[at + i];
        dst[i] = c ? (char)c : (char)1;
    }
    dst[len] = 0;
    return 0;
}

int read_arg(char *dst, int len) { return read_text(dst, ARG, len); }

int read_fen_at(int at, int len, int flags, chess_pos *pos) {
    char fen[ARG_MAX];
    int err = read_text(fen, at, len);
    return err ? err : chess_fen_parse(pos, fen, (unsigned)flags & CHESS_POS_EXERCISE);
}

int read_fen(int arg_len, int flags, chess_pos *pos) { return read_fen_at(ARG, arg_len, flags, pos); }

int valid_laws(int laws) { return laws == CHESS_LAWS_CURRENT || laws == CHESS_LAWS_2000; }

/* JS hands back only records this module (or its twin, chess-search.wasm) wrote, but a record is
** checked before the core reads it, so that no damaged one can make it index out of bounds. */
int game_ok(void) {
    const chess_game *g = GAME;
    if (g->ply_count > CHESS_GAME_MAX_PLIES || g->touch_count > CHESS_TOUCH_MAX) return 0;
    if (!valid_laws(g->laws)) return 0;
    if (g->draw_offer < -1 || g->draw_offer > 1 || g->pos.side > 1 || g->start.side > 1) return 0;
    if (g->pos.ep_square < CHESS_NO_SQUARE || g->pos.ep_square > 63) return 0;
    return g->outcome.result <= CHESS_RESULT_DRAW && g->outcome.reason <= CHESS_REASON_TIME_FORFEIT_CANNOT_MATE;
}

int valid_color(int color) { return color == CHESS_WHITE || color == CHESS_BLACK; }
int game_over(void) { return GAME->outcome.result != CHESS_RESULT_ONGOING; }

int read_game_move(int arg_len, chess_move *move, int required) {
    char text[ARG_MAX];
    int err;
    *move = CHESS_MOVE_NONE;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return CHESS_ERR_GAME_OVER;
    if ((err = read_arg(text, arg_len)) != 0) return err;
    if (arg_len == 0) return required ? CHESS_ERR_MOVE_SYNTAX : 0;
    return chess_move_parse(&GAME->pos, text, move);
}

int read_square(int arg_len) {
    char name[ARG_MAX];
    int err = read_arg(name, arg_len);
    if (err) return err;
    return arg_len == 2 ? chess_square_parse(name) : CHESS_ERR_MOVE_SYNTAX;
}

/* ---- the answer's records -------------------------------------------------------------------- */

void copy_name(char *field, size_t size, const char *name) {
    size_t i;
    for (i = 0; i + 1 < size && name[i]; i++) field[i] = name[i];
    field[i] = 0;
}

void put_u64(uint64_t value) {
    int i;
    for (i = 0; i < 8; i++) BYTES[OUT + i] = (unsigned char)(value >> (8 * i));
}

int put_state(int at) {
    state_record *s = (state_record *)(void *)(BYTES + OUT + at);
    const chess_game *g = GAME;
    s->result = g->outcome.result;
    s->reason = g->outcome.reason;
    s->modern = (uint8_t)chess_reason_is_modern(g->outcome.reason);
    s->side = g->pos.side;
    s->check = (int8_t)chess_check_square(&g->pos);
    s->offer = g->draw_offer;
    s->touches = g->touch_count;
    s->unused = 0;
    s->halfmove = g->pos.halfmove_clock;
    s->repetitions = (uint16_t)chess_game_repetitions(g);
    s->plies = g->ply_count;
    copy_name(s->result_name, sizeof s->result_name, chess_result_name(g->outcome.result));
    copy_name(s->reason_name, sizeof s->reason_name, chess_reason_name(g->outcome.reason));
    return chess_fen_write(&g->pos, s->fen, sizeof s->fen) < 0 ? CHESS_ERR_BUFFER_TOO_SMALL : 0;
}

static int kind_of(chess_move move) {
    int kind = CHESS_MOVE_KIND(move);
    if (kind == CHESS_MOVE_CASTLE)
        return CHESS_MOVE_TO(move) > CHESS_MOVE_FROM(move) ? MOVE_KIND_CASTLE_KINGSIDE : MOVE_KIND_CASTLE_QUEENSIDE;
    if (kind == CHESS_MOVE_EN_PASSANT) return MOVE_KIND_EN_PASSANT;
    if (kind == CHESS_MOVE_PASS) return MOVE_KIND_PASS;
    return CHESS_MOVE_IS_PROMOTION(move) ? MOVE_KIND_PROMOTION : MOVE_KIND_NORMAL;
}

int put_move(move_record *r, const chess_pos *pos, chess_move move, const chess_pos *after) {
    int pass = CHESS_MOVE_KIND(move) == CHESS_MOVE_PASS;
    r->move = move;
    r->piece = pass ? CHESS_EMPTY : pos->board[CHESS_MOVE_FROM(move)];
    r->captured = (uint8_t)chess_move_captured(pos, move);
    r->kind = (uint8_t)kind_of(move);
    r->check = (uint8_t)(after && chess_in_check(after));
    r->mate = (uint8_t)(r->check && chess_count_legal_moves(after) == 0);
    r->claims = 0;
    if (chess_move_to_uci(move, r->uci, sizeof r->uci) < 0) return CHESS_ERR_BUFFER_TOO_SMALL;
    return chess_move_to_san(pos, move, r->san, sizeof r->san) < 0 ? CHESS_ERR_BUFFER_TOO_SMALL : 0;
}

int put_move_list(const chess_pos *pos, const chess_move *moves, int count) {
    int i, err;
    for (i = 0; i < count; i++)
        if ((err = put_move(ANSWER(move_record, i), pos, moves[i], NULL)) != 0) return err;
    return count;
}

/* ---- exports: the buffer --------------------------------------------------------------------- */

int chess_wasm_buffer(void) { return (int)(size_t)BYTES; }
int chess_wasm_buffer_size(void) { return TRANSFER_SIZE; }
int chess_wasm_game_size(void) { return (int)sizeof(chess_game); }
/* Where the argument text and the answer start in the buffer. */
int chess_wasm_arg_offset(void) { return ARG; }
int chess_wasm_out_offset(void) { return OUT; }
/* The layout of the answer's records, as the header comment gives it. */
int chess_wasm_protocol(void) { return PROTOCOL; }
