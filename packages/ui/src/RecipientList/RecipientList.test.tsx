import { messages, type SelectedMember } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecipientList } from './RecipientList.tsx';

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

describe('RecipientList', () => {
  it("says 'None Selected.' when empty and opens the picker from its button", async () => {
    const onChoose = vi.fn();
    render(<RecipientList selected={[]} onRemove={vi.fn()} onChoose={onChoose} />);
    const group = screen.getByRole('group', { name: 'Recipients' });
    expect(group).toHaveTextContent(messages.noneSelected);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select/Change Recipient' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('lists members as Name (Division) and whole divisions, each with its remove button', async () => {
    const onRemove = vi.fn();
    render(<RecipientList selected={[sipho, constantia]} onRemove={onRemove} onChoose={vi.fn()} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Sipho Dlamini (Sea Point Pet Pantry)Remove',
      'Entire division: Constantia Vet ClinicRemove',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Entire division: Constantia Vet Clinic' }),
    );
    expect(onRemove).toHaveBeenCalledWith('div:ZA-CPT-02');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Sipho Dlamini (Sea Point Pet Pantry)' }),
    );
    expect(onRemove).toHaveBeenLastCalledWith('1101');
  });

  it('keeps the focus in the list after a removal: the next row, then the empty text', async () => {
    const { rerender } = render(
      <RecipientList selected={[sipho, constantia]} onRemove={vi.fn()} onChoose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Remove Sipho/ }));
    rerender(<RecipientList selected={[constantia]} onRemove={vi.fn()} onChoose={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Remove Entire division/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    rerender(<RecipientList selected={[]} onRemove={vi.fn()} onChoose={vi.fn()} />);
    expect(screen.getByText(messages.noneSelected)).toHaveFocus();
  });

  it("shows the server's recipients error under the list and on the button", () => {
    render(
      <RecipientList
        selected={[sipho]}
        onRemove={vi.fn()}
        onChoose={vi.fn()}
        errorMessage="Sipho Dlamini cannot receive awards."
        label="To"
      />,
    );
    expect(screen.getByRole('group', { name: 'To' })).toHaveAccessibleDescription(
      'Sipho Dlamini cannot receive awards.',
    );
    expect(
      screen.getByRole('button', { name: 'Select/Change Recipient' }),
    ).toHaveAccessibleDescription('Sipho Dlamini cannot receive awards.');
  });
});
