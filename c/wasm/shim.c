/*
** shim.c: the WebAssembly door into the rules core. The only C file that knows it runs in wasm.
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
** programmer errors. `flags`: CHESS_POS_EXERCISE or 0. `laws`: 0 (current) or 2000. `color`: 0
** white, 1 black.
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
#include <stddef.h>
#include <string.h>
#include "records.h"
#include "chess.h"

#define PROTOCOL 5

#define TRANSFER_SIZE 24576
#define GAME_REGION 12288
#define ARG 12288
#define ARG_MAX 256
#define OUT 12544
#define OUT_MAX (TRANSFER_SIZE - OUT)

#define MOVE_KIND_ENUM(name, value, text) name = value,
enum { CHESS_WASM_MOVE_KIND_LIST(MOVE_KIND_ENUM) };

/* The records' structs, made from their one list (records.h), and the generator's offsets for the
   JS asserted against them (records.gen.h, written by scripts/gen/records.mjs). */
#define RECORD_SCALAR(name, type) type name;
#define RECORD_ARRAY(name, type, count) type name[count];
#define RECORD_STRUCT(struct_name, js_name, fields) typedef struct struct_name { fields(RECORD_SCALAR, RECORD_ARRAY) } struct_name;
CHESS_WASM_RECORDS(RECORD_STRUCT)
#include "records.gen.h"

#define STATE_SIZE ((int)sizeof(state_record))
#define MOVE_SIZE ((int)sizeof(move_record))
_Static_assert(sizeof(chess_game) <= GAME_REGION, "the game record must fit its region of the buffer");
_Static_assert(sizeof(touch_record) == sizeof(move_record), "a touch header takes a move record's place");
_Static_assert(MOVE_SIZE + STATE_SIZE <= OUT_MAX && MOVE_SIZE * (CHESS_MAX_MOVES + 1) <= OUT_MAX,
               "every answer fits the answer region");

static union {
    chess_game game;
    unsigned char bytes[TRANSFER_SIZE];
    uint64_t align;
} transfer;

#define GAME (&transfer.game)
#define ANSWER(type, index) ((type *)(void *)(transfer.bytes + OUT) + (index))

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

/* JS hands back only records this module (or its twin, chess-search.wasm) wrote, but a record is
** checked before the core reads it, so that no damaged one can make it index out of bounds. */
static int game_ok(void) {
    const chess_game *g = GAME;
    if (g->ply_count > CHESS_GAME_MAX_PLIES || g->touch_count > CHESS_TOUCH_MAX) return 0;
    if (g->laws != CHESS_LAWS_CURRENT && g->laws != CHESS_LAWS_2000) return 0;
    if (g->draw_offer < -1 || g->draw_offer > 1 || g->pos.side > 1 || g->start.side > 1) return 0;
    if (g->pos.ep_square < CHESS_NO_SQUARE || g->pos.ep_square > 63) return 0;
    return g->outcome.result <= CHESS_RESULT_DRAW && g->outcome.reason <= CHESS_REASON_TIME_FORFEIT_CANNOT_MATE;
}

static int valid_color(int color) { return color == CHESS_WHITE || color == CHESS_BLACK; }
static int game_over(void) { return GAME->outcome.result != CHESS_RESULT_ONGOING; }

/* Parses the argument text as a move in the game's position (empty text: CHESS_MOVE_NONE). */
static int read_move(int arg_len, chess_move *move) {
    char text[ARG_MAX];
    int err = read_arg(text, arg_len);
    *move = CHESS_MOVE_NONE;
    if (err || arg_len == 0) return err;
    return chess_move_parse(&GAME->pos, text, move);
}

/* The request of the exports that take a move in a game that goes on: checks the record and the
** game, then reads the move (empty text: CHESS_MOVE_NONE, or MOVE_SYNTAX when one is `required`). */
static int read_game_move(int arg_len, chess_move *move, int required) {
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return CHESS_ERR_GAME_OVER;
    if ((err = read_move(arg_len, move)) != 0) return err;
    return required && *move == CHESS_MOVE_NONE ? CHESS_ERR_MOVE_SYNTAX : 0;
}

/* Reads a square's name ("e4") from the argument text. Returns the square or MOVE_SYNTAX. */
static int read_square(int arg_len) {
    char name[ARG_MAX];
    int err = read_arg(name, arg_len);
    if (err) return err;
    return arg_len == 2 ? chess_square_parse(name) : CHESS_ERR_MOVE_SYNTAX;
}

/* ---- the answer's records -------------------------------------------------------------------- */

static void copy_name(char *field, size_t size, const char *name) {
    size_t i;
    for (i = 0; i + 1 < size && name[i]; i++) field[i] = name[i];
    field[i] = 0;
}

/* Writes the state record at `at` (an offset into the answer region). */
static int put_state(int at) {
    state_record *s = (state_record *)(void *)(transfer.bytes + OUT + at);
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

/* Describes a legal move of pos in *r. With `after` (the position after it), check and mate too. */
static int put_move(move_record *r, const chess_pos *pos, chess_move move, const chess_pos *after) {
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

/* Move records for moves[0..count) of pos, from the start of the answer. Returns count. */
static int put_move_list(const chess_pos *pos, const chess_move *moves, int count) {
    int i, err;
    for (i = 0; i < count; i++)
        if ((err = put_move(ANSWER(move_record, i), pos, moves[i], NULL)) != 0) return err;
    return count;
}

/* ---- exports: the buffer --------------------------------------------------------------------- */

int chess_wasm_buffer(void) { return (int)(size_t)transfer.bytes; }
int chess_wasm_buffer_size(void) { return TRANSFER_SIZE; }
int chess_wasm_game_size(void) { return (int)sizeof(chess_game); }
/* Where the argument text and the answer start in the buffer. */
int chess_wasm_arg_offset(void) { return ARG; }
int chess_wasm_out_offset(void) { return OUT; }
/* The layout of the answer's records, as the header comment gives it. */
int chess_wasm_protocol(void) { return PROTOCOL; }

/* ---- exports: positions ---------------------------------------------------------------------- */

/* Validates the FEN in the argument text; writes it normalised, as text. Returns its length. */
int chess_wasm_validate_fen(int arg_len, int flags) {
    char fen[ARG_MAX];
    chess_pos pos;
    int err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    return chess_fen_write(&pos, (char *)transfer.bytes + OUT, OUT_MAX);
}

/* Counts perft leaves of the FEN in the argument text to `depth` (0..8), and writes the count as
** a u64. Returns 0. */
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
    int err = arg_len == -1 ? 0 : read_arg(fen, arg_len);
    if (err) return err;
    if (laws != CHESS_LAWS_CURRENT && laws != CHESS_LAWS_2000) return CHESS_ERR_INVALID_ARGUMENT;
    err = chess_game_init(GAME, arg_len == -1 ? NULL : fen, (unsigned)flags & CHESS_POS_EXERCISE, laws);
    return err ? err : put_state(0);
}

/* Writes the state. Returns 0. */
int chess_wasm_game_state(void) {
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    return put_state(0);
}

/* Writes a move record for each legal move; none once the game is over. Returns their number. */
int chess_wasm_game_moves(void) {
    chess_move moves[CHESS_MAX_MOVES];
    int count;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return 0;
    count = chess_legal_moves(&GAME->pos, moves, CHESS_MAX_MOVES);
    return count < 0 ? count : put_move_list(&GAME->pos, moves, count);
}

/* As chess_wasm_game_moves, for the piece on the square named in the argument text. */
int chess_wasm_game_moves_from(int arg_len) {
    chess_move moves[CHESS_MAX_MOVES];
    int square, count;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((square = read_square(arg_len)) < 0) return square;
    if (game_over()) return 0;
    count = chess_legal_moves_from(&GAME->pos, square, moves, CHESS_MAX_MOVES);
    return count < 0 ? count : put_move_list(&GAME->pos, moves, count);
}

/* As chess_wasm_game_moves, the free captures only (chess_capture_is_free). */
int chess_wasm_game_free_captures(void) {
    chess_move moves[CHESS_MAX_MOVES];
    int count, i, n = 0;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return 0;
    count = chess_legal_moves(&GAME->pos, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    for (i = 0; i < count; i++)
        if (chess_move_captured(&GAME->pos, moves[i]) && chess_capture_is_free(&GAME->pos, moves[i])) moves[n++] = moves[i];
    return put_move_list(&GAME->pos, moves, n);
}

/* Writes the set of squares `color`'s pieces attack. Returns their number. */
int chess_wasm_game_attacked(int color) {
    uint64_t set;
    int i, count = 0;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    set = chess_attacked_squares(&GAME->pos, color);
    for (i = 0; i < 8; i++) transfer.bytes[OUT + i] = (unsigned char)(set >> (8 * i));
    for (i = 0; i < 64; i++) count += (int)((set >> i) & 1);
    return count;
}

/* The legal move the argument text names (UCI, SAN, or a pass "0000"), not played: writes its
** record. Returns 0, GAME_OVER, or why the text is no legal move. */
int chess_wasm_game_find_move(int arg_len) {
    chess_move move;
    int err = read_game_move(arg_len, &move, 1);
    return err ? err : put_move(ANSWER(move_record, 0), &GAME->pos, move, NULL);
}

/* Plays the move in the argument text (UCI, SAN, or a pass "0000"). Writes its record (with check
** and mate), then the state. Returns 0, GAME_OVER, why the move is illegal, TOUCH_MOVE_REQUIRED or
** GAME_FULL. */
int chess_wasm_game_play(int arg_len) {
    chess_move move;
    chess_pos before;
    int err = read_game_move(arg_len, &move, 1);
    if (err) return err;
    before = GAME->pos;
    if ((err = chess_game_play(GAME, move)) != 0) return err;
    if ((err = put_move(ANSWER(move_record, 0), &before, move, &GAME->pos)) != 0) return err;
    return put_state(MOVE_SIZE);
}

/* Takes back the last move and writes the state. Returns 0 or NOTHING_TO_UNDO. */
int chess_wasm_game_undo(void) {
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = chess_game_undo(GAME)) != 0) return err;
    return put_state(0);
}

/* Which draws the player to move may claim, with the intended move in the argument text if any.
** Returns CHESS_CLAIM_* bits, GAME_OVER or why the intended move is illegal. */
int chess_wasm_game_claimable(int arg_len) {
    chess_move intended;
    int err = read_game_move(arg_len, &intended, 0);
    return err ? err : chess_game_claimable(GAME, intended);
}

/* The moves whose writing-down makes a claim that is not correct now (chess_game_claims_after):
** a move record each, with its new claims. Returns their number or GAME_OVER. */
int chess_wasm_game_claims_after(void) {
    chess_move moves[CHESS_MAX_MOVES];
    uint8_t claims[CHESS_MAX_MOVES];
    int i, count;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    count = chess_game_claims_after(GAME, moves, claims, CHESS_MAX_MOVES);
    if (count < 0 || (count = put_move_list(&GAME->pos, moves, count)) < 0) return count;
    for (i = 0; i < count; i++) ANSWER(move_record, i)->claims = claims[i];
    return count;
}

/* The player to move claims a draw (`claim`: CHESS_CLAIM_THREEFOLD or CHESS_CLAIM_FIFTY), with
** the intended move in the argument text if any. Writes the move record of the intended move
** (meaningful when the state's plies grew: the move was played), then the state. Returns 1 for a
** correct claim, 0 for an incorrect one, NOT_CLAIMABLE_REASON for another `claim`, or the core's
** error. */
int chess_wasm_game_claim(int claim, int arg_len) {
    chess_move intended;
    chess_pos before;
    int correct = 0, err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return CHESS_ERR_GAME_OVER;
    if (claim != CHESS_CLAIM_THREEFOLD && claim != CHESS_CLAIM_FIFTY) return CHESS_ERR_NOT_CLAIMABLE_REASON;
    if ((err = read_game_move(arg_len, &intended, 0)) != 0) return err;
    before = GAME->pos;
    if ((err = chess_game_claim(GAME, claim, intended, &correct)) != 0) return err;
    if (intended != CHESS_MOVE_NONE && (err = put_move(ANSWER(move_record, 0), &before, intended, &GAME->pos)) != 0)
        return err;
    return (err = put_state(MOVE_SIZE)) != 0 ? err : correct;
}

/* Draw by agreement: the player to move offers; the player it was made to accepts. Each writes
** the state and returns 0 or the core's error. */
int chess_wasm_game_offer_draw(void) {
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    return (err = chess_game_offer_draw(GAME)) != 0 ? err : put_state(0);
}

int chess_wasm_game_accept_draw(void) {
    int err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    return (err = chess_game_accept_draw(GAME)) != 0 ? err : put_state(0);
}

/* `color` resigns, or `color`'s flag falls; each writes the state and returns 0 or GAME_OVER. */
int chess_wasm_game_resign(int color) {
    int err;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return (err = chess_game_resign(GAME, color)) != 0 ? err : put_state(0);
}

/* The flag fall takes the opponent's can-mate answer (CHESS_CAN_MATE_*), asked first with
** chess_wasm_game_can_mate_proof here or chess_wasm_game_can_mate in the search module. */
int chess_wasm_game_flag(int color, int opponent_can_mate) {
    int err;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    if (opponent_can_mate < CHESS_CAN_MATE_YES || opponent_can_mate > CHESS_CAN_MATE_UNKNOWN) return CHESS_ERR_INVALID_ARGUMENT;
    return (err = chess_game_flag_answered(GAME, color, opponent_can_mate)) != 0 ? err : put_state(0);
}

/* Can `color` still mate? The proofs (chess_can_mate_proof), which the board module carries, with
** the full budget: YES and NO are the full analysis's answers, and its NO is the only answer a
** flag fall needs, so the board decides a flag itself. UNKNOWN (no short mate found, no proof
** that none exists) is left to chess_wasm_game_can_mate in the search module. */
int chess_wasm_game_can_mate_proof(int color) {
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_can_mate_proof(&GAME->pos, color, CHESS_CAN_MATE_FULL_BUDGET);
}

/* ---- exports: the deep analysis (canmate.c and its stages; only chess-search.wasm lists these) -- */

/* Can `color` still mate, with the full budget? Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN. */
int chess_wasm_game_can_mate(int color) {
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_can_mate(&GAME->pos, color, CHESS_CAN_MATE_FULL_BUDGET);
}

/* chess_can_mate on the FEN of the argument text with `budget` moves (0: the full budget).
** Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN, or the FEN's error. */
int chess_wasm_can_mate(int arg_len, int flags, int color, int budget) {
    char fen[ARG_MAX];
    chess_pos pos;
    int err = read_arg(fen, arg_len);
    if (err) return err;
    if (!valid_color(color) || budget < 0) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    return chess_can_mate(&pos, color, budget ? (uint32_t)budget : CHESS_CAN_MATE_FULL_BUDGET);
}

/* The player to move touches the square named in the argument text (adjust = 1: j'adoube, 4.2).
** Writes the touch header, then a move record for each allowed move. Returns their number. */
int chess_wasm_game_touch(int arg_len, int adjust) {
    chess_move moves[CHESS_MAX_MOVES];
    chess_touch_rule rule;
    touch_record *header = ANSWER(touch_record, 0);
    int square, count, i, err;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((square = read_square(arg_len)) < 0) return square;
    if ((err = chess_game_touch(GAME, square | (adjust ? CHESS_TOUCH_ADJUST : 0))) < 0) return err;
    count = chess_touch_moves(&GAME->pos, GAME->touches, GAME->touch_count, &rule, moves, CHESS_MAX_MOVES);
    if (count < 0) return count;
    copy_name(header->kind, sizeof header->kind, chess_touch_kind_name(rule.kind));
    copy_name(header->article, sizeof header->article, chess_touch_article_name(rule.article));
    for (i = 0; i < count; i++)
        if ((err = put_move(ANSWER(move_record, i + 1), &GAME->pos, moves[i], NULL)) != 0) return err;
    return count;
}

/* Forgets the touches and writes the state. Returns 0. */
int chess_wasm_game_clear_touches(void) {
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    chess_game_clear_touches(GAME);
    return put_state(0);
}

/* ---- exports: the practice partner (search.c, mate.c; only chess-search.wasm lists these) ----- */
/* The history region for chess_wasm_search_best: the game's earlier positions as FENs, oldest
** first, one per line, written at offset 0 (the game region, unused by the FEN exports). Only
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

/* Runs the search on pos with the caller's history and writes the search record. */
static int search_and_answer(const chess_pos *pos, int level, int nodes, int mode, int seed,
                             const uint64_t *history, size_t history_count) {
    chess_search_options options;
    chess_search_result result;
    search_record *r = ANSWER(search_record, 0);
    int err;
    if (nodes < 0 || (nodes == 0 && (level < CHESS_SEARCH_MIN_LEVEL || level > CHESS_SEARCH_MAX_LEVEL)))
        return CHESS_ERR_INVALID_ARGUMENT;
    if (mode < CHESS_SEARCH_PLAY || mode > CHESS_SEARCH_HINT) return CHESS_ERR_INVALID_ARGUMENT;
    options.level = nodes ? 0 : level;
    options.nodes = (uint32_t)nodes;
    options.mode = mode;
    options.seed = (uint32_t)seed;
    options.history = history_count ? history : 0;
    options.history_count = history_count;
    if ((err = chess_search_best(pos, &options, &result)) != 0) return err;
    if ((err = put_move(&r->move, pos, result.move, NULL)) != 0) return err;
    r->score = result.score;
    r->mate = result.mate;
    r->depth = result.depth;
    r->nodes = result.nodes;
    copy_name(r->reason, sizeof r->reason, chess_hint_reason_name(result.reason));
    return 0;
}

/* A move for the side to move in the FEN of the argument text. level 1..5, or nodes > 0 (a
** budget, no mistakes); mode CHESS_SEARCH_*; seed as an unsigned 32-bit value; history_len bytes
** of earlier FENs at offset 0 (see read_history). Writes the search record. Returns 0, the FEN's
** error, NO_LEGAL_MOVES or INVALID_ARGUMENT. */
int chess_wasm_search_best(int arg_len, int flags, int level, int nodes, int mode, int seed, int history_len) {
    char fen[ARG_MAX];
    uint64_t keys[SEARCH_HISTORY_MAX];
    chess_pos pos;
    int count, err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    if ((count = read_history(history_len, flags, keys)) < 0) return count;
    return search_and_answer(&pos, level, nodes, mode, seed, keys, (size_t)count);
}

/* As chess_wasm_search_best, for the game record at offset 0, with its own history: the
** positions since the last capture or pawn move, the only ones that can repeat. GAME_OVER once
** the game has ended. */
int chess_wasm_game_search_best(int level, int nodes, int mode, int seed) {
    const chess_game *g = GAME;
    int reversible;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return CHESS_ERR_GAME_OVER;
    reversible = g->pos.halfmove_clock < g->ply_count ? g->pos.halfmove_clock : g->ply_count;
    return search_and_answer(&g->pos, level, nodes, mode, seed, g->keys + (g->ply_count - reversible), (size_t)reversible);
}

/* The mate solver on pos: writes the main line's move records. Returns N, 0 or an error. */
static int mate_and_answer(const chess_pos *start, int max_moves, int budget) {
    chess_move line[2 * CHESS_MATE_MAX_MOVES];
    chess_pos pos = *start;
    int n, i, err;
    if (max_moves < 1 || max_moves > CHESS_MATE_MAX_MOVES || budget < 0) return CHESS_ERR_INVALID_ARGUMENT;
    n = chess_mate_search(&pos, max_moves, (uint32_t)budget, line, sizeof line / sizeof line[0]);
    for (i = 0; i < 2 * n - 1; i++) {
        chess_pos after;
        chess_make_move(&pos, line[i], &after);
        if ((err = put_move(ANSWER(move_record, i), &pos, line[i], &after)) != 0) return err;
        pos = after;
    }
    return n;
}

/* The mate solver on the FEN of the argument text: a forced mate in at most max_moves (1..4)
** moves within budget positions (0: the default). Writes the line, a move record per ply.
** Returns N (the line has 2N - 1 plies), 0 (no mate: a proof), SEARCH_BUDGET or the FEN's error. */
int chess_wasm_mate_search(int arg_len, int flags, int max_moves, int budget) {
    char fen[ARG_MAX];
    chess_pos pos;
    int err = read_arg(fen, arg_len);
    if (err) return err;
    if ((err = chess_fen_parse(&pos, fen, (unsigned)flags & CHESS_POS_EXERCISE)) != 0) return err;
    return mate_and_answer(&pos, max_moves, budget);
}

/* As chess_wasm_mate_search, for the game record at offset 0. GAME_OVER once the game has ended. */
int chess_wasm_game_mate_search(int max_moves, int budget) {
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if (game_over()) return CHESS_ERR_GAME_OVER;
    return mate_and_answer(&GAME->pos, max_moves, budget);
}

/* A level's node budget (1..5), or INVALID_ARGUMENT. */
int chess_wasm_search_level_nodes(int level) {
    if (level < CHESS_SEARCH_MIN_LEVEL || level > CHESS_SEARCH_MAX_LEVEL) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_search_level_nodes(level);
}

/* ---- exports: exercise generators (generate.c; only chess-search.wasm lists this) -------------- */
_Static_assert(sizeof(exercise_record) + 6 * CHESS_EXERCISE_MAX_SOLUTIONS + 1 <= OUT_MAX, "an exercise fits the answer region");
_Static_assert(sizeof(((exercise_record *)0)->stars) == CHESS_EXERCISE_MAX_STARS, "the record holds every star");

/* Makes the exercise chess_generate makes for these arguments (seed: its 32 bits) and writes its
** record, then its solutions. Returns 0, INVALID_ARGUMENT or SEARCH_BUDGET. */
int chess_wasm_generate(int skill, int piece, int side, int seed, int difficulty) {
    chess_exercise ex;
    exercise_record *r = ANSWER(exercise_record, 0);
    char *text = (char *)(r + 1);
    int i, err = chess_generate(&ex, skill, piece, side, (uint32_t)seed, difficulty);
    if (err) return err;
    memset(r, 0, sizeof *r);
    r->tries = ex.tries;
    r->solution_count = ex.solution_count;
    r->piece = ex.piece;
    r->target = ex.target;
    r->decoy = ex.decoy;
    r->star_count = ex.star_count;
    r->par = ex.par;
    memcpy(r->stars, ex.stars, sizeof r->stars);
    memcpy(r->fen, ex.fen, sizeof r->fen);
    for (i = 0; i < ex.solution_count; i++) {
        text += chess_move_to_uci(ex.solutions[i], text, 6);
        *text++ = ' ';
    }
    *text = '\0';
    return 0;
}

/* ---- exports: PGN (pgn.c; only chess-search.wasm lists these) ---------------------------------- */
#define PGN_TEXT_MAX 131072
#define PGN_TAGS_MAX 16384
#define PGN_TAG_COUNT_MAX 256
#define PGN_INFO_SIZE ((int)sizeof(pgn_info_record))
_Static_assert(PGN_INFO_SIZE + 6 * CHESS_GAME_MAX_PLIES + 1 <= OUT_MAX, "a PGN reading's moves fit the answer region");

/* The PGN buffer: the text (read or written), then the tag pairs. */
static struct {
    char text[PGN_TEXT_MAX];
    char tags[PGN_TAGS_MAX];
} pgn;

int chess_wasm_pgn_buffer(void) { return (int)(size_t)&pgn; }
int chess_wasm_pgn_text_size(void) { return PGN_TEXT_MAX; }
int chess_wasm_pgn_tags_size(void) { return PGN_TAGS_MAX; }

/* Reads the first game of the PGN text in pgn.text[0 .. text_len) (chess_pgn_read), its tag
** pairs into pgn.tags, the game record into the game region. Writes the PGN reading record, also
** on an error (where it is). Returns the plies read, or the error. */
int chess_wasm_pgn_read(int text_len, int flags, int laws) {
    chess_pgn_info info;
    pgn_info_record *r = ANSWER(pgn_info_record, 0);
    char *moves = (char *)(void *)(transfer.bytes + OUT + PGN_INFO_SIZE);
    chess_pos pos;
    int plies, ply, err, used = 0;
    if (text_len < 0 || text_len > PGN_TEXT_MAX) return CHESS_ERR_INVALID_ARGUMENT;
    if (laws != 0 && laws != 2000) return CHESS_ERR_INVALID_ARGUMENT;
    plies = chess_pgn_read(pgn.text, (size_t)text_len, (unsigned)flags & CHESS_POS_EXERCISE,
                           laws == 2000 ? CHESS_LAWS_2000 : CHESS_LAWS_CURRENT, GAME, pgn.tags, sizeof pgn.tags, &info);
    r->result = info.result;
    r->has_result = info.has_result;
    r->tag_count = info.tag_count;
    r->end = (uint32_t)info.end;
    r->error_offset = (uint32_t)info.error_offset;
    r->error_length = (uint32_t)info.error_length;
    r->error_line = info.error_line;
    r->move_number = info.move_number;
    r->move_color = info.move_color;
    r->tags_length = 0;
    for (int i = 0; i < 2 * info.tag_count; i++) r->tags_length += (int32_t)strlen(pgn.tags + r->tags_length) + 1;
    r->start_fen[0] = 0;
    moves[0] = 0;
    /* On an error in the moves the game stands where it stopped; before them (a tag, the FEN)
    ** there is no game. */
    if (plies < 0 && info.move_number == 0) return plies;
    if (chess_fen_write(&GAME->start, r->start_fen, sizeof r->start_fen) < 0) return CHESS_ERR_BUFFER_TOO_SMALL;
    pos = GAME->start;
    for (ply = 0; ply < GAME->ply_count; ply++) {
        if ((err = chess_move_to_uci(GAME->moves[ply], moves + used, 6)) < 0) return err;
        used += (int)strlen(moves + used);
        moves[used++] = ' ';
        moves[used] = 0;
        chess_make_move(&pos, GAME->moves[ply], &pos);
    }
    return plies;
}

/* The length of the NUL-terminated field at text, which must end within room bytes; else -1. */
static int field_length(const char *text, int room) {
    int n;
    for (n = 0; n < room; n++)
        if (!text[n]) return n;
    return -1;
}

/* Writes the game record in the game region as PGN into pgn.text (chess_pgn_write), with the
** tag_count tag pairs in pgn.tags[0 .. tags_len). Returns the text's length, or the error. */
int chess_wasm_pgn_write(int tag_count, int tags_len) {
    chess_pgn_tag tags[PGN_TAG_COUNT_MAX];
    int i, at = 0;
    if (!game_ok() || tag_count < 0 || tag_count > PGN_TAG_COUNT_MAX || tags_len < 0 || tags_len > PGN_TAGS_MAX)
        return CHESS_ERR_INVALID_ARGUMENT;
    for (i = 0; i < 2 * tag_count; i++) {
        int n = field_length(pgn.tags + at, tags_len - at);
        if (n < 0) return CHESS_ERR_INVALID_ARGUMENT;
        if (i % 2) tags[i / 2].value = pgn.tags + at;
        else tags[i / 2].name = pgn.tags + at;
        at += n + 1;
    }
    return chess_pgn_write(GAME, tags, (size_t)tag_count, pgn.text, sizeof pgn.text);
}
