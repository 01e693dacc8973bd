// @ts-check
// /play/'s step keys in projector mode (web/site/projector.mjs calls them for PageDown / PageUp,
// the arrows and a clicker's buttons): a record being replayed steps one move on or back; a game
// being played steps back into its own moves, opened as a replay at its last move, so the class
// can go through it move by move (the replay's 接着下 plays on from where the board is).

/** @typedef {import('../../rules/index').Game} Game */
/** @typedef {import('../../rules/index').ChessRules} ChessRules */

/**
 * The projector's `next` and `previous` for /play/.
 * @param {{ replay: import('./replay-view.mjs').ReplayView, game: () => Game | null, rules: () => ChessRules | null,
 *   replayRecord: (rules: ChessRules, record: Game, tags: [string, string][]) => unknown }} page
 */
export function playProjectorSteps({ replay, game, rules, replayRecord }) {
  const step = (/** @type {1 | -1} */ by) => {
    if (!replay.active) {
      const record = game();
      const loaded = rules();
      const plies = record ? record.history().length : 0;
      if (by > 0 || !record || !loaded || plies === 0) return;
      replayRecord(loaded, record, []);
      replay.goTo(plies);
    }
    replay.act(by > 0 ? 'next' : 'previous');
  };
  return { next: () => step(1), previous: () => step(-1) };
}
