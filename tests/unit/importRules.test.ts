// The import rules (.dependency-cruiser.cjs): the tree keeps them, and each rule catches the violation it is for,
// planted in a throw-away tree shaped like this one.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const options = await extractDepcruiseOptions(join(repo, '.dependency-cruiser.cjs'));

async function violations(baseDir: string, roots: string[]): Promise<{ rule: string; from: string; to: string }[]> {
  const { output } = await cruise(roots, { ...options, validate: true, baseDir });
  return (output as ICruiseResult).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('the import rules', () => {
  it('hold for the whole tree', async () => {
    expect(await violations(repo, ['src', 'sw', 'tiles'])).toEqual([]);
  }, 60_000);
});

describe('a planted violation fails the check', () => {
  const tree = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  /** Writes `files` (path → source) into a fresh folder and cruises it. */
  let count = 0;
  async function plant(files: Record<string, string>) {
    const base = join(tree, String(count++));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), source);
    }
    return violations(
      base,
      ['src', 'sw'].filter((root) => Object.keys(files).some((p) => p.startsWith(`${root}/`))),
    );
  }
  const rulesOf = (found: { rule: string }[]) => [...new Set(found.map((v) => v.rule))];

  it('the domain importing the app, or Node', async () => {
    expect(
      rulesOf(
        await plant({
          'src/domain/pricing/price.ts': "import { x } from '../../app/ui/x';\nexport const y = x;\n",
          'src/app/ui/x.ts': 'export const x = 1;\n',
        }),
      ),
    ).toEqual(['domain-is-pure']);
    expect(
      rulesOf(
        await plant({
          'src/domain/time/file.ts': "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
        }),
      ),
    ).toEqual(['domain-is-pure']);
  });

  it('a domain file outside a folder, a file reached past its index, an index imported inside the domain', async () => {
    expect(
      rulesOf(
        await plant({
          'src/domain/loose.ts': "import { t } from './time/clock';\nexport const l = t;\n",
          'src/domain/time/clock.ts': 'export const t = 1;\n',
        }),
      ),
    ).toEqual(['domain-in-folders']);
    expect(
      rulesOf(
        await plant({
          'src/app/ui/when.ts': "import { t } from '../../domain/time/clock';\nexport const w = t;\n",
          'src/domain/time/clock.ts': 'export const t = 1;\n',
          'src/domain/time/index.ts': "export * from './clock';\n",
        }),
      ),
    ).toEqual(['domain-through-its-index']);
    expect(
      rulesOf(
        await plant({
          'src/domain/pricing/price.ts': "import { t } from '../time';\nexport const p = t;\n",
          'src/domain/time/clock.ts': 'export const t = 1;\n',
          'src/domain/time/index.ts': "export * from './clock';\n",
        }),
      ),
    ).toEqual(['domain-files-import-files']);
  });

  it('the app importing the server, and the server the app', async () => {
    expect(
      rulesOf(
        await plant({
          'src/app/booking/hold.ts': "import { h } from '../../server/booking/holdStore';\nexport const a = h;\n",
          'src/server/booking/holdStore.ts': 'export const h = 1;\n',
        }),
      ),
    ).toEqual(['app-not-server']);
    expect(
      rulesOf(
        await plant({
          'src/server/email/mail.ts': "import { t } from '../../app/ui/text';\nexport const m = t;\n",
          'src/app/ui/text.ts': 'export const t = 1;\n',
        }),
      ),
    ).toEqual(['server-not-app']);
  });

  it('the service worker importing the app', async () => {
    expect(
      rulesOf(
        await plant({
          'sw/backgroundSync.ts': "import { q } from '../src/app/outbox/outboxProtocol';\nexport const s = q;\n",
          'src/app/outbox/outboxProtocol.ts': 'export const q = 1;\n',
        }),
      ),
    ).toEqual(['sw-alone']);
  });

  it('two files importing each other', async () => {
    expect(
      rulesOf(
        await plant({
          'src/server/payment/checkoutProvider.ts': "import { s } from './stripeCheckout';\nexport const p = s;\n",
          'src/server/payment/stripeCheckout.ts':
            "import type { p } from './checkoutProvider';\nexport const s = 1 as unknown as typeof p;\n",
        }),
      ),
    ).toEqual(['no-circular']);
  });

  it('a feature reached past its index, two features in a cycle, a folder in no layer', async () => {
    expect(
      rulesOf(
        await plant({
          'src/app/confirmation/ConfirmationPage.tsx':
            "import { forget } from '../booking/heldBooking';\nexport const c = forget;\n",
          'src/app/booking/heldBooking.ts': 'export const forget = 1;\n',
        }),
      ),
    ).toEqual(['app-feature-through-its-index']);
    expect(
      rulesOf(
        await plant({
          'src/app/confirmation/ConfirmationPage.tsx':
            "import { forget } from '../booking';\nexport const c = forget;\n",
          'src/app/booking/index.ts': "export { forget } from './heldBooking';\n",
          'src/app/booking/heldBooking.ts': "import { c } from '../confirmation';\nexport const forget = c;\n",
          'src/app/confirmation/index.ts': "export { c } from './ConfirmationPage';\n",
        }),
      ),
    ).toContain('app-features-no-cycle');
    expect(
      rulesOf(
        await plant({
          'src/app/somewhere/Thing.tsx': "import { u } from '../ui/u';\nexport const t = u;\n",
          'src/app/ui/u.ts': 'export const u = 1;\n',
        }),
      ),
    ).toEqual(['app-folder-in-a-layer']);
  });

  it('shared code importing a feature, a feature importing a route', async () => {
    expect(
      rulesOf(
        await plant({
          'src/app/ui/Button.tsx': "import { b } from '../booking';\nexport const u = b;\n",
          'src/app/booking/index.ts': 'export const b = 1;\n',
        }),
      ),
    ).toEqual(['app-shared-imports-no-feature']);
    expect(
      rulesOf(
        await plant({
          'src/app/booking/Flow.tsx': "import { routes } from '../routes';\nexport const f = routes;\n",
          'src/app/routes.tsx': 'export const routes = 1;\n',
        }),
      ),
    ).toEqual(['app-features-import-no-route']);
  });

  it('server areas in a cycle, and the platform importing an area', async () => {
    expect(
      rulesOf(
        await plant({
          'src/server/booking/routes.ts': "import { v } from '../captcha/verify';\nexport const r = v;\n",
          'src/server/captcha/verify.ts': "import { s } from '../booking/settings';\nexport const v = s;\n",
          'src/server/booking/settings.ts': 'export const s = 1;\n',
        }),
      ),
    ).toEqual(['server-areas-no-cycle']);
    expect(
      rulesOf(
        await plant({
          'src/server/db/paymentSchema.ts': "import type { B } from '../payment/storedBooking';\nexport type R = B;\n",
          'src/server/payment/storedBooking.ts': 'export type B = number;\n',
        }),
      ),
    ).toEqual(['server-platform-below-areas']);
  });

  it('a new server area fits without a change to the rules', async () => {
    expect(
      await plant({
        'src/server/auth/routes.ts':
          "import { d } from '../limits/deviceCookie';\nimport { e } from '../http/errors';\nexport const a = [d, e];\n",
        'src/server/limits/deviceCookie.ts': 'export const d = 1;\n',
        'src/server/http/errors.ts': 'export const e = 1;\n',
        'src/server/app.ts': "import { a } from './auth/routes';\nexport const app = a;\n",
      }),
    ).toEqual([]);
  });
});
