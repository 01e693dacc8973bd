/* The game record: moves, repetition keys, the outcome, claims, offers, resignation, flag falls
** and the touch-move obligation of the move being made (Articles 4, 5, 6.10 and 9). */
#include "internal.h"

static const char *const RESULT_NAMES[] = {CHESS_RESULT_LIST(CHESS_NAME_ENTRY)};
static const char *const REASON_NAMES[] = {CHESS_REASON_LIST(CHESS_NAME_ENTRY)};

const char *chess_result_name(int result) {
    return chess__name_of(RESULT_NAMES, sizeof RESULT_NAMES / sizeof RESULT_NAMES[0], result);
}

const char *chess_reason_name(int reason) {
    return chess__name_of(REASON_NAMES, sizeof REASON_NAMES / sizeof REASON_NAMES[0], reason);
}

int chess_reason_is_modern(int reason) {
    return reason == CHESS_REASON_FIVEFOLD_REPETITION || reason == CHESS_REASON_SEVENTY_FIVE_MOVES;
}

static chess_outcome make_outcome(int result, int reason) {
    chess_outcome o;
    o.result = (uint8_t)result;
    o.reason = (uint8_t)reason;
    return o;
}

static int win_for(int color) { return color == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS; }

/* How many of keys[0..ply_count] equal `key` (a position's key). The key holds the side to move,
** the castling rights and the en passant square only when a capture is legal (9.2), so equal
** keys are the "same position". Earlier positions across an irreversible move never match. */
static int occurrences(const chess_game *game, uint64_t key) {
    int n = 0;
    for (int i = 0; i <= game->ply_count; i++) n += game->keys[i] == key;
    return n;
}

/* The automatic ending of the current position, the first of these that applies: checkmate,
** stalemate, dead position, then (current Laws only) fivefold repetition and 75 moves. */
static chess_outcome automatic_outcome(const chess_game *game) {
    const chess_pos *pos = &game->pos;
    /* Stalemate and dead position speak of two kings; an exercise board without them (a lone rook
    ** collecting stars) goes on, and its side to move may pass. */
    int both_kings = (pos->by_type[CHESS_KING] & pos->by_color[CHESS_WHITE]) &&
                     (pos->by_type[CHESS_KING] & pos->by_color[CHESS_BLACK]);
    if (chess_count_legal_moves(pos) == 0) {
        if (chess_in_check(pos)) return make_outcome(win_for(!pos->side), CHESS_REASON_CHECKMATE);
        if (both_kings) return make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_STALEMATE);
    }
    if (both_kings && chess_is_dead_position(pos, CHESS_CAN_MATE_QUICK_BUDGET))
        return make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_DEAD_POSITION);
    if (game->laws == CHESS_LAWS_CURRENT) {
        if (occurrences(game, game->keys[game->ply_count]) >= 5)
            return make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_FIVEFOLD_REPETITION);
        if (pos->halfmove_clock >= 150) return make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_SEVENTY_FIVE_MOVES);
    }
    return make_outcome(CHESS_RESULT_ONGOING, CHESS_REASON_ONGOING);
}

int chess_game_init(chess_game *game, const char *fen, unsigned flags, int laws) {
    CHESS_API_CHECK(game && (laws == CHESS_LAWS_CURRENT || laws == CHESS_LAWS_2000));
    chess_pos start;
    int rc = chess_fen_parse(&start, fen ? fen : CHESS_START_FEN, flags);
    if (rc < 0) return rc;
    memset(game, 0, sizeof *game);
    game->start = start;
    game->pos = start;
    game->keys[0] = chess_position_key(&start);
    game->laws = (uint16_t)laws;
    game->draw_offer = -1;
    game->outcome = automatic_outcome(game);
    return 0;
}

static int game_over(const chess_game *game) { return game->outcome.result != CHESS_RESULT_ONGOING; }

/* Appends a legal move without checking game state or touches; recomputes the outcome. */
static void append_move(chess_game *game, chess_move move) {
    int mover = game->pos.side;
    chess_make_move(&game->pos, move, &game->pos);
    game->moves[game->ply_count++] = move;
    game->keys[game->ply_count] = chess_position_key(&game->pos);
    game->touch_count = 0;
    if (game->draw_offer >= 0 && game->draw_offer != mover) game->draw_offer = -1; /* declined by moving */
    game->outcome = automatic_outcome(game);
}

/* Checks that move is legal in pos; returns 0 or why not. */
static int check_legal(const chess_pos *pos, chess_move move) {
    if (CHESS_MOVE_KIND(move) == CHESS_MOVE_PASS) {
        if (!(pos->flags & CHESS_POS_EXERCISE) || chess_in_check(pos)) return CHESS_ERR_PASS_NOT_ALLOWED;
        return 0;
    }
    chess_move found;
    int promotion = CHESS_MOVE_PROMOTION(move);
    int rc = chess_move_find(pos, CHESS_MOVE_FROM(move), CHESS_MOVE_TO(move), promotion, &found);
    if (rc < 0) return rc;
    return found == move ? 0 : CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT;
}

/* Returns 1 if move satisfies the touch-move obligation of the touches recorded in game. */
static int touch_allows(const chess_game *game, chess_move move) {
    chess_move allowed[CHESS_MAX_MOVES];
    int n = chess_touch_moves(&game->pos, game->touches, game->touch_count, NULL, allowed, CHESS_MAX_MOVES);
    if (n < 0) return 1;
    for (int i = 0; i < n; i++)
        if (allowed[i] == move) return 1;
    return 0;
}

int chess_game_play(chess_game *game, chess_move move) {
    CHESS_API_CHECK(game);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    int rc = check_legal(&game->pos, move);
    if (rc < 0) return rc;
    if (game->ply_count >= CHESS_GAME_MAX_PLIES) return CHESS_ERR_GAME_FULL;
    if (game->touch_count && !touch_allows(game, move)) return CHESS_ERR_TOUCH_MOVE_REQUIRED;
    append_move(game, move);
    return 0;
}

int chess_game_play_text(chess_game *game, const char *text) {
    CHESS_API_CHECK(game && text);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    chess_move move;
    int rc = chess_move_parse(&game->pos, text, &move);
    if (rc < 0) return rc;
    return chess_game_play(game, move);
}

int chess_game_undo(chess_game *game) {
    CHESS_API_CHECK(game);
    if (game->ply_count == 0) return CHESS_ERR_NOTHING_TO_UNDO;
    int plies = game->ply_count - 1;
    game->pos = game->start;
    for (int i = 0; i < plies; i++) chess_make_move(&game->pos, game->moves[i], &game->pos);
    game->ply_count = (uint16_t)plies;
    game->touch_count = 0;
    game->draw_offer = -1;
    game->outcome = automatic_outcome(game);
    return 0;
}

void chess_game_outcome(const chess_game *game, chess_outcome *outcome) {
    CHESS_API_CHECK(game && outcome);
    *outcome = game->outcome;
}

int chess_game_repetitions(const chess_game *game) {
    CHESS_API_CHECK(game);
    return occurrences(game, game->keys[game->ply_count]);
}

int chess_game_san(const chess_game *game, int ply, char *buf, size_t size) {
    CHESS_API_CHECK(game && buf && ply >= 0 && ply < game->ply_count);
    chess_pos pos = game->start;
    for (int i = 0; i < ply; i++) chess_make_move(&pos, game->moves[i], &pos);
    return chess_move_to_san(&pos, game->moves[ply], buf, size);
}

/* The claims (CHESS_CLAIM_* bits) that hold now, and those that hold after `intended`. */
static int claims_now(const chess_game *game) {
    int bits = 0;
    if (occurrences(game, game->keys[game->ply_count]) >= 3) bits |= CHESS_CLAIM_THREEFOLD;
    if (game->pos.halfmove_clock >= 100) bits |= CHESS_CLAIM_FIFTY;
    return bits;
}

static int claims_after(const chess_game *game, chess_move intended) {
    chess_pos after;
    chess_make_move(&game->pos, intended, &after);
    int bits = 0;
    /* The position after the move counts itself once more. */
    if (occurrences(game, chess_position_key(&after)) + 1 >= 3) bits |= CHESS_CLAIM_THREEFOLD;
    if (after.halfmove_clock >= 100) bits |= CHESS_CLAIM_FIFTY;
    return bits;
}

int chess_game_claimable(const chess_game *game, chess_move intended) {
    CHESS_API_CHECK(game);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    int bits = claims_now(game);
    if (intended != CHESS_MOVE_NONE) {
        int rc = check_legal(&game->pos, intended);
        if (rc < 0) return rc;
        bits |= claims_after(game, intended);
    }
    return bits;
}

int chess_game_claims_after(const chess_game *game, chess_move *moves, uint8_t *claims, size_t cap) {
    CHESS_API_CHECK(game && moves && claims);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    chess_move legal[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&game->pos, legal, CHESS_MAX_MOVES), now = claims_now(game), count = 0;
    for (int i = 0; i < n; i++) {
        int gained = claims_after(game, legal[i]) & ~now;
        if (!gained) continue;
        if ((size_t)count >= cap) return CHESS_ERR_BUFFER_TOO_SMALL;
        moves[count] = legal[i];
        claims[count++] = (uint8_t)gained;
    }
    return count;
}

int chess_game_claim(chess_game *game, int claim, chess_move intended, int *correct) {
    CHESS_API_CHECK(game && (claim == CHESS_CLAIM_THREEFOLD || claim == CHESS_CLAIM_FIFTY));
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    int reason = claim == CHESS_CLAIM_THREEFOLD ? CHESS_REASON_THREEFOLD_REPETITION : CHESS_REASON_FIFTY_MOVES;
    if (intended != CHESS_MOVE_NONE) {
        int rc = check_legal(&game->pos, intended);
        if (rc < 0) return rc;
        if (game->ply_count >= CHESS_GAME_MAX_PLIES) return CHESS_ERR_GAME_FULL;
    }
    int holds = (claims_now(game) & claim) != 0;
    if (!holds && intended != CHESS_MOVE_NONE) {
        holds = (claims_after(game, intended) & claim) != 0;
        /* Correct: the move written on the scoresheet belongs to the record. Incorrect: the Laws
        ** make the player play it. The touches do not bind a move declared with a claim. */
        append_move(game, intended);
    }
    /* A correct claim whose move mates leaves the mate standing. */
    if (holds && !game_over(game)) game->outcome = make_outcome(CHESS_RESULT_DRAW, reason);
    if (correct) *correct = holds;
    return 0;
}

int chess_game_offer_draw(chess_game *game) {
    CHESS_API_CHECK(game);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    game->draw_offer = (int8_t)game->pos.side;
    return 0;
}

int chess_game_accept_draw(chess_game *game) {
    CHESS_API_CHECK(game);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    if (game->draw_offer < 0) return CHESS_ERR_NO_DRAW_OFFER;
    game->outcome = make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_AGREEMENT);
    game->draw_offer = -1;
    return 0;
}

int chess_game_resign(chess_game *game, int color) {
    CHESS_API_CHECK(game && CHESS_VALID_COLOR(color));
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    game->outcome = make_outcome(win_for(!color), CHESS_REASON_RESIGNATION);
    return 0;
}

void chess_flag_outcome(const chess_pos *pos, int color, uint32_t budget, chess_outcome *outcome) {
    CHESS_API_CHECK(pos && outcome && CHESS_VALID_COLOR(color));
    if (chess_can_mate(pos, !color, budget) == CHESS_CAN_MATE_NO)
        *outcome = make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_TIME_FORFEIT_CANNOT_MATE);
    else
        *outcome = make_outcome(win_for(!color), CHESS_REASON_TIME_FORFEIT);
}

int chess_game_flag(chess_game *game, int color) {
    CHESS_API_CHECK(game && CHESS_VALID_COLOR(color));
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    return chess_game_flag_answered(game, color, chess_can_mate(&game->pos, !color, CHESS_CAN_MATE_FULL_BUDGET));
}

int chess_game_flag_answered(chess_game *game, int color, int opponent_can_mate) {
    CHESS_API_CHECK(game && CHESS_VALID_COLOR(color) && opponent_can_mate >= CHESS_CAN_MATE_YES &&
                    opponent_can_mate <= CHESS_CAN_MATE_UNKNOWN);
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    game->outcome = opponent_can_mate == CHESS_CAN_MATE_NO ? make_outcome(CHESS_RESULT_DRAW, CHESS_REASON_TIME_FORFEIT_CANNOT_MATE)
                                                           : make_outcome(win_for(!color), CHESS_REASON_TIME_FORFEIT);
    return 0;
}

int chess_game_touch(chess_game *game, int touch) {
    CHESS_API_CHECK(game && touch >= 0 && touch <= (63 | CHESS_TOUCH_ADJUST));
    if (game_over(game)) return CHESS_ERR_GAME_OVER;
    if (game->touch_count >= CHESS_TOUCH_MAX) return CHESS_ERR_TOUCH_LIMIT;
    if (game->pos.board[CHESS_TOUCH_SQUARE(touch)] == CHESS_EMPTY) return CHESS_ERR_NOT_A_PIECE;
    game->touches[game->touch_count++] = (uint8_t)touch;
    return game->touch_count;
}

void chess_game_clear_touches(chess_game *game) {
    CHESS_API_CHECK(game);
    game->touch_count = 0;
}
