// Builds the web app once: skipped when apps/web/dist was built from the same sources (a hash of them is kept
// in dist/.build-stamp), so `npm start` after a crash serves at once instead of rebuilding. `--force` always
// builds. Every text asset is also written precompressed (.br and .gz) for the server to send as it is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build-web.mjs',
];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  // A different API base is a different build.
  hash.update(process.env.VITE_API_BASE ?? '');
  return hash.digest('hex');
}

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

const hash = sourceHash();
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
if (built && !process.argv.includes('--force')) {
  console.info('web app: up to date (apps/web/dist), not rebuilt');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@gbo/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress();
  fs.writeFileSync(stampFile, hash);
}
