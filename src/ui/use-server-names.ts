import { useTranslation } from 'react-i18next';

/** The preconfigured health profile's name as the server gives it (supervisor-dashboards §3). */
const DEFAULT_PROFILE_NAME = 'Default';

/**
 * Names the server or the defaults give in English (agent states, break types, load allowances,
 * media, the Default profile), shown through the locale files by their id. An id the locale files
 * do not know (a break type or allowance the organisation added) keeps the server's own name.
 */
export function useServerNames() {
  const { t } = useTranslation('common');
  const byId = (group: string, id: string, fallback: string) =>
    t(`names.${group}.${id}`, { defaultValue: fallback });
  return {
    /** An agent's state: a custom break by its break type, any other state by its id. */
    state: (state: { stateId: string; stateName: string; breakTypeId: string | null }) =>
      state.breakTypeId !== null
        ? byId('breakTypes', state.breakTypeId, state.stateName)
        : byId('states', state.stateId, state.stateName),
    breakType: (id: string, fallback: string) => byId('breakTypes', id, fallback),
    loadAllowance: (id: string, fallback: string) => byId('loadAllowances', id, fallback),
    media: (dimension: string) => byId('media', dimension, dimension),
    /** A health profile: the preconfigured Default is named in the user's language; others as their owner named them. */
    profile: (name: string) => (name === DEFAULT_PROFILE_NAME ? t('names.defaultProfile') : name),
  };
}
