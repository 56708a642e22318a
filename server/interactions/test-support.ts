/** Helpers for the interaction and contact tests: a server with a hand-moved clock and a hand-ticked simulator. */
import { SERVER_EVENTS, type ServerEventName } from '../../src/protocol/events';
import type { Interaction } from '../../src/protocol/interaction-events';
import type { BuiltServer, ServerOptions } from '../app';
import { interactionServiceOf } from '../routes/interaction';
import type { Media } from '../sim/config';
import { authed, login, manualClock, testServer } from '../testing/test-server';

export interface CapturedEvent {
  room: string;
  event: ServerEventName;
  payload: unknown;
}

export interface InteractionHarness {
  server: BuiltServer;
  clock: ReturnType<typeof manualClock>;
  events: CapturedEvent[];
  /** Moves the clock, ticks the simulator and runs due interaction work. */
  advance(ms: number): void;
}

/** One business process (bp-1, Sales), no simulated agents, arrivals every few seconds of the chosen medium. */
export async function interactionHarness(
  media: Media = 'telephony',
  dbPath = ':memory:',
  overrides: Partial<ServerOptions> = {},
): Promise<InteractionHarness> {
  const clock = manualClock();
  const server = await testServer({
    ...overrides,
    dbPath,
    now: clock.now,
    sim: {
      seed: 7,
      businessProcesses: 1,
      agents: 0,
      arrivalsPerHourPerBusinessProcess: 900,
      intradayCurve: 'flat',
      mediaMix: { telephony: 0, chat: 0, email: 0, sms: 0, [media]: 1 },
      patienceMeanSeconds: null,
      overflowThresholdSeconds: null,
    },
  });
  const events: CapturedEvent[] = [];
  const to = server.io.to.bind(server.io);
  // records every emitted event (room, name, payload) while still sending it to connected sockets
  server.io.to = ((room: string) => {
    const operator = to(room);
    return {
      emit: (event: ServerEventName, payload: unknown) => {
        events.push({ room, event, payload });
        return (operator.emit as (e: string, p: unknown) => boolean)(event, payload);
      },
    };
  }) as unknown as typeof server.io.to;
  return {
    server,
    clock,
    events,
    advance(ms: number) {
      clock.advance(ms);
      server.context.simRuntime.tick();
      interactionServiceOf(server.context).runDue();
    },
  };
}

/** Logs in, registers as an agent and joins the simulation ready for work. */
export async function readyAgent(
  h: InteractionHarness,
  username: string,
): Promise<{ sessionId: string; userId: string; headers: Record<string, string> }> {
  const { sessionId, user } = await login(h.server, username);
  const headers = authed(sessionId);
  await h.server.app.inject({ method: 'POST', url: '/api/agent/register', headers, payload: {} });
  // another part of the server may already have added the user on registration
  h.server.context.simRuntime.sim.addExternalAgent(user.userId, user.displayName, ['bp-1'], {
    stateId: 'ready',
  });
  h.server.context.simRuntime.sim.setAgentState(user.userId, 'ready');
  return { sessionId, userId: user.userId, headers };
}

/** Ticks second by second until the agent has an offered interaction. */
export function nextOffer(h: InteractionHarness, userId: string): Interaction {
  const service = interactionServiceOf(h.server.context);
  for (let i = 0; i < 600; i++) {
    h.advance(1_000);
    const offered = service
      .interactionsOf(userId)
      .find((ix) => ix.interactionStateId === 'offered');
    if (offered !== undefined) return offered;
  }
  throw new Error('no offer reached the agent');
}

/** Emitted events of one kind for one user, each checked against its schema (throws if one does not decode). */
export function eventsFor<N extends ServerEventName>(
  h: InteractionHarness,
  userId: string,
  event: N,
) {
  return h.events
    .filter((e) => e.room === `user:${userId}` && e.event === event)
    .map(
      (e) =>
        SERVER_EVENTS[event].parse(e.payload) as ReturnType<(typeof SERVER_EVENTS)[N]['parse']>,
    );
}

/** A multipart/form-data body. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; type: string; content: Buffer }>,
) {
  const boundary = '----cc-test-boundary-7f3a';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
