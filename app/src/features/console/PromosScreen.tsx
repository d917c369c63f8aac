import { ConsoleFrame } from './ConsoleFrame';
import {
  useAdminCreatePromoMutation,
  useAdminEndPromoMutation,
  useAdminPromosQuery,
} from '@plaudit/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { PromosConsole, type PromoCodeForm } from '@plaudit/ui';
import { useMemo, useState } from 'react';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /admin/promos (administrators only; the shell turns others away). */
export default function PromosScreen() {
  const promos = useAdminPromosQuery(undefined);
  const [create, creating] = useAdminCreatePromoMutation();
  const [end, ending] = useAdminEndPromoMutation();
  const errors = useApiErrorDialog();
  const [message, setMessage] = useState<string | undefined>(undefined);
  const timeZone = useMemo(() => viewerTimeZone(), []);

  const run = async (call: () => Promise<{ data?: { message: string }; error?: unknown }>) => {
    errors.clear();
    setMessage(undefined);
    const result = await call();
    if (result.error) {
      errors.report(result.error as Parameters<typeof errors.report>[0]);
      return;
    }
    setMessage(result.data?.message);
  };

  return (
    <ConsoleFrame>
      <PromosConsole
        promos={promos.data?.promos}
        loadError={
          promos.isError ? 'The promo codes could not be loaded. Please try again.' : undefined
        }
        timeZone={timeZone}
        onCreate={(form: PromoCodeForm) => void run(() => create({ body: form }))}
        onEnd={(body) => void run(() => end({ body }))}
        isSaving={creating.isLoading || ending.isLoading}
        formErrors={errors.formErrors}
        message={message}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
