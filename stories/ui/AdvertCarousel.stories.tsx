import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { formatMessageById } from '@plaudit/domain';
import { AdvertCarousel, uiWord } from '@plaudit/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Shop/AdvertCarousel',
  component: AdvertCarousel,
  args: { adverts: fixtures.adverts.advertData, imageBase: '', interval: 300 },
} satisfies Meta<typeof AdvertCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slide's name, as the carousel says which it is in the language shown: '2 of 3'. */
const slideOf = (slide: number) => formatMessageById('phrase.slideOf', { slide, count: 3 });

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');

export const MovesOnByItself: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement)).toBe(slideOf(2)), { timeout: 3000 });
  },
};

export const PauseButton: Story = {
  args: { interval: 3700 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Pause adverts') }));
    await expect(canvas.getByRole('button', { name: uiWord('Play adverts') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Next advert') }));
    await expect(shown(canvasElement)).toBe(slideOf(2));
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Previous advert') }));
    await expect(shown(canvasElement)).toBe(slideOf(1));
  },
};

export const PausedWhileFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('link')[0]?.focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shown(canvasElement)).toBe(slideOf(1));
  },
};

export const Default: Story = {
  args: { interval: 3700 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: uiWord('Adverts') })).toBeVisible();
    // The advert's words are text: they name its link, and the picture behind them is decoration.
    await expect(
      canvas.getByRole('link', { name: /^Double points on pet-food vouchers/ }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

export const LoadingKeepsItsSpace: Story = {
  args: { adverts: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(frame).not.toBeNull();
    await expect((frame as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
