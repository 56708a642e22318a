import type { Theme } from '../../protocol/api';
import type { CommandResult, HubApi } from '../../protocol/hub';
import { DEFAULT_THEME } from '../../domain/settings-options';
import { useHubRead } from '../../hub-client/use-hub-read';

/**
 * The theme list (GET api/themes/all) from the hub's cache (agent-desktop §7 "Reference
 * calls": cached; falls back to the default theme on failure). The shell applies the user's
 * theme from it and the settings screen manages it. A theme saved or deleted in any tab makes
 * the hub mark the list stale, and every tab of the browser reads it again: an edited theme
 * re-colours every open tab without reload.
 */
export type ThemeList =
  | { status: 'loading'; themes: readonly Theme[] }
  | { status: 'ready'; themes: readonly Theme[] }
  | { status: 'failed'; themes: readonly Theme[]; message: string };

const NO_THEMES: readonly Theme[] = [];
const ONLY_DEFAULT: readonly Theme[] = [DEFAULT_THEME];

/** The list while `enabled` (the shell waits for the settings); a failed list holds the default theme alone. */
export function useThemeList(enabled = true): { list: ThemeList; retry: () => void } {
  const { state, retry } = useHubRead(enabled ? { name: 'themes' } : null);
  const list: ThemeList =
    state.status === 'ready'
      ? Array.isArray(state.value)
        ? { status: 'ready', themes: state.value }
        : { status: 'failed', themes: ONLY_DEFAULT, message: 'no theme list' }
      : state.status === 'failed'
        ? { status: 'failed', themes: ONLY_DEFAULT, message: state.message }
        : { status: 'loading', themes: NO_THEMES };
  return { list, retry };
}

type Call = HubApi['call'];

/** A theme as the editor sends it: no id creates one. */
export type ThemeDraft = Omit<Theme, '_id'> & { _id?: string };

/** POST api/themes or PUT api/themes/{id}; on success the hub has every tab read the list again. */
export function saveTheme(call: Call, draft: ThemeDraft): Promise<CommandResult<Theme>> {
  const body = { name: draft.name, light: draft.light, dark: draft.dark };
  return draft._id === undefined
    ? call('themeCreate', { body })
    : call('themeUpdate', { params: { id: draft._id }, body });
}

/** DELETE api/themes/{id}; a theme already gone (404) is what was asked, so it counts as deleted. */
export async function deleteTheme(call: Call, id: string): Promise<CommandResult<null>> {
  const result = await call('themeDelete', { params: { id } });
  if (!result.ok && result.error.status !== 404) return result;
  return { ok: true, value: null };
}
