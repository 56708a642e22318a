import { describe, expect, it } from 'vitest';
import { createMonitoringRegistry } from './monitoring';

describe('monitoring registry', () => {
  it('listen, escalate to coach and intervene, stop: one state per supervisor and agent', () => {
    const m = createMonitoringRegistry();
    expect(m.start('sup', 'a1', 'ix1', 'listen', 1)).toMatchObject({
      ok: true,
      state: { mode: 'listen', since: 1 },
    });
    expect(m.start('sup', 'a1', 'ix1', 'listen', 2)).toEqual({ ok: false, error: 'sameMode' });
    expect(m.start('sup', 'a1', 'ix1', 'coach', 3)).toMatchObject({
      ok: true,
      state: { mode: 'coach' },
    });
    expect(m.stop('sup', 'a1', 'listen', 4)).toEqual({ ok: false, error: 'notMonitoring' });
    expect(m.start('sup', 'a1', 'ix1', 'intervene', 5)).toMatchObject({
      ok: true,
      state: { mode: 'intervene' },
    });
    expect(m.stop('sup', 'a1', 'intervene', 6)).toMatchObject({
      ok: true,
      state: { mode: null, since: 6 },
    });
    expect(m.get('sup', 'a1')).toBeNull();
  });

  it('many may listen, only one supervisor may speak in a call', () => {
    const m = createMonitoringRegistry();
    expect(m.start('s1', 'a1', 'ix1', 'coach', 1).ok).toBe(true);
    expect(m.start('s2', 'a1', 'ix1', 'listen', 2).ok).toBe(true);
    expect(m.start('s2', 'a1', 'ix1', 'intervene', 3)).toEqual({
      ok: false,
      error: 'anotherSupervisorSpeaks',
    });
    m.stop('s1', 'a1', 'coach', 4);
    expect(m.start('s2', 'a1', 'ix1', 'intervene', 5).ok).toBe(true);
  });

  it('recording is kept apart from the listening mode', () => {
    const m = createMonitoringRegistry();
    expect(m.setRecording('sup', 'a1', 'ix1', true, 1)).toMatchObject({
      ok: true,
      state: { mode: null, recording: true },
    });
    expect(m.setRecording('sup', 'a1', 'ix1', true, 2)).toEqual({
      ok: false,
      error: 'alreadyRecording',
    });
    expect(m.start('sup', 'a1', 'ix1', 'listen', 3)).toMatchObject({
      ok: true,
      state: { mode: 'listen', recording: true },
    });
    expect(m.setRecording('sup', 'a1', 'ix1', false, 4)).toMatchObject({
      ok: true,
      state: { mode: 'listen', recording: false },
    });
    expect(m.setRecording('sup', 'a1', 'ix1', false, 5)).toEqual({
      ok: false,
      error: 'notRecording',
    });
  });

  it('ends every monitoring of an agent when the call ends, and nothing carries over to the next call', () => {
    const m = createMonitoringRegistry();
    m.start('s1', 'a1', 'ix1', 'listen', 1);
    m.setRecording('s2', 'a1', 'ix1', true, 1);
    m.start('s1', 'a2', 'ix9', 'coach', 1);
    expect(m.endCallOf('a1', 'ix1', 2)).toEqual([]);
    const ended = m.endCallOf('a1', null, 3);
    expect(ended.map((s) => [s.supervisorId, s.mode, s.recording])).toEqual([
      ['s1', null, false],
      ['s2', null, false],
    ]);
    expect([...m.monitoredAgents()]).toEqual(['a2']);
    expect(m.start('s1', 'a1', 'ix2', 'listen', 4)).toMatchObject({
      ok: true,
      state: { interactionId: 'ix2', recording: false },
    });
  });
});
