import { z } from 'zod';
import { formatPrice, parsePounds } from '@spa/domain';

/**
 * An amount typed at the desk in pounds ('15.50', '£15.50'), checked as pence from 1p up to
 * `most` (`what` says what that is: ': what is left to pay'). The request's own schema checks
 * the pence again on the server.
 *
 * @example deskAmountField(8_500).parse('20') // 2000
 */
export const deskAmountField = (most: number, what = '') =>
  z.string().transform((text, ctx) => {
    const pence = parsePounds(text);
    if (pence !== null && pence > 0 && pence <= most) return pence;
    ctx.addIssue({
      code: 'custom',
      message:
        pence === null || pence <= 0
          ? 'Enter the amount in pounds, like 15.50'
          : `Enter at most ${formatPrice(most)}${what}`,
    });
    return z.NEVER;
  });
