import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the picture where there is one, else the initials in its place', () => {
    const { container, rerender } = render(<Avatar name="Sipho Dlamini" url="/p/1" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<Avatar name="Sipho Dlamini" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('SD');
    // Decoration beside the name in a list; named where it stands for the member (a card).
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Avatar name="Sipho Dlamini" size="large" isLabelled />);
    expect(screen.getByRole('img', { name: 'Sipho Dlamini' })).toHaveTextContent('SD');
  });
});
