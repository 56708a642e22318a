/**
 * Round trip of a control call through Comlink over a MessagePort against a raw
 * MessagePort echo: what a tab pays for `hub.accept(id)` before any work is done.
 */
import * as Comlink from 'comlink';
import { bench, describe } from 'vitest';

const comlinkChannel = new MessageChannel();
Comlink.expose({ ping: (n: number) => n + 1 }, comlinkChannel.port1);
const remote = Comlink.wrap<{ ping(n: number): number }>(comlinkChannel.port2);

const echoChannel = new MessageChannel();
echoChannel.port1.onmessage = (event: MessageEvent<number>) =>
  echoChannel.port1.postMessage(event.data + 1);
let pending: ((value: number) => void) | null = null;
echoChannel.port2.onmessage = (event: MessageEvent<number>) => pending?.(event.data);
const echo = (n: number) =>
  new Promise<number>((resolve) => {
    pending = resolve;
    echoChannel.port2.postMessage(n);
  });

describe('control call round trip', () => {
  bench('Comlink call over a MessagePort', async () => {
    await remote.ping(1);
  });
  bench('raw MessagePort echo', async () => {
    await echo(1);
  });
});
