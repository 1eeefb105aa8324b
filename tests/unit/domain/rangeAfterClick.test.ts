// Issue #57 §4: the trip builder's date picker. A click after a whole range starts a new one; a day clicked twice
// stays.
import { describe, expect, it } from 'vitest';
import { clampRange, rangeAfterClick } from '../../../src/domain/time';

describe('rangeAfterClick', () => {
  it('starts with the first day clicked', () => {
    expect(rangeAfterClick({ start: null, end: null }, '2026-12-10')).toEqual({
      start: '2026-12-10',
      end: '2026-12-10',
    });
  });

  it('keeps one day clicked twice (never clears it)', () => {
    expect(rangeAfterClick({ start: '2026-12-10', end: '2026-12-10' }, '2026-12-10')).toEqual({
      start: '2026-12-10',
      end: '2026-12-10',
    });
  });

  it('makes the range between one chosen day and the next click, either way round', () => {
    expect(rangeAfterClick({ start: '2026-12-10', end: '2026-12-10' }, '2026-12-14')).toEqual({
      start: '2026-12-10',
      end: '2026-12-14',
    });
    expect(rangeAfterClick({ start: '2026-12-10', end: '2026-12-10' }, '2026-12-08')).toEqual({
      start: '2026-12-08',
      end: '2026-12-10',
    });
  });

  it('starts a new range after a whole one, rather than stretch it past the limit', () => {
    const next = rangeAfterClick({ start: '2026-12-10', end: '2026-12-20' }, '2026-12-30');
    expect(next).toEqual({ start: '2026-12-30', end: '2026-12-30' });
    expect(clampRange(next.start, next.end).trimmed).toBe(false);
    expect(rangeAfterClick({ start: '2026-12-10', end: '2026-12-20' }, '2026-12-12')).toEqual({
      start: '2026-12-12',
      end: '2026-12-12',
    });
  });
});
