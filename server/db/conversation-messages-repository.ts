import type {
  ConversationMessage,
  InteractionMediaType,
} from '../../src/protocol/interaction-events';
import type { Db } from './open-database';

export interface SmsHistoryQuery {
  firstParty: string;
  secondParty: string;
  earliestTime?: number;
  latestTime?: number;
  limit: number;
}

/** Chat and SMS messages, kept so a conversation and the SMS history survive a restart. */
export function createConversationMessagesRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO conversation_messages
    (id, interaction_id, element_id, media_type, message_json, from_party, to_party, timestamp, seq)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM conversation_messages WHERE interaction_id = ?))`);
  const ofInteraction = db
    .prepare<[string], string>(
      'SELECT message_json FROM conversation_messages WHERE interaction_id = ? ORDER BY seq',
    )
    .pluck();
  const between = db
    .prepare<Record<string, unknown>, string>(
      `SELECT message_json FROM conversation_messages
    WHERE media_type = 'SMS' AND ((from_party = @a AND to_party = @b) OR (from_party = @b AND to_party = @a))
      AND timestamp >= @earliest AND timestamp <= @latest
    ORDER BY timestamp DESC, seq DESC LIMIT @limit`,
    )
    .pluck();
  // typing markers (agent-desktop §4) start with U+2063 and are no message a person wrote
  const lastWritten = db
    .prepare<[string], string>(
      `SELECT message_json FROM conversation_messages
    WHERE interaction_id = ? AND json_extract(message_json, '$.type') = 'regular'
      AND substr(json_extract(message_json, '$.content'), 1, 1) <> char(8291)
    ORDER BY timestamp DESC, seq DESC LIMIT 1`,
    )
    .pluck();
  const parse = (json: string) => JSON.parse(json) as ConversationMessage;
  return {
    add(
      interactionId: string,
      elementId: string,
      mediaType: InteractionMediaType,
      message: ConversationMessage,
    ): void {
      insert.run(
        message.messageId,
        interactionId,
        elementId,
        mediaType,
        JSON.stringify(message),
        message.from,
        message.to,
        message.timestamp,
        interactionId,
      );
    },
    ofInteraction: (interactionId: string): ConversationMessage[] =>
      ofInteraction.all(interactionId).map(parse),
    /** The last regular message of an interaction (what a history row shows), undefined when none. */
    lastWrittenOf(interactionId: string): ConversationMessage | undefined {
      const json = lastWritten.get(interactionId);
      return json === undefined ? undefined : parse(json);
    },
    /** SMS between two numbers in either direction, oldest first, the latest `limit` of them. */
    smsBetween(q: SmsHistoryQuery): ConversationMessage[] {
      return between
        .all({
          a: q.firstParty,
          b: q.secondParty,
          earliest: q.earliestTime ?? 0,
          latest: q.latestTime ?? Number.MAX_SAFE_INTEGER,
          limit: q.limit,
        })
        .map(parse)
        .reverse();
    },
  };
}
export type ConversationMessagesRepository = ReturnType<
  typeof createConversationMessagesRepository
>;
