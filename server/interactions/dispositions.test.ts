import { describe, expect, it } from 'vitest';
import { findDispositionCode, isDispositionMandatory } from './dispositions';

describe('disposition codes', () => {
  it('a leaf code is found with its category and sub-category; a category is not a code', () => {
    expect(findDispositionCode('bp-2', 'dc-resolved-first')).toMatchObject({
      categoryId: 'dc-resolved',
      name: 'First contact resolution',
    });
    expect(findDispositionCode('bp-2', 'dc-resolved')).toBeNull();
    expect(findDispositionCode('bp-5', 'dc-info')).toMatchObject({
      categoryName: 'Category 1',
      subCategoryName: 'Sub Category 1',
    });
  });
  it('Billing requires a code, Sales does not', () => {
    expect(isDispositionMandatory('bp-3')).toBe(true);
    expect(isDispositionMandatory('bp-1')).toBe(false);
  });
});
