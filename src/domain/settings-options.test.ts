import { describe, expect, it } from 'vitest';
import {
  ALERT_END_OF_BREAK,
  IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER,
  INCOMING_INTERACTION_DISPLAY,
  INTERACTION_HISTORY_PERIOD,
  RINGTONE,
  historyDays,
  optionOrDefault,
} from './settings-options';

describe('settings options', () => {
  it('interaction history period is 24, 168 or 720 hours, default 168', () => {
    expect(INTERACTION_HISTORY_PERIOD).toEqual({ options: [24, 168, 720], default: 168 });
  });
  it('idle time to agent intelligence center is off, 10, 30, 60 or 300 s, default 300', () => {
    expect(IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER).toEqual({
      options: [-1, 10, 30, 60, 300],
      default: 300,
    });
  });
  it('end-of-break alert is 0, 10, 30, 60 or 300 s, default 0', () => {
    expect(ALERT_END_OF_BREAK).toEqual({ options: [0, 10, 30, 60, 300], default: 0 });
  });
  it('incoming display is banner, panel or bannerAndPanel, default bannerAndPanel', () => {
    expect(INCOMING_INTERACTION_DISPLAY).toEqual({
      options: ['banner', 'panel', 'bannerAndPanel'],
      default: 'bannerAndPanel',
    });
  });
  it('ringtones default to silent with four tones', () => {
    expect(RINGTONE.default).toBe('silent');
    expect(RINGTONE.options.filter((r) => r !== 'silent')).toHaveLength(4);
  });
  it('a stored value outside the options falls back to the default', () => {
    expect(optionOrDefault(ALERT_END_OF_BREAK, 45)).toBe(0);
    expect(optionOrDefault(ALERT_END_OF_BREAK, 60)).toBe(60);
    expect(optionOrDefault(INCOMING_INTERACTION_DISPLAY, 'popup')).toBe('bannerAndPanel');
  });
});

describe('historyDays', () => {
  it('history days = round(period / 24)', () => {
    expect(historyDays(24)).toBe(1);
    expect(historyDays(168)).toBe(7);
    expect(historyDays(720)).toBe(30);
  });
  it('without a valid period the day span defaults to 3', () => {
    expect(historyDays(undefined)).toBe(3);
    expect(historyDays(null)).toBe(3);
    expect(historyDays(100)).toBe(3);
  });
});
