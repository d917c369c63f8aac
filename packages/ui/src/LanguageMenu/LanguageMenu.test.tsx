import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from '../Header/index.ts';
import { testSite } from '../testing/render.tsx';
import { Brand } from '../theme/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

beforeAll(() => registerShippedCatalogues());

/** The portal's way: the page is drawn anew in the language chosen (Brand redraws everything). */
function Portal({
  children,
}: {
  children: (language: string, choose: (l: string) => void) => ReactNode;
}) {
  const [language, setLanguage] = useState('en');
  return (
    <Brand brand="petfood" site={testSite} language={language}>
      {children(language, setLanguage)}
    </Brand>
  );
}

describe('LanguageMenu', () => {
  it('names each language in itself, marked as written in it, and the one shown as chosen', () => {
    render(
      <Brand brand="petfood" site={testSite}>
        <LanguageMenu value="af" onChange={() => undefined} />
      </Brand>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const choices = screen.getAllByRole('radio');
    expect(choices.map((c) => c.textContent)).toEqual([
      'English',
      'Afrikaans',
      'isiZulu',
      'isiXhosa',
    ]);
    expect(choices.map((c) => c.getAttribute('lang'))).toEqual(['en', 'af', 'zu', 'xh']);
    expect(screen.getByRole('radio', { name: 'Afrikaans' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(group).toContainElement(choices[0] ?? null);
  });

  it('is named in the language shown', () => {
    render(
      <Brand brand="petfood" site={testSite} language="zu">
        <LanguageMenu value="zu" onChange={() => undefined} />
      </Brand>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Ulimi' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'isiZulu' })).toBeChecked();
  });

  it('chooses by keyboard: Tab to the group, arrows to a language, Enter; the focus stays on it in the new language', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <Portal>
        {(language, choose) => (
          <LanguageMenu
            value={language}
            onChange={(l) => {
              chosen(l);
              choose(l);
            }}
          />
        )}
      </Portal>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'isiZulu' })).toHaveFocus();
    // The arrows move the focus only: nothing is chosen (nor saved) until Enter or Space.
    expect(chosen).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('zu');
    await act(() => Promise.resolve());
    expect(screen.getByRole('radiogroup', { name: 'Ulimi' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'isiZulu' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'isiZulu' })).toHaveFocus();
  });

  it('chooses by pointer, and choosing the language shown again changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Brand brand="petfood" site={testSite}>
        <LanguageMenu value="en" onChange={onChange} />
      </Brand>,
    );
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'isiXhosa' }));
    expect(onChange).toHaveBeenCalledWith('xh');
  });

  it('offers the languages given, a brand’s added one named as the brand names it', () => {
    render(
      <Brand brand="petfood" site={testSite}>
        <LanguageMenu
          value="en"
          languages={['en', 'ng']}
          names={{ en: 'English', ng: 'Oshindonga' }}
          onChange={() => undefined}
        />
      </Brand>,
    );
    expect(screen.getAllByRole('radio').map((c) => c.textContent)).toEqual([
      'English',
      'Oshindonga',
    ]);
  });
});

describe('Header with the language menu', () => {
  const member = { firstname: 'Thandi', awardsPointsAvailable: 12500, isAdminReports: false };

  it('offers a member the languages at the end of the menu', async () => {
    const user = userEvent.setup();
    const onLanguageChange = vi.fn();
    render(
      <Brand brand="petfood" site={testSite}>
        <Header member={member} language="en" onLanguageChange={onLanguageChange} />
      </Brand>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('radiogroup', { name: 'Language' }));
    await user.click(screen.getByRole('radio', { name: 'Afrikaans' }));
    expect(onLanguageChange).toHaveBeenCalledWith('af');
  });

  it('has no language menu for a visitor, nor without onLanguageChange', () => {
    const { rerender } = render(
      <Brand brand="petfood" site={testSite}>
        <Header member={null} language="en" onLanguageChange={() => undefined} />
      </Brand>,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    rerender(
      <Brand brand="petfood" site={testSite}>
        <Header member={member} />
      </Brand>,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
