export { formatPrice, formatPriceDifference, formatShortDate, formatLongDate, formatTime } from '@spa/domain';
