import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMessageById } from '@plaudit/domain';
import { RecognitionCard, RecognitionWall, uiWord, wallMessages, type FeedItem } from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { argsWhenRendered } from '../support/languageArgs.tsx';
import {
  anniversary,
  lastMonth,
  privateThanks,
  recognition,
  shoutOut,
  wallNow,
} from '../support/wall.ts';

const renderItem = (item: FeedItem) => (
  <RecognitionCard item={item} timeZone="Africa/Johannesburg" now={wallNow} onReact={fn()} />
);

const meta = {
  title: 'Wall/RecognitionWall',
  component: RecognitionWall,
  args: {
    items: [privateThanks, recognition, shoutOut],
    renderItem,
    filter: { kind: 'everyone' },
    onFilterChange: fn(),
    values: ['Client Focus', 'Team Work', 'Innovation'],
    hasMore: true,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof RecognitionWall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest cards, the filter, and 'Load more' under them. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wall = canvas.getByRole('region', { name: wallMessages.wall });
    await expect(within(wall).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: wallMessages.filterBy.everyone })).toBeChecked();
  },
};

/** The keyboard reaches 'Load more' after the cards; the filter reports a choice. */
export const KeyboardLoadMoreAndFilter: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: wallMessages.loadMore });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('radio', { name: wallMessages.filterBy.me }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ kind: 'me' });
    await userEvent.click(canvas.getByRole('radio', { name: wallMessages.filterBy.value }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      kind: 'value',
      value: 'Client Focus',
    });
  },
};

/** 'Load more' by keyboard: the next page comes under the cards and the focus moves to its first card. */
export const LoadMoreMovesFocus: Story = {
  parameters: { visual: false },
  render: function Paged(args) {
    const [items, setItems] = useState<FeedItem[]>([recognition, shoutOut]);
    return (
      <RecognitionWall
        {...args}
        items={items}
        hasMore={items.length < 4}
        onLoadMore={() => setItems((was) => [...was, lastMonth, anniversary])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: wallMessages.loadMore }).focus();
    await userEvent.keyboard('{Enter}');
    const wall = canvas.getByRole('region', { name: wallMessages.wall });
    await waitFor(() => expect(within(wall).getAllByRole('article')).toHaveLength(4));
    const third = within(wall).getAllByRole('article')[2]?.closest('li');
    await expect(third).toHaveFocus();
    await expect(
      canvas.queryByRole('button', { name: wallMessages.loadMore }),
    ).not.toBeInTheDocument();
  },
};

/** The next page on its way: 'Load more' waits, the cards stay. */
export const LoadingMore: Story = {
  args: { isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: wallMessages.loadMore }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** By value: the value chosen beside the filter. */
export const ByValue: Story = {
  args: { filter: { kind: 'value', value: 'Innovation' }, items: [lastMonth], hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: wallMessages.filterBy.value })).toBeChecked();
    await expect(
      canvas.queryByRole('button', { name: wallMessages.loadMore }),
    ).not.toBeInTheDocument();
  },
};

/** The first page loading. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

/** Nothing matches the filter. */
export const Empty: Story = {
  args: { items: [], filter: { kind: 'store' }, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(wallMessages.empty)).toBeVisible();
  },
};

/** Loading failed: the words and 'Try again'. */
export const LoadFailed: Story = {
  args: { items: undefined, onRetry: fn() },
  ...argsWhenRendered(() => ({ error: wallMessages.loadFailed })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(wallMessages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone (390 px): the filter wraps, the cards fit. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: { items: [anniversary, recognition], filter: { kind: 'value', value: 'Client Focus' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
