import { describe, expect, it } from 'vitest';
import {
  offeredBusinessProcesses,
  selectAllState,
  targetBusinessProcessIds,
  toggleSelectAll,
} from './threshold-apply';

const bp = (id: string, name: string) => ({ businessProcessId: id, businessProcessName: name });
const SUPERVISED = [bp('3', 'Sales'), bp('1', 'Claims'), bp('2', 'Billing'), bp('4', 'Support')];

describe('applying a profile to other business processes', () => {
  it('offers every other supervised business process, by name', () => {
    expect(
      offeredBusinessProcesses(SUPERVISED, '4', new Map(), 'Night').map(
        (b) => b.businessProcessName,
      ),
    ).toEqual(['Billing', 'Claims', 'Sales']);
  });

  it('business processes already having a profile of that name are not offered', () => {
    const names = new Map([
      ['1', ['Default', 'Night']],
      ['2', ['night']],
    ]);
    expect(
      offeredBusinessProcesses(SUPERVISED, '4', names, 'Night').map((b) => b.businessProcessId),
    ).toEqual(['2', '3']);
  });

  it('none remain when every other one has the profile', () => {
    const names = new Map(['1', '2', '3'].map((id) => [id, ['Night']]));
    expect(offeredBusinessProcesses(SUPERVISED, '4', names, 'Night')).toEqual([]);
  });

  it('the select-all box is empty, mixed or ticked as the offered ones are', () => {
    const offered = SUPERVISED.slice(0, 2);
    expect(selectAllState(new Set(), offered)).toBe('none');
    expect(selectAllState(new Set(['3', 'x']), offered)).toBe('some');
    expect(selectAllState(new Set(['3', '1']), offered)).toBe('all');
    expect(selectAllState(new Set(), [])).toBe('none');
  });

  it('select-all ticks every offered one, and clears them once all are ticked', () => {
    const offered = SUPERVISED.slice(0, 2);
    expect([...toggleSelectAll(new Set(['3']), offered)].sort()).toEqual(['1', '3']);
    expect(toggleSelectAll(new Set(['1', '3']), offered).size).toBe(0);
  });

  it('the calls carry the ticked offered ones, or every offered one under all supervised', () => {
    const offered = SUPERVISED.slice(0, 3);
    expect(targetBusinessProcessIds(new Set(['1', 'gone']), offered, false)).toEqual(['1']);
    expect(targetBusinessProcessIds(new Set(), offered, true)).toEqual(['3', '1', '2']);
  });
});
