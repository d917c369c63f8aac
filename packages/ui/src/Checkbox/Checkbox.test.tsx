import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../testing/render.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is described by its error, and by the hint its caller names as well', () => {
    renderInBrand(
      <>
        <p id="hint">You can stop at any time.</p>
        <Checkbox name="agree" aria-describedby="hint" errorMessage="Tick the box to agree.">
          I agree
        </Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('You can stop at any time. Tick the box to agree.');
  });

  it('keeps the caller’s hint when there is no error', () => {
    renderInBrand(
      <>
        <p id="hint">You can stop at any time.</p>
        <Checkbox name="agree" aria-describedby="hint">
          I agree
        </Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeValid();
    expect(box).toHaveAccessibleDescription('You can stop at any time.');
  });
});
