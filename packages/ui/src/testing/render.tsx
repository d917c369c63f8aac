import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { SubmitOutcome } from '../forms/index.ts';
import { Brand } from '../theme/index.ts';

/** The petfood brand's site configuration, as the package's tests render it. */
export const testSite = {
  brandName: 'Pawprint Rewards',
  pointsName: 'Paw Points',
  awardPointsName: 'Kibble Credits',
  clientPhone: '0800 729 768',
};

function InBrand({ children }: { children: ReactNode }) {
  return (
    <Brand brand="petfood" site={testSite}>
      {children}
    </Brand>
  );
}

/** Renders a component in the petfood brand, as every ui component must be (tests of this package). */
export function renderInBrand(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: InBrand });
}

/** A submit's outcome that arrives when the test settles it: the pending state can be seen meanwhile. */
export function later<Done extends object = object>() {
  let settle: (outcome: SubmitOutcome<Done>) => void = () => undefined;
  const promise = new Promise<SubmitOutcome<Done>>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}
