/* Exercise generators: a candidate position is drawn for White from the seed, mirrored for Black,
** parsed (the core's legality checks), then tested against the skill's goal with the core's own
** moves; the first that passes is proved once more and returned. chess.h states the limits. */
#include "internal.h"
#include <string.h>

typedef struct rng {
    uint64_t state;
} rng;

/* splitmix64 */
static uint64_t rng_next(rng *r) {
    uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* 0..n-1 */
static int rng_below(rng *r, int n) { return (int)(((rng_next(r) >> 32) * (uint64_t)n) >> 32); }

/* A drawing: the pieces on their squares, White solving. */
typedef struct drawing {
    uint8_t board[64];
    int men[2];
} drawing;

#define RANKS(lo, hi) ((~0ull << (8 * (lo))) & (~0ull >> (8 * (7 - (hi))))) /* ranks lo..hi, 0-based */
#define ALL_SQUARES (~0ull)

static int distance(int a, int b) {
    int df = CHESS_FILE(a) - CHESS_FILE(b), dr = CHESS_RANK(a) - CHESS_RANK(b);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

/* Puts a piece of `color` and `type` on a random empty square of `allowed`; its square or -1. */
static int put(drawing *d, rng *r, int color, int type, uint64_t allowed) {
    int free_squares[64], n = 0;
    for (int sq = 0; sq < 64; sq++)
        if ((allowed >> sq & 1) && d->board[sq] == CHESS_EMPTY) free_squares[n++] = sq;
    if (n == 0) return -1;
    int sq = free_squares[rng_below(r, n)];
    d->board[sq] = (uint8_t)CHESS_PIECE(color, type);
    d->men[color]++;
    return sq;
}

/* The squares within `radius` king steps of `square`. */
static uint64_t near(int square, int radius) {
    uint64_t set = 0;
    for (int sq = 0; sq < 64; sq++)
        if (distance(sq, square) <= radius) set |= 1ull << sq;
    return set;
}

/* Writes the drawing as FEN for `side` to move, mirrored when Black solves. */
static void write_fen(const drawing *d, int side, char *fen) {
    static const char letters[] = " pnbrqk";
    char *p = fen;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int from = side == CHESS_WHITE ? CHESS_SQUARE(file, rank) : CHESS_SQUARE(file, 7 - rank);
            int piece = d->board[from];
            if (piece == CHESS_EMPTY) {
                empty++;
                continue;
            }
            if (empty) *p++ = (char)('0' + empty), empty = 0;
            int white = (CHESS_PIECE_COLOR(piece) == CHESS_WHITE) != (side == CHESS_BLACK);
            char c = letters[CHESS_PIECE_TYPE(piece)];
            *p++ = white ? (char)(c - 'a' + 'A') : c;
        }
        if (empty) *p++ = (char)('0' + empty);
        if (rank) *p++ = '/';
    }
    memcpy(p, side == CHESS_WHITE ? " w - - 0 1" : " b - - 0 1", 11);
}

/* The square a drawing's square becomes once written for `side`. */
static int mirror(int square, int side) { return side == CHESS_WHITE ? square : square ^ 56; }

/* Men per side and per type within the limits chess.h states. */
static int limits_ok(const chess_pos *pos) {
    static const int most[7] = {0, 8, 2, 2, 2, 1, 1};
    for (int color = 0; color < 2; color++) {
        if (popcount(pos->by_color[color]) > CHESS_GENERATE_MAX_MEN) return 0;
        for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
            if (popcount(pos->by_color[color] & pos->by_type[type]) > most[type]) return 0;
    }
    return 1;
}

static int gives_mate(const chess_pos *after) { return chess_in_check(after) && chess_count_legal_moves(after) == 0; }

/* ---- mate in one, check in one ---------------------------------------------------------------- */

static void draw_mate(drawing *d, rng *r, int piece, int difficulty) {
    /* The king to be mated on an edge (rank 8 for an easy queen or rook mate), its own men around
    ** it, and half the time a pawn of its own anywhere. */
    int easy = difficulty == 1 && (piece == CHESS_ROOK || piece == CHESS_QUEEN || piece == CHESS_GENERATE_PIECE_TWO_ROOKS);
    uint64_t edge = easy ? RANKS(7, 7) : RANKS(7, 7) | 0x8181818181818181ull;
    int king = put(d, r, CHESS_BLACK, CHESS_KING, edge);
    int blockers = rng_below(r, difficulty + 2);
    for (int i = 0; i < blockers; i++) {
        int type = difficulty > 1 && i == 0 && rng_below(r, 2) ? CHESS_BISHOP + rng_below(r, 2) - 1 : CHESS_PAWN;
        put(d, r, CHESS_BLACK, type, near(king, 1 + rng_below(r, 2)) & (type == CHESS_PAWN ? RANKS(3, 6) : ALL_SQUARES));
    }
    /* The minor pieces and the pawn mate with their king's help: it stands close more often. */
    int helped = piece == CHESS_KNIGHT || piece == CHESS_BISHOP || piece == CHESS_PAWN;
    put(d, r, CHESS_WHITE, CHESS_KING, rng_below(r, 4) < (helped ? 3 : 2) ? near(king, 2) & ~near(king, 1) : ALL_SQUARES);
    if (piece == CHESS_GENERATE_PIECE_TWO_ROOKS) {
        put(d, r, CHESS_WHITE, CHESS_ROOK, ALL_SQUARES);
        put(d, r, CHESS_WHITE, CHESS_ROOK, ALL_SQUARES);
    } else {
        put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? near(king, 2) & RANKS(1, 5) : piece == CHESS_KNIGHT ? near(king, 3) : ALL_SQUARES);
    }
    if (difficulty > 1 || rng_below(r, 2)) put(d, r, CHESS_WHITE, CHESS_PAWN, RANKS(1, 5));
    if (rng_below(r, 4)) put(d, r, CHESS_BLACK, CHESS_PAWN, RANKS(3, 6));
}

static void draw_check(drawing *d, rng *r, int piece, int difficulty) {
    int king = put(d, r, CHESS_BLACK, CHESS_KING, ALL_SQUARES);
    put(d, r, CHESS_WHITE, CHESS_KING, ~near(king, 1));
    put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? RANKS(1, 5) : ALL_SQUARES);
    if (difficulty > 1) put(d, r, CHESS_WHITE, CHESS_PAWN, RANKS(1, 5));
    int others = rng_below(r, difficulty + 1);
    for (int i = 0; i < others; i++) {
        int type = rng_below(r, 2) ? CHESS_PAWN : CHESS_KNIGHT + rng_below(r, 3);
        put(d, r, CHESS_BLACK, type, type == CHESS_PAWN ? RANKS(3, 6) : ALL_SQUARES);
    }
}

/* The moves of the side to move that give mate (mate != 0) or check; -1 when one is not the
** given piece type's, or is a promotion, or there are more than the buffer holds. */
static int checking_moves(const chess_pos *pos, int type, int mate, chess_move *out) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        chess_pos after;
        chess_make_move(pos, moves[i], &after);
        if (mate ? !gives_mate(&after) : !chess_in_check(&after)) continue;
        if (CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(moves[i])]) != type || CHESS_MOVE_IS_PROMOTION(moves[i]) ||
            found == CHESS_EXERCISE_MAX_SOLUTIONS)
            return -1;
        out[found++] = moves[i];
    }
    return found;
}

/* ---- capture the free piece -------------------------------------------------------------------- */

static void draw_capture(drawing *d, rng *r, int piece, int difficulty, int *target, int *decoy) {
    int king = put(d, r, CHESS_BLACK, CHESS_KING, ALL_SQUARES);
    put(d, r, CHESS_WHITE, CHESS_KING, ~near(king, 1));
    put(d, r, CHESS_WHITE, piece, ALL_SQUARES);
    if (difficulty == 3) put(d, r, CHESS_WHITE, CHESS_PAWN, RANKS(1, 5));
    int type = CHESS_PAWN + rng_below(r, 4);
    *target = put(d, r, CHESS_BLACK, type, type == CHESS_PAWN ? RANKS(3, 6) : ALL_SQUARES);
    *decoy = CHESS_NO_SQUARE;
    if (difficulty > 1) {
        type = CHESS_KNIGHT + rng_below(r, 4);
        *decoy = put(d, r, CHESS_BLACK, type, ALL_SQUARES);
        if (*decoy >= 0) put(d, r, CHESS_BLACK, CHESS_PAWN, near(*decoy, 1) & RANKS(3, 6));
    }
}

/* The free captures of `target` into out, if every capture of it is free and made by a piece of
** `type`, none elsewhere is free, and (decoy >= 0) the decoy can be taken but not for free; else -1. */
static int free_captures(const chess_pos *pos, int type, int target, int decoy, chess_move *out) {
    chess_move moves[CHESS_MAX_MOVES];
    int n = chess_legal_moves(pos, moves, CHESS_MAX_MOVES), found = 0, decoy_taken = 0;
    /* First the cheap tests: the target can be taken, and only by the given piece. */
    for (int i = 0; i < n; i++) {
        if (CHESS_MOVE_TO(moves[i]) != target || !chess_move_captured(pos, moves[i])) continue;
        if (CHESS_PIECE_TYPE(pos->board[CHESS_MOVE_FROM(moves[i])]) != type) return -1;
        found++;
    }
    if (found == 0) return -1;
    found = 0;
    for (int i = 0; i < n; i++) {
        if (!chess_move_captured(pos, moves[i])) continue;
        int to = CHESS_MOVE_TO(moves[i]), is_free = chess_capture_is_free(pos, moves[i]);
        if (to == target) {
            if (!is_free || found == CHESS_EXERCISE_MAX_SOLUTIONS) return -1;
            out[found++] = moves[i];
        } else if (is_free) {
            return -1;
        } else if (to == decoy) {
            decoy_taken = 1;
        }
    }
    return found > 0 && (decoy < 0 || decoy_taken) ? found : -1;
}

/* ---- collect the stars ------------------------------------------------------------------------- */

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

static int draw_stars(drawing *d, rng *r, int piece, int difficulty, int8_t *stars) {
    int from = put(d, r, CHESS_WHITE, piece, piece == CHESS_PAWN ? RANKS(1, 4) : ALL_SQUARES);
    int obstacles = difficulty == 1 ? 0 : difficulty == 2 ? 1 : 2 + rng_below(r, 2);
    for (int i = 0; i < obstacles; i++) put(d, r, CHESS_WHITE, CHESS_PAWN, RANKS(1, 5));
    int count = 1 + difficulty;
    for (int i = 0; i < count; i++) {
        uint64_t allowed = ALL_SQUARES;
        if (piece == CHESS_PAWN) allowed = (0x0101010101010101ull << CHESS_FILE(from)) & RANKS(CHESS_RANK(from) + 1, 6);
        int sq = put(d, r, CHESS_WHITE, CHESS_KING, allowed); /* a marker, taken off below */
        if (sq < 0) return -1;
        stars[i] = (int8_t)sq;
    }
    for (int i = 0; i < count; i++) d->board[stars[i]] = CHESS_EMPTY, d->men[CHESS_WHITE]--;
    return from;
}

/* ---- the generator ----------------------------------------------------------------------------- */

static int piece_allowed(int skill, int piece) {
    switch (skill) {
    case CHESS_SKILL_MATE_IN_ONE: return piece != CHESS_GENERATE_PIECE_ANY && piece != CHESS_GENERATE_PIECE_KING;
    case CHESS_SKILL_CHECK_IN_ONE: return piece <= CHESS_GENERATE_PIECE_QUEEN;
    case CHESS_SKILL_CAPTURE_FREE: return (piece >= CHESS_GENERATE_PIECE_KNIGHT && piece <= CHESS_GENERATE_PIECE_QUEEN) || piece == CHESS_GENERATE_PIECE_ANY;
    case CHESS_SKILL_COLLECT_STARS: return piece <= CHESS_GENERATE_PIECE_KING;
    default: return 0;
    }
}

/* The drawn piece for ANY: one of `choices`. */
static int draw_piece(rng *r, const char *choices) { return choices[rng_below(r, (int)strlen(choices))] - '0'; }

/* One candidate: 1 and *ex filled if it passes, else 0. */
static int try_once(chess_exercise *ex, rng *r) {
    drawing d;
    memset(&d, 0, sizeof d);
    int skill = ex->skill, piece = ex->piece, side = ex->side;
    int target = CHESS_NO_SQUARE, decoy = CHESS_NO_SQUARE, found = 0;
    int8_t stars[CHESS_EXERCISE_MAX_STARS];
    switch (skill) {
    case CHESS_SKILL_MATE_IN_ONE: draw_mate(&d, r, piece, ex->difficulty); break;
    case CHESS_SKILL_CHECK_IN_ONE: draw_check(&d, r, piece, ex->difficulty); break;
    case CHESS_SKILL_CAPTURE_FREE: draw_capture(&d, r, piece, ex->difficulty, &target, &decoy); break;
    default: target = draw_stars(&d, r, piece, ex->difficulty, stars); break;
    }
    if (target < 0 && skill >= CHESS_SKILL_CAPTURE_FREE) return 0;
    if (skill == CHESS_SKILL_CAPTURE_FREE && ex->difficulty > 1 && decoy < 0) return 0;
    char fen[CHESS_FEN_MAX];
    write_fen(&d, side, fen);
    chess_pos pos;
    unsigned flags = skill == CHESS_SKILL_COLLECT_STARS ? CHESS_POS_EXERCISE : 0;
    if (chess_fen_parse(&pos, fen, flags) != 0 || chess_in_check(&pos) || !limits_ok(&pos)) return 0;
    if (skill != CHESS_SKILL_COLLECT_STARS && chess_count_legal_moves(&pos) == 0) return 0;
    ex->target = ex->decoy = CHESS_NO_SQUARE;
    ex->star_count = 0;
    ex->par = 1;
    switch (skill) {
    case CHESS_SKILL_MATE_IN_ONE:
    case CHESS_SKILL_CHECK_IN_ONE: {
        int type = piece == CHESS_GENERATE_PIECE_TWO_ROOKS ? CHESS_ROOK : piece;
        found = checking_moves(&pos, type, skill == CHESS_SKILL_MATE_IN_ONE, ex->solutions);
        if (skill == CHESS_SKILL_CHECK_IN_ONE && found > (ex->difficulty == 1 ? 32 : ex->difficulty == 2 ? 4 : 2)) return 0;
        break;
    }
    case CHESS_SKILL_CAPTURE_FREE:
        target = mirror(target, side);
        decoy = decoy < 0 ? decoy : mirror(decoy, side);
        found = free_captures(&pos, piece, target, decoy, ex->solutions);
        ex->target = (int8_t)target;
        ex->decoy = (int8_t)decoy;
        break;
    default: {
        int count = 1 + ex->difficulty;
        for (int i = 0; i < count; i++) stars[i] = (int8_t)mirror(stars[i], side);
        target = mirror(target, side);
        if (!shortest_route(&pos, target, stars, count, ex) || ex->par > 2 + 2 * ex->difficulty) return 0;
        ex->target = (int8_t)target;
        ex->star_count = (uint8_t)count;
        memcpy(ex->stars, stars, (size_t)count);
        found = ex->solution_count;
        break;
    }
    }
    if (found <= 0) return 0;
    ex->solution_count = (uint8_t)found;
    memcpy(ex->fen, fen, sizeof fen);
    return 1;
}

/* The proof of a returned mate or check, by a game played from the FEN: the game says checkmate
** after each mating move, and the side to move is in check after each checking move. */
static int proved(const chess_exercise *ex) {
    if (ex->skill != CHESS_SKILL_MATE_IN_ONE && ex->skill != CHESS_SKILL_CHECK_IN_ONE) return 1;
    for (int i = 0; i < ex->solution_count; i++) {
        chess_game game;
        if (chess_game_init(&game, ex->fen, 0, CHESS_LAWS_CURRENT) != 0) return 0;
        if (chess_game_play(&game, ex->solutions[i]) != 0) return 0;
        if (ex->skill == CHESS_SKILL_MATE_IN_ONE && game.outcome.reason != CHESS_REASON_CHECKMATE) return 0;
        if (!chess_in_check(&game.pos)) return 0;
    }
    return 1;
}

int chess_generate(chess_exercise *out, int skill, int piece, int side, uint32_t seed, int difficulty) {
    if (skill < CHESS_SKILL_MATE_IN_ONE || skill > CHESS_SKILL_COLLECT_STARS || piece < 0 ||
        piece > CHESS_GENERATE_PIECE_TWO_ROOKS || (side != CHESS_WHITE && side != CHESS_BLACK) ||
        difficulty < CHESS_GENERATE_MIN_DIFFICULTY || difficulty > CHESS_GENERATE_MAX_DIFFICULTY ||
        !piece_allowed(skill, piece))
        return CHESS_ERR_INVALID_ARGUMENT;
    rng r = {((uint64_t)seed << 32) ^ (uint64_t)(skill * 1000 + piece * 100 + side * 10 + difficulty)};
    rng_next(&r);
    chess_exercise ex;
    memset(&ex, 0, sizeof ex);
    ex.skill = (uint8_t)skill;
    ex.side = (uint8_t)side;
    ex.difficulty = (uint8_t)difficulty;
    if (piece == CHESS_GENERATE_PIECE_ANY)
        piece = draw_piece(&r, skill == CHESS_SKILL_CHECK_IN_ONE ? "12345" : skill == CHESS_SKILL_CAPTURE_FREE ? "2345" : "123456");
    ex.piece = (uint8_t)piece;
    for (uint32_t tries = 1; tries <= CHESS_GENERATE_MAX_TRIES; tries++) {
        if (!try_once(&ex, &r)) continue;
        if (!proved(&ex)) continue;
        ex.tries = tries;
        *out = ex;
        return 0;
    }
    return CHESS_ERR_SEARCH_BUDGET;
}
