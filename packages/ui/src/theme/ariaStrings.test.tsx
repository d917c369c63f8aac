import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateField } from '../DateField/index.ts';
import { Modal } from '../Modal/index.ts';
import { testSite } from '../testing/render.tsx';
import { Brand, loadAriaStrings } from './index.ts';

beforeAll(() => registerShippedCatalogues());

const stringsKey = Symbol.for('react-aria.i18n.strings');
const pageStrings = () => (window as unknown as Record<symbol, unknown>)[stringsKey];

function Screen({ language }: { language: string }) {
  return (
    <Brand brand="petfood" site={testSite} language={language}>
      <DateField label="Date of birth" value="" onChange={() => undefined} />
      <DateField label="Joined" value="2026-11-21" onChange={() => undefined} />
      <Modal title="Terms" isOpen onClose={() => undefined}>
        The terms.
      </Modal>
    </Brand>
  );
}

/** What a screen reader hears of React Aria's own texts on the screen above. */
function ariaTexts() {
  const [empty] = screen.getAllByRole('spinbutton', { name: /Date of birth/, hidden: true });
  const joined = screen
    .getAllByRole('spinbutton', { name: /Joined/, hidden: true })[0]
    ?.closest('[role=group]');
  const description = document.getElementById(joined?.getAttribute('aria-describedby') ?? '');
  return {
    empty: empty?.getAttribute('aria-valuetext'),
    selected: description?.textContent,
    dismiss: screen
      .getAllByRole('button', { hidden: true })
      .map((b) => b.getAttribute('aria-label')),
  };
}

// React Aria reads the page's strings once and keeps its dictionaries for the page's life: these tests
// pin that refilling the objects it was given changes its words, so an upgrade that stops reading them
// (or copies them) fails here. They run in order, in one page.
describe("React Aria's own texts in the language shown", () => {
  it('leaves React Aria alone in English until another language is shown', async () => {
    await loadAriaStrings('en');
    const { unmount } = render(<Screen language="en" />);
    expect(pageStrings()).toBeUndefined();
    expect(ariaTexts()).toMatchObject({ empty: 'Empty', dismiss: ['Dismiss'] });
    unmount();
  });

  it('speaks isiZulu, then Afrikaans after a switch, then English again', async () => {
    await loadAriaStrings('zu');
    const { rerender } = render(<Screen language="zu" />);
    expect(pageStrings()).toBeDefined();
    expect(ariaTexts()).toEqual({
      empty: 'Akukho lutho',
      selected: expect.stringMatching(/^Usuku olukhethiwe: .*2026$/),
      dismiss: ['Vala lokhu'],
    });

    const given = pageStrings();
    rerender(<Screen language="af" />);
    expect(pageStrings()).toBe(given);
    expect(ariaTexts()).toEqual({
      empty: 'Leeg',
      selected: expect.stringMatching(/^Gekose datum: .*2026$/),
      dismiss: ['Maak toe'],
    });

    rerender(<Screen language="en" />);
    expect(ariaTexts()).toEqual({
      empty: 'Empty',
      selected: expect.stringMatching(/^Selected Date: .*2026$/),
      dismiss: ['Dismiss'],
    });
  });

  it('keeps React Aria’s English for every string we do not translate, and a language without ours', () => {
    const strings = pageStrings() as Record<string, Record<string, unknown>>;
    expect(strings['@react-aria/searchfield']).toEqual({ 'Clear search': 'Clear search' });
    expect(strings['react-aria-components']).toMatchObject({ selectPlaceholder: 'Select an item' });
    render(<Screen language="ng" />);
    expect(ariaTexts()).toMatchObject({ empty: 'Empty', dismiss: ['Dismiss'] });
  });
});
