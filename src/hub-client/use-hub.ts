import { useMemo } from 'react';
import type { LoginRequest, SettingsPatch, UserProfile, UserSettings } from '../protocol/api';
import type { CommandResult, CounterPair, HubApi } from '../protocol/hub';
import { useHubConnection } from './hub-context';
import { createInteractionCommands, type InteractionCommands } from './interaction-commands';

/** Hub commands bound to this tab. */
export interface HubCommands {
  tabId: string;
  login: (req: LoginRequest) => Promise<CommandResult<UserProfile>>;
  openIdAvailable: HubApi['openIdAvailable'];
  openIdStart: HubApi['openIdStart'];
  openIdLogin: HubApi['openIdLogin'];
  logout: () => Promise<void>;
  updateSettings: (patch: SettingsPatch) => Promise<CommandResult<UserSettings>>;
  /** A REST call by its name in the endpoint table (src/protocol/endpoints.ts). */
  call: HubApi['call'];
  /** A GET of the table from the hub's cache (prefer `useHubRead` in a view). */
  read: HubApi['read'];
  subscribeCounters: (pairs: CounterPair[]) => Promise<CommandResult<null>>;
  unsubscribeCounters: (pairs: CounterPair[]) => Promise<void>;
  interactions: InteractionCommands;
}

export function useHub(): HubCommands {
  const { hub, tabId } = useHubConnection();
  return useMemo<HubCommands>(
    () => ({
      tabId,
      login: (req) => hub.login(req),
      openIdAvailable: () => hub.openIdAvailable(),
      openIdStart: () => hub.openIdStart(),
      openIdLogin: (req) => hub.openIdLogin(req),
      logout: () => hub.logout(),
      updateSettings: (patch) => hub.updateSettings(patch),
      call: (name, ...args) => hub.call(name, ...args),
      read: (name, ...args) => hub.read(name, ...args),
      subscribeCounters: (pairs) => hub.subscribeCounters(tabId, pairs),
      unsubscribeCounters: (pairs) => hub.unsubscribeCounters(tabId, pairs),
      interactions: createInteractionCommands(hub),
    }),
    [hub, tabId],
  );
}
