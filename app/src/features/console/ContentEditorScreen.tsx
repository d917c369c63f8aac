import { useAdminContentQuery, useAdminSaveContentMutation } from '@plaudit/api';
import { ContentEditor } from '@plaudit/ui';
import { useCallOutcome } from './callOutcome';
import { ConsoleFrame } from './ConsoleFrame';

/** /admin/content (administrators only; the shell turns others away). */
export default function ContentEditorScreen() {
  const blocks = useAdminContentQuery(undefined);
  const [save] = useAdminSaveContentMutation();
  const { outcomeOf, dialog } = useCallOutcome();

  return (
    <ConsoleFrame>
      <ContentEditor
        blocks={blocks.data?.blocks}
        loadError={
          blocks.isError ? 'The content blocks could not be loaded. Please try again.' : undefined
        }
        onSave={(edit) => outcomeOf(save(edit), (data) => ({ removed: data.removed }))}
      />
      {dialog}
    </ConsoleFrame>
  );
}
