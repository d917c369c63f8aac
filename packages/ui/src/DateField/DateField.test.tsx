import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSite } from '../testing/render.tsx';
import { Brand } from '../theme/index.ts';
import { DateField } from './DateField.tsx';

beforeAll(() => registerShippedCatalogues());

function Field({ language, start = '' }: { language: string; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <Brand brand="petfood" site={testSite} language={language}>
      <DateField label="From" value={value} onChange={setValue} />
      <output>{value === '' ? 'none' : value}</output>
    </Brand>
  );
}

/** The kinds of the field's segments, in the order they are shown. */
const order = () =>
  screen
    .getAllByRole('spinbutton')
    .map((s) => s.getAttribute('data-type') ?? s.getAttribute('aria-label'));

describe('DateField', () => {
  it('orders its segments by the language shown, not the browser: year first in en-ZA, day first in en-NA', () => {
    const { unmount } = render(<Field language="en" start="2026-11-29" />);
    expect(order()).toEqual(['year', 'month', 'day']);
    unmount();
    // Oshindonga formats by en-NA.
    render(<Field language="ng" start="2026-11-29" />);
    expect(order()).toEqual(['day', 'month', 'year']);
  });

  it('gives the day typed as yyyy-mm-dd, and nothing once it is cleared', async () => {
    const user = userEvent.setup();
    render(<Field language="zu" />);
    expect(screen.getByRole('group', { name: 'From' })).toBeVisible();
    await user.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('20261203');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-03');
    await user.keyboard('{Backspace>12/}');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('marks itself invalid with its message', () => {
    render(
      <Brand brand="petfood" site={testSite}>
        <DateField
          label="To"
          value="2026-11-01"
          onChange={() => undefined}
          errorMessage="Too early"
        />
      </Brand>,
    );
    expect(screen.getByText('Too early')).toBeVisible();
    for (const segment of screen.getAllByRole('spinbutton'))
      expect(segment).toHaveAttribute('aria-invalid', 'true');
  });
});
