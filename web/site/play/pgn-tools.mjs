// @ts-check
// The game records (PGN) of /play/: writing the game to a file the browser downloads, and reading
// a pasted or chosen record into a game. The rules do the PGN itself (game.pgn, rules.gameFromPgn,
// in their deep module); this module only moves text between them and the page. play.mjs imports
// it on the first use of either control, so that a child's game never loads it.
import { offerDownload } from '../../board/api.mjs';
import { readablePgn } from '../../lesson/moves.mjs';

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {{ ok: true, value: string } | { ok: false, error: { code?: string, message: string } }} Written */
/** @typedef {{ ok: true, value: Game } | { ok: false, error: { code?: string, message: string } }} Read */
/** The rules API's PGN members (web/rules/index.d.ts), which play.mjs checks for before use.
 *  @typedef {{ pgn(options: { headers: Record<string, string> }): Promise<Written> }} PgnGame
 *  @typedef {{ gameFromPgn(text: string): Promise<Read> }} PgnRules */

/** Writes `game` with `headers` and has the browser download it as `fileName`. The rules' Result:
 *  on an error nothing is downloaded. */
export async function downloadPgn(/** @type {PgnGame} */ game, /** @type {Record<string, string>} */ headers, /** @type {string} */ fileName) {
  const written = await game.pgn({ headers });
  if (!written.ok) return written;
  offerDownload(document, new Blob([written.value], { type: 'application/x-chess-pgn' }), fileName);
  return written;
}

/** The first game of a record, pasted (a string) or chosen (a File): the rules' Result, its error
 *  message in the rules' language. Moves written with Chinese piece names (1. 马f3) are read as the
 *  lessons read them (web/lesson/moves.mjs). */
export async function readPgn(/** @type {PgnRules} */ rules, /** @type {string | Blob} */ source) {
  const text = typeof source === 'string' ? source : await source.text();
  return rules.gameFromPgn(readablePgn(text));
}
