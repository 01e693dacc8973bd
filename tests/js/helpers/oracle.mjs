// The oracle: replays chess.js's random games through `chess-cli trace` and compares, ply by ply,
// the sorted legal UCI moves, the SAN of each move and the FEN after it.
// Games are generated in worker threads (chess.js costs a few ms per ply); each worker also runs
// the CLI for its games, so only a small summary crosses back.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import os from 'node:os';
import { randomGames } from './random-games.mjs';
import { trace } from './cli.mjs';

const MAX_REPORTED_MISMATCHES = 20;

function describeLegalDifference(ours, theirs) {
  const ourSet = new Set(ours.split(' ').filter(Boolean));
  const theirSet = new Set(theirs);
  const missing = theirs.filter((move) => !ourSet.has(move));
  const extra = [...ourSet].filter((move) => !theirSet.has(move));
  return `missing ${JSON.stringify(missing)}, extra ${JSON.stringify(extra)}`;
}

// Compares one chess.js game with the parsed trace of the same moves; returns the mismatches.
export function compareGameWithTrace(game, traceLines) {
  const mismatches = [];
  const where = (ply) => ({
    game: game.index,
    seed: game.seed,
    startFen: game.startFen,
    ply,
    movesSoFar: game.moves.slice(0, ply).join(' '),
  });
  if (traceLines.length !== game.positions.length) {
    mismatches.push({
      ...where(Math.min(traceLines.length, game.positions.length)),
      field: 'line count',
      ours: traceLines.length,
      chessjs: game.positions.length,
    });
  }
  const plies = Math.min(traceLines.length, game.positions.length);
  for (let ply = 0; ply < plies; ply += 1) {
    const ours = traceLines[ply];
    const theirs = game.positions[ply];
    if (ours.extraFields !== 0) {
      mismatches.push({ ...where(ply), field: 'format', ours: ours.raw, chessjs: 'SAN<TAB>FEN<TAB>moves' });
    }
    if (ours.san !== theirs.san) {
      mismatches.push({ ...where(ply), field: 'san', ours: ours.san, chessjs: theirs.san });
    }
    if (ours.fen !== theirs.fen) {
      mismatches.push({ ...where(ply), field: 'fen', ours: ours.fen, chessjs: theirs.fen });
    }
    const theirLegal = theirs.legal.join(' ');
    if (ours.legal !== theirLegal) {
      mismatches.push({
        ...where(ply),
        field: 'legal moves',
        ours: ours.legal,
        chessjs: theirLegal,
        difference: describeLegalDifference(ours.legal, theirs.legal),
      });
    }
  }
  return mismatches;
}

function emptySummary() {
  return {
    games: 0,
    plies: 0,
    mismatchCount: 0,
    gamesWithMismatches: 0,
    mismatches: [],
    specials: { castles: 0, enPassants: 0, promotions: 0, captures: 0, checks: 0 },
    ends: {},
  };
}

function addToSummary(summary, part) {
  summary.games += part.games;
  summary.plies += part.plies;
  summary.mismatchCount += part.mismatchCount;
  summary.gamesWithMismatches += part.gamesWithMismatches;
  for (const mismatch of part.mismatches) {
    if (summary.mismatches.length < MAX_REPORTED_MISMATCHES) summary.mismatches.push(mismatch);
  }
  for (const key of Object.keys(summary.specials)) summary.specials[key] += part.specials[key];
  for (const [reason, n] of Object.entries(part.ends)) summary.ends[reason] = (summary.ends[reason] || 0) + n;
  return summary;
}

// Checks the given game indices in this thread.
export function checkGames({ indices, baseSeed, startFens, maxPlies, cli }, onGameDone = () => {}) {
  const summary = emptySummary();
  for (const game of randomGames({ baseSeed, startFens, maxPlies, indices })) {
    let mismatches;
    try {
      mismatches = compareGameWithTrace(game, trace(game.startFen, game.moves, cli));
    } catch (error) {
      const stderr = error.stderr ? String(error.stderr).trim() : String(error.message);
      mismatches = [{
        game: game.index, seed: game.seed, startFen: game.startFen, ply: '-',
        movesSoFar: game.moves.join(' '), field: 'chess-cli failed', ours: stderr, chessjs: 'all moves legal',
      }];
    }
    summary.games += 1;
    summary.plies += game.moves.length;
    summary.mismatchCount += mismatches.length;
    if (mismatches.length > 0) summary.gamesWithMismatches += 1;
    summary.mismatches.push(...mismatches.slice(0, MAX_REPORTED_MISMATCHES - summary.mismatches.length));
    for (const key of Object.keys(summary.specials)) summary.specials[key] += game.specials[key];
    summary.ends[game.end.reason] = (summary.ends[game.end.reason] || 0) + 1;
    onGameDone();
  }
  return summary;
}

export function defaultThreadCount() {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(Number(process.env.ORACLE_THREADS) || cores, cores));
}

// Runs `count` games split over `threads` worker threads and returns the merged summary.
// onProgress(gamesDone) is called after each game.
export async function runOracle({
  count, baseSeed, startFens, maxPlies = 200, cli, threads = defaultThreadCount(), onProgress = () => {},
}) {
  const workers = Math.max(1, Math.min(threads, count));
  const jobs = Array.from({ length: workers }, () => []);
  for (let i = 0; i < count; i += 1) jobs[i % workers].push(i);
  let gamesDone = 0;
  const parts = await Promise.all(
    jobs.map(
      (indices) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { oracleJob: { indices, baseSeed, startFens, maxPlies, cli } },
          });
          // A test that times out must not keep the process alive for the rest of the games.
          worker.unref();
          worker.on('message', (message) => {
            if (message.type === 'game done') onProgress((gamesDone += 1));
            else resolve(message.summary);
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`oracle worker exited with code ${code}`));
          });
        }),
    ),
  );
  return parts.reduce(addToSummary, emptySummary());
}

export function formatMismatch(m) {
  return [
    `game ${m.game} (seed ${m.seed}) ply ${m.ply}: ${m.field} differs`,
    `  start FEN: ${m.startFen}`,
    `  moves:     ${m.movesSoFar || '(none)'}`,
    `  ours:      ${m.ours}`,
    `  chess.js:  ${m.chessjs}`,
    ...(m.difference ? [`  ${m.difference}`] : []),
  ].join('\n');
}

if (!isMainThread && workerData && workerData.oracleJob) {
  const summary = checkGames(workerData.oracleJob, () => parentPort.postMessage({ type: 'game done' }));
  parentPort.postMessage({ type: 'summary', summary });
}
