import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField, uiWord } from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'From', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        label={uiWord('From')}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: uiWord('From') })).getAllByRole(
    'spinbutton',
  );

/** Empty: each segment shows its placeholder, in the order of the language shown (en-ZA: year first). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = segments(canvasElement);
    if (!first) throw new Error('The field has no segments');
    await userEvent.click(first);
    // Typed in the order shown, the day arrives whole, as yyyy-mm-dd.
    const shown = segments(canvasElement).map((s) => s.getAttribute('data-type'));
    const digits: Record<string, string> = { year: '2026', month: '11', day: '05' };
    await userEvent.keyboard(shown.map((type) => digits[type ?? ''] ?? '').join(''));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-05');
  },
};

export const WithDay: Story = {
  args: { value: '2026-11-29' },
  play: async ({ canvasElement }) => {
    const year = segments(canvasElement).find((s) => s.getAttribute('data-type') === 'year');
    await expect(year).toHaveAttribute('aria-valuenow', '2026');
  },
};

export const Invalid: Story = {
  args: { value: '2026-12-20', errorMessage: 'The From day must not be after the To day.' },
  play: async ({ canvasElement }) => {
    for (const segment of segments(canvasElement))
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
  },
};
