import type { CategoryNode } from '@plaudit/domain';
import { clsx } from 'clsx';
import { Link } from '../Link/index.ts';
import styles from './CategoryTree.module.scss';
import { useWords } from '../theme/index.ts';

export interface CategoryTreeProps {
  /** The three-level tree (`buildCategoryTree` of @plaudit/domain). */
  nodes: readonly CategoryNode[];
  /** The prodCat3Id of the category shown; it and its parents are marked. */
  currentId?: number | string | undefined;
  /** The address of a category. @default `/rewards/{key}` */
  hrefOf?: (node: CategoryNode) => string;
  className?: string;
}

const contains = (node: CategoryNode, id: number | string | undefined): boolean =>
  id !== undefined &&
  (String(node.prodCat3Id) === String(id) || node.children.some((c) => contains(c, id)));

const defaultHref = (node: CategoryNode) =>
  node.prodCat3Id !== undefined ? `/rewards/${node.prodCat3Id}` : `/rewards/${node.key}`;

/**
 * The shop's category tree (cat1, cat2, cat3) as nested lists of links: reached and followed by Tab and
 * Enter like any navigation; the category shown is `aria-current="page"` and its parents are marked.
 */
export function CategoryTree({
  nodes,
  currentId,
  hrefOf = defaultHref,
  className,
}: CategoryTreeProps) {
  const word = useWords();
  const render = (list: readonly CategoryNode[], level: number) => (
    <ul className={styles.list} data-level={level}>
      {list.map((node) => {
        const isCurrent =
          node.prodCat3Id !== undefined && String(node.prodCat3Id) === String(currentId);
        const inPath = contains(node, currentId);
        return (
          <li key={`${level}-${node.key}`}>
            <Link
              href={hrefOf(node)}
              aria-current={isCurrent ? 'page' : undefined}
              data-in-path={inPath || undefined}
              className={clsx(styles.link)}
            >
              {node.name}
            </Link>
            {node.children.length > 0 && render(node.children, level + 1)}
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav aria-label={word('Reward categories')} className={clsx(styles.root, className)}>
      {render(nodes, 1)}
    </nav>
  );
}
