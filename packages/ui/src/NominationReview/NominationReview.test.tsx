import { nominationReviewMessages } from '@plaudit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { NominationReview, type NominationReviewEntry } from './NominationReview.tsx';

const entry = (
  nominationId: number,
  status: NominationReviewEntry['status'],
): NominationReviewEntry => ({
  nominationId,
  date: new Date(Date.UTC(2026, 10, 10)),
  nominator: 'Thandi Nkosi',
  nominatorDivision: 'Sandton',
  nominees: 'Lerato Mokoena',
  nomineeCount: 1,
  value: 'Teamwork',
  reason: 'Covered every shift in November.',
  status,
  points: status === 'approved' ? 250 : 0,
  note: '',
  reviewedAt: status === 'waiting' ? null : new Date(Date.UTC(2026, 10, 12)),
  reviewedBy: status === 'waiting' ? '' : 'Sipho Dlamini',
});
const props = {
  nominations: [entry(1, 'waiting'), entry(2, 'approved')],
  status: 'all' as const,
  onStatusChange: vi.fn(),
  waiting: 1,
  page: 1,
  pageCount: 1,
  onPageChange: vi.fn(),
  onReview: vi.fn(),
  timeZone: 'Africa/Johannesburg',
};

describe('NominationReview', () => {
  it('offers Approve… and Decline… on a waiting nomination only', () => {
    render(<NominationReview {...props} />);
    const [waiting, approved] = screen.getAllByRole('article');
    expect(within(waiting as HTMLElement).getByRole('button', { name: 'Approve…' })).toBeVisible();
    expect(within(approved as HTMLElement).queryByRole('button')).toBeNull();
    expect(approved).toHaveTextContent('Sipho Dlamini');
  });

  it('checks the rules, sends the approval, waits, then closes the dialog and says what it did', async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onReview = vi.fn(() => outcome.promise);
    render(<NominationReview {...props} onReview={onReview} />);
    await user.click(screen.getByRole('button', { name: 'Approve…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve the nomination' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onReview).not.toHaveBeenCalled();
    expect(dialog.getByText(nominationReviewMessages.pointsRequired)).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: /Points/ }), '250');
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'Well done');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onReview).toHaveBeenCalledWith({
      nominationId: 1,
      decision: 'approve',
      points: 250,
      message: 'Well done',
      note: '',
    });
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    outcome.settle({ ok: true, message: 'Approved: 250 points to 1 nominee.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Approved: 250 points to 1 nominee.')).toBeVisible();
  });

  it('says whose the points are: the nominee, or each of the nominees when there are more', async () => {
    const user = userEvent.setup();
    const team = {
      ...entry(3, 'waiting'),
      nominees: 'Lerato Mokoena, Sipho Dlamini',
      nomineeCount: 2,
    };
    render(<NominationReview {...props} nominations={[entry(1, 'waiting'), team]} />);
    const [one, two] = screen.getAllByRole('button', { name: 'Approve…' });
    await user.click(one as HTMLElement);
    let dialog = within(await screen.findByRole('dialog', { name: 'Approve the nomination' }));
    expect(
      dialog.getByText(/^From the programme's funding, to the nominee; at most /),
    ).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Points to the nominee' })).toBeVisible();
    expect(dialog.getByRole('textbox', { name: /^Message to the nominee/ })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(two as HTMLElement);
    dialog = within(await screen.findByRole('dialog', { name: 'Approve the nomination' }));
    expect(dialog.getByText(/to each of the 2 nominees; at most /)).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Points to each nominee' })).toBeVisible();
  });

  it('keeps the dialog open with the refusal, its words at the top and its fields under them', async () => {
    const user = userEvent.setup();
    const onReview = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        message: 'Already reviewed.',
        formErrors: { note: 'Say why.' },
      }),
    );
    render(<NominationReview {...props} onReview={onReview} />);
    await user.click(screen.getByRole('button', { name: 'Decline…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the nomination' }));
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Not this time');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Already reviewed.');
    expect(dialog.getByText('Say why.')).toBeVisible();
  });

  it('pages with Newer and Older when there is more than one page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<NominationReview {...props} page={2} pageCount={3} onPageChange={onPageChange} />);
    const pager = within(screen.getByRole('navigation', { name: 'Pages of nominations' }));
    expect(pager.getByText('Page 2 of 3')).toBeVisible();
    await user.click(pager.getByRole('button', { name: 'Older' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
