import {
  awardPoints,
  awardValues,
  defaultBudgetName,
  flowMessages,
  messages,
  type AwardType,
  type SelectedMember,
} from '@plaudit/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Brand } from '../theme/index.ts';
import {
  AwardForm,
  AwardSuccess,
  type AwardFormProps,
  type AwardPickerSlot,
} from './AwardForm.tsx';

const site = {
  brandName: 'Pawprint Rewards',
  pointsName: 'Paw Points',
  awardPointsName: 'Kibble Credits',
  clientPhone: '0800 729 768',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <Brand brand="petfood" site={site}>
    {children}
  </Brand>
);

const sipho: SelectedMember = {
  memberId: '1101',
  firstname: 'Sipho',
  surname: 'Dlamini',
  division: 'Sea Point Pet Pantry',
  isEntireDivision: false,
  entireDivisionCode: '',
};
const constantia: SelectedMember = {
  memberId: 'div:ZA-CPT-02',
  firstname: '',
  surname: '',
  division: 'Constantia Vet Clinic',
  isEntireDivision: true,
  entireDivisionCode: 'ZA-CPT-02',
};

/** A stand-in for the connected picker: its one button adds Sipho and the Constantia store. */
function StubPicker({ isOpen, onClose, selected, onSelectedChange }: AwardPickerSlot) {
  if (!isOpen) return null;
  return (
    <div role="dialog" aria-label="Stub picker">
      <button
        type="button"
        onClick={() => {
          onSelectedChange([...selected, sipho, constantia]);
          onClose();
        }}
      >
        Add two
      </button>
    </div>
  );
}

function renderForm(props: Partial<AwardFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <AwardForm
      type="reward"
      title="Recognise"
      renderPicker={(slot) => <StubPicker {...slot} />}
      onSubmit={onSubmit}
      {...props}
    />,
    { wrapper },
  );
  return { onSubmit, ...view };
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('AwardForm', () => {
  // The points are named as the balance that pays for them: a manager's budget (the brand names none
  // here, so the default) or the Pay It Forward allowance (the spec's second points name).
  it.each<[AwardType, string, string | undefined, boolean]>([
    ['thankyou', 'Shout Out', undefined, false],
    ['reward', 'Recognise', defaultBudgetName, false],
    ['adhoc', 'Adhoc Recognition', defaultBudgetName, false],
    ['payitforward', 'Pay It Forward', 'Kibble Credits', true],
  ])('%s: its values, points and starting send method', async (type, title, pointsName, email) => {
    renderForm({ type, title });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: / Value$/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([...awardValues(type)]);
    await userEvent.keyboard('{Escape}');
    const points = screen.queryByRole('button', { name: /Points value/ });
    if (pointsName)
      expect(points).toHaveAccessibleName(new RegExp(` Points value \\(${pointsName}\\)$`));
    else expect(points).toBeNull();
    if (points) {
      await userEvent.click(points);
      expect(screen.getAllByRole('option')).toHaveLength(awardPoints(type).length);
      await userEvent.keyboard('{Escape}');
    }
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveProperty('checked', email);
    expect(screen.getByRole('radio', { name: 'SMS' })).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveProperty('disabled', !email);
  });

  it('opens the message box once a send method is chosen, with its limit, counter and placeholder', async () => {
    renderForm();
    const message = screen.getByRole('textbox', { name: /Message/ });
    expect(message).toBeDisabled();
    expect(message).toHaveAttribute('placeholder', 'Choose Email or SMS first');
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(message).toBeEnabled();
    expect(message).toHaveAttribute('maxlength', '150');
    expect(message).toHaveAttribute('rows', '3');
    expect(screen.getByText('150 characters remaining')).toBeInTheDocument();
    await userEvent.type(message, 'Well done');
    expect(screen.getByText('141 characters remaining')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    expect(message).toHaveAttribute('maxlength', '350');
    expect(screen.getByText('341 characters remaining')).toBeInTheDocument();
  });

  it("refuses to send without recipients: the 'Recipients required' dialog, and nothing sent", async () => {
    const { onSubmit } = renderForm({ type: 'payitforward', title: 'Pay It Forward' });
    await choose(/ Value$/, 'Teamwork');
    await choose(/Points value/, '50');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: messages.recipientsRequiredTitle });
    expect(dialog).toHaveTextContent(messages.recipientsRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows each rule failure under its field and focuses the first', async () => {
    const { onSubmit } = renderForm({ initialRecipients: [sipho] });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Please choose a value from the list.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a points value from the list.')).toBeInTheDocument();
    expect(screen.getByText('Send by is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: / Value$/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.queryByText('Send by is required.')).not.toBeInTheDocument();

    await choose(/ Value$/, 'Collaborates');
    await choose(/Points value/, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveFocus();
  });

  it('refuses a message longer than SMS allows after switching from email', async () => {
    renderForm({ initialRecipients: [sipho], type: 'thankyou', title: 'Shout Out' });
    await choose(/ Value$/, 'Well done!');
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    const message = screen.getByRole('textbox', { name: /Message/ });
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(200));
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    // At once, before Submit: how far over, never a negative count, and the limit under the field.
    expect(screen.getByText('50 characters over the limit')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Message must be at most 150 characters.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Message must be at most 150 characters.'),
    );
    expect(message).toHaveFocus();
  });

  it('says when the next allowance arrives once nothing is left to give, and what is left before', () => {
    const payItForward = { type: 'payitforward', title: 'Pay It Forward' } as const;
    const points = () => screen.getByRole('button', { name: /Points value/ });
    const { unmount } = renderForm({
      ...payItForward,
      pointsAvailable: 0,
      nextAllowanceDay: '1 Dec 2026',
    });
    expect(points()).toHaveAccessibleDescription(
      flowMessages.noneLeftToGive('Kibble Credits', '1 Dec 2026'),
    );
    unmount();
    renderForm({ ...payItForward, pointsAvailable: 30, nextAllowanceDay: '1 Dec 2026' });
    expect(points()).toHaveAccessibleDescription(flowMessages.leftToGive('30', 'Kibble Credits'));
  });

  it('sends the award with wire recipients once the rules pass, and recipients can be removed', async () => {
    const { onSubmit } = renderForm({ pointsAvailable: 2500 });
    expect(screen.getByRole('button', { name: /Points value/ })).toHaveAccessibleDescription(
      flowMessages.leftToGive('2,500', defaultBudgetName),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select/Change Recipient' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add two' }));
    expect(screen.queryByRole('dialog', { name: 'Stub picker' })).not.toBeInTheDocument();
    await choose(/ Value$/, 'Client Focus');
    await choose(/Points value/, '1,000');
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Brilliant week');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      what: 'reward',
      reason: 'Client Focus',
      points: 1000,
      message: 'Brilliant week',
      sendBy: 'sms',
      recipients: ['1101', 'div:ZA-CPT-02'],
      chosen: [
        expect.objectContaining({ memberId: '1101' }),
        expect.objectContaining({ entireDivisionCode: 'ZA-CPT-02' }),
      ],
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Sipho Dlamini (Sea Point Pet Pantry)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ recipients: ['div:ZA-CPT-02'] }),
    );
  });

  it("shows the server's formErrors under their fields and sends nothing more while submitting", async () => {
    const { onSubmit } = renderForm({
      type: 'thankyou',
      title: 'Shout Out',
      initialRecipients: [sipho],
      isSubmitting: true,
      formErrors: {
        recipients: 'Sipho Dlamini cannot receive awards.',
        message: 'Please keep it kind.',
      },
    });
    expect(screen.getByRole('group', { name: 'Recipients' })).toHaveAccessibleDescription(
      'Sipho Dlamini cannot receive awards.',
    );
    expect(screen.getByText('Please keep it kind.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('type-checks its award type', () => {
    // @ts-expect-error 'nomination' is not an award type
    const wrong: AwardFormProps['type'] = 'nomination';
    expect(wrong).toBe('nomination');
  });
});

describe('AwardSuccess', () => {
  it.each<AwardType>(['thankyou', 'reward', 'adhoc', 'payitforward'])(
    '%s: the success heading takes the focus, and Send Another returns',
    async (type) => {
      const onSendAnother = vi.fn();
      render(<AwardSuccess type={type} onSendAnother={onSendAnother} />, { wrapper });
      const heading = screen.getByRole('heading', { name: messages.awardSubmitted(type) });
      expect(heading).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Send Another' }));
      expect(onSendAnother).toHaveBeenCalledTimes(1);
    },
  );

  it('names the points as the brand names the balance they came from, and what it has left', () => {
    render(
      <Brand brand="petfood" site={{ ...site, budgetName: 'Top Dog Points' }}>
        <AwardSuccess
          type="reward"
          onSendAnother={vi.fn()}
          sentTo={[sipho]}
          points={100}
          balanceLeft={4700}
        />
        <AwardSuccess
          type="payitforward"
          onSendAnother={vi.fn()}
          sentTo={[sipho]}
          points={25}
          balanceLeft={55}
        />
      </Brand>,
    );
    expect(
      screen.getByText(
        `${flowMessages.awardPointsGiven(100, 'Top Dog Points', false)} ${flowMessages.balanceLeft(4700, 'Top Dog Points')}`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${flowMessages.awardPointsGiven(25, 'Kibble Credits', false)} ${flowMessages.balanceLeft(55, 'Kibble Credits')}`,
      ),
    ).toBeInTheDocument();
  });

  it("uses the spec's words for Shout Out", () => {
    render(<AwardSuccess type="thankyou" onSendAnother={vi.fn()} />, { wrapper });
    expect(screen.getByRole('heading')).toHaveTextContent('Successfully submitted Shout Out');
  });
});

describe('AwardForm with a brand of its own values and points', () => {
  it("offers and sends the brand's choices, and refuses none of them", async () => {
    const onSubmit = vi.fn();
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          awardValues: { payitforward: ['Kindness'] },
          awardPoints: { payitforward: [7] },
        }}
      >
        <AwardForm
          type="payitforward"
          title="Pay It Forward"
          initialRecipients={[sipho]}
          renderPicker={(slot) => <StubPicker {...slot} />}
          onSubmit={onSubmit}
        />
      </Brand>,
    );
    await userEvent.click(screen.getByRole('button', { name: / Value$/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kindness']);
    await userEvent.click(screen.getByRole('option', { name: 'Kindness' }));
    await choose(/Points value/, '7');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ what: 'payitforward', reason: 'Kindness', points: 7 }),
    );
  });
});
