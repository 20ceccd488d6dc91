export {
  formatPrice,
  formatPriceDifference,
  formatShortDate,
  formatLongDate,
  formatShortDateTime,
  formatTime,
  formatAccountDate,
} from '@spa/domain';
