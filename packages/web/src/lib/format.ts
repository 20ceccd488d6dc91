export { formatPrice, formatPriceDifference, formatShortDate, formatLongDate, formatTime } from '@spa/domain';

/** Whether two date-times name the same instant (offsets may be written differently). */
export const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);
