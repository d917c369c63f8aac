import { render, screen } from '@testing-library/react';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginForm } from '../LoginForm/index.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { Brand } from './index.ts';

const site = {
  brandName: 'Acme Rewards',
  pointsName: 'Acme Points',
  awardPointsName: 'Acme Credits',
  clientPhone: '0800 729 768',
};

beforeAll(() => registerShippedCatalogues());

describe('the ui in the member’s language', () => {
  it('shows the login form in isiZulu', () => {
    render(
      <Brand brand="petfood" site={site} language="zu">
        <LoginForm onSubmit={() => undefined} />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Ngena' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ngena' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Inombolo kamakhalekhukhwini' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ukhohlwe iphasiwedi?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bhalisa' })).toBeInTheDocument();
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();
  });

  it('words a phone-only product in Afrikaans, with the number as its link', () => {
    render(
      <Brand brand="petfood" site={site} language="af">
        <ProductCard
          product={{
            productId: 1,
            imageFile: 'coffee.png',
            description: 'Coffee voucher',
            brand: 'Bean',
            model: '',
            fAB: '',
            displayPrice: 8500,
            priceDescription: '',
            noBasket: 'N',
          }}
          currency={{
            currencySymbol: 'R',
            currencyDecimalPlaces: 2,
            isTruncateCents: false,
            isCurrencySymbolSuffix: false,
            currencyRateMoney: '1',
          }}
        />
      </Brand>,
    );
    const link = screen.getByRole('link', { name: '0800 729 768' });
    expect(link.parentElement).toHaveTextContent(
      'Om hierdie produk te bestel, bel asseblief 0800 729 768.',
    );
  });
});
