import { access } from '@plaudit/domain';
import { AwardScreen } from './AwardScreen';

/** Pay It Forward (/rewardpayitforward): any member passes points on from the monthly allowance. */
export default function PayItForwardScreen() {
  return <AwardScreen type="payitforward" path={access.payItForward.path} />;
}
