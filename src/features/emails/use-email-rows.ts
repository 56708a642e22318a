import { emailListRows, type EmailListRow } from '../../domain/email-list';
import { useTopicProjection } from '../../hub-client/use-topic-projection';

/** Everything a row shows: the list re-renders only when one of these changes. */
function signatureOf(row: EmailListRow): string {
  return [
    row.interactionId,
    row.list,
    row.direction,
    row.subject,
    row.party,
    row.at,
    row.state,
    row.sent,
  ].join('\u0001');
}

/** The agent's email interactions from the hub's `interactions` topic, newest first. */
export function useEmailRows(): readonly EmailListRow[] {
  return useTopicProjection('interactions', emailListRows, signatureOf);
}
