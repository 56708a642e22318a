import type { InteractionHistoryEntry } from '../../src/protocol/interaction-api';
import type { Interaction, InteractionMediaType } from '../../src/protocol/interaction-events';
import type { Db } from './open-database';

interface HistoryRow {
  interaction_id: string;
  agent_id: string;
  business_process_id: string;
  business_process_name: string;
  media_type: InteractionMediaType;
  interaction_type: string;
  state_id: string;
  contact_id: string | null;
  customer_full_name: string;
  remote_party: string;
  disposition_code_id: string | null;
  disposition_code_name: string | null;
  completion_status_id: number;
  completion_status_name: string;
  completion_status_information: string;
  remarks_json: string;
  start_time: number;
  answered_at: number | null;
  end_time: number | null;
  completed_at: number;
  interaction_json: string;
}

function toEntry(r: HistoryRow): InteractionHistoryEntry {
  return {
    interactionId: r.interaction_id,
    agentId: r.agent_id,
    businessProcessId: r.business_process_id,
    businessProcessName: r.business_process_name,
    interactionMediaType: r.media_type,
    interactionType: r.interaction_type,
    interactionStateId: r.state_id,
    contactId: r.contact_id,
    customerFullName: r.customer_full_name,
    remoteParty: r.remote_party,
    dispositionCodeId: r.disposition_code_id,
    dispositionCodeName: r.disposition_code_name,
    completionStatusId: r.completion_status_id,
    completionStatusName: r.completion_status_name,
    completionStatusInformation: r.completion_status_information,
    remarks: JSON.parse(r.remarks_json) as string[],
    startTime: r.start_time,
    answeredAt: r.answered_at,
    endTime: r.end_time,
    completedAt: r.completed_at,
    interaction: JSON.parse(r.interaction_json) as Interaction,
  };
}

export interface HistoryQuery {
  agentId?: string;
  interactionId?: string;
  contactId?: string;
  /** Completed at or after (ms). */
  startTime?: number;
  /** Completed before or at (ms). */
  endTime?: number;
  businessProcessName?: string;
  mediaType?: InteractionMediaType;
  limit: number;
}

/** Completed interactions (agent-desktop §4 "history"), newest first. */
export function createInteractionHistoryRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO interaction_history
    (interaction_id, agent_id, business_process_id, business_process_name, media_type, interaction_type, state_id,
     contact_id, customer_full_name, remote_party, disposition_code_id, disposition_code_name, completion_status_id,
     completion_status_name, completion_status_information, remarks_json, start_time, answered_at, end_time, completed_at, interaction_json)
    VALUES (@interactionId, @agentId, @businessProcessId, @businessProcessName, @interactionMediaType, @interactionType, @interactionStateId,
     @contactId, @customerFullName, @remoteParty, @dispositionCodeId, @dispositionCodeName, @completionStatusId,
     @completionStatusName, @completionStatusInformation, @remarks, @startTime, @answeredAt, @endTime, @completedAt, @interaction)`);
  return {
    insert(entry: InteractionHistoryEntry): void {
      insert.run({
        ...entry,
        remarks: JSON.stringify(entry.remarks),
        interaction: JSON.stringify(entry.interaction),
      });
    },
    query(q: HistoryQuery): InteractionHistoryEntry[] {
      const where: string[] = [];
      const values: Record<string, unknown> = { limit: q.limit };
      const add = (sql: string, key: string, value: unknown) => {
        where.push(sql);
        values[key] = value;
      };
      if (q.agentId !== undefined) add('agent_id = @agentId', 'agentId', q.agentId);
      if (q.interactionId !== undefined)
        add('interaction_id = @interactionId', 'interactionId', q.interactionId);
      if (q.contactId !== undefined) add('contact_id = @contactId', 'contactId', q.contactId);
      if (q.startTime !== undefined) add('completed_at >= @startTime', 'startTime', q.startTime);
      if (q.endTime !== undefined) add('completed_at <= @endTime', 'endTime', q.endTime);
      if (q.businessProcessName !== undefined)
        add('business_process_name = @bpName', 'bpName', q.businessProcessName);
      if (q.mediaType !== undefined) add('media_type = @mediaType', 'mediaType', q.mediaType);
      const sql = `SELECT * FROM interaction_history ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY completed_at DESC, seq DESC LIMIT @limit`;
      return db.prepare<Record<string, unknown>, HistoryRow>(sql).all(values).map(toEntry);
    },
  };
}
export type InteractionHistoryRepository = ReturnType<typeof createInteractionHistoryRepository>;
