import { describe, expect, it } from 'vitest';
import { splitPoints } from './statements';

describe('splitPoints', () => {
  it('puts negative points in Debit, keeping the sign', () => {
    expect(splitPoints(-250)).toEqual({ debit: -250, credit: null });
  });

  it('puts zero or positive points in Credit', () => {
    expect(splitPoints(0)).toEqual({ debit: null, credit: 0 });
    expect(Object.is(splitPoints(-0).credit, 0)).toBe(true);
    expect(splitPoints(500)).toEqual({ debit: null, credit: 500 });
  });
});
