import { useCallback, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { useSubmit, type SubmitHandler, type SubmitOutcome } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { useWords } from '../theme/index.ts';
import { CreatePromoForm } from './CreatePromoForm.tsx';
import { EndPromoDialog } from './EndPromoDialog.tsx';
import { PromosTable } from './PromosTable.tsx';
import type { PromoCodeEnd, PromoCodeForm, PromoCodeRow } from './types.ts';

export type { PromoCodeEnd, PromoCodeForm, PromoCodeRow } from './types.ts';

export interface PromosConsoleProps {
  /** Every promo code; undefined while loading. */
  promos: readonly PromoCodeRow[] | undefined;
  loadError?: string | undefined;
  timeZone: string;
  /** Sends a new code; resolves with the outcome (the server's refusals shown under their fields). */
  onCreate: SubmitHandler<PromoCodeForm>;
  /** Ends a code early, once confirmed with a reason; resolves with the outcome. */
  onEnd: SubmitHandler<PromoCodeEnd>;
  /** The outcome shown before any change (stories). */
  defaultOutcome?: SubmitOutcome | undefined;
}

type PromoChange = { create: PromoCodeForm } | { end: PromoCodeEnd };

/** /admin/promos: promo codes with their uses and limits, a new one, and ending one early. */
export function PromosConsole({
  promos,
  loadError,
  timeZone,
  onCreate,
  onEnd,
  defaultOutcome,
}: PromosConsoleProps) {
  const [ending, setEnding] = useState<PromoCodeRow | null>(null);
  const word = useWords();
  // One outcome for both changes: what the last one did, or why it was refused.
  const change = useCallback(
    (request: PromoChange) => ('end' in request ? onEnd(request.end) : onCreate(request.create)),
    [onCreate, onEnd],
  );
  const { submit, pending, outcome } = useSubmit(change, defaultOutcome);
  return (
    <section className={styles.root} aria-labelledby="promos-heading">
      <h1 id="promos-heading" className={styles.heading}>
        {word('Promo codes')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {promos === undefined && !loadError && <Loading />}
      {outcome?.ok && outcome.message && <Alert variant="success">{outcome.message}</Alert>}
      {!outcome?.ok && outcome?.message && <Alert>{outcome.message}</Alert>}
      {promos !== undefined && (
        <PromosTable promos={promos} timeZone={timeZone} onEnd={setEnding} isSaving={pending} />
      )}
      <CreatePromoForm
        onCreate={(create) => void submit({ create })}
        isSaving={pending}
        formErrors={outcome && !outcome.ok ? outcome.formErrors : undefined}
      />
      <EndPromoDialog
        promo={ending}
        onClose={() => setEnding(null)}
        onEnd={(end) => void submit({ end })}
      />
    </section>
  );
}
