import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { contentEditMessages, contentTextMax, messages, formatMessageById } from '@plaudit/domain';
import { ContentEditor, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { startingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Console/Content',
  component: ContentEditor,
  args: {
    blocks: fixtures.contentBlockRows,
    onSave: fn(),
  },
} satisfies Meta<typeof ContentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = fixtures.contentBlockRows.find((b) => b.key === 'terms');

/** A block's Edit button and its editor's heading: the word in the language shown, the block's own title. */
const editLabel = (title: string) => `${uiWord('Edit')} ${title}`;

/** Every content block, each with its edit button. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: uiWord('Content blocks') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: editLabel('Terms and Conditions') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: editLabel('Privacy Policy') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { blocks: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    blocks: undefined,
    loadError: 'The content blocks could not be loaded. Please try again.',
  },
};

/** Opened by keyboard: the editor holds the block's current text; the preview follows the typing. */
export const EditingWithPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: editLabel('Terms and Conditions') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('heading', { name: editLabel('Terms and Conditions') }),
    ).toHaveFocus();
    const text = canvas.getByRole('textbox', { name: uiWord('Text (HTML)') });
    await expect(text).toHaveValue(terms?.content ?? '');
    await userEvent.clear(text);
    await userEvent.type(text, '<h2>Points</h2><p>Points expire after 36 months.</p>');
    const preview = canvas.getByRole('region', { name: uiWord('Preview') });
    // The preview shows the HTML typed (the operator's own English).
    await expect(within(preview).getByRole('heading', { name: 'Points' })).toBeVisible();
    await expect(preview).toHaveTextContent('Points expire after 36 months.');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(uiWord('Reason')) }),
      'New expiry',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      key: 'terms',
      title: 'Terms and Conditions',
      content: '<h2>Points</h2><p>Points expire after 36 months.</p>',
      reason: 'New expiry',
    });
  },
};

/** Back to the list by keyboard: the focus returns to the block's Edit button. */
export const BackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: editLabel('Privacy Policy') }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: uiWord('Back to the content list') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: editLabel('Privacy Policy') })).toHaveFocus();
  },
};

/** After a save: what it did, the editor showing the stored text. */
export const Saved: Story = {
  args: {
    initialKey: 'terms',
  },
  // The server's answer in the language shown when the story renders (the fixture's message is a getter).
  ...argsWhenRendered(() => ({
    defaultOutcome: { ok: true, message: fixtures.adminSaveContent.message, removed: [] },
  })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      contentEditMessages.saved('Terms and Conditions'),
    );
  },
};

/** A save whose text held a script and an event handler: saved without them, and the operator is told. */
export const SanitisedWithNotice: Story = {
  args: {
    initialKey: 'terms',
    defaultOutcome: {
      ok: true,
      message: fixtures.adminSaveContentSanitised.message,
      removed: fixtures.adminSaveContentSanitised.removed,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('<script>, onclick on <p>');
  },
};

/** The server refused the save (an empty text, no reason): each field says why; nothing changed. */
export const Refused: Story = {
  args: { initialKey: 'terms' },
  ...argsWhenRendered(() => ({
    defaultOutcome: {
      ok: false,
      formErrors: {
        content: contentEditMessages.textEmpty,
        reason: messages.required('Reason'),
      },
    },
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(contentEditMessages.textEmpty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: uiWord('Text (HTML)') })).toBeInvalid();
  },
};

/** A text longer than a block may be. */
export const TooLong: Story = {
  args: { initialKey: 'terms' },
  ...argsWhenRendered(() => ({
    defaultOutcome: {
      ok: false,
      formErrors: { content: messages.tooLong('Text', contentTextMax) },
    },
  })),
};

export const OnAPhone: Story = {
  args: { initialKey: 'terms' },
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
