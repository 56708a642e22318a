import { describe, expect, it } from 'vitest';
import {
  COMPOSER_TYPING_IDLE_MS,
  NOT_TYPING,
  reduceComposerTyping,
  type ComposerEvent,
  type ComposerTyping,
} from './composer-typing';

function run(events: Array<[ComposerEvent, number]>, start: ComposerTyping = NOT_TYPING) {
  let state = start;
  const sent: string[] = [];
  for (const [event, now] of events) {
    const result = reduceComposerTyping(state, event, now);
    state = result.state;
    if (result.send !== null) sent.push(result.send);
  }
  return sent;
}

describe('composer typing indications', () => {
  it('the first keystroke says typing once, not once per key', () => {
    expect(
      run([
        [{ kind: 'input', text: 'h' }, 0],
        [{ kind: 'input', text: 'he' }, 100],
        [{ kind: 'input', text: 'hel' }, 200],
      ]),
    ).toEqual(['typing']);
  });

  it('clearing the text says not typing', () => {
    expect(
      run([
        [{ kind: 'input', text: 'h' }, 0],
        [{ kind: 'input', text: '' }, 100],
      ]),
    ).toEqual(['typing', 'notTyping']);
  });

  it('whitespace alone is not typing', () => {
    expect(run([[{ kind: 'input', text: '   ' }, 0]])).toEqual([]);
  });

  it('a pause as long as the idle time says not typing; a shorter one does not', () => {
    expect(
      run([
        [{ kind: 'input', text: 'h' }, 0],
        [{ kind: 'idle' }, COMPOSER_TYPING_IDLE_MS - 1],
      ]),
    ).toEqual(['typing']);
    expect(
      run([
        [{ kind: 'input', text: 'h' }, 0],
        [{ kind: 'idle' }, COMPOSER_TYPING_IDLE_MS],
      ]),
    ).toEqual(['typing', 'notTyping']);
  });

  it('sending says not typing; typing again after that says typing again', () => {
    expect(
      run([
        [{ kind: 'input', text: 'h' }, 0],
        [{ kind: 'sent' }, 10],
        [{ kind: 'input', text: 'n' }, 20],
      ]),
    ).toEqual(['typing', 'notTyping', 'typing']);
  });

  it('sending without having typed says nothing', () => {
    expect(run([[{ kind: 'sent' }, 0]])).toEqual([]);
  });
});
