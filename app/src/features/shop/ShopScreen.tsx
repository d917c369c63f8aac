import {
  useAddToBasketMutation,
  useAdvertDataQuery,
  useCategoryListQuery,
  useGetContentQuery,
  useProductListQuery,
  type Product,
  type ShopInfo,
} from '@plaudit/api';
import {
  access,
  buildCategoryTree,
  findCategoryByKey,
  messages,
  type ShopCategoryRow,
} from '@plaudit/domain';
import { Alert, CategoryTree, ProductCard } from '@plaudit/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useApiErrorDialog } from '@plaudit/portal';
import { Adverts } from '../../shared/Adverts';
import { BasketBar } from './BasketBar';
import { rememberCategory } from './lastCategory';
import { ScreenLoading } from '../../shared/ScreenLoading';
import styles from './shop.module.scss';
import { TopMessage } from './TopMessage';
import { appMessages } from '../../shared/appMessages';

/** What a screen that sends the member back to the shop may say there (an order just placed). */
export interface ShopLocationState {
  readonly orderNum?: string;
}

/**
 * The shop (/rewards, /rewards/{urlParam} and /redeem): topMsgRewards, the adverts, the category tree and
 * the products of the chosen category, with the points and the basket above them. A category key is a
 * dash-joined name (its first leaf is shown) or a numeric id; no key shows the first leaf.
 */
export default function ShopScreen() {
  const { urlParam } = useParams();
  const location = useLocation();
  const placed = (location.state as ShopLocationState | null)?.orderNum;
  const shop = useCategoryListQuery(undefined);
  const topMessage = useGetContentQuery({ contentKey: 'topMsgRewards', isCache: true });
  // Asked at once, beside the categories: the adverts (the screen's largest picture) need not wait for
  // the screen to show before their request starts (the carousel below reads the same cached answer).
  useAdvertDataQuery(undefined);
  // On a phone the tree starts folded, so the products are not a long scroll away.
  const [wide] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia('(width >= 60rem)').matches,
  );
  const cats = shop.data?.cats;
  const tree = useMemo(() => buildCategoryTree(cats ?? []), [cats]);
  const match = cats && urlParam ? findCategoryByKey(urlParam, cats) : undefined;
  const current = cats ? (match?.row ?? (urlParam ? undefined : cats[0])) : undefined;
  const alloc = shop.data?.inf.alloc ?? '';
  const products = useProductListQuery(
    { prodCat3Id: Number(current?.prodCat3Id ?? 0), alloc },
    { skip: current === undefined },
  );

  useEffect(() => {
    if (current) rememberCategory(`${access.shop.path}/${current.prodCat3Id}`);
  }, [current]);

  if (shop.isError) return <Alert>{messages.errorRetrievingCategoryData}</Alert>;
  // topMsgRewards sits above everything: the screen shows once it is known, so nothing moves after.
  if (!shop.data || topMessage.isLoading) return <ScreenLoading />;
  const { inf } = shop.data;

  return (
    <>
      <h1 className={styles.heading}>{appMessages.titles.rewards}</h1>
      <TopMessage />
      {placed && (
        <div className={styles.notice}>
          <Alert variant="success">{appMessages.shop.orderPlaced(placed)}</Alert>
        </div>
      )}
      <Adverts />
      <BasketBar
        totalBasketQty={shop.data.totalBasketQty}
        totalBasketPrice={shop.data.totalBasketPrice}
        inf={inf}
      />
      <div className={styles.layout}>
        <details className={styles.categories} open={wide}>
          <summary>{appMessages.shop.categories}</summary>
          <CategoryTree nodes={tree} currentId={current?.prodCat3Id} />
        </details>
        <ProductsSection current={current} products={products} inf={inf} />
      </div>
    </>
  );
}

interface ProductsSectionProps {
  /** The category shown; undefined when the address names none. */
  current: ShopCategoryRow | undefined;
  products: { data?: { products: readonly Product[] } | undefined; isError: boolean };
  inf: ShopInfo;
}

/** The chosen category's products, each added to the basket with a notice (or the API error dialog). */
function ProductsSection({ current, products, inf }: ProductsSectionProps) {
  const [add, adding] = useAddToBasketMutation();
  const [added, setAdded] = useState<string | null>(null);
  const [addingId, setAddingId] = useState<number | null>(null);
  const errors = useApiErrorDialog();

  const addToBasket = async (productId: number) => {
    errors.clear();
    setAdded(null);
    setAddingId(productId);
    const result = await add({ productId });
    setAddingId(null);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setAdded(result.data.product.description);
  };

  return (
    <>
      <section aria-labelledby="shop-products">
        <h2 id="shop-products" className={styles.heading}>
          {current
            ? appMessages.shop.categoryHeading(current.cat1, current.cat3)
            : appMessages.shop.categoryNotFound}
        </h2>
        {added && (
          <div className={styles.notice}>
            <Alert variant="success" onDismiss={() => setAdded(null)}>
              {appMessages.shop.addedToBasket(added)}
            </Alert>
          </div>
        )}
        {!current && <p>{appMessages.shop.noSuchCategory}</p>}
        {products.isError && <Alert>{messages.errorRetrievingProductData}</Alert>}
        {current && !products.data && !products.isError && <ScreenLoading />}
        {products.data && (
          <ul className={styles.products}>
            {products.data.products.map((product) => (
              <li key={product.productId}>
                <ProductCard
                  product={product}
                  currency={inf}
                  isAdding={adding.isLoading && addingId === product.productId}
                  onAdd={(id) => void addToBasket(id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {errors.dialog}
    </>
  );
}
