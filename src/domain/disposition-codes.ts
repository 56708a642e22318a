/**
 * Disposition code tree (agent-desktop §3 "Disposition codes"): ordered by usage, higher first,
 * and the placeholder tree "Category 1" / "Sub Category 1" flattened.
 */

/** Code used when the wrap-up timed out without a choice ("Not Selected Timeout", §4). */
export const NOT_SELECTED_TIMEOUT_CODE = {
  id: 'dc-not-selected-timeout',
  label: 'Not Selected Timeout',
} as const;

export interface DispositionNode {
  id: string;
  label: string;
  children?: DispositionNode[];
}

export interface DispositionUsage {
  id: string;
  count: number;
}

const PLACEHOLDER_CATEGORY = 'Category 1';
const PLACEHOLDER_SUB_CATEGORY = 'Sub Category 1';

/**
 * When the whole tree is one category "Category 1" holding one sub category "Sub Category 1",
 * the agent sees just the codes beneath: the two levels carry no meaning.
 */
export function flattenPlaceholderTree(tree: readonly DispositionNode[]): DispositionNode[] {
  const [category] = tree;
  if (
    tree.length !== 1 ||
    category?.label !== PLACEHOLDER_CATEGORY ||
    category.children?.length !== 1
  )
    return [...tree];
  const [sub] = category.children;
  if (sub?.label !== PLACEHOLDER_SUB_CATEGORY) return [...tree];
  return [...(sub.children ?? [])];
}

/**
 * Orders every level by usage, higher first; a category counts its own usage plus its
 * descendants'. Ties keep the configured order.
 */
export function orderByUsage(
  tree: readonly DispositionNode[],
  usages: readonly DispositionUsage[],
): DispositionNode[] {
  const counts = new Map<string, number>();
  for (const u of usages) counts.set(u.id, (counts.get(u.id) ?? 0) + u.count);
  const order = (
    nodes: readonly DispositionNode[],
  ): Array<{ node: DispositionNode; usage: number }> =>
    nodes
      .map((node) => {
        const children = node.children === undefined ? undefined : order(node.children);
        const usage =
          (counts.get(node.id) ?? 0) + (children ?? []).reduce((s, c) => s + c.usage, 0);
        const ordered: DispositionNode =
          children === undefined ? { ...node } : { ...node, children: children.map((c) => c.node) };
        return { node: ordered, usage };
      })
      // Array.prototype.sort is stable, so ties keep the configured order.
      .sort((a, b) => b.usage - a.usage);
  return order(tree).map((entry) => entry.node);
}

/** The tree as shown: placeholder levels flattened, then ordered by usage. */
export function prepareDispositionTree(
  tree: readonly DispositionNode[],
  usages: readonly DispositionUsage[],
): DispositionNode[] {
  return orderByUsage(flattenPlaceholderTree(tree), usages);
}
