import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/test-server';
import { createDueQueue } from './due-queue';

describe('due queue', () => {
  it('runs work only once the clock reaches it, in due order, and never twice', () => {
    const clock = manualClock();
    const queue = createDueQueue(clock.now);
    const ran: string[] = [];
    queue.after(2_000, () => ran.push('late'));
    queue.after(1_000, () => ran.push('early'));
    expect(queue.runDue()).toBe(0);
    clock.advance(2_000);
    expect(queue.runDue()).toBe(2);
    expect(ran).toEqual(['early', 'late']);
    expect(queue.runDue()).toBe(0);
  });

  it('cancelled work does not run and a failing job does not stop the others', () => {
    const clock = manualClock();
    const errors: unknown[] = [];
    const queue = createDueQueue(clock.now, (e) => errors.push(e));
    const ran: string[] = [];
    const cancel = queue.after(10, () => ran.push('cancelled'));
    queue.after(10, () => {
      throw new Error('boom');
    });
    queue.after(20, () => ran.push('after the failure'));
    cancel();
    clock.advance(20);
    queue.runDue();
    expect(ran).toEqual(['after the failure']);
    expect(errors).toHaveLength(1);
    expect(queue.size).toBe(0);
  });
});
