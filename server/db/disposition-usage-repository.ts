import type { Db } from './open-database';

/** How often each disposition code was used per business process (orders the tree, agent-desktop §3). */
export function createDispositionUsageRepository(db: Db) {
  const bump =
    db.prepare(`INSERT INTO disposition_code_usage (business_process_id, disposition_code_id, count) VALUES (?, ?, 1)
    ON CONFLICT (business_process_id, disposition_code_id) DO UPDATE SET count = count + 1`);
  const of = db.prepare<[string], { id: string; count: number }>(
    'SELECT disposition_code_id AS id, count FROM disposition_code_usage WHERE business_process_id = ? ORDER BY count DESC, id',
  );
  return {
    record: (businessProcessId: string, dispositionCodeId: string): void =>
      void bump.run(businessProcessId, dispositionCodeId),
    usages: (businessProcessId: string) => of.all(businessProcessId),
  };
}
export type DispositionUsageRepository = ReturnType<typeof createDispositionUsageRepository>;
