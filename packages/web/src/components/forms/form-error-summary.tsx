import { useFormState } from 'react-hook-form';
import { Alert, ErrorSummary } from '../ui/feedback';
import { summaryErrors } from '../../lib/form-errors';

/**
 * 'There is a problem' for the surrounding form: every field error (in the
 * order of the form's schema, which follows the page), each linked to its
 * field; it takes focus after each failed submit. `describe` may prefix a
 * message ('Guest 2: …'). `failure`: why the last submit failed when no field
 * is to blame (the server refused it, or could not be reached), shown below.
 */
export function FormErrorSummary({
  describe = (_field, message) => message,
  failure = null,
}: {
  describe?: (field: string, message: string) => string;
  failure?: string | null;
}) {
  const { errors, submitCount } = useFormState();
  const list = summaryErrors(errors).map(({ field, message }) => ({
    field,
    message: describe(field, message),
  }));
  return (
    <>
      <ErrorSummary errors={list} attempt={submitCount} />
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
    </>
  );
}
