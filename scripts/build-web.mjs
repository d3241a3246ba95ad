// Builds the web app once: skipped when apps/web/dist was built from the same sources (a hash of them is kept
// in dist/.build-stamp), so `npm start` after a crash serves at once instead of rebuilding. `--force` always
// builds. Every text asset is also written precompressed (.br and .gz) for the server to send as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder, isBuiltFrom, isMain, root, sourceHash } from './build-stamp.mjs';

const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build-web.mjs',
];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function precompress() {
  for (const file of filesUnder('apps/web/dist').filter((name) => COMPRESSIBLE.test(name))) {
    const full = path.join(root, file);
    const content = fs.readFileSync(full);
    fs.writeFileSync(
      `${full}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

export function buildWeb({ force = false } = {}) {
  // A different API base is a different build.
  const hash = sourceHash(INPUTS, process.env.VITE_API_BASE ?? '');
  if (!force && isBuiltFrom(stampFile, hash)) {
    console.info('web app: up to date (apps/web/dist), not rebuilt');
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', '@gbo/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress();
  fs.writeFileSync(stampFile, hash);
}

if (isMain(import.meta)) buildWeb({ force: process.argv.includes('--force') });
