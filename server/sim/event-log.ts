/**
 * Raw simulator events, kept so KPIs can be recomputed independently of the engine's
 * counters. A bounded ring by default (the live server only needs recent history); a
 * complete record when `recordFullLog` is set (tests).
 */
import type { AgentStateId } from '../../src/protocol/events';
import type { Media } from './config';

export type TransferKind = 'none' | 'internal' | 'external';
export type CallbackOutcome = 'success' | 'failed' | 'rescheduled';

export type SimLogEvent =
  | {
      t: number;
      type: 'arrival';
      bp: string;
      ix: string;
      media: Media;
      transferredFrom: string | null;
    }
  | { t: number; type: 'queued'; bp: string; ix: string }
  | { t: number; type: 'offer'; bp: string; ix: string; agent: string }
  | {
      t: number;
      type: 'answer';
      bp: string;
      ix: string;
      agent: string;
      media: Media;
      waitMs: number;
      ringMs: number;
    }
  | { t: number; type: 'miss'; bp: string; ix: string; agent: string }
  | { t: number; type: 'reject'; bp: string; ix: string; agent: string }
  | { t: number; type: 'requeue'; bp: string; ix: string }
  | {
      t: number;
      type: 'abandon';
      bp: string;
      ix: string;
      media: Media;
      waitMs: number;
      ringing: boolean;
      callback: boolean;
      voiceMail: boolean;
    }
  | { t: number; type: 'overflow'; bp: string; ix: string; media: Media; waitMs: number }
  | { t: number; type: 'end'; bp: string; ix: string; agent: string; transfer: TransferKind }
  | { t: number; type: 'wrapUpEnd'; bp: string; ix: string; agent: string; handleMs: number }
  | { t: number; type: 'consult'; bp: string; ix: string; agent: string; active: boolean }
  | { t: number; type: 'callbackRequest'; bp: string; cb: string }
  | { t: number; type: 'callbackDue'; bp: string; cb: string }
  | { t: number; type: 'callbackStart'; bp: string; cb: string; agent: string }
  | {
      t: number;
      type: 'callbackOutcome';
      bp: string;
      cb: string;
      agent: string;
      outcome: CallbackOutcome;
      workMs: number;
    }
  | { t: number; type: 'callbackPurge'; bp: string; cb: string }
  | { t: number; type: 'dnc'; bp: string; agent: string }
  | { t: number; type: 'state'; agent: string; stateId: AgentStateId; breakTypeId: string | null }
  | { t: number; type: 'assignment'; agent: string; bp: string; active: boolean }
  | { t: number; type: 'reset' };

export class EventLog {
  private ring: SimLogEvent[] = [];
  private start = 0;
  /** Events ever recorded (also those dropped from the ring). */
  total = 0;

  constructor(
    private readonly capacity: number,
    private readonly complete: boolean,
  ) {}

  record(event: SimLogEvent): void {
    this.total++;
    if (this.complete || this.ring.length < this.capacity) {
      this.ring.push(event);
      return;
    }
    if (this.capacity <= 0) return;
    this.ring[this.start] = event;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Kept events, oldest first. */
  events(): SimLogEvent[] {
    return this.start === 0
      ? this.ring.slice()
      : [...this.ring.slice(this.start), ...this.ring.slice(0, this.start)];
  }

  /** FNV-1a over the kept events: equal logs give equal hashes (replay checks). */
  hash(): string {
    let h = 0x811c9dc5;
    for (const event of this.events()) {
      const text = JSON.stringify(event);
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
    }
    return h.toString(16).padStart(8, '0');
  }
}
