import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./server-child.mjs', import.meta.url).href;

/**
 * Runs `runServer` as `npm start` does, with a stand-in server given as a script; `onReady`
 * runs once the stand-in prints "ready". Resolves with how the runner (npm start) ended.
 */
function runWith(serverScript: string, onReady?: (runner: ReturnType<typeof spawn>) => void) {
  const runner = spawn(process.execPath, [
    '--input-type=module',
    '-e',
    `import { runServer } from ${JSON.stringify(moduleUrl)};
     runServer(process.execPath, ['-e', ${JSON.stringify(serverScript)}]);`,
  ]);
  runner.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('ready')) onReady?.(runner);
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    runner.on('exit', (code, signal) => resolve({ code, signal })),
  );
}

describe('npm start and its server child', () => {
  it('exits 128 + 9 when the server is killed with kill -9, so a supervisor restarts it', async () => {
    expect(await runWith('process.kill(process.pid, "SIGKILL")')).toEqual({
      code: 137,
      signal: null,
    });
  });

  it('exits 128 + 15 when something else terminates the server', async () => {
    expect(await runWith('process.kill(process.pid, "SIGTERM")')).toEqual({
      code: 143,
      signal: null,
    });
  });

  it('exits with the server’s own exit code', async () => {
    expect(await runWith('process.exit(3)')).toEqual({ code: 3, signal: null });
  });

  it('passes a supervisor’s SIGTERM on for a graceful stop, and exits 0 as the server does', async () => {
    const graceful = `process.on('SIGTERM', () => process.exit(0));
      console.log('ready'); setInterval(() => {}, 1000);`;
    expect(await runWith(graceful, (runner) => runner.kill('SIGTERM'))).toEqual({
      code: 0,
      signal: null,
    });
  });

  it('exits 0 when the server dies of the very stop signal it was sent (the stop asked for)', async () => {
    const starting = `console.log('ready'); setInterval(() => {}, 1000);`;
    expect(await runWith(starting, (runner) => runner.kill('SIGINT'))).toEqual({
      code: 0,
      signal: null,
    });
  });

  it('is how start.mjs runs the server', () => {
    const start = readFileSync(new URL('./start.mjs', import.meta.url), 'utf8');
    expect(start).toContain("import { runServer } from './server-child.mjs';");
    expect(start).toMatch(
      /runServer\(process\.execPath, \['--import', 'tsx', 'server\/index\.ts'\]\)/,
    );
    expect(start).not.toContain('spawn(');
  });
});
