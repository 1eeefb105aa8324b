// PGlite keeps its database in files that one process at a time may open (it has no server to share them through).
// A lock file beside the folder says which process has it; the admin command asks that process through its socket
// (admin/adminSocket.ts) instead of opening the files itself. A lock left by a process that died is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is open in process ${pid}. Stop that process first, or use the admin command, which asks it.`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const lockPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`;

/** Takes the folder's lock for this process; answers the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const path = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirInUse(dataDir, pid);
      unlinkSync(path); // left by a process that is gone
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
