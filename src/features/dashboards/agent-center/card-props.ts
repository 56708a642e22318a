import type { CardChanges, DashboardCard } from '../../../domain/agent-dashboard';

/** What every card receives: its saved settings, a way to change them, and the snackbar. */
export interface CardProps {
  card: DashboardCard;
  onChange: (changes: CardChanges) => void;
  notify: (message: string) => void;
}
