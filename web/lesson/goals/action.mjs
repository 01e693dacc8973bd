// `action`: press a button (resign, offer or accept a draw, let a flag fall); `expect` is the result.
import { colorName, openStepGame } from '../step-game.mjs';

const ICONS = { resign: 'resignation', 'offer-draw': 'agreement', 'accept-draw': 'agreement', flag: 'clock' };

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'action',
  boardMode: 'none',
  action(session) {
    const { goal, actor, game } = session;
    const color = goal.color ?? colorName(game.turn());
    let done;
    if (goal.action === 'resign') done = actor.resign(color);
    else if (goal.action === 'flag') done = actor.flag(color);
    else {
      const offered = actor.offerDraw();
      done = offered.ok ? actor.acceptDraw() : offered;
    }
    if (!done.ok) return session.wrong('WRONG_MOVE', { error: done.error });
    const outcome = game.outcome();
    session.outcome = outcome;
    const expect = goal.expect ?? {};
    if ((expect.outcome && expect.outcome !== outcome.reason) || (expect.result && expect.result !== outcome.result)) return session.wrong('WRONG_MOVE');
    return session.solve({ outcome });
  },
  answer: () => ({ button: true }),
  panel: 'button',
  button: (goal) => ({ className: 'cl-act', name: goal.action, label: goal.action, press: 'action' }),
  // offer-draw and accept-draw are both checked as a draw by agreement
  checkChess({ rules, step, goal, game, at, push, expectMismatches }) {
    const color = goal.color ?? colorName(game.turn());
    const expect = { ...goal.expect };
    if (goal.action === 'flag') expect.flag = color;
    if (goal.action === 'resign') expect.resign = color;
    if (goal.action === 'offer-draw' || goal.action === 'accept-draw') expect.agree = true;
    push(expectMismatches(rules, step, expect, `${at}/goal`));
  },
  editor: {
    defaults: () => ({ kind: 'action', action: 'resign', expect: {} }),
    form: (goal, kit) => [kit.select('action', ['resign', 'offer-draw', 'accept-draw', 'flag']), kit.select('color', ['white', 'black'], { optional: true }), kit.summary()],
    summary: (goal, say) => ['actionSummary', { outcome: say.word(`outcome-${goal.expect?.outcome ?? 'ongoing'}`), result: goal.expect?.result ?? '*' }],
    /** How the game ends when the button is pressed, as the core says: the goal's `expect`. */
    fromCore(rules, step, goal) {
      const probe = openStepGame(rules, step);
      if (!probe.ok || !probe.value) return null;
      const game = probe.value;
      const color = goal.color ?? colorName(game.turn());
      const done = goal.action === 'resign' ? game.resign(color) : goal.action === 'flag' ? game.flag(color) : game.offerDraw().ok ? game.acceptDraw() : null;
      if (!done?.ok) return null;
      const outcome = game.outcome();
      return { outcome: outcome.reason, result: outcome.result };
    },
    icon: (goal) => ICONS[goal.action],
  },
};
