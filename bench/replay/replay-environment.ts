/**
 * The hub's browser environment with B1's replay source in place of socket.io: the bench's
 * own build (bench/support/replay-build.ts) puts this module where the hub entries import
 * `workers/hub/browser-environment`. Everything else is the real environment (the session
 * signs in against the server, REST snapshots come from it); only the live stream is played
 * from the recording the bench wrote beside the build, at the rate the bench posts on
 * REPLAY_CHANNEL. The product's build holds none of this, so no URL can select it.
 */
import {
  createBrowserHubEnvironment as createRealEnvironment,
  type BrowserHubOptions,
} from '../../workers/hub/browser-environment';
import type { HubEnvironment } from '../../workers/hub/hub-environment';
import { createReplaySocket, parseRecording, type RecordedPacket } from './replay-socket';
import { REPLAY_CHANNEL, RECORDING_PATH, replayRateOf } from './replay-control';

export function createBrowserHubEnvironment(options: BrowserHubOptions = {}): HubEnvironment {
  const real = createRealEnvironment(options);
  let rate = 0;
  const channel = new BroadcastChannel(REPLAY_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent) => {
    const next = replayRateOf(event.data);
    if (next === null) real.log('warn', 'replay: a rate message that is not one, ignored');
    else rate = next;
  });
  let recording: Promise<readonly RecordedPacket[]> | null = null;
  const load = (): Promise<readonly RecordedPacket[]> =>
    (recording ??= fetch(RECORDING_PATH).then(async (response) => {
      if (!response.ok) throw new Error(`GET ${RECORDING_PATH}: ${response.status}`);
      return parseRecording(await response.text());
    }));
  return {
    ...real,
    connectSocket: () =>
      createReplaySocket(
        load(),
        {
          now: () => performance.now(),
          setInterval: real.setInterval,
          clearInterval: real.clearInterval,
        },
        () => rate,
        real.log,
      ),
  };
}
