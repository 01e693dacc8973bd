/* The stable names and the articles of the error codes, from the one list in chess.h. */
#include "internal.h"

const char *chess_error_name(int code) {
    if (code == CHESS_OK) return "OK";
    switch (code) {
#define CHESS_ERROR_NAME_CASE(name, value, article) \
    case value: return #name;
        CHESS_ERROR_LIST(CHESS_ERROR_NAME_CASE)
#undef CHESS_ERROR_NAME_CASE
    default: return "UNKNOWN";
    }
}

const char *chess_error_article(int code) {
    switch (code) {
#define CHESS_ERROR_ARTICLE_CASE(name, value, article) \
    case value: return article;
        CHESS_ERROR_LIST(CHESS_ERROR_ARTICLE_CASE)
#undef CHESS_ERROR_ARTICLE_CASE
    default: return "";
    }
}
