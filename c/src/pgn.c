/* PGN, the Portable Game Notation: a game's tag pairs and moves read from text and written as
** text. Reading is lenient, as a teacher's files come from many programs; writing follows the
** standard's export format. The moves are read and written by the notation module (SAN and
** UCI), played by the game record, and every error is the core's. */
#include "internal.h"

#define LINE_WIDTH 79      /* the export format's longest movetext line */
#define TAG_NAME_MAX 255
#define WORD_MAX 63        /* longer than any move; a longer word is read as one, then refused */

static const char *const ROSTER[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
static const char *const ROSTER_DEFAULT[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
#define ROSTER_SIZE 7

/* ---- reading ------------------------------------------------------------------------------- */

typedef struct reader {
    const char *text;
    size_t length, at;
    unsigned flags;
    int laws, started;
    chess_game *game;
    char *tags;
    size_t tags_size, tags_used;
    const char *fen;             /* the FEN tag's value, in the tag buffer */
    size_t fen_at, fen_length;   /* where its tag pair stands in the text */
    chess_pgn_info *info;
} reader;

static int is_space(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_name_char(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c) || c == '_';
}
/* The characters that end a word: white space and PGN's own punctuation. */
static int ends_word(int c) { return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';' || c == '"' || c == '$'; }

static int peek(const reader *r) { return r->at < r->length ? (unsigned char)r->text[r->at] : -1; }

/* The length of the text from `at` to the end of its line: what an unclosed opener leaves open. */
static size_t rest_of_line(const reader *r, size_t at) {
    size_t end = at;
    while (end < r->length && r->text[end] != '\n' && r->text[end] != '\r') end++;
    return end - at;
}

/* Records where an error is: the text [at, at + length), its line, and the move it is in. */
static int fail_at(reader *r, int code, size_t at, size_t length) {
    chess_pgn_info *info = r->info;
    int line = 1;
    for (size_t i = 0; i < at && i < r->length; i++) line += r->text[i] == '\n';
    info->error_offset = at;
    info->error_length = length;
    info->error_line = line;
    if (r->started) {
        info->move_number = r->game->pos.fullmove_number;
        info->move_color = r->game->pos.side;
    }
    return code;
}

/* Skips to the end of the line (a ';' comment, a '%' escape line). */
static void skip_line(reader *r) {
    while (r->at < r->length && r->text[r->at] != '\n') r->at++;
}

/* Skips a {comment}; r->at is on its '{'. Comments do not nest. */
static int skip_comment(reader *r) {
    size_t open = r->at;
    while (++r->at < r->length)
        if (r->text[r->at] == '}') {
            r->at++;
            return 0;
        }
    return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
}

/* Skips a (variation), nested ones and the comments in it included; r->at is on its '('. */
static int skip_variation(reader *r) {
    size_t open = r->at;
    int depth = 0;
    while (r->at < r->length) {
        int c = (unsigned char)r->text[r->at];
        if (c == '{') {
            if (skip_comment(r)) return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
            continue;
        }
        if (c == ';') skip_line(r);
        else if (c == '(') depth++;
        else if (c == ')' && --depth == 0) {
            r->at++;
            return 0;
        }
        r->at++;
    }
    return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
}

/* Appends text[0..n) and a NUL to the tag buffer. */
static int store(reader *r, const char *text, size_t n) {
    if (r->tags_size - r->tags_used < n + 1) return CHESS_ERR_BUFFER_TOO_SMALL;
    memcpy(r->tags + r->tags_used, text, n);
    r->tags_used += n;
    r->tags[r->tags_used++] = '\0';
    return 0;
}

static void skip_spaces(reader *r) {
    while (r->at < r->length && is_space((unsigned char)r->text[r->at])) r->at++;
}

/* Reads a tag pair [Name "value"] into the tag buffer; r->at is on its '['. */
static int read_tag(reader *r) {
    size_t open = r->at, name_at, name_length, value_start;
    int c;
    r->at++;
    skip_spaces(r);
    name_at = r->at;
    while (r->at < r->length && is_name_char((unsigned char)r->text[r->at])) r->at++;
    name_length = r->at - name_at;
    skip_spaces(r);
    if (peek(r) < 0) return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
    if (name_length == 0 || name_length > TAG_NAME_MAX || peek(r) != '"') return fail_at(r, CHESS_ERR_PGN_TAG, open, r->at - open);
    if (store(r, r->text + name_at, name_length)) return fail_at(r, CHESS_ERR_BUFFER_TOO_SMALL, open, 1);
    /* The value, with \" and \\ unescaped, written where it will stay. */
    value_start = r->tags_used;
    for (r->at++;; r->at++) {
        if (r->at >= r->length) return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
        c = (unsigned char)r->text[r->at];
        if (c == '"') break;
        if (c == '\\' && r->at + 1 < r->length && (r->text[r->at + 1] == '"' || r->text[r->at + 1] == '\\')) c = (unsigned char)r->text[++r->at];
        if (c == '\0') c = ' '; /* a value is a NUL-terminated string: a NUL inside becomes a space */
        if (r->tags_used + 1 >= r->tags_size) return fail_at(r, CHESS_ERR_BUFFER_TOO_SMALL, open, 1);
        r->tags[r->tags_used++] = (char)c;
    }
    r->tags[r->tags_used++] = '\0';
    r->at++;
    skip_spaces(r);
    if (peek(r) < 0) return fail_at(r, CHESS_ERR_PGN_UNCLOSED, open, rest_of_line(r, open));
    if (peek(r) != ']') return fail_at(r, CHESS_ERR_PGN_TAG, open, r->at - open);
    r->at++;
    if (name_length == 3 && !memcmp(r->text + name_at, "FEN", 3)) {
        r->fen = r->tags + value_start;
        r->fen_at = open;
        r->fen_length = r->at - open;
    }
    r->info->tag_count++;
    return 0;
}

/* Starts the game, from the FEN tag if there was one, once the tags are behind. */
static int start_game(reader *r) {
    int err;
    if (r->started) return 0;
    err = chess_game_init(r->game, r->fen, r->flags, r->laws);
    if (err) return fail_at(r, err, r->fen_at, r->fen_length);
    r->started = 1;
    return 0;
}

static int word_is(const char *word, size_t n, const char *token) { return strlen(token) == n && !memcmp(word, token, n); }

/* A word of annotation marks only (!, ?, +, -, =, /, #, and the symbols outside ASCII that
** annotators use, such as ±), but not "--", the pass. "e.p." after an en passant capture too. */
static int is_annotation(const char *word, size_t n) {
    if (word_is(word, n, "--")) return 0;
    if (word_is(word, n, "e.p.") || word_is(word, n, "ep")) return 1;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)word[i];
        if (c < 0x80 && !strchr("!?+-=/#", c)) return 0;
    }
    return 1;
}

/* The result of a game-termination word, or -1. */
static int termination(const char *word, size_t n) {
    if (word_is(word, n, "1-0")) return CHESS_RESULT_WHITE_WINS;
    if (word_is(word, n, "0-1")) return CHESS_RESULT_BLACK_WINS;
    if (word_is(word, n, "1/2-1/2") || word_is(word, n, "\xC2\xBD-\xC2\xBD")) return CHESS_RESULT_DRAW;
    if (word_is(word, n, "*")) return CHESS_RESULT_ONGOING;
    return -1;
}

/* The length of the move number at the start of word ("12", "12.", "12...", "12…", "..."), or 0. */
static size_t move_number_length(const char *word, size_t n) {
    size_t i = 0;
    while (i < n && is_digit((unsigned char)word[i])) i++;
    size_t digits = i;
    for (;;) {
        if (i < n && word[i] == '.') i++;
        else if (i + 3 <= n && !memcmp(word + i, "\xE2\x80\xA6", 3)) i += 3; /* … */
        else break;
    }
    /* Dots alone ("1. ... e5") are a number's; digits alone only when nothing follows ("0-0"
    ** castles, "1-0" ends). */
    return i > digits || (digits > 0 && i == n) ? i : 0;
}

/* Plays one move word. */
static int play_word(reader *r, size_t at, size_t n) {
    char move[WORD_MAX + 1];
    int err = start_game(r);
    if (err) return err;
    if (n > WORD_MAX) return fail_at(r, CHESS_ERR_INPUT_TOO_LONG, at, n);
    memcpy(move, r->text + at, n);
    move[n] = '\0';
    for (size_t i = 0; i < n; i++)
        if (move[i] == '\0') move[i] = 1; /* a NUL inside is no character of any move */
    err = chess_game_play_text(r->game, move);
    return err ? fail_at(r, err, at, n) : 0;
}

int chess_pgn_read(const char *text, size_t length, unsigned flags, int laws, chess_game *game, char *tags,
                   size_t tags_size, chess_pgn_info *info) {
    CHESS_API_CHECK(text && game && info && (tags || tags_size == 0) &&
                    (laws == CHESS_LAWS_CURRENT || laws == CHESS_LAWS_2000));
    reader r;
    int err, in_moves = 0;
    memset(info, 0, sizeof *info);
    memset(&r, 0, sizeof r);
    r.text = text;
    r.length = length;
    r.flags = flags;
    r.laws = laws;
    r.game = game;
    r.tags = tags;
    r.tags_size = tags_size;
    r.info = info;
    if (length >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) r.at = 3; /* a byte-order mark */
    size_t text_start = r.at;
    while (r.at < length) {
        int c = (unsigned char)text[r.at];
        if (is_space(c)) {
            r.at++;
        } else if (c == '%' && (r.at == text_start || text[r.at - 1] == '\n')) {
            skip_line(&r); /* an escape line, for other programs */
        } else if (c == ';') {
            skip_line(&r);
        } else if (c == '{') {
            if ((err = skip_comment(&r)) != 0) return err;
        } else if (c == '(') {
            if ((err = skip_variation(&r)) != 0) return err;
        } else if (c == '[') {
            if (in_moves) break; /* the tags of the next game */
            if ((err = read_tag(&r)) != 0) return err;
        } else if (c == '$') {
            size_t at = r.at++;
            while (r.at < length && is_digit((unsigned char)text[r.at])) r.at++;
            if (r.at == at + 1) return fail_at(&r, CHESS_ERR_PGN_UNEXPECTED, at, 1);
        } else if (c == ')' || c == '}' || c == ']' || c == '"') {
            if ((err = start_game(&r)) != 0) return err;
            return fail_at(&r, CHESS_ERR_PGN_UNEXPECTED, r.at, 1);
        } else {
            size_t at = r.at, n;
            while (r.at < length && !ends_word((unsigned char)text[r.at])) r.at++;
            n = r.at - at;
            if ((err = start_game(&r)) != 0) return err;
            in_moves = 1;
            int result = termination(text + at, n);
            if (result >= 0) {
                info->result = result;
                info->has_result = 1;
                break;
            }
            /* A move number, maybe with its move written on ("1.e4"). */
            size_t number = move_number_length(text + at, n);
            at += number, n -= number;
            if (n == 0 || is_annotation(text + at, n)) continue;
            if ((err = play_word(&r, at, n)) != 0) return err;
        }
    }
    if ((err = start_game(&r)) != 0) return err;
    info->end = r.at;
    return game->ply_count;
}

/* ---- writing ------------------------------------------------------------------------------- */

typedef struct writer {
    char *buf;
    size_t size, length, line;
    int overflow;
} writer;

static void put(writer *w, const char *text, size_t n) {
    if (w->length + n >= w->size) {
        w->overflow = 1;
        return;
    }
    memcpy(w->buf + w->length, text, n);
    w->length += n;
    w->buf[w->length] = '\0';
}

static void puts_(writer *w, const char *text) { put(w, text, strlen(text)); }

/* A movetext token, on the current line if it fits in LINE_WIDTH, else on a new one. */
static void put_token(writer *w, const char *token) {
    size_t n = strlen(token);
    if (w->line > 0 && w->line + 1 + n > LINE_WIDTH) {
        put(w, "\n", 1);
        w->line = 0;
    } else if (w->line > 0) {
        put(w, " ", 1);
        w->line++;
    }
    put(w, token, n);
    w->line += n;
}

static int valid_tag_name(const char *name) {
    size_t n = strlen(name);
    if (n == 0 || n > TAG_NAME_MAX) return 0;
    for (size_t i = 0; i < n; i++)
        if (!is_name_char((unsigned char)name[i])) return 0;
    return 1;
}

static void put_tag(writer *w, const char *name, const char *value) {
    puts_(w, "[");
    puts_(w, name);
    puts_(w, " \"");
    for (const char *v = value; *v; v++) {
        unsigned char c = (unsigned char)*v;
        if (c == '"' || c == '\\') put(w, "\\", 1);
        put(w, c < 0x20 || c == 0x7f ? " " : v, 1); /* a value stays on its line */
    }
    puts_(w, "\"]\n");
}

/* The caller's value of the tag `name` (the last one given), or NULL. */
static const char *tag_value(const chess_pgn_tag *tags, size_t count, const char *name) {
    const char *value = NULL;
    for (size_t i = 0; i < count; i++)
        if (!strcmp(tags[i].name, name)) value = tags[i].value;
    return value;
}

int chess_pgn_write(const chess_game *game, const chess_pgn_tag *tags, size_t tag_count, char *buf, size_t size) {
    CHESS_API_CHECK(game && buf && (tags || tag_count == 0));
    writer w = {buf, size, 0, 0, 0};
    char fen[CHESS_FEN_MAX], token[24];
    const char *result = chess_result_name(game->outcome.result);
    if (size == 0) return CHESS_ERR_BUFFER_TOO_SMALL;
    buf[0] = '\0';
    for (size_t i = 0; i < tag_count; i++) {
        CHESS_API_CHECK(tags[i].name && tags[i].value);
        if (!valid_tag_name(tags[i].name)) return CHESS_ERR_PGN_TAG;
    }
    /* The result: the game's once it has ended; while it goes on, the caller's Result tag if that
    ** is a result (a game resigned on paper, say), else "*". */
    if (game->outcome.result == CHESS_RESULT_ONGOING) {
        const char *given = tag_value(tags, tag_count, "Result");
        if (given && termination(given, strlen(given)) >= 0 && strcmp(given, "\xC2\xBD-\xC2\xBD") != 0) result = given;
    }
    /* The Seven Tag Roster in its order, then SetUp and FEN when the game did not start from the
    ** initial position, then the caller's other tags in their order. */
    for (int i = 0; i < ROSTER_SIZE; i++) {
        const char *value = i == ROSTER_SIZE - 1 ? result : tag_value(tags, tag_count, ROSTER[i]);
        put_tag(&w, ROSTER[i], value ? value : ROSTER_DEFAULT[i]);
    }
    chess_fen_write(&game->start, fen, sizeof fen);
    if (strcmp(fen, CHESS_START_FEN) != 0) {
        put_tag(&w, "SetUp", "1");
        put_tag(&w, "FEN", fen);
    }
    for (size_t i = 0; i < tag_count; i++) {
        int standard = !strcmp(tags[i].name, "SetUp") || !strcmp(tags[i].name, "FEN");
        for (int k = 0; k < ROSTER_SIZE && !standard; k++) standard = !strcmp(tags[i].name, ROSTER[k]);
        if (!standard) put_tag(&w, tags[i].name, tags[i].value);
    }
    puts_(&w, "\n");
    /* The moves, numbered: "1. e4 e5 2. Nf3", and "7... Nf6" when Black moves first. */
    chess_pos pos = game->start;
    for (int ply = 0; ply < game->ply_count; ply++) {
        int n = 0;
        if (pos.side == CHESS_WHITE || ply == 0) {
            unsigned number = pos.fullmove_number, digits = 1;
            for (unsigned d = number; d >= 10; d /= 10) digits++;
            for (unsigned d = digits; d > 0; d--, number /= 10) token[d - 1] = (char)('0' + number % 10);
            n = (int)digits;
            memcpy(token + n, pos.side == CHESS_WHITE ? "." : "...", pos.side == CHESS_WHITE ? 2 : 4);
            put_token(&w, token);
        }
        if (chess_move_to_san(&pos, game->moves[ply], token, sizeof token) < 0) return CHESS_ERR_BUFFER_TOO_SMALL;
        put_token(&w, token);
        chess_make_move(&pos, game->moves[ply], &pos);
    }
    put_token(&w, result);
    puts_(&w, "\n");
    return w.overflow ? CHESS_ERR_BUFFER_TOO_SMALL : (int)w.length;
}
