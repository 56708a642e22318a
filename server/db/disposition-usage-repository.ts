import type { Db } from './store';

/** How often each disposition code was used per business process (orders the tree, agent-desktop §3). */
export function createDispositionUsageRepository(db: Db) {
  return {
    async record(businessProcessId: string, dispositionCodeId: string): Promise<void> {
      await db
        .insertInto('disposition_code_usage')
        .values({
          business_process_id: businessProcessId,
          disposition_code_id: dispositionCodeId,
          count: 1,
        })
        .onConflict((oc) =>
          oc
            .columns(['business_process_id', 'disposition_code_id'])
            .doUpdateSet((eb) => ({ count: eb('disposition_code_usage.count', '+', 1) })),
        )
        .execute();
    },
    usages: (businessProcessId: string): Promise<Array<{ id: string; count: number }>> =>
      db
        .selectFrom('disposition_code_usage')
        .select(['disposition_code_id as id', 'count'])
        .where('business_process_id', '=', businessProcessId)
        .orderBy('count', 'desc')
        .orderBy('id')
        .execute(),
  };
}
export type DispositionUsageRepository = ReturnType<typeof createDispositionUsageRepository>;
