import { NominationReview } from './NominationReview.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const list = {
  nominations: [],
  status: 'waiting' as const,
  onStatusChange: () => undefined,
  waiting: 0,
  page: 1,
  pageCount: 1,
  onPageChange: () => undefined,
  timeZone: 'UTC',
};

export function takesAReviewResolvingItsOutcome() {
  return (
    <NominationReview
      {...list}
      onReview={() => Promise.resolve({ ok: false as const, formErrors: { note: 'Say why.' } })}
    />
  );
}

export function refusesAnUnknownFilter() {
  return (
    <NominationReview
      {...list}
      // @ts-expect-error the filter is waiting, approved, declined or all
      status="pending"
      onReview={() => Promise.resolve({ ok: true as const })}
    />
  );
}

export function refusesAReviewThatResolvesNothing() {
  return (
    <NominationReview
      {...list}
      // @ts-expect-error a review resolves its outcome
      onReview={() => Promise.resolve()}
    />
  );
}
