/**
 * The interaction store of the real (logged-in) agents: turns the simulator's offers into
 * interactions, answers every interaction call, and emits what changed to the agent.
 */
import type { Interaction } from '../../src/protocol/interaction-events';
import type { SimChanges } from '../sim/changes';
import { createConsultTransfer } from './consult-transfer';
import { createElementOperations } from './elements';
import { createEmailOperations } from './email';
import { createInteractionCore, type InteractionDeps } from './interaction-core';
import { createInteractionData } from './interaction-data';
import { createLifecycle } from './lifecycle';
import { createMessaging } from './messaging';
import { createOutgoing } from './outgoing';

export function createInteractionService(deps: InteractionDeps) {
  const core = createInteractionCore(deps);
  const lifecycle = createLifecycle(core);
  const messaging = createMessaging(core);
  const transfers = createConsultTransfer(core);
  const elements = createElementOperations(core, lifecycle);
  const email = createEmailOperations(core);
  const data = createInteractionData(core);
  const outgoing = createOutgoing(
    core,
    transfers,
    (agentId, interactionId, elementId, text, medium) => {
      messaging.sendMessage(agentId, interactionId, elementId, text, medium);
    },
    (agentId) => lifecycle.endTelephonyOf(agentId, null),
  );

  return {
    core,
    /** Every tick's simulator changes: offers to users become interactions. */
    onSimChanges(changes: SimChanges): void {
      for (const offer of changes.offers) {
        try {
          lifecycle.onSimOffer(offer);
        } catch (error) {
          deps.log?.('interaction offer failed', error);
        }
      }
    },
    /** Runs due customer replies, timeouts and answers (the one ticker calls this). */
    runDue: () => deps.queue.runDue(),
    /** The agent's current interactions (pending and active), oldest first. */
    interactionsOf(agentId: string): Interaction[] {
      return [...core.records.values()]
        .filter((r) => r.ownerId === agentId)
        .map((r) => structuredClone(r.ix));
    },
    get: (agentId: string, interactionId: string): Interaction =>
      structuredClone(core.own(agentId, interactionId).ix),
    accept: (agentId: string, interactionId: string) =>
      structuredClone(lifecycle.accept(agentId, interactionId).ix),
    decline: lifecycle.decline,
    end: lifecycle.end,
    postpone: lifecycle.postpone,
    setPendingStatus: lifecycle.setPendingStatus,
    setNextOfferContent: lifecycle.setNextOfferContent,
    ...transfers,
    ...elements,
    ...messaging,
    ...email,
    ...data,
    ...outgoing,
  };
}
export type InteractionService = ReturnType<typeof createInteractionService>;
