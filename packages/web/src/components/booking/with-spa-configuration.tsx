import type { ReactNode } from 'react';
import { useSpaConfiguration, type SpaConfiguration } from '../../lib/configuration';
import { Alert, Loader } from '../ui/feedback';

/**
 * The spa's configuration for a first screen (type, searches): a loader while it
 * comes, the error when it cannot, else the screen drawn from it.
 */
export function WithSpaConfiguration({
  holdsWindow,
  children,
}: {
  /** The loader keeps the screen's height (a first paint without a jump). */
  holdsWindow?: boolean;
  children: (configuration: SpaConfiguration) => ReactNode;
}) {
  const configuration = useSpaConfiguration();
  if (configuration.isPending) return <Loader label="Loading the spa" holdsWindow={holdsWindow} />;
  if (configuration.isError)
    return (
      <Alert tone="error" title="Sorry, there has been an error.">
        Please try again in a moment.
      </Alert>
    );
  return <>{children(configuration.data)}</>;
}
