import { shiftMonth, type InsightsFilter, type ReportMonth } from '@plaudit/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address's names of the filter's four parts (/admin/insights?from=2026-06&to=2026-11&country=ZA). */
const keys = {
  monthFrom: 'from',
  monthTo: 'to',
  clusterCode: 'country',
  divisionCode: 'division',
} as const satisfies Record<keyof InsightsFilter, string>;

/** A place code as the address may carry it: letters, digits and dashes, as the division codes are. */
const code = (text: string | null) =>
  text !== null && /^[A-Za-z0-9-]{1,40}$/.test(text) ? text.toUpperCase() : '';

/**
 * The insights filter, kept in the address so a view can be shared and a reload keeps it. The months must
 * be in the month list (otherwise the last six months); a country or division is the server's to check
 * (an unknown one is refused with its reason in every panel). Each change replaces the address rather
 * than adding to the history: Back leaves the page.
 */
export function useInsightsFilter(months: readonly ReportMonth[]): {
  filter: InsightsFilter;
  change: (next: Partial<InsightsFilter>) => void;
} {
  const [params, setParams] = useSearchParams();
  const latest = months[0]?.value ?? '';
  const listed = useCallback(
    (text: string | null) => (months.some((m) => m.value === text) ? text : null),
    [months],
  );
  const filter = useMemo(
    (): InsightsFilter => ({
      monthFrom: listed(params.get(keys.monthFrom)) ?? shiftMonth(latest, -5),
      monthTo: listed(params.get(keys.monthTo)) ?? latest,
      clusterCode: code(params.get(keys.clusterCode)),
      divisionCode: code(params.get(keys.divisionCode)),
    }),
    [params, listed, latest],
  );
  const change = useCallback(
    (next: Partial<InsightsFilter>) =>
      setParams(
        (current) => {
          const wanted = { ...filter, ...next };
          const search = new URLSearchParams(current);
          for (const [part, name] of Object.entries(keys) as [keyof InsightsFilter, string][])
            if (wanted[part] === '') search.delete(name);
            else search.set(name, wanted[part]);
          return search;
        },
        { replace: true },
      ),
    [filter, setParams],
  );
  return { filter, change };
}
