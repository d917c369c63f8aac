import {
  AwardForm,
  BasketLine,
  Brand,
  Button,
  MemberPicker,
  OtpStep,
  StatementTable,
  type AwardPickerSlot,
  type AwardSubmission,
  type CurrencyInfo,
  type MemberListItem,
  type MemberQuery,
  type PointsRate,
  type SelectedMember,
  type SiteConfig,
} from '@plaudit/ui';
import { useState } from 'react';

const site: SiteConfig = {
  brandName: 'Harbour Rewards',
  pointsName: 'Anchors',
  awardPointsName: 'Ropes',
  clientPhone: '0800 111 222',
};
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
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

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

export function App() {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [chosen, setChosen] = useState<SelectedMember[]>([]);
  const [sent, setSent] = useState<AwardSubmission | null>(null);
  return (
    <Brand brand="harbour" site={site}>
      <main style={{ display: 'grid', gap: '2rem', padding: '1rem', maxWidth: '48rem' }}>
        <section>
          <h2>Member picker</h2>
          <Button onPress={() => setPickerOpen(true)}>Choose colleagues</Button>
          <p>{chosen.length} chosen</p>
          <Picker
            isOpen={pickerOpen}
            onClose={() => setPickerOpen(false)}
            selected={chosen}
            onSelectedChange={setChosen}
          />
        </section>
        <AwardForm
          type="thankyou"
          title="Shout Out"
          renderPicker={(slot) => <Picker {...slot} />}
          onSubmit={setSent}
        />
        {sent && <p role="status">Sent: {sent.reason}</p>}
        <StatementTable
          label="Anchors Statement"
          rows={[
            {
              transDate: new Date('2026-11-20T09:30:00Z'),
              transDescription: 'Shout Out from Ben',
              pointsValue: 0,
            },
            {
              transDate: new Date('2026-11-02T12:00:00Z'),
              transDescription: 'Recognised: Client Focus',
              pointsValue: 250,
            },
          ]}
          timeZone={timeZone}
        />
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
      </main>
    </Brand>
  );
}
