/**
 * Callbacks an agent scheduled (POST api/interaction/callback) as the centre's callback queue
 * shows them: the business process's Callbacks tab lists them beside the simulated ones,
 * assigned to the agent who scheduled them, "scheduled" until their moment and "waiting"
 * from then until that agent handles them. The centre never routes them to anyone else:
 * only the agent who scheduled a callback may handle it (handleCallbackNow).
 *
 * Kept with the running centre, not the store: after a restart the centre starts a fresh
 * shift, and the queue shows what this run of the centre holds.
 */
export interface AgentCallback {
  callbackId: string;
  businessProcessId: string;
  agentId: string;
  agentName: string;
  /** The number to call. */
  destination: string;
  /** When the agent scheduled it (ms since the epoch). */
  requestedAt: number;
  /** The moment chosen for the call. */
  dueAt: number;
}

export function createAgentCallbacks() {
  const byId = new Map<string, AgentCallback>();
  return {
    add(callback: AgentCallback): void {
      byId.set(callback.callbackId, { ...callback });
    },
    /** The callback was handled (or dropped): it leaves the queue. */
    remove(callbackId: string): void {
      byId.delete(callbackId);
    },
    /** The business process's callbacks, soonest first. */
    of(businessProcessId: string): AgentCallback[] {
      return [...byId.values()]
        .filter((cb) => cb.businessProcessId === businessProcessId)
        .sort((a, b) => a.dueAt - b.dueAt);
    },
  };
}
