import type { Ringtone } from '../protocol/api';

/**
 * The four ringtones (there are no audio files): short oscillator patterns synthesised with Web
 * Audio. The settings preview and the desk's ringing both play them from here, so an agent
 * hears on an offer exactly what they chose.
 */

/** One note of a ringtone: an oscillator at a frequency for a span of the pattern. */
export interface ToneStep {
  frequencyHz: number;
  startMs: number;
  durationMs: number;
  wave: OscillatorType;
}

export type AudibleRingtone = Exclude<Ringtone, 'silent'>;

/** Each pattern is under a second and distinct enough to tell the media apart by ear. */
export const RINGTONE_PATTERNS: Readonly<Record<AudibleRingtone, readonly ToneStep[]>> = {
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

/** Loudness of a note at 100 % speaker volume: a ring should be heard, not startle. */
const PEAK_GAIN = 0.25;
/** Fade in and out of each note, so notes start and stop without a click. */
const NOTE_RAMP_S = 0.01;

/** The part of the Web Audio API a ringtone uses (a fake one in tests). */
export interface ToneAudioContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

/** Peak gain of a note at a speaker volume of 0..100 %. */
export function peakGainFor(volumePercent: number): number {
  return (PEAK_GAIN * Math.min(100, Math.max(0, volumePercent))) / 100;
}

/**
 * Schedules one play of a ringtone on the context from its current time. Returns the pattern's
 * length and the oscillator that ends last (its `onended` marks the end of the play).
 */
export function scheduleRingtone(
  context: ToneAudioContext,
  tone: AudibleRingtone,
  volumePercent: number,
): { durationMs: number; last: OscillatorNode | null; oscillators: OscillatorNode[] } {
  const peak = peakGainFor(volumePercent);
  const t0 = context.currentTime;
  let durationMs = 0;
  let last: OscillatorNode | null = null;
  const oscillators: OscillatorNode[] = [];
  for (const step of RINGTONE_PATTERNS[tone]) {
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
    oscillators.push(oscillator);
    if (step.startMs + step.durationMs >= durationMs) {
      durationMs = step.startMs + step.durationMs;
      last = oscillator;
    }
  }
  return { durationMs, last, oscillators };
}
