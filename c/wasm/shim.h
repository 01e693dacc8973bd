/*
** shim.h: what the shim's files share: the transfer buffer's layout, the answer records' structs,
** and the reading of a request and the writing of an answer (shim.c). Each export file includes it:
** shim_play.c (the board's calls), shim_laws.c (touch-move, claims, the flag's proof, perft) and
** shim_deep.c (chess-search.wasm's: search, mate solver, full can-mate, exercises, PGN).
** shim.c's header comment documents the buffer and every record.
*/
#ifndef CHESS_WASM_SHIM_H
#define CHESS_WASM_SHIM_H

#include <stddef.h>
#include "records.h"
#include "chess.h"

#define TRANSFER_SIZE 24576
#define GAME_REGION 12288
#define ARG 12288
#define ARG_MAX 256
#define OUT 12544
#define OUT_MAX (TRANSFER_SIZE - OUT)

#define MOVE_KIND_ENUM(name, value, text) name = value,
enum { CHESS_WASM_MOVE_KIND_LIST(MOVE_KIND_ENUM) };

/* The records' structs, made from their one list (records.h). */
#define RECORD_SCALAR(name, type) type name;
#define RECORD_ARRAY(name, type, count) type name[count];
#define RECORD_STRUCT(struct_name, js_name, fields) typedef struct struct_name { fields(RECORD_SCALAR, RECORD_ARRAY) } struct_name;
CHESS_WASM_RECORDS(RECORD_STRUCT)

#define STATE_SIZE ((int)sizeof(state_record))
#define MOVE_SIZE ((int)sizeof(move_record))

/* The one transfer buffer (defined in shim.c): the module's only state, none of it kept between
** calls. */
typedef union {
    chess_game game;
    unsigned char bytes[TRANSFER_SIZE];
    uint64_t align;
} shim_transfer;
extern shim_transfer chess_wasm_transfer;

#define GAME (&chess_wasm_transfer.game)
#define BYTES (chess_wasm_transfer.bytes)
#define ANSWER(type, index) ((type *)(void *)(BYTES + OUT) + (index))

/* ---- the request (each returns 0 or a CHESS_ERR_* code unless it says otherwise) ---- */

/* Copies len bytes of the buffer from `at` to the NUL-terminated string dst (ARG_MAX bytes). */
int read_text(char *dst, int at, int len);
/* read_text of the argument text. */
int read_arg(char *dst, int len);
/* Parses the FEN of len bytes at `at` into *pos (flags: CHESS_POS_EXERCISE or 0). */
int read_fen_at(int at, int len, int flags, chess_pos *pos);
/* read_fen_at of the argument text. */
int read_fen(int arg_len, int flags, chess_pos *pos);
/* 1 if the game record in the buffer can be read safely, else 0. */
int game_ok(void);
int game_over(void);
int valid_color(int color);
int valid_laws(int laws);
/* Checks the record and that the game goes on, then reads the argument text as a move (empty
** text: CHESS_MOVE_NONE, or MOVE_SYNTAX when one is `required`). */
int read_game_move(int arg_len, chess_move *move, int required);
/* The square named by the argument text ("e4"), or MOVE_SYNTAX. */
int read_square(int arg_len);

/* ---- the answer ---- */

void copy_name(char *field, size_t size, const char *name);
/* Writes the state record at `at` (an offset into the answer region). */
int put_state(int at);
/* Describes a legal move of pos in *r. With `after` (the position after it), check and mate too. */
int put_move(move_record *r, const chess_pos *pos, chess_move move, const chess_pos *after);
/* Move records for moves[0..count) of pos, from the start of the answer. Returns count. */
int put_move_list(const chess_pos *pos, const chess_move *moves, int count);
/* Writes a u64 at the start of the answer, little-endian. */
void put_u64(uint64_t value);

#endif
