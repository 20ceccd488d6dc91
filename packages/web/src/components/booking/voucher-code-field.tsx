import { TextField } from '../ui/field';

const CODE_MAX_LENGTH = 40;

/**
 * The search's optional code box (booking-flow §2): a gift voucher or offer code, which
 * reaches the spa team with the booking; the vouchers modal tells guests to enter it here.
 */
export function VoucherCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <TextField
      name="code"
      label="Code (optional)"
      hint="A gift voucher or offer code"
      autoComplete="off"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
