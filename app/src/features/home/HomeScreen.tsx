import { useGetMemberDataQuery } from '@plaudit/api';
import {
  access,
  canAccess,
  defaultProgrammeTimeZone,
  nextAllowanceDay,
  type Feature,
} from '@plaudit/domain';
import { GetToKnowList, HomeAllowance, HomeStats, HomeWelcome, Loading } from '@plaudit/ui';
import { lazy, Suspense } from 'react';
import { pictureUrlOf } from '../../shared/pictures';
import { Adverts } from '../../shared/Adverts';
import { appMessages } from '../../shared/appMessages';

/** The wall's first cards: their code (cards, reactions, comments, add points) comes after Home's own. */
const HomeWall = lazy(() => import('../../shared/wall/HomeWall'));

/**
 * Home's links (SPEC §2: the shop and redemption), and (our addition) the award screens, which no header
 * menu leads to: Recognise to managers only.
 */
const welcomeLinks = (): readonly { label: string; href: string; feature: Feature }[] => [
  { label: appMessages.home.browseRewards, href: access.shop.path, feature: 'shop' },
  { label: appMessages.home.redeemPoints, href: access.redeem.path, feature: 'redeem' },
  { label: appMessages.home.sendShoutOut, href: access.reward.path, feature: 'reward' },
  {
    label: appMessages.home.recogniseColleague,
    href: access.recognise.path,
    feature: 'recognise',
  },
  {
    label: appMessages.home.payItForward,
    href: access.payItForward.path,
    feature: 'payItForward',
  },
  { label: appMessages.home.nominateColleague, href: access.nominate.path, feature: 'nominate' },
];

/**
 * Home (/): welcome, what is left of the Pay It Forward allowance (or when the next comes), statistics, recent recognition (the wall's newest cards, as /recentrecognition shows them) and the
 * get-to-know colleagues, each linking to their card, from the member data bundle.
 */
export default function HomeScreen() {
  const { data } = useGetMemberDataQuery(undefined);
  if (!data) return <Loading />;
  const givesForward = canAccess('payItForward', data.memberData);
  const nothingToGive = givesForward && data.memberData.awardsPointsAvailable1 === 0;
  return (
    <>
      <HomeWelcome
        firstname={data.memberData.firstname}
        links={welcomeLinks().filter((link) => canAccess(link.feature, data.memberData))}
      />
      {givesForward && (
        <HomeAllowance
          pointsAvailable={data.memberData.awardsPointsAvailable1}
          nextAllowanceDay={nextAllowanceDay(new Date(), defaultProgrammeTimeZone)}
        />
      )}
      {/* An advert saying the allowance is waiting would say the opposite of the line above. */}
      <Adverts leaveOut={nothingToGive ? access.payItForward.path : undefined} />
      <HomeStats stats={data.homeStats} />
      <Suspense fallback={<Loading />}>
        <HomeWall
          more={{
            label: appMessages.home.allRecentRecognition,
            href: access.recentRecognition.path,
          }}
        />
      </Suspense>
      <GetToKnowList
        items={data.homeGetToKnow}
        pictureUrl={pictureUrlOf}
        cardHref={(memberId) => `${access.getToKnow.path}/${encodeURIComponent(memberId)}`}
      />
    </>
  );
}
