import { access } from '@plaudit/domain';
import { AwardScreen } from './AwardScreen';

/** Adhoc recognition (/adhocrecognition, the header's /adhoc): managers give points from their recognition budget. */
export default function AdhocScreen() {
  return <AwardScreen type="adhoc" path={access.adhoc.path} />;
}
