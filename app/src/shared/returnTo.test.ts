import { describe, expect, it } from 'vitest';
import { returnPathOf, returnTo } from './returnTo';

describe('the page a forced login returns to', () => {
  it('returns to the page the guard turned the member away from, with its query', () => {
    expect(returnPathOf(returnTo({ pathname: '/statement', search: '?x=1' }))).toBe(
      '/statement?x=1',
    );
  });

  it('goes Home after a plain login, and never off the portal or back to login or logout', () => {
    for (const state of [
      undefined,
      null,
      'text',
      { from: 42 },
      { from: 'https://elsewhere.example/' },
      { from: '//elsewhere.example/' },
      { from: '/hello' },
      { from: '/logout' },
    ]) {
      expect(returnPathOf(state)).toBe('/');
    }
  });
});
