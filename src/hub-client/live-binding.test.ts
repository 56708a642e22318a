// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setText } from './live-binding';

describe('setText', () => {
  it('changes the data of the one text node an element holds, and keeps the node', () => {
    const element = document.createElement('dd');
    element.textContent = '12';
    const node = element.firstChild;
    const inserted: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) inserted.push(...record.addedNodes);
    }).observe(element, { childList: true });
    setText(element, '13');
    expect(element.textContent).toBe('13');
    expect(element.firstChild).toBe(node);
    expect(element.childNodes).toHaveLength(1);
    expect(inserted).toEqual([]);
  });

  it('writes the text of an empty element, and of one holding elements', () => {
    const empty = document.createElement('p');
    setText(empty, 'Everything within thresholds.');
    expect(empty.textContent).toBe('Everything within thresholds.');
    const mixed = document.createElement('p');
    mixed.append('a', document.createElement('b'));
    setText(mixed, 'plain');
    expect(mixed.innerHTML).toBe('plain');
  });

  it('writes nothing when the text is the same', () => {
    const element = document.createElement('dd');
    element.textContent = '7';
    let records = 0;
    const observer = new MutationObserver(() => {});
    observer.observe(element, { characterData: true, childList: true, subtree: true });
    setText(element, '7');
    records = observer.takeRecords().length;
    expect(records).toBe(0);
  });
});
