import { fieldLimits, validateContactUs, type FormIssues } from '@plaudit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import { Link } from '../Link/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import { TextField } from '../TextField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';

export interface ContactUsValues {
  ContactName: string;
  EmailAddress: string;
  Message: string;
  AcceptTerms: boolean;
}

export interface ContactUsFormProps {
  /** Called with the message once the client rules pass. */
  onSubmit: (values: ContactUsValues) => void;
  /** The text of content block topmsgcontactus, shown above the form. */
  topMessageHtml?: string;
  /** The text of content block contactusterms, shown by the terms checkbox. */
  termsHtml?: string;
  /** The server's per-field errors. */
  formErrors?: FormIssues;
  /** A failure to show in the dismissible warning alert. */
  errorMessage?: string;
  /** Dismisses the warning alert. */
  onDismissError: () => void;
  /** Send shows the call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
  /** Who is writing, when the portal knows (a signed-in member): the name and email start filled in. */
  sender?: { name: string; email: string } | undefined;
}

/** The Contact Us form: name, email, message and terms, with errors in a dismissible warning. */
export function ContactUsForm({
  onSubmit,
  topMessageHtml,
  termsHtml,
  formErrors,
  errorMessage,
  onDismissError,
  isSubmitting = false,
  sender,
}: ContactUsFormProps) {
  const word = useWords();
  const headingId = useId();
  const f = useForm<ContactUsValues>(
    {
      ContactName: sender?.name ?? '',
      EmailAddress: sender?.email ?? '',
      Message: '',
      AcceptTerms: false,
    },
    validateContactUs,
    formErrors,
    onSubmit,
    isSubmitting,
  );
  return (
    <Form {...f.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {word('Contact Us')}
      </h1>
      {topMessageHtml && <SafeHtml html={topMessageHtml} className={form.intro} />}
      {errorMessage && <Alert onDismiss={onDismissError}>{errorMessage}</Alert>}
      <TextField
        label={word('Name')}
        name="ContactName"
        autoComplete="name"
        {...f.field('ContactName')}
        maxLength={fieldLimits.contactName}
        isRequired
      />
      <TextField
        label={word('Email')}
        name="EmailAddress"
        type="email"
        autoComplete="email"
        {...f.field('EmailAddress')}
        maxLength={fieldLimits.email}
        isRequired
      />
      <TextField
        label={word('Message')}
        name="Message"
        multiline
        rows={5}
        {...f.field('Message')}
        maxLength={fieldLimits.contactMessage}
        counter
        isRequired
      />
      {termsHtml && <SafeHtml html={termsHtml} className={form.intro} />}
      <Checkbox
        name="AcceptTerms"
        isSelected={f.values.AcceptTerms}
        onChange={(v) => f.set('AcceptTerms', v)}
        errorMessage={f.errorOf('AcceptTerms')}
      >
        {word('I accept the terms')}
      </Checkbox>
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {word('Send')}
        </Button>
      </div>
    </Form>
  );
}

export interface ContactUsSummaryProps {
  /** What was sent, repeated back to the person. */
  values: Pick<ContactUsValues, 'ContactName' | 'EmailAddress' | 'Message'>;
  /** Returns to an empty form. */
  onSendAnother: () => void;
}

/** After a sent message: a summary with Send Another Message and Home. */
export function ContactUsSummary({ values, onSendAnother }: ContactUsSummaryProps) {
  const word = useWords();
  const { messages } = useMessages();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={form.form}>
      <h1 id={headingId} className={form.heading}>
        {word('Thank you, your message has been sent')}
      </h1>
      <dl className={form.summary}>
        <dt>{word('Name')}</dt>
        <dd>{values.ContactName}</dd>
        <dt>{word('Email')}</dt>
        <dd>{values.EmailAddress}</dd>
        <dt>{word('Message')}</dt>
        <dd>{values.Message}</dd>
      </dl>
      <div className={form.actions}>
        <Button onPress={onSendAnother}>{messages.sendAnotherMessage}</Button>
        <Link href="/">{word('Home')}</Link>
      </div>
    </section>
  );
}
