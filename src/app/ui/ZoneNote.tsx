// 'Cayman time, UTC−5' next to a list of times, only when the device's clock differs from the boats' (a ship's time
// or a guest's home time must never pass for local time): the guest's time picker and the staff screens show it once
// per list, never on every row.
import type { Country } from '../../domain/catalogue';
import { deviceClockDiffers, zoneNote } from '../../domain/time';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
export const placeOf = (country: Pick<Country, 'name'>) => country.name.replace(/ Islands?$/, '');

export function ZoneNote({ country }: { country: Pick<Country, 'name' | 'timezone'> }) {
  if (!deviceClockDiffers(country.timezone, deviceZone())) return null;
  return <p className="zone-note">{zoneNote(placeOf(country), country.timezone)}</p>;
}
