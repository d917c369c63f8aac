import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render.tsx';
import type { FeedComment } from '../wall/types.ts';
import { CommentList } from './CommentList.tsx';

const now = new Date('2026-11-29T12:00:00Z');
const person = (memberId: string, name: string) => ({ memberId, name, division: 'Sea Point' });
const comments: FeedComment[] = [
  {
    id: 'c1',
    author: person('1', 'Pieter Nel'),
    text: 'See https://example.com <b>now</b>',
    createdAt: new Date('2026-11-29T10:00:00Z'),
    mine: false,
  },
  {
    id: 'c2',
    author: person('2', 'Ayesha Khan'),
    text: 'Well deserved!',
    createdAt: new Date('2026-11-29T11:59:30Z'),
    mine: true,
  },
  {
    id: 'c3',
    author: person('3', 'Troll'),
    text: 'Hidden words',
    createdAt: new Date('2026-11-20T11:00:00Z'),
    mine: false,
    hidden: true,
  },
];

describe('CommentList', () => {
  it('lists comments as plain text with their author and time, leaving hidden ones out', () => {
    renderInBrand(<CommentList comments={comments} timeZone="UTC" now={now} />);
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pieter Nel2 hours agoSee https://example.com <b>now</b>');
    expect(items[1]).toHaveTextContent('just now');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Hidden words')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Delete on the member’s own comment only', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<CommentList comments={comments} timeZone="UTC" now={now} onDelete={onDelete} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete the comment of Ayesha Khan' }));
    expect(onDelete).toHaveBeenCalledWith('c2');
  });

  it('lets an administrator hide a comment with a reason', async () => {
    const onHide = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<CommentList comments={comments} timeZone="UTC" now={now} onHide={onHide} />);
    await user.click(screen.getByRole('button', { name: 'Hide the comment of Pieter Nel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hide this comment' });
    const hide = within(dialog).getByRole('button', { name: 'Hide' });
    expect(hide).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Spam link ');
    await user.click(hide);
    expect(onHide).toHaveBeenCalledWith('c1', 'Spam link');
  });

  it('shows loading, none, and a failure', () => {
    const { rerender } = renderInBrand(<CommentList comments={undefined} timeZone="UTC" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<CommentList comments={[comments[2] as FeedComment]} timeZone="UTC" />);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    rerender(<CommentList comments={undefined} timeZone="UTC" error="Could not load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
  });
});
