import { useAdvertDataQuery } from '@plaudit/api';
import { AdvertCarousel } from '@plaudit/ui';

/**
 * The adverts carousel of Home and the shop; the adverts are kept in the session for 5 minutes. Their
 * space is kept while they load, so the page beneath does not move when they arrive.
 */
export function Adverts() {
  const { data, isLoading } = useAdvertDataQuery(undefined);
  if (isLoading) return <AdvertCarousel adverts={[]} isLoading />;
  if (!data || data.advertData.length === 0) return null;
  return <AdvertCarousel adverts={data.advertData} imageBase={data.imageBase} />;
}
