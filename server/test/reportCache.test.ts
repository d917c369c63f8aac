import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ReportCache, withCompression } from '../src/reports/reportCache.ts';

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
    expect((await cache.get('k', 'v1', c.build('one'))).bytes.toString()).toBe('one');
    expect((await cache.get('k', 'v1', c.build('other'))).bytes.toString()).toBe('one');
    expect(c.builds).toBe(1);
    expect((await cache.get('k', 'v2', c.build('two'))).bytes.toString()).toBe('two');
    expect(c.builds).toBe(2);
  });

  it('builds once for callers asking at the same time', async () => {
    const cache = new ReportCache({ maxBytes: 1024 });
    const c = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('k', 'v', c.build('x'))),
    );
    expect(answers.map((a) => a.bytes.toString())).toEqual(['x', 'x', 'x', 'x', 'x']);
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
    expect((await cache.get('k', 'v', c.build('second'))).bytes.toString()).toBe('first');
    await new Promise((done) => setTimeout(done, 0));
    expect(c.builds).toBe(2);
    expect((await cache.get('k', 'v', c.build('third'))).bytes.toString()).toBe('second');
    now = 20_000;
    expect((await cache.get('k', 'v', c.build('fourth'))).bytes.toString()).toBe('fourth');
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

describe('a kept answer compressed', () => {
  it('is compressed once per encoding the client accepts, and sent plain to one that accepts none', async () => {
    const cache = new ReportCache({ maxBytes: 1 << 20 });
    const text = JSON.stringify({ report: Array.from({ length: 500 }, (_, i) => ['Row', i]) });
    const answer = await cache.get('k', 'v', () => Promise.resolve(text));
    expect((await withCompression(answer, undefined)).copies).toEqual({});
    const br = await withCompression(answer, 'gzip, deflate, br');
    expect(brotliDecompressSync(br.copies.br ?? Buffer.alloc(0)).toString()).toBe(text);
    const again = await withCompression(answer, 'br');
    expect(again.copies.br).toBe(br.copies.br);
    const gz = await withCompression(answer, 'gzip');
    expect(gunzipSync(gz.copies.gzip ?? Buffer.alloc(0)).toString()).toBe(text);
  });

  it('keeps the compressed copies when a rebuild finds the answer unchanged', async () => {
    let now = 0;
    const cache = new ReportCache({ maxBytes: 1 << 20, maxAgeMs: 5_000, now: () => now });
    const text = 'x'.repeat(5000);
    const first = await withCompression(
      await cache.get('k', 'v', () => Promise.resolve(text)),
      'br',
    );
    now = 10_000;
    const rebuilt = await cache.get('k', 'v', () => Promise.resolve(text));
    expect(rebuilt.copies.br).toBe(first.copies.br);
    now = 20_000;
    const changed = await cache.get('k', 'v', () => Promise.resolve(`${text}y`));
    expect(changed.copies).toEqual({});
  });

  it('keeps an old answer another while its deep fingerprint is unchanged, and builds it when that changes', async () => {
    let now = 0;
    let names = 'n1';
    const cache = new ReportCache({
      maxBytes: 1024,
      maxAgeMs: 5_000,
      refreshAfterMs: 3_000,
      now: () => now,
    });
    const c = counter();
    const deep = () => Promise.resolve(names);
    const settle = () => new Promise((done) => setTimeout(done, 0));
    await cache.get('k', 'v', c.build('first'), deep);
    now = 3_500;
    await cache.get('k', 'v', c.build('unused'), deep);
    await settle();
    expect(c.builds).toBe(1);
    // Checked at 3.5 s: still the kept answer at 7 s, past the 5 s it had when built.
    now = 7_000;
    expect((await cache.get('k', 'v', c.build('unused'), deep)).bytes.toString()).toBe('first');
    await settle();
    expect(c.builds).toBe(1);
    names = 'n2';
    now = 10_000;
    await cache.get('k', 'v', c.build('renamed'), deep);
    await settle();
    expect(c.builds).toBe(2);
    expect((await cache.get('k', 'v', c.build('unused'), deep)).bytes.toString()).toBe('renamed');
  });
});
