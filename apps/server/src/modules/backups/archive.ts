import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { english, type Message, msg } from '../../lib/messages';
import { type Manifest, manifestSchema } from './manifest';

// A backup file is a gzipped tar archive (docs/design.md §14): `manifest.json` first (what it holds, taken in the same
// snapshot as the database part), then the database part under `database/`, the avatars under `avatars/`,
// and last `checksums.json`, the SHA-256 of every file before it, so that a damaged copy (a download cut
// short, an uploaded file changed) is found before anything is restored from it.

export const MANIFEST_ENTRY = 'manifest.json';
const CHECKSUMS_ENTRY = 'checksums.json';
/** Where an entry may go: the manifest, the database part, or an avatar (no `..`, no absolute path). */
const ENTRY_NAME = /^(database\/([\w.-]+\/)*[\w.-]+|avatars\/[\w.-]+)$/;
const entryNameAllowed = (name: string) =>
  ENTRY_NAME.test(name) && !name.split('/').some((part) => part === '.' || part === '..');

/** A file or folder of a backup: its entry name and its path on disk. */
export type ArchiveItem = { name: string; file: string; folder?: boolean };

/**
 * A folder's files and folders, as archive entry names under `prefix` with their paths on disk (sorted, for a
 * stable order). Empty folders count: PostgreSQL does not start without some of its own.
 */
export function filesUnder(dir: string, prefix: string): ArchiveItem[] {
  if (!fs.existsSync(dir)) return [];
  const items: ArchiveItem[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = `${prefix}${path.relative(dir, file).split(path.sep).join('/')}`;
    items.push(entry.isDirectory() ? { name, file, folder: true } : { name, file });
  }
  return items.sort((a, b) => a.name.localeCompare(b.name));
}

/** Writes a backup archive to `target`: the manifest, then each file, then their checksums. */
export async function writeArchive(target: string, manifest: Manifest, files: ArchiveItem[]): Promise<void> {
  const pack = tar.pack();
  // Compressed lightly: the embedded database's pages are mostly empty, pg_dump's part is compressed already.
  const written = pipeline(pack, createGzip({ level: 1 }), fs.createWriteStream(target, { mode: 0o600 }));
  const checksums: Record<string, string> = {};
  const addBuffer = (name: string, content: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: content.length, mode: 0o600 }, content, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  try {
    await addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const { name, file, folder } of files) {
      if (!entryNameAllowed(name)) throw new Error(`${name} is no name a backup holds`);
      if (folder) {
        await new Promise<void>((resolve, reject) =>
          pack.entry({ name, type: 'directory', mode: 0o700 }, (error) =>
            error ? reject(error) : resolve(),
          ),
        );
        continue;
      }
      const { size } = await fs.promises.stat(file);
      const hash = createHash('sha256');
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
        const source = fs.createReadStream(file);
        source.on('data', (chunk) => hash.update(chunk));
        source.on('error', reject);
        source.pipe(entry);
      });
      checksums[name] = hash.digest('hex');
    }
    await addBuffer(CHECKSUMS_ENTRY, Buffer.from(JSON.stringify(checksums)));
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

/**
 * A backup file that cannot be restored from (damaged, of another engine, of a newer version), with the reason
 * in the operator’s words: a message, answered in the request's language; the Error's `message` is its English
 * sentence, for logs and a backup's record.
 */
export class UnusableBackupError extends Error {
  constructor(readonly reason: Message) {
    super(english(reason));
    this.name = 'UnusableBackupError';
  }
}

/**
 * Reads a backup archive: its manifest is handed to `check` before anything else is written (a backup of
 * another engine or a newer version is refused there), then every file is extracted under `dir` and checked
 * against its checksum. Throws UnusableBackupError when the file is not a whole, unchanged backup.
 */
export async function extractArchive(
  source: string,
  dir: string,
  check: (manifest: Manifest) => void = () => undefined,
): Promise<Manifest> {
  const extract = tar.extract();
  let manifest: Manifest | undefined;
  let checksums: Record<string, string> | undefined;
  const hashes = new Map<string, string>();
  const readAll = async (stream: AsyncIterable<Buffer>, limit: number) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > limit) throw new UnusableBackupError(msg('backups.reason.partTooLarge'));
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  extract.on('entry', (header, entryStream, next) => {
    // tar-stream's entries are streamx readables of Buffers.
    const stream = entryStream as AsyncIterable<Buffer>;
    // When the archive turns out damaged, tar-stream destroys the entry being read with zlib's error, also
    // after this handler has stopped listening to it: the error is reported once, by the pipeline below.
    entryStream.on('error', () => undefined);
    void (async () => {
      const name = header.name;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new UnusableBackupError(msg('backups.reason.noManifestFirst'));
        const parsed = manifestSchema.safeParse(parseJson(await readAll(stream, 1024 * 1024)));
        if (!parsed.success) throw new UnusableBackupError(msg('backups.reason.manifestUnread'));
        manifest = parsed.data;
        check(manifest);
      } else if (name === CHECKSUMS_ENTRY) {
        checksums = parseJson(await readAll(stream, 64 * 1024 * 1024)) as Record<string, string>;
      } else {
        const folder = header.type === 'directory';
        if (
          (header.type !== 'file' && !folder) ||
          !entryNameAllowed(name.replace(/\/$/, '')) ||
          hashes.has(name) ||
          checksums
        ) {
          throw new UnusableBackupError(msg('backups.reason.strangeEntry', { entry: name.slice(0, 100) }));
        }
        const target = path.join(dir, ...name.split('/'));
        if (folder) {
          (entryStream as { resume(): void }).resume();
          await fs.promises.mkdir(target, { recursive: true, mode: 0o700 });
          return;
        }
        await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const hash = createHash('sha256');
        const hashed = async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        };
        await pipeline(stream, hashed, fs.createWriteStream(target, { mode: 0o600 }));
        hashes.set(name, hash.digest('hex'));
      }
    })().then(
      () => next(),
      (error: unknown) => extract.destroy(error as Error),
    );
  });
  try {
    await pipeline(fs.createReadStream(source), createGunzip(), extract);
  } catch (error) {
    if (error instanceof UnusableBackupError) throw error;
    // zlib's and tar's own words ("Premature close", "Invalid tar header") say nothing to an operator.
    throw new UnusableBackupError(msg('backups.reason.notWhole'));
  }
  if (!manifest) throw new UnusableBackupError(msg('backups.reason.empty'));
  if (!checksums) throw new UnusableBackupError(msg('backups.reason.noChecksums'));
  const listed = Object.keys(checksums);
  const changed = listed.find((name) => checksums?.[name] !== hashes.get(name));
  if (changed !== undefined || listed.length !== hashes.size) {
    throw new UnusableBackupError(
      msg('backups.reason.checksumsDiffer', { entry: (changed ?? '').slice(0, 100) }),
    );
  }
  return manifest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UnusableBackupError(msg('backups.reason.notJson'));
  }
}

/** The SHA-256 of a whole file, in hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
