import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prashna-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    writeFileSync(join(dir, 'prashna.lock'), String(other.pid));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Prashna process/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.on('exit', resolve));
    const release = acquireDataDirLock(dir); // the stale lock of a dead process is taken over
    release();
    acquireDataDirLock(dir)();
  });
});
