// Issue #54: `npm start`, the newcomer's one command, serves the built artefact without building when dist/ is the
// build of these sources (the tier runs after `npm run build`), and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../support/apiProcess';
import { repoRoot } from '../support/productionShape';

const dataDir = mkdtempSync(join(tmpdir(), 'start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('serves dist/ as built, saying so, and exits on SIGTERM', async () => {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ENV: 'TEST',
    LOG_LEVEL: 'warn',
    VITE_GTM_ID: '',
  };
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    let healthy = false;
    for (
      const started = Date.now();
      !healthy && Date.now() - started < 90_000;
      await new Promise((r) => setTimeout(r, 250))
    ) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy, output).toBe(true);
    expect(output).toContain('dist/ is up to date: serving it.');
    expect(output).not.toContain('Building');
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});
