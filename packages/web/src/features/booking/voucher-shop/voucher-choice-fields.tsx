import { useFormContext, useWatch } from 'react-hook-form';
import { formatPrice, type VoucherShop, type VoucherShopFormInput } from '@spa/domain';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';

/** What the voucher is for: an amount offered, another amount, or a Spa Day for a number of guests. */
export function VoucherChoiceFields({ shop }: { shop: VoucherShop }) {
  const { control } = useFormContext<VoucherShopFormInput>();
  const choice = useWatch({ control, name: 'choice' });
  const options = [
    ...shop.AmountsPence.map((pence) => ({
      value: `amount:${pence}`,
      label: `${formatPrice(pence)} gift voucher`,
    })),
    { value: 'custom', label: 'Another amount' },
    ...shop.SpaDays.map((day) => ({
      value: `day:${day.PackageId}`,
      label: `${day.Name} (${formatPrice(day.PricePence)} a guest)`,
    })),
  ];
  return (
    <>
      <FormSelectField
        name="choice"
        label="Voucher"
        hint="A money amount to spend on anything at the spa, or a Spa Day"
        placeholder="Choose a voucher"
        options={options}
      />
      {choice === 'custom' && (
        <FormTextField
          name="customAmount"
          label="Amount (£)"
          hint={`Whole pounds from ${formatPrice(shop.MinPence)} to ${formatPrice(shop.MaxPence)}`}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      {choice.startsWith('day:') && (
        <FormSelectField
          name="guests"
          label="Guests"
          options={Array.from({ length: shop.MaxGuests }, (_, i) => ({
            value: String(i + 1),
            label: i === 0 ? '1 guest' : `${i + 1} guests`,
          }))}
        />
      )}
    </>
  );
}
