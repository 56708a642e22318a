import { randomUUID } from 'node:crypto';
import type { CallbackRecord } from '../../src/protocol/interaction-api';
import type { Db } from './open-database';

interface Row {
  id: string;
  agent_id: string;
  business_process_id: string;
  phone_number: string;
  contact_id: string | null;
  interaction_id: string | null;
  scheduled_at: number;
  note: string;
  handled_at: number | null;
}
const toRecord = (r: Row): CallbackRecord => ({
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
  const insert =
    db.prepare(`INSERT INTO callbacks (id, agent_id, business_process_id, phone_number, contact_id, interaction_id, scheduled_at, note, created_at)
    VALUES (@callbackId, @agentId, @businessProcessId, @phoneNumber, @contactId, @interactionId, @scheduledAt, @note, @now)`);
  const byId = db.prepare<[string], Row>('SELECT * FROM callbacks WHERE id = ?');
  const handled = db.prepare(
    'UPDATE callbacks SET handled_at = ? WHERE id = ? AND handled_at IS NULL',
  );
  return {
    add(input: Omit<CallbackRecord, 'callbackId' | 'handledAt'>, now: number): CallbackRecord {
      const callbackId = `callback-${randomUUID()}`;
      insert.run({ ...input, callbackId, now });
      return { ...input, callbackId, handledAt: null };
    },
    find: (id: string): CallbackRecord | null => {
      const r = byId.get(id);
      return r ? toRecord(r) : null;
    },
    /** Answers false when it was already handled. */
    markHandled: (id: string, now: number): boolean => handled.run(now, id).changes > 0,
  };
}
export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
