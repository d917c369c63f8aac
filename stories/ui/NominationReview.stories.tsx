import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { nominationReviewMessages, formatMessageById } from '@plaudit/domain';
import { NominationReview, type NominationReviewProps, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, partBefore } from '../support/i18n.ts';

const list = fixtures.adminNominationList;
const waitingOne = list.find((n) => n.status === 'waiting');
const firstWaiting = waitingOne?.nominationId ?? 0;

const meta = {
  title: 'Console/NominationReview',
  component: NominationReview,
  args: {
    nominations: list,
    status: 'all',
    onStatusChange: fn(),
    waiting: list.filter((n) => n.status === 'waiting').length,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onRetry: fn(),
    onReview: fn<NominationReviewProps['onReview']>(async () => ({
      ok: true as const,
      message: nominationReviewMessages.declined,
    })),
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof NominationReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { nominations: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: uiWord('Nominations') })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: uiWord('Nominations') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { nominations: [], status: 'waiting', waiting: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(uiWord('No nominations are waiting for a review.')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { nominations: undefined, loadError: 'The nominations could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The nominations could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const List: Story = {
  args: { pageCount: 3, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(list.length);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText(uiWord('Waiting'))).toBeVisible();
    await expect(first.getByRole('button', { name: containing(uiWord('Approve')) })).toBeVisible();
    // An approved nomination says who approved it (several may be).
    await expect(
      canvas.getAllByText(
        containing(
          partBefore(
            formatMessageById('phrase.nominationApproved', {
              reviewer: 'Thandi Mokoena',
              points: '…',
              nominees: 1,
            }),
            '…',
          ),
        ),
      )[0],
    ).toBeVisible();
    await expect(
      canvas.getByText(
        containing(formatMessageById('phrase.nominationDeclined', { reviewer: 'Thandi Mokoena' })),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Older') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const FilteredByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: containing(uiWord('Show')) }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: uiWord('Declined') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('declined');
  },
};

export const ApproveDialog: Story = {
  args: {
    defaultDialog: { nominationId: firstWaiting, decision: 'approve' },
    onReview: fn<NominationReviewProps['onReview']>(async () => ({
      ok: true as const,
      message: nominationReviewMessages.approved(250, 1),
    })),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: uiWord('Approve the nomination') });
    const inDialog = within(dialog);
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.click(inDialog.getByRole('button', { name: uiWord('Approve') }));
    await expect(
      inDialog.getByText(nominationReviewMessages.pointsRequired, {
        selector: '[slot="errorMessage"]',
      }),
    ).toBeVisible();
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.type(
      inDialog.getByRole('textbox', {
        name: formatMessageById('nominationReviewLabel.pointsToOne'),
      }),
      '250',
    );
    await userEvent.type(
      inDialog.getByRole('textbox', {
        name: formatMessageById('nominationReviewLabel.messageToOne'),
      }),
      'Thank you for holding the fort.',
    );
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onReview).toHaveBeenCalledWith({
      nominationId: firstWaiting,
      decision: 'approve',
      points: 250,
      message: 'Thank you for holding the fort.',
      note: '',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByText(nominationReviewMessages.approved(250, 1)),
    ).toBeVisible();
  },
};

export const DeclineDialog: Story = {
  args: { defaultDialog: { nominationId: firstWaiting, decision: 'decline' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: uiWord('Decline the nomination') });
    const note = within(dialog).getByRole('textbox', {
      name: formatMessageById('nominationReviewLabel.note'),
    });
    await userEvent.type(note, 'A Shout Out suits this better.');
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Decline') }));
    await expect(args.onReview).toHaveBeenCalledWith(
      expect.objectContaining({ decision: 'decline', note: 'A Shout Out suits this better.' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const AlreadyReviewedRefused: Story = {
  args: {
    defaultDialog: { nominationId: firstWaiting, decision: 'decline' },
    onReview: fn<NominationReviewProps['onReview']>(async () => ({
      ok: false as const,
      message: nominationReviewMessages.alreadyReviewed('approved'),
    })),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: uiWord('Decline the nomination') });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not this time.');
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Decline') }));
    await expect(
      await within(dialog).findByText(nominationReviewMessages.alreadyReviewed('approved')),
    ).toBeVisible();
  },
};

/** An operator checks the waiting nominations on a phone (390 px). */
export const OnAPhone: Story = {
  args: { status: 'waiting', nominations: list.filter((n) => n.status === 'waiting') },
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getAllByRole('button', {
      name: containing(uiWord('Approve')),
    })[0] as HTMLElement;
    await expect(approve.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
