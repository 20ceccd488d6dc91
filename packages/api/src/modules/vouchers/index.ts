/** Gift vouchers (issue 23, decisions 0340, 0341). Other modules use these. */
export { bookingVouchers, codeGuessing, refundToVouchers, type VouchersDeps } from './vouchers.service';
export { voucherBalancesOn, voucherValueByPeriod, type VoucherPeriodRow } from './vouchers.repository';
export { settleVoucherOrderNotice, type VoucherShopDeps } from './voucher-shop.service';
export { loadVoucherCodeKey } from './voucher-code-key';
