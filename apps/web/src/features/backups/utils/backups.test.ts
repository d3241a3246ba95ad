import { describe, expect, it } from 'vitest';
import {
  anyRunning,
  backupFileProblem,
  mayRestore,
  readyToRestore,
  shortHash,
  uploadPercent,
} from '@/features/backups/utils/backups';

describe('backup rows', () => {
  it('shortens a SHA-256 to its ends', () => {
    expect(shortHash('a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdef0123456789')).toBe(
      'a3f1c2d4…456789',
    );
  });

  it('polls while any backup runs', () => {
    expect(anyRunning(undefined)).toBe(false);
    expect(anyRunning([{ status: 'verified' }, { status: 'failed' }])).toBe(false);
    expect(anyRunning([{ status: 'verified' }, { status: 'running' }])).toBe(true);
  });

  it.each([
    ['verified', 'abc', true],
    ['failed', 'abc', true],
    ['failed', null, false],
    ['running', null, false],
  ] as const)('a %s backup with sha %s may be restored: %s', (status, sha256, expected) => {
    expect(mayRestore({ status, sha256 })).toBe(expected);
  });
});

describe('the restore confirmation', () => {
  const FILE = 'backup-2026-12-03T02-00-00Z.tar.gz';
  it.each([
    ['', '', false],
    ['Demo@2026', '', false],
    ['Demo@2026', 'backup-2026-12-03T02-00-00Z', false],
    ['', FILE, false],
    ['Demo@2026', FILE, true],
    ['Demo@2026', ` ${FILE} `, true],
    ['Demo@2026', FILE.toUpperCase(), false],
  ])('password %j, typed %j: ready %s', (password, confirm, ready) => {
    expect(readyToRestore({ password, confirm }, FILE)).toBe(ready);
  });

  it('takes only backup archives within the upload limit', () => {
    expect(backupFileProblem({ name: 'backup.tar.gz', size: 100 })).toBeUndefined();
    expect(backupFileProblem({ name: 'BACKUP.TAR.GZ', size: 100 })).toBeUndefined();
    expect(backupFileProblem({ name: 'backup.zip', size: 100 })).toBe('type');
    expect(backupFileProblem({ name: 'backup.tar.gz', size: 9 * 1024 ** 3 })).toBe('size');
  });

  it('counts an upload in whole percent, unknown without a total', () => {
    expect(uploadPercent(10, undefined)).toBeUndefined();
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
  });
});
