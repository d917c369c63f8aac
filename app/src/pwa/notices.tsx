import { OfflineNotice, UpdatePrompt } from '@plaudit/ui';
import { pwaStore } from './offline';

export interface NoticesProps {
  /** Offline: when the data shown was received. */
  shownAsAt: Date | undefined;
  reasonId: string;
  applyUpdate: (() => void) | undefined;
}

/** The offline notice and the new-version prompt (Installed.tsx loads them when first needed). */
export default function Notices({ shownAsAt, reasonId, applyUpdate }: NoticesProps) {
  return (
    <>
      {shownAsAt && <OfflineNotice shownAsAt={shownAsAt} reasonId={reasonId} />}
      {applyUpdate && (
        <UpdatePrompt onReload={applyUpdate} onLater={() => pwaStore.updateWaiting(undefined)} />
      )}
    </>
  );
}
