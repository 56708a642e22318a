import { describe, expect, it } from 'vitest';
import { findPrototypeKey, isPrototypeKey } from './prototype-keys';

describe('prototype keys', () => {
  it('__proto__, constructor and prototype are prototype keys; look-alikes are not', () => {
    expect(['__proto__', 'constructor', 'prototype'].every(isPrototypeKey)).toBe(true);
    expect(
      ['proto', '__proto', 'Constructor', 'prototypes', '', 'toString'].some(isPrototypeKey),
    ).toBe(false);
  });

  it('a parsed __proto__ key is found at any depth, with the path to it', () => {
    expect(findPrototypeKey(JSON.parse('{"a":[1,{"b":{"__proto__":{"x":1}}}]}'))).toEqual([
      'a',
      1,
      'b',
      '__proto__',
    ]);
    expect(findPrototypeKey([[{ constructor: { prototype: 1 } }]])).toEqual([0, 0, 'constructor']);
    expect(findPrototypeKey({ a: { prototype: null } })).toEqual(['a', 'prototype']);
  });

  it('values without such keys pass, whatever their strings say', () => {
    expect(
      findPrototypeKey({ a: '__proto__', b: ['constructor'], c: { d: null, e: 1 } }),
    ).toBeNull();
    expect(findPrototypeKey('prototype')).toBeNull();
    expect(findPrototypeKey(null)).toBeNull();
  });
});
