// `npm run test:browser`: Playwright against the built app (run `npm run build` first; `npm test` does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

if (!existsSync(`${repoRoot}dist/index.html`)) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium')) {
  console.error('/usr/bin/chromium is missing: `npm test` installs it, or `apt-get install chromium`.');
  process.exit(1);
}

const cli = `${repoRoot}node_modules/@playwright/test/cli.js`;
const result = spawnSync(
  process.execPath,
  [cli, 'test', '--config', 'tests/browser/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
