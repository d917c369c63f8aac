import { handlerGroups } from '@plaudit/api/mocks';
import { portalAt } from '@plaudit/app/testing';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

export interface PortalProps {
  /** The address the portal opens at. */
  path: string;
  /** A bearer token already stored: the demo member who logged in before. */
  token?: string;
}

/** The routed portal at an address, with a fresh store and session storage for every render. */
export function Portal({ path, token }: PortalProps) {
  const [portal] = useState(() => portalAt({ path, ...(token ? { token } : {}) }));
  return portal.element;
}

/** The demo members' tokens as the mock login hands them out. */
export const tokens = {
  admin: 'mock-token-0820000001',
  manager: 'mock-token-0820000002',
  noEmail: 'mock-token-0820000003',
} as const;

/**
 * msw handlers for a screen story: the demo server's answers (bearer token required where the real
 * server requires it), with `overrides` answering first.
 */
export function mswParameters(...overrides: HttpHandler[]) {
  return { msw: { handlers: { overrides, ...handlerGroups({ requireAuth: true }) } } };
}

/** The page body: dialogs and popovers render outside the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Screens load lazily: find things with a longer wait than the default second. */
export const slow = { timeout: 8000 };

/** Waits until a dialog with this name is open and returns it. */
export async function findDialog(canvasElement: HTMLElement, name: string | RegExp) {
  const dialog = await page(canvasElement).findByRole('alertdialog', { name }, slow);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
