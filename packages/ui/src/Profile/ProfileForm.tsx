import {
  fieldLimits,
  monthNames,
  validateProfileUpdate,
  whatsAppMessages,
  type FormIssues,
  type MessageChannel,
} from '@plaudit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { FileTrigger } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import form from '../forms/form.module.scss';
import { useForm, type FormController } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';
import type { ProfileMember } from './member.ts';
import { MessageChannelField } from './MessageChannel.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import styles from './Profile.module.scss';

/** The values sent to /api/member/memberupdate, plus the terms tick and the WhatsApp opt-in's tick. */
export interface ProfileFormValues {
  firstname: string;
  surname: string;
  email: string;
  cellNum: string;
  postAddr2: string;
  dOBdd: string;
  dOBmm: string;
  interest1: string;
  interestOtherDesc: string;
  otherInfo: string;
  acceptTerms: boolean;
  /** How the member gets their messages (issue 37): 'whatsapp' only with the opt-in sentence ticked. */
  messageChannel: MessageChannel;
  /** Whether the member ticked the WhatsApp opt-in sentence (needed only when newly choosing WhatsApp). */
  whatsAppAgreed: boolean;
}

/** Where the picture upload stands. */
export type PictureUploadState = 'idle' | 'uploading' | 'failed' | 'uploaded';

export interface ProfileFormProps {
  member: ProfileMember;
  /** Called with the values once the client rules pass. */
  onSubmit: (values: ProfileFormValues) => void;
  /** Leaves edit mode without saving. */
  onCancel: () => void;
  /** Called as soon as a picture file is chosen: the upload starts at once. */
  onPictureChosen: (file: File) => void;
  /** The state of the picture upload. @default 'idle' */
  pictureState?: PictureUploadState;
  /** Why the last upload failed, beside 'FAILURE UPLOAD!!'. @default what is accepted */
  pictureError?: string | undefined;
  /** The URL of the member's current picture. */
  pictureUrl?: string;
  /** The server's per-field errors. */
  formErrors?: FormIssues;
  /** Save shows the update under way (and ignores presses). @default false */
  isSubmitting?: boolean;
  /** The time zone the WhatsApp opt-in's day is told in. @default 'Africa/Johannesburg' */
  timeZone?: string;
}

const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const months = monthNames.map((name, i) => ({ value: String(i + 1), label: name }));

/** The profile in edit mode: every editable Member field, DOB with Clear DOB, and the picture upload. */
export function ProfileForm({
  member,
  onSubmit,
  onCancel,
  onPictureChosen,
  pictureState = 'idle',
  pictureError,
  pictureUrl,
  formErrors,
  isSubmitting = false,
  timeZone,
}: ProfileFormProps) {
  const headingId = useId();
  const word = useWords();
  const { flowMessages } = useMessages();
  const needsTerms = member.email.trim() === '';
  const f = useForm<ProfileFormValues>(
    initialValues(member),
    (values) => ({
      ...validateProfileUpdate(values, { currentEmail: member.email }),
      ...whatsAppIssues(values, member),
    }),
    formErrors,
    onSubmit,
    isSubmitting,
  );
  return (
    <Form {...f.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {word('Update My Profile')}
      </h1>
      {/* The portal sent the member here (SPEC §2): say why, and offer no way out that does not exist. */}
      {needsTerms && (
        <Alert>
          <strong>{flowMessages.emailToContinue}</strong> {flowMessages.emailToContinueHint}
        </Alert>
      )}
      <PictureBlock
        member={member}
        pictureUrl={pictureUrl}
        pictureState={pictureState}
        pictureError={pictureError}
        onPictureChosen={onPictureChosen}
      />
      <PersonalFields form={f} />
      <DobFields form={f} />
      <InterestFields form={f} />
      <MessageChannelField
        current={member.messageChannel ?? 'sms'}
        since={member.whatsappOptInAt}
        value={f.values.messageChannel}
        onChange={(v) => f.set('messageChannel', v)}
        agreed={f.values.whatsAppAgreed}
        onAgreedChange={(v) => f.set('whatsAppAgreed', v)}
        agreeError={f.errorOf('whatsAppAgreed')}
        errorMessage={f.errorOf('messageChannel')}
        {...(timeZone === undefined ? {} : { timeZone })}
      />
      {needsTerms && (
        <Checkbox
          name="acceptTerms"
          isSelected={f.values.acceptTerms}
          onChange={(v) => f.set('acceptTerms', v)}
          errorMessage={f.errorOf('acceptTerms')}
        >
          {word('I accept the Terms and Conditions')}
        </Checkbox>
      )}
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {word('Save')}
        </Button>
        {!needsTerms && (
          <Button variant="secondary" onPress={onCancel}>
            {word('Cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Name, email, the mobile number (read only) and the identity-provider ID. */
function PersonalFields({ form: f }: { form: FormController<ProfileFormValues> }) {
  const word = useWords();
  const { flowMessages } = useMessages();
  return (
    <>
      <ProfileText
        form={f}
        name="firstname"
        label={word('First name')}
        extra={{
          maxLength: fieldLimits.firstname,
          isRequired: true,
          autoComplete: 'given-name',
        }}
      />
      <ProfileText
        form={f}
        name="surname"
        label={word('Surname')}
        extra={{
          maxLength: fieldLimits.surname,
          isRequired: true,
          autoComplete: 'family-name',
        }}
      />
      <ProfileText
        form={f}
        name="email"
        label={word('Email')}
        extra={{
          maxLength: fieldLimits.email,
          isRequired: true,
          type: 'email',
          autoComplete: 'email',
        }}
      />
      <ProfileText
        form={f}
        name="cellNum"
        label={word('Mobile number')}
        extra={{
          maxLength: fieldLimits.cellNum,
          type: 'tel',
          autoComplete: 'tel',
          isReadOnly: true,
          description: flowMessages.cellReadOnly,
        }}
      />
      <ProfileText
        form={f}
        name="postAddr2"
        label={word('ID')}
        extra={{
          maxLength: fieldLimits.postAddr2Profile,
          description: word('Your identity-provider ID, if you have one.'),
        }}
      />
    </>
  );
}

/** The member's picture and its upload, which starts as soon as a file is chosen. */
function PictureBlock({
  member,
  pictureUrl,
  pictureState,
  pictureError,
  onPictureChosen,
}: Pick<ProfileFormProps, 'member' | 'pictureUrl' | 'pictureError' | 'onPictureChosen'> & {
  pictureState: PictureUploadState;
}) {
  const word = useWords();
  const { messages, flowMessages } = useMessages();
  return (
    <div className={styles.pictureBlock}>
      <ProfilePicture url={pictureUrl} name={`${member.firstname} ${member.surname}`} />
      <div>
        <p className={form.intro}>{word('Your picture should show your face only.')}</p>
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onPictureChosen(file);
          }}
        >
          <Button variant="secondary" isDisabled={pictureState === 'uploading'}>
            {word('Upload picture')}
          </Button>
        </FileTrigger>
        {pictureState === 'uploading' && <Loading />}
        {pictureState === 'failed' && (
          <Alert>
            <strong>{messages.failureUpload}</strong> {pictureError ?? flowMessages.pictureAccepted}
          </Alert>
        )}
        <p role="status" className={form.intro}>
          {pictureState === 'uploaded' ? flowMessages.pictureUploaded : ''}
        </p>
      </div>
    </div>
  );
}

/** Day and month of birth, both optional, and Clear DOB. */
function DobFields({ form: f }: { form: FormController<ProfileFormValues> }) {
  const word = useWords();
  return (
    <fieldset className={styles.dob}>
      <legend>{word('Date of birth (optional)')}</legend>
      <div className={styles.dobRow}>
        <Select
          label={word('Day')}
          options={days}
          value={f.values.dOBdd === '' ? null : f.values.dOBdd}
          onChange={(v) => f.set('dOBdd', v)}
          errorMessage={f.errorOf('dOBdd')}
        />
        <Select
          label={word('Month')}
          options={months}
          value={f.values.dOBmm === '' ? null : f.values.dOBmm}
          onChange={(v) => f.set('dOBmm', v)}
          errorMessage={f.errorOf('dOBmm')}
        />
        <div className={styles.dobClear}>
          <Button
            variant="secondary"
            onPress={() => {
              f.set('dOBdd', '');
              f.set('dOBmm', '');
            }}
          >
            {word('Clear DOB')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

/** Interests and other information: each stops at its maximum and counts what is left. */
function InterestFields({ form: f }: { form: FormController<ProfileFormValues> }) {
  const word = useWords();
  return (
    <>
      {/* The limits show before Save: each field stops at its maximum and counts what is left. */}
      <ProfileText
        form={f}
        name="interest1"
        label={word('Interests')}
        extra={{ maxLength: fieldLimits.interest1, counter: true }}
      />
      <ProfileText
        form={f}
        name="interestOtherDesc"
        label={word('Other interests')}
        extra={{
          maxLength: fieldLimits.interestOtherDesc,
          counter: true,
        }}
      />
      <ProfileText
        form={f}
        name="otherInfo"
        label={word('Other information')}
        extra={{
          maxLength: fieldLimits.otherInfo,
          counter: true,
          multiline: true,
        }}
      />
    </>
  );
}

type TextFieldName = Exclude<
  keyof ProfileFormValues,
  'dOBdd' | 'dOBmm' | 'acceptTerms' | 'messageChannel' | 'whatsAppAgreed'
>;

/** One text field of the profile, bound to the form by its name. */
function ProfileText({
  form: f,
  name,
  label,
  extra = {},
}: {
  form: FormController<ProfileFormValues>;
  name: TextFieldName;
  label: string;
  extra?: {
    maxLength?: number;
    isRequired?: boolean;
    type?: string;
    autoComplete?: string;
    description?: string;
    counter?: boolean;
    multiline?: boolean;
    isReadOnly?: boolean;
  };
}) {
  return <TextField label={label} name={name} {...f.field(name)} {...extra} />;
}

/** The form starts from the member's profile as stored, the terms not yet accepted. */
const initialValues = (member: ProfileMember): ProfileFormValues => ({
  firstname: member.firstname,
  surname: member.surname,
  email: member.email,
  cellNum: member.cellNum,
  postAddr2: member.postAddr2,
  dOBdd: member.dOBdd,
  dOBmm: member.dOBmm,
  interest1: member.interest1,
  interestOtherDesc: member.interestOtherDesc,
  otherInfo: member.otherInfo,
  acceptTerms: false,
  messageChannel: member.messageChannel ?? 'sms',
  whatsAppAgreed: false,
});

/** Newly choosing WhatsApp needs the opt-in sentence ticked (one already on WhatsApp agreed before). */
const whatsAppIssues = (values: ProfileFormValues, member: ProfileMember): FormIssues =>
  values.messageChannel === 'whatsapp' &&
  member.messageChannel !== 'whatsapp' &&
  !values.whatsAppAgreed
    ? { whatsAppAgreed: whatsAppMessages.agreeRequired }
    : {};
