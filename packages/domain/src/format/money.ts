const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const pennies = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
});

/**
 * Formats integer pence as pounds: without decimals when whole, else two.
 *
 * @example formatPrice(9500) // '£95'
 * @example formatPrice(1250) // '£12.50'
 */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? whole.format(pence / 100) : pennies.format(pence / 100);
}

/** '+£{difference}' as the treatment buttons show an upgrade. */
export function formatPriceDifference(pence: number): string {
  return `+${formatPrice(pence)}`;
}
