import { createHmac } from 'node:crypto';
import type { Executor } from '../../db/database';
import { loadSecret } from '../identity';
import { clearCodes, rekeyVoucher } from './vouchers.repository';

/**
 * What a voucher is found by (decision 0405): HMAC-SHA256 of its normalised code under the
 * voucher code key, in hex. A leaked table alone gives no code away, and without the key no
 * code can be tried against it.
 */
export const voucherCodeHash = (key: string, code: string) =>
  createHmac('sha256', key).update(`voucher:${code}`).digest('hex');

/**
 * The voucher code key (VOUCHER_CODE_KEY, or one generated once into app_secrets), after
 * re-keying any code still stored in clear (rows from before migration 0810): each becomes
 * its hash, once, whichever process gets there first.
 */
export async function loadVoucherCodeKey(db: Executor, fromEnv: string | undefined): Promise<string> {
  const key = await loadSecret(db, 'voucher_code_key', fromEnv);
  for (const { id, code } of await clearCodes(db))
    if (code) await rekeyVoucher(db, id, voucherCodeHash(key, code));
  return key;
}
