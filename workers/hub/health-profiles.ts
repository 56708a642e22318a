/**
 * Loads the supervisor's active health-threshold profiles into the health store: all at
 * once after login or reconnect, one business process when the server says its active
 * profile changed. Without a profile a business process keeps the default profile.
 */
import { z } from '../../src/domain/zod';
import { THRESHOLD_TYPES, type KpiThreshold } from '../../src/domain/health-thresholds';
import { ALL_KPI_IDS, type BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import type { UserProfile } from '../../src/protocol/api';
import type { CommandResult } from '../../src/protocol/hub';
import { callEndpoint } from './endpoint-call';
import type { RequestOptions } from './session-types';

const profileSchema = z.object({
  businessProcessId: z.string().min(1),
  kpis: z.array(
    z.object({
      id: z.enum(ALL_KPI_IDS as [BusinessProcessKpiId, ...BusinessProcessKpiId[]]),
      type: z.enum(THRESHOLD_TYPES),
      warningThreshold: z.string(),
      dangerThreshold: z.string(),
    }),
  ),
});

export interface HealthProfilesEnvironment {
  request: <T>(opts: RequestOptions) => Promise<CommandResult<T>>;
  user(): UserProfile | null;
  setThresholds(businessProcessId: string, profile: readonly KpiThreshold[] | null): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

export function createHealthProfiles(env: HealthProfilesEnvironment) {
  function apply(raw: unknown): void {
    const parsed = profileSchema.safeParse(raw);
    if (parsed.success) env.setThresholds(parsed.data.businessProcessId, parsed.data.kpis);
    else env.log('warn', 'skipped a malformed health thresholds profile');
  }

  return {
    async loadAll(): Promise<void> {
      if (env.user()?.isSupervisor !== true) return;
      const result = await callEndpoint(env.request, 'healthConfigurations');
      if (!result.ok)
        return env.log(
          'warn',
          `health profiles: no data (${result.error.status ?? result.error.code})`,
        );
      if (Array.isArray(result.value)) result.value.forEach(apply);
    },
    async reload(businessProcessId: string): Promise<void> {
      if (env.user()?.isSupervisor !== true) return;
      const result = await callEndpoint(env.request, 'healthConfiguration', {
        params: { id: businessProcessId },
      });
      if (result.ok) apply(result.value);
    },
  };
}
