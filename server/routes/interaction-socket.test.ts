import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, type ServerEventPayload } from '../../src/protocol/events';
import { startServer, type StartedServer } from '../start';
import { authed, login, manualClock } from '../testing/test-server';

let started: StartedServer | null = null;
let socket: Socket | null = null;
afterEach(async () => {
  socket?.close();
  socket = null;
  await started?.close();
  started = null;
});

describe('interaction events on the socket', () => {
  it('an offer reaches the agent socket, and accepting it sends the accepted event', async () => {
    const clock = manualClock();
    started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      testRoutes: true,
      now: clock.now,
      sim: {
        seed: 3,
        businessProcesses: 1,
        agents: 0,
        arrivalsPerHourPerBusinessProcess: 900,
        intradayCurve: 'flat',
        mediaMix: { telephony: 1, chat: 0, email: 0, sms: 0 },
        patienceMeanSeconds: null,
        overflowThresholdSeconds: null,
      },
    });
    const { server, url } = started;
    const { sessionId, user } = await login(server, 'agent');
    server.context.simRuntime.sim.addExternalAgent(user.userId, user.displayName, ['bp-1'], {
      stateId: 'ready',
    });
    socket = connect(url, { transports: ['websocket'], auth: { sessionId }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', () => resolve());
      socket?.once('connect_error', reject);
    });
    const received: Array<ServerEventPayload<'interaction'>> = [];
    const next = (eventType: string) =>
      new Promise<ServerEventPayload<'interaction'>>((resolve) => {
        socket?.on('interaction', (payload: unknown) => {
          const decoded = SERVER_EVENTS.interaction.parse(payload);
          received.push(decoded);
          if (decoded.eventType === eventType) resolve(decoded);
        });
      });
    const offered = next('offered');
    for (let i = 0; i < 120 && received.length === 0; i++) {
      clock.advance(1_000);
      server.context.simRuntime.tick();
      await new Promise((r) => setTimeout(r, 5));
    }
    const offer = await offered;
    expect(offer.interaction).toMatchObject({
      interactionStateId: 'offered',
      routing: { agentId: user.userId },
    });
    const accepted = next('accepted');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/interaction/${offer.interaction.interactionId}/accept`,
      headers: authed(sessionId),
    });
    expect(response.statusCode).toBe(200);
    expect((await accepted).interaction.interactionStateId).toBe('handling');
  });
});
