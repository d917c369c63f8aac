import { useAdvertDataQuery } from '@plaudit/api';
import { AdvertCarousel } from '@plaudit/ui';

/**
 * The adverts carousel of Home and the shop; the adverts are kept in the session for 5 minutes. Their
 * space is kept while they load, so the page beneath does not move when they arrive. `leaveOut`: adverts
 * leading there are not shown (Home's invitation to Pay It Forward when nothing is left to give).
 */
export function Adverts({ leaveOut }: { leaveOut?: string | undefined } = {}) {
  const { data, isLoading } = useAdvertDataQuery(undefined);
  if (isLoading) return <AdvertCarousel adverts={[]} isLoading />;
  const adverts = data?.advertData.filter((advert) => advert.href !== leaveOut) ?? [];
  if (!data || adverts.length === 0) return null;
  return <AdvertCarousel adverts={adverts} imageBase={data.imageBase} />;
}
