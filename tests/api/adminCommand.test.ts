// The admin command as a charter office's first day meets it (issue #53): its help names every role, each command has
// its own --help, a negative number is refused in words (not Node's parser error), an agent without an agency is told
// what that means, and a captain or an admin with an agency is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the admin command, helped and checked', () => {
  it('names every role in its help, and answers COMMAND --help with its own usage', async () => {
    const help = await t.admin(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('--role agent|admin|captain');
    expect(help.stdout).toMatch(/captain \(reads the manifest of the trips they crew\)/);
    const own = await t.admin(['create-user', '--help']);
    expect(own).toMatchObject({ exitCode: 0, stderr: '' });
    expect(own.stdout).toMatch(/^Usage: npm run admin -- create-user --email EMAIL --role agent\|admin\|captain/);
    expect((await t.admin(['close-calendar', '-h'])).stdout).toContain('close-calendar --boat ID|all');
  });

  it('refuses a negative number or an unknown option in words, changing nothing', async () => {
    const negative = await t.admin(['create-agency', '--name', 'Minus Desk', '--max-discount', '-5']);
    expect(negative.exitCode).toBe(2);
    expect(negative.stderr).toMatch(/^--max-discount takes no negative value \(-5 was given\)\./);
    expect(negative.stderr).not.toMatch(/ambiguous|ERR_PARSE_ARGS/);
    const equals = await t.admin(['create-agency', '--name', 'Minus Desk', '--max-discount=-5']);
    expect(equals.stderr).toContain('--max-discount is a percentage from 0 to 100');
    const unknown = await t.admin(['create-user', '--email', 'a@b.test', '--rolle', 'agent']);
    expect(unknown.stderr).toMatch(/^Unknown option --rolle\./);
    const agencies = JSON.parse((await t.admin(['list-agencies', '--json'])).stdout) as Array<{ name: string }>;
    expect(agencies.some((a) => a.name === 'Minus Desk')).toBe(false);
  });

  it('says what an agent without an agency cannot do, and refuses an agency for a captain or an admin', async () => {
    const lone = await t.admin(['create-user', '--email', 'lone@desk.test', '--role', 'agent', '--json']);
    expect(lone.exitCode).toBe(0);
    expect(JSON.parse(lone.stdout).warning).toMatch(/no agency.*give no discount and book nothing on account/);
    expect((await t.admin(['create-user', '--email', 'lone2@desk.test', '--role', 'agent'])).stdout).toMatch(
      /Note: this agent has no agency/,
    );
    await t.admin(['create-agency', '--name', 'Harbour Desk 53', '--max-discount', '10']);
    for (const role of ['captain', 'admin']) {
      const refused = await t.admin([
        'create-user',
        '--email',
        `${role}@desk.test`,
        '--role',
        role,
        '--agency',
        'Harbour Desk 53',
      ]);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toMatch(/Only an agent belongs to an agency/);
    }
    const users = JSON.parse((await t.admin(['list-users', '--json'])).stdout) as Array<{ email: string }>;
    expect(users.some((u) => u.email === 'captain@desk.test' || u.email === 'admin@desk.test')).toBe(false);
  });

  it('prints closure times in Cayman time, as every other screen does, never in UTC', async () => {
    const dry = await t.admin([
      'close-calendar',
      '--boat',
      'boat-small',
      '--from',
      '2026-12-09T14:00:00-05:00',
      '--to',
      '2026-12-09T18:00:00-05:00',
      '--reason',
      'maintenance',
      '--dry-run',
    ]);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain(
      'from Wednesday, 09 Dec 2026, 02:00 PM (Cayman time, UTC−5) to Wednesday, 09 Dec 2026, 06:00 PM (Cayman time, UTC−5)',
    );
    expect(dry.stdout).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    await t.admin([
      'close-calendar',
      '--boat',
      'boat-small',
      '--from',
      '2026-12-09T14:00:00-05:00',
      '--to',
      '2026-12-09T18:00:00-05:00',
      '--reason',
      'maintenance',
    ]);
    const listed = await t.admin(['list-closures']);
    expect(listed.stdout).toMatch(/^Times are Cayman time, UTC−5\./);
    expect(listed.stdout).toContain('Wednesday, 09 Dec 2026, 02:00 PM → Wednesday, 09 Dec 2026, 06:00 PM  maintenance');
  });
});
