/**
 * The agent's own state selector (agent-desktop §4 "Agent states"): the states an agent
 * chooses for themself, grouped as the spec groups them, with the availability colour each
 * shows, and the load allowances they may switch to.
 */
import {
  agentStateGroup,
  availabilityColour,
  type AgentStateGroup,
  type AvailabilityColour,
} from './agent-state';

export interface OwnStateBreakType {
  id: string;
  name: string;
}

/** One choice: its value in the selector ('break:<id>' for a custom break) and what it sets. */
export interface OwnStateOption {
  value: string;
  stateId: 'ready' | 'backoffice' | 'outgoing' | 'break' | 'offline';
  breakTypeId: string | null;
  /** The custom break type's name, for its label. */
  breakName: string | null;
}

export interface OwnStateOptionGroup {
  group: AgentStateGroup;
  options: OwnStateOption[];
}

const plain = (stateId: OwnStateOption['stateId']): OwnStateOption => ({
  value: stateId,
  stateId,
  breakTypeId: null,
  breakName: null,
});

/**
 * The selector's groups in the spec's order: ready; busy (back office and outgoing work,
 * which the agent chooses; the other busy states come from work); break with every custom
 * break type (a plain break only when the organisation has none); offline.
 */
export function ownStateGroups(breakTypes: readonly OwnStateBreakType[]): OwnStateOptionGroup[] {
  const breaks: OwnStateOption[] =
    breakTypes.length === 0
      ? [plain('break')]
      : breakTypes.map((b) => ({
          value: `break:${b.id}`,
          stateId: 'break',
          breakTypeId: b.id,
          breakName: b.name,
        }));
  return [
    { group: 'ready', options: [plain('ready')] },
    { group: 'busy', options: [plain('backoffice'), plain('outgoing')] },
    { group: 'break', options: breaks },
    { group: 'offline', options: [plain('offline')] },
  ];
}

/** The selector value of a state: custom breaks carry their type. */
export function ownStateValue(state: { stateId: string; breakTypeId: string | null }): string {
  return state.stateId === 'break' && state.breakTypeId !== null
    ? `break:${state.breakTypeId}`
    : state.stateId;
}

/** The option a selector value stands for, or null for a value the agent cannot choose. */
export function ownStateOption(
  groups: readonly OwnStateOptionGroup[],
  value: string,
): OwnStateOption | null {
  for (const g of groups) {
    const found = g.options.find((o) => o.value === value);
    if (found !== undefined) return found;
  }
  return null;
}

/** What the availability mark beside the selector shows: the state's group and colour. */
export function ownAvailability(stateId: string | null | undefined): {
  group: AgentStateGroup;
  colour: AvailabilityColour;
} {
  return { group: agentStateGroup(stateId), colour: availabilityColour(stateId) };
}
