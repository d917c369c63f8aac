import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, uiWord } from '@plaudit/ui';
import { nominationValues } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Value',
    options: nominationValues.map((v) => ({ value: v, label: v })),
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

// The label, the options and the error are the stories' own data (English), found as given; the prompt
// is the Select's own word and follows the language.
export const ChooseByMouse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: containing('Value') }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Teamwork' }));
    await expect(args.onChange).toHaveBeenCalledWith('Teamwork');
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: containing('Value') }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Teamwork');
  },
};

export const Chosen: Story = { args: { value: 'Integrity' }, parameters: { visual: true } };

/** Nothing chosen yet: the library's own prompt, not react-aria's 'Select an item'. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: containing('Value'),
    });
    await expect(trigger).toHaveTextContent(uiWord('Choose one'));
  },
};

/** The message under the field, and the field's border drawn as every invalid input's is. */
export const Invalid: Story = {
  args: { errorMessage: 'Please choose a value from the list.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please choose a value from the list.'),
    ).toBeVisible();
    const trigger = within(canvasElement).getByRole('button', {
      name: containing('Value'),
    });
    await expect(getComputedStyle(trigger).borderTopWidth).toBe('2px');
  },
};
