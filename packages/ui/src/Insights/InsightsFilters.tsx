import type { ReportMonth } from '@plaudit/domain';
import { clsx } from 'clsx';
import { memo, useMemo } from 'react';
import { Select, type SelectOption } from '../Select/index.ts';
import { useWords } from '../theme/index.ts';
import styles from './Insights.module.scss';

/** A country (cluster) or division the filter offers. */
export interface InsightsPlace {
  code: string;
  name: string;
}

export interface InsightsFiltersProps {
  /** The month list, newest first. */
  months: readonly ReportMonth[];
  /** The From and To months ('yyyy-MM'), both included. */
  from: string;
  to: string;
  onFromChange: (month: string) => void;
  onToChange: (month: string) => void;
  countries: readonly InsightsPlace[];
  /** The chosen country's code, '' for all. */
  country: string;
  onCountryChange: (code: string) => void;
  /** The divisions of the chosen country (of every country when none is chosen). */
  divisions: readonly InsightsPlace[];
  /** The chosen division's code, '' for all. */
  division: string;
  onDivisionChange: (code: string) => void;
  /** What is wrong with the range (From after To), under the To month. */
  monthsError?: string;
  className?: string;
}

const places = (all: string, list: readonly InsightsPlace[]): SelectOption[] => [
  { value: '', label: all },
  ...list.map((p) => ({ value: p.code, label: p.name })),
];

/**
 * A select drawn again only when its own props change: the month lists hold 37 months each, and the
 * division list's answer or a new month would otherwise draw all four.
 */
const FilterSelect = memo(Select);

/** The insights' filter: a month range, a country and a division; each change applies at once. */
export function InsightsFilters({
  months,
  from,
  to,
  onFromChange,
  onToChange,
  countries,
  country,
  onCountryChange,
  divisions,
  division,
  onDivisionChange,
  monthsError,
  className,
}: InsightsFiltersProps) {
  const word = useWords();
  const allCountries = word('All countries');
  const allDivisions = word('All divisions');
  const countryOptions = useMemo(() => places(allCountries, countries), [allCountries, countries]);
  const divisionOptions = useMemo(() => places(allDivisions, divisions), [allDivisions, divisions]);
  return (
    <div className={clsx(styles.filters, className)}>
      <FilterSelect label={word('From')} options={months} value={from} onChange={onFromChange} />
      <FilterSelect
        label={word('To')}
        options={months}
        value={to}
        onChange={onToChange}
        errorMessage={monthsError}
        isInvalid={monthsError !== undefined}
      />
      <FilterSelect
        label={word('Country')}
        options={countryOptions}
        value={country}
        onChange={onCountryChange}
      />
      <FilterSelect
        label={word('Division')}
        options={divisionOptions}
        value={division}
        onChange={onDivisionChange}
      />
    </div>
  );
}
