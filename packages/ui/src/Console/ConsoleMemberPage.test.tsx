import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { AdjustBalanceDialog, ActiveDialog, RolesDialog } from './ConsoleDialogs.tsx';
import { ConsoleMemberPage, type ConsoleMemberPageProps } from './ConsoleMemberPage.tsx';
import type { ConsoleMemberPageData } from './types.ts';

const data: ConsoleMemberPageData = {
  member: {
    memberId: 3,
    name: 'Lerato Mokoena',
    cellNum: '082 000 0003',
    division: 'Sandton',
    divisionCode: 'ZA-01',
    cluster: 'South Africa',
    isManager: false,
    isAdmin: false,
    isRegistered: true,
    isActive: true,
    email: '',
    picId: null,
    deactivatedAt: null,
  },
  balances: {
    awardsPointsAvailable: 1200,
    awardsPointsAvailable1: 40,
    awardsPointsAvailableMng: 0,
  },
  statementLines: [
    {
      account: 'redeemable',
      date: new Date(Date.UTC(2026, 10, 2)),
      description: 'Shout Out',
      points: 50,
    },
    {
      account: 'redeemable',
      date: new Date(Date.UTC(2026, 10, 3)),
      description: 'Coffee voucher',
      points: -20,
    },
  ],
  awardsGiven: [],
  awardsReceived: [
    {
      awardId: 7,
      date: new Date(Date.UTC(2026, 10, 2)),
      type: 'thankyou',
      value: 'Teamwork',
      points: 50,
      colleague: 'Thandi Nkosi',
    },
  ],
  orders: [],
};

const props: ConsoleMemberPageProps = {
  data,
  onRetry: vi.fn(),
  onAdjust: vi.fn(),
  onChangeRoles: vi.fn(),
  onChangeActive: vi.fn(),
  searchHref: '/admin/members',
  auditHref: '/admin/audit?member=3',
  timeZone: 'Africa/Johannesburg',
};

describe('ConsoleMemberPage', () => {
  it('shows the profile, the balances and the latest lines, a taking-away as a minus', () => {
    render(<ConsoleMemberPage {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lerato Mokoena' })).toBeVisible();
    // No email on file: a dash, not an empty line.
    expect(screen.getByText('—')).toBeVisible();
    expect(screen.getByText('1,200')).toBeVisible();
    const lines = screen.getByRole('table', { name: 'Recent statement lines' });
    expect(within(lines).getByText('−20')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See their audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?member=3',
    );
  });

  it('says whether the member is a manager and an administrator, yes or no', () => {
    const { rerender } = render(<ConsoleMemberPage {...props} />);
    const roleOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(roleOf('Manager')).toBe('No');
    expect(roleOf('Administrator')).toBe('No');
    rerender(
      <ConsoleMemberPage
        {...props}
        data={{ ...data, member: { ...data.member, isManager: true } }}
      />,
    );
    expect(roleOf('Manager')).toBe('Yes');
    expect(roleOf('Administrator')).toBe('No');
  });

  it.each([
    ['Adjust a balance', 'onAdjust'],
    ['Change roles', 'onChangeRoles'],
    ['Deactivate', 'onChangeActive'],
  ] as const)('%s asks the screen to open its dialog', async (name, callback) => {
    const user = userEvent.setup();
    const handlers = { onAdjust: vi.fn(), onChangeRoles: vi.fn(), onChangeActive: vi.fn() };
    render(<ConsoleMemberPage {...props} {...handlers} />);
    await user.click(screen.getByRole('button', { name }));
    expect(handlers[callback]).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when the page could not be loaded', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ConsoleMemberPage
        {...props}
        data={undefined}
        errorMessage="No such member."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such member.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("puts the focus on the last action's notice, which can be dismissed", async () => {
    const user = userEvent.setup();
    const onNoticeDismiss = vi.fn();
    render(
      <ConsoleMemberPage {...props} notice="Added 50 points." onNoticeDismiss={onNoticeDismiss} />,
    );
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onNoticeDismiss).toHaveBeenCalled();
  });
});

describe('the member dialogs', () => {
  it('adjust: the rules first, then the submit waits for its outcome and shows a refusal under its field', async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onSubmit = vi.fn(() => outcome.promise);
    render(
      <AdjustBalanceDialog
        isOpen
        onClose={vi.fn()}
        memberName="Lerato"
        balances={data.balances}
        onSubmit={onSubmit}
      />,
    );
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(dialog.getByRole('textbox', { name: /Points to add/ }), '-2000');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Duplicate award');
    await user.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(onSubmit).toHaveBeenCalledWith({
      account: 'redeemable',
      points: -2000,
      reason: 'Duplicate award',
    });
    outcome.settle({
      ok: false,
      formErrors: { points: 'That would take the balance below zero.' },
    });
    expect(await dialog.findByText('That would take the balance below zero.')).toBeVisible();
  });

  it("roles: a refusal without a field shows at the dialog's top", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() =>
      Promise.resolve({ ok: false as const, message: 'Nothing changed.' }),
    );
    render(
      <RolesDialog
        isOpen
        onClose={vi.fn()}
        memberName="Lerato"
        isManager={false}
        isAdmin={false}
        onSubmit={onSubmit}
      />,
    );
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Manager' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Promoted');
    await user.click(dialog.getByRole('button', { name: 'Save roles' }));
    expect(onSubmit).toHaveBeenCalledWith({ isManager: true, isAdmin: false, reason: 'Promoted' });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing changed.');
  });

  it.each([
    ['Deactivate', true],
    ['Reactivate', false],
  ])('%s sends the reason', async (verb, isActive) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve({ ok: true as const }));
    render(
      <ActiveDialog
        isOpen
        onClose={vi.fn()}
        memberName="Lerato"
        isActive={isActive}
        onSubmit={onSubmit}
      />,
    );
    const dialog = within(screen.getByRole('alertdialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Left the company');
    await user.click(dialog.getByRole('button', { name: verb }));
    expect(onSubmit).toHaveBeenCalledWith('Left the company');
  });
});
