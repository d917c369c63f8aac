import { describe, expect, it } from 'vitest';
import { awardRefusals } from './messages';
import {
  checkRecipientsRequired,
  initialsOf,
  defaultAwardRecipientCaps,
  isRegistered,
  parseRecipients,
  recipientLabel,
  refuseAwardRecipients,
  refuseRecipientCount,
  selectRecipient,
  toWireRecipients,
  type MemberListItem,
  type RecipientOptions,
  type SelectedMember,
} from './recipients';

const member = (memberId: string, firstname: string, division = 'Paws North'): MemberListItem => ({
  memberId,
  memberNumber: `2782${memberId}`,
  firstname,
  surname: 'Lee',
  division,
  isManager: false,
});

const ann = member('101', 'Ann');
const bob = member('102', 'Bob');
const cat = member('201', 'Cat', 'Vet South');
const multi: RecipientOptions = { allowWholeDivision: true, singleSelect: false };
const picker: RecipientOptions = { allowWholeDivision: false, singleSelect: false };
const single: RecipientOptions = { allowWholeDivision: true, singleSelect: true };

const addDivision = { type: 'addDivision', divisionCode: 'PN', division: 'Paws North' } as const;

const run = (
  actions: Parameters<typeof selectRecipient>[1][],
  options: RecipientOptions,
): { selected: SelectedMember[]; refusal?: string } => {
  let result: { selected: SelectedMember[]; refusal?: string } = { selected: [] };
  for (const action of actions) result = selectRecipient(result.selected, action, options);
  return result;
};

describe('selectRecipient', () => {
  it('adds individuals and whole divisions', () => {
    const { selected, refusal } = run(
      [
        { type: 'addMember', member: ann },
        { type: 'addDivision', divisionCode: 'VS', division: 'Vet South' },
      ],
      multi,
    );
    expect(refusal).toBeUndefined();
    expect(selected).toEqual([
      {
        memberId: '101',
        firstname: 'Ann',
        surname: 'Lee',
        division: 'Paws North',
        isEntireDivision: false,
        entireDivisionCode: '',
      },
      {
        memberId: 'div:VS',
        firstname: '',
        surname: '',
        division: 'Vet South',
        isEntireDivision: true,
        entireDivisionCode: 'VS',
      },
    ]);
  });

  it('refuses a whole store where only individuals may be picked', () => {
    const result = run([addDivision], picker);
    expect(result).toEqual({
      selected: [],
      refusal: 'Cannot add Paws North. Only individuals can be selected',
    });
  });

  it('refuses a duplicate whole store', () => {
    const result = run([addDivision, addDivision], multi);
    expect(result.refusal).toBe('Entire division Paws North has already been added');
    expect(result.selected).toHaveLength(1);
  });

  it('refuses a duplicate individual', () => {
    const result = run(
      [
        { type: 'addMember', member: ann },
        { type: 'addMember', member: ann },
      ],
      picker,
    );
    expect(result.refusal).toBe('Ann Lee has already been added.');
    expect(result.selected).toHaveLength(1);
  });

  it('refuses a whole store after some of its individuals', () => {
    const result = run([{ type: 'addMember', member: ann }, addDivision], multi);
    expect(result.refusal).toBe(
      'Cannot add entire division Paws North. Individuals of Paws North have already been added',
    );
    expect(result.selected.map((row) => row.memberId)).toEqual(['101']);
  });

  it('refuses an individual after their whole store', () => {
    const result = run([addDivision, { type: 'addMember', member: bob }], multi);
    expect(result.refusal).toBe(
      'Cannot add Bob Lee. Entire division Paws North has already been added',
    );
    expect(result.selected.map((row) => row.memberId)).toEqual(['div:PN']);
  });

  it('refuses a second member or store in single-select mode', () => {
    expect(
      run(
        [
          { type: 'addMember', member: ann },
          { type: 'addMember', member: cat },
        ],
        single,
      ).refusal,
    ).toBe('Cannot add Cat Lee. Only one recipient can be selected');
    expect(run([{ type: 'addMember', member: cat }, addDivision], single).refusal).toBe(
      'Cannot add Entire division: Paws North. Only one recipient can be selected',
    );
    expect(run([{ type: 'addMember', member: ann }], single).selected).toHaveLength(1);
  });

  it("refuses unregistered members (memberId starting '0.')", () => {
    const result = run([{ type: 'addMember', member: member('0.123', 'Dan') }], multi);
    expect(result).toEqual({
      selected: [],
      refusal: 'Cannot add Dan Lee. This member has not registered yet',
    });
  });

  it('removes a row by its key and clears everything', () => {
    const both = run([{ type: 'addMember', member: cat }, addDivision], multi).selected;
    expect(
      selectRecipient(both, { type: 'remove', key: 'div:PN' }, multi).selected.map(
        (r) => r.memberId,
      ),
    ).toEqual(['201']);
    expect(
      selectRecipient(both, { type: 'remove', key: '201' }, multi).selected.map((r) => r.memberId),
    ).toEqual(['div:PN']);
    expect(selectRecipient(both, { type: 'clear' }, multi)).toEqual({ selected: [] });
  });

  it('never changes the state it is given', () => {
    const before = run([{ type: 'addMember', member: ann }], multi).selected;
    const copy = structuredClone(before);
    selectRecipient(before, { type: 'addMember', member: cat }, multi);
    expect(before).toEqual(copy);
  });
});

describe('recipient helpers', () => {
  const rows = run([{ type: 'addMember', member: cat }, addDivision], multi).selected;

  it('knows registered members by their id', () => {
    expect(isRegistered('101')).toBe(true);
    expect(isRegistered('0.55')).toBe(false);
  });

  it("labels individuals with name and division, whole stores as 'Entire division: {division}'", () => {
    expect(rows.map(recipientLabel)).toEqual([
      'Cat Lee (Vet South)',
      'Entire division: Paws North',
    ]);
  });

  it("builds the wire list of member ids, 'div:{code}' and 'all_shops:'", () => {
    expect(toWireRecipients(rows)).toEqual(['201', 'div:PN']);
    expect(toWireRecipients(rows, { allStores: true })).toEqual(['all_shops:']);
  });

  it("asks for a recipient unless Send To All's 'all stores' is chosen", () => {
    expect(checkRecipientsRequired([])).toEqual({
      title: 'Recipients required',
      message: 'Please select at least one recipient.',
    });
    expect(checkRecipientsRequired([], { allStores: true })).toBeUndefined();
    expect(checkRecipientsRequired(rows)).toBeUndefined();
  });
});

describe('parseRecipients', () => {
  it('reads member ids, divisions and every store, each once', () => {
    expect(parseRecipients([' 12 ', '0.13', '12', 'div:ZA-1', 'div:ZA-1', 'all_shops:'])).toEqual({
      ok: true,
      recipients: { memberIds: [12, 13], divisionCodes: ['ZA-1'], allShops: true },
    });
  });

  it('refuses anything else as an unknown recipient, ids beyond the column included', () => {
    for (const entry of ['robert', '0', '-1', '1.5', '2147483648', '0.', ''])
      expect(parseRecipients(['1', entry])).toEqual({
        ok: false,
        refusal: awardRefusals.unknownRecipient,
      });
  });
});

describe('refuseAwardRecipients', () => {
  const parsed = (wire: string[]) => {
    const result = parseRecipients(wire);
    if (!result.ok) throw new Error(result.refusal);
    return result.recipients;
  };
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it('takes whole divisions only in Recognise and Adhoc', () => {
    expect(refuseAwardRecipients('thankyou', parsed(['div:A']), defaultAwardRecipientCaps)).toBe(
      awardRefusals.individualsOnly('thankyou'),
    );
    expect(
      refuseAwardRecipients('payitforward', parsed(['div:A']), defaultAwardRecipientCaps),
    ).toBe(awardRefusals.individualsOnly('payitforward'));
    expect(
      refuseAwardRecipients('reward', parsed(['div:A']), defaultAwardRecipientCaps),
    ).toBeUndefined();
    expect(refuseAwardRecipients('adhoc', parsed(['all_shops:']), defaultAwardRecipientCaps)).toBe(
      awardRefusals.allShops,
    );
  });

  it('caps Shout Out and Pay It Forward at 20 colleagues, and names the cap', () => {
    expect(
      refuseAwardRecipients('thankyou', parsed(ids(20)), defaultAwardRecipientCaps),
    ).toBeUndefined();
    expect(refuseAwardRecipients('thankyou', parsed(ids(21)), defaultAwardRecipientCaps)).toBe(
      'A Shout Out can go to at most 20 colleagues at a time.',
    );
    expect(refuseRecipientCount('payitforward', 21, defaultAwardRecipientCaps)).toBe(
      awardRefusals.tooManyRecipients('payitforward', 20),
    );
    expect(refuseRecipientCount('reward', 500, defaultAwardRecipientCaps)).toBeUndefined();
    expect(refuseRecipientCount('reward', 3, { ...defaultAwardRecipientCaps, reward: 2 })).toBe(
      awardRefusals.tooManyRecipients('reward', 2),
    );
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words of a name', () => {
    expect(initialsOf('Thandi Nkosi')).toBe('TN');
    expect(initialsOf('  pieter van der merwe ')).toBe('PM');
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('Émile Ödegaard')).toBe('ÉÖ');
    expect(initialsOf('')).toBe('');
  });
});
