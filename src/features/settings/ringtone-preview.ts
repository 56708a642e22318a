import type { Ringtone } from '../../protocol/api';
import { scheduleRingtone, type ToneAudioContext } from '../../ui/ringtones';

/** The part of the Web Audio API a preview uses (a fake one in tests). */
export interface PreviewAudioContext extends ToneAudioContext {
  close(): Promise<void>;
}

export type PreviewOutcome =
  { kind: 'silent' } | { kind: 'unsupported' } | { kind: 'playing'; durationMs: number };

function browserContext(): PreviewAudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

/**
 * Plays a ringtone once at the speaker volume (0..100), the same synthesis the desk rings with.
 * 'silent' plays nothing and says so; a browser without Web Audio says so too. The audio
 * context closes when the pattern ends.
 */
export function previewRingtone(
  tone: Ringtone,
  volumePercent: number,
  createContext: () => PreviewAudioContext | null = browserContext,
): PreviewOutcome {
  if (tone === 'silent') return { kind: 'silent' };
  const context = createContext();
  if (context === null) return { kind: 'unsupported' };
  const { durationMs, last } = scheduleRingtone(context, tone, volumePercent);
  if (last) last.onended = () => void context.close();
  return { kind: 'playing', durationMs };
}
