// Display formats of the content pages; money and dates come from the domain's formatters.
import { formatDate as formatInZone } from '../domain/time';

export { formatBoatPrice } from '../domain/texts';
export { formatPhone } from '../domain/schema';

/** 'dd MMM yyyy' of a calendar date ('YYYY-MM-DD'), which has no time zone of its own. */
export const formatDate = (isoDate: string) => formatInZone(isoDate, 'UTC');
