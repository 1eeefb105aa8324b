// The business behind the site (the app, the emails, the calendar file). Phone, email and address come per country
// from the API; these are company-wide.
import type { Country } from './catalogue';

export const COMPANY_NAME = 'Cayman Charters';
/** The company's own address: the sender of its emails unless MAIL_FROM names another, and the demo country's inbox. */
export const COMPANY_EMAIL = 'hello@caymancharters.ky';
export const DEFAULT_COUNTRY = 'cayman-islands';
/**
 * The office's clock while the catalogue has no country yet (a fresh install): the country's own zone once it has one.
 */
export const ZONE_BEFORE_COUNTRY = 'UTC';
/** The zone the office reads times in: its country's, or ZONE_BEFORE_COUNTRY before the catalogue has one. */
export const officeZoneOf = (country: Pick<Country, 'timezone'> | null | undefined): string =>
  country?.timezone ?? ZONE_BEFORE_COUNTRY;

/** The footer's social links while a country names none of its own (the Catalogue tab's company settings). */
export const SOCIAL_LINKS: { name: string; href: string }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/caymancharters' },
  { name: 'Instagram', href: 'https://www.instagram.com/caymancharters' },
  { name: 'X', href: 'https://x.com/caymancharters' },
];

/**
 * When the phone line is staffed: the charter day, 7 AM to 6 PM island time (DAY_CHARTER_WINDOW, slotRules.ts).
 */
export const OPENING_HOURS = [{ days: 'Monday – Sunday', hours: '7:00 AM – 6:00 PM' }];
