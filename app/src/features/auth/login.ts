import { memberApi } from '@plaudit/api';
import type { LoginValues } from '@plaudit/ui';
import { loadApi } from '../../shared/api';
import type { AppDispatch } from '../../shared/state';

/**
 * The login call, loaded by Hello on submit (or once the member starts typing) with the api it goes
 * through: the screen shows without RTK Query and the contract's code.
 */
export async function logIn(
  store: Parameters<typeof loadApi>[0],
  dispatch: AppDispatch,
  values: LoginValues,
) {
  await loadApi(store);
  const request = dispatch(memberApi.endpoints.login.initiate(values));
  const result = await request;
  request.reset();
  return result;
}

export type LoginResult = Awaited<ReturnType<typeof logIn>>;
