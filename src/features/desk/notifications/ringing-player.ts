import { scheduleRingtone, type AudibleRingtone } from '../../../ui/ringtones';

/**
 * The tab's ringer: plays the ringing channels' tones over and over while told to, on one
 * AudioContext for the tab's life. Browsers start an AudioContext suspended until the user
 * interacts with the page; the first click or key press resumes it (a desk user clicks a lot),
 * and the status says 'suspended' until then so the view can tell the agent.
 */

/** One ring every 2 s: a tone under a second, then quiet, like a phone's cadence. */
const RING_CYCLE_MS = 2_000;

export type RingerStatus = 'idle' | 'playing' | 'suspended' | 'unsupported';

const GESTURES = ['pointerdown', 'keydown'] as const;

class Ringer {
  private context: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private tones: readonly AudibleRingtone[] = [];
  private volume = 100;
  private cycle = 0;
  private sounding: OscillatorNode[] = [];
  private readonly listeners = new Set<() => void>();
  private status: RingerStatus = 'idle';

  constructor() {
    if (typeof window === 'undefined') return;
    for (const gesture of GESTURES)
      window.addEventListener(gesture, this.resume, { capture: true, passive: true });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getStatus = (): RingerStatus => this.status;

  /** Rings the given tones in turn, one per cycle, at the speaker volume; an empty list stops at once. */
  ring(tones: readonly AudibleRingtone[], volumePercent: number): void {
    this.tones = tones;
    this.volume = volumePercent;
    if (tones.length === 0) {
      this.stop();
      return;
    }
    if (this.timer !== null) return;
    const context = this.audio();
    if (context === null) {
      this.setStatus('unsupported');
      return;
    }
    this.cycle = 0;
    this.playOnce();
    this.timer = setInterval(() => this.playOnce(), RING_CYCLE_MS);
  }

  /**
   * Plays a tone once (the end-of-break alert), beside any ringing. Returns false when the
   * browser has no Web Audio; a context still waiting for a user gesture plays once resumed.
   */
  chime(tone: AudibleRingtone, volumePercent: number): boolean {
    const context = this.audio();
    if (context === null) return false;
    if (context.state === 'suspended') {
      void context.resume().then(
        () => void scheduleRingtone(context, tone, volumePercent),
        () => undefined,
      );
    } else {
      scheduleRingtone(context, tone, volumePercent);
    }
    return true;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    for (const oscillator of this.sounding) {
      try {
        oscillator.stop();
      } catch {
        // already stopped: nothing left to silence
      }
    }
    this.sounding = [];
    this.setStatus('idle');
  }

  private readonly resume = (): void => {
    const context = this.context;
    if (context === null || context.state !== 'suspended') return;
    void context.resume().then(() => {
      if (this.timer !== null) this.setStatus('playing');
    });
  };

  private audio(): AudioContext | null {
    if (this.context === null && typeof AudioContext !== 'undefined')
      this.context = new AudioContext();
    return this.context;
  }

  private playOnce(): void {
    const context = this.context;
    const tone = this.tones[this.cycle % Math.max(1, this.tones.length)];
    this.cycle += 1;
    if (context === null || tone === undefined) return;
    if (context.state === 'suspended') {
      // no user gesture yet: try anyway (an autoplay policy may allow it) and say so meanwhile
      this.setStatus('suspended');
      void context.resume().then(
        () => {
          if (this.timer !== null) this.sound(context, tone);
        },
        () => undefined,
      );
      return;
    }
    this.sound(context, tone);
  }

  private sound(context: AudioContext, tone: AudibleRingtone): void {
    this.sounding = scheduleRingtone(context, tone, this.volume).oscillators;
    this.setStatus('playing');
  }

  private setStatus(status: RingerStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

/** The tab's one ringer (effects are once per browser: only the owning tab asks it to ring). */
export const ringer = new Ringer();
