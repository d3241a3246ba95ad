// Bundles the server into apps/server/dist/server.mjs once (skipped when built from the same sources), so
// `npm start` runs plain JavaScript: no TypeScript to compile at each start, and a restart after a crash
// serves sooner. Packages stay in node_modules; the workspace's contracts (TypeScript) are bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltFrom, isMain, root, sourceHash } from './build-stamp.mjs';

const outfile = path.join(root, 'apps/server/dist/server.mjs');
const stampFile = path.join(root, 'apps/server/dist/.build-stamp');
const INPUTS = ['apps/server/src', 'packages/contracts/src', 'package-lock.json', 'scripts/build-server.mjs'];

export async function buildServer({ force = false } = {}) {
  const hash = sourceHash(INPUTS);
  if (!force && isBuiltFrom(stampFile, hash)) return outfile;
  // Loaded only to build: a start with nothing to build does not pay for it.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@gbo/contracts': path.join(root, 'packages/contracts/src/index.ts') },
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(stampFile, hash);
  console.info('server: bundled into apps/server/dist/server.mjs');
  return outfile;
}

if (isMain(import.meta)) await buildServer({ force: process.argv.includes('--force') });
