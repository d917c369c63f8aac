import { render, screen } from '@testing-library/react';
import { Brand } from '@plaudit/ui';
import { describe, expect, it } from 'vitest';
import AccessDenied from './AccessDenied';

const site = {
  brandName: 'Acme Rewards',
  pointsName: 'Acme Points',
  awardPointsName: 'Acme Credits',
  clientPhone: '000',
};

describe('AccessDenied', () => {
  it("says why and the way home in the brand's words", () => {
    render(
      <Brand
        brand="petfood"
        site={site}
        content={{
          catalogues: {
            en: {
              'pageNotFound.home': 'Start page',
              'flow.adminOnlyPage': 'Operators only.',
              'flow.adminOnlyHint': 'Ask your programme team.',
            },
          },
        }}
      >
        <AccessDenied feature="sendToAll" />
      </Brand>,
    );
    expect(screen.getByRole('heading', { name: 'Operators only.' })).toBeInTheDocument();
    expect(screen.getByText('Ask your programme team.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start page' })).toHaveAttribute('href', '/');
  });

  it("names a manager's screen with the spec's words by default", () => {
    render(
      <Brand brand="petfood" site={site}>
        <AccessDenied feature="recognise" />
      </Brand>,
    );
    expect(
      screen.getByRole('heading', { name: 'Only a manager may access this module.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
