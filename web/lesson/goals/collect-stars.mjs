// `collect-stars`: one piece visits every star within `maxMoves`, the other side passing.
import { boardMap, openStepGame } from '../step-game.mjs';

/** Breadth-first search: can the piece on goal.piece visit every star within goal.maxMoves, the
 *  other side passing? Returns the fewest moves, or -1. The step's par when it states none. */
export function fewestStarMoves(rules, step, goal) {
  const route = starRoute(rules, step, openStepGame(rules, step).value.fen(), goal.piece, goal.stars, goal.maxMoves);
  return route ? route.length : -1;
}

/** The same search from `fen` (the piece on `square`, `stars` left, at most `maxMoves`): the
 *  fewest moves' route (UCI, the other side passing between), or null. */
function starRoute(rules, step, fen, square, stars, maxMoves) {
  const all = (1 << stars.length) - 1;
  const options = { exercise: true, ...(step.laws ? { laws: step.laws } : {}) };
  // A position here is the piece's square and the board as the last capture or promotion left it,
  // so the core is asked once for each such position's moves, not once for each way to reach it.
  // A state's FEN is made only when its moves are first needed.
  const fenOf = (state) => {
    if (state.fen === undefined) {
      const parent = fenOf(state.parent);
      const game = parent === null ? null : rules.game(parent, options).value;
      state.fen = game && game.play(state.uci).ok && game.pass().ok ? game.fen() : null;
    }
    return state.fen;
  };
  const placement = (state) => (fenOf(state) === null ? null : state.fen.split(' ')[0]);
  const movesByPosition = new Map();
  const movesOf = (state) => {
    const key = `${state.square}|${state.board}`;
    if (!movesByPosition.has(key)) {
      const fen = fenOf(state);
      const game = fen === null ? null : rules.game(fen, options);
      movesByPosition.set(key, game?.ok ? game.value.moves().filter((move) => move.from === state.square) : []);
    }
    return movesByPosition.get(key);
  };
  const start = { fen, square, got: 0 };
  start.board = placement(start);
  let frontier = [start];
  const seen = new Set([`${start.square}|0|${start.board}`]);
  const routeTo = (state, last) => {
    const route = [last];
    for (let at = state; at.parent; at = at.parent) route.unshift(at.uci);
    return route;
  };
  for (let moves = 1; moves <= maxMoves && frontier.length; moves++) {
    const next = [];
    for (const state of frontier) {
      for (const move of movesOf(state)) {
        const star = stars.indexOf(move.to);
        const got = star >= 0 ? state.got | (1 << star) : state.got;
        if (got === all) return routeTo(state, move.uci);
        const child = { parent: state, uci: move.uci, square: move.to, got, board: state.board };
        if (move.captured || move.promotion) {
          child.board = placement(child);
          if (child.board === null) continue;
        }
        const key = `${child.square}|${got}|${child.board}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(child);
      }
    }
    frontier = next;
  }
  return null;
}

/** Whether `move` (legal on `game`, the piece's) starts a route over the stars `left` within
 *  `movesLeft` moves after it. `game` is left as it was. */
function anotherRoute(rules, step, game, move, left, movesLeft) {
  const after = left.filter((square) => square !== move.to);
  if (after.length === 0) return true;
  // one star a move at most
  if (after.length > movesLeft) return false;
  if (!game.play(move.uci).ok) return false;
  const passed = game.pass().ok;
  const fen = game.fen();
  if (passed) game.undo();
  game.undo();
  return passed && starRoute(rules, step, fen, move.to, after, movesLeft) !== null;
}

/** @type {import('./index.mjs').GoalKind} */
export default {
  name: 'collect-stars',
  boardMode: 'play',
  boardGoal: true,
  exerciseNeeded: true,
  parLimit: 'maxMoves',
  open(session) {
    session.pieceSquare = session.goal.piece;
    session.starsLeft = [...session.goal.stars];
  },
  // the goal's par, else the fewest moves that collect every star (else maxMoves)
  par: (goal, fewest) => goal.par ?? (fewest > 0 ? fewest : goal.maxMoves),
  fewestMoves: (rules, step, goal) => (goal.par === undefined ? fewestStarMoves(rules, step, goal) : -1),
  // Without a stated par, a shorter route is searched only when one could exist, and only as deep
  // as the child went: the search can take a second on a phone, so it is not run when the step opens.
  movesBeyondPar(session) {
    const goal = session.goal;
    if (goal.par !== undefined || session.parMoves !== undefined) return undefined;
    if (session.childMoves <= goal.stars.length) return 0; // one star per move at most
    const shorter = fewestStarMoves(session.rules, session.step, { ...goal, maxMoves: session.childMoves - 1 });
    return shorter > 0 ? session.childMoves - shorter : 0;
  },
  checkMove: (session, legal, uci) => session.answer(uci, legal.from === session.pieceSquare),
  afterMove(session, played) {
    session.pieceSquare = played.to;
    session.starsLeft = session.starsLeft.filter((square) => square !== played.to);
    if (session.starsLeft.length === 0) return session.solve();
    if (session.childMoves >= session.goal.maxMoves) return session.wrong('OUT_OF_MOVES', { restart: true });
    return { status: 'continue', pass: true };
  },
  // the fewest moves' route from where the piece stands now, with the moves left: its first move
  // (legal now) and the whole route, drawn as arrows
  answer(session) {
    if (!session.starsLeft.length) return null;
    const route = starRoute(session.rules, session.step, session.game.fen(), session.pieceSquare, session.starsLeft, session.goal.maxMoves - session.childMoves);
    return route ? { moves: [route[0]], route } : null;
  },
  // the worksheet's key: the fewest moves' route from the step's start (the other side passing),
  // played by the core; `oneWay` when another route is as short (one first move that differs, then
  // the fewest moves from there, finds it)
  printedAnswer(game, goal, { rules, step }) {
    const route = starRoute(rules, step, game.fen(), goal.piece, goal.stars, goal.maxMoves);
    if (!route) return null;
    const side = game.turn();
    const line = [];
    let oneWay = false;
    for (const [n, uci] of route.entries()) {
      if (game.turn() !== side && !game.pass().ok) return null;
      const left = goal.stars.filter((square) => !line.some((move) => move.to === square));
      const movesLeft = route.length - n - 1;
      oneWay ||= game.moves().some((move) => move.from === (line.at(-1)?.to ?? goal.piece) && move.uci !== uci && anotherRoute(rules, step, game, move, left, movesLeft));
      const played = game.play(uci);
      if (!played.ok) return null;
      line.push(played.value);
    }
    return oneWay ? { line, oneWay } : { line };
  },
  nudgeSquare: (session) => session.pieceSquare,
  markers: (session) => (session.starsLeft ?? []).map((square) => ({ square, kind: 'star' })),
  printed: (goal) => ({ markers: (goal.stars ?? []).map((square) => ({ square, kind: 'star' })) }),
  panel: 'status',
  status: (session) => ['starsLeft', { stars: session.starsLeft.length, moves: session.goal.maxMoves - session.childMoves }],
  checkChess({ rules, step, goal, game, report, openStep }) {
    if (!boardMap(game.fen().split(' ')[0])[goal.piece]) { report('NO_STAR_PIECE', { square: goal.piece }, '/goal/piece'); return; }
    if (goal.stars.includes(goal.piece)) report('STAR_ON_PIECE', { square: goal.piece }, '/goal/stars');
    const probe = openStep(rules, step).game;
    const firstMove = probe.moves().find((m) => m.from === goal.piece);
    if (!firstMove) { report('STAR_PIECE_STUCK', { square: goal.piece }, '/goal/piece'); return; }
    probe.play(firstMove.uci);
    if (!probe.pass().ok) { report('STARS_NEED_EXERCISE', {}, ''); return; }
    const fewest = fewestStarMoves(rules, step, goal);
    if (fewest < 0) report('STARS_UNREACHABLE', { moves: goal.maxMoves }, '/goal/maxMoves');
    else if (goal.par !== undefined && goal.par < fewest) report('PAR_BELOW_FEWEST_STAR_MOVES', { par: goal.par, fewest }, '/goal/par');
  },
  editor: {
    defaults: () => ({ kind: 'collect-stars', piece: null, stars: [], maxMoves: 1 }),
    form: (goal, kit) => [kit.stars(), kit.summary(), kit.number('maxMoves', 'maxMoves')],
    summary: (goal) => ['starsSummary', { stars: goal.stars.join(' ') || '—', piece: goal.piece ?? '—' }],
    // a piece not chosen yet is not written to the file
    tidy(goal) { if (goal.piece === null) delete goal.piece; },
    fill(goal) { goal.stars ??= []; },
    // the icon is the piece that collects
    pieceSquare: (goal) => goal.piece,
    keepsExercise: true,
  },
};
