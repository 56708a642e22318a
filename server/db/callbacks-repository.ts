import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CallbackRecord } from '../../src/protocol/interaction-api';
import type { Schema } from './schema';
import type { Db } from './store';

const toRecord = (r: Selectable<Schema['callbacks']>): CallbackRecord => ({
  callbackId: r.id,
  agentId: r.agent_id,
  businessProcessId: r.business_process_id,
  phoneNumber: r.phone_number,
  contactId: r.contact_id,
  interactionId: r.interaction_id,
  scheduledAt: r.scheduled_at,
  note: r.note,
  handledAt: r.handled_at,
});

/** Callbacks the agents scheduled (POST api/interaction/callback). */
export function createCallbacksRepository(db: Db) {
  return {
    async add(
      input: Omit<CallbackRecord, 'callbackId' | 'handledAt'>,
      now: number,
    ): Promise<CallbackRecord> {
      const callbackId = `callback-${randomUUID()}`;
      await db
        .insertInto('callbacks')
        .values({
          id: callbackId,
          agent_id: input.agentId,
          business_process_id: input.businessProcessId,
          phone_number: input.phoneNumber,
          contact_id: input.contactId,
          interaction_id: input.interactionId,
          scheduled_at: input.scheduledAt,
          note: input.note,
          created_at: now,
        })
        .execute();
      return { ...input, callbackId, handledAt: null };
    },
    async find(id: string): Promise<CallbackRecord | null> {
      const r = await db
        .selectFrom('callbacks')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? toRecord(r) : null;
    },
    /** Answers false when it was already handled. */
    async markHandled(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('callbacks')
        .set({ handled_at: now })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
