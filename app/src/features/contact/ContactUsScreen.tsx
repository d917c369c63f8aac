import { useContactUsSendMutation, useGetContentQuery, useGetMemberDataQuery } from '@plaudit/api';
import { ContactUsForm, ContactUsSummary, type ContactUsValues } from '@plaudit/ui';
import { useState } from 'react';
import { errorTextOf, formErrorsOf, isApiError } from '@plaudit/portal';
import { selectToken } from '@plaudit/portal/session';
import { ScreenLoading } from '../../shared/ScreenLoading';
import { useAppSelector } from '../../shared/state';

type Sent = Pick<ContactUsValues, 'ContactName' | 'EmailAddress' | 'Message'>;

/** (our wording) The alert text when the message could not be sent and the server said nothing. */
export const contactSendFailed = 'Your message could not be sent. Please try again.';

/**
 * /contactus: the contact form (logged in or not; a signed-in member's name and email start filled in);
 * errors in a dismissible warning; a summary on success.
 */
export default function ContactUsScreen() {
  const token = useAppSelector(selectToken);
  const memberData = useGetMemberDataQuery(undefined, { skip: !token });
  const member = memberData.data?.memberData;
  const top = useGetContentQuery({ contentKey: 'topmsgcontactus', isCache: true });
  const terms = useGetContentQuery({ contentKey: 'contactusterms', isCache: true });
  const [send, sending] = useContactUsSendMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [alertDismissed, setAlertDismissed] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: ContactUsValues) => {
    setFailure(null);
    setAlertDismissed(false);
    const result = await send(values);
    if (result.error) setFailure(result.error);
    else
      setSent({
        ContactName: values.ContactName,
        EmailAddress: values.EmailAddress,
        Message: values.Message,
      });
  };

  if (sent) {
    return (
      <ContactUsSummary
        values={sent}
        onSendAnother={() => {
          setSent(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  }
  // The form shows once, whole: its top message, terms and a member's details arriving one by one would
  // push it down the page as it is being read.
  if (top.isLoading || terms.isLoading || memberData.isLoading) return <ScreenLoading />;
  const formErrors = formErrorsOf(failure);
  const alert =
    failure === null ||
    alertDismissed ||
    (isApiError(failure) && failure.kind === 'formErrors' && !failure.serverMessage)
      ? undefined
      : errorTextOf(failure, contactSendFailed);
  return (
    <ContactUsForm
      // A signed-in member's details fill the form; a new form for a member who signs in meanwhile.
      key={`${String(formKey)}:${member ? 'member' : 'visitor'}`}
      sender={
        member && {
          name: `${member.firstname} ${member.surname}`.trim(),
          email: member.email,
        }
      }
      onSubmit={(values) => void submit(values)}
      topMessageHtml={top.data?.content}
      termsHtml={terms.data?.content}
      formErrors={formErrors}
      errorMessage={alert}
      onDismissError={() => setAlertDismissed(true)}
      isSubmitting={sending.isLoading}
    />
  );
}
