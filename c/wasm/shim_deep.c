/*
** shim_deep.c: the exports only chess-search.wasm lists (loaded on demand in a Web Worker): the
** full can-mate analysis, the practice partner's search, the mate solver, the exercise generators
** and PGN. shim.c documents the buffer and the records these write.
*/
#include <string.h>
#include "shim.h"

/* Can `color` still mate, with the full budget? Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN. */
int chess_wasm_game_can_mate(int color) {
    if (!game_ok() || !valid_color(color)) return CHESS_ERR_INVALID_ARGUMENT;
    return chess_can_mate(&GAME->pos, color, CHESS_CAN_MATE_FULL_BUDGET);
}

/* chess_can_mate on the FEN of the argument text with `budget` moves (0: the full budget).
** Returns CHESS_CAN_MATE_YES, _NO or _UNKNOWN, or the FEN's error. */
int chess_wasm_can_mate(int arg_len, int flags, int color, int budget) {
    chess_pos pos;
    int err;
    if (!valid_color(color) || budget < 0) return CHESS_ERR_INVALID_ARGUMENT;
    if ((err = read_fen(arg_len, flags, &pos)) != 0) return err;
    return chess_can_mate(&pos, color, budget ? (uint32_t)budget : CHESS_CAN_MATE_FULL_BUDGET);
}

/* ---- exports: the practice partner (search.c, mate.c; only chess-search.wasm lists these) ----- */
/* The history region for chess_wasm_search_best: the game's earlier positions as FENs, oldest
** first, one per line, written at offset 0 (the game region, unused by the FEN exports). Only
** the last SEARCH_HISTORY_MAX count; older ones cannot repeat after 100 reversible plies anyway. */
#define SEARCH_HISTORY_MAX 128

/* Reads the history FENs in the buffer's bytes [0 .. history_len) into keys, keeping the last
** SEARCH_HISTORY_MAX. Returns their number, or the first bad FEN's error. */
static int read_history(int history_len, int flags, uint64_t *keys) {
    chess_pos pos;
    int start = 0, i, count = 0, err;
    if (history_len < 0 || history_len > GAME_REGION) return CHESS_ERR_INVALID_ARGUMENT;
    for (i = 0; i <= history_len; i++) {
        int len = i - start;
        if (i < history_len && BYTES[i] != '\n') continue;
        if (len > 0) {
            int k;
            if ((err = read_fen_at(start, len, flags, &pos)) != 0) return err;
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
    uint64_t keys[SEARCH_HISTORY_MAX];
    chess_pos pos;
    int count, err = read_fen(arg_len, flags, &pos);
    if (err) return err;
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
    chess_pos pos;
    int err = read_fen(arg_len, flags, &pos);
    return err ? err : mate_and_answer(&pos, max_moves, budget);
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
int chess_wasm_generate(int kind, int piece, int side, int seed, int difficulty) {
    chess_exercise ex;
    exercise_record *r = ANSWER(exercise_record, 0);
    char *text = (char *)(r + 1);
    int i, err = chess_generate(&ex, kind, piece, side, (uint32_t)seed, difficulty);
    if (err) return err;
    memset(r, 0, sizeof *r);
    r->tries = ex.tries;
    r->solution_count = ex.solution_count;
    r->piece = ex.piece;
    r->target = ex.target;
    r->decoy = ex.decoy;
    r->star_count = ex.star_count;
    r->par = ex.par;
    r->ways = ex.ways;
    r->answer = ex.answer;
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
    char *moves = (char *)(void *)(BYTES + OUT + PGN_INFO_SIZE);
    int plies, ply, err, used = 0;
    if (text_len < 0 || text_len > PGN_TEXT_MAX) return CHESS_ERR_INVALID_ARGUMENT;
    if (!valid_laws(laws)) return CHESS_ERR_INVALID_ARGUMENT;
    plies = chess_pgn_read(pgn.text, (size_t)text_len, (unsigned)flags & CHESS_POS_EXERCISE, laws, GAME, pgn.tags,
                           sizeof pgn.tags, &info);
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
    for (ply = 0; ply < GAME->ply_count; ply++) {
        if ((err = chess_move_to_uci(GAME->moves[ply], moves + used, 6)) < 0) return err;
        used += (int)strlen(moves + used);
        moves[used++] = ' ';
        moves[used] = 0;
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
