/* The practice partner: a small node-limited alpha-beta search, its evaluation and hints.
** Everything is on the stack; the only randomness is a seeded generator, so a given position,
** options and seed give the same move on every machine. The mate solver is mate.c. */
#include "internal.h"

#define MAX_PLY 64
#define MAX_DEPTH 40 /* iterative deepening stops here; MAX_PLY leaves room for extensions */
#define INF_SCORE 32767
#define MATE_SCORE 32000
#define MATE_BOUND (MATE_SCORE - 1000) /* scores beyond this are mates */

/* Level table: node budget, percent of moves that are mistakes, and the margin (centipawns) of
** the moves a mistake may choose among. Margin INF_SCORE: any legal move (a beginner's blunder).
** Level 5's budget is sized for about 60 ms a move in wasm on a desktop CPU, so under 300 ms on a
** phone-class one (4x slower); the bench measures it with 4x CPU throttling. */
static const struct {
    uint32_t nodes;
    uint8_t mistake_percent;
    int16_t margin;
} LEVELS[CHESS_SEARCH_MAX_LEVEL] = {
    {300, 45, INF_SCORE}, {1500, 25, 200}, {6000, 12, 100}, {16000, 5, 50}, {40000, 0, 0},
};

static const int16_t VALUE[7] = {0, 100, 320, 330, 500, 900, 0};
static const int8_t PAWN_ADVANCE[8] = {0, 0, 4, 10, 20, 35, 60, 0};

typedef struct search {
    uint32_t nodes, budget;
    int aborted;
    const uint64_t *history;
    size_t history_count;
    uint64_t path[MAX_PLY + 1];          /* position keys along the current line */
    chess_move killers[MAX_PLY + 1][2];  /* quiet moves that caused a cutoff at this ply */
    uint16_t quiet_history[64][64];      /* from-to counters of cutoffs, for quiet move order */
} search;

/* ---- evaluation ------------------------------------------------------------------------- */

/* Manhattan distance to the four centre squares: 0 in the centre, 6 in a corner. */
static int center_distance(int sq) {
    int f = CHESS_FILE(sq), r = CHESS_RANK(sq);
    return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
}

static int square_distance(int a, int b) {
    int df = CHESS_FILE(a) - CHESS_FILE(b), dr = CHESS_RANK(a) - CHESS_RANK(b);
    return (df < 0 ? -df : df) + (dr < 0 ? -dr : dr);
}

/* K v K, K+N v K, K+B v K: no mate is possible, so the search calls them draws. */
static int insufficient_material(const chess_pos *pos) {
    uint64_t all = occupied(pos);
    uint64_t minors = pos->by_type[CHESS_KNIGHT] | pos->by_type[CHESS_BISHOP];
    uint64_t kings = pos->by_type[CHESS_KING];
    return (all & ~kings & ~minors) == 0 && popcount(all & ~kings) <= 1;
}

/* Placement bonus of a piece for its colour, as a middlegame and an endgame value. The tables
** are formulas, not arrays, to keep the wasm small: centralise minor pieces, push pawns, keep the
** king home while queens and rooks are about and centralise it in the ending. */
static void placement(int type, int color, int sq, int *mg, int *eg) {
    int rel = color == CHESS_WHITE ? sq : sq ^ 56;
    int rank = CHESS_RANK(rel), file = CHESS_FILE(rel), cd = center_distance(sq);
    switch (type) {
    case CHESS_PAWN:
        *mg = PAWN_ADVANCE[rank] + ((file == 3 || file == 4) && (rank == 3 || rank == 4) ? 12 : 0);
        *eg = PAWN_ADVANCE[rank] * 2;
        break;
    case CHESS_KNIGHT: *mg = *eg = 15 - 5 * cd; break;
    case CHESS_BISHOP: *mg = *eg = 8 - 3 * cd; break;
    case CHESS_ROOK: *mg = *eg = rank == 6 ? 15 : 0; break;
    case CHESS_QUEEN: *mg = *eg = 4 - cd; break;
    default: /* king */
        *mg = rank == 0 ? (file <= 2 || file >= 6 ? 20 : 0) : -15 * rank;
        *eg = 24 - 8 * cd;
        break;
    }
}

/* The static evaluation, from the side to move's view. */
static int evaluate(const chess_pos *pos) {
    int mg = 0, eg = 0, material[2] = {0, 0}, phase = 0;
    uint64_t occ = occupied(pos);
    while (occ) {
        int sq = pop_lsb(&occ), piece = pos->board[sq];
        int type = CHESS_PIECE_TYPE(piece), color = CHESS_PIECE_COLOR(piece);
        int sign = color == CHESS_WHITE ? 1 : -1, pm, pe;
        placement(type, color, sq, &pm, &pe);
        material[color] += VALUE[type];
        mg += sign * (VALUE[type] + pm);
        eg += sign * (VALUE[type] + pe);
        phase += type == CHESS_QUEEN ? 4 : type == CHESS_ROOK ? 2 : (type == CHESS_KNIGHT || type == CHESS_BISHOP);
    }
    if (phase > 24) phase = 24;
    int score = (mg * phase + eg * (24 - phase)) / 24;
    for (int c = 0; c < 2; c++)
        if (popcount(pieces(pos, c, CHESS_BISHOP)) >= 2) score += c == CHESS_WHITE ? 30 : -30;
    /* A bare king against mating material: the stronger side herds it to the edge and brings its
    ** own king close; the bare king's side (negated) wants the centre and distance. */
    for (int strong = 0; strong < 2; strong++) {
        int weak = strong ^ 1;
        int wk = chess__king_square(pos, weak), sk = chess__king_square(pos, strong);
        if (wk < 0 || sk < 0 || pos->by_color[weak] != BIT(wk) || material[strong] < VALUE[CHESS_ROOK]) continue;
        int bonus = 200 + 15 * center_distance(wk) + 8 * (14 - square_distance(wk, sk));
        score += strong == CHESS_WHITE ? bonus : -bonus;
    }
    return pos->side == CHESS_WHITE ? score : -score;
}

/* ---- move ordering ---------------------------------------------------------------------- */

static int is_capture(const chess_pos *pos, chess_move m) {
    return pos->board[CHESS_MOVE_TO(m)] != CHESS_EMPTY || CHESS_MOVE_KIND(m) == CHESS_MOVE_EN_PASSANT;
}

static int captured_value(const chess_pos *pos, chess_move m) {
    if (CHESS_MOVE_KIND(m) == CHESS_MOVE_EN_PASSANT) return VALUE[CHESS_PAWN];
    return VALUE[CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_TO(m)])];
}

/* Captures by most valuable victim, then least valuable attacker; promotions; killers; then the
** quiet moves by how often they caused cutoffs. */
static int order_score(const search *s, const chess_pos *pos, chess_move m, int ply) {
    int score = 0; /* at most 20000 + 500 + 1000 + 5: fits the int16_t score arrays */
    if (is_capture(pos, m))
        score = 20000 + captured_value(pos, m) / 2 - CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(m)]);
    if (CHESS_MOVE_IS_PROMOTION(m)) score += 13000 + CHESS_MOVE_PROMOTION(m);
    if (score) return score;
    if (m == s->killers[ply][0]) return 12000;
    if (m == s->killers[ply][1]) return 11000;
    return s->quiet_history[CHESS_MOVE_FROM(m)][CHESS_MOVE_TO(m)];
}

/* Moves the best-scored remaining move to index i (selection sort, one step at a time: most
** nodes cut off after a move or two). */
static void pick_next(chess_move *moves, int16_t *scores, int n, int i) {
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (scores[j] > scores[best]) best = j;
    chess_move m = moves[i];
    int16_t sc = scores[i];
    moves[i] = moves[best], scores[i] = scores[best];
    moves[best] = m, scores[best] = sc;
}

/* ---- the search ------------------------------------------------------------------------- */

/* Counts a node; returns 0 and marks the search aborted once the budget is spent. */
static int enter_node(search *s) {
    if (s->nodes >= s->budget) {
        s->aborted = 1;
        return 0;
    }
    s->nodes++;
    return 1;
}

/* Was this position (key at ply) seen before, since the last capture or pawn move? */
static int is_repetition(const search *s, const chess_pos *pos, int ply) {
    uint64_t key = s->path[ply];
    for (int back = 2; back <= pos->halfmove_clock; back += 2) {
        if (back <= ply) {
            if (s->path[ply - back] == key) return 1;
        } else {
            size_t older = (size_t)(back - ply);
            if (older > s->history_count) break;
            if (s->history[s->history_count - older] == key) return 1;
        }
    }
    return 0;
}

static int quiesce(search *s, const chess_pos *pos, int ply, int alpha, int beta) {
    if (!enter_node(s)) return 0;
    int in_check = chess_in_check(pos);
    if (ply >= MAX_PLY) return evaluate(pos);
    int best = -MATE_SCORE + ply;
    if (!in_check) {
        best = evaluate(pos);
        if (best >= beta) return best;
        if (best > alpha) alpha = best;
    }
    chess_move moves[CHESS_MAX_MOVES];
    int16_t scores[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), kept = 0;
    if (n == 0) return in_check ? -MATE_SCORE + ply : 0;
    uint64_t occ = occupied(pos);
    for (int i = 0; i < n; i++) { /* out of check every evasion; otherwise captures and promotions */
        chess_move m = moves[i];
        if (!in_check && !CHESS_MOVE_IS_PROMOTION(m)) {
            if (!is_capture(pos, m)) continue;
            /* Skip captures that cannot lift the score to alpha, and a bigger piece taking a
            ** smaller defended one: they rarely matter and would flood the search. */
            int victim = captured_value(pos, m), to = CHESS_MOVE_TO(m);
            int attacker = VALUE[CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(m)])];
            if (best + victim + 200 <= alpha) continue;
            if (victim < attacker && chess__attackers_to(pos, to, occ, pos->side ^ 1)) continue;
        }
        moves[kept] = m;
        scores[kept++] = (int16_t)order_score(s, pos, m, ply);
    }
    for (int i = 0; i < kept; i++) {
        pick_next(moves, scores, kept, i);
        chess_pos child;
        chess_make_move(pos, moves[i], &child);
        int score = -quiesce(s, &child, ply + 1, -beta, -alpha);
        if (s->aborted) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) alpha = score;
            if (alpha >= beta) break;
        }
    }
    return best;
}

static int negamax(search *s, const chess_pos *pos, int depth, int ply, int alpha, int beta) {
    if (!enter_node(s)) return 0;
    s->path[ply] = chess_position_key(pos);
    if (is_repetition(s, pos, ply) || insufficient_material(pos)) return 0;
    /* No line from here can beat a mate already found nearer the root. */
    if (alpha < -MATE_SCORE + ply) alpha = -MATE_SCORE + ply;
    if (beta > MATE_SCORE - ply - 1) beta = MATE_SCORE - ply - 1;
    if (alpha >= beta) return alpha;
    int in_check = chess_in_check(pos);
    if (in_check && ply < MAX_PLY - MAX_DEPTH / 2) depth++; /* look past checks, boundedly */
    if (depth <= 0 || ply >= MAX_PLY) {
        s->nodes--; /* the quiescence search counts this node itself */
        return quiesce(s, pos, ply, alpha, beta);
    }
    chess_move moves[CHESS_MAX_MOVES];
    int16_t scores[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    if (n == 0) return in_check ? -MATE_SCORE + ply : 0;
    if (pos->halfmove_clock >= 100) return 0; /* the 50-move rule, unless that last move mated */
    for (int i = 0; i < n; i++) scores[i] = (int16_t)order_score(s, pos, moves[i], ply);
    int best = -INF_SCORE;
    for (int i = 0; i < n; i++) {
        pick_next(moves, scores, n, i);
        chess_pos child;
        chess_make_move(pos, moves[i], &child);
        int score = -negamax(s, &child, depth - 1, ply + 1, -beta, -alpha);
        if (s->aborted) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) alpha = score;
            if (alpha >= beta) {
                chess_move m = moves[i];
                if (!is_capture(pos, m) && !CHESS_MOVE_IS_PROMOTION(m)) {
                    if (s->killers[ply][0] != m) s->killers[ply][1] = s->killers[ply][0], s->killers[ply][0] = m;
                    uint16_t *h = &s->quiet_history[CHESS_MOVE_FROM(m)][CHESS_MOVE_TO(m)];
                    *h = (uint16_t)(*h + depth * depth < 10000 ? *h + depth * depth : 10000);
                }
                break;
            }
        }
    }
    return best;
}

/* A small deterministic generator (splitmix64). */
static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* ---- hints ------------------------------------------------------------------------------ */

/* The most material `color` stands to lose to one capture right now: a piece attacked and not
** defended, or attacked by a cheaper piece (its value less the attacker's). Kings excluded. */
static int material_threat(const chess_pos *pos, int color) {
    uint64_t occ = occupied(pos), own = pos->by_color[color] & ~pos->by_type[CHESS_KING];
    int worst = 0;
    while (own) {
        int sq = pop_lsb(&own), value = VALUE[CHESS_PIECE_TYPE(pos->board[sq])];
        uint64_t attackers = chess__attackers_to(pos, sq, occ, color ^ 1);
        if (!attackers) continue;
        int cheapest = 10000;
        while (attackers) {
            int a = pop_lsb(&attackers), t = CHESS_PIECE_TYPE(pos->board[a]);
            if (t != CHESS_KING && VALUE[t] < cheapest) cheapest = VALUE[t];
        }
        int loss = chess__attackers_to(pos, sq, occ, color) ? value - cheapest : value;
        if (cheapest == 10000 && chess__attackers_to(pos, sq, occ, color)) loss = 0; /* only a king attacks a defended piece */
        if (loss > worst) worst = loss;
    }
    return worst;
}

/* Could the side to move mate in one? (The mate solver, one move deep.) */
static int has_mate_in_one(const chess_pos *pos) {
    chess_move line[1];
    return chess_mate_search(pos, 1, 0, line, 1) > 0;
}

/* Could the opponent of the side to move mate in one if it were its turn? (Called only when the
** side to move is not in check, so passing the turn gives a legal position.) */
static int opponent_mate_threat(const chess_pos *pos) {
    chess_pos passed = *pos;
    passed.side ^= 1;
    passed.ep_square = CHESS_NO_SQUARE;
    return has_mate_in_one(&passed);
}

static int hint_reason(const chess_pos *pos, chess_move move, int mate) {
    if (mate > 0) return CHESS_HINT_MATE;
    if (chess_in_check(pos)) return CHESS_HINT_ESCAPES_CHECK;
    chess_pos child;
    chess_make_move(pos, move, &child);
    int us = pos->side, to = CHESS_MOVE_TO(move);
    if (CHESS_MOVE_IS_PROMOTION(move)) return CHESS_HINT_WINS_MATERIAL;
    if (is_capture(pos, move)) {
        int mover = VALUE[CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(move)])];
        int at_risk = chess__attackers_to(&child, to, occupied(&child), us ^ 1) ? mover : 0;
        if (captured_value(pos, move) > at_risk) return CHESS_HINT_WINS_MATERIAL;
    }
    int threat_before = material_threat(pos, us), threat_after = material_threat(&child, us);
    if (opponent_mate_threat(pos) && !has_mate_in_one(&child)) return CHESS_HINT_STOPS_THREAT;
    if (threat_before > 0 && threat_after < threat_before) return CHESS_HINT_STOPS_THREAT;
    return CHESS_HINT_GOOD_MOVE;
}

const char *chess_hint_reason_name(int reason) {
    static const char *const NAMES[] = {CHESS_HINT_LIST(CHESS_NAME_ENTRY)};
    return chess__name_of(NAMES, sizeof NAMES / sizeof NAMES[0], reason);
}

/* ---- the root --------------------------------------------------------------------------- */

int chess_search_level_nodes(int level) {
    CHESS_API_CHECK(level >= CHESS_SEARCH_MIN_LEVEL && level <= CHESS_SEARCH_MAX_LEVEL);
    return (int)LEVELS[level - 1].nodes;
}

static int mate_moves(int score) {
    if (score >= MATE_BOUND) return (MATE_SCORE - score + 1) / 2;
    if (score <= -MATE_BOUND) return -((MATE_SCORE + score) / 2);
    return 0;
}

int chess_search_best(const chess_pos *pos, const chess_search_options *options, chess_search_result *result) {
    chess_search_options defaults = {CHESS_SEARCH_MAX_LEVEL, 0, CHESS_SEARCH_PLAY, 0, NULL, 0};
    CHESS_API_CHECK(pos && result);
    if (!options) options = &defaults;
    int level = options->level ? options->level : CHESS_SEARCH_MAX_LEVEL;
    CHESS_API_CHECK(options->mode >= CHESS_SEARCH_PLAY && options->mode <= CHESS_SEARCH_HINT);
    CHESS_API_CHECK(options->nodes || (level >= CHESS_SEARCH_MIN_LEVEL && level <= CHESS_SEARCH_MAX_LEVEL));

    search s;
    memset(&s, 0, sizeof s);
    s.budget = options->nodes ? options->nodes : LEVELS[level - 1].nodes;
    s.history = options->history;
    s.history_count = options->history ? options->history_count : 0;
    int mistakes = !options->nodes && options->mode == CHESS_SEARCH_PLAY && LEVELS[level - 1].mistake_percent > 0;
    int margin = mistakes ? LEVELS[level - 1].margin : 0;

    chess_move moves[CHESS_MAX_MOVES];
    int scores[CHESS_MAX_MOVES], exact[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES);
    if (n == 0) return CHESS_ERR_NO_LEGAL_MOVES;
    int16_t order[CHESS_MAX_MOVES];
    for (int i = 0; i < n; i++) order[i] = (int16_t)order_score(&s, pos, moves[i], 0);
    for (int i = 0; i < n; i++) pick_next(moves, order, n, i); /* static order for depth 1 */
    for (int i = 0; i < n; i++) scores[i] = -INF_SCORE, exact[i] = 0;

    s.path[0] = chess_position_key(pos);
    int depth_done = 0, best_score = -INF_SCORE;
    for (int depth = 1; depth <= MAX_DEPTH; depth++) {
        int iter_scores[CHESS_MAX_MOVES], iter_exact[CHESS_MAX_MOVES], best = -INF_SCORE, searched = 0;
        for (int i = 0; i < n; i++) {
            /* With mistakes allowed, every move within the margin of the best gets an exact score,
            ** so a mistake picks among moves the search really measured. */
            int alpha = best == -INF_SCORE ? -INF_SCORE : (best - margin > -INF_SCORE ? best - margin : -INF_SCORE);
            chess_pos child;
            chess_make_move(pos, moves[i], &child);
            int score = -negamax(&s, &child, depth - 1, 1, -INF_SCORE, -alpha);
            if (s.aborted) break;
            iter_scores[i] = score;
            iter_exact[i] = score > alpha || alpha == -INF_SCORE;
            if (score > best) best = score;
            searched++;
        }
        if (s.aborted && searched == 0) break;
        /* A partial iteration still counts, as engines do: the previous best was searched first,
        ** and a deeper score beats a shallower one. The moves it did not reach stay behind the
        ** ones it did, in their old order, and are no longer exact. */
        for (int i = 0; i < searched; i++) scores[i] = iter_scores[i], exact[i] = iter_exact[i];
        for (int i = searched; i < n; i++) exact[i] = 0;
        /* Stable sort of the searched moves by score: the best comes first next iteration. */
        for (int i = 1; i < searched; i++) {
            chess_move m = moves[i];
            int sc = scores[i], ex = exact[i], j = i;
            for (; j > 0 && scores[j - 1] < sc; j--) moves[j] = moves[j - 1], scores[j] = scores[j - 1], exact[j] = exact[j - 1];
            moves[j] = m, scores[j] = sc, exact[j] = ex;
        }
        best_score = scores[0];
        if (s.aborted) break;
        depth_done = depth;
        int mate = mate_moves(best_score);
        if (mate && 2 * (mate > 0 ? mate : -mate) <= depth) break; /* a mate within the horizon is exact */
    }

    int chosen = 0;
    if (mistakes) {
        uint64_t state = (uint64_t)options->seed * 0x2545F4914F6CDD1DULL ^ chess_position_key(pos);
        if ((int)(next_random(&state) % 100) < LEVELS[level - 1].mistake_percent) {
            int candidates = 0;
            for (int i = 0; i < n; i++)
                if (margin == INF_SCORE || (exact[i] && scores[i] >= best_score - margin)) candidates++;
            if (candidates > 1) {
                int pick = (int)(next_random(&state) % (uint64_t)candidates);
                for (int i = 0; i < n; i++)
                    if (margin == INF_SCORE || (exact[i] && scores[i] >= best_score - margin))
                        if (pick-- == 0) {
                            chosen = i;
                            break;
                        }
            }
        }
    }
    int score = scores[chosen] == -INF_SCORE ? evaluate(pos) : scores[chosen];
    result->move = moves[chosen];
    result->mate = (int16_t)mate_moves(score);
    result->score = (int16_t)score;
    result->depth = (uint8_t)depth_done;
    result->nodes = s.nodes;
    result->reason = options->mode == CHESS_SEARCH_HINT ? (uint8_t)hint_reason(pos, moves[chosen], result->mate)
                                                        : CHESS_HINT_NONE;
    return 0;
}
