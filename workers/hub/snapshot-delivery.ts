/**
 * Whether this build serves the benches' peer design: whole topics on every change to a tab
 * that asks for them at hello. Never in the product: the benches' build swaps this module for
 * bench/peer/snapshot-delivery.ts (bench/support/bench-build.ts), and the bundler leaves the
 * branches it guards out of the product's hub.
 */
export const SNAPSHOT_DELIVERY: boolean = false;
