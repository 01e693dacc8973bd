/*
** shim_play.c: the exports a board plays with (chess-rules.wasm): a FEN checked, a game started,
** its state, its legal moves (all, from a square, the free captures), the squares a side attacks,
** a move found or played, the men that make a refused move illegal, undone, a draw offered and accepted, a resignation. shim.c documents the
** buffer and the records these write.
*/
#include <string.h>
#include "shim.h"

/* Validates the FEN in the argument text; writes it normalised, as text. Returns its length. */
int chess_wasm_validate_fen(int arg_len, int flags) {
    chess_pos pos;
    int err = read_fen(arg_len, flags, &pos);
    return err ? err : chess_fen_write(&pos, (char *)BYTES + OUT, OUT_MAX);
}

/* Starts a game record from the FEN in the argument text (arg_len -1: the initial position) and
** writes the state. Returns 0. */
int chess_wasm_game_init(int arg_len, int flags, int laws) {
    char fen[ARG_MAX];
    int err = arg_len == -1 ? 0 : read_arg(fen, arg_len);
    if (err) return err;
    if (!valid_laws(laws)) return CHESS_ERR_INVALID_ARGUMENT;
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
    put_u64(set);
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

/* The men that make the move in the argument text (UCI only: "g3g4", "e7e8q") illegal
** (chess_move_culprits): writes each as its square and the square it attacks. Returns their number
** (0 for a legal move, a reason no man gives, or a game that is over), or MOVE_SYNTAX. */
int chess_wasm_game_culprits(int arg_len) {
    static const char promotions[] = "nbrq";
    char text[ARG_MAX];
    chess_culprit culprits[CHESS_MAX_CULPRITS];
    int err, from, to, promotion = 0, i, count;
    if (!game_ok()) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = read_arg(text, arg_len)) != 0) return err;
    if (arg_len != 4 && arg_len != 5) return CHESS_ERR_MOVE_SYNTAX;
    from = chess_square_parse(text);
    to = chess_square_parse(text + 2);
    if (from < 0 || to < 0) return CHESS_ERR_MOVE_SYNTAX;
    if (arg_len == 5) {
        const char *letter = strchr(promotions, text[4]);
        if (!letter || !text[4]) return CHESS_ERR_MOVE_SYNTAX;
        promotion = CHESS_KNIGHT + (int)(letter - promotions);
    }
    if (game_over()) return 0;
    count = chess_move_culprits(&GAME->pos, from, to, promotion, culprits, CHESS_MAX_CULPRITS);
    for (i = 0; i < count; i++) {
        BYTES[OUT + 2 * i] = (unsigned char)culprits[i].square;
        BYTES[OUT + 2 * i + 1] = (unsigned char)culprits[i].attacks;
    }
    return count;
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

/* `color` resigns: writes the state and returns 0 or GAME_OVER. */
int chess_wasm_game_resign(int color) {
    int err;
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return (err = chess_game_resign(GAME, color)) != 0 ? err : put_state(0);
}
