/**
 * Records B1's replay: what a supervisor's socket receives from the running simulator, packet
 * by packet, as the hub would receive it (socket.io-client in Node, signed in as the same
 * supervisor the bench's tabs use).
 */
import { io } from 'socket.io-client';
import { recordingLine } from '../replay/replay-socket';
import { nodeSession, serverLoad } from './load-server';

/** Never replayed: it would end the bench's own session. */
const SKIPPED_EVENTS = new Set(['session:ended']);

export interface Recording {
  lines: string[];
  items: number;
  seconds: number;
}

/** Sets the server to `rate`, records `ms` of its stream after a settling second, restores nothing. */
export async function recordStream(url: string, rate: number, ms: number): Promise<Recording> {
  await serverLoad(url, rate);
  const socket = io(url, {
    transports: ['websocket'],
    auth: { sessionId: await nodeSession(url) },
    extraHeaders: { Origin: url },
    reconnection: false,
    // a loaded machine builds the centre slowly: socket.io's 20 s handshake limit ran out once
    timeout: 60_000,
  });
  const lines: string[] = [];
  let items = 0;
  let recording = false;
  socket.onAny((event: string, payload: unknown) => {
    if (!recording || SKIPPED_EVENTS.has(event)) return;
    lines.push(recordingLine(event, payload));
    const batch = (payload as { items?: unknown } | null)?.items;
    items += Array.isArray(batch) ? batch.length : 1;
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', (error) => fail(error));
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  recording = true;
  const from = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  recording = false;
  const seconds = (performance.now() - from) / 1000;
  socket.disconnect();
  if (lines.length === 0) throw new Error('recorded no packet from the server');
  return { lines, items, seconds };
}
