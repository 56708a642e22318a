/**
 * Who monitors whom (supervisor-dashboards §2 context menu "monitor", §7 listen, coach,
 * intervene, record). Several supervisors may listen to one call; only one may speak in
 * it (coach or intervene), so a second one is refused instead of talking over the first.
 * Monitoring ends by itself when the agent's call ends.
 */
import type { MonitoringMode, MonitoringState } from '../../src/protocol/supervision-api';

export type MonitoringError =
  'notMonitoring' | 'notRecording' | 'alreadyRecording' | 'sameMode' | 'anotherSupervisorSpeaks';
export type MonitoringResult =
  { ok: true; state: MonitoringState } | { ok: false; error: MonitoringError };

const key = (supervisorId: string, agentId: string) => `${supervisorId}\u0000${agentId}`;

export function createMonitoringRegistry() {
  const states = new Map<string, MonitoringState>();

  function stored(state: MonitoringState): MonitoringResult {
    if (state.mode === null && !state.recording)
      states.delete(key(state.supervisorId, state.agentId));
    else states.set(key(state.supervisorId, state.agentId), state);
    return { ok: true, state };
  }
  function speaker(agentId: string): MonitoringState | undefined {
    for (const s of states.values())
      if (s.agentId === agentId && (s.mode === 'coach' || s.mode === 'intervene')) return s;
    return undefined;
  }
  function current(
    supervisorId: string,
    agentId: string,
    interactionId: string,
    at: number,
  ): MonitoringState {
    const found = states.get(key(supervisorId, agentId));
    // a monitoring left from an earlier call does not carry over to this one
    if (found !== undefined && found.interactionId === interactionId) return found;
    return { supervisorId, agentId, interactionId, mode: null, recording: false, since: at };
  }

  return {
    get: (supervisorId: string, agentId: string): MonitoringState | null =>
      states.get(key(supervisorId, agentId)) ?? null,

    start(
      supervisorId: string,
      agentId: string,
      interactionId: string,
      mode: MonitoringMode,
      at: number,
    ): MonitoringResult {
      const was = current(supervisorId, agentId, interactionId, at);
      if (was.mode === mode) return { ok: false, error: 'sameMode' };
      const other = speaker(agentId);
      if (mode !== 'listen' && other !== undefined && other.supervisorId !== supervisorId)
        return { ok: false, error: 'anotherSupervisorSpeaks' };
      return stored({ ...was, mode, since: at });
    },

    stop(
      supervisorId: string,
      agentId: string,
      mode: MonitoringMode,
      at: number,
    ): MonitoringResult {
      const was = states.get(key(supervisorId, agentId));
      if (was === undefined || was.mode !== mode) return { ok: false, error: 'notMonitoring' };
      return stored({ ...was, mode: null, since: at });
    },

    setRecording(
      supervisorId: string,
      agentId: string,
      interactionId: string,
      recording: boolean,
      at: number,
    ): MonitoringResult {
      const was = current(supervisorId, agentId, interactionId, at);
      if (was.recording === recording)
        return { ok: false, error: recording ? 'alreadyRecording' : 'notRecording' };
      return stored({ ...was, recording, since: at });
    },

    /** Ends every monitoring of an agent whose call is over (or is no longer `interactionId`). */
    endCallOf(agentId: string, stillOnCall: string | null, at: number): MonitoringState[] {
      const ended: MonitoringState[] = [];
      for (const s of [...states.values()]) {
        if (s.agentId !== agentId || s.interactionId === stillOnCall) continue;
        states.delete(key(s.supervisorId, s.agentId));
        ended.push({ ...s, mode: null, recording: false, since: at });
      }
      return ended;
    },

    /** Agents somebody monitors now. */
    monitoredAgents: (): Set<string> => new Set([...states.values()].map((s) => s.agentId)),
  };
}
export type MonitoringRegistry = ReturnType<typeof createMonitoringRegistry>;
