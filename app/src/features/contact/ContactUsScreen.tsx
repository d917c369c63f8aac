import { useContactUsSendMutation, useGetContentQuery } from '@plaudit/api';
import { ContactUsForm, ContactUsSummary, type ContactUsValues } from '@plaudit/ui';
import { useState } from 'react';
import { errorTextOf, formErrorsOf, isApiError } from '../../shared/apiError';

type Sent = Pick<ContactUsValues, 'ContactName' | 'EmailAddress' | 'Message'>;

/** (our wording) The alert text when the message could not be sent and the server said nothing. */
export const contactSendFailed = 'Your message could not be sent. Please try again.';

/** /contactus: the contact form (logged in or not); errors in a dismissible warning; a summary on success. */
export default function ContactUsScreen() {
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
  const formErrors = formErrorsOf(failure);
  const alert =
    failure === null ||
    alertDismissed ||
    (isApiError(failure) && failure.kind === 'formErrors' && !failure.serverMessage)
      ? undefined
      : errorTextOf(failure, contactSendFailed);
  return (
    <ContactUsForm
      key={formKey}
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
