/** Dashboard name rules (supervisor-dashboards §5 "Dashboard name"). */
import { DASHBOARD_NAME_MAX_LENGTH } from './supervisor-constants';

/** i18n keys of the two rules, with the English texts of the spec. */
export const DASHBOARD_NAME_RULES = {
  required: { key: 'dashboardRules.required', text: 'Dashboard Name is Required' },
  max: { key: 'dashboardRules.max', text: 'Max 64 characters' },
} as const;
export type DashboardNameError =
  (typeof DASHBOARD_NAME_RULES)[keyof typeof DASHBOARD_NAME_RULES]['key'];

/** The first broken rule's key, or null when the name is valid. Blank counts as empty. */
export function validateDashboardName(name: string): DashboardNameError | null {
  if (name.trim() === '') return DASHBOARD_NAME_RULES.required.key;
  if (name.length > DASHBOARD_NAME_MAX_LENGTH) return DASHBOARD_NAME_RULES.max.key;
  return null;
}
