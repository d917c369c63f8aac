import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';

/**
 * A chart's series must be told apart from each other, not only from the page: each series colour is
 * 3:1 or more against the series beside it (stacked segments and side-by-side bars touch) and against the
 * surface and background it is drawn on (WCAG 1.4.11), in the house theme and every shipped brand.
 */
const css = readFileSync(path.join(import.meta.dirname, 'brands.scss'), 'utf8');
const blockOf = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
};
const house = blockOf(':where([data-brand])');
const valueIn = (block: string, token: string) =>
  new RegExp(`${token}: (#[0-9a-f]{6});`, 'i').exec(block)?.[1];
/** A token's value in a brand: its own, or the house default it keeps. */
const tokenOf = (block: string, token: string) => valueIn(block, token) ?? valueIn(house, token);

const themes = {
  house,
  petfood: blockOf("[data-brand='petfood']"),
  vetcare: blockOf("[data-brand='vetcare']"),
};

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5563', '#0b5563')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe.each(Object.entries(themes))('the chart colours of %s', (_name, block) => {
  const series = [1, 2, 3, 4, 5, 6].map((i) => tokenOf(block, `--pl-color-chart-${i}`) ?? '');

  it('are all given, and all different', () => {
    expect(block).not.toBe('');
    for (const colour of series) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(series).size).toBe(6);
  });

  it.each([1, 2, 3, 4, 5])('series %i and the one after it differ by 3:1 or more', (i) => {
    const [a = '', b = ''] = [series[i - 1], series[i]];
    expect(contrastRatio(a, b), `${a} beside ${b}`).toBeGreaterThanOrEqual(3);
  });

  it.each(['--pl-color-surface', '--pl-color-bg'])('each stands 3:1 or more against %s', (page) => {
    const ground = tokenOf(block, page) ?? '';
    for (const colour of series)
      expect(contrastRatio(colour, ground), `${colour} on ${ground}`).toBeGreaterThanOrEqual(3);
  });
});
