import type { InteractionHistoryEntry } from '../../src/protocol/interaction-api';
import type { Interaction, InteractionMediaType } from '../../src/protocol/interaction-events';
import type { Selectable } from 'kysely';
import type { Schema } from './schema';
import type { Db } from './store';

/** A stored row, its medium narrowed to what the repository writes there. */
type HistoryRow = Omit<Selectable<Schema['interaction_history']>, 'media_type'> & {
  media_type: InteractionMediaType;
};

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
  return {
    async insert(entry: InteractionHistoryEntry): Promise<void> {
      await db
        .insertInto('interaction_history')
        .values({
          interaction_id: entry.interactionId,
          agent_id: entry.agentId,
          business_process_id: entry.businessProcessId,
          business_process_name: entry.businessProcessName,
          media_type: entry.interactionMediaType,
          interaction_type: entry.interactionType,
          state_id: entry.interactionStateId,
          contact_id: entry.contactId,
          customer_full_name: entry.customerFullName,
          remote_party: entry.remoteParty,
          disposition_code_id: entry.dispositionCodeId,
          disposition_code_name: entry.dispositionCodeName,
          completion_status_id: entry.completionStatusId,
          completion_status_name: entry.completionStatusName,
          completion_status_information: entry.completionStatusInformation,
          remarks_json: JSON.stringify(entry.remarks),
          start_time: entry.startTime,
          answered_at: entry.answeredAt,
          end_time: entry.endTime,
          completed_at: entry.completedAt,
          interaction_json: JSON.stringify(entry.interaction),
        })
        .execute();
    },
    async query(q: HistoryQuery): Promise<InteractionHistoryEntry[]> {
      let query = db.selectFrom('interaction_history').selectAll();
      if (q.agentId !== undefined) query = query.where('agent_id', '=', q.agentId);
      if (q.interactionId !== undefined)
        query = query.where('interaction_id', '=', q.interactionId);
      if (q.contactId !== undefined) query = query.where('contact_id', '=', q.contactId);
      if (q.startTime !== undefined) query = query.where('completed_at', '>=', q.startTime);
      if (q.endTime !== undefined) query = query.where('completed_at', '<=', q.endTime);
      if (q.businessProcessName !== undefined)
        query = query.where('business_process_name', '=', q.businessProcessName);
      if (q.mediaType !== undefined) query = query.where('media_type', '=', q.mediaType);
      const rows = await query
        .orderBy('completed_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(q.limit)
        .execute();
      return rows.map((r) => toEntry(r as HistoryRow));
    },
  };
}
export type InteractionHistoryRepository = ReturnType<typeof createInteractionHistoryRepository>;
