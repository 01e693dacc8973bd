// The table of goal kinds itself: a kind's name → its module. index.mjs puts every kind in it at
// once (the checks, the editor, the worksheets, the tests); a lesson page asks loadGoalKinds for
// the kinds its lesson uses, each a chunk of its own, so that it downloads no other kind's code.
// goalKind() answers from what is in the table.
//
//   await loadGoalKinds(goals)  puts the kinds of these goals in the table (a kind no module has is left to the checks)

/** @type {Map<string, import('./index.mjs').GoalKind>} */
const KINDS = new Map();

// Each kind's module, in the table's order (index.mjs lists the same).
const LOADERS = {
  move: () => import('./move.mjs'),
  'collect-stars': () => import('./collect-stars.mjs'),
  capture: () => import('./capture.mjs'),
  check: () => import('./check.mjs'),
  'escape-check': () => import('./escape-check.mjs'),
  mate: () => import('./mate.mjs'),
  setup: () => import('./setup.mjs'),
  quiz: () => import('./quiz.mjs'),
  claim: () => import('./claim.mjs'),
  touch: () => import('./touch.mjs'),
  tap: () => import('./tap.mjs'),
  action: () => import('./action.mjs'),
  game: () => import('./game.mjs'),
};
const ORDER = Object.keys(LOADERS);

/** @returns {import('./index.mjs').GoalKind | null} the goal's module, or null (not an object, or a kind not in the table) */
export function goalKind(goal) {
  if (goal === null || typeof goal !== 'object' || typeof goal.kind !== 'string') return null;
  return KINDS.get(goal.kind) ?? null;
}

export const goalKindName = (goal) => (goal !== null && typeof goal === 'object' && typeof goal.kind === 'string' ? goal.kind : null);

/** Every kind in the table, in the table's order (a kind added by a test after them). */
export function goalKindNames() {
  const place = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return [...KINDS.keys()].sort((a, b) => place(a) - place(b));
}

/** Adds a kind to the table: index.mjs's, and the tests', which prove that a kind needs nothing
 *  but its module (and its schema entry). The lesson format is still the schema's. */
export function addGoalKind(kind) {
  KINDS.set(kind.name, kind);
  return () => KINDS.delete(kind.name);
}

/** Puts the kinds of `goals` in the table, fetching each module not there yet. */
export async function loadGoalKinds(goals) {
  const names = new Set(goals.map(goalKindName).filter((name) => name && !KINDS.has(name) && Object.hasOwn(LOADERS, name)));
  await Promise.all([...names].map(async (name) => {
    const kind = (await LOADERS[name]()).default;
    if (!KINDS.has(kind.name)) KINDS.set(kind.name, kind);
  }));
}
