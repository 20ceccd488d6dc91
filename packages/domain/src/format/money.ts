/**
 * The two formatters, made on first use: creating an `Intl.NumberFormat` loads the
 * locale's data, tens of milliseconds on a slow phone, which every screen that only
 * imports this module would otherwise pay before its first render (docs/decisions.md 186).
 */
let whole: Intl.NumberFormat | undefined;
let pennies: Intl.NumberFormat | undefined;

/**
 * Formats integer pence as pounds: without decimals when whole, else two.
 *
 * @example formatPrice(9500) // '£95'
 * @example formatPrice(1250) // '£12.50'
 */
export function formatPrice(pence: number): string {
  if (pence % 100 === 0) {
    whole ??= new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    });
    return whole.format(pence / 100);
  }
  pennies ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  });
  return pennies.format(pence / 100);
}

/** '+£{difference}' as the treatment buttons show an upgrade. */
export function formatPriceDifference(pence: number): string {
  return `+${formatPrice(pence)}`;
}

/**
 * Pence from an amount typed in pounds ('15', '£15.50', '15.5'), or null when it is not
 * one (more than two decimals, letters, nothing).
 *
 * @example parsePounds('£15.50') // 1550
 */
export function parsePounds(text: string): number | null {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
