import { useCallback } from 'react';
import type { KpiThreshold } from '../../domain/health-thresholds';
import { useHub } from '../../hub-client/use-hub';
import { useActiveUser } from '../../hub-client/use-active-user';
import { useHubRead } from '../../hub-client/use-hub-read';
import type { CommandResult } from '../../protocol/hub';
import type { ThresholdProfile } from '../../protocol/supervision-api';

export type ProfileOutcome =
  { ok: true; profile: ThresholdProfile | null } | { ok: false; message: string };

/**
 * The profiles of one business process for the signed-in supervisor, with their commands. The
 * list is the hub's cached read: every command goes through the hub, which marks the list stale
 * (as does the server's healthConfiguration event), and the hook reads it again.
 */
export function useThresholdProfiles(businessProcessId: string) {
  const { call, read } = useHub();
  const user = useActiveUser();
  const supId = user?.userId ?? '';
  const { state } = useHubRead({
    name: 'thresholdProfiles',
    params: { supId, bpId: businessProcessId },
  });
  const profiles = state.status === 'ready' ? state.value : null;

  // the answer waits for the fresh list in the hub's cache, so a caller that reads it next sees the change
  const reload = useCallback(
    () => read('thresholdProfiles', { params: { supId, bpId: businessProcessId } }),
    [read, supId, businessProcessId],
  );

  const run = useCallback(
    async (
      sent: Promise<CommandResult<ThresholdProfile | { deleted: string }>>,
    ): Promise<ProfileOutcome> => {
      const result = await sent;
      await reload();
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      return { ok: true, profile: 'name' in result.value ? result.value : null };
    },
    [reload],
  );
  const params = { supId, bpId: businessProcessId };

  return {
    profiles,
    create: (name: string, kpis: KpiThreshold[]) =>
      run(call('thresholdProfileCreate', { params, body: { name, kpis, active: true } })),
    update: (profile: ThresholdProfile, kpis: KpiThreshold[]) =>
      run(
        call('thresholdProfileUpdate', {
          params,
          body: { id: profile._id, active: true, name: profile.name, kpis },
        }),
      ),
    remove: (profile: ThresholdProfile) =>
      run(call('thresholdProfileDelete', { params: { ...params, thresholdId: profile._id } })),
    /** The profile names each business process holds, or null when any could not be read. */
    profileNames: async (bpIds: readonly string[]): Promise<Map<string, string[]> | null> => {
      const results = await Promise.all(
        bpIds.map((bpId) => read('thresholdProfiles', { params: { supId, bpId } })),
      );
      const names = new Map<string, string[]>();
      for (const [index, result] of results.entries()) {
        if (!result.ok || !Array.isArray(result.value)) return null;
        names.set(
          bpIds[index] ?? '',
          result.value.map((p) => p.name),
        );
      }
      return names;
    },
    /** Add (inactive) or Add & Apply (active) the profile on other business processes (§7, spellings as given). */
    applyToOthers: async (
      profile: ThresholdProfile,
      bpIds: readonly string[],
      apply: boolean,
    ): Promise<ProfileOutcome & { added?: number }> => {
      const body = {
        healtThresholds: { active: apply, name: profile.name, kpis: profile.kpis },
        bpIds: [...bpIds],
      };
      const result = await call(apply ? 'thresholdsAddAndApplyToOthers' : 'thresholdsAddToOthers', {
        params: { supId },
        body,
      });
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      return {
        ok: true,
        profile: null,
        added: Array.isArray(result.value.created) ? result.value.created.length : 0,
      };
    },
    select: (profile: ThresholdProfile) =>
      run(
        call('healthConfigurationApply', {
          params: { id: businessProcessId },
          body: { configurationId: profile._id },
        }),
      ),
  };
}
