// The core's error codes and their articles. The table is web/rules/errors.gen.mjs, which
// scripts/gen/errors.mjs writes from chess.h's CHESS_ERROR_LIST at build time.
import { ERROR_ARTICLES, ERROR_CODES } from './errors.gen.mjs';

export { ERROR_ARTICLES, ERROR_CODES };

const NAME_BY_NUMBER = new Map(Object.entries(ERROR_CODES).map(([name, value]) => [value, name]));

/** The name of a negative code from the module. A number the table lacks means the module and this
 *  file disagree, which is a build error, not a user's: it throws. */
export function errorName(number) {
  const name = NAME_BY_NUMBER.get(number);
  if (name === undefined) throw new Error(`chess-rules: the module returned unknown error code ${number}`);
  return name;
}

/** The RulesError of index.d.ts for a code and its message: with the article where one applies. */
export function rulesError(code, message) {
  const error = { code, message };
  if (Object.hasOwn(ERROR_ARTICLES, code)) error.article = ERROR_ARTICLES[code];
  return error;
}
