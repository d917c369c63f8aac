import { useAdvertDataQuery } from '@plaudit/api';
import { AdvertCarousel } from '@plaudit/ui';

/** The adverts carousel of Home and the shop; the adverts are kept in the session for 5 minutes. */
export function Adverts() {
  const { data } = useAdvertDataQuery(undefined);
  if (!data || data.advertData.length === 0) return null;
  return <AdvertCarousel adverts={data.advertData} imageBase={data.imageBase} />;
}
