/**
 * The disposition code tree (already flattened and ordered by usage, disposition-codes.ts)
 * as the groups of a picker: only leaves are codes an agent can choose; a top-level
 * category becomes a group, deeper levels join their labels ("Sub category › Code").
 */
import type { DispositionNode } from './disposition-codes';

export interface DispositionOption {
  id: string;
  label: string;
}

export interface DispositionGroup {
  /** The category; null for codes at the top level (a flattened tree). */
  label: string | null;
  options: DispositionOption[];
}

/** Separator between the levels of a code's label below its category. */
export const DISPOSITION_PATH_SEPARATOR = ' › ';

function leaves(nodes: readonly DispositionNode[], path: readonly string[]): DispositionOption[] {
  return nodes.flatMap((node) =>
    node.children === undefined
      ? [{ id: node.id, label: [...path, node.label].join(DISPOSITION_PATH_SEPARATOR) }]
      : leaves(node.children, [...path, node.label]),
  );
}

/** Groups in tree order; top-level codes are gathered in one unlabelled group first. */
export function dispositionGroups(tree: readonly DispositionNode[]): DispositionGroup[] {
  const topLevel = tree
    .filter((n) => n.children === undefined)
    .map((n) => ({ id: n.id, label: n.label }));
  const categories = tree
    .filter((n) => n.children !== undefined)
    .map((n) => ({ label: n.label, options: leaves(n.children ?? [], []) }))
    .filter((g) => g.options.length > 0);
  return topLevel.length > 0 ? [{ label: null, options: topLevel }, ...categories] : categories;
}
