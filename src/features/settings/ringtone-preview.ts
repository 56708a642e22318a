import type { Ringtone } from '../../protocol/api';

/** One note of a ringtone: an oscillator at a frequency for a span of the pattern. */
export interface ToneStep {
  frequencyHz: number;
  startMs: number;
  durationMs: number;
  wave: OscillatorType;
}

/**
 * The four tones (there are no audio files): short oscillator patterns, each under a second,
 * distinct enough to tell the media apart by ear.
 */
export const RINGTONE_PATTERNS: Readonly<Record<Exclude<Ringtone, 'silent'>, readonly ToneStep[]>> =
  {
    // the classic double ring: 440 Hz and 480 Hz together, twice
    tone1: [
      { frequencyHz: 440, startMs: 0, durationMs: 300, wave: 'sine' },
      { frequencyHz: 480, startMs: 0, durationMs: 300, wave: 'sine' },
      { frequencyHz: 440, startMs: 400, durationMs: 300, wave: 'sine' },
      { frequencyHz: 480, startMs: 400, durationMs: 300, wave: 'sine' },
    ],
    // a rising chime: C5, E5, G5
    tone2: [
      { frequencyHz: 523.25, startMs: 0, durationMs: 180, wave: 'sine' },
      { frequencyHz: 659.25, startMs: 180, durationMs: 180, wave: 'sine' },
      { frequencyHz: 783.99, startMs: 360, durationMs: 260, wave: 'sine' },
    ],
    // three short pulses at 880 Hz
    tone3: [
      { frequencyHz: 880, startMs: 0, durationMs: 100, wave: 'triangle' },
      { frequencyHz: 880, startMs: 150, durationMs: 100, wave: 'triangle' },
      { frequencyHz: 880, startMs: 300, durationMs: 100, wave: 'triangle' },
    ],
    // a falling figure: B5, G5, D5
    tone4: [
      { frequencyHz: 987.77, startMs: 0, durationMs: 200, wave: 'square' },
      { frequencyHz: 783.99, startMs: 200, durationMs: 200, wave: 'square' },
      { frequencyHz: 587.33, startMs: 400, durationMs: 250, wave: 'square' },
    ],
  };

/** Loudness of a note at 100 % speaker volume: a preview should not startle. */
const PREVIEW_PEAK_GAIN = 0.25;
/** Fade in and out of each note, so notes start and stop without a click. */
const NOTE_RAMP_S = 0.01;

/** The part of the Web Audio API a preview uses (a fake one in tests). */
export interface PreviewAudioContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
  close(): Promise<void>;
}

export type PreviewOutcome =
  { kind: 'silent' } | { kind: 'unsupported' } | { kind: 'playing'; durationMs: number };

function browserContext(): PreviewAudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

/**
 * Plays a ringtone once at the speaker volume (0..100). 'silent' plays nothing and says so;
 * a browser without Web Audio says so too. The audio context closes when the pattern ends.
 */
export function previewRingtone(
  tone: Ringtone,
  volumePercent: number,
  createContext: () => PreviewAudioContext | null = browserContext,
): PreviewOutcome {
  if (tone === 'silent') return { kind: 'silent' };
  const context = createContext();
  if (context === null) return { kind: 'unsupported' };
  const peak = (PREVIEW_PEAK_GAIN * Math.min(100, Math.max(0, volumePercent))) / 100;
  const steps = RINGTONE_PATTERNS[tone];
  const t0 = context.currentTime;
  let endMs = 0;
  let last: OscillatorNode | null = null;
  for (const step of steps) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = step.wave;
    oscillator.frequency.value = step.frequencyHz;
    const start = t0 + step.startMs / 1000;
    const stop = start + step.durationMs / 1000;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(peak, start + NOTE_RAMP_S);
    gain.gain.setValueAtTime(peak, stop - NOTE_RAMP_S);
    gain.gain.linearRampToValueAtTime(0, stop);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(stop);
    if (step.startMs + step.durationMs >= endMs) {
      endMs = step.startMs + step.durationMs;
      last = oscillator;
    }
  }
  if (last) last.onended = () => void context.close();
  return { kind: 'playing', durationMs: endMs };
}
