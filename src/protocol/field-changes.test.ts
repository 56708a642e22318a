import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFieldChanges,
  diffFields,
  FieldChangesWriter,
  FieldPaths,
  learnPaths,
  readFieldChanges,
  type FieldChange,
} from './field-changes';

/** The wire round trip: encode, structured-clone (what a port does), decode. */
function overTheWire(key: string, changes: readonly FieldChange[]): FieldChange[] {
  const writer = new FieldChangesWriter();
  expect(writer.add(key, changes)).toBe(true);
  const encoded = structuredClone(writer.finish());
  const paths: string[][] = [];
  expect(learnPaths(paths, encoded)).toBe(true);
  const [entry, ...rest] = [...readFieldChanges(encoded, paths)];
  expect(rest).toEqual([]);
  expect(entry?.[0]).toBe(key);
  return entry?.[1] ?? [];
}

// plain data as topics carry it: no undefined inside arrays, keys free of NUL
const leaf = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null));
// __proto__ goes whole (tested below)
const name = fc
  .string({ minLength: 1, maxLength: 4 })
  .filter((s) => !s.includes('\u0000') && s !== '__proto__');
const data = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(name, tie('value'), { maxKeys: 4 }),
  array: fc.array(tie('value'), { maxLength: 3 }),
})).object;

describe('field changes', () => {
  it('rebuild any entry from any other, through the structured clone, leaving the base as it was', () => {
    fc.assert(
      fc.property(data, data, (before, after) => {
        const frozen = structuredClone(before);
        const rebuilt = applyFieldChanges(before, overTheWire('k', diffFields(before, after)));
        expect(rebuilt).toEqual(after);
        expect(before).toEqual(frozen);
      }),
    );
  });

  it('send only the changed leaves, and keep the identity of untouched parts', () => {
    const counts = { ready: 1, busy: 2 };
    const before = { id: 'bp1', kpis: { a: 1, b: 0.5, c: 3 }, counts, list: [1, 2] };
    const after = { ...before, kpis: { a: 1, b: 0.75, c: 3 }, list: [1, 2, 3] };
    const changes = diffFields(before, after);
    expect(changes).toEqual([
      [['kpis', 'b'], 0.75],
      [['list'], [1, 2, 3]],
    ]);
    const rebuilt = applyFieldChanges(before, overTheWire('bp1', changes)) as typeof after;
    expect(rebuilt).toEqual(after);
    expect(rebuilt.counts).toBe(counts);
  });

  it('remove a field that is gone, and carry values that are not numbers', () => {
    const before = { a: 1, b: 'x', c: { d: 1 } } as Record<string, unknown>;
    const after = { a: Number.NaN, b: null, c: {} };
    const rebuilt = applyFieldChanges(before, overTheWire('k', diffFields(before, after)));
    expect(rebuilt).toEqual(after);
    expect(Object.keys((rebuilt as { c: object }).c)).toEqual([]);
  });

  it('send an entry whole rather than assign __proto__ on the tab', () => {
    expect(new FieldChangesWriter().add('k', [[['kpis', '__proto__'], 1]])).toBe(false);
  });

  it('share one path list across the entries of a patch, and send each path once', () => {
    const table = new FieldPaths();
    const writer = new FieldChangesWriter(table, 0);
    writer.add('bp1', [[['kpis', 'a'], 1]]);
    writer.add('bp2', [
      [['kpis', 'a'], 2],
      [['kpis', 'b'], 3],
    ]);
    const encoded = writer.finish();
    expect(encoded.paths).toEqual([
      ['kpis', 'a'],
      ['kpis', 'b'],
    ]);
    expect([...encoded.layout]).toEqual([1, 0, 2, 0, 1]);
    const next = new FieldChangesWriter(table, 2);
    next.add('bp1', [
      [['kpis', 'b'], 4],
      [['kpis', 'c'], 5],
    ]);
    expect(next.finish()).toMatchObject({ pathBase: 2, paths: [['kpis', 'c']] });
    expect(
      [...readFieldChanges(encoded, encoded.paths)].map(([key, fields]) => [key, fields.length]),
    ).toEqual([
      ['bp1', 1],
      ['bp2', 2],
    ]);
  });
});
