import { defaultHandlers } from '@plaudit/api/mocks';
import { setupWorker } from 'msw/browser';

export async function startMocks(): Promise<void> {
  // requireAuth: a member call without `Authorization: Bearer …` answers 401, as the real server does.
  await setupWorker(...defaultHandlers({ requireAuth: true })).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
