import { access } from '@plaudit/domain';
import { AwardScreen } from './AwardScreen';

/** Shout Out (/reward and /reward/{selectedMemberId}): a thank-you to colleagues, no points. */
export default function ShoutOutScreen() {
  return <AwardScreen type="thankyou" path={access.reward.path} />;
}
