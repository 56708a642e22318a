import { useCallback } from 'react';
import {
  CARD_DENSITIES,
  CARD_SORTINGS,
  type CardDensity,
  type CardSorting,
} from '../../domain/monitoring-grid';
import { DEFAULT_SORTING } from '../../domain/supervisor-constants';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';

/** adaptiveDashboards of the supervisor dashboard settings (supervisor-dashboards §3). */
export interface AdaptiveDashboardSettings {
  sorting: CardSorting;
  /** Not in the spec: the supervisor's chosen card density, kept with the other card settings. */
  density: CardDensity;
  cards: {
    businessProcessId: string;
    selectedCardIndex: number;
    isPinned: boolean;
    order: number;
  }[];
}

const SETTINGS_PATH = 'supervisorDashboardSettings.adaptiveDashboards';

function isDensity(value: unknown): value is CardDensity {
  return typeof value === 'string' && (CARD_DENSITIES as readonly string[]).includes(value);
}

function isSorting(value: unknown): value is CardSorting {
  return typeof value === 'string' && (CARD_SORTINGS as readonly string[]).includes(value);
}

/** Reads what was saved, tolerating anything malformed (settings are user data). */
function readAdaptive(raw: unknown): AdaptiveDashboardSettings {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const cards = Array.isArray(value['cards']) ? value['cards'] : [];
  return {
    sorting: isSorting(value['sorting']) ? value['sorting'] : DEFAULT_SORTING,
    density: isDensity(value['density']) ? value['density'] : 'comfortable',
    cards: cards.flatMap((c: unknown) => {
      if (typeof c !== 'object' || c === null) return [];
      const card = c as Record<string, unknown>;
      if (typeof card['businessProcessId'] !== 'string') return [];
      return [
        {
          businessProcessId: card['businessProcessId'],
          selectedCardIndex:
            typeof card['selectedCardIndex'] === 'number' ? card['selectedCardIndex'] : 3,
          isPinned: card['isPinned'] === true,
          order: typeof card['order'] === 'number' ? card['order'] : 0,
        },
      ];
    }),
  };
}

/** The saved adaptive dashboard settings and a saver that applies them in every tab. */
export function useAdaptiveSettings(): [
  AdaptiveDashboardSettings,
  (next: AdaptiveDashboardSettings) => Promise<boolean>,
] {
  const settings = useTopicValue('settings');
  const { updateSettings } = useHub();
  const current = readAdaptive(settings?.supervisorDashboardSettings?.['adaptiveDashboards']);
  const save = useCallback(
    async (next: AdaptiveDashboardSettings) => (await updateSettings({ [SETTINGS_PATH]: next })).ok,
    [updateSettings],
  );
  return [current, save];
}
