// Issue #16: a first visit's requests sent at once are one device. The app sets its device seed cookie before its first
// API call, so every API request carries the seed or the device cookie; the first answer that issues the device cookie
// clears the seed, and a later start's new seed does not change the device.
import { DEVICE_SEED_COOKIE, isDeviceSeed } from '../../src/domain/protocol';
import { country, expect, test } from './fixtures';

const DEVICE_COOKIE = 'cc_device';
const cookieValue = (header: string, name: string) =>
  header
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

test('a first visit sets the device seed before its first API call, and the device cookie then replaces it', async ({
  page,
  context,
}) => {
  const sent: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sent.push(request.allHeaders().then((h) => h.cookie ?? ''));
  });
  const challenge = page.waitForResponse((response) => response.url().includes('/api/v1/web/captcha/challenge'));
  await page.goto(`/${country}`);
  expect((await challenge).status()).toBe(200);

  const cookies = await Promise.all(sent);
  expect(cookies.length).toBeGreaterThan(0);
  expect(isDeviceSeed(cookieValue(cookies[0]!, DEVICE_SEED_COOKIE))).toBe(true);
  for (const header of cookies) {
    expect(
      isDeviceSeed(cookieValue(header, DEVICE_SEED_COOKIE)) || cookieValue(header, DEVICE_COOKIE) !== undefined,
    ).toBe(true);
  }
  const jar = await context.cookies();
  const device = jar.find((c) => c.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(jar.find((c) => c.name === DEVICE_SEED_COOKIE)).toBeUndefined();

  // The next start sets a new seed; the device stays the one its cookie names, also for a request sending both.
  await page.reload();
  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), DEVICE_SEED_COOKIE);
  const status = await page.evaluate(
    async () => (await fetch('/api/v1/web/captcha/challenge', { cache: 'no-store' })).status,
  );
  expect(status).toBe(200);
  const after = await context.cookies();
  expect(after.find((c) => c.name === DEVICE_COOKIE)?.value).toBe(device?.value);
  const seed = after.find((c) => c.name === DEVICE_SEED_COOKIE);
  expect(isDeviceSeed(seed?.value)).toBe(true);
  expect(seed).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });
});
