import {
  BasketLine,
  Button,
  MemberPicker,
  OtpStep,
  type AwardPickerSlot,
  type CurrencyInfo,
  type MemberListItem,
  type MemberQuery,
  type PointsRate,
  type SelectedMember,
} from '@plaudit/ui';
import { useState } from 'react';

const countries = [{ countryCode: 'ZA', country: 'South Africa' }];
const divisions = [
  { divisionCode: 'HB1', division: 'Harbour Quay', countryCode: 'ZA' },
  { divisionCode: 'HB2', division: 'Harbour Hill', countryCode: 'ZA' },
];
const staff: MemberListItem[] = [
  {
    memberId: '1',
    memberNumber: '0820000001',
    firstname: 'Ayesha',
    surname: 'Khan',
    division: 'Harbour Quay',
    isManager: false,
  },
  {
    memberId: '2',
    memberNumber: '0820000002',
    firstname: 'Ben',
    surname: 'Mokoena',
    division: 'Harbour Quay',
    isManager: true,
  },
];
/** The shop's currency and how many points one rand costs. */
const rand: CurrencyInfo & PointsRate = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isTruncateCents: false,
  isCurrencySymbolSuffix: false,
  currencyRateMoney: '1',
};
/** The member picker, fed from a fixed list here; a real portal loads it from the api. */
function Picker({ isOpen, onClose, selected, onSelectedChange }: AwardPickerSlot) {
  const [query, setQuery] = useState<MemberQuery | null>(null);
  const results =
    query === null
      ? undefined
      : staff.filter((m) =>
          `${m.firstname} ${m.surname}`.toLowerCase().includes(query.search.toLowerCase()),
        );
  return (
    <MemberPicker
      isOpen={isOpen}
      onClose={onClose}
      countries={countries}
      divisions={divisions}
      defaultCountryCode="ZA"
      defaultDivisionCode="HB1"
      onQueryChange={setQuery}
      results={results}
      selected={selected}
      onSelectedChange={onSelectedChange}
    />
  );
}

/** Components on fixed data, no api: a modal member picker, a basket line and the pin step. */
export function Showcase() {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [chosen, setChosen] = useState<SelectedMember[]>([]);
  return (
    <section style={{ display: 'grid', gap: '2rem', padding: '1rem', maxWidth: '48rem' }}>
      <div>
        <h2>Member picker</h2>
        <Button onPress={() => setPickerOpen(true)}>Choose colleagues</Button>
        <p>{chosen.length} chosen</p>
        <Picker
          isOpen={pickerOpen}
          onClose={() => setPickerOpen(false)}
          selected={chosen}
          onSelectedChange={setChosen}
        />
      </div>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        <BasketLine
          item={{
            shopBasketId: 1,
            imageFile: '/voucher.svg',
            description: 'Coffee voucher',
            brand: 'Quay Coffee',
            qty: 2,
            basketPrice: 5000,
            displayPrice: 5000,
            itemTotal: 10000,
            BasketItemStatus: '',
          }}
          currency={rand}
        />
      </ul>
      <OtpStep cellNum="082 000 0003" onSubmit={() => undefined} onResend={() => undefined} />
    </section>
  );
}
