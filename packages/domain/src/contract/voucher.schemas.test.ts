import { describe, expect, it } from 'vitest';
import {
  StaffVoucherExtendFormSchema,
  StaffVoucherGiveFormSchema,
  StaffVoucherRedeemFormSchema,
  StaffVoucherVoidFormSchema,
} from './voucher.schemas';

describe("the desk's voucher forms", () => {
  it('read an amount typed in pounds as pence, and an empty optional amount as all it can pay', () => {
    expect(StaffVoucherRedeemFormSchema.parse({ Booking: 'SPA-AB12CD34', Amount: '£15.50' })).toEqual({
      Booking: 'SPA-AB12CD34',
      AmountPence: 1550,
    });
    expect(StaffVoucherRedeemFormSchema.parse({ Booking: 'SPA-AB12CD34', Amount: ' ' })).toEqual({
      Booking: 'SPA-AB12CD34',
    });
    expect(
      StaffVoucherGiveFormSchema.parse({ Amount: '75', Reason: 'Late treatment', RecipientName: '' }),
    ).toEqual({ Kind: 'money', AmountPence: 7500, Reason: 'Late treatment' });
  });

  it('refuse an amount that is not money, or nothing, naming the field', () => {
    for (const Amount of ['0', 'ten', '15.555', '-5']) {
      const result = StaffVoucherRedeemFormSchema.safeParse({ Booking: 'SPA-AB12CD34', Amount });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['Amount'],
        message: 'Enter an amount like 15 or 15.50',
      });
    }
    const noAmount = StaffVoucherGiveFormSchema.safeParse({ Amount: '', Reason: 'x', RecipientName: '' });
    expect(noAmount.error?.issues[0]?.path).toEqual(['Amount']);
  });

  it("send the API's request shapes from their own field names", () => {
    expect(StaffVoucherExtendFormSchema.parse({ ExpiresOn: '2030-01-31', ExtendReason: 'Illness' })).toEqual({
      ExpiresOn: '2030-01-31',
      Reason: 'Illness',
    });
    expect(StaffVoucherVoidFormSchema.parse({ VoidReason: 'Lost' })).toEqual({ Reason: 'Lost' });
    expect(StaffVoucherVoidFormSchema.safeParse({ VoidReason: ' ' }).error?.issues[0]?.path).toEqual([
      'VoidReason',
    ]);
  });
});
