// The rules API for Node: index.mjs with Node's reader of file: URLs, so that the wasm files
// beside the module (or at any file: URL given) load from disk. The package's "./rules" resolves
// here under the `node` condition (package.json "exports"; scripts/package.mjs bundles it into
// widget/chess-rules.node.mjs); pages get index.mjs, which holds no Node code. index.d.ts is the
// contract of both.
import { readFileUrl } from './node-files.mjs';
import { setFileReader } from './files.mjs';

setFileReader(readFileUrl);

export * from './index.mjs';
