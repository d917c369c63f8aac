import { messages } from '@plaudit/domain';
import { MessageDialog } from '@plaudit/ui';
import { errorReportOf } from '@plaudit/portal';

export interface MemberDataErrorProps {
  error: unknown;
  onClose: () => void;
}

/** 'Error retrieving member data', with the generic report of SPEC §8 (nothing for a 401). */
export default function MemberDataError({ error, onClose }: MemberDataErrorProps) {
  const report = errorReportOf(error);
  if (!report) return null;
  return (
    <MessageDialog title={report.title} isOpen onClose={onClose}>
      <p>{messages.errorRetrievingMemberData}</p>
      {report.lines
        .filter((line) => line !== '')
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </MessageDialog>
  );
}
