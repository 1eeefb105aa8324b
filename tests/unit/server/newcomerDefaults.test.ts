// Issue #57 §5: what a newcomer gets without setting anything, as docs/configuration.md says: the server listens on
// this machine only, emails come from the company address and link to this server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlOf } from '../../../src/server/config';
import { emailSettings } from '../../../src/server/email/settings';
import { TEST_CARDS } from '../../../src/server/payment/testCheckoutPage';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const settings = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

/** docs/configuration.md's 'default' cell for a setting, its first `quoted` value. */
function documentedDefault(name: string): string {
  const row = settings.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
  const cell = row?.split('|')[2] ?? '';
  return /`([^`]+)`/.exec(cell)?.[1] ?? `(no default documented for ${name})`;
}

describe('settings left unset', () => {
  it('listen on this machine only (HOST), as documented', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(documentedDefault('HOST')).toBe(loadConfig({}).host);
  });

  it('send every email from the company address (MAIL_FROM), as documented', () => {
    const from = emailSettings({}).mailFrom;
    expect(from).toBe('Cayman Charters <hello@caymancharters.ky>');
    expect(from).not.toMatch(/localhost/);
    expect(documentedDefault('MAIL_FROM')).toBe(from);
    expect(emailSettings({ MAIL_FROM: 'Desk <desk@example.com>' }).mailFrom).toBe('Desk <desk@example.com>');
  });

  it('link emails to this server (PUBLIC_URL), as documented', () => {
    for (const port of [undefined, '9000']) {
      const documented = documentedDefault('PUBLIC_URL').replace('{PORT}', port ?? '8080');
      expect(publicUrlOf(port ? { PORT: port } : {})).toBe(documented);
      expect(emailSettings(port ? { PORT: port } : {}).publicUrl).toBe(documented);
    }
  });
});

describe("the README's 'Try this first'", () => {
  const section = readme.split('### Try this first')[1]?.split('\n## ')[0] ?? '';

  it('walks a trip from building to the e-mail under DATA_DIR/mail', () => {
    for (const step of ['Build a trip', 'Pay with a test card', 'DATA_DIR/mail']) expect(section).toContain(step);
  });

  it('names the test checkout’s cards, as it takes them', () => {
    const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(section).toContain(`\`${grouped(TEST_CARDS.paid)}\` | paid`);
    expect(section).toContain(`\`${grouped(TEST_CARDS.declined)}\` | declined`);
  });
});
