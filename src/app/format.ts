// Display formats the content pages need: USD in en-US (boat prices without cents), dates and phone numbers.
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatBoatPrice = (cents: number) => wholeDollars.format(Math.round(cents / 100));
export const formatUsd = (cents: number) => dollarsAndCents.format(cents / 100);

/** 'dd MMM yyyy' from a 'YYYY-MM-DD' date, read as a calendar date (no time zone shift). */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${String(d).padStart(2, '0')} ${month} ${y}`;
}

/** +13455551234 → +1 (345) 555-1234; other numbers are shown as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}
