import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpStep } from './OtpStep.tsx';

describe('OtpStep', () => {
  it('with only onSubmit: the pin and Continue, no resend and no way back', async () => {
    const onSubmit = vi.fn();
    render(<OtpStep onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'Send a new pin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('OTP is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /One-time pin/ }), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  });

  it('offers a new pin and a way back when the screen gives them', async () => {
    const onResend = vi.fn();
    const onBack = vi.fn();
    render(<OtpStep onSubmit={vi.fn()} onResend={onResend} onBack={onBack} cellNum="0820000003" />);
    expect(screen.getByText(/sent by SMS to 0820000003/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new pin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });
});
