// The countries offered beside the phone field, with their calling codes; the United States comes first as the
// default. Within a shared code (+1) the country says how a number without its code is read (libphonenumber-js):
// with the Cayman Islands chosen, '345 555 0101' (and a local '555 0101') is read as a Cayman number, never prefixed
// twice.
export interface DialCode {
  iso: string;
  name: string;
  /** The country calling code, digits only (shared: +1 is the whole North American plan, the Cayman Islands too). */
  code: string;
}

export const DIAL_CODES: DialCode[] = [
  { iso: 'US', name: 'United States', code: '1' },
  { iso: 'KY', name: 'Cayman Islands', code: '1' },
  { iso: 'CA', name: 'Canada', code: '1' },
  { iso: 'GB', name: 'United Kingdom', code: '44' },
  { iso: 'IE', name: 'Ireland', code: '353' },
  { iso: 'JM', name: 'Jamaica', code: '1' },
  { iso: 'BS', name: 'Bahamas', code: '1' },
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
export const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
