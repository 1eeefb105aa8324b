// `npm test`: every check of the project, in order, stopping at the first failure.
// Works on a fresh Debian machine: it installs Chromium, PostgreSQL and Caddy when they are missing.
// Ends with one line `N passed, N failed` (tests counted across all suites).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const reportsDir = join(repoRoot, 'test-results', 'run-all');
const chromium = '/usr/bin/chromium';
const initdb = '/usr/lib/postgresql/15/bin/initdb';
const caddy = '/usr/bin/caddy';

const totals = { passed: 0, failed: 0, skipped: 0 };

function heading(title) {
  console.log(`\n=== ${title} ===\n`);
}

/** Runs a command in the repo with output shown live; returns its exit code. */
function run(command, args, env = process.env) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function finish(exitCode) {
  if (totals.skipped > 0) console.log(`\n(${totals.skipped} skipped)`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode);
}

function stopOnFailure(step, code) {
  if (code === 0) return;
  if (totals.failed === 0) totals.failed = 1; // a step that fails without a test count still fails
  console.error(`\n${step} failed (exit code ${code}); stopping here.`);
  finish(code || 1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON report: tests, plus files that failed before any test ran (import errors). */
function countVitest(path) {
  const report = readJson(path);
  if (!report) return null;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report. */
function countPlaywright(path) {
  const report = readJson(path);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
}

function countBench(path) {
  const report = readJson(path);
  return report ? { passed: report.passed, failed: report.failed, skipped: 0 } : null;
}

function add(step, counts, code) {
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    console.log(
      `\n${step}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
    );
  }
  stopOnFailure(step, code);
}

/** Root runs apt-get itself; anyone else needs password-less sudo. */
function asRoot(args) {
  if (process.getuid?.() === 0) return ['apt-get', args];
  return ['sudo', ['-n', 'apt-get', ...args]];
}

function provision() {
  heading("(a) Provision: Chromium, PostgreSQL 15 and Caddy (the production shape's proxy)");
  if (!existsSync(join(repoRoot, 'node_modules', '.package-lock.json'))) {
    console.log('node_modules is missing: running npm ci.');
    stopOnFailure('npm ci', run('npm', ['ci', '--no-audit', '--no-fund']));
  }
  const needed = [
    [chromium, 'chromium'],
    [initdb, 'postgresql'],
    [caddy, 'caddy'],
  ];
  const missing = needed.filter(([path]) => !existsSync(path));
  if (missing.length === 0) {
    console.log(`Found ${needed.map(([path]) => path).join(', ')}; nothing to install.`);
    return;
  }
  console.log(`Missing: ${missing.map(([path, pkg]) => `${path} (Debian package ${pkg})`).join(', ')}.`);
  console.log(`Installing Debian packages ${missing.map(([, pkg]) => pkg).join(', ')} with apt-get (non-interactive).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [update, updateArgs] = asRoot(['update']);
  stopOnFailure('apt-get update', run(update, updateArgs, env));
  const [install, installArgs] = asRoot(['install', '-y', '--no-install-recommends', ...missing.map(([, pkg]) => pkg)]);
  stopOnFailure('apt-get install', run(install, installArgs, env));
  for (const [path] of needed) {
    if (!existsSync(path)) {
      console.error(`${path} is still missing after the install.`);
      stopOnFailure('provision', 1);
    }
  }
}

function vitest(project, reportName) {
  const report = join(reportsDir, `${reportName}.json`);
  rmSync(report, { force: true });
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { args, report };
}

function main() {
  mkdirSync(reportsDir, { recursive: true });
  const vitestBin = join(repoRoot, 'node_modules', '.bin', 'vitest');

  provision();

  heading('(a2) Lint and format (npm run lint: eslint.config.js; npm run format:check: .prettierrc.json)');
  stopOnFailure('lint', run('npm', ['run', 'lint']));
  stopOnFailure('format check', run('npm', ['run', 'format:check']));

  heading('(b) Type check (npm run typecheck)');
  stopOnFailure('typecheck', run('npm', ['run', 'typecheck']));

  heading('(b2) Import rules (npm run check:imports, .dependency-cruiser.cjs)');
  stopOnFailure('import rules', run('npm', ['run', 'check:imports']));

  heading('(b3) Dead code: unused files, exports and dependencies (npm run check:dead, knip.jsonc)');
  stopOnFailure('dead code', run('npm', ['run', 'check:dead']));

  heading('(c) Unit tests (vitest, projects unit-app and unit-core)');
  {
    const { args, report } = vitest('unit-*', 'unit');
    const code = run(vitestBin, args);
    add('unit tests', countVitest(report), code);
  }

  heading('(d) API tests on PGlite (vitest, project api)');
  {
    const env = { ...process.env };
    delete env.TEST_DATABASE_URL;
    delete env.DATABASE_URL;
    const { args, report } = vitest('api', 'api-pglite');
    const code = run(vitestBin, args, env);
    add('API tests on PGlite', countVitest(report), code);
  }

  heading('(e) API tests on PostgreSQL 15 (vitest, project api)');
  {
    const { args, report } = vitest('api', 'api-postgres');
    let code;
    if (process.env.TEST_DATABASE_URL) {
      console.log('Using the PostgreSQL server at TEST_DATABASE_URL.');
      code = run(vitestBin, args);
    } else {
      console.log('Starting a throw-away PostgreSQL 15 cluster (tests/support/postgresCluster.mjs).');
      code = run(process.execPath, ['tests/support/postgresCluster.mjs', '--', vitestBin, ...args]);
    }
    add('API tests on PostgreSQL', countVitest(report), code);
  }

  // package.json's build: the app, its server entry (--ssr) and the confirmation's painter (--mode kept-banner).
  heading('(f) Build (npm run build)');
  stopOnFailure('build', run('npm', ['run', 'build']));

  heading(
    '(f2) Production shape (vitest, project production): caddy, the built artefact twice, PostgreSQL; a rolling upgrade',
  );
  {
    const { args, report } = vitest('production', 'production');
    const code = process.env.TEST_DATABASE_URL
      ? run(vitestBin, args)
      : run(process.execPath, ['tests/support/postgresCluster.mjs', '--', vitestBin, ...args]);
    add('production-shape tests', countVitest(report), code);
  }

  heading('(g) Browser tests (Playwright on Debian Chromium)');
  {
    const report = join(reportsDir, 'browser.json');
    rmSync(report, { force: true });
    const code = run(process.execPath, ['tests/browser/run.mjs'], { ...process.env, BROWSER_REPORT_FILE: report });
    add('browser tests', countPlaywright(report), code);
  }

  heading('(h) First-load bench checks');
  {
    const report = join(reportsDir, 'bench.json');
    rmSync(report, { force: true });
    const code = run(process.execPath, ['--import', 'tsx', 'tests/bench/first-load.ts', `--json=${report}`]);
    add('first-load checks', countBench(report), code);
  }

  finish(totals.failed > 0 ? 1 : 0);
}

main();
