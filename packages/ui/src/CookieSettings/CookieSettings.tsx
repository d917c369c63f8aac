import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { useMessages } from '../theme/index.ts';

export interface CookieSettingsProps {
  /** Whether the settings are shown. */
  isOpen: boolean;
  /** Closes them (Close, Escape, the backdrop). */
  onClose: () => void;
  /** Opens the Privacy Policy, for the whole story. */
  onOpenPrivacy: () => void;
}

/**
 * The footer's cookie settings: the portal sets no tracking cookies, so there is nothing to accept or
 * refuse; it says what it does keep in the browser, and where the privacy policy is.
 */
export function CookieSettings({ isOpen, onClose, onOpenPrivacy }: CookieSettingsProps) {
  const { flowMessages } = useMessages();
  return (
    <Modal
      title={flowMessages.cookieSettingsTitle}
      isOpen={isOpen}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onOpenPrivacy}>
            {flowMessages.privacyPolicy}
          </Button>
          <Button onPress={onClose}>{flowMessages.close}</Button>
        </>
      }
    >
      <p>{flowMessages.noTrackingCookies}</p>
      <p>{flowMessages.sessionStorageUse}</p>
    </Modal>
  );
}
