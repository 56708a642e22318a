import { afterEach, describe, expect, it } from 'vitest';
import { ALL_KPI_IDS } from '../../src/domain/kpi-ids';
import { AGENT_STATE_IDS } from '../../src/protocol/events';
import type {
  AgentStateInfo,
  BreakType,
  CannedResponse,
  ConfigurationResponse,
  KpiDescription,
  TimeZoneInfo,
  ValueSet,
} from '../../src/protocol/reference-api';
import type { BuiltServer } from '../app';
import { authed, body, login, testServer } from '../testing/test-server';

let server: BuiltServer;
afterEach(async () => server?.close());

async function get<T>(url: string): Promise<{ status: number; data: T }> {
  if (!server) throw new Error('no server');
  const { sessionId } = await login(server, 'agent');
  const response = await server.app.inject({ method: 'GET', url, headers: authed(sessionId) });
  return {
    status: response.statusCode,
    data: response.statusCode === 200 ? body<T>(response) : response.json(),
  };
}

describe('reference calls', () => {
  it('time zones map Windows ids to IANA zones the runtime knows, default Eastern', async () => {
    server = await testServer();
    const { data: zones } = await get<TimeZoneInfo[]>('/api/reference/timeZone/all');
    expect(zones.length).toBeGreaterThan(30);
    for (const zone of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone.iana })).not.toThrow();
      expect(zone.displayName.startsWith('(UTC')).toBe(true);
    }
    const { data: fallback } = await get<TimeZoneInfo>('/api/reference/timeZone/default');
    expect(fallback).toEqual({
      id: 'Eastern Standard Time',
      displayName: '(UTC-05:00) Eastern Time (US & Canada)',
      utcOffsetMinutes: -300,
      iana: 'America/New_York',
    });
  });

  it('agent states are exactly the states of the spec', async () => {
    server = await testServer();
    const { data } = await get<AgentStateInfo[]>('/api/reference/agent/state/all');
    expect(data.map((s) => s.id).sort()).toEqual([...AGENT_STATE_IDS].sort());
    expect(data.find((s) => s.id === 'ready')).toMatchObject({ name: 'Ready', selectable: true });
  });

  it('break types have ids and names', async () => {
    server = await testServer();
    const { data } = await get<BreakType[]>('/api/reference/break/type/all');
    expect(data.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Lunch', 'Coffee', 'Training', 'Meeting']),
    );
    expect(new Set(data.map((b) => b.id)).size).toBe(data.length);
  });

  it('every business-process KPI has a description', async () => {
    server = await testServer();
    const { data } = await get<KpiDescription[]>('/api/reference/supervisorKPIDescription/all');
    expect(data.map((d) => d.kpiId)).toEqual([...ALL_KPI_IDS]);
    for (const d of data) expect(d.description.length).toBeGreaterThan(10);
  });

  it('canned responses are filtered by medium and business process', async () => {
    server = await testServer();
    const { data } = await get<CannedResponse[]>(
      '/api/reference/cannedResponse?businessProcessId=bp-2&mediaType=CHAT',
    );
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) {
      expect(r.mediaType).toBe('chat');
      expect([null, 'bp-2']).toContain(r.businessProcessId);
    }
    expect(data.some((r) => r.businessProcessId === 'bp-2')).toBe(true);
  });

  it('canned responses refuse a bad query', async () => {
    server = await testServer();
    const badMedium = await get<unknown>(
      '/api/reference/cannedResponse?businessProcessId=bp-2&mediaType=fax',
    );
    expect(badMedium.status).toBe(400);
    expect(badMedium.data).toMatchObject({ field: 'mediaType' });
    expect((await get<unknown>('/api/reference/cannedResponse?mediaType=sms')).data).toMatchObject({
      field: 'businessProcessId',
    });
    expect(
      (await get<unknown>('/api/reference/cannedResponse?businessProcessId=bp-99&mediaType=sms'))
        .status,
    ).toBe(404);
  });

  it('configuration carries the organization unless the client is up to date', async () => {
    server = await testServer();
    const { data: full } = await get<ConfigurationResponse>('/api/reference/configuration');
    if (full.upToDate) throw new Error('expected the full configuration');
    expect(full.businessProcesses).toHaveLength(12);
    expect(full.businessProcesses[0]).toEqual({ id: 'bp-1', name: 'Sales' });
    expect(full.availableTimeZones.length).toBeGreaterThan(30);
    const { data: same } = await get<ConfigurationResponse>(
      `/api/reference/configuration?version=${full.configurationVersion}`,
    );
    expect(same).toEqual({ configurationVersion: full.configurationVersion, upToDate: true });
    expect((await get<unknown>('/api/reference/configuration?version=abc')).status).toBe(400);
  });

  it('mail, SMS details and value sets have their shapes', async () => {
    server = await testServer();
    expect(
      (await get<{ maxAttachmentBytes: number }>('/api/reference/smtpDetails')).data
        .maxAttachmentBytes,
    ).toBe(20_971_520);
    expect(
      (await get<{ template: string }>('/api/reference/mailSignatureFormat')).data.template,
    ).toContain('{{agentName}}');
    expect(
      (await get<{ subjectPrefix: string }>('/api/reference/mailReplyFormat')).data.subjectPrefix,
    ).toBe('RE: ');
    const sms = (
      await get<{ senderNumbers: unknown[]; segmentLength: number }>('/api/reference/smsDetails')
    ).data;
    expect(sms.senderNumbers).toHaveLength(12);
    expect(sms.segmentLength).toBe(160);
    const sets = (await get<ValueSet[]>('/api/reference/valueSets')).data;
    expect(sets.every((s) => s.values.length > 0)).toBe(true);
  });
});
