// Calling codes offered by the phone field; the United States comes first as the default.
export interface DialCode {
  iso: string;
  name: string;
  code: string; // digits only
}

export const DIAL_CODES: DialCode[] = [
  { iso: 'US', name: 'United States', code: '1' },
  { iso: 'KY', name: 'Cayman Islands', code: '1345' },
  { iso: 'CA', name: 'Canada', code: '1' },
  { iso: 'GB', name: 'United Kingdom', code: '44' },
  { iso: 'IE', name: 'Ireland', code: '353' },
  { iso: 'JM', name: 'Jamaica', code: '1876' },
  { iso: 'BS', name: 'Bahamas', code: '1242' },
  { iso: 'MX', name: 'Mexico', code: '52' },
  { iso: 'BR', name: 'Brazil', code: '55' },
  { iso: 'AR', name: 'Argentina', code: '54' },
  { iso: 'CO', name: 'Colombia', code: '57' },
  { iso: 'DE', name: 'Germany', code: '49' },
  { iso: 'FR', name: 'France', code: '33' },
  { iso: 'ES', name: 'Spain', code: '34' },
  { iso: 'IT', name: 'Italy', code: '39' },
  { iso: 'NL', name: 'Netherlands', code: '31' },
  { iso: 'BE', name: 'Belgium', code: '32' },
  { iso: 'CH', name: 'Switzerland', code: '41' },
  { iso: 'AT', name: 'Austria', code: '43' },
  { iso: 'SE', name: 'Sweden', code: '46' },
  { iso: 'NO', name: 'Norway', code: '47' },
  { iso: 'DK', name: 'Denmark', code: '45' },
  { iso: 'PL', name: 'Poland', code: '48' },
  { iso: 'AU', name: 'Australia', code: '61' },
  { iso: 'NZ', name: 'New Zealand', code: '64' },
  { iso: 'IN', name: 'India', code: '91' },
  { iso: 'CN', name: 'China', code: '86' },
  { iso: 'JP', name: 'Japan', code: '81' },
  { iso: 'ZA', name: 'South Africa', code: '27' },
];

/** A flag emoji from an ISO 3166 alpha-2 code. */
export const flagOf = (iso: string) => String.fromCodePoint(...[...iso.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

/** Splits a stored '+…' value into the longest known calling code and the rest. */
export function splitPhone(value: string, fallbackIso = 'US'): { iso: string; national: string } {
  const digits = value.replace(/\D/g, '');
  if (!value.startsWith('+') || !digits) return { iso: fallbackIso, national: digits };
  const match = [...DIAL_CODES].sort((a, b) => b.code.length - a.code.length).find((d) => digits.startsWith(d.code));
  if (!match) return { iso: fallbackIso, national: digits };
  // +1 is shared: keep the country the guest picked when its code fits.
  const picked = DIAL_CODES.find((d) => d.iso === fallbackIso);
  const iso = picked && picked.code === match.code ? picked.iso : match.iso;
  return { iso, national: digits.slice(match.code.length) };
}

/**
 * The number as the guest types it after the calling code shown (`iso`). Under the United States, +1 345… stays whole:
 * read back as the Cayman Islands' +1345, the area code would vanish from the field as it is typed.
 */
export function nationalOf(value: string, iso: string): string {
  const digits = value.replace(/\D/g, '');
  const code = DIAL_CODES.find((d) => d.iso === iso)?.code;
  return code && value.startsWith('+') && digits.startsWith(code) ? digits.slice(code.length) : splitPhone(value, iso).national;
}
