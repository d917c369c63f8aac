import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isDebounced,
  memberQuery,
  memberSearchDelayMs,
  queryId,
  type MemberQuery,
} from './query.ts';

/**
 * What the picker asks to list: the chosen cluster, division and name search, reported through
 * onQueryChange when they change (a name search without a store after a pause, all else at once), and
 * once as the picker opens.
 */
export function useMemberQuery(
  defaultCountryCode: string,
  defaultDivisionCode: string,
  onQueryChange: (query: MemberQuery | null) => void,
) {
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [divisionCode, setDivisionCode] = useState(defaultDivisionCode);
  const [search, setSearch] = useState('');
  const [initialQuery] = useState(() => memberQuery(defaultDivisionCode, ''));

  const queryListener = useRef(onQueryChange);
  useEffect(() => {
    queryListener.current = onQueryChange;
  });
  const lastReported = useRef<string | undefined>(undefined);
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const report = useCallback((query: MemberQuery | null) => {
    clearTimeout(pendingSearch.current);
    const id = queryId(query);
    if (id === lastReported.current) return;
    lastReported.current = id;
    queryListener.current(query);
  }, []);

  useEffect(() => {
    report(initialQuery);
    return () => clearTimeout(pendingSearch.current);
  }, [report, initialQuery]);

  const changeSearch = (text: string) => {
    setSearch(text);
    const query = memberQuery(divisionCode, text);
    if (!isDebounced(query)) {
      report(query);
      return;
    }
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(() => report(query), memberSearchDelayMs);
  };

  const changeDivision = (code: string) => {
    setDivisionCode(code);
    report(memberQuery(code, search));
  };

  const changeCountry = (code: string) => {
    if (code === countryCode) return;
    setCountryCode(code);
    changeDivision('');
  };

  /** Enter in the search: the search at once, without waiting for the pause. */
  const searchNow = () => report(memberQuery(divisionCode, search));

  return {
    countryCode,
    divisionCode,
    search,
    changeSearch,
    changeDivision,
    changeCountry,
    searchNow,
  };
}

export type MemberQueryState = ReturnType<typeof useMemberQuery>;
