import { describe, expect, it } from 'vitest';
import { transportOrder } from './transport-order';

const ALL = { sharedWorker: true, worker: true, locksAndBroadcast: true };

describe('transportOrder', () => {
  it('prefers the SharedWorker, then a leader tab, then a dedicated Worker, then the page', () => {
    expect(transportOrder('', ALL)).toEqual(['shared', 'leader', 'dedicated', 'inline']);
  });

  it('without SharedWorker one leader tab serves the others', () => {
    expect(
      transportOrder('', { sharedWorker: false, worker: true, locksAndBroadcast: true }),
    ).toEqual(['leader', 'dedicated', 'inline']);
  });

  it('without Web Locks or BroadcastChannel each tab runs its own dedicated Worker', () => {
    expect(
      transportOrder('', { sharedWorker: false, worker: true, locksAndBroadcast: false }),
    ).toEqual(['dedicated', 'inline']);
  });

  it('falls back to the page when the browser has no workers', () => {
    expect(
      transportOrder('', { sharedWorker: false, worker: false, locksAndBroadcast: true }),
    ).toEqual(['inline']);
  });

  it('?hub=leader forces the leader tab', () => {
    expect(transportOrder('?hub=leader', ALL)).toEqual(['leader']);
  });

  it('?hub=inline forces the in-page hub', () => {
    expect(transportOrder('?hub=inline', ALL)).toEqual(['inline']);
  });

  it('?hub=dedicated forces a dedicated Worker', () => {
    expect(transportOrder('?x=1&hub=dedicated', ALL)).toEqual(['dedicated']);
  });

  it('forcing an unsupported or unknown transport keeps the normal order', () => {
    expect(
      transportOrder('?hub=shared', {
        sharedWorker: false,
        worker: true,
        locksAndBroadcast: false,
      }),
    ).toEqual(['dedicated', 'inline']);
    expect(transportOrder('?hub=bogus', ALL)).toEqual(['shared', 'leader', 'dedicated', 'inline']);
  });
});
