import type { Meta, StoryObj } from '@storybook/react-vite';
import { recognitionMessages, formatMessageById } from '@plaudit/domain';
import { GetToKnowCard, GetToKnowList, type GetToKnowCardData, uiWord } from '@plaudit/ui';
import { expect, within } from 'storybook/test';
import { pictureUrl } from '../support/fixtures.ts';

const johan: GetToKnowCardData = {
  memberId: '1103',
  picId: 'pic-johan',
  memberName: 'Johan Botha',
  division: 'Sea Point Pet Pantry',
  interest1: 'Birding',
  interestOtherDesc: 'Rings birds on the Berg River every second weekend.',
  otherInfo: 'Has three rescue greyhounds.',
};

const meta = {
  title: 'Recognition/Get to Know',
  component: GetToKnowCard,
  args: { card: johan, pictureUrl: () => pictureUrl },
} satisfies Meta<typeof GetToKnowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiWord('Get to Know') }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Johan Botha' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Johan Botha' })).toBeVisible();
    await expect(canvas.getByText('Sea Point Pet Pantry')).toBeVisible();
    await expect(canvas.getByText('Birding')).toBeVisible();
    await expect(canvas.getByText(johan.interestOtherDesc)).toBeVisible();
    await expect(canvas.getByText(johan.otherInfo)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: formatMessageById('award.thankyou') }),
    ).toHaveAttribute('href', '/reward/1103');
  },
};

export const NoAnswers: Story = {
  args: { card: { ...johan, interest1: '', interestOtherDesc: '', otherInfo: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Johan Botha ${recognitionMessages.noAnswers}`)).toBeVisible();
    await expect(canvas.queryByText(uiWord('Interests'))).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: formatMessageById('award.thankyou') }),
    ).toBeVisible();
  },
};

export const NoPicture: Story = {
  args: { card: { ...johan, picId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The one avatar of Home and the wall: their initials where there is no picture.
    await expect(canvas.getByRole('img', { name: 'Johan Botha' })).toHaveTextContent('JB');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Johan Botha' })).toBeVisible();
  },
};

/** An id of someone not on the programme or not registered: a plain empty state, not an error. */
export const NobodyToShow: Story = {
  args: { card: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(recognitionMessages.getToKnowEmpty)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: formatMessageById('award.thankyou') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: uiWord('Home') })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  args: { card: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

/** Home's get-to-know items: each colleague links to their card. */
export const HomeList: Story = {
  render: () => (
    <GetToKnowList
      items={[
        { ...johan },
        {
          memberId: '1110',
          picId: null,
          memberName: 'Priya Naidoo',
          division: 'Randburg Veterinary Practice',
          interest1: 'Salsa',
        },
      ]}
      pictureUrl={() => pictureUrl}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: uiWord('Get to Know') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Johan Botha' })).toHaveAttribute(
      'href',
      '/gettoknow/1103',
    );
    await expect(canvas.getByRole('link', { name: 'Priya Naidoo' })).toHaveAttribute(
      'href',
      '/gettoknow/1110',
    );
  },
};
