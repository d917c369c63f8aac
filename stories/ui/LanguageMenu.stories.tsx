import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Header, LanguageMenu, uiWord } from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a phone's width (390 px), whatever the size of the story frame. */
const phoneWidth: Decorator = (Story) => (
  <div data-phone-frame style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const choices = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('radio');

/** English shown: each language named in itself and marked as written in it. */
export const English: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(choices(canvasElement).map((c) => c.textContent)).toEqual([
      'English',
      'Afrikaans',
      'isiZulu',
      'isiXhosa',
    ]);
    await expect(choices(canvasElement).map((c) => c.getAttribute('lang'))).toEqual([
      'en',
      'af',
      'zu',
      'xh',
    ]);
    await expect(within(canvasElement).getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

/** isiXhosa shown: the longest names, and the one chosen marked by more than its colour. */
export const IsiXhosaChosen: Story = {
  args: { value: 'xh' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const chosen = within(canvasElement).getByRole('radio', { name: 'isiXhosa' });
    await expect(chosen).toBeChecked();
    await expect(getComputedStyle(chosen).fontWeight).toBe('700');
  },
};

/** Tab reaches the group, the arrows move between languages, Enter chooses; the arrows alone choose nothing. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('radio', { name: 'Afrikaans' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('af');
  },
};

export const ChooseByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'isiZulu' }));
    await expect(args.onChange).toHaveBeenCalledWith('zu');
  },
};

/** While a language's words are on their way: the choices wait. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const choice of choices(canvasElement)) await expect(choice).toBeDisabled();
  },
};

/** A brand that adds a language names it in itself too. */
export const BrandsLanguage: Story = {
  args: {
    languages: ['en', 'af', 'ng'],
    names: { en: 'English', af: 'Afrikaans', ng: 'Oshindonga' },
  },
  play: async ({ canvasElement }) => {
    await expect(choices(canvasElement).map((c) => c.textContent)).toEqual([
      'English',
      'Afrikaans',
      'Oshindonga',
    ]);
  },
};

/** Fits a phone: the row wraps rather than running off the screen. */
export const Phone: Story = {
  args: { value: 'zu' },
  decorators: [phoneWidth],
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

const member = { firstname: 'Thandi', awardsPointsAvailable: 12500, isAdminReports: false };

/** In a member's header, at the end of the menu; the story keeps the choice as the portal does. */
export const InTheHeader: Story = {
  render: function InTheHeader(args) {
    const [language, setLanguage] = useState(args.value);
    return (
      <Header
        member={member}
        language={language}
        onLanguageChange={(next) => {
          args.onChange(next);
          setLanguage(next);
        }}
      />
    );
  },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('radio', { name: 'Afrikaans' }));
    await expect(args.onChange).toHaveBeenCalledWith('af');
    await expect(within(nav).getByRole('radio', { name: 'Afrikaans' })).toBeChecked();
  },
};

/** In the folded header of a phone: behind the Menu button, with the rest of the menu. */
export const InThePhoneHeader: Story = {
  ...InTheHeader,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Menu') }));
    const group = await canvas.findByRole('radiogroup');
    await expect(group).toBeVisible();
    // The phone's frame (the decorator's box) scrolls nothing sideways.
    const frame = canvasElement.querySelector<HTMLElement>('[data-phone-frame]');
    if (!frame) throw new Error('The phone frame is missing');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
