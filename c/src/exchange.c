/* Free captures: after a capture, does any reply mate, or does a sequence of captures win anything
** back? A short search over the core's own legal moves (chess.h "Free captures"). */
#include "internal.h"

static int value_of(int type) {
    static const int values[7] = {0, 1, 3, 3, 5, 9, 0};
    return values[type];
}

/* What a move wins at once: the piece it takes, and a promotion's gain. */
static int gain_of(const chess_pos *pos, chess_move move) {
    int gain = value_of(CHESS_PIECE_TYPE(chess_move_captured(pos, move)));
    if (CHESS_MOVE_IS_PROMOTION(move)) gain += value_of(CHESS_MOVE_PROMOTION(move)) - 1;
    return gain;
}

static int gives_mate(const chess_pos *after) { return chess_in_check(after) && chess_count_legal_moves(after) == 0; }

/* 1 if a game would end here by a dead position (chess_game_play's quick test), where no reply
** comes. Mate and stalemate need no test: they leave no legal move. */
static int ended(const chess_pos *pos) { return chess_is_dead_position(pos, CHESS_CAN_MATE_QUICK_BUDGET); }

/* The most the side to move wins by captures and promotions from pos, each side free to stop,
** `depth` plies at most: an alpha-beta search (fail-soft) of the window alpha..beta, so a value at
** or beyond either bound only says which side of it the true value lies. Bigger gains are tried
** first, to cut sooner. */
static int best_captures(const chess_pos *pos, int depth, int alpha, int beta) {
    int best = 0;
    if (depth == 0 || best >= beta) return best;
    if (best > alpha) alpha = best;
    chess_move moves[CHESS_MAX_MOVES];
    int gains[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), count = 0;
    for (int i = 0; i < n; i++) {
        if (!chess_move_captured(pos, moves[i]) && !CHESS_MOVE_IS_PROMOTION(moves[i])) continue;
        chess_move move = moves[i];
        int gain = gain_of(pos, move), at = count++;
        for (; at > 0 && gains[at - 1] < gain; at--) {
            moves[at] = moves[at - 1];
            gains[at] = gains[at - 1];
        }
        moves[at] = move;
        gains[at] = gain;
    }
    for (int i = 0; i < count; i++) {
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        int net = gains[i] - (ended(&after) ? 0 : best_captures(&after, depth - 1, gains[i] - beta, gains[i] - alpha));
        if (net > best) best = net;
        if (best >= beta) return best;
        if (best > alpha) alpha = best;
    }
    return best;
}

#define EXCHANGE_PLIES 8

int chess_capture_is_free(const chess_pos *pos, chess_move move) {
    chess_pos after;
    chess_make_move(pos, move, &after);
    if (ended(&after)) return 1;
    chess_move replies[CHESS_MAX_MOVES];
    int n = chess_legal_moves(&after, replies, CHESS_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        chess_pos next;
        chess_make_move(&after, replies[i], &next);
        if (gives_mate(&next)) return 0;
    }
    /* wins nothing back: the best is below 1 (values are whole pawns) */
    return best_captures(&after, EXCHANGE_PLIES, 0, 1) <= 0;
}
