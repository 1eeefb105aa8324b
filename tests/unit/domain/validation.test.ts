import { describe, it, expect } from 'vitest';
import { array, boolean, enums, literal, number, object, optional, string } from 'superstruct';
import { REQUIRED, check, errorMap, requiredString, withMessage } from '../../../src/domain/schema';
import { messagesOf } from './examples';

describe('check()', () => {
  it('maps a missing required field of any type to the spec text', () => {
    const form = object({
      name: string(),
      age: number(),
      kind: enums(['A', 'B']),
      tags: array(string()),
      ok: boolean(),
    });
    expect(messagesOf(form, {})).toEqual({
      name: REQUIRED,
      age: REQUIRED,
      kind: REQUIRED,
      tags: REQUIRED,
      ok: REQUIRED,
    });
    expect(REQUIRED).toBe('This field is required');
  });

  it('reports requiredString for missing, empty and blank values', () => {
    const form = object({ firstName: requiredString() });
    for (const value of [{}, { firstName: '' }, { firstName: '   ' }]) {
      expect(messagesOf(form, value)).toEqual({ firstName: 'This field is required' });
    }
    expect(check(form, { firstName: 'Ann' })).toEqual({ ok: true, value: { firstName: 'Ann' } });
  });

  it('keeps a custom message even when the value is missing', () => {
    const form = object({ policy: withMessage(literal(true), 'You must accept the terms and conditions') });
    expect(messagesOf(form, {})).toEqual({ policy: 'You must accept the terms and conditions' });
    expect(messagesOf(form, { policy: false })).toEqual({ policy: 'You must accept the terms and conditions' });
  });

  it('names nested fields by their dotted path and leaves optional ones alone', () => {
    const form = object({ trip: object({ region: string() }), notes: optional(string()) });
    expect(messagesOf(form, { trip: {} })).toEqual({ 'trip.region': REQUIRED });
  });

  it('reports one message per field', () => {
    const result = check(object({ a: requiredString(), b: requiredString() }), { a: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorMap(result.errors)).toEqual({ a: REQUIRED, b: REQUIRED });
  });
});
