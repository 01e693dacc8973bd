// Finds and runs the native chess-cli for JS tests (built by `npm test` in build/native).
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const TESTDATA_DIR = path.resolve(PROJECT_ROOT, '../shared/testdata');

export function chessCliPath() {
  return process.env.CHESS_CLI || path.join(PROJECT_ROOT, 'build/native/chess-cli');
}

export function requireChessCli() {
  const cli = chessCliPath();
  if (!existsSync(cli)) {
    throw new Error(
      `chess-cli not found at ${cli}. Run \`npm test\` (it builds build/native first), ` +
        'or build it with `cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release && ' +
        'cmake --build build/native -j2`, or set CHESS_CLI.',
    );
  }
  return cli;
}

// Runs chess-cli with the given arguments; never throws for a non-zero exit.
export function runCli(args, cli = requireChessCli()) {
  const result = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// `chess-cli trace FEN MOVE...`: one entry per position, [start, after move 1, ...].
// Each line is `SAN<TAB>FEN<TAB>legal UCI moves, sorted, space-separated`.
export function trace(fen, moves, cli = requireChessCli()) {
  const stdout = execFileSync(cli, ['trace', fen, ...moves], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseTrace(stdout);
}

export function parseTrace(stdout) {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [san, fen, legal = '', ...rest] = line.split('\t');
      return { san, fen, legal, extraFields: rest.length, raw: line };
    });
}

// `chess-cli status FEN MOVE...`: {outcome: 'RESULT REASON', claimable: [...], claimableAfter:
// [[SAN, REASON], ...]} from its three lines.
export function status(fen, moves, cli = requireChessCli()) {
  const { status: code, stdout, stderr } = runCli(['status', fen, ...moves], cli);
  if (code !== 0) throw new Error(`chess-cli status exited ${code}: ${stderr.trim()}`);
  const [outcome, claimableLine, afterLine, ...rest] = stdout.split('\n');
  if (!claimableLine.startsWith('claimable: ') || !afterLine.startsWith('claimable after: ') || rest.join('') !== '') {
    throw new Error(`chess-cli status printed an unexpected shape:\n${stdout}`);
  }
  const list = (text) => (text === 'none' ? [] : text);
  const claimable = list(claimableLine.slice('claimable: '.length));
  const after = list(afterLine.slice('claimable after: '.length));
  return {
    outcome,
    claimable: Array.isArray(claimable) ? [] : claimable.split(' '),
    claimableAfter: Array.isArray(after) ? [] : after.split(', ').map((entry) => entry.split(' ')),
  };
}
