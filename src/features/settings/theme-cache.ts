import { useSyncExternalStore } from 'react';
import type { Theme } from '../../protocol/api';
import type { CommandResult, HubApi } from '../../protocol/hub';
import { DEFAULT_THEME } from '../../domain/settings-options';

/**
 * The theme list (GET api/themes/all), cached once per tab (agent-desktop §7 "Reference
 * calls": cached; falls back to the default theme on failure). The shell applies the user's
 * theme from it and the settings screen manages it. Themes are not live data, so the hub does
 * not carry them; a tab that changes a theme tells the other tabs of this browser through a
 * BroadcastChannel, which is how an edited theme re-colours every open tab without reload.
 */
export type ThemeList =
  | { status: 'idle'; themes: readonly Theme[] }
  | { status: 'loading'; themes: readonly Theme[] }
  | { status: 'ready'; themes: readonly Theme[] }
  | { status: 'failed'; themes: readonly Theme[]; message: string };

type Call = HubApi['call'];

const CHANNEL_NAME = 'themes';

let list: ThemeList = { status: 'idle', themes: [] };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

function publish(next: ThemeList): void {
  list = next;
  for (const listener of listeners) listener();
}

channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { themes?: unknown }).themes)
  ) {
    publish({ status: 'ready', themes: (data as { themes: Theme[] }).themes });
  }
});

/** This tab changed the list: keep it and hand it to the other tabs. */
function changed(themes: readonly Theme[]): void {
  publish({ status: 'ready', themes });
  channel?.postMessage({ themes });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cached theme list; re-renders when it changes. */
export function useThemeList(): ThemeList {
  return useSyncExternalStore(
    subscribe,
    () => list,
    () => list,
  );
}

function reason(result: Extract<CommandResult<unknown>, { ok: false }>): string {
  return result.error.message ?? result.error.code;
}

/**
 * Loads the list unless it is loaded (`force` asks again, e.g. Retry; a failed list is asked
 * again when a session starts). A failed call leaves the default theme as the only one, with
 * the reason for a quiet note.
 */
export function loadThemes(call: Call, force = false): Promise<void> {
  if (inFlight) return inFlight;
  if (!force && list.status === 'ready') return Promise.resolve();
  publish({ status: 'loading', themes: list.themes });
  inFlight = call('themes')
    .then((result) => {
      if (result.ok && Array.isArray(result.value))
        publish({ status: 'ready', themes: result.value });
      else
        publish({
          status: 'failed',
          themes: [DEFAULT_THEME],
          message: result.ok ? 'no theme list' : reason(result),
        });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** A theme the user chose that this tab's list lacks (created in a tab without the channel): fetch it alone. */
export async function ensureTheme(call: Call, id: string): Promise<void> {
  if (list.status !== 'ready' || list.themes.some((theme) => theme._id === id)) return;
  const result = await call('theme', { params: { id } });
  if (result.ok && !list.themes.some((theme) => theme._id === id))
    publish({ status: 'ready', themes: [...list.themes, result.value] });
}

/** A theme as the editor sends it: no id creates one. */
export type ThemeDraft = Omit<Theme, '_id'> & { _id?: string };

/** POST api/themes or PUT api/themes/{id}; on success every tab's list has the saved theme. */
export async function saveTheme(call: Call, draft: ThemeDraft): Promise<CommandResult<Theme>> {
  const body = { name: draft.name, light: draft.light, dark: draft.dark };
  const result =
    draft._id === undefined
      ? await call('themeCreate', { body })
      : await call('themeUpdate', { params: { id: draft._id }, body });
  if (result.ok) {
    const saved = result.value;
    const exists = list.themes.some((theme) => theme._id === saved._id);
    changed(
      exists
        ? list.themes.map((theme) => (theme._id === saved._id ? saved : theme))
        : [...list.themes, saved],
    );
  }
  return result;
}

/** DELETE api/themes/{id}; a theme already gone (404) is what was asked, so it counts as deleted. */
export async function deleteTheme(call: Call, id: string): Promise<CommandResult<null>> {
  const result = await call('themeDelete', { params: { id } });
  if (!result.ok && result.error.status !== 404) return result;
  changed(list.themes.filter((theme) => theme._id !== id));
  return { ok: true, value: null };
}
