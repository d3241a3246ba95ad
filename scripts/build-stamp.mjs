// What the build scripts share: a hash of the sources a build is made from, kept beside the build, so a
// build whose sources have not changed is not made again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Files under an entry of the repository (a file or a folder), relative to its root. */
export function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

/** A hash of every file under the inputs (names and contents), and of `extra`. */
export function sourceHash(inputs, extra = '') {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.update(extra).digest('hex');
}

export const isBuiltFrom = (stampFile, hash) =>
  fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;

/** Whether this module is the script node was started with. */
export const isMain = (meta) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === meta.filename;
