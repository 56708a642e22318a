import { describe, expect, it } from 'vitest';
import { agentCount, type AgentMediaCountFields } from './agent-media-counts';

const stats: AgentMediaCountFields = {
  agentTotalAnsweredCalls: 9,
  agentMissedCalls: 3,
  agentRejectedCalls: 2,
  agentTotalTransfer: 1,
  answeredTelephony: 5,
  answeredEmail: 1,
  answeredChat: 2,
  answeredSms: 1,
  missedTelephony: 1,
  missedEmail: 0,
  missedChat: 2,
  missedSms: 0,
  rejectedTelephony: 0,
  rejectedEmail: 0,
  rejectedChat: 0,
  rejectedSms: 2,
  transferTelephony: 1,
  transferEmail: 0,
  transferChat: 0,
  transferSms: 0,
};

describe('agent counts on a media dimension', () => {
  it('a dimension counts only its medium', () => {
    expect(agentCount(stats, 'answered', 'Telephony')).toBe(5);
    expect(agentCount(stats, 'answered', 'Chat')).toBe(2);
    expect(agentCount(stats, 'missed', 'Chat')).toBe(2);
    expect(agentCount(stats, 'rejected', 'SMS')).toBe(2);
    expect(agentCount(stats, 'answered', 'E-mail')).toBe(1);
  });
  it('no dimension counts every medium; fax, which the centre does not handle, counts 0', () => {
    expect(agentCount(stats, 'answered', null)).toBe(9);
    expect(agentCount(stats, 'transfer', null)).toBe(1);
    expect(agentCount(stats, 'answered', 'Fax')).toBe(0);
  });
});
