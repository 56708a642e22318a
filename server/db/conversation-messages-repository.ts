import type {
  ConversationMessage,
  InteractionMediaType,
} from '../../src/protocol/interaction-events';
import { sql } from 'kysely';
import type { Db } from './store';

export interface SmsHistoryQuery {
  firstParty: string;
  secondParty: string;
  earliestTime?: number;
  latestTime?: number;
  limit: number;
}

/** Typing markers (agent-desktop §4) start with U+2063: no message a person wrote. */
const TYPING_MARKER = '\u2063';

/** Chat and SMS messages, kept so a conversation and the SMS history survive a restart. */
export function createConversationMessagesRepository(db: Db) {
  const parse = (json: string) => JSON.parse(json) as ConversationMessage;
  return {
    async add(
      interactionId: string,
      elementId: string,
      mediaType: InteractionMediaType,
      message: ConversationMessage,
    ): Promise<void> {
      await db
        .insertInto('conversation_messages')
        .values((eb) => ({
          id: message.messageId,
          interaction_id: interactionId,
          element_id: elementId,
          media_type: mediaType,
          message_json: JSON.stringify(message),
          from_party: message.from,
          to_party: message.to,
          timestamp: message.timestamp,
          seq: eb
            .selectFrom('conversation_messages')
            .select(sql<number>`COALESCE(MAX(seq), 0) + 1`.as('next'))
            .where('interaction_id', '=', interactionId),
        }))
        .execute();
    },
    async ofInteraction(interactionId: string): Promise<ConversationMessage[]> {
      const rows = await db
        .selectFrom('conversation_messages')
        .select('message_json')
        .where('interaction_id', '=', interactionId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => parse(r.message_json));
    },
    /** The last regular message of an interaction (what a history row shows), undefined when none. */
    async lastWrittenOf(interactionId: string): Promise<ConversationMessage | undefined> {
      // an interaction holds tens of messages: read newest first and stop at the first written one
      const rows = await db
        .selectFrom('conversation_messages')
        .select('message_json')
        .where('interaction_id', '=', interactionId)
        .orderBy('timestamp', 'desc')
        .orderBy('seq', 'desc')
        .execute();
      for (const row of rows) {
        const message = parse(row.message_json);
        if (message.type === 'regular' && !message.content.startsWith(TYPING_MARKER))
          return message;
      }
      return undefined;
    },
    /** SMS between two numbers in either direction, oldest first, the latest `limit` of them. */
    async smsBetween(q: SmsHistoryQuery): Promise<ConversationMessage[]> {
      const a = q.firstParty;
      const b = q.secondParty;
      const rows = await db
        .selectFrom('conversation_messages')
        .select('message_json')
        .where('media_type', '=', 'SMS')
        .where((eb) =>
          eb.or([
            eb.and([eb('from_party', '=', a), eb('to_party', '=', b)]),
            eb.and([eb('from_party', '=', b), eb('to_party', '=', a)]),
          ]),
        )
        .where('timestamp', '>=', q.earliestTime ?? 0)
        .where('timestamp', '<=', q.latestTime ?? Number.MAX_SAFE_INTEGER)
        .orderBy('timestamp', 'desc')
        .orderBy('seq', 'desc')
        .limit(q.limit)
        .execute();
      return rows.map((r) => parse(r.message_json)).reverse();
    },
  };
}
export type ConversationMessagesRepository = ReturnType<
  typeof createConversationMessagesRepository
>;
