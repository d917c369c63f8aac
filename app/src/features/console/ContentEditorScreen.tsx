import { ConsoleFrame } from './ConsoleFrame';
import { useAdminContentQuery, useAdminSaveContentMutation } from '@plaudit/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { ContentEditor, type ContentEdit } from '@plaudit/ui';
import { useState } from 'react';

/** /admin/content (administrators only; the shell turns others away). */
export default function ContentEditorScreen() {
  const blocks = useAdminContentQuery(undefined);
  const [save, saving] = useAdminSaveContentMutation();
  const errors = useApiErrorDialog();
  const [outcome, setOutcome] = useState<{ message: string; removed: readonly string[] }>();

  const onSave = async (edit: ContentEdit) => {
    errors.clear();
    setOutcome(undefined);
    const result = await save(edit);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setOutcome({ message: result.data.message, removed: result.data.removed });
  };

  return (
    <ConsoleFrame>
      <ContentEditor
        blocks={blocks.data?.blocks}
        loadError={
          blocks.isError ? 'The content blocks could not be loaded. Please try again.' : undefined
        }
        onSave={(edit) => void onSave(edit)}
        isSaving={saving.isLoading}
        formErrors={errors.formErrors}
        message={outcome?.message}
        removed={outcome?.removed}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
