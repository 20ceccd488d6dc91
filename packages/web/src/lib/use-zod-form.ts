import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

type Schema<Input extends FieldValues, Output extends FieldValues> = z.ZodType<Output, Input>;

/**
 * A react-hook-form form driven by one of the domain's zod schemas (the same one
 * the server checks). After a failed submit the error summary takes focus, not
 * the first field, so `shouldFocusError` is always off.
 *
 * A first screen passes a loader instead of the schema, so that the validation
 * library loads at the first submit rather than with the screen (decision 83):
 * `useZodForm(async () => (await import('@spa/domain')).LoginFormSchema, defaults)`.
 *
 * A live form (a search whose answers follow its fields) passes `{ mode: 'onChange' }`,
 * so each field's error shows as it is typed.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: Schema<Input, Output> | (() => Promise<Schema<Input, Output>>),
  defaultValues: DefaultValues<Input>,
  options: { mode?: Mode } = {},
) {
  const [resolver] = useState(() =>
    typeof schema === 'function'
      ? lazyResolver<Input, Output>(async () => zodResolver(await schema()))
      : zodResolver(schema),
  );
  return useForm<Input, unknown, Output>({ resolver, defaultValues, shouldFocusError: false, ...options });
}
