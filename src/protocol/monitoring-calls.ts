/**
 * The endpoint of a desk monitoring step (supervisor-dashboards §7): start or stop one mode
 * on an agent. The desk's barge-in is the server's "intervene".
 */
import type { MonitoringMode as DeskMonitoringMode } from '../domain/agent-state';
import type { EndpointName } from './endpoints';

export type MonitoringEndpoint = Extract<
  EndpointName,
  `${'listen' | 'coach' | 'intervene' | 'recordAgent'}${'Start' | 'Stop'}`
>;

const MONITORING_ENDPOINTS: Record<
  DeskMonitoringMode,
  Record<'start' | 'stop', MonitoringEndpoint>
> = {
  listen: { start: 'listenStart', stop: 'listenStop' },
  coach: { start: 'coachStart', stop: 'coachStop' },
  bargeIn: { start: 'interveneStart', stop: 'interveneStop' },
  record: { start: 'recordAgentStart', stop: 'recordAgentStop' },
};

export function monitoringEndpoint(
  mode: DeskMonitoringMode,
  action: 'start' | 'stop',
): MonitoringEndpoint {
  return MONITORING_ENDPOINTS[mode][action];
}
