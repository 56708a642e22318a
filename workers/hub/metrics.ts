/**
 * The hub's running counters, and a cheap estimate of bytes sent.
 *
 * Bytes out are estimated, not measured: JSON-serialising every patch would cost about
 * as much as the flush itself. Each topic's average entry size is measured by
 * serialising one entry at the first patch and again every SIZE_SAMPLE_EVERY_PATCHES
 * patches, and each patch counts its entries times that average plus its keys.
 */
import type { HubMetrics, TopicName, TopicPatch } from '../../src/protocol/hub';

/** Re-measure a topic's entry size this often: often enough to follow drift, rare enough to cost nothing. */
export const SIZE_SAMPLE_EVERY_PATCHES = 256;
/** Envelope of a patch ({topic, seq, snapshot, upserts, removes}) in JSON, roughly. */
const PATCH_OVERHEAD_BYTES = 64;
/** Quotes, brackets and commas around one key. */
const KEY_OVERHEAD_BYTES = 6;

export function emptyMetrics(): HubMetrics {
  return {
    eventsIn: 0,
    eventsDropped: 0,
    droppedByKind: {},
    patchesOut: 0,
    bytesOut: 0,
    flushCount: 0,
    lastFlushMs: 0,
    maxFlushMs: 0,
    tabs: 0,
  };
}

export function createByteEstimator(): (patch: TopicPatch) => number {
  const sizes = new Map<TopicName, { bytes: number; patchesSinceSample: number }>();
  return (patch) => {
    let bytes = PATCH_OVERHEAD_BYTES;
    const first = patch.upserts[0];
    if (first !== undefined) {
      let size = sizes.get(patch.topic);
      if (size === undefined || size.patchesSinceSample >= SIZE_SAMPLE_EVERY_PATCHES) {
        size = { bytes: JSON.stringify(first[1]).length, patchesSinceSample: 0 };
        sizes.set(patch.topic, size);
      }
      size.patchesSinceSample += 1;
      for (const [key] of patch.upserts) bytes += key.length + KEY_OVERHEAD_BYTES + size.bytes;
    }
    for (const key of patch.removes) bytes += key.length + KEY_OVERHEAD_BYTES;
    const changes = patch.changes;
    if (changes !== undefined) {
      // the typed arrays are copied as they are; a path or key costs its characters
      bytes += changes.layout.byteLength + changes.numbers.byteLength;
      for (const key of changes.keys) bytes += key.length + KEY_OVERHEAD_BYTES;
      for (const path of changes.paths) bytes += path.join('/').length + KEY_OVERHEAD_BYTES;
      bytes += changes.others.length * KEY_OVERHEAD_BYTES;
    }
    return bytes;
  };
}

/** Count a dropped event; returns true the first time a kind is dropped (log it once). */
export function countDropped(metrics: HubMetrics, kind: string, count = 1): boolean {
  const before = metrics.droppedByKind[kind] ?? 0;
  metrics.droppedByKind[kind] = before + count;
  metrics.eventsDropped += count;
  return before === 0;
}
