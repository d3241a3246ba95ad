import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../db/schema';
import { READ_EXCEPTIONS, READ_SIDE, TABLE_OWNERS, type TableName } from '../db/table-owners';

// Every module touches only the tables it owns (db/table-owners.ts, docs/architecture.md); the read side
// (modules/figures) reads any and writes none; a few reviewed reads are excepted (READ_EXCEPTIONS). A module's code is its non-test .ts files; what it touches is
// found two ways: the Drizzle tables it imports from db/schema, and the table names its SQL text names after
// FROM, JOIN, INTO, UPDATE or DELETE FROM (comments left out).

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The Drizzle export names of the schema's tables, and their SQL names. */
const tableOfExport = new Map<string, string>(
  Object.entries(schema).map(([name, table]) => [name, getTableName(table)]),
);
const tableNames = new Set<string>(Object.keys(TABLE_OWNERS));

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)\/\/.*$/gm, '$1');

type Touch = { table: string; write: boolean; file: string };

/** The tables a file's code touches, and whether it writes them. */
function tablesTouched(code: string, file: string): Touch[] {
  const text = withoutComments(code);
  const touches: Touch[] = [];
  // Drizzle: the tables imported from the schema; written when passed to insert/update/delete.
  for (const imported of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*db\/schema'/g)) {
    for (const spec of (imported[1] ?? '').split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const table = tableOfExport.get(name[0] ?? '');
      if (!table) continue;
      const local = name[1] ?? name[0] ?? '';
      const write =
        new RegExp(`\\.(?:insert|update|delete)\\(\\s*${local}\\s*\\)`).test(text) ||
        new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+\\$\\{${local}\\}`, 'i').test(text);
      touches.push({ table, write, file });
    }
  }
  // SQL text: a table named after a keyword, quoted or not, or written as ${table} (counted above).
  for (const match of text.matchAll(/\b(from|join|into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const keyword = (match[1] ?? '').toLowerCase();
    const table = match[2] ?? '';
    if (!tableNames.has(table)) continue;
    touches.push({ table, write: keyword !== 'from' && keyword !== 'join', file });
  }
  return touches;
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const excepted = (touch: Touch) =>
  !touch.write && READ_EXCEPTIONS.some((e) => e.file === touch.file && e.table === touch.table);

/** What each module (and the shared base, lib) touches that it may not, and the exceptions it used. */
function violations(used = new Set<string>()): Record<string, string[]> {
  const places = [
    ...fs
      .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ owner: entry.name, dir: path.join(SRC, 'modules', entry.name) })),
    { owner: 'lib', dir: path.join(SRC, 'lib') },
  ];
  const found: Record<string, string[]> = {};
  for (const { owner, dir } of places) {
    const wrong = new Set<string>();
    for (const file of codeFiles(dir)) {
      for (const touch of tablesTouched(fs.readFileSync(file, 'utf8'), path.relative(SRC, file))) {
        const mine = TABLE_OWNERS[touch.table as TableName] === owner;
        const allowed = owner === READ_SIDE ? !touch.write : mine;
        if (!allowed && excepted(touch)) used.add(`${touch.file} ${touch.table}`);
        else if (!allowed) wrong.add(`${touch.file}: ${touch.write ? 'writes' : 'reads'} ${touch.table}`);
      }
    }
    if (wrong.size > 0) found[owner] = [...wrong].sort();
  }
  return found;
}

describe('table ownership', () => {
  it('finds tables in Drizzle imports and SQL text, and tells writes from reads', () => {
    const code = `import { bundles, scans as s } from '../../db/schema';
      // a comment naming "from members" does not count
      db.update(s).set({});
      sql\`select 1 from cut_orders c join "styles" st on true\`;
      sql\`insert into factory_counters (x) values (1)\`;
      sql\`delete from wage_adjustments\`;
      sql\`insert into \${bundles} (x) values (1)\`;`;
    expect(
      tablesTouched(code, 'x.ts')
        .map((t) => `${t.table}${t.write ? '!' : ''}`)
        .sort(),
    ).toEqual(['bundles!', 'cut_orders', 'factory_counters!', 'scans!', 'styles', 'wage_adjustments!']);
  });

  it('knows an owner for every table of the schema', () => {
    for (const table of tableOfExport.values()) expect(TABLE_OWNERS).toHaveProperty(table);
  });

  it('every module touches only its own tables (figures reads any, writes none)', () => {
    const used = new Set<string>();
    expect(violations(used)).toEqual({});
    // A read exception no code needs any more.
    expect(READ_EXCEPTIONS.map((e) => `${e.file} ${e.table}`).filter((e) => !used.has(e))).toEqual([]);
  });
});
