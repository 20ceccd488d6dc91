import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  voucherOrderOf,
  VoucherShopFormSchema,
  type VoucherShop,
  type VoucherShopForm,
  type VoucherShopFormInput,
} from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormCheckbox, FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useZodForm } from '../../../lib/use-zod-form';
import { VoucherChoiceFields } from './voucher-choice-fields';
import { useOrderVoucher, useVoucherShop } from './voucher-shop-api';

/**
 * spa_voucher_shop: buy a gift voucher (issue 23): an amount or a Spa Day, who it is from
 * and for, a message and the day it is e-mailed. Paid next on the provider's card page.
 */
export function VoucherShopScreen() {
  const shop = useVoucherShop();
  return (
    <section aria-labelledby="shop-title" className="mx-auto max-w-2xl">
      <h1 id="shop-title" className="mb-4 text-3xl">
        Buy a gift voucher
      </h1>
      <p className="mb-6">
        Give a spa voucher: we e-mail it on the day you choose, with a printable PDF. Vouchers are valid for
        two years. Already have one?{' '}
        <Link to="/spa" className="text-teal-800 underline underline-offset-4">
          Book the spa
        </Link>{' '}
        and type its code.
      </p>
      {shop.isPending ? (
        <Loader label="Loading the vouchers" />
      ) : shop.isError ? (
        <Alert tone="error" title="Sorry, there has been an error.">
          We could not load the vouchers. Please try again in a moment.
        </Alert>
      ) : (
        <ShopForm shop={shop.data} />
      )}
    </section>
  );
}

function ShopForm({ shop }: { shop: VoucherShop }) {
  const navigate = useNavigate();
  const order = useOrderVoucher();
  const form = useZodForm<VoucherShopFormInput, VoucherShopForm>(VoucherShopFormSchema, {
    choice: '',
    customAmount: '',
    guests: '1',
    buyerName: '',
    buyerEmail: '',
    recipientName: '',
    sendToMe: false,
    recipientEmail: '',
    message: '',
    deliverOn: shop.FirstDeliveryOn,
  });
  const sendToMe = useWatch({ control: form.control, name: 'sendToMe' });
  const submit = async (values: VoucherShopForm) => {
    const placed = await order.mutateAsync(voucherOrderOf(values)).catch(() => null);
    if (placed) await navigate(`/spa/vouchers/${placed.Token}`);
  };
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex flex-col gap-5 rounded-lg bg-white p-4 shadow-sm sm:p-6"
      >
        <FormErrorSummary failure={order.error?.message ?? null} />
        <VoucherChoiceFields shop={shop} />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-xl">From</legend>
          <FormTextField name="buyerName" label="Your name" autoComplete="name" />
          <FormTextField
            name="buyerEmail"
            label="Your email address"
            hint="We send your receipt here"
            type="email"
            autoComplete="email"
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-xl">For</legend>
          <FormTextField name="recipientName" label="Recipient's name" autoComplete="off" />
          <FormCheckbox name="sendToMe" label="Send the voucher to me, to hand over myself" />
          {!sendToMe && (
            <FormTextField
              name="recipientEmail"
              label="Recipient's email address"
              type="email"
              autoComplete="off"
            />
          )}
          <FormTextAreaField
            name="message"
            label="Message (optional)"
            hint={`Up to ${shop.MessageMaxLength} characters, printed in the e-mail`}
            maxLength={shop.MessageMaxLength}
            rows={3}
          />
          <FormTextField
            name="deliverOn"
            label="Send it on"
            hint="Today sends it at once"
            type="date"
            min={shop.FirstDeliveryOn}
            max={shop.LastDeliveryOn}
          />
        </fieldset>
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Continue to payment
        </Button>
      </form>
    </FormProvider>
  );
}
