import { messages, type SelectedMember } from '@plaudit/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AwardPickerSlot } from '../AwardForm/index.ts';
import { SendToAllForm, SendToAllSuccess } from './SendToAllForm.tsx';

const constantia: SelectedMember = {
  memberId: 'div:ZA-CPT-02',
  firstname: '',
  surname: '',
  division: 'Constantia Vet Clinic',
  isEntireDivision: true,
  entireDivisionCode: 'ZA-CPT-02',
};

/** A stand-in for the connected picker: its one button adds the Constantia store. */
function StubPicker({ isOpen, onClose, selected, onSelectedChange }: AwardPickerSlot) {
  if (!isOpen) return null;
  return (
    <div role="dialog" aria-label="Stub picker">
      <button
        type="button"
        onClick={() => {
          onSelectedChange([...selected, constantia]);
          onClose();
        }}
      >
        Add the store
      </button>
    </div>
  );
}

const renderForm = (onSubmit = vi.fn()) => {
  render(
    <SendToAllForm
      renderPicker={(slot) => <StubPicker {...slot} />}
      smsNotice="<p>SMS costs money.</p>"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

describe('SendToAllForm', () => {
  it("waives the recipients for all stores and sends 'all_shops:'", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('group', { name: 'Recipients' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.getByText('SMS costs money.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Stocktake.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      isAllShops: true,
      message: 'Stocktake.',
      sendBy: 'sms',
      recipients: ['all_shops:'],
    });
  });

  it("with No, asks for recipients ('Recipients required'), then sends the picked store", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.queryByText('SMS costs money.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Team meeting.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.recipientsRequiredTitle,
    });
    expect(within(dialog).getByText(messages.recipientsRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Select/Change Recipient' }));
    await user.click(screen.getByRole('button', { name: 'Add the store' }));
    expect(screen.getByText('Entire division: Constantia Vet Clinic')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      isAllShops: false,
      message: 'Team meeting.',
      sendBy: 'email',
      recipients: ['div:ZA-CPT-02'],
    });
  });

  it("says 'Successfully sent {n} messages.' and offers 'Send Another'", async () => {
    const onSendAnother = vi.fn();
    render(<SendToAllSuccess sentCount={3} onSendAnother={onSendAnother} />);
    expect(screen.getByRole('heading', { name: 'Successfully sent 3 messages.' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send Another' }));
    expect(onSendAnother).toHaveBeenCalledOnce();
  });
});
