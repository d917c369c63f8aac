import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentBox, wallMessages, type CommentBoxProps } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Wall/CommentBox',
  component: CommentBox,
  args: {
    onComment: fn<CommentBoxProps['onComment']>(() => Promise.resolve({ ok: true as const })),
  },
} satisfies Meta<typeof CommentBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (el: HTMLElement) =>
  within(el).getByRole('textbox', { name: wallMessages.commentField });
const post = (el: HTMLElement) => within(el).getByRole('button', { name: wallMessages.post });

/** Empty: the whole limit left. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(wallMessages.charactersLeft(500))).toBeVisible();
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** The counter counts down as the member types; Post sends the text and empties the box. */
export const CountsAndPosts: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'Well done!');
    await expect(within(canvasElement).getByText(wallMessages.charactersLeft(490))).toBeVisible();
    await userEvent.click(post(canvasElement));
    await expect(args.onComment).toHaveBeenCalledWith('Well done!');
    await waitFor(() => expect(box(canvasElement)).toHaveValue(''));
  },
};

/** Posted empty: the error says what to do, nothing is sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(post(canvasElement));
    await expect(within(canvasElement).getByText(wallMessages.commentEmpty)).toBeVisible();
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onComment).not.toHaveBeenCalled();
  },
};

/** Over the limit (a short one here): the counter says how many too many, the error shows at once. */
export const TooLong: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'Congratulations, Sipho!!');
    await expect(canvas.getByText(wallMessages.charactersOver(4))).toBeVisible();
    await expect(canvas.getByText(wallMessages.commentTooLong(20))).toBeVisible();
    await userEvent.click(post(canvasElement));
    await expect(args.onComment).not.toHaveBeenCalled();
  },
};

/** On its way: Post waits (and keeps the focus). */
export const Pending: Story = {
  args: { onComment: fn<CommentBoxProps['onComment']>(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'Lovely work.');
    await userEvent.click(post(canvasElement));
    await expect(args.onComment).toHaveBeenCalledTimes(1);
    await expect(post(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(post(canvasElement));
    await expect(args.onComment).toHaveBeenCalledTimes(1);
  },
};

/** The server did not take it: an alert, and the text is kept to try again. */
export const Refused: Story = {
  args: {
    onComment: fn<CommentBoxProps['onComment']>(() => Promise.resolve({ ok: false as const })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Lovely work.');
    await userEvent.click(post(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      wallMessages.commentFailed,
    );
    await expect(box(canvasElement)).toHaveValue('Lovely work.');
  },
};

/** On a phone (390 px). */
export const OnAPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
