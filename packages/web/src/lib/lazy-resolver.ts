import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that is loaded the first time the form is checked
 * (its first submit), so that a first screen with a form does not carry the
 * validation library in its first load (docs/decisions.md 83). Later checks use
 * the loaded resolver at once. `useZodForm` builds one when given a schema loader.
 */
export function lazyResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
