import { callNames, contract, type CallName } from '@plaudit/api/contract';
import { mayCall } from '@plaudit/domain';
import { describe, expect, it, vi } from 'vitest';
import { tablesChecksum } from './checksums.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

// Each test makes many calls; a busy machine (several suites at once) must not time them out.
vi.setConfig({ testTimeout: 60_000 });
/**
 * An id beyond what its `integer` column holds was passed to PostgreSQL, which refused it,
 * and the call answered 500. The contract bounds every id, so such a body is a field error.
 */

/** The integer fields of a call's request (the ids among them end in 'Id'). */
function integerFields(name: CallName): string[] {
  const shape = (contract[name].request as unknown as { _zod: { def: { shape?: object } } })._zod
    .def.shape as Record<string, { _zod: { def: { type: string; format?: string } } }> | undefined;
  return Object.entries(shape ?? {})
    .filter(([, field]) => field._zod.def.type === 'number' && field._zod.def.format === 'safeint')
    .map(([key]) => key);
}

/** A body the contract accepts, with the one field set to `value`. */
function bodyWith(name: CallName, field: string, value: number): Record<string, unknown> {
  const valid: Partial<Record<CallName, Record<string, unknown>>> = {
    productList: { prodCat3Id: 1, alloc: 'points' },
    addToBasket: { productId: 1 },
    changeBasketQty: { action: 'add', shopBasketId: 1, alloc: 'points' },
    getVoucherCodeMessage: { memberOrderItemId: 1 },
    placeOrder: { cellNum: demo.member, promoCode: '', alloc: 'points', vfyTotal: 1 },
    doReward: {
      what: 'thankyou',
      reason: 'Well done!',
      points: 0,
      message: 'Thanks',
      sendBy: 'email',
      recipients: ['2'],
    },
  };
  return { ...valid[name], [field]: value };
}

/** Beyond int4 either way (2^31 is one past its largest value). */
const outOfRange = [3_000_000_000, 2 ** 31, 2 ** 53 - 1, -3_000_000_000];

describe.each(testDatabases)('ids beyond their columns on %s', (kind) => {
  const server = useTestServer(kind);

  it('answers addtobasket {"productId":3000000000} with a field error, not a 500', async () => {
    const token = await login(server.app, demo.member);
    const r = await post(
      server.app,
      '/api/shop/addtobasket',
      { productId: 3_000_000_000 },
      { token },
    );
    expect({ status: r.statusCode, formErrors: Object.keys(r.json().formErrors ?? {}) }).toEqual({
      status: 400,
      formErrors: ['productId'],
    });
  });

  it('refuses every integer of every request beyond int4, as a field error that changes nothing', async () => {
    // The administrator (a manager too) makes the calls a member may not: a member is refused those
    // before any body is read.
    const member = await login(server.app, demo.member);
    const admin = await login(server.app, demo.admin);
    const checked: string[] = [];
    const before = await tablesChecksum(server.db);
    for (const name of callNames) {
      const token = mayCall(contract[name].path, { isManager: false, isAdminReports: false })
        ? member
        : admin;
      for (const field of integerFields(name)) {
        for (const value of outOfRange) {
          const r = await post(server.app, contract[name].path, bodyWith(name, field, value), {
            token,
          });
          expect(
            { status: r.statusCode, field: r.json().formErrors?.[field] !== undefined },
            `${name}.${field} = ${value}: ${r.body}`,
          ).toEqual({ status: 400, field: true });
        }
        checked.push(`${name}.${field}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'productList.prodCat3Id',
        'addToBasket.productId',
        'changeBasketQty.shopBasketId',
        'getVoucherCodeMessage.memberOrderItemId',
        'placeOrder.vfyTotal',
        'doReward.points',
      ]),
    );
    expect(await tablesChecksum(server.db)).toEqual(before);
  });
});

describe('the contract', () => {
  it('refuses them in the contract itself, so the client does not send them', () => {
    for (const name of [
      'productList',
      'addToBasket',
      'changeBasketQty',
      'getVoucherCodeMessage',
    ] as const) {
      for (const field of integerFields(name)) {
        expect(contract[name].request.safeParse(bodyWith(name, field, 3_000_000_000)).success).toBe(
          false,
        );
        expect(contract[name].request.safeParse(bodyWith(name, field, 0)).success).toBe(false);
        expect(contract[name].request.safeParse(bodyWith(name, field, 2_147_483_647)).success).toBe(
          true,
        );
      }
    }
  });
});
