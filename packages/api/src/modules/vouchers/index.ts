/** Gift vouchers (issue 23, decision 0340). Other modules use these. */
export { refundToVouchers, type VouchersDeps } from './vouchers.service';
