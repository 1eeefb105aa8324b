// Submissions never fail for lack of a connection: with the server really stopped, a feedback goes into the service
// worker's background-sync queue and a second one (no captcha challenge left on the device) into the app's own
// queue; both survive a reload, and once the server is back the app's replay on `online` delivers each exactly once.
// Where no worker registers, the app keeps a challenge all the same and its own queue sends; a modal whose code was
// never downloaded says so offline and leaves the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { CAPTCHA_REQUIRED } from '../../src/domain/texts';
import { OUTBOX_HEADER, OUTBOX_STATUS } from '../../src/domain/protocol';
import { PART_UNAVAILABLE } from '../../src/app/messages';
import { pendingSendsText, QUEUED_NOTICE } from '../../src/app/outbox/outboxMessages';
import { country, expect, test, waitForServiceWorkerControl } from './fixtures';
import { ensureServerRunning, readState, startServer, stopServer } from './serverProcess';
import { pickDemoTrip } from './tripSteps';
import { replaceWorkerScript } from './workerScript';

test.beforeEach(async () => {
  await ensureServerRunning();
});

/** Puts the build's own sw.js back after a test that served another. */
let restoreWorker: (() => void) | undefined;

test.afterEach(async () => {
  restoreWorker?.();
  restoreWorker = undefined;
  await ensureServerRunning(); // later tests need the server whatever happened here
});

/** .eml files in DATA_DIR/mail whose text holds `marker` (quoted-printable soft line breaks undone). */
function mailsWith(marker: string): number {
  const dir = join(readState().dataDir, 'mail');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) =>
      readFileSync(join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(marker),
    ).length;
}

const pendingBadge = (page: Page) => page.locator('.pending-sends');

/** Entries of one IndexedDB object store in the page's origin (0 when the database or store does not exist). */
function storedEntries(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
    [database, store] as const,
  );
}
/** [in the service worker's background-sync queue, in the app's own queue] */
const queued = async (page: Page) => [
  await storedEntries(page, 'workbox-background-sync', 'requests'),
  await storedEntries(page, 'cayman-outbox', 'submissions'),
];

/** Submissions the app or its worker sends from now on (a replay included), as 'POST path'. */
function recordSubmissions(context: BrowserContext): () => string[] {
  const sent: string[] = [];
  context.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.headers()[OUTBOX_HEADER.toLowerCase()] !== undefined)
      sent.push(`POST ${new URL(request.url()).pathname}`);
  });
  return () => [...sent];
}

/**
 * Dispatches `online` once the app listens for it (it starts when the page is idle), and resolves once the replays
 * that starts are over: the app's own queue's under its Web Lock, and the worker's, which reports its count when done
 * (the report awaited may be that of the replay the page's start asked for: one that ran after this page loaded).
 * Whatever a replay sends has been asked for by then.
 */
async function replayOnOnline(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (status) => {
        const controlled = Boolean(navigator.serviceWorker?.controller);
        const reported = new Promise<void>((resolve) => {
          navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
            if ((event.data as { type?: unknown } | null)?.type === status) resolve();
          });
        });
        window.dispatchEvent(new Event('online'));
        // The app's replay asks for its lock as the event is dispatched: not there, the app was not listening yet.
        const { held = [], pending = [] } = await navigator.locks.query();
        if (![...held, ...pending].some((lock) => lock.name === 'cayman-outbox-replay')) return false;
        await navigator.locks.request('cayman-outbox-replay', () => undefined);
        if (controlled) await reported;
        return true;
      }, OUTBOX_STATUS),
    )
    .toBe(true);
}

async function sendFeedback(page: Page, description: string, { captcha }: { captcha: 'solved' | 'later' }) {
  await page.getByRole('button', { name: 'Send Us Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Us Feedback' });
  await expect(dialog.getByRole('textbox', { name: 'Page address' })).toHaveValue(new RegExp(`/${country}$`));
  await dialog.getByLabel('Which part of the page?').fill('The welcome banner');
  await dialog.getByLabel('What kind of feedback?').selectOption('Spelling / Grammar');
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();
  await dialog.getByLabel('Describe what you noticed').fill(description);
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();

  const details = page.getByRole('dialog', { name: 'Provide Contact Details (Optional)' });
  await details.getByLabel('First name').fill('Queue');
  // Disabled (aria-disabled, so it stays focusable) until the captcha is done; pressing it says why.
  await expect(details.getByRole('button', { name: 'SEND FEEDBACK' })).toBeDisabled();
  await details.getByRole('button', { name: 'SEND FEEDBACK' }).click({ force: true });
  await expect(details.getByText(CAPTCHA_REQUIRED)).toBeVisible();
  await details.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(details.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAttribute('aria-checked', 'true', {
    timeout: 60_000,
  });
  await expect(
    details.getByText(captcha === 'solved' ? 'Verified' : "we'll verify you as soon as you're back online"),
  ).toBeVisible();
  await details.getByRole('button', { name: 'SEND FEEDBACK' }).click();

  await expect(page.getByRole('dialog').getByText(QUEUED_NOTICE)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Sends a booking inquiry carrying `marker` from the trip builder, with the server stopped: it waits on the device. */
async function sendInquiry(page: Page, marker: string) {
  await page.getByRole('button', { name: 'Save & share' }).click();
  await page.getByRole('button', { name: 'Send Booking Inquiry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send Booking Inquiry' });
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByRole('textbox', { name: 'Preferred date', exact: true }).fill(inDays(30));
  await dialog.getByRole('radio', { name: 'AM' }).check();
  await dialog.getByRole('radio', { name: 'Flight' }).check();
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();
  const contact = page.getByRole('dialog').locator('form').filter({ hasText: 'How can we reach you?' });
  await contact.getByRole('textbox', { name: 'First name' }).fill('Queue');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await contact.getByRole('textbox', { name: 'Email' }).fill('queue.tester@example.com');
  await contact.getByRole('textbox', { name: /Phone/ }).fill('3459491234');
  await contact.getByRole('textbox', { name: 'Message' }).fill(marker);
  await contact.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await contact.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(QUEUED_NOTICE)).toBeVisible();
}

test('feedback sent with the server stopped waits on the device and is delivered once when it is back', async ({
  page,
  baseURL,
}) => {
  const run = Math.random().toString(36).slice(2, 10).toUpperCase();
  const first = `Queued feedback one ${run}A`;
  const second = `Queued feedback two ${run}B`;

  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  // The app keeps a captcha challenge while online, for a proof solved later without a connection.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cayman.captcha.challenge'))).not.toBeNull();

  await stopServer();
  await expect(fetch(`${baseURL}/api/v1/health`)).rejects.toThrow();

  await test.step('a feedback with the proof solved offline goes into the service worker queue', async () => {
    await sendFeedback(page, first, { captcha: 'solved' });
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '1');
    await expect(pendingBadge(page)).toContainText(pendingSendsText(1));
    expect(await queued(page)).toEqual([1, 0]);
  });

  await test.step('a second one, with no challenge left, waits in the app queue for its proof', async () => {
    await sendFeedback(page, second, { captcha: 'later' });
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '2');
    expect(await queued(page)).toEqual([1, 1]);
  });

  await test.step('both survive a reload while the server is still stopped', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send Us Feedback' })).toBeVisible();
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '2');
    expect(mailsWith(first) + mailsWith(second)).toBe(0);
  });

  await test.step('back online: each is delivered exactly once and the count returns to 0', async () => {
    await startServer(readState());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect.poll(() => [mailsWith(first), mailsWith(second)], { timeout: 30_000 }).toEqual([1, 1]);
    expect(await queued(page)).toEqual([0, 0]);

    // Another start and `online` replay nothing twice.
    const sent = recordSubmissions(page.context());
    await page.reload();
    await replayOnOnline(page);
    expect(sent()).toEqual([]);
    expect([mailsWith(first), mailsWith(second)]).toEqual([1, 1]);
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '0');
  });
});

test('a booking inquiry sent with the server stopped is delivered once when it is back', async ({ page, baseURL }) => {
  const marker = `Queued inquiry ${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await page.goto(`/${country}/trip-builder`);
  await waitForServiceWorkerControl(page);

  await test.step('build a priced trip while online', async () => {
    await pickDemoTrip(page);
  });

  await stopServer();
  await expect(fetch(`${baseURL}/api/v1/health`)).rejects.toThrow();

  await test.step('send the inquiry: it is saved on the device', async () => {
    await sendInquiry(page, marker);
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '1');
  });

  await test.step('the reload keeps it; back online it goes once, to the business and as the guest copy', async () => {
    await page.reload();
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '1');
    expect(mailsWith(marker)).toBe(0);
    await startServer(readState());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect.poll(() => mailsWith(marker), { timeout: 30_000 }).toBe(2);
    const sent = recordSubmissions(page.context());
    await page.reload();
    await replayOnOnline(page);
    expect(sent()).toEqual([]);
    expect(mailsWith(marker)).toBe(2);
  });
});

test('without Background Sync (Safari, iOS), queued feedback and an inquiry go once when the app is opened again online', async ({
  context,
  baseURL,
}) => {
  // What Safari lacks: no SyncManager in the page, and none in the service worker, whose script is served changed (on
  // disk, so that the browser's update checks get the same script and keep this worker).
  await context.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager;
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
  restoreWorker = replaceWorkerScript(
    (script) => `delete ServiceWorkerRegistration.prototype.sync;\ndelete self.SyncManager;\n${script}`,
  );
  const run = Math.random().toString(36).slice(2, 10).toUpperCase();
  const feedback = `Safari feedback ${run}`;
  const inquiry = `Safari inquiry ${run}`;

  const page = await context.newPage();
  await page.goto(`/${country}`);
  await waitForServiceWorkerControl(page);
  expect(
    await page.evaluate(async () => 'SyncManager' in window || 'sync' in (await navigator.serviceWorker.ready)),
  ).toBe(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cayman.captcha.challenge'))).not.toBeNull();
  await page.goto(`/${country}/trip-builder`);
  await pickDemoTrip(page);

  await stopServer();
  await expect(fetch(`${baseURL}/api/v1/health`)).rejects.toThrow();

  await test.step('with the server stopped, an inquiry and a feedback wait on the device', async () => {
    await sendInquiry(page, inquiry);
    await page.goto(`/${country}`);
    await sendFeedback(page, feedback, { captcha: 'solved' });
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '2');
    expect(mailsWith(feedback) + mailsWith(inquiry)).toBe(0);
  });

  await test.step('the app is closed; the connection returns; the guest opens it again', async () => {
    await page.close();
    await startServer(readState());
    const reopened = await context.newPage();
    await reopened.goto(`/${country}`);
    await expect.poll(() => [mailsWith(feedback), mailsWith(inquiry)], { timeout: 60_000 }).toEqual([1, 2]);
    await expect(pendingBadge(reopened)).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    expect(await queued(reopened)).toEqual([0, 0]);

    // Opened once more: nothing goes twice.
    const sent = recordSubmissions(context);
    await reopened.reload();
    await replayOnOnline(reopened);
    expect(sent()).toEqual([]);
    expect([mailsWith(feedback), mailsWith(inquiry)]).toEqual([1, 2]);
    // The worker all along was Safari's: the browser's update checks never brought in one with Background Sync.
    const workers = context.serviceWorkers();
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers)
      expect(
        await worker.evaluate(
          () => 'SyncManager' in self || 'sync' in (self as unknown as { registration: object }).registration,
        ),
      ).toBe(false);
  });
});

test('where no service worker registers, a part never downloaded says so offline, and a kept challenge proves feedback written with the server stopped', async ({
  context,
  baseURL,
}) => {
  test.slow(); // the server stops and starts three times
  // A registration that fails (a private mode, a blocked script): the worker never becomes ready.
  await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const feedback = `Workerless feedback ${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const page = await context.newPage();
  await page.goto(`/${country}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cayman.captcha.challenge')), { timeout: 30_000 })
    .not.toBeNull();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const open = page.getByRole('button', { name: 'Send Us Feedback' });

  await test.step('offline, the form whose code was never downloaded says why and the page stays', async () => {
    await stopServer();
    await expect(fetch(`${baseURL}/api/v1/health`)).rejects.toThrow();
    await open.click();
    await expect(page.getByText(PART_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Send Us Feedback' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('online again, it opens; offline once more, the feedback is proved with the kept challenge and waits', async () => {
    await startServer(readState());
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Send Us Feedback' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Send Us Feedback' })).toHaveCount(0);
    await stopServer();
    await sendFeedback(page, feedback, { captcha: 'solved' });
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '1');
    expect(await queued(page)).toEqual([0, 1]);
  });

  await test.step("back online, the app's own queue sends it once", async () => {
    await startServer(readState());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(pendingBadge(page)).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect.poll(() => mailsWith(feedback), { timeout: 30_000 }).toBe(1);
    const sent = recordSubmissions(context);
    await replayOnOnline(page);
    expect(sent()).toEqual([]);
    expect(mailsWith(feedback)).toBe(1);
  });
});
