/** The benches' build of workers/hub/snapshot-delivery.ts: the hub serves the peer design. */
export const SNAPSHOT_DELIVERY: boolean = true;
