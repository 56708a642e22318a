import { describe, expect, it } from 'vitest';
import { RINGTONES } from '../../protocol/api';
import { RINGTONE_PATTERNS } from '../../ui/ringtones';
import { previewRingtone, type PreviewAudioContext } from './ringtone-preview';

interface FakeOscillator {
  type: string;
  frequency: { value: number };
  starts: number[];
  stops: number[];
  onended: (() => void) | null;
  connect: (node: unknown) => void;
  start: (at: number) => void;
  stop: (at: number) => void;
}

/** Records what a preview schedules, at a context time of 10 s. */
function fakeContext() {
  const oscillators: FakeOscillator[] = [];
  const peaks: number[] = [];
  let closed = 0;
  const context = {
    currentTime: 10,
    destination: {} as AudioNode,
    createOscillator() {
      const oscillator: FakeOscillator = {
        type: 'sine',
        frequency: { value: 0 },
        starts: [],
        stops: [],
        onended: null,
        connect: () => undefined,
        start: (at) => oscillator.starts.push(at),
        stop: (at) => oscillator.stops.push(at),
      };
      oscillators.push(oscillator);
      return oscillator as unknown as OscillatorNode;
    },
    createGain() {
      return {
        gain: {
          setValueAtTime: () => undefined,
          linearRampToValueAtTime: (value: number) => {
            if (value > 0) peaks.push(value);
          },
        },
        connect: () => undefined,
      } as unknown as GainNode;
    },
    close: async () => {
      closed += 1;
    },
  } satisfies PreviewAudioContext;
  return { context, oscillators, peaks, closed: () => closed };
}

describe('ringtone preview', () => {
  it('silent previews nothing and opens no audio', () => {
    let opened = 0;
    expect(
      previewRingtone('silent', 80, () => {
        opened += 1;
        return null;
      }),
    ).toEqual({ kind: 'silent' });
    expect(opened).toBe(0);
  });

  it('a browser without Web Audio is told, not failed silently', () => {
    expect(previewRingtone('tone1', 80, () => null)).toEqual({ kind: 'unsupported' });
  });

  it('each tone schedules its own oscillator pattern from the context time, a few hundred ms long', () => {
    for (const tone of RINGTONES.filter((r) => r !== 'silent')) {
      const fake = fakeContext();
      const outcome = previewRingtone(tone, 100, () => fake.context);
      const pattern = RINGTONE_PATTERNS[tone];
      expect(
        fake.oscillators.map((o) => o.frequency.value),
        tone,
      ).toEqual(pattern.map((s) => s.frequencyHz));
      expect(
        fake.oscillators.map((o) => o.starts[0]),
        tone,
      ).toEqual(pattern.map((s) => 10 + s.startMs / 1000));
      expect(outcome.kind === 'playing' && outcome.durationMs, tone).toBeGreaterThanOrEqual(300);
      expect(outcome.kind === 'playing' && outcome.durationMs, tone).toBeLessThanOrEqual(1000);
    }
  });

  it('the four tones differ from one another', () => {
    const shapes = Object.values(RINGTONE_PATTERNS).map((p) => JSON.stringify(p));
    expect(new Set(shapes).size).toBe(4);
  });

  it('loudness follows the speaker volume', () => {
    const loud = fakeContext();
    previewRingtone('tone2', 100, () => loud.context);
    const quiet = fakeContext();
    previewRingtone('tone2', 20, () => quiet.context);
    expect(quiet.peaks[0]).toBeCloseTo((loud.peaks[0] ?? 0) / 5, 6);
  });

  it('the audio context closes when the last note ends', () => {
    const fake = fakeContext();
    previewRingtone('tone3', 50, () => fake.context);
    const last = fake.oscillators.at(-1);
    expect(fake.closed()).toBe(0);
    last?.onended?.();
    expect(fake.closed()).toBe(1);
  });
});
