import { useGetMemberDataQuery } from '@plaudit/api';
import { access, type Feature } from '@plaudit/domain';
import { HomeStats, HomeWelcome, Loading, RecentRecognitionList } from '@plaudit/ui';
import { pictureUrlOf } from '../../shared/pictures';
import { useHasScreen } from '../../shared/screens';

/** Home's links (SPEC §2), each shown once its screen exists. */
const welcomeLinks = [
  { label: 'Browse rewards', href: access.shop.path, feature: 'shop' },
  { label: 'Redeem points', href: access.redeem.path, feature: 'redeem' },
] as const satisfies readonly { label: string; href: string; feature: Feature }[];

/** Home (/): welcome, statistics and recent recognition from the member data bundle. */
export default function HomeScreen() {
  const { data } = useGetMemberDataQuery(undefined);
  const hasScreen = useHasScreen();
  if (!data) return <Loading />;
  return (
    <>
      <HomeWelcome
        firstname={data.memberData.firstname}
        links={welcomeLinks.filter((link) => hasScreen(link.feature))}
      />
      <HomeStats stats={data.homeStats} />
      <RecentRecognitionList
        rows={data.homeRecentRecognition.map((row) => ({ ...row, picId: row.picId ?? '' }))}
        pictureUrl={pictureUrlOf}
      />
    </>
  );
}
