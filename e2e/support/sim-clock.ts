import { expect, type APIRequestContext } from '@playwright/test';

/** The server simulation's tick count (test routes): each tick may deliver live changes. */
async function simTicks(request: APIRequestContext, baseURL: string): Promise<number> {
  const response = await request.get(`${baseURL}/api/__test/sim/ticks`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { ticks: number } }).data.ticks;
}

/**
 * Waits until the server's simulation has ticked `count` more times (a tick is 100 ms of its
 * driver): a journey that checks nothing happens watches the centre run, not the wall clock,
 * so a machine too busy to tick waits longer instead of checking too soon.
 */
export async function afterSimTicks(
  request: APIRequestContext,
  baseURL: string,
  count: number,
): Promise<void> {
  const start = await simTicks(request, baseURL);
  await expect
    .poll(() => simTicks(request, baseURL), { timeout: 30_000 + count * 500, intervals: [100] })
    .toBeGreaterThanOrEqual(start + count);
}

/** How many injected delays (`POST /api/__test/fault` with `delayMs`) ran their full time. */
export async function delaysEnded(request: APIRequestContext, baseURL: string): Promise<number> {
  const response = await request.get(`${baseURL}/api/__test/fault`);
  return ((await response.json()) as { data: { delaysEnded: number } }).data.delaysEnded;
}
