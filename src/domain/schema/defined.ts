/**
 * `value` where the code knows it is there (an element at an index just checked, a group the pattern requires): a
 * clear error naming `what` if that ever proves wrong, rather than `undefined` read further on.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
