/* PGN (c/src/pgn.c): lenient reading of the PGN standard's import format, writing of its export
** format, and where a reading error stands. Expected texts follow the PGN standard (section 8.2,
** the export format: the Seven Tag Roster in order, movetext lines of at most 79 characters). */
#include <stdlib.h>
#include "testing.h"
#include "chess.h"

static chess_game game;
static char tags[1024];
static chess_pgn_info info;

static int read_pgn(const char *text) { return chess_pgn_read(text, strlen(text), 0, CHESS_LAWS_CURRENT, &game, tags, sizeof tags, &info); }

/* The SAN of the game's moves, joined by spaces. */
static const char *sans(void) {
    static char out[4096];
    size_t used = 0;
    out[0] = '\0';
    for (int ply = 0; ply < game.ply_count; ply++) {
        char san[16];
        chess_game_san(&game, ply, san, sizeof san);
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%s", ply ? " " : "", san);
    }
    return out;
}

static const char *fen_now(void) {
    static char fen[CHESS_FEN_MAX];
    chess_fen_write(&game.pos, fen, sizeof fen);
    return fen;
}

TEST(reads_tags_moves_and_the_result) {
    CHECK_INT(read_pgn("[Event \"Club \\\"A\\\"\"]\n[White \"Li\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"), 7);
    CHECK_STR(sans(), "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    CHECK_INT(info.tag_count, 2);
    CHECK_STR(tags, "Event");
    CHECK_STR(tags + 6, "Club \"A\"");
    CHECK_STR(tags + 6 + 9, "White");
    CHECK_INT(info.has_result, 1);
    CHECK_INT(info.result, CHESS_RESULT_WHITE_WINS);
    CHECK_INT(game.outcome.reason, CHESS_REASON_CHECKMATE);
}

TEST(skips_comments_nags_variations_and_annotations) {
    CHECK_INT(read_pgn("% an escape line\n1.e4!? {best by test} e5 $2 (1...c5 {Sicilian} 2.Nf3 (2.c3 d5) d6) "
                       "2.Nf3 ; to the end of the line ( not a variation\nNc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 +- *"), 10);
    CHECK_STR(sans(), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7");
    CHECK_INT(info.has_result, 1);
    CHECK_INT(info.result, CHESS_RESULT_ONGOING);
}

TEST(move_numbers_in_any_form) {
    CHECK_INT(read_pgn("1.e4 1... e5 2 Nf3 2\xE2\x80\xA6Nc6 Bb5"), 5);
    CHECK_STR(sans(), "e4 e5 Nf3 Nc6 Bb5");
    CHECK_INT(info.has_result, 0);
}

TEST(setup_and_fen_start_the_game_there) {
    CHECK_INT(read_pgn("[SetUp \"1\"]\n[FEN \"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3\"]\n\n"
                       "3. exf6 e.p. Nxf6 4. a4 1/2-1/2"), 3);
    CHECK_STR(sans(), "exf6 Nxf6 a4");
    CHECK_STR(fen_now(), "rnbqkb1r/ppp1p1pp/5n2/3p4/P7/8/1PPP1PPP/RNBQKBNR b KQkq - 0 4");
    /* Black to move first: "7... Kd7" is how the export format numbers it. */
    CHECK_INT(read_pgn("[FEN \"4k3/P7/8/8/8/8/8/4K3 b - - 0 7\"]\n7... Kd7 8. a8=Q *"), 2);
    CHECK_STR(sans(), "Kd7 a8=Q");
}

TEST(errors_name_the_move_and_where_it_stands) {
    const char *text = "1. e4 f5\n2. Ke2 fxe4 3. Kf3";
    CHECK_INT(read_pgn(text), CHESS_ERR_KING_INTO_CHECK);
    CHECK_INT(game.ply_count, 4); /* the game up to the error */
    CHECK_INT(info.move_number, 3);
    CHECK_INT(info.move_color, CHESS_WHITE);
    CHECK_INT(info.error_line, 2);
    CHECK_INT(info.error_length, 3);
    CHECK(strncmp(text + info.error_offset, "Kf3", 3) == 0);

    CHECK_INT(read_pgn("1. e4 e5 2. Nf3 Ke5"), CHESS_ERR_PIECE_CANNOT_MOVE_LIKE_THAT);
    CHECK_INT(info.move_number, 2);
    CHECK_INT(info.move_color, CHESS_BLACK);

    CHECK_INT(read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7"), CHESS_ERR_GAME_OVER);
    CHECK_INT(read_pgn("1. e4 e5 2. Nf3 zz9"), CHESS_ERR_MOVE_SYNTAX);
}

TEST(errors_of_the_text) {
    CHECK_INT(read_pgn("[White Li]\n1. e4"), CHESS_ERR_PGN_TAG);
    CHECK_INT(info.move_number, 0);
    CHECK_INT(info.error_line, 1);
    CHECK_INT(read_pgn("[White \"Li\"\n1. e4"), CHESS_ERR_PGN_TAG);
    CHECK_INT(read_pgn("[White \"Li"), CHESS_ERR_PGN_UNCLOSED);
    CHECK_INT(read_pgn("1. e4 {no end"), CHESS_ERR_PGN_UNCLOSED);
    CHECK_INT(info.move_number, 1);
    CHECK_INT(info.move_color, CHESS_BLACK);
    CHECK_INT(read_pgn("1. e4 (1. d4 d5"), CHESS_ERR_PGN_UNCLOSED);
    CHECK_INT(read_pgn("1. e4 ) e5"), CHESS_ERR_PGN_UNEXPECTED);
    CHECK_INT(read_pgn("1. e4 $ e5"), CHESS_ERR_PGN_UNEXPECTED);
    CHECK_INT(read_pgn("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4"), CHESS_ERR_FEN_KING_COUNT);
    CHECK_INT(read_pgn("1. e4\0 e5"), 1); /* strlen: the text ends at the NUL */
    CHECK_INT(chess_pgn_read("1. e4 e\0", 8, 0, CHESS_LAWS_CURRENT, &game, tags, sizeof tags, &info), CHESS_ERR_MOVE_SYNTAX);
    CHECK_INT(chess_pgn_read("[Event \"a long name\"]", 21, 0, CHESS_LAWS_CURRENT, &game, tags, 8, &info), CHESS_ERR_BUFFER_TOO_SMALL);
}

TEST(the_first_game_of_several) {
    const char *text = "[Event \"1\"]\n1. e4 e5 1-0\n\n[Event \"2\"]\n1. d4 0-1\n";
    CHECK_INT(read_pgn(text), 2);
    CHECK_INT(info.tag_count, 1);
    CHECK(strncmp(text + info.end, "\n\n[Event \"2\"]", 13) == 0);
    /* Without a termination token, the next game's tags end the game. */
    text = "1. e4 e5\n[Event \"2\"]\n1. d4";
    CHECK_INT(read_pgn(text), 2);
    CHECK_INT(text[info.end], '[');
}

TEST(writes_the_export_format) {
    static char pgn[4096];
    chess_pgn_tag given[] = {{"White", "Li \"Hua\""}, {"Annotator", "Teacher"}, {"Result", "1-0"}};
    CHECK_INT(chess_game_init(&game, NULL, 0, CHESS_LAWS_CURRENT), 0);
    CHECK_INT(chess_game_play_text(&game, "e4"), 0);
    CHECK_INT(chess_game_play_text(&game, "e5"), 0);
    int n = chess_pgn_write(&game, given, 3, pgn, sizeof pgn);
    CHECK_INT(n, (int)strlen(pgn));
    /* The game goes on, so the caller's Result stands (a game resigned on paper). */
    CHECK_STR(pgn, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Li \\\"Hua\\\"\"]\n"
                   "[Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"Teacher\"]\n\n1. e4 e5 1-0\n");
    chess_pgn_tag bad[] = {{"Bad name", "x"}};
    CHECK_INT(chess_pgn_write(&game, bad, 1, pgn, sizeof pgn), CHESS_ERR_PGN_TAG);
    CHECK_INT(chess_pgn_write(&game, NULL, 0, pgn, 100), CHESS_ERR_BUFFER_TOO_SMALL);
}

TEST(writes_setup_and_black_first) {
    static char pgn[4096];
    CHECK_INT(chess_game_init(&game, "4k3/P7/8/8/8/8/8/4K3 b - - 0 7", 0, CHESS_LAWS_CURRENT), 0);
    CHECK_INT(chess_game_play_text(&game, "Kd7"), 0);
    CHECK_INT(chess_game_play_text(&game, "a8=Q"), 0);
    CHECK(chess_pgn_write(&game, NULL, 0, pgn, sizeof pgn) > 0);
    CHECK(strstr(pgn, "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 b - - 0 7\"]\n") != NULL);
    CHECK(strstr(pgn, "\n\n7... Kd7 8. a8=Q *\n") != NULL);
}

TEST(long_games_wrap_at_79_and_read_back) {
    static char pgn[65536];
    static chess_game copy;
    const char *shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    CHECK_INT(chess_game_init(&game, NULL, 0, CHESS_LAWS_2000), 0);
    for (int i = 0; i < 200; i++) CHECK_INT(chess_game_play_text(&game, shuffle[i % 4]), 0);
    int n = chess_pgn_write(&game, NULL, 0, pgn, sizeof pgn);
    CHECK(n > 0);
    for (const char *line = pgn; *line;) {
        const char *end = strchr(line, '\n');
        CHECK(end - line <= 79);
        line = end + 1;
    }
    copy = game;
    CHECK_INT(chess_pgn_read(pgn, (size_t)n, 0, CHESS_LAWS_2000, &game, tags, sizeof tags, &info), 200);
    CHECK(memcmp(copy.moves, game.moves, sizeof game.moves[0] * 200) == 0);
}

int main(void) {
    RUN(reads_tags_moves_and_the_result);
    RUN(skips_comments_nags_variations_and_annotations);
    RUN(move_numbers_in_any_form);
    RUN(setup_and_fen_start_the_game_there);
    RUN(errors_name_the_move_and_where_it_stands);
    RUN(errors_of_the_text);
    RUN(the_first_game_of_several);
    RUN(writes_the_export_format);
    RUN(writes_setup_and_black_first);
    RUN(long_games_wrap_at_79_and_read_back);
    return testing_report();
}
