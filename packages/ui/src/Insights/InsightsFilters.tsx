import type { ReportMonth } from '@plaudit/domain';
import { clsx } from 'clsx';
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
  const places = (all: string, list: readonly InsightsPlace[]): SelectOption[] => [
    { value: '', label: all },
    ...list.map((p) => ({ value: p.code, label: p.name })),
  ];
  return (
    <div className={clsx(styles.filters, className)}>
      <Select label={word('From')} options={months} value={from} onChange={onFromChange} />
      <Select
        label={word('To')}
        options={months}
        value={to}
        onChange={onToChange}
        errorMessage={monthsError}
        isInvalid={monthsError !== undefined}
      />
      <Select
        label={word('Country')}
        options={places(word('All countries'), countries)}
        value={country}
        onChange={onCountryChange}
      />
      <Select
        label={word('Division')}
        options={places(word('All divisions'), divisions)}
        value={division}
        onChange={onDivisionChange}
      />
    </div>
  );
}
