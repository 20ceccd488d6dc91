/** One line of the server's bill. Money is integer pence. */
export interface LineItem {
  Code: string;
  Description: string;
  Quantity: number;
  UnitPrice: number;
  /** Quantity × UnitPrice. */
  Amount: number;
}

export interface PricedBooking {
  LineItems: LineItem[];
  /** Sum of the lines' Amounts, pence. */
  Total: number;
}

/** A thing the price cannot be computed for: an unknown code, a package that does not include a treatment. */
export class PricingError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'PricingError';
  }
}

/**
 * A line of `quantity` at `unitPrice`.
 *
 * @example lineItem('DAY', 'Spa Day', 2, 9500) // { …, Amount: 19000 }
 */
export function lineItem(Code: string, Description: string, Quantity: number, UnitPrice: number): LineItem {
  return { Code, Description, Quantity, UnitPrice, Amount: Quantity * UnitPrice };
}

/** The bill of some lines: the lines and their total. */
export function billOf(LineItems: LineItem[]): PricedBooking {
  return { LineItems, Total: LineItems.reduce((sum, line) => sum + line.Amount, 0) };
}
