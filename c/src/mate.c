/* The mate solver: can the side to move force mate within N moves against every defence?
** An exhaustive AND-OR search, so "no" is a proof; then the main line, the shortest mate with
** the longest defence. Everything is on the stack. */
#include "internal.h"

typedef struct mate_search {
    uint32_t nodes, budget;
    int aborted;
    chess_move refutation[2 * CHESS_MATE_MAX_MOVES + 1]; /* the last defence that held, by ply */
} mate_search;

static int defender_lost(mate_search *ms, const chess_pos *pos, int moves_left, int ply);

/* 1 if the side to move forces mate within moves_left moves. */
static int attacker_mates(mate_search *ms, const chess_pos *pos, int moves_left, int ply) {
    if (moves_left <= 0 || ms->aborted) return 0;
    if (ms->nodes >= ms->budget) return ms->aborted = 1, 0;
    ms->nodes++;
    chess_move moves[CHESS_MAX_MOVES];
    uint8_t checks[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    /* Checks first, then captures, then the rest: mating ideas are usually forcing. */
    for (int i = 0; i < n; i++) {
        chess_pos child;
        chess_make_move(pos, moves[i], &child);
        checks[i] = (uint8_t)(chess_in_check(&child) ? 2 : chess__captured_square(pos, moves[i]) != CHESS_NO_SQUARE);
        if (moves_left == 1 && checks[i] == 2 && chess_count_legal_moves(&child) == 0) return 1;
    }
    if (moves_left == 1) return 0; /* a mate in one must be a check, all tried above */
    for (int pass = 2; pass >= 0; pass--)
        for (int i = 0; i < n; i++) {
            if (checks[i] != pass) continue;
            chess_pos child;
            chess_make_move(pos, moves[i], &child);
            if (defender_lost(ms, &child, moves_left - 1, ply + 1)) return 1;
            if (ms->aborted) return 0;
        }
    return 0;
}

/* 1 if the side to move is mated now, or every reply allows mate within moves_left moves. */
static int defender_lost(mate_search *ms, const chess_pos *pos, int moves_left, int ply) {
    if (ms->aborted) return 0;
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    if (n == 0) return chess_in_check(pos);
    if (moves_left <= 0) return 0;
    /* The defence that refuted a sibling first: it usually refutes this try too. */
    for (int i = 1; i < n; i++)
        if (moves[i] == ms->refutation[ply]) moves[i] = moves[0], moves[0] = ms->refutation[ply];
    for (int i = 0; i < n; i++) {
        chess_pos child;
        chess_make_move(pos, moves[i], &child);
        if (!attacker_mates(ms, &child, moves_left, ply + 1)) {
            if (!ms->aborted) ms->refutation[ply] = moves[i];
            return 0;
        }
    }
    return 1;
}

int chess_mate_search(const chess_pos *pos, int max_moves, uint32_t budget, chess_move *line, size_t cap) {
    CHESS_API_CHECK(pos && line && max_moves >= 1 && max_moves <= CHESS_MATE_MAX_MOVES);
    if (cap < (size_t)(2 * max_moves - 1)) return CHESS_ERR_BUFFER_TOO_SMALL;
    mate_search ms;
    memset(&ms, 0, sizeof ms);
    ms.budget = budget ? budget : CHESS_MATE_DEFAULT_BUDGET;
    int shortest = 0;
    for (int k = 1; k <= max_moves && !shortest; k++) {
        if (attacker_mates(&ms, pos, k, 0)) shortest = k;
        if (ms.aborted) return CHESS_ERR_SEARCH_BUDGET;
    }
    if (!shortest) return 0;
    /* The main line: a move that keeps the mate exactly `left` moves long, then the first defence
    ** that is not mated sooner. Each step's distance is exact because `shortest` was minimal. */
    chess_pos at = *pos;
    int plies = 0;
    for (int left = shortest; left > 0; left--) {
        chess_move moves[CHESS_MAX_MOVES];
        int n = chess_legal_moves(&at, moves, CHESS_MAX_MOVES), found = -1;
        chess_pos child;
        for (int i = 0; i < n && found < 0; i++) {
            chess_make_move(&at, moves[i], &child);
            if (defender_lost(&ms, &child, left - 1, 1)) found = i;
            if (ms.aborted) return CHESS_ERR_SEARCH_BUDGET;
        }
        if (found < 0) return CHESS_ERR_SEARCH_BUDGET; /* cannot happen: the proof above found one */
        line[plies++] = moves[found];
        chess_make_move(&at, moves[found], &at);
        if (left == 1) break;
        n = chess_legal_moves(&at, moves, CHESS_MAX_MOVES);
        found = 0;
        for (int i = 0; i < n; i++) {
            chess_make_move(&at, moves[i], &child);
            int sooner = attacker_mates(&ms, &child, left - 2, 2);
            if (ms.aborted) return CHESS_ERR_SEARCH_BUDGET;
            if (!sooner) {
                found = i;
                break;
            }
        }
        line[plies++] = moves[found];
        chess_make_move(&at, moves[found], &at);
    }
    return shortest;
}
