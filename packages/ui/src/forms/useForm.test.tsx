import { messages } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordStep1, ForgotPasswordStep2 } from '../ForgotPassword/index.ts';
import { LoginForm } from '../LoginForm/index.ts';
import { ProfileForm } from '../Profile/index.ts';
import { RegistrationStep2 } from '../Registration/index.ts';
import { renderInBrand } from '../testing/render.tsx';

const profileMember = {
  firstname: 'Thandi',
  surname: 'Nkosi',
  email: 'thandi@example.com',
  memberNumber: '0821234567',
  cellNum: '0821234567',
  postAddr2: '',
  picId: '',
  awardsPointsAvailable: 0,
  awardsPointsAvailable1: 0,
  awardsPointsAvailableMng: 0,
  isManager: false,
  isAdminReports: false,
  clusterCode: 'ZA',
  divisionCode: 'ZA-CPT-01',
  siteTemplate: '',
  dOBdd: '',
  dOBmm: '',
  interest1: '',
  interestOtherDesc: '',
  otherInfo: '',
};

describe('account forms apply the domain rules before sending', () => {
  it('refuses registration without the terms tick, with the spec text, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderInBrand(<RegistrationStep2 cellNum="0821234567" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/One-time pin/), '123456');
    await userEvent.type(screen.getByLabelText(/First name/), 'Thandi');
    await userEvent.type(screen.getByLabelText(/Surname/), 'Nkosi');
    await userEvent.type(screen.getByLabelText(/Email/), 'thandi@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      screen.getByText(
        'Terms and Conditions are required to be accepted to participate in this program',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server formErrors under their field and clears the client message once the field changes', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(messages.required('Mobile number'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '082');
    expect(screen.queryByText(messages.required('Mobile number'))).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'guess1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ memberNumber: '082', password: 'guess1' });
    rerender(<LoginForm onSubmit={onSubmit} formErrors={{ password: 'Wrong password.' }} />);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Wrong password.');
  });

  it("keeps a field's message while it is still wrong and clears it once it is right", async () => {
    renderInBrand(<RegistrationStep2 cellNum="0821234567" onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // Still too short, still without a digit: the message stays while it is typed.
    await userEvent.type(password, 'defg');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // Valid now: the message goes without another submit.
    await userEvent.type(password, '12');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("clears the server's message of a field once the member changes that field", async () => {
    const { rerender } = render(<LoginForm onSubmit={vi.fn()} />);
    rerender(<LoginForm onSubmit={vi.fn()} formErrors={{ password: 'Wrong password.' }} />);
    expect(screen.getByText('Wrong password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Wrong password.')).not.toBeInTheDocument();
    // A new answer from the server shows again.
    rerender(<LoginForm onSubmit={vi.fn()} formErrors={{ password: 'Still wrong.' }} />);
    expect(screen.getByText('Still wrong.')).toBeInTheDocument();
  });

  it("shows the server's password rule once, in the hint's place, until the password changes", async () => {
    render(
      <ForgotPasswordStep2
        cellNum="0821234567"
        onSubmit={vi.fn()}
        formErrors={{ password: messages.passwordHint, otp: 'The pin is incorrect.' }}
      />,
    );
    const password = screen.getByLabelText(/New password/);
    expect(screen.getAllByText(messages.passwordHint)).toHaveLength(1);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages.passwordHint);
    await userEvent.type(password, 'x');
    // The rule is the hint again; the pin's message, not edited, stays.
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(messages.passwordHint);
    expect(screen.getByText('The pin is incorrect.')).toBeInTheDocument();
  });

  it('keeps every field set in one event (Clear DOB sets day and month)', async () => {
    const onSubmit = vi.fn();
    render(
      <ProfileForm
        member={{ ...profileMember, dOBdd: '14', dOBmm: '3' }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        onPictureChosen={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear DOB' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dOBdd: '', dOBmm: '' }));
  });

  it('sends nothing more while the last submit is under way, and keeps the focus on the button', async () => {
    const onSubmit = vi.fn();
    // One field: Enter in it submits the form even without a button to press.
    const { rerender } = render(<ForgotPasswordStep1 onSubmit={onSubmit} isSubmitting />);
    await userEvent.type(screen.getByLabelText(/Mobile number/), '0821234567{Enter}');
    const send = screen.getByRole('button', { name: 'Send one-time pin' });
    await userEvent.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('aria-disabled', 'true');

    rerender(<ForgotPasswordStep1 onSubmit={onSubmit} />);
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
