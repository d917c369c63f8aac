import { PageNotFound } from '@plaudit/ui';
import { ConsoleFrame } from './ConsoleFrame';

/** An /admin address the console does not have (yet): 'Page not found' under the console's navigation. */
export default function ConsoleNotFoundScreen() {
  return (
    <ConsoleFrame>
      <PageNotFound />
    </ConsoleFrame>
  );
}
