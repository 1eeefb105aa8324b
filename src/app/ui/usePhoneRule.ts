// The phone rule (domain/phone/phone.ts, libphonenumber-js's numbering plans: ~30 KiB) is loaded by the parts that need
// it, once they show: a phone field, a guest's number. Loaded, it is also installed for the forms' schemas, which until
// then check the stored form alone (domain/schema/fields.ts). Its chunk is of the offline copy's second phase.
import { useEffect, useState } from 'react';
import { installPhoneReader } from '../../domain/schema';
import { reachableImport } from './reachableImport';

export type PhoneRule = typeof import('../../domain/phone');

let rule: PhoneRule | null = null;
/** Loads the rule (at most once); a part that will show a phone field soon may call it ahead. */
export const loadPhoneRule = reachableImport(() =>
  // The file, not the folder's index: the lazy chunk is then the rule itself, named 'phone' for the offline copy.
  import('../../domain/phone/phone').then((module) => {
    installPhoneReader(module.readPhone);
    rule = module;
    return module;
  }),
);

/** The phone rule once loaded (null until then, and while it cannot be loaded: offline before it was ever kept). */
export function usePhoneRule(): PhoneRule | null {
  const [loaded, setLoaded] = useState<PhoneRule | null>(rule);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadPhoneRule().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
