import { useCallback, useEffect, useState } from 'react';
import type { KpiThreshold } from '../../domain/health-thresholds';
import { useHub } from '../../hub-client/use-hub';
import { useActiveUser } from '../../hub-client/use-active-user';

/** A health-threshold profile as the server answers it. */
export interface ThresholdProfile {
  _id: string;
  name: string;
  active: boolean;
  preConfigured: boolean;
  kpis: KpiThreshold[];
}

export type ProfileOutcome =
  { ok: true; profile: ThresholdProfile | null } | { ok: false; message: string };

/** The profiles of one business process for the signed-in supervisor, with their commands. */
export function useThresholdProfiles(businessProcessId: string) {
  const { request } = useHub();
  const user = useActiveUser();
  const [profiles, setProfiles] = useState<ThresholdProfile[] | null>(null);
  const supervisor = `/supervisor/${encodeURIComponent(user?.userId ?? '')}`;
  const base = `${supervisor}/businessProcess/${encodeURIComponent(businessProcessId)}/health/thresholds`;

  const reload = useCallback(async () => {
    const result = await request<ThresholdProfile[]>({ method: 'GET', path: base });
    if (result.ok) setProfiles(result.value);
  }, [request, base]);

  useEffect(() => {
    let live = true;
    void request<ThresholdProfile[]>({ method: 'GET', path: base }).then((result) => {
      if (live && result.ok) setProfiles(result.value);
    });
    return () => {
      live = false;
    };
  }, [request, base]);

  const run = useCallback(
    async (call: Parameters<typeof request>[0]): Promise<ProfileOutcome> => {
      const result = await request<ThresholdProfile | { deleted: string }>(call);
      await reload();
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      return { ok: true, profile: 'name' in result.value ? result.value : null };
    },
    [request, reload],
  );

  return {
    profiles,
    create: (name: string, kpis: KpiThreshold[]) =>
      run({ method: 'POST', path: base, body: { name, kpis, active: true } }),
    update: (profile: ThresholdProfile, kpis: KpiThreshold[]) =>
      run({
        method: 'PUT',
        path: base,
        body: { id: profile._id, active: true, name: profile.name, kpis },
      }),
    remove: (profile: ThresholdProfile) =>
      run({ method: 'DELETE', path: `${base}/${encodeURIComponent(profile._id)}` }),
    /** The profile names each business process holds, or null when any could not be read. */
    profileNames: async (bpIds: readonly string[]): Promise<Map<string, string[]> | null> => {
      const results = await Promise.all(
        bpIds.map((bpId) =>
          request<ThresholdProfile[]>({
            method: 'GET',
            path: `${supervisor}/businessProcess/${encodeURIComponent(bpId)}/health/thresholds`,
          }),
        ),
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
      const result = await request<{ created: unknown[]; skipped: string[] }>({
        method: 'POST',
        path: `${supervisor}/health/thresholds/${apply ? 'and-and-apply' : 'add'}-to-other-business-processes`,
        body: { healtThresholds: { active: apply, name: profile.name, kpis: profile.kpis }, bpIds },
      });
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      return {
        ok: true,
        profile: null,
        added: Array.isArray(result.value.created) ? result.value.created.length : 0,
      };
    },
    select: (profile: ThresholdProfile) =>
      run({
        method: 'POST',
        path: `/businessProcess/${encodeURIComponent(businessProcessId)}/health/configuration`,
        body: { configurationId: profile._id },
      }),
  };
}
