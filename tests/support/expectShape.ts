// Asserts that an API answer is exactly what its domain schema describes (no missing or extra fields).
import { validate, type Struct } from 'superstruct';

export function expectShape<T>(value: unknown, struct: Struct<T, any>, what = 'answer'): T {
  const [error, result] = validate(value, struct);
  if (error) {
    const failures = error
      .failures()
      .slice(0, 5)
      .map((f) => `${f.path.join('.') || '(root)'}: ${f.message}`);
    throw new Error(`${what} does not match its schema:\n${failures.join('\n')}`);
  }
  return result as T;
}
