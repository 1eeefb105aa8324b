// Display formats of the content pages; money and dates come from the domain's formatters.
import { formatDate as formatInZone } from '../domain/dateFormat';

export { formatBoatPrice } from '../domain/money';
export { formatPhone } from '../domain/fields';

/** 'dd MMM yyyy' of a calendar date ('YYYY-MM-DD'), which has no time zone of its own. */
export const formatDate = (isoDate: string) => formatInZone(isoDate, 'UTC');
