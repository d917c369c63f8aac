import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, selectionKey, type SelectedMember, formatMessageById } from '@plaudit/domain';
import { RecipientList } from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const sipho: SelectedMember = {
  memberId: '1101',
  firstname: 'Sipho',
  surname: 'Dlamini',
  division: 'Sea Point Pet Pantry',
  isEntireDivision: false,
  entireDivisionCode: '',
};
const wholeConstantia: SelectedMember = {
  memberId: 'div:ZA-CPT-02',
  firstname: '',
  surname: '',
  division: 'Constantia Vet Clinic',
  isEntireDivision: true,
  entireDivisionCode: 'ZA-CPT-02',
};

const meta = {
  title: 'Awards/Recipient list',
  component: RecipientList,
  args: { selected: [], onRemove: fn(), onChoose: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <RecipientList
        {...args}
        selected={selected}
        onRemove={(key) => {
          args.onRemove(key);
          setSelected((rows) => rows.filter((row) => selectionKey(row) !== key));
        }}
      />
    );
  },
} satisfies Meta<typeof RecipientList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: formatMessageById('form.recipients') });
    await expect(group).toHaveTextContent(messages.noneSelected);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.selectChangeRecipient') }),
    );
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/** A member as 'Name (Division)' and a whole store as 'Entire division: …', each removable. */
export const Filled: Story = {
  args: { selected: [sipho, wholeConstantia] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sipho Dlamini (Sea Point Pet Pantry)')).toBeVisible();
    await expect(
      canvas.getByText(
        formatMessageById('message.entireDivision', { division: 'Constantia Vet Clinic' }),
      ),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: formatMessageById('basket.remove', {
          product: 'Sipho Dlamini (Sea Point Pet Pantry)',
        }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('1101');
    const next = canvas.getByRole('button', {
      name: formatMessageById('basket.remove', {
        product: formatMessageById('message.entireDivision', { division: 'Constantia Vet Clinic' }),
      }),
    });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('div:ZA-CPT-02');
    await expect(canvas.getByText(messages.noneSelected)).toHaveFocus();
  },
};

/** The server's formErrors.recipients under the list. */
export const ServerError: Story = {
  args: { selected: [sipho], errorMessage: 'Sipho Dlamini cannot receive awards.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: formatMessageById('form.recipients') }),
    ).toHaveAccessibleDescription('Sipho Dlamini cannot receive awards.');
    await expect(canvas.getByText('Sipho Dlamini cannot receive awards.')).toBeVisible();
  },
};
