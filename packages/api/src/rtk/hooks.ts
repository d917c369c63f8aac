import { useEffect, useState } from 'react';
import type { RequestOf } from '../contract';

/** A name search with no store waits this long after the last keystroke (SPEC §7, §9). */
export const memberSearchDebounceMs = 800;

/** The value, updated only once it has stayed unchanged for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/**
 * The member list arguments to query with: a search within a store goes out at once (the store's list is
 * cached anyway); a name search across all stores (divisionCode '') waits 800 ms after the last keystroke.
 */
export const useMemberListArgs = (args: RequestOf<'getMemberList'>): RequestOf<'getMemberList'> => {
  const debouncedSearch = useDebouncedValue(args.search, memberSearchDebounceMs);
  const search = args.divisionCode === '' ? debouncedSearch : args.search;
  return { divisionCode: args.divisionCode, search, includeSelf: args.includeSelf };
};
