/**
 * When the chat composer sends typing and not-typing indications (agent-desktop §7
 * typingIndication / notTypingIndication): one indication per change, never one per key.
 */

/**
 * After this long without a keystroke the agent counts as no longer typing. Long enough
 * that a pause to think does not flicker the other side's indicator, short enough that an
 * abandoned draft does not show "typing" for long.
 */
export const COMPOSER_TYPING_IDLE_MS = 3_000;

export interface ComposerTyping {
  typing: boolean;
  lastInputAt: number;
}

export const NOT_TYPING: ComposerTyping = { typing: false, lastInputAt: 0 };

export type ComposerEvent =
  | { kind: 'input'; text: string }
  /** The idle check (a timer in the view) fired. */
  | { kind: 'idle' }
  /** The message left, or the composer closed. */
  | { kind: 'sent' };

export type TypingIndication = 'typing' | 'notTyping' | null;

export function reduceComposerTyping(
  state: ComposerTyping,
  event: ComposerEvent,
  now: number,
): { state: ComposerTyping; send: TypingIndication } {
  switch (event.kind) {
    case 'input': {
      const hasText = event.text.trim() !== '';
      if (hasText)
        return { state: { typing: true, lastInputAt: now }, send: state.typing ? null : 'typing' };
      return {
        state: { typing: false, lastInputAt: now },
        send: state.typing ? 'notTyping' : null,
      };
    }
    case 'idle':
      if (state.typing && now - state.lastInputAt >= COMPOSER_TYPING_IDLE_MS)
        return { state: { ...state, typing: false }, send: 'notTyping' };
      return { state, send: null };
    case 'sent':
      return {
        state: { typing: false, lastInputAt: now },
        send: state.typing ? 'notTyping' : null,
      };
  }
}
