/**
 * Dedicated Worker entry: the fallback where SharedWorker is missing; one hub per tab.
 */
import * as Comlink from 'comlink';
import { createBrowserHubEnvironment } from './browser-environment';
import { createHub } from './create-hub';

const hub = createHub(createBrowserHubEnvironment({ transport: 'dedicated' }));
Comlink.expose(hub, self);
