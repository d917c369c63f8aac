import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMessageById, listOfNames } from '@plaudit/domain';
import { WhoReacted, wallMessages } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const reactors = [
  { emoji: '👏', people: [{ name: 'Sipho Dlamini' }, { name: 'Anika Botha' }] },
  { emoji: '❤️', people: [{ name: 'Nomvuyiso Ntshangase-Mabandlakazi' }] },
  { emoji: '🎉', people: [] },
];

const meta = {
  title: 'Wall/WhoReacted',
  component: WhoReacted,
  args: { count: 3, reactors, onOpenChange: fn() },
} satisfies Meta<typeof WhoReacted>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const open = async (el: HTMLElement) => {
  await userEvent.click(within(el).getByRole('button', { name: wallMessages.whoReacted }));
  return within(await body(el).findByRole('dialog', { name: wallMessages.whoReacted }));
};

/** Opened: each reaction chosen, by name, with who chose it; a reaction nobody chose is left out. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await open(canvasElement);
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(
      wallMessages.reactedWith(
        wallMessages.reaction.applause,
        listOfNames(['Sipho Dlamini', 'Anika Botha']),
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Escape closes it; the focus goes back to the button. */
export const ClosesWithEscape: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: wallMessages.whoReacted }),
      ).toHaveFocus(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The names on their way. */
export const Loading: Story = {
  args: { reactors: undefined },
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    await expect(list.getByText(formatMessageById('message.loading'))).toBeVisible();
  },
};

/** Loading them failed: the words say so. */
export const LoadFailed: Story = {
  args: { reactors: undefined },
  // The words are read when the story renders, so they are in the language the pass shows.
  render: (args) => <WhoReacted {...args} error={wallMessages.reactorsFailed} />,
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    await expect(list.getByRole('alert')).toHaveTextContent(wallMessages.reactorsFailed);
  },
};

/** No reactions on the card: no button. */
export const NoReactions: Story = {
  parameters: { visual: false },
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone (390 px): the list fits. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
