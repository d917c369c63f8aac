import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand } from '../testing/render.tsx';
import { CommentBox, commentIssue } from './CommentBox.tsx';

describe('commentIssue', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['Well done!', undefined],
    ['x'.repeat(10), undefined],
    ['x'.repeat(11), 'tooLong'],
  ])('%j at most 10 characters: %s', (text, issue) => {
    expect(commentIssue(text, 10)).toBe(issue);
  });
});

describe('CommentBox', () => {
  it('counts the characters left, and over the limit says so and refuses to post', async () => {
    const onComment = vi.fn(() => Promise.resolve({ ok: true as const }));
    const user = userEvent.setup();
    renderInBrand(<CommentBox onComment={onComment} maxLength={10} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await user.type(box, 'Brilliant');
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    await user.type(box, '!!!');
    expect(screen.getByText('2 characters too many')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A comment may be at most 10 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onComment).not.toHaveBeenCalled();
  });

  it('says an empty comment cannot be posted', async () => {
    const onComment = vi.fn(() => Promise.resolve({ ok: true as const }));
    const user = userEvent.setup();
    renderInBrand(<CommentBox onComment={onComment} />);
    expect(screen.queryByText('Write a comment first.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Write a comment first.')).toBeInTheDocument();
    expect(onComment).not.toHaveBeenCalled();
  });

  it('waits while the comment is on its way, then empties; a refusal keeps the text', async () => {
    const first = later();
    const second = later();
    const onComment = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const user = userEvent.setup();
    renderInBrand(<CommentBox onComment={onComment} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Well done <script>');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onComment).toHaveBeenCalledWith('Well done <script>');
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAttribute('aria-disabled', 'true');
    first.settle({ ok: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your comment was not posted. Please try again.',
    );
    expect(box).toHaveValue('Well done <script>');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    second.settle({ ok: true });
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
