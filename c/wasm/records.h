/*
** The answer records of the shim's transfer buffer (shim.c), field by field, in order: the one
** list of their layout. shim.c makes its structs from these lists; scripts/gen/records.mjs reads
** them, lays the fields out as a C compiler does (each at the next multiple of its type's size),
** and writes the offsets for the JS (web/rules/records.gen.mjs) and, for the compiler to confirm
** them, one static assertion per field (c/wasm/records.gen.h, included by shim.c). So a field added,
** moved or resized here reaches the JS with no hand edit, or the wasm build stops.
**
** Each list is written with two macros: SCALAR(name, type) and ARRAY(name, type, count). A type
** is one of uint8_t, int8_t, char, uint16_t, int16_t, uint32_t, int32_t, or another record.
*/
#ifndef CHESS_WASM_RECORDS_H
#define CHESS_WASM_RECORDS_H

/* the game after a call */
#define CHESS_WASM_STATE_RECORD(SCALAR, ARRAY) \
    SCALAR(result, uint8_t)          /* CHESS_RESULT_* */ \
    SCALAR(reason, uint8_t)          /* CHESS_REASON_* */ \
    SCALAR(modern, uint8_t)          /* chess_reason_is_modern */ \
    SCALAR(side, uint8_t)            /* the side to move: 0 white, 1 black */ \
    SCALAR(check, int8_t)            /* chess_check_square, or -1 */ \
    SCALAR(offer, int8_t)            /* the colour with a pending draw offer, or -1 */ \
    SCALAR(touches, uint8_t)         /* squares touched */ \
    SCALAR(unused, uint8_t) \
    SCALAR(halfmove, uint16_t)       /* the halfmove clock */ \
    SCALAR(repetitions, uint16_t)    /* chess_game_repetitions */ \
    SCALAR(plies, uint16_t)          /* moves played */ \
    ARRAY(result_name, char, 8)      /* chess_result_name */ \
    ARRAY(reason_name, char, 26)     /* chess_reason_name */ \
    ARRAY(fen, char, CHESS_FEN_MAX)

/* what a move record's `kind` says: X(NAME, VALUE, TEXT), the TEXT the JS API's Move.kind */
#define CHESS_WASM_MOVE_KIND_LIST(X) \
    X(MOVE_KIND_NORMAL, 0, "normal") \
    X(MOVE_KIND_CASTLE_KINGSIDE, 1, "castle-kingside") \
    X(MOVE_KIND_CASTLE_QUEENSIDE, 2, "castle-queenside") \
    X(MOVE_KIND_EN_PASSANT, 3, "en-passant") \
    X(MOVE_KIND_PROMOTION, 4, "promotion") \
    X(MOVE_KIND_PASS, 5, "pass")

/* one move, described in the position before it */
#define CHESS_WASM_MOVE_RECORD(SCALAR, ARRAY) \
    SCALAR(move, uint16_t)           /* the core's encoding (chess.h "Moves") */ \
    SCALAR(piece, uint8_t)           /* the piece that moves (CHESS_PIECE; 0 for a pass) */ \
    SCALAR(captured, uint8_t)        /* chess_move_captured */ \
    SCALAR(kind, uint8_t)            /* CHESS_WASM_MOVE_KIND_LIST */ \
    SCALAR(check, uint8_t)           /* after the move (played moves only; else 0) */ \
    SCALAR(mate, uint8_t)            /* after the move (played moves only; else 0) */ \
    SCALAR(claims, uint8_t)          /* CHESS_CLAIM_* bits (chess_wasm_game_claims_after only) */ \
    ARRAY(uci, char, 6) \
    ARRAY(san, char, 10)

/* the touch-move duty, in a move record's place */
#define CHESS_WASM_TOUCH_RECORD(SCALAR, ARRAY) \
    ARRAY(kind, char, 16)            /* chess_touch_kind_name */ \
    ARRAY(article, char, 8)          /* chess_touch_article_name */

/* the practice partner's answer */
#define CHESS_WASM_SEARCH_RECORD(SCALAR, ARRAY) \
    SCALAR(move, move_record) \
    SCALAR(score, int16_t) \
    SCALAR(mate, int16_t) \
    SCALAR(depth, uint8_t) \
    ARRAY(unused, uint8_t, 3) \
    SCALAR(nodes, uint32_t) \
    ARRAY(reason, char, 16)          /* chess_hint_reason_name */

/* a PGN reading, followed in the answer by the plies read, in UCI, each with one space after it */
#define CHESS_WASM_PGN_INFO_RECORD(SCALAR, ARRAY) \
    SCALAR(result, int32_t)          /* CHESS_RESULT_* */ \
    SCALAR(has_result, int32_t) \
    SCALAR(tag_count, int32_t) \
    SCALAR(tags_length, int32_t) \
    SCALAR(end, uint32_t) \
    SCALAR(error_offset, uint32_t) \
    SCALAR(error_length, uint32_t) \
    SCALAR(error_line, int32_t) \
    SCALAR(move_number, int32_t) \
    SCALAR(move_color, int32_t) \
    ARRAY(start_fen, char, CHESS_FEN_MAX)

/* an exercise (chess_generate; chess-search.wasm only), followed in the answer by its solutions,
   in UCI, each with one space after it */
#define CHESS_WASM_EXERCISE_RECORD(SCALAR, ARRAY) \
    SCALAR(tries, uint32_t)          /* candidates drawn */ \
    SCALAR(solution_count, uint8_t) \
    SCALAR(piece, uint8_t)           /* CHESS_GENERATE_PIECE_*: the one drawn for ANY */ \
    SCALAR(target, int8_t)           /* a square, or -1 */ \
    SCALAR(decoy, int8_t)            /* a square, or -1 */ \
    SCALAR(star_count, uint8_t) \
    SCALAR(par, uint8_t)             /* the fewest moves (stars), else 1 */ \
    SCALAR(ways, uint8_t)            /* ESCAPE_CHECK: CHESS_ESCAPE_* bits, else 0 */ \
    SCALAR(answer, uint8_t)          /* CHECK_QUIZ: CHESS_EXERCISE_ANSWER_*, else 0 */ \
    ARRAY(stars, int8_t, 4)          /* CHESS_EXERCISE_MAX_STARS squares, star_count of them used */ \
    ARRAY(fen, char, CHESS_FEN_MAX)

/* the records, by the name of their struct in shim.c and the JS name of their offsets, in an
   order where a record comes before any that holds it */
#define CHESS_WASM_RECORDS(X) \
    X(move_record, MOVE, CHESS_WASM_MOVE_RECORD) \
    X(state_record, STATE, CHESS_WASM_STATE_RECORD) \
    X(touch_record, TOUCH, CHESS_WASM_TOUCH_RECORD) \
    X(search_record, SEARCH, CHESS_WASM_SEARCH_RECORD) \
    X(pgn_info_record, PGN_INFO, CHESS_WASM_PGN_INFO_RECORD) \
    X(exercise_record, EXERCISE, CHESS_WASM_EXERCISE_RECORD)

#endif
