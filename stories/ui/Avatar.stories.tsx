import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, RecentRecognitionList } from '@plaudit/ui';
import { expect, within } from 'storybook/test';
import { pictureUrl } from '../support/fixtures.ts';

/** The one avatar of Home, the wall, Get to Know and the profile: a picture, or the member's initials. */
const meta = {
  title: 'Account/Avatar',
  component: Avatar,
  args: { name: 'Sipho Dlamini' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a name in a list: the picture, or the initials in the same circle, both decoration there. */
export const Small: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Avatar {...args} url={pictureUrl} />
      <Avatar {...args} />
      <Avatar name="Priya" />
      <Avatar name="Émile van der Merwe" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SD')).toBeVisible();
    await expect(canvas.getByText('P')).toBeVisible();
    await expect(canvas.getByText('ÉM')).toBeVisible();
    // Their names are beside them in a list: none is read out.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** A card's or the profile's picture: the initials large, named by the member. */
export const Large: Story = {
  parameters: { visual: true },
  args: { size: 'large', isLabelled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Sipho Dlamini' }),
    ).toHaveTextContent('SD');
  },
};

/** The wall (Recent Recognition): pictures and initials side by side, one shape. */
export const OnTheWall: Story = {
  parameters: { visual: true },
  render: () => (
    <RecentRecognitionList
      rows={[
        { picId: 'p1', memberName: 'Sipho Dlamini', division: 'Paws & Claws Sandton' },
        { picId: '', memberName: 'Anika Botha', division: 'Kloof Vet Clinic' },
      ]}
      pictureUrl={() => pictureUrl}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AB')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};
