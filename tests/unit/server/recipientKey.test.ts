// Issue #52, item 3: mail limits count the mailbox an address reaches, as the transport delivers it.
import { describe, expect, it } from 'vitest';
import { recipientKey } from '../../../src/server/email/recipients';

describe('recipientKey', () => {
  it.each([
    [
      [
        'ceo@victimcorp.test',
        'ceo@ｖictimcorp.test',
        'CEO@ＶＩＣＴＩＭＣＯＲＰ．ＴＥＳＴ',
        'ceo+news@victimcorp.test',
        'ceo@victimcorp.test.',
      ],
      'ceo@victimcorp.test',
    ],
    [
      [
        'strangervictim@gmail.com',
        's.tranger.victim@gmail.com',
        'S.T.R.A.N.G.E.R.Victim+x@googlemail.com',
        'strangervictim@ｇmail.com',
      ],
      'strangervictim@gmail.com',
    ],
    [['ann@xn--jgeva-dua.ee', 'ann@jõgeva.ee', 'ANN@JÕGEVA.EE'], 'ann@xn--jgeva-dua.ee'],
    [['ännä@jõgeva.ee', 'ÄNNÄ@xn--jgeva-dua.ee'], 'ännä@xn--jgeva-dua.ee'],
    [['a.b@yahoo.com', 'a.b-promo@yahoo.com'], 'a.b@yahoo.com'],
    [['jo.doe@proton.me', 'jodoe@proton.me', 'jo_doe+x@proton.me'], 'jodoe@proton.me'],
  ])('folds %j to one mailbox', (spellings, mailbox) => {
    for (const address of spellings) expect(recipientKey(address), address).toBe(mailbox);
  });

  it('keeps mailboxes apart that are apart', () => {
    expect(recipientKey('a.b@example.com')).not.toBe(recipientKey('ab@example.com'));
    expect(recipientKey('ceo@victimcorp.test')).not.toBe(recipientKey('ceo@victimcorp.example'));
  });
});
