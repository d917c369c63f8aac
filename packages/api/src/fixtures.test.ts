import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { contract, type CallName } from './contract';
import { contentKeys } from './entities';
import * as fx from './mocks/fixtures';

const roundTrip = (name: CallName, value: unknown) => {
  const schema = contract[name].response as z.ZodMiniType;
  const wire: unknown = JSON.parse(JSON.stringify(z.encode(schema, value)));
  return schema.safeParse(wire);
};

describe('fixtures', () => {
  it.each(Object.keys(fx.fixtures) as CallName[])(
    '%s: the fixture travels and decodes back unchanged',
    (name) => {
      const decoded = roundTrip(name, fx.fixtures[name]);
      expect(decoded.error?.issues ?? []).toEqual([]);
      expect(decoded.data).toEqual(fx.fixtures[name]);
    },
  );

  it.each(
    Object.entries(fx.variants).flatMap(([name, vs]) =>
      Object.entries(vs).map(([variant, value]) => [name, variant, value] as const),
    ),
  )('%s (%s variant) is valid', (name, _variant, value) => {
    expect(roundTrip(name as CallName, value).success).toBe(true);
  });

  it.each(Object.entries(fx.content))('content %s is valid', (_key, block) => {
    expect(roundTrip('getContent', block).success).toBe(true);
  });

  it('has content for every key', () => {
    expect(Object.keys(fx.content).sort()).toEqual([...contentKeys].sort());
  });

  it('reads like a real programme', () => {
    expect(fx.countries.length).toBeGreaterThanOrEqual(3);
    expect(fx.divisions.length).toBeGreaterThanOrEqual(12);
    expect(fx.memberList.some((m) => m.memberId.startsWith('0.'))).toBe(true);
    expect(fx.memberList.some((m) => m.isManager)).toBe(true);
    expect(fx.demoMembers.admin.isAdminReports).toBe(true);
    const months = new Set(fx.statement.report.map((r) => r.transDate.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(
      fx.statement.report.some((r) => r.pointsValue < 0) &&
        fx.statement.report.some((r) => r.pointsValue > 0),
    ).toBe(true);
    expect(fx.managementReport.report.length).toBeGreaterThanOrEqual(40);
    expect(fx.recommendationsReport.report.length).toBeGreaterThanOrEqual(40);
    expect(new Set(fx.categories.map((c) => c.cat1)).size).toBeGreaterThan(1);
    expect(fx.categories.every((c) => c.cat1 && c.cat2 && c.cat3)).toBe(true);
    expect(fx.products.some((p) => p.noBasket === 'N')).toBe(true);
    expect(fx.products.every((p) => p.imageFile.startsWith('data:image/svg+xml'))).toBe(true);
    expect(new Set(fx.basket.basket.map((i) => i.BasketItemStatus))).toEqual(
      new Set(['', 'DELETED', 'CHANGED', 'DECREASED']),
    );
    expect(new Set(fx.orders.orders.map((o) => o.orderStatusId)).size).toBeGreaterThanOrEqual(3);
    expect(fx.orders.orders.some((o) => o.totalDiscount > 0 && o.VoucherCode)).toBe(true);
    expect(fx.orders.orders.some((o) => o.totalDiscount === 0 && !o.VoucherCode)).toBe(true);
    expect(fx.orders.orders.map((o) => o.orderNum)).toContain(fx.placeOrder.orderNum);
  });
});
