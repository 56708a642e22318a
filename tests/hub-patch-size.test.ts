/**
 * Issue 19 point 2: what one supervisor tab receives at B2's load (200 business processes,
 * 5,000 changed values a second), message by message as the hub posts them to the tab's port.
 * Size is the structured-clone (V8 serializer) byte count of a message, which is what the port
 * copies into the tab; time is `structuredClone` of the same message.
 */
import { serialize } from 'node:v8';
import { receiveMessageOnPort } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_KPI_IDS, kpiUnit } from '../src/domain/kpi-ids';
import { createKpiStairs } from '../src/domain/kpi-stairs';
import type { BusinessProcessStatistics } from '../src/protocol/events';
import type { TopicName } from '../src/protocol/hub';
import { batch } from './hub-events';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

const BUSINESS_PROCESSES = 200;
const CHANGED_VALUES_PER_SECOND = 5_000;
/** The server sends a batch every 100 ms. */
const BATCHES_PER_SECOND = 10;
const SECONDS = 5;
/** The issue's budget: what a tab receives in one frame. */
const MAX_BYTES_PER_FRAME = 10 * 1024;
/** What the supervisor dashboards (passive cards, totals strip, data age) subscribe to. */
const TOPICS: readonly TopicName[] = ['businessProcessStatistics', 'health', 'freshness'];

function kpiValue(id: (typeof ALL_KPI_IDS)[number], n: number): number {
  switch (kpiUnit(id)) {
    case 'fraction':
      return ((n * 37) % 100) / 100;
    case 'seconds':
      return 20 + ((n * 13) % 400);
    case 'count':
      return (n * 7) % 60;
  }
}

const LOADED_AT = 1_700_000_000_000;

function statistics(i: number): BusinessProcessStatistics {
  const kpis = Object.fromEntries(ALL_KPI_IDS.map((id, k) => [id, kpiValue(id, i + k)]));
  return {
    businessProcessId: `bp-${i}`,
    businessProcessName: `Business process ${i}`,
    lastResetTime: 1_700_000_000_000,
    totalReadyAgents: 5,
    totalBusyAgents: 15,
    totalBreakAgents: 2,
    totalUnavailableAgents: 3,
    agentCounts: {
      ready: 5,
      busy: 15,
      consultOrConference: 1,
      backoffice: 1,
      outgoing: 0,
      inBreak: 2,
      noAnswer: 0,
      offline: 3,
    },
    kpis,
    // as the server's full load brings them: the hub extends them with every live value
    kpiStairs: Object.fromEntries(
      Object.entries(kpis).map(([id, value]) => [id, createKpiStairs(value, LOADED_AT)]),
    ),
  };
}

let t: TestHub;
let tab: TestTab;

beforeEach(() => {
  vi.useFakeTimers();
  t = createTestHub();
});
afterEach(() => {
  t.hub.dispose();
  tab.close();
  vi.useRealTimers();
});

describe("a supervisor tab's patches at B2's load", () => {
  // Whole entries once a second made one message of about 580 KiB (statistics about 300, health
  // about 280). Changed fields only (field-changes.ts) brought the stream to about 71 KiB a
  // second, still in one message; spreading the business processes over the second
  // (StatisticsPacer) makes it about twenty messages of about 5 KiB, the largest about 9.5 KiB
  // while the first second's backlog drains. The test fails on either one undone.
  it(`no message to the tab is larger than ${MAX_BYTES_PER_FRAME / 1024} KiB`, async () => {
    const initial = Array.from({ length: BUSINESS_PROCESSES }, (_, i) => statistics(i));
    t.session.answer = (opts) =>
      opts.path === '/api/businessProcess/all/stats'
        ? { ok: true, value: initial }
        : { ok: false, error: { code: 'http', status: 404 } };
    t.session.activate();
    t.sockets.at(-1)!.signal({ type: 'connected' });
    await settle();
    tab = new TestTab(t.hub, 'tab1');
    await tab.hello();
    for (const topic of TOPICS) await t.hub.subscribe('tab1', topic);
    vi.advanceTimersByTime(2_000);
    // the snapshots are the tab's first paint (issue 19 point 4), not the live stream
    while (receiveMessageOnPort(tab.channel.port1) !== undefined);

    // each batch changes CHANGED_VALUES_PER_SECOND / BATCHES_PER_SECOND KPI values spread over the business processes
    const perBatch = CHANGED_VALUES_PER_SECOND / BATCHES_PER_SECOND;
    const sizes: number[] = [];
    const byTopic = new Map<string, number>();
    const messages: unknown[] = [];
    let n = 0;
    for (let b = 0; b < SECONDS * BATCHES_PER_SECOND; b += 1) {
      const changes = new Map<string, Record<string, number>>();
      for (let k = 0; k < perBatch; k += 1, n += 1) {
        const bp = `bp-${n % BUSINESS_PROCESSES}`;
        const id = ALL_KPI_IDS[Math.floor(n / BUSINESS_PROCESSES) % ALL_KPI_IDS.length]!;
        const kpis = changes.get(bp) ?? {};
        kpis[id] = kpiValue(id, n);
        changes.set(bp, kpis);
      }
      t.sockets[0]!.emit(
        'stats:businessProcess',
        batch(
          [...changes].map(([businessProcessId, kpis]) => ({ businessProcessId, kpis })),
          Date.now(),
        ),
      );
      vi.advanceTimersByTime(1_000 / BATCHES_PER_SECOND);
      for (;;) {
        const received = receiveMessageOnPort(tab.channel.port1);
        if (received === undefined) break;
        sizes.push(serialize(received.message).byteLength);
        for (const patch of received.message as Array<{ topic: string }>)
          byTopic.set(patch.topic, (byTopic.get(patch.topic) ?? 0) + serialize(patch).byteLength);
        messages.push(received.message);
      }
    }

    // timed on the real clock: the fake timers fake every clock the process has
    vi.useRealTimers();
    const start = performance.now();
    for (const message of messages) structuredClone(message);
    const cloneMs = (performance.now() - start) / messages.length;
    const largest = Math.max(...sizes);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(
      `B2-load patches: ${sizes.length} messages in ${SECONDS} s, largest ${(largest / 1024).toFixed(1)} KiB, ` +
        `${(total / SECONDS / 1024).toFixed(1)} KiB/s (${[...byTopic].map(([topic, bytes]) => `${topic} ${(bytes / SECONDS / 1024).toFixed(1)}`).join(', ')}), ` +
        `structuredClone ${cloneMs.toFixed(2)} ms per message`,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(SECONDS - 1);
    expect(largest).toBeLessThanOrEqual(MAX_BYTES_PER_FRAME);
  });
});
