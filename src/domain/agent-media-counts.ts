/**
 * An agent's counts on one media dimension of a wallboard agents card (supervisor-dashboards
 * §3 "Agent statistics", wallboard form: per-media dimension values). The counts are kept per
 * medium; times in a state belong to the agent, whatever medium they worked on.
 */
import type { MediaDimension } from './wallboard';

export type AgentCountKind = 'answered' | 'missed' | 'rejected' | 'transfer';

/** The per-medium fields of the agent statistics (answeredTelephony, missedChat, ...). */
export interface AgentMediaCountFields {
  agentTotalAnsweredCalls: number;
  agentMissedCalls: number;
  agentRejectedCalls: number;
  agentTotalTransfer: number;
  answeredTelephony: number;
  answeredEmail: number;
  answeredChat: number;
  answeredSms: number;
  missedTelephony: number;
  missedEmail: number;
  missedChat: number;
  missedSms: number;
  rejectedTelephony: number;
  rejectedEmail: number;
  rejectedChat: number;
  rejectedSms: number;
  transferTelephony: number;
  transferEmail: number;
  transferChat: number;
  transferSms: number;
}

const TOTAL: Record<AgentCountKind, keyof AgentMediaCountFields> = {
  answered: 'agentTotalAnsweredCalls',
  missed: 'agentMissedCalls',
  rejected: 'agentRejectedCalls',
  transfer: 'agentTotalTransfer',
};

/** Field suffix per dimension; null: the centre handles none of that medium (fax). */
const SUFFIX: Record<MediaDimension, 'Telephony' | 'Email' | 'Chat' | 'Sms' | null> = {
  Telephony: 'Telephony',
  'E-mail': 'Email',
  Chat: 'Chat',
  SMS: 'Sms',
  Fax: null,
};

/** The count on a dimension; with none, across all media. A medium the centre has no work on counts 0. */
export function agentCount(
  statistics: AgentMediaCountFields,
  kind: AgentCountKind,
  dimension: MediaDimension | null,
): number {
  if (dimension === null) return statistics[TOTAL[kind]];
  const suffix = SUFFIX[dimension];
  return suffix === null ? 0 : statistics[`${kind}${suffix}`];
}
