/**
 * Disposition codes and completion statuses of the reference centre (agent-desktop §3).
 * Each business process has a category tree; Billing requires a code before wrap-up ends.
 */
import {
  NOT_SELECTED_TIMEOUT_CODE,
  type DispositionNode,
} from '../../src/domain/disposition-codes';
import { POSTPONE_UNTIL_OPTION_ID } from '../../src/domain/postpone';

const SALES_TREE: DispositionNode[] = [
  {
    id: 'dc-sale',
    label: 'Sale',
    children: [
      { id: 'dc-sale-new', label: 'New customer' },
      { id: 'dc-sale-upsell', label: 'Upsell' },
    ],
  },
  {
    id: 'dc-nosale',
    label: 'No sale',
    children: [
      { id: 'dc-nosale-price', label: 'Too expensive' },
      { id: 'dc-nosale-later', label: 'Call back later' },
    ],
  },
];
const SUPPORT_TREE: DispositionNode[] = [
  {
    id: 'dc-resolved',
    label: 'Resolved',
    children: [
      { id: 'dc-resolved-first', label: 'First contact resolution' },
      { id: 'dc-resolved-escalated', label: 'Resolved after escalation' },
    ],
  },
  {
    id: 'dc-unresolved',
    label: 'Unresolved',
    children: [
      { id: 'dc-unresolved-ticket', label: 'Ticket opened' },
      { id: 'dc-unresolved-transfer', label: 'Transferred to specialist' },
    ],
  },
];
// the placeholder tree the client flattens (agent-desktop §3)
const PLACEHOLDER_TREE: DispositionNode[] = [
  {
    id: 'dc-cat-1',
    label: 'Category 1',
    children: [
      {
        id: 'dc-sub-1',
        label: 'Sub Category 1',
        children: [
          { id: 'dc-info', label: 'Information given' },
          { id: 'dc-complaint', label: 'Complaint' },
          { id: 'dc-wrong-number', label: 'Wrong number' },
        ],
      },
    ],
  },
];

const TREES: Record<string, DispositionNode[]> = {
  'bp-1': SALES_TREE,
  'bp-12': SALES_TREE,
  'bp-2': SUPPORT_TREE,
  'bp-4': SUPPORT_TREE,
};
const MANDATORY: ReadonlySet<string> = new Set(['bp-3']);

export { NOT_SELECTED_TIMEOUT_CODE };

export function dispositionTree(businessProcessId: string): DispositionNode[] {
  return TREES[businessProcessId] ?? PLACEHOLDER_TREE;
}

export function isDispositionMandatory(businessProcessId: string): boolean {
  return MANDATORY.has(businessProcessId);
}

export interface DispositionChoice {
  categoryId: string | null;
  categoryName: string | null;
  subCategoryId: string | null;
  subCategoryName: string | null;
  id: string;
  name: string;
}

/** A leaf code of the tree with its category and sub-category; null when unknown or not a leaf. */
export function findDispositionCode(
  businessProcessId: string,
  codeId: string,
): DispositionChoice | null {
  if (codeId === NOT_SELECTED_TIMEOUT_CODE.id) {
    return {
      categoryId: null,
      categoryName: null,
      subCategoryId: null,
      subCategoryName: null,
      id: codeId,
      name: NOT_SELECTED_TIMEOUT_CODE.label,
    };
  }
  const walk = (
    nodes: readonly DispositionNode[],
    path: DispositionNode[],
  ): DispositionChoice | null => {
    for (const node of nodes) {
      if (node.children !== undefined) {
        const found = walk(node.children, [...path, node]);
        if (found) return found;
      } else if (node.id === codeId) {
        const [category, sub] = path;
        return {
          categoryId: category?.id ?? null,
          categoryName: category?.label ?? null,
          subCategoryId: sub?.id ?? null,
          subCategoryName: sub?.label ?? null,
          id: node.id,
          name: node.label,
        };
      }
    }
    return null;
  };
  return walk(dispositionTree(businessProcessId), []);
}

/** Completion statuses; 0 / Handled is the default (agent-desktop §9). */
export const COMPLETION_STATUSES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 0, name: 'Handled' },
  { id: 1, name: 'Not Handled' },
  { id: 2, name: 'Customer Unreachable' },
  { id: 3, name: 'Follow-up Required' },
];

/**
 * Postpone options of emails: the email is offered again after the delay, or (delayMs null)
 * at the moment the agent picks, sent as postponeUntil.
 */
export const POSTPONE_OPTIONS: ReadonlyArray<{ id: string; name: string; delayMs: number | null }> =
  [
    { id: 'postpone-15m', name: '15 minutes', delayMs: 15 * 60_000 },
    { id: 'postpone-1h', name: '1 hour', delayMs: 60 * 60_000 },
    { id: 'postpone-4h', name: '4 hours', delayMs: 4 * 60 * 60_000 },
    { id: POSTPONE_UNTIL_OPTION_ID, name: 'Until a chosen time', delayMs: null },
  ];
