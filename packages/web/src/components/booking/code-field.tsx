import type { z } from 'zod';
import { FormTextField } from '../forms/form-fields';
import { ZodForm } from '../forms/zod-form';
import { Button } from '../ui/button';
import { useZodForm } from '../../lib/use-zod-form';

/** A form of one code field (`code`), as the domain's code form schemas give it. */
type CodeFormSchema = z.ZodType<{ code: string }, { code: string }>;

/**
 * A code field and its "Apply code" button (decisions 0341, 0430, 0545): the guest's summary
 * takes a gift voucher or a promotion code, the desk's payment step a promotion code the guest
 * quotes. `schema` checks it as the server does; `onApply` asks the server, whose answer says
 * what the code takes off or pays, or why it cannot.
 */
export function CodeField({
  schema,
  code,
  formLabel,
  label,
  hint,
  onApply,
}: {
  schema: CodeFormSchema;
  /** The code already applied, or ''. */
  code: string;
  /** The form's name (the screen has others). */
  formLabel: string;
  label: string;
  hint: string;
  onApply: (code: string) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { code });
  return (
    <ZodForm
      form={form}
      onValid={(values) => onApply(values.code)}
      label={formLabel}
      className="mt-4 flex flex-col gap-3 border-t border-sage-200 pt-4"
    >
      <FormTextField name="code" label={label} hint={hint} autoComplete="off" />
      <div>
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          Apply code
        </Button>
      </div>
    </ZodForm>
  );
}
