// A small static file server for the built site (dist/), with no dependencies.
// `node scripts/serve.mjs` serves dist/ on HOST:PORT (default 127.0.0.1:8080).
// Browser tests: `const server = startServer({ port: 0, root }); await server.ready;` then read
// server.address().port, and server.close() at the end.
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const DEFAULT_ROOT = fileURLToPath(new URL('../dist/', import.meta.url));

export function mimeTypeOf(filePath) {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] || 'application/octet-stream';
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

// Maps a URL path to a file under root, or null when it would leave root.
export function resolveUnderRoot(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded.replace(/\\/g, '/')));
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  if (resolved !== root && !resolved.startsWith(rootWithSep)) return null;
  return resolved;
}

async function handle(root, request, response, policy) {
  response.setHeader('Content-Security-Policy', policy);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    return;
  }
  const urlPath = (request.url || '/').split('?')[0].split('#')[0];
  // Reject traversal outright, whether written plainly or percent-encoded.
  let decodedPath = null;
  try {
    decodedPath = decodeURIComponent(urlPath);
  } catch {
    decodedPath = null;
  }
  if (decodedPath === null) {
    send(response, 400, 'Bad request: malformed URL\n');
    return;
  }
  if (decodedPath.split(/[\\/]/).includes('..')) {
    send(response, 403, 'Forbidden\n');
    return;
  }
  let filePath = resolveUnderRoot(root, urlPath);
  if (filePath === null) {
    send(response, 403, 'Forbidden\n');
    return;
  }
  let stats;
  try {
    stats = await fs.stat(filePath);
    if (stats.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        send(response, 301, 'Moved\n', { Location: urlPath + '/' });
        return;
      }
      filePath = path.join(filePath, 'index.html');
      stats = await fs.stat(filePath);
    }
  } catch {
    send(response, 404, `Not found: ${urlPath}\n`);
    return;
  }
  if (!stats.isFile()) {
    send(response, 404, `Not found: ${urlPath}\n`);
    return;
  }
  response.writeHead(200, {
    'Content-Type': mimeTypeOf(filePath),
    'Content-Length': stats.size,
    'Cache-Control': 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(filePath)
    .on('error', () => response.destroy())
    .pipe(response);
}

// Starts serving `root` and returns the http.Server at once; `server.ready` resolves to the same
// server once it listens (port 0 picks a free port: read it from server.address() after ready).
// `policy` is the Content-Security-Policy sent with every file (a test's host page may send its own).
export function startServer({ port = 8080, root = DEFAULT_ROOT, host = '127.0.0.1', policy = CONTENT_SECURITY_POLICY } = {}) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    handle(absoluteRoot, request, response, policy).catch(() => {
      if (!response.headersSent) send(response, 500, 'Internal server error\n');
      else response.destroy();
    });
  });
  server.ready = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
  server.listen(port, host);
  return server;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || '127.0.0.1';
  const root = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : DEFAULT_ROOT;
  startServer({ port, host, root }).ready.then(
    (server) => {
      const { port: actualPort } = server.address();
      const shownHost = host.includes(':') ? `[${host}]` : host;
      console.log(`Serving ${root} at http://${shownHost}:${actualPort}/  (Ctrl+C to stop)`);
    },
    (error) => {
      console.error(`serve: cannot listen on ${host}:${port}: ${error.message}` +
        (error.code === 'EADDRINUSE' ? ' (set PORT to use another port)' : ''));
      process.exit(1);
    },
  );
}
