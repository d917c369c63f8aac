import { describe, expect, it } from 'vitest';
import { ReportCache } from '../src/reports/reportCache.ts';

const counter = () => {
  let builds = 0;
  return {
    build: (text: string) => async () => {
      builds += 1;
      await Promise.resolve();
      return text;
    },
    get builds() {
      return builds;
    },
  };
};

describe('the report cache', () => {
  it('sends a kept answer while its fingerprint holds, and builds again when it changes', async () => {
    const cache = new ReportCache({ maxBytes: 1024 });
    const c = counter();
    expect((await cache.get('k', 'v1', c.build('one'))).toString()).toBe('one');
    expect((await cache.get('k', 'v1', c.build('other'))).toString()).toBe('one');
    expect(c.builds).toBe(1);
    expect((await cache.get('k', 'v2', c.build('two'))).toString()).toBe('two');
    expect(c.builds).toBe(2);
  });

  it('builds once for callers asking at the same time', async () => {
    const cache = new ReportCache({ maxBytes: 1024 });
    const c = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('k', 'v', c.build('x'))),
    );
    expect(answers.map(String)).toEqual(['x', 'x', 'x', 'x', 'x']);
    expect(c.builds).toBe(1);
  });

  it('builds an answer past its maximum age again, and refreshes an old one in the background', async () => {
    let now = 0;
    const cache = new ReportCache({
      maxBytes: 1024,
      maxAgeMs: 5_000,
      refreshAfterMs: 3_000,
      now: () => now,
    });
    const c = counter();
    await cache.get('k', 'v', c.build('first'));
    now = 3_500;
    // Still the kept answer, while a fresh one is built behind it.
    expect((await cache.get('k', 'v', c.build('second'))).toString()).toBe('first');
    await Promise.resolve();
    await Promise.resolve();
    expect(c.builds).toBe(2);
    expect((await cache.get('k', 'v', c.build('third'))).toString()).toBe('second');
    now = 20_000;
    expect((await cache.get('k', 'v', c.build('fourth'))).toString()).toBe('fourth');
  });

  it('keeps no more than its bytes, dropping the least recently used', async () => {
    const cache = new ReportCache({ maxBytes: 40 });
    const c = counter();
    await cache.get('a', 'v', c.build('aaaaaaaaaa'));
    await cache.get('b', 'v', c.build('bbbbbbbbbb'));
    await cache.get('a', 'v', c.build('unused'));
    await cache.get('c', 'v', c.build('cccccccccc'));
    await cache.get('d', 'v', c.build('dddddddddd'));
    expect(c.builds).toBe(4);
    // Four 10-byte answers fill the 40 bytes; a fifth pushes out 'b', the least recently used.
    await cache.get('e', 'v', c.build('eeeeeeeeee'));
    await cache.get('a', 'v', c.build('again'));
    await cache.get('b', 'v', c.build('bbbbbbbbbb'));
    expect(c.builds).toBe(6);
  });
});
