import {
  useCategoryListQuery,
  useChangeBasketQtyMutation,
  useGetBasketQuery,
  useGetCheckoutOrderSummaryQuery,
  usePlaceOrderMutation,
  type ShopInfo,
} from '@plaudit/api';
import { messages, pointsFor, shopMessages } from '@plaudit/domain';
import {
  Alert,
  BasketLine,
  Button,
  CheckoutSummary,
  Loading,
  useBrandFormat,
  useSiteConfig,
  type BasketAction,
} from '@plaudit/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiErrorDialog } from '@plaudit/portal';
import { useSubmissionKey } from '../../shared/submissionKey';
import { lastCategoryPath } from './lastCategory';
import styles from './shop.module.scss';
import { appMessages } from '../../shared/appMessages';

/**
 * The basket (/rewards/basket) and, as its mode, checkout (?mode=checkout): back from checkout is the
 * basket, back from the basket the category shown last; a placed order empties the basket and returns
 * to that category (SPEC §4).
 */
export default function BasketScreen() {
  const [search, setSearch] = useSearchParams();
  const checkout = search.get('mode') === 'checkout';
  const navigate = useNavigate();
  const shop = useCategoryListQuery(undefined);
  const alloc = shop.data?.inf.alloc ?? '';
  const basket = useGetBasketQuery({ alloc }, { skip: !shop.data });
  const [change, changing] = useChangeBasketQtyMutation();
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const errors = useApiErrorDialog();
  const format = useBrandFormat();
  const site = useSiteConfig();

  if (shop.isError || basket.isError) return <Alert>{messages.errorRetrievingBasketData}</Alert>;
  if (!shop.data || !basket.data) return <Loading />;
  const { inf } = shop.data;
  const data = basket.data;
  const count = appMessages.shop.basketTotal({
    count: data.totalBasketQty,
    items: format.number(data.totalBasketQty),
  });
  const points = shopMessages.inPoints(
    format.number(pointsFor(data.totalBasketPrice, inf)),
    site.pointsName,
  );
  const money = appMessages.shop.inMoney(format.money(data.totalBasketPrice, inf));

  const onChange = async (action: BasketAction, shopBasketId: number) => {
    errors.clear();
    setBusyLine(shopBasketId);
    const result = await change({ action, shopBasketId, alloc });
    setBusyLine(null);
    if (result.error) errors.report(result.error);
  };

  if (checkout)
    return (
      <Checkout
        inf={inf}
        onBack={() => setSearch({})}
        onPlaced={(orderNum) => void navigate(lastCategoryPath(), { state: { orderNum } })}
      />
    );

  return (
    <>
      <h1 className={styles.heading}>{appMessages.titles.myBasket}</h1>
      {data.basket.length === 0 ? (
        <p>{shopMessages.basketEmpty}</p>
      ) : (
        <ul className={styles.basket} aria-label={appMessages.shop.basketItems}>
          {data.basket.map((item) => (
            <BasketLine
              key={item.shopBasketId}
              item={item}
              currency={inf}
              isBusy={changing.isLoading && busyLine === item.shopBasketId}
              onChange={(action, id) => void onChange(action, id)}
            />
          ))}
        </ul>
      )}
      <div className={styles.totals}>
        <p>
          {count} <strong>{points}</strong> {money}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void navigate(lastCategoryPath())}>
            {appMessages.shop.continueShopping}
          </Button>
          <Button
            isDisabled={data.totalBasketQty === 0}
            onPress={() => setSearch({ mode: 'checkout' })}
          >
            {appMessages.shop.checkout}
          </Button>
        </div>
      </div>
      {errors.dialog}
    </>
  );
}

interface CheckoutProps {
  inf: ShopInfo;
  onBack: () => void;
  onPlaced: (orderNum: string) => void;
}

/** Checkout: the summary for a promo code, then the order under one Idempotency-Key per attempt. */
function Checkout({ inf, onBack, onPlaced }: CheckoutProps) {
  const [promoCode, setPromoCode] = useState('');
  const summary = useGetCheckoutOrderSummaryQuery({ promoCode, alloc: inf.alloc });
  const [place, placing] = usePlaceOrderMutation();
  const errors = useApiErrorDialog();
  const keys = useSubmissionKey();

  if (summary.isError) return <Alert>{messages.errorRetrievingBasketData}</Alert>;
  if (!summary.data) return <Loading />;
  const values = summary.data;

  const placeOrder = async (cellNum: string) => {
    errors.clear();
    const body = {
      cellNum,
      promoCode: values.isVoucherOk ? promoCode : '',
      alloc: inf.alloc,
      vfyTotal: values.vfyTotal,
    };
    const result = await place({ body, idempotencyKey: keys.keyFor(body) });
    if (result.error) {
      errors.report(result.error);
      // A changed total, a used-up code: the summary is asked for again, so the member sees today's.
      void summary.refetch();
      return;
    }
    keys.reset();
    onPlaced(result.data.orderNum);
  };

  return (
    <>
      <h1 className={styles.heading}>{appMessages.titles.myBasket}</h1>
      <CheckoutSummary
        key={`${promoCode}:${values.vfyTotal}`}
        summary={values}
        currency={inf}
        deliveryType={inf.deliveryType}
        pointsAvailable={inf.pointsAvailable}
        promoCode={promoCode}
        onApplyPromo={setPromoCode}
        isUpdating={summary.isFetching}
        isPlacing={placing.isLoading}
        cellError={errors.formErrors?.cellNum}
        onPlaceOrder={(cell) => void placeOrder(cell)}
        onBack={onBack}
      />
      {errors.dialog}
    </>
  );
}
