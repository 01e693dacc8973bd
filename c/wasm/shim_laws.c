/*
** shim_laws.c: the exports of the Laws a plain game of moves does not need at every move:
** touch-move (Article 4), draw claims (9.2, 9.3), the flag fall with its can-mate proof (6.9), and
** perft. shim.c documents the buffer and the records these write.
*/
#include "shim.h"

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
    int correct = 0, err = read_game_move(arg_len, &intended, 0);
    if (err) return err;
    if (claim != CHESS_CLAIM_THREEFOLD && claim != CHESS_CLAIM_FIFTY) return CHESS_ERR_NOT_CLAIMABLE_REASON;
    before = GAME->pos;
    if ((err = chess_game_claim(GAME, claim, intended, &correct)) != 0) return err;
    if (intended != CHESS_MOVE_NONE && (err = put_move(ANSWER(move_record, 0), &before, intended, &GAME->pos)) != 0)
        return err;
    return (err = put_state(MOVE_SIZE)) != 0 ? err : correct;
}

/* `color`'s flag falls: writes the state and returns 0 or GAME_OVER. The flag fall takes the
** opponent's can-mate answer (CHESS_CAN_MATE_*), asked first with chess_wasm_game_can_mate_proof
** here or chess_wasm_game_can_mate in the search module. */
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

/* Counts perft leaves of the FEN in the argument text to `depth` (0..8), and writes the count as
** a u64. Returns 0. */
int chess_wasm_perft(int arg_len, int depth, int flags) {
    chess_pos pos;
    int err = read_fen(arg_len, flags, &pos);
    if (err) return err;
    if (depth < 0 || depth > 8) return CHESS_ERR_INVALID_ARGUMENT;
    put_u64(chess_perft(&pos, depth));
    return 0;
}
