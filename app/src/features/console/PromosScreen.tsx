import {
  useAdminCreatePromoMutation,
  useAdminEndPromoMutation,
  useAdminPromosQuery,
} from '@plaudit/api';
import { PromosConsole } from '@plaudit/ui';
import { useMemo } from 'react';
import { useCallOutcome } from './callOutcome';
import { ConsoleFrame } from './ConsoleFrame';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /admin/promos (administrators only; the shell turns others away). */
export default function PromosScreen() {
  const promos = useAdminPromosQuery(undefined);
  const [create] = useAdminCreatePromoMutation();
  const [end] = useAdminEndPromoMutation();
  const { outcomeOf, dialog } = useCallOutcome();
  const timeZone = useMemo(() => viewerTimeZone(), []);

  return (
    <ConsoleFrame>
      <PromosConsole
        promos={promos.data?.promos}
        loadError={
          promos.isError ? 'The promo codes could not be loaded. Please try again.' : undefined
        }
        timeZone={timeZone}
        onCreate={(form) => outcomeOf(create({ body: form }))}
        onEnd={(body) => outcomeOf(end({ body }))}
      />
      {dialog}
    </ConsoleFrame>
  );
}
