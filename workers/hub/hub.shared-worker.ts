/**
 * SharedWorker entry: one hub for every tab of the browser. Each tab's `connect` brings
 * a port on which the hub's API is exposed.
 */
import * as Comlink from 'comlink';
import { createBrowserHubEnvironment } from './browser-environment';
import { createHub } from './create-hub';

const hub = createHub(createBrowserHubEnvironment({ transport: 'shared' }));
const scope = self as unknown as SharedWorkerGlobalScope; // this file only ever runs as a SharedWorker

scope.addEventListener('connect', (event: MessageEvent) => {
  const port = event.ports[0];
  if (port !== undefined) Comlink.expose(hub, port);
});
