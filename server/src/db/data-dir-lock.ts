import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is an embedded database: two processes writing one data folder corrupt it. The first
 * process writes its pid to `<dataDir>/arcadia.pid`; a second one refuses to start while that
 * process lives (a lock left by a dead process is taken over). Returns the release function.
 */
/** Folders this process holds; a pid file naming this process but not listed here is stale (pid 1 in a restarted container). */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'arcadia.pid');
  if (heldHere.has(file)) throw new DataDirInUseError(`DATA_DIR ${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another server (pid ${owner}); stop it or set another DATA_DIR`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`could not lock DATA_DIR ${dataDir}`);
}
