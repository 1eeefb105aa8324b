// Issue #57 §4: the emails said 'a boat trip in Cayman Islands'.
import { describe, expect, it } from 'vitest';
import { MAIL_TEXT, countryInSentence } from '../../../src/domain/texts';

describe('a country named inside a sentence', () => {
  it("takes 'the' where English puts it", () => {
    expect(countryInSentence('Cayman Islands')).toBe('the Cayman Islands');
    expect(countryInSentence('Bahamas')).toBe('the Bahamas');
    expect(countryInSentence('British Virgin Islands')).toBe('the British Virgin Islands');
    expect(countryInSentence('Turks and Caicos Islands')).toBe('the Turks and Caicos Islands');
    expect(countryInSentence('The Bahamas')).toBe('the Bahamas');
  });

  it('stays bare where it does not', () => {
    expect(countryInSentence('Jamaica')).toBe('Jamaica');
    expect(countryInSentence('Barbados')).toBe('Barbados');
    expect(countryInSentence('Fixture Cayman')).toBe('Fixture Cayman');
  });

  it('reads right in the saved and shared trip emails', () => {
    expect(MAIL_TEXT.savedTrip.subject('Cayman Islands')).toBe('Your saved boat trip in the Cayman Islands');
    expect(MAIL_TEXT.sharedTrip.subject('Cayman Islands')).toBe(
      'Cayman Charters: a boat trip in the Cayman Islands was shared with you',
    );
    expect(MAIL_TEXT.sharedTrip.text('Ann', 'Cayman Islands')).toBe(
      'Ann has planned a private boat charter in the Cayman Islands and wants to share it with you.',
    );
  });
});
