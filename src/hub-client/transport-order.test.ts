import { describe, expect, it } from 'vitest';
import { transportOrder } from './transport-order';

const ALL = { sharedWorker: true, worker: true };

describe('transportOrder', () => {
  it('prefers the SharedWorker, then a dedicated Worker, then the page', () => {
    expect(transportOrder('', ALL)).toEqual(['shared', 'dedicated', 'inline']);
  });

  it('skips a SharedWorker the browser lacks', () => {
    expect(transportOrder('', { sharedWorker: false, worker: true })).toEqual([
      'dedicated',
      'inline',
    ]);
  });

  it('falls back to the page when the browser has no workers', () => {
    expect(transportOrder('', { sharedWorker: false, worker: false })).toEqual(['inline']);
  });

  it('?hub=inline forces the in-page hub', () => {
    expect(transportOrder('?hub=inline', ALL)).toEqual(['inline']);
  });

  it('?hub=dedicated forces a dedicated Worker', () => {
    expect(transportOrder('?x=1&hub=dedicated', ALL)).toEqual(['dedicated']);
  });

  it('forcing an unsupported or unknown transport keeps the normal order', () => {
    expect(transportOrder('?hub=shared', { sharedWorker: false, worker: true })).toEqual([
      'dedicated',
      'inline',
    ]);
    expect(transportOrder('?hub=bogus', ALL)).toEqual(['shared', 'dedicated', 'inline']);
  });
});
