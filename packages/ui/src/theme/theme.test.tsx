import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { defaultBudgetName, translatorFor } from '@plaudit/domain';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { compileMessages } from '@plaudit/domain/compile';
import { describe, expect, it } from 'vitest';
import { AwardForm } from '../AwardForm/index.ts';
import { BasketLine } from '../BasketLine/index.ts';
import { CheckoutSummary } from '../CheckoutSummary/index.ts';
import { Footer } from '../Footer/index.ts';
import { Header } from '../Header/index.ts';
import { RecentRecognitionList } from '../Home/index.ts';
import { LoginForm } from '../LoginForm/index.ts';
import { MemberPicker } from '../MemberPicker/index.ts';
import { Modal } from '../Modal/index.ts';
import { NominationReview } from '../NominationReview/index.ts';
import { OrderCard } from '../OrderCard/index.ts';
import { OtpStep } from '../OtpStep/index.ts';
import { ProfileForm } from '../Profile/index.ts';
import { StatementTable } from '../StatementTable/index.ts';
import { Brand, themeProperties, themeTokens, useBrandContent, type BrandTheme } from './index.ts';
import { phraseMessages } from './phrases.ts';

registerShippedCatalogues();

const site = {
  brandName: 'Acme Rewards',
  pointsName: 'Acme Points',
  awardPointsName: 'Acme Credits',
  clientPhone: '000',
};
const shippedCss = readFileSync(path.join(import.meta.dirname, 'brands.scss'), 'utf8');
const houseBlock = /:where\(\[data-brand\]\) \{([^}]*)\}/.exec(shippedCss)?.[1] ?? '';

describe('the theme contract', () => {
  it.each(Object.entries(themeTokens))(
    'the shipped CSS gives %s its house default',
    (token, { default: value }) => {
      expect(houseBlock).toContain(`${token}: ${value};`);
    },
  );

  it('the shipped CSS has no house default that the contract does not name', () => {
    const declared = [...houseBlock.matchAll(/(--pl-[a-z0-9-]+):/g)].map((m) => m[1]);
    expect(declared.sort()).toEqual(Object.keys(themeTokens).sort());
  });

  it('the README table lists every token', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    for (const token of Object.keys(themeTokens)) expect(readme).toContain(`\`${token}\``);
  });

  it('a theme object sets only the properties it names', () => {
    const theme: BrandTheme = {
      name: 'acme',
      colors: { primary: '#123456', controlBorder: '#654321' },
      radii: { large: '2px' },
      space: ['1px', '2px', '3px', '4px', '5px', '6px'],
      logo: 'https://example.test/logo.svg',
      logoSize: { width: '8rem' },
    };
    expect(themeProperties(theme)).toEqual({
      '--pl-color-primary': '#123456',
      '--pl-color-control-border': '#654321',
      '--pl-radius-lg': '2px',
      '--pl-space-1': '1px',
      '--pl-space-2': '2px',
      '--pl-space-3': '3px',
      '--pl-space-4': '4px',
      '--pl-space-5': '5px',
      '--pl-space-6': '6px',
      '--pl-logo': 'url("https://example.test/logo.svg")',
      '--pl-logo-width': '8rem',
    });
  });
});

describe('Brand', () => {
  it('writes the brand and its theme object on a modal, which renders outside the brand element', () => {
    const { container } = render(
      <Brand brand={{ name: 'acme', colors: { primary: '#123456' } }} site={site}>
        <Modal title="Terms" isOpen onClose={() => undefined}>
          text
        </Modal>
      </Brand>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(container.contains(dialog)).toBe(false);
    const overlay = dialog.closest('[data-brand]');
    expect(overlay).toHaveAttribute('data-brand', 'acme');
    expect((overlay as HTMLElement).style.getPropertyValue('--pl-color-primary')).toBe('#123456');
  });

  it('a brand named for the app CSS is written as it is', () => {
    const { container } = render(<Brand brand="acme" site={site} />);
    expect(container.firstElementChild).toHaveAttribute('data-brand', 'acme');
  });
});

describe('content by brand', () => {
  const rows = [
    {
      transDate: new Date(Date.UTC(2026, 10, 21, 12, 3)),
      transDescription: 'Award',
      pointsValue: 12500,
    },
  ];

  it('formats as the spec does in English', () => {
    render(
      <Brand brand="petfood" site={site}>
        <StatementTable label="Points Statement" rows={rows} timeZone="UTC" />
      </Brand>,
    );
    expect(screen.getAllByText('12,500')).toHaveLength(2);
    expect(screen.getByText('21 Nov 2026 12:03')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Debit' })).toBeInTheDocument();
  });

  it("formats by the language's locale, with the brand's labels", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        language="de"
        content={{
          catalogues: { en: { 'statement.debit': 'Soll', 'statement.balance': 'Saldo' } },
        }}
      >
        <StatementTable label="Punkte" rows={rows} timeZone="UTC" />
      </Brand>,
    );
    expect(screen.getAllByText('12.500')).toHaveLength(2);
    expect(screen.getByText('21. Nov. 2026, 12:03')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Soll' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Saldo' })).toBeInTheDocument();
  });

  it("names a basket line's controls and the pin step's buttons in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        language="en-ZA"
        content={{
          catalogues: {
            // A message with arguments goes to the browser precompiled (it carries no ICU parser).
            en: compileMessages({
              'basket.oneMore': 'Add another {product}',
              'basket.delete': 'Remove',
              'otp.submit': 'Verify',
              'otp.resend': 'Resend PIN',
            }),
          },
        }}
      >
        <ul>
          <BasketLine
            item={{
              shopBasketId: 1,
              imageFile: '',
              description: 'Coffee voucher',
              brand: 'Bean',
              qty: 1,
              basketPrice: 123456,
              displayPrice: 123456,
              itemTotal: 123456,
              BasketItemStatus: '',
            }}
            currency={{
              currencySymbol: 'R',
              currencyDecimalPlaces: 2,
              isTruncateCents: false,
              isCurrencySymbolSuffix: false,
              currencyRateMoney: '1',
            }}
          />
        </ul>
        <OtpStep onSubmit={() => undefined} onResend={() => undefined} />
      </Brand>,
    );
    expect(screen.getByRole('button', { name: 'Add another Coffee voucher' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete Coffee voucher from basket' }),
    ).toHaveTextContent('Remove');
    // en-ZA groups with a space and marks decimals with a comma (the normaliser reads its no-break space as one).
    expect(screen.getByText(/^at 1\s235 Acme Points · R1\s234,56$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend PIN' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'One-time pin' })).toBeInTheDocument();
  });

  it("names the award form's fields and the member picker's in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: compileMessages({
              'form.recipients': 'Who',
              'form.value': 'Because',
              'form.pointsValue': 'How many {pointsName}',
              'form.sendBy': 'Tell them by',
              'form.sms': 'Text message',
              'form.submit': 'Send',
              'picker.title': 'Pick colleagues',
              'picker.done': 'Finished',
              'picker.country': 'Land',
              'picker.search': 'Find a name',
              'picker.members': 'Staff',
              'picker.selected': 'Chosen',
              'picker.selectedCount': 'Chosen: {count}',
            }),
          },
        }}
      >
        <AwardForm
          type="reward"
          title="Recognise"
          renderPicker={({ isOpen, onClose, selected, onSelectedChange }) => (
            <MemberPicker
              isOpen={isOpen}
              onClose={onClose}
              countries={[{ countryCode: 'ZA', country: 'South Africa' }]}
              divisions={[{ divisionCode: 'D1', division: 'Quay', countryCode: 'ZA' }]}
              defaultCountryCode="ZA"
              defaultDivisionCode="D1"
              onQueryChange={() => undefined}
              results={[]}
              selected={selected}
              onSelectedChange={onSelectedChange}
            />
          )}
          onSubmit={() => undefined}
        />
      </Brand>,
    );
    expect(screen.getByRole('group', { name: 'Who' })).toBeInTheDocument();
    expect(screen.getByText('Because')).toBeInTheDocument();
    // A Recognise is paid from the manager's budget, which the form names.
    expect(screen.getByText(`How many ${defaultBudgetName}`)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Tell them by' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text message' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Select/Change Recipient' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick colleagues' });
    expect(within(dialog).getByRole('button', { name: 'Finished' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Chosen: 0' })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Find a name' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Chosen' })).toBeInTheDocument();
    expect(within(dialog).getByText('Land')).toBeInTheDocument();
    // What the brand left out keeps the spec's words.
    expect(within(dialog).getByText('Division')).toBeInTheDocument();
    expect(within(dialog).getByText('No members found.')).toBeInTheDocument();
  });
});

describe('the ui words and messages by brand', () => {
  const currency = {
    currencySymbol: 'R',
    currencyDecimalPlaces: 2,
    isTruncateCents: false,
    isCurrencySymbolSuffix: false,
    currencyRateMoney: '1',
  };

  it("labels the login form in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: { en: { 'word.Mobile number': 'Cell number', 'word.Log in': 'Sign in' } },
        }}
      >
        <LoginForm onSubmit={() => undefined} />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cell number' })).toBeInTheDocument();
    // What the brand left out keeps the spec's words.
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it("names the header's menu and the logo in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: {
              'word.My Rewards': 'Rewards',
              'word.Log Out': 'Sign out',
              'word.My Basket': 'Cart',
              ...compileMessages({ 'phrase.logoHome': '{brandName}: start' }),
            },
          },
        }}
      >
        <Header member={{ firstname: 'Ann', awardsPointsAvailable: 10, isAdminReports: false }} />
      </Brand>,
    );
    expect(screen.getByRole('link', { name: 'Acme Rewards: start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How it Works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders', hidden: true })).toBeInTheDocument();
  });

  it("words the profile form and the domain's messages as the brand does", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: {
              'word.Surname': 'Family name',
              'word.Save': 'Keep changes',
              'message.failureUpload': 'Upload failed.',
              'flow.pictureAccepted': 'Only photos, please.',
            },
          },
        }}
      >
        <ProfileForm
          member={{
            firstname: 'Ann',
            surname: 'Lee',
            email: 'ann@example.test',
            memberNumber: '0820000001',
            cellNum: '0820000001',
            postAddr2: '',
            picId: '',
            awardsPointsAvailable: 0,
            awardsPointsAvailable1: 0,
            awardsPointsAvailableMng: 0,
            isManager: false,
            isAdminReports: false,
            clusterCode: 'ZA',
            divisionCode: 'D1',
            siteTemplate: '',
            dOBdd: '',
            dOBmm: '',
            interest1: '',
            interestOtherDesc: '',
            otherInfo: '',
          }}
          pictureState="failed"
          onSubmit={() => undefined}
          onCancel={() => undefined}
          onPictureChosen={() => undefined}
        />
      </Brand>,
    );
    expect(screen.getByRole('textbox', { name: 'Family name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep changes' })).toBeInTheDocument();
    expect(screen.getByText('Upload failed.')).toBeInTheDocument();
    expect(screen.getByText('Only photos, please.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("totals the checkout in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: compileMessages({
              'word.Place order': 'Buy now',
              'word.Total due': 'To pay',
              'phrase.pointsAvailable': 'Your {pointsName}',
              'shop.inPoints': '{points} ({pointsName})',
            }),
          },
        }}
      >
        <CheckoutSummary
          summary={{
            totalBasketQty: 1,
            totalBasketPrice: 1000,
            isVoucherOk: false,
            grandTotal: 1000,
            vfyTotal: 1000,
            cellNum: '0820000001',
            voucherAmtDesc: '',
            shopVoucherDiscountTotal: 0,
          }}
          currency={currency}
          deliveryType="Z"
          pointsAvailable={50}
          promoCode=""
        />
      </Brand>,
    );
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.getByText('To pay')).toBeInTheDocument();
    expect(screen.getByText('Your Acme Points')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    expect(
      screen.getByText('Your voucher codes will be sent by SMS to your mobile number, 0820000001.'),
    ).toBeInTheDocument();
  });

  it('words the console’s sentences as the brand does (the nominations waiting for a review)', () => {
    const review = (content?: Parameters<typeof Brand>[0]['content']) => (
      <Brand brand="petfood" site={site} content={content}>
        <NominationReview
          nominations={[]}
          status="waiting"
          onStatusChange={() => undefined}
          waiting={1200}
          page={1}
          pageCount={1}
          onPageChange={() => undefined}
          onReview={() => Promise.resolve({ ok: true, message: '' })}
          timeZone="UTC"
        />
      </Brand>
    );
    const { unmount } = render(review());
    expect(screen.getByRole('status')).toHaveTextContent('1,200 nominations wait for a review.');
    unmount();
    render(
      review({
        catalogues: {
          en: compileMessages({ 'phrase.nominationsWaiting': 'To review: {formatted}' }),
        },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('To review: 1,200');
  });

  it('words the footer, an order and an empty list as the brand does', () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: compileMessages({
              'word.Contact Us': 'Help',
              'word.Total due': 'Paid',
              'phrase.order': 'Order no. {orderNum}',
              'message.noResults': 'Nobody yet',
            }),
          },
        }}
      >
        <Footer
          isLoggedIn
          year={2026}
          onOpenDocument={() => undefined}
          onCookieSettings={() => undefined}
        />
        <OrderCard
          order={{
            memberOrderId: 1,
            orderNum: '10023',
            orderDate: new Date(Date.UTC(2026, 10, 21, 12, 3)),
            orderStatusDesc: 'Complete',
            orderStatusId: '30',
            totalGrandTotal: 5000,
            totalDiscount: 0,
            VoucherCode: '',
            totalDue: 5000,
            itemCount: 1,
            orderDetails: [],
          }}
          currency={currency}
          timeZone="UTC"
        />
        <RecentRecognitionList rows={[]} pictureUrl={() => ''} />
      </Brand>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order no. 10023' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Sub total (1 item)')).toBeInTheDocument();
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Recognition' })).toBeInTheDocument();
  });
});

describe('the content in a language, with a brand’s words by language', () => {
  function Welcome() {
    const { phrases, picker } = useBrandContent();
    return (
      <>
        <h1>{phrases.welcome('Ann')}</h1>
        <p>{picker.title}</p>
      </>
    );
  }
  // A brand that words Home's welcome its own way in Afrikaans only.
  const content = {
    catalogues: { af: compileMessages({ 'phrase.welcome': 'Goeie dag, {firstname}' }) },
  };

  it('an Afrikaans overlay changes the Afrikaans text, and English keeps the default', () => {
    const { unmount } = render(
      <Brand brand="petfood" site={site} content={content} language="af">
        <Welcome />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Goeie dag, Ann' })).toBeInTheDocument();
    // What the brand left out reads in Afrikaans from the shipped catalogue.
    expect(screen.getByText('Kies ontvangers')).toBeInTheDocument();
    unmount();
    render(
      <Brand brand="petfood" site={site} content={content} language="en">
        <Welcome />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(screen.getByText('Select Recipients')).toBeInTheDocument();
  });

  it('the content’s texts are read when used, never copied when the module loads', () => {
    expect(translatorFor('xh').format('phrase.welcome', { firstname: 'Ann' })).toBe(
      'Wamkelekile, Ann',
    );
    const { rerender } = render(
      <Brand brand="petfood" site={site} language="xh">
        <Welcome />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Wamkelekile, Ann' })).toBeInTheDocument();
    expect(phraseMessages.subTotal(3)).toBe('Isixa esingaphantsi (izinto ezi-3)');
    rerender(
      <Brand brand="petfood" site={site} language="en">
        <Welcome />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(phraseMessages.subTotal(1)).toBe('Sub total (1 item)');
  });
});
