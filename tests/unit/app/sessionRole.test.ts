// @vitest-environment jsdom
// The signed-in user's role kept with the session, for the staff pages' gates offline: kept only with tokens, read back
// only when it is a role, and gone with the tokens.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, getSessionRole, storeSessionRole, storeTokens } from '../../../src/app/http/tokens';

beforeEach(() => localStorage.clear());

describe('the kept role', () => {
  it('is kept with a session and cleared with its tokens', () => {
    storeTokens('a', 'r');
    storeSessionRole('captain');
    expect(getSessionRole()).toBe('captain');
    clearTokens();
    expect(getSessionRole()).toBeNull();
  });

  it('is not kept without a session (an answer landing after sign-out)', () => {
    storeSessionRole('admin');
    expect(getSessionRole()).toBeNull();
  });

  it('is unknown when missing (a session kept before roles were) or not a role', () => {
    storeTokens('a', 'r');
    expect(getSessionRole()).toBeNull();
    localStorage.setItem('sessionRole', 'superuser');
    expect(getSessionRole()).toBeNull();
  });
});
