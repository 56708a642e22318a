import type { Interaction } from '../protocol/interaction-events';

/** The calls a new call will end, named as the agent knows them: customer, else the other party's number. */
export function EndedCallsList({
  ended,
  testId,
}: {
  ended: readonly Interaction[];
  testId: string;
}) {
  return (
    <ul data-testid={testId}>
      {ended.map((ix) => (
        <li key={ix.interactionId}>
          {ix.crm.customerFullName || ix.routing.remoteParty || ix.routing.destination}
        </li>
      ))}
    </ul>
  );
}
