import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Modal } from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    title: 'Select/Change Recipient',
    isOpen: true,
    onClose: fn(),
    children: 'Pick the recipients.',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open</Button>
        <Modal
          {...args}
          isOpen={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
          actions={<Button onPress={() => setOpen(false)}>Done</Button>}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The title and the buttons are the stories' own data (English), found as given.

/** The themed overlay around the dialog: clicking it is a click on the backdrop. */
const backdrop = (doc: Document) => {
  const overlay = within(doc.body).getByRole('dialog').closest<HTMLElement>('[data-brand]');
  if (!overlay) throw new Error('The modal overlay carries no brand theme');
  return overlay;
};

export const BackdropCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Select/Change Recipient' })).toBeVisible();
    await userEvent.click(backdrop(canvasElement.ownerDocument));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const BackdropDoesNotClose: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Select/Change Recipient' });
    await userEvent.click(backdrop(canvasElement.ownerDocument));
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape closes even a modal the backdrop does not (the WAI-ARIA dialog pattern). */
export const EscapeCloses: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Select/Change Recipient' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A text longer than the screen scrolls inside the panel, and its buttons stay in view beneath it. */
export const LongTextKeepsButtonsInView: Story = {
  args: {
    children: Array.from({ length: 40 }, (_, i) => (
      <p key={i}>Paragraph {i + 1} of the programme&apos;s rules.</p>
    )),
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const done = within(doc.body).getByRole('button', { name: 'Done' });
    const view = doc.defaultView?.innerHeight ?? 0;
    await waitFor(() => expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(view));
    await expect(
      within(doc.body)
        .getByText(/Paragraph 40/)
        .getBoundingClientRect().top,
    ).toBeGreaterThan(view);
  },
};
