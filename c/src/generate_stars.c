/* Exercise kind COLLECT_STARS (chess.h): the drawing, and the shortest route over the core's moves. */
#include "generate.h"

/* Fills out's route and par with the fewest moves of the piece on `from` that land on every star;
** 0 if the stars cannot all be reached. The other side passes after each move. */
static int shortest_route(const chess_pos *start, int from, const int8_t *stars, int star_count,
                          chess_exercise *out) {
    chess_pos at[64];          /* a position with the piece on the square, once reached */
    uint64_t reached = 1ull << from;
    int16_t parent[64 * 16];   /* per state (square * 16 + stars landed on): the state before, or -1 */
    chess_move via[64 * 16];
    int16_t queue[64 * 16];
    int head = 0, tail = 0, full = (1 << star_count) - 1;
    memset(parent, 0xff, sizeof parent);
    at[from] = *start;
    int first = from * 16;
    parent[first] = (int16_t)first; /* its own parent: the start */
    queue[tail++] = (int16_t)first;
    while (head < tail) {
        int state = queue[head++], sq = state / 16, mask = state % 16;
        if (mask == full) {
            int length = 0;
            for (int s = state; s != first; s = parent[s]) length++;
            if (length > CHESS_EXERCISE_MAX_SOLUTIONS) return 0;
            out->par = (uint8_t)length;
            out->solution_count = (uint8_t)length;
            for (int s = state; s != first; s = parent[s]) out->solutions[--length] = via[s];
            return 1;
        }
        chess_move moves[CHESS_MAX_MOVES];
        int n = chess_legal_moves_from(&at[sq], sq, moves, CHESS_MAX_MOVES);
        for (int i = 0; i < n; i++) {
            if (CHESS_MOVE_IS_PROMOTION(moves[i])) continue;
            int to = CHESS_MOVE_TO(moves[i]), next_mask = mask;
            for (int k = 0; k < star_count; k++)
                if (stars[k] == to) next_mask |= 1 << k;
            if (!(reached >> to & 1)) {
                chess_pos moved;
                chess_make_move(&at[sq], moves[i], &moved);
                chess_make_move(&moved, CHESS_MOVE_PASS_VALUE, &at[to]);
                reached |= 1ull << to;
            }
            int next = to * 16 + next_mask;
            if (parent[next] >= 0) continue;
            parent[next] = (int16_t)state;
            via[next] = moves[i];
            queue[tail++] = (int16_t)next;
        }
    }
    return 0;
}

static int draw_stars(chess__drawing *d, chess__rng *r, int piece, int difficulty, int8_t *stars) {
    int from = chess__gen_put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? GEN_RANKS(1, 4) : GEN_ALL);
    /* A pawn alone with stars ahead on its file makes few different pictures: it gets a pawn of
    ** its own elsewhere at difficulty 1 too. */
    int obstacles = difficulty == 1 ? piece == CHESS_PAWN : difficulty == 2 ? 1 : 2 + chess__rng_below(r, 2);
    for (int i = 0; i < obstacles; i++) chess__gen_put(d, r, CHESS_WHITE, CHESS_PAWN, GEN_RANKS(1, 5));
    int count = 1 + difficulty;
    for (int i = 0; i < count; i++) {
        uint64_t allowed = GEN_ALL;
        if (piece == CHESS_PAWN) allowed = (0x0101010101010101ull << CHESS_FILE(from)) & GEN_RANKS(CHESS_RANK(from) + 1, 6);
        int sq = chess__gen_put(d, r, CHESS_WHITE, CHESS_KING, allowed); /* a marker, taken off below */
        if (sq < 0) return -1;
        stars[i] = (int8_t)sq;
    }
    for (int i = 0; i < count; i++) d->board[stars[i]] = CHESS_EMPTY, d->men[CHESS_WHITE]--;
    return from;
}

int chess__gen_stars(chess_exercise *ex, chess__rng *r) {
    chess__drawing d;
    memset(&d, 0, sizeof d);
    int8_t stars[CHESS_EXERCISE_MAX_STARS];
    int from = draw_stars(&d, r, ex->piece, ex->difficulty, stars);
    if (from < 0) return 0;
    char fen[CHESS_FEN_MAX];
    chess_pos pos;
    if (!chess__gen_position(&d, ex->side, CHESS_POS_EXERCISE, &pos, fen) || chess_in_check(&pos)) return 0;
    int count = 1 + ex->difficulty;
    for (int i = 0; i < count; i++) stars[i] = (int8_t)chess__gen_mirror(stars[i], ex->side);
    from = chess__gen_mirror(from, ex->side);
    if (!shortest_route(&pos, from, stars, count, ex) || ex->par > 2 + 2 * ex->difficulty) return 0;
    ex->target = (int8_t)from;
    ex->star_count = (uint8_t)count;
    memcpy(ex->stars, stars, (size_t)count);
    memcpy(ex->fen, fen, sizeof fen);
    return 1;
}
