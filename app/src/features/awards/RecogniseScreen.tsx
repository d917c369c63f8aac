import { access } from '@plaudit/domain';
import { AwardScreen } from './AwardScreen';

/** Recognise (/recognise and /recognise/{selectedMemberId}): managers give points from their recognition budget. */
export default function RecogniseScreen() {
  return <AwardScreen type="reward" path={access.recognise.path} />;
}
