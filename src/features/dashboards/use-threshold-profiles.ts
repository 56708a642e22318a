import { useCallback, useEffect, useState } from 'react';
import type { KpiThreshold } from '../../domain/health-thresholds';
import { useHub } from '../../hub-client/use-hub';
import { useActiveUser } from '../../app/use-active-user';

/** A health-threshold profile as the server answers it. */
export interface ThresholdProfile {
  _id: string;
  name: string;
  active: boolean;
  preConfigured: boolean;
  kpis: KpiThreshold[];
}

export type ProfileOutcome = { ok: true; profile: ThresholdProfile | null } | { ok: false; message: string };

/** The profiles of one business process for the signed-in supervisor, with their commands. */
export function useThresholdProfiles(businessProcessId: string) {
  const { request } = useHub();
  const user = useActiveUser();
  const [profiles, setProfiles] = useState<ThresholdProfile[] | null>(null);
  const base = `/supervisor/${encodeURIComponent(user?.userId ?? '')}/businessProcess/${encodeURIComponent(businessProcessId)}/health/thresholds`;

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
    create: (name: string, kpis: KpiThreshold[]) => run({ method: 'POST', path: base, body: { name, kpis, active: true } }),
    update: (profile: ThresholdProfile, kpis: KpiThreshold[]) =>
      run({ method: 'PUT', path: base, body: { id: profile._id, active: true, name: profile.name, kpis } }),
    remove: (profile: ThresholdProfile) => run({ method: 'DELETE', path: `${base}/${encodeURIComponent(profile._id)}` }),
    select: (profile: ThresholdProfile) =>
      run({ method: 'POST', path: `/businessProcess/${encodeURIComponent(businessProcessId)}/health/configuration`, body: { configurationId: profile._id } }),
  };
}
