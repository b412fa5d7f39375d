// How `npm start` runs the server: as a child it stops gracefully on SIGINT/SIGTERM, and whose
// end it reports to whatever supervises `npm start` (systemd, Docker, a process manager).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = ['SIGINT', 'SIGTERM'];

/**
 * The exit code for the child's end: its own code when it exited; 128 + the signal's number
 * when a signal killed it (the shell's convention: 137 after kill -9), so a supervisor sees a
 * crash and restarts it; 0 when it died of the very signal a supervisor sent to stop us, which
 * is the stop that was asked for (as a graceful stop, which exits 0 itself).
 */
export function exitCodeFor(code, signal, stopSignal) {
  if (code !== null) return code;
  if (signal !== null && signal === stopSignal) return 0;
  return 128 + (constants.signals[signal] ?? 0);
}

/** Starts the server child, passes SIGINT/SIGTERM on to it, and exits as exitCodeFor says. */
export function runServer(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  let stopSignal = null;
  for (const signal of FORWARDED)
    process.on(signal, () => {
      stopSignal = signal;
      child.kill(signal);
    });
  child.on('exit', (code, signal) => process.exit(exitCodeFor(code, signal, stopSignal)));
  return child;
}
