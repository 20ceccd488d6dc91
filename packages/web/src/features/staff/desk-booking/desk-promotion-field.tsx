import { formatPrice, PromotionCodeFormSchema, type DeskSession } from '@spa/domain';
import { CodeField } from '../../../components/booking/code-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useDeskPromotion } from './desk-booking-api';

/**
 * The desk's promotion code (decision 0545): a code the guest quotes, checked by the server by
 * the promotion's own rules before the booking is confirmed. Applied, the bill shows what it
 * takes off and the desk may take it off again; refused, the rules' words say why, and the
 * desk books at the full price or tries another code.
 */
export function DeskPromotionField({ desk }: { desk: DeskSession }) {
  const promotion = useDeskPromotion(desk.SessionId);
  const applied = desk.Promotion;
  return (
    <section aria-labelledby="desk-promotion-title" className="mb-6 rounded-md bg-white p-4 shadow-sm">
      <h2 id="desk-promotion-title" className="text-xl">
        Promotion code
      </h2>
      {applied && (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span>
            {applied.Code} takes {formatPrice(applied.DiscountPence)} off this booking.
          </span>
          <Button
            variant="link"
            busy={promotion.isPending && promotion.variables === null}
            onClick={() => promotion.mutate(null)}
          >
            Take {applied.Code} off
          </Button>
        </p>
      )}
      {promotion.isError && (
        <Alert tone="warning" title="This code takes nothing off" className="mt-4">
          {promotion.error.message} You can still confirm the booking at the full price, or try another code.
        </Alert>
      )}
      <CodeField
        schema={PromotionCodeFormSchema}
        code={applied?.Code ?? ''}
        formLabel="Promotion code"
        label="Code the guest quotes"
        hint="Like SPRING20. The same rules as online: dates, first booking only, uses left."
        onApply={(code) => promotion.mutateAsync(code).catch(() => undefined)}
      />
    </section>
  );
}
