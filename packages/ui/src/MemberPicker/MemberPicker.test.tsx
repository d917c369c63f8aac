import { messages, type MemberListItem, type SelectedMember } from '@plaudit/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberPicker, type MemberPickerProps } from './MemberPicker.tsx';

const countries = [
  { countryCode: 'ZA', country: 'South Africa' },
  { countryCode: 'NA', country: 'Namibia' },
];
const divisions = [
  { divisionCode: 'ZA-CPT-01', division: 'Sea Point Pet Pantry', countryCode: 'ZA' },
  { divisionCode: 'ZA-CPT-02', division: 'Constantia Vet Clinic', countryCode: 'ZA' },
  { divisionCode: 'NA-WDH-01', division: 'Windhoek Pet Centre', countryCode: 'NA' },
];
const member = (
  memberId: string,
  firstname: string,
  surname: string,
  division = 'Sea Point Pet Pantry',
): MemberListItem => ({
  memberId,
  memberNumber: `08${memberId}`,
  firstname,
  surname,
  division,
  isManager: false,
});
const seaPoint = [
  member('1101', 'Sipho', 'Dlamini'),
  member('1102', 'Lerato', 'Nkosi'),
  member('0.52003', 'Johan', 'Botha'),
];

type Overrides = Partial<MemberPickerProps> & { initial?: SelectedMember[] };

/** The picker with its selection held like a caller would, and spies on what it reports. */
function renderPicker({ initial = [], ...overrides }: Overrides = {}) {
  const onQueryChange = vi.fn();
  const onSelectedChange = vi.fn();
  const onClose = vi.fn();
  function Harness() {
    const [selected, setSelected] = useState<SelectedMember[]>(initial);
    return (
      <MemberPicker
        isOpen
        onClose={onClose}
        countries={countries}
        divisions={divisions}
        defaultCountryCode="ZA"
        defaultDivisionCode="ZA-CPT-01"
        onQueryChange={onQueryChange}
        results={seaPoint}
        selected={selected}
        onSelectedChange={(next) => {
          onSelectedChange(next);
          setSelected(next);
        }}
        {...overrides}
      />
    );
  }
  render(<Harness />);
  return { onQueryChange, onSelectedChange, onClose };
}

const chosenRows = () =>
  within(screen.getByRole('region', { name: 'Selected' }))
    .queryAllByRole('listitem')
    .map((row) => row.firstChild?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('MemberPicker', () => {
  it("opens on the member's own cluster and division and asks for that store's members", () => {
    const { onQueryChange } = renderPicker();
    const dialog = screen.getByRole('dialog', { name: 'Select Recipients' });
    expect(within(dialog).getByRole('button', { name: /Country/ })).toHaveTextContent(
      'South Africa',
    );
    expect(within(dialog).getByRole('button', { name: /Division/ })).toHaveTextContent(
      'Sea Point Pet Pantry',
    );
    expect(within(dialog).getByRole('searchbox', { name: 'Search by name' })).toHaveAttribute(
      'maxlength',
      '20',
    );
    // What is typed as it opens goes into the search.
    expect(within(dialog).getByRole('searchbox', { name: 'Search by name' })).toHaveFocus();
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith({ divisionCode: 'ZA-CPT-01', search: '' });
    expect(within(dialog).getByText(messages.noneSelected)).toBeInTheDocument();
  });

  it('reports a search in the chosen store at once', async () => {
    const { onQueryChange } = renderPicker();
    await userEvent.type(screen.getByRole('searchbox'), 'Si');
    expect(onQueryChange).toHaveBeenLastCalledWith({ divisionCode: 'ZA-CPT-01', search: 'Si' });
    expect(onQueryChange).toHaveBeenCalledTimes(3);
  });

  it('waits 800 ms of quiet before reporting a name search in every division', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onQueryChange } = renderPicker({ defaultDivisionCode: '', results: undefined });
    expect(onQueryChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: /Division/ })).toHaveTextContent('All divisions');
    const search = screen.getByRole('searchbox');
    for (const text of ['S', 'Si', 'Sip']) {
      fireEvent.change(search, { target: { value: text } });
      act(() => vi.advanceTimersByTime(500));
    }
    // 500 ms after each letter: nothing yet; 800 ms after the last one, the search.
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(299));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onQueryChange).toHaveBeenCalledTimes(2);
    expect(onQueryChange).toHaveBeenLastCalledWith({ divisionCode: '', search: 'Sip' });
  });

  it('adds a member from the results by keyboard, and says who is unregistered', async () => {
    const { onSelectedChange } = renderPicker();
    const list = screen.getByRole('listbox', { name: 'Members' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Entire division: Sea Point Pet Pantry',
      'Sipho DlaminiSea Point Pet Pantry',
      'Lerato NkosiSea Point Pet Pantry',
      'Johan BothaSea Point Pet Pantry · not registered',
    ]);
    expect(options[3]?.className).toMatch(/unregistered/);
    act(() => options[1]?.focus());
    await userEvent.keyboard(' ');
    expect(onSelectedChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ memberId: '1101', isEntireDivision: false }),
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosenRows()).toEqual([
      'Sipho Dlamini (Sea Point Pet Pantry)',
      'Lerato Nkosi (Sea Point Pet Pantry)',
    ]);
    expect(screen.getByRole('option', { name: 'Sipho Dlamini' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.unregisteredMember('Johan Botha'));
    expect(onSelectedChange).toHaveBeenCalledTimes(2);
  });

  it.each([
    {
      state: 'a whole store where only individuals may be chosen',
      overrides: {},
      press: 'Entire division: Sea Point Pet Pantry',
      refusal: messages.cannotAddStore('Sea Point Pet Pantry'),
    },
    {
      state: 'the same member twice',
      overrides: { initial: [] },
      before: 'Sipho Dlamini',
      press: 'Sipho Dlamini',
      refusal: messages.memberAlreadyAdded('Sipho Dlamini'),
    },
    {
      state: 'a second member in single-select mode',
      overrides: { singleSelect: true },
      before: 'Sipho Dlamini',
      press: 'Lerato Nkosi',
      refusal: messages.singleSelectOnly('Lerato Nkosi'),
    },
    {
      state: 'the same whole store twice',
      overrides: { allowWholeDivision: true },
      before: 'Entire division: Sea Point Pet Pantry',
      press: 'Entire division: Sea Point Pet Pantry',
      refusal: messages.divisionAlreadyAdded('Sea Point Pet Pantry'),
    },
    {
      state: 'a member whose whole store is chosen',
      overrides: { allowWholeDivision: true },
      before: 'Entire division: Sea Point Pet Pantry',
      press: 'Lerato Nkosi',
      refusal: messages.memberDivisionAdded('Lerato Nkosi', 'Sea Point Pet Pantry'),
    },
    {
      state: 'a whole store with some of its members chosen',
      overrides: { allowWholeDivision: true },
      before: 'Lerato Nkosi',
      press: 'Entire division: Sea Point Pet Pantry',
      refusal: messages.divisionHasIndividuals('Sea Point Pet Pantry'),
    },
  ])('refuses $state with the rule text', async ({ overrides, before, press, refusal }) => {
    const { onSelectedChange } = renderPicker(overrides);
    if (before) await userEvent.click(screen.getByRole('option', { name: before }));
    const calls = onSelectedChange.mock.calls.length;
    await userEvent.click(screen.getByRole('option', { name: press }));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(onSelectedChange).toHaveBeenCalledTimes(calls);
  });

  it('adds a whole store where allowed, and removes chosen rows', async () => {
    const { onSelectedChange } = renderPicker({ allowWholeDivision: true });
    await userEvent.click(
      screen.getByRole('option', { name: 'Entire division: Sea Point Pet Pantry' }),
    );
    expect(chosenRows()).toEqual(['Entire division: Sea Point Pet Pantry']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Entire division: Sea Point Pet Pantry' }),
    );
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText(messages.noneSelected)).toHaveFocus();
  });

  it("shows 'Loading...' in place of the results", () => {
    renderPicker({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent(messages.loading);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists nothing but the whole store when a store has no members', () => {
    renderPicker({ results: [] });
    expect(screen.getByText(messages.noMembersFound)).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('shows a failure to list members as an alert', () => {
    renderPicker({ errorMessage: 'Error retrieving member data' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error retrieving member data');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('changing the cluster lists its divisions and chooses none', async () => {
    const { onQueryChange } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Namibia' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: /Division/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All divisions',
      'Windhoek Pet Centre',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Windhoek Pet Centre' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ divisionCode: 'NA-WDH-01', search: '' });
  });

  it('closes with Escape from the results, keeping the selection', async () => {
    const { onClose, onSelectedChange } = renderPicker();
    await userEvent.click(screen.getByRole('option', { name: 'Sipho Dlamini' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelectedChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks at once when Enter is pressed in the search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onQueryChange } = renderPicker({ defaultDivisionCode: '', results: undefined });
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'Lerato' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onQueryChange).toHaveBeenLastCalledWith({ divisionCode: '', search: 'Lerato' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onQueryChange).toHaveBeenCalledTimes(2);
  });

  it('closes with Done, not with a press outside', async () => {
    const { onClose } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when a list is cut at its limit, how many it shows of how many, and how to reach the rest', async () => {
    renderPicker({ total: 3006 });
    const list = screen.getByRole('listbox', { name: 'Members' });
    expect(list).toHaveAccessibleDescription('Showing 3 of 3,006 — search by name');
    await userEvent.type(screen.getByRole('searchbox'), 'bo');
    expect(screen.getByText('Showing 3 of 3,006 — type more of the name')).toBeVisible();
  });

  it('says nothing more when the list holds every member', () => {
    renderPicker({ total: seaPoint.length });
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Members' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
