import { useGetMemberDataQuery, type Member } from '@plaudit/api';
import { useEffect } from 'react';

/** What the shell knows of the signed-in member's data. */
export interface MemberDataState {
  readonly member: Member | undefined;
  readonly error: unknown;
  /** True until the first answer (or failure) arrives. */
  readonly loading: boolean;
}

export interface MemberDataSourceProps {
  /** Told each change; told null when the source goes (the session ended). */
  readonly onChange: (state: MemberDataState | null) => void;
}

/**
 * Loads the member data of a stored or new session and hands it to the shell. It is loaded (with the api)
 * only when a token exists, so a visitor's first screen does not wait for RTK Query.
 */
export default function MemberDataSource({ onChange }: MemberDataSourceProps) {
  const { data, error, isLoading } = useGetMemberDataQuery(undefined);
  const member = data?.memberData;
  useEffect(() => {
    onChange({ member, error, loading: isLoading });
    return () => onChange(null);
  }, [member, error, isLoading, onChange]);
  return null;
}
