// Display formats of the content pages; money and dates come from the domain's formatters.
import { formatDate as formatInZone } from '../domain/dateFormat';

export { formatBoatPrice } from '../domain/money';

/** 'dd MMM yyyy' of a calendar date ('YYYY-MM-DD'), which has no time zone of its own. */
export const formatDate = (isoDate: string) => formatInZone(isoDate, 'UTC');

/** +13455551234 → +1 (345) 555-1234; other numbers are shown as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}
