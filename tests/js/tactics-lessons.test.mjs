// The lessons toward a first game (issue 32), proved twice: by the rules core (the rules API and
// the core's mate solver, dist/*.wasm) and independently by chess.js. What each must hold:
//   - the queen and rook mate drills: at least four different starts each, king and queen (or
//     rook) against a lone king, played against the core's defender, none with a forced mate in 2,
//     the stars' par the distance table's moves to mate;
//   - every step of the fork lesson (and every other step of skill `fork`): each accepted move
//     attacks, with the piece that moved, two pieces worth 3 or more, or the king and one such piece;
//   - every step of the pin lesson: a pin to the king stands on the board, before the move or after
//     each accepted one; a tap step's squares are exactly the pinned pieces;
//   - the "what is attacked?" lesson: each tap step's squares are exactly the attacked pieces;
//   - the four-move mate's defence steps: passing would allow Qxf7# (Qxf2#), and every accepted
//     move leaves no mate in one;
//   - the mixed reviews: a review that draws on several groups at least every 8 lessons, on
//     positions no other lesson uses;
//   - every new lesson passes the one lesson checker (its format, rules and proofs).
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { loadCheckTools } from '../../scripts/check-lessons.mjs';
import { checkLessonFile, hasErrors } from '../../web/lesson/authoring/check.mjs';
import { loneKingMate } from '../../web/lesson/lone-king.mjs';
import { SKILLS } from '../../web/lesson/skills.mjs';

jest.setTimeout(120000);

const ROOT = new URL('../../', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, ROOT), 'utf8'));
const index = readJson('lessons/index.json');
const lessons = Object.fromEntries(index.lessons.map((entry) => [entry.id, readJson(`lessons/${entry.file}`)]));
const NEW_LESSONS = ['attacked', 'fork', 'pin', 'mate-queen-drill', 'mate-rook-drill', 'opening', 'four-move-mate',
  'mixed-pieces', 'mixed-fight', 'mixed-special', 'mixed-mate', 'mixed-tactics'];
const VALUE = { p: 1, n: 3, b: 3, r: 5, q: 9 };
const other = (color) => (color === 'w' ? 'b' : 'w');

let rules;
let mateSolver;
beforeAll(async () => { ({ rules, mateSolver } = await loadCheckTools()); });

/** The core's game at the step's start (its history played). */
function coreGame(step, moves = []) {
  const opened = rules.game(step.fen);
  if (!opened.ok) throw new Error(`${step.id}: ${opened.error.code}`);
  for (const move of [...(step.history ?? []), ...moves]) {
    const played = opened.value.play(move);
    if (!played.ok) throw new Error(`${step.id}: ${move} ${played.error.code}`);
  }
  return opened.value;
}

/** chess.js at the step's start (its history played), then `moves`. */
function jsGame(step, moves = []) {
  const game = new Chess(step.fen);
  for (const move of [...(step.history ?? []), ...moves]) game.move(move.length > 4 ? { from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] } : { from: move.slice(0, 2), to: move.slice(2, 4) });
  return game;
}

/** Every piece of chess.js's board as {square, type, color}. */
const piecesOf = (game) => game.board().flat().filter(Boolean);

/** A FEN's board with the piece on `square` taken off (chess.js). */
function without(fen, square) {
  const game = new Chess(fen, { skipValidation: true });
  game.remove(square);
  return game.fen();
}

const stepsOfSkill = (skill) => Object.values(lessons).flatMap((lesson) => lesson.steps.filter((step) => step.skill === skill).map((step) => [`${lesson.id}/${step.id}`, step]));

describe('the basic mates drilled', () => {
  const drills = { Q: 'mate-queen-drill', R: 'mate-rook-drill' };

  test.each(Object.entries(drills))('K+%s v K: four different starts or more, against the core\'s defender, none a mate in 2', (piece, id) => {
    const starts = lessons[id].steps;
    expect(new Set(starts.map((step) => step.fen.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThanOrEqual(4);
    for (const step of starts) {
      // the material, by chess.js: a king and the piece against a lone king
      const pieces = piecesOf(new Chess(step.fen));
      const attacker = step.fen.split(' ')[1];
      expect([step.id, pieces.map((p) => (p.color === attacker ? p.type.toUpperCase() : p.type)).sort().join('')])
        .toEqual([step.id, ['K', piece, 'k'].sort().join('')]);
      expect([step.id, step.goal.kind, step.goal.defender]).toEqual([step.id, 'mate', 'search']);
      // no forced mate in 2, by the core's exhaustive mate solver
      const solved = mateSolver.mateIn(step.fen, 2, {});
      expect([step.id, solved.ok, solved.value]).toEqual([step.id, true, null]);
      // the stars: par is the distance table's fastest mate against the best defence
      expect([step.id, step.goal.par]).toEqual([step.id, loneKingMate(step.fen).dtm]);
      expect(step.goal.in).toBeGreaterThan(step.goal.par);
    }
  });

  test('no start is a mate in 2 by chess.js either (every defence searched)', () => {
    const mateInOne = (game) => game.moves().some((move) => { game.move(move); const mate = game.isCheckmate(); game.undo(); return mate; });
    for (const step of [...lessons['mate-queen-drill'].steps, ...lessons['mate-rook-drill'].steps]) {
      const game = new Chess(step.fen);
      const forced = game.moves().some((first) => {
        game.move(first);
        const mates = game.isCheckmate() || (!game.isGameOver() && game.moves().every((reply) => { game.move(reply); const ok = mateInOne(game); game.undo(); return ok; }));
        game.undo();
        return mates;
      });
      expect([step.id, forced]).toEqual([step.id, false]);
    }
  });
});

describe('forks', () => {
  const forkSteps = stepsOfSkill('fork');

  test('the fork lesson has at least 8 steps, all of skill fork', () => {
    expect(lessons.fork.steps.length).toBeGreaterThanOrEqual(8);
    expect(lessons.fork.steps.every((step) => step.skill === 'fork')).toBe(true);
  });

  /** The enemy pieces the moved piece attacks, by chess.js: [{type, square}]. */
  function jsTargets(step, move) {
    const game = jsGame(step, [move]);
    const to = move.slice(2, 4);
    const us = other(game.turn());
    return piecesOf(game).filter((p) => p.color !== us && game.attackers(p.square, us).includes(to));
  }
  /** The same by the core: squares the side attacks with the piece on them, less those it attacks
   *  without it (a target another piece also attacks is not counted: the count can only fall). */
  function coreTargets(step, move) {
    const after = coreGame(step, [move]);
    const us = other(after.turn());
    const withPiece = new Set(after.attackedSquares(us));
    const opened = rules.game(without(after.fen(), move.slice(2, 4)));
    if (!opened.ok) throw new Error(`${step.id}: ${opened.error.code}`);
    const withoutPiece = new Set(opened.value.attackedSquares(us));
    return piecesOf(jsGame(step, [move])).filter((p) => p.color !== us && withPiece.has(p.square) && !withoutPiece.has(p.square));
  }
  const isFork = (targets) => {
    const big = targets.filter((p) => (VALUE[p.type] ?? 0) >= 3).length;
    return big >= 2 || (targets.some((p) => p.type === 'k') && big >= 1);
  };

  test.each(forkSteps)('%s: every accepted move attacks two pieces worth 3+, or the king and one', (name, step) => {
    expect(step.goal.kind).toBe('move');
    for (const move of step.goal.moves) {
      expect([move, isFork(jsTargets(step, move))]).toEqual([move, true]);
      expect([move, isFork(coreTargets(step, move))]).toEqual([move, true]);
    }
  });
});

describe('pins', () => {
  const pinSteps = stepsOfSkill('pin');
  const LINES = { r: [[1, 0], [-1, 0], [0, 1], [0, -1]], b: [[1, 1], [1, -1], [-1, 1], [-1, -1]] };
  const sq = (f, r) => String.fromCharCode(97 + f) + (r + 1);

  /** The pieces pinned to their own king, by chess.js's board and the lines: a piece is pinned when
   *  it is the first on a line from its king and an enemy rook, bishop or queen moving along that
   *  line is the next. */
  function jsPinned(game) {
    const out = [];
    for (const king of piecesOf(game).filter((p) => p.type === 'k')) {
      const f0 = king.square.charCodeAt(0) - 97;
      const r0 = Number(king.square[1]) - 1;
      for (const [kind, lines] of Object.entries(LINES)) {
        for (const [df, dr] of lines) {
          const seen = [];
          for (let f = f0 + df, r = r0 + dr; f >= 0 && f < 8 && r >= 0 && r < 8 && seen.length < 2; f += df, r += dr) {
            const piece = game.get(sq(f, r));
            if (piece) seen.push({ ...piece, square: sq(f, r) });
          }
          const [first, second] = seen;
          if (first && second && first.color === king.color && second.color !== king.color && [kind, 'q'].includes(second.type)) out.push(first.square);
        }
      }
    }
    return out.sort();
  }

  /** The same by the core: with the pinned side to move, its king is not in check, and taking the
   *  piece off the board leaves it in check. */
  function corePinned(fen, square) {
    const color = new Chess(fen).get(square).color;
    const turned = fen.split(' ');
    turned[1] = color;
    turned[3] = '-';
    const withPiece = rules.game(turned.join(' '));
    const withoutPiece = rules.game(without(turned.join(' '), square).split(' ').slice(0, 1).concat(turned.slice(1)).join(' '));
    return withPiece.ok && !withPiece.value.inCheck() && withoutPiece.ok && withoutPiece.value.inCheck();
  }

  test('the pin lesson has at least 8 steps, all of skill pin', () => {
    expect(lessons.pin.steps.length).toBeGreaterThanOrEqual(8);
    expect(lessons.pin.steps.every((step) => step.skill === 'pin')).toBe(true);
  });

  test.each(pinSteps)('%s: a pin stands on the board', (name, step) => {
    const start = jsGame(step);
    const positions = step.goal.kind === 'move' && jsPinned(start).length === 0
      ? step.goal.moves.map((move) => jsGame(step, [move]).fen())
      : [start.fen()];
    for (const fen of positions) {
      const pinned = jsPinned(new Chess(fen));
      expect([fen, pinned.length > 0]).toEqual([fen, true]);
      for (const square of pinned) expect([fen, square, corePinned(fen, square)]).toEqual([fen, square, true]);
    }
    if (step.goal.kind === 'tap') expect([...step.goal.squares].sort()).toEqual(jsPinned(start));
  });
});

describe('what is attacked?', () => {
  test('each tap step\'s squares are exactly the pieces attacked (chess.js) and the core agrees', () => {
    for (const step of lessons.attacked.steps.concat(lessons['mixed-tactics'].steps.filter((s) => s.skill === 'attack'))) {
      expect(step.goal.kind).toBe('tap');
      const game = jsGame(step);
      // who attacks: one piece (the text names it), or a whole side
      const attackers = {
        'attacked-by-knight': ['d4'], 'attacked-by-queen-black': ['d5'],
      }[step.id];
      const color = step.goal.squares.map((s) => game.get(s).color)[0];
      const expected = piecesOf(game).filter((p) => p.color === color && p.type !== 'k')
        .filter((p) => game.attackers(p.square, other(color)).some((from) => !attackers || attackers.includes(from)))
        .map((p) => p.square).sort();
      expect([step.id, [...step.goal.squares].sort()]).toEqual([step.id, expected]);
      const core = coreGame(step);
      const attacked = new Set(core.attackedSquares(other(color)));
      for (const square of step.goal.squares) expect([step.id, square, attacked.has(square)]).toEqual([step.id, square, true]);
    }
  });
});

describe('the four-move mate', () => {
  const defence = lessons['four-move-mate'].steps.filter((step) => step.id.startsWith('fm-defend'));

  test('both sides defend: one step as Black against Qxf7#, one as White against Qxf2#', () => {
    expect(defence.map((step) => step.orientation).sort()).toEqual(['black', 'white']);
  });

  test.each(defence.map((step) => [step.id, step]))('%s: passing allows the mate, and every accepted move stops it', (id, step) => {
    const target = step.orientation === 'black' ? 'f7' : 'f2';
    // passing: the same position with the attacker to move
    const fields = step.fen.split(' ');
    fields[1] = other(fields[1]);
    fields[3] = '-';
    const passed = fields.join(' ');
    const queen = piecesOf(new Chess(passed)).find((p) => p.type === 'q' && p.color === fields[1]).square;
    const js = new Chess(passed);
    js.move({ from: queen, to: target });
    expect(js.isCheckmate()).toBe(true);
    const core = rules.game(passed).value;
    expect(core.play(queen + target).ok).toBe(true);
    expect(core.outcome().reason).toBe('checkmate');
    // every accepted move: the attacker has no mate in one at all
    for (const move of step.goal.moves) {
      const game = jsGame(step, [move]);
      const mates = game.moves().filter((reply) => { game.move(reply); const mate = game.isCheckmate(); game.undo(); return mate; });
      expect([move, mates]).toEqual([move, []]);
      const after = coreGame(step, [move]);
      const coreMates = after.moves().filter((reply) => coreGame(step, [move, reply.uci]).outcome().reason === 'checkmate');
      expect([move, coreMates]).toEqual([move, []]);
    }
  });
});

describe('the mixed reviews', () => {
  const group = Object.fromEntries(SKILLS.map((skill) => [skill.id, skill.group]));
  const order = index.lessons.map((entry) => entry.id);

  /** A review that draws on as many groups as it can, up to three. */
  function isMixed(at) {
    const entry = index.lessons[at];
    if (!entry.topics.includes('review')) return false;
    const before = new Set(index.lessons.slice(0, at + 1).flatMap((e) => lessons[e.id].steps.map((step) => group[step.skill])));
    const drawn = new Set(lessons[entry.id].steps.map((step) => group[step.skill]));
    return drawn.size >= Math.min(3, before.size);
  }

  test('come at least every 8 lessons from the first review to the final test', () => {
    const places = order.map((id, at) => (isMixed(at) ? at : -1)).filter((at) => at >= 0);
    expect(places.at(-1)).toBe(order.indexOf('final-test')); // the first game, after it, is a game, not a review
    const gaps = places.slice(1).map((at, n) => at - places[n]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(8);
  });

  test('the new ones draw on earlier groups only, on positions no other lesson uses', () => {
    const positionOf = (step) => JSON.stringify([step.fen ?? 'empty', step.history ?? []]);
    for (const id of NEW_LESSONS.filter((name) => name.startsWith('mixed-'))) {
      const at = order.indexOf(id);
      const earlier = new Set(order.slice(0, at).flatMap((name) => lessons[name].steps.map((step) => group[step.skill])));
      const skillsBefore = new Set(order.slice(0, at).flatMap((name) => lessons[name].steps.map((step) => step.skill)));
      for (const step of lessons[id].steps) {
        expect([id, step.id, earlier.has(group[step.skill]), skillsBefore.has(step.skill)]).toEqual([id, step.id, true, true]);
        const elsewhere = order.filter((name) => name !== id && lessons[name].steps.some((other) => positionOf(other) === positionOf(step)));
        expect([id, step.id, elsewhere]).toEqual([id, step.id, []]);
      }
    }
  });
});

describe('the lesson checker', () => {
  test.each(NEW_LESSONS)('%s passes the checker\'s format, rules and proofs', (id) => {
    const entry = index.lessons.find((e) => e.id === id);
    const { problems } = checkLessonFile(readFileSync(new URL(`lessons/${entry.file}`, ROOT), 'utf8'), { rules, mateSolver, course: true });
    expect([id, hasErrors(problems) ? problems : []]).toEqual([id, []]);
  });
});
