/**
 * Guessing voucher codes (issue 23, decision 0340). A failure is a well-formed code,
 * check character right, that no voucher or promotion has: a holder's slip fails the
 * check character first and is never counted. One address is refused after
 * `perAddress` failures in the window. When failures from everywhere pass `global`
 * (many addresses guessing together), only addresses that have failed in the window
 * are refused: an address with none, a holder typing their own code, is always
 * looked up, so a stranger's guessing never locks a holder out.
 */

export interface GuessCounts {
  /** Failures from this address in the window. */
  addressFailures: number;
  /** Failures from every address in the window. */
  globalFailures: number;
}

export interface GuessLimits {
  perAddress: number;
  global: number;
}

/** The default limits: 10 failures an address, 500 in all, in 15 minutes. */
export const GUESS_LIMITS: GuessLimits & { windowMinutes: number } = {
  perAddress: 10,
  global: 500,
  windowMinutes: 15,
};

/** Whether a code from this address is looked up now, or refused until the window moves on. */
export function guessVerdict(counts: GuessCounts, limits: GuessLimits): 'look-up' | 'refuse' {
  if (counts.addressFailures >= limits.perAddress) return 'refuse';
  if (counts.globalFailures >= limits.global && counts.addressFailures > 0) return 'refuse';
  return 'look-up';
}
