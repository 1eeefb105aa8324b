// What the boat editor's sections share: the boat, a patch to it, and the API's messages by field path.
import type { Boat } from '../../domain/catalogue';

export interface BoatFieldsProps {
  boat: Boat;
  set: (patch: Partial<Boat>) => void;
  errors: Record<string, string>;
}

/** The list with the item in it (once) or out of it. */
export const toggle = <T>(list: T[], item: T, on: boolean, same: (a: T) => boolean) =>
  on ? [...list.filter((x) => !same(x)), item] : list.filter((x) => !same(x));
