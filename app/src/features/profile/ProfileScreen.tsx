import {
  memberApi,
  useGetMemberDataQuery,
  useMemberUpdateMutation,
  useProfilePicUploadMutation,
  type Member,
} from '@plaudit/api';
import {
  Loading,
  ProfileForm,
  ProfileView,
  PushNotifications,
  type PictureUploadState,
  type ProfileFormValues,
  type ProfileMember,
} from '@plaudit/ui';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/state';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiErrorDialog } from '@plaudit/portal';
import { isApiError, serverMessageOf } from '@plaudit/portal';
import { pictureUrlOf } from '../../shared/pictures';
import { usePinStepStorage } from '../../shared/pinStep';
import { ChangePassword, hasKeptChangePasswordStep } from './ChangePassword';
import { usePushNotifications } from './usePushNotifications';

const profileArgs = { resetimg: true } as const;

const toProfileMember = (member: Member): ProfileMember => ({
  ...member,
  picId: member.picId ?? '',
});

/** /myprofile (view) and /myprofile/update (edit): the member's details, picture and password. */
export default function ProfileScreen() {
  const editing = useParams().urlParam === 'update';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = useGetMemberDataQuery(profileArgs);
  const [update, updating] = useMemberUpdateMutation();
  const [upload] = useProfilePicUploadMutation();
  const [pictureState, setPictureState] = useState<PictureUploadState>('idle');
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const [pictureVersion, setPictureVersion] = useState(0);
  const pinSteps = usePinStepStorage();
  // A reload during the change-password pin step reopens the modal on it.
  const [changingPassword, setChangingPassword] = useState(() =>
    hasKeptChangePasswordStep(pinSteps),
  );
  const errors = useApiErrorDialog();
  const push = usePushNotifications();

  if (!data) return <Loading />;
  const member = data.memberData;
  const picture = member.picId
    ? `${pictureUrlOf(member.picId)}${pictureVersion > 0 ? `?v=${String(pictureVersion)}` : ''}`
    : undefined;

  const save = async ({
    acceptTerms,
    messageChannel,
    whatsAppAgreed: _agreed,
    ...values
  }: ProfileFormValues) => {
    errors.clear();
    // The channel goes only when it changes: the server keeps the opt-in's words and time from then.
    const channelChanged = messageChannel !== (member.messageChannel ?? 'sms');
    const result = await update({
      ...values,
      acceptTerms,
      ...(channelChanged ? { messageChannel } : {}),
    });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    // The guard reads the general member data: patch it so a newly given email counts at once.
    for (const args of [undefined, profileArgs]) {
      dispatch(
        memberApi.util.updateQueryData('getMemberData', args, (draft) => {
          Object.assign(draft.memberData, values);
          if (channelChanged) {
            draft.memberData.messageChannel = messageChannel;
            // Until the data comes again with the server's own time.
            draft.memberData.whatsappOptInAt = messageChannel === 'whatsapp' ? new Date() : null;
          }
        }),
      );
    }
    await navigate('/myprofile');
  };

  const choosePicture = async (file: File) => {
    setPictureState('uploading');
    const result = await upload({ fileProfilePic: file });
    if (result.error) {
      // The server's own reason (too large, not a picture) when it gave one; the form says what is accepted.
      setPictureError(isApiError(result.error) ? serverMessageOf(result.error) : undefined);
      setPictureState('failed');
      return;
    }
    setPictureError(undefined);
    setPictureState('uploaded');
    setPictureVersion((v) => v + 1);
  };

  return (
    <>
      {editing ? (
        <ProfileForm
          member={toProfileMember(member)}
          onSubmit={(values) => void save(values)}
          onCancel={() => void navigate('/myprofile')}
          onPictureChosen={(file) => void choosePicture(file)}
          pictureState={pictureState}
          pictureError={pictureError}
          pictureUrl={picture}
          formErrors={errors.formErrors}
          isSubmitting={updating.isLoading}
        />
      ) : (
        <>
          <ProfileView
            member={toProfileMember(member)}
            pictureUrl={picture}
            onChangePassword={() => setChangingPassword(true)}
          />
          <PushNotifications state={push.state} onChange={push.change} />
        </>
      )}
      <ChangePassword
        cellNum={member.cellNum || member.memberNumber}
        isOpen={changingPassword}
        onClose={() => setChangingPassword(false)}
      />
      {errors.dialog}
    </>
  );
}
