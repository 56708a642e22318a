// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import {
  expectDurationTicksWithoutCommit,
  LIVE_ROW_START,
  liveRowInteraction,
} from '../../hub-client/live-row-commits';
import { ConversationRow } from './conversation-row';

describe('a live conversation row', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the duration ticks without a React commit', () => {
    const entry = {
      interaction: liveRowInteraction('CHAT'),
      list: 'active',
      changedAt: LIVE_ROW_START,
      unread: 0,
      source: 'hub',
    } as const;
    expectDurationTicksWithoutCommit(
      <ConversationRow entry={entry} agentId="a1" ns="chats" />,
      'conversation-duration',
    );
  });
});
