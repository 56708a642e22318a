import { describe, expect, it } from 'vitest';
import {
  channelOfMedia,
  faviconFlagged,
  offerBannerLayout,
  ringingChannels,
  showsOfferBanner,
  type AlertEntry,
} from './desk-alerts';

const silent = { call: 'silent', chat: 'silent', email: 'silent', sms: 'silent' };
const allTones = { call: 'tone1', chat: 'tone2', email: 'tone3', sms: 'tone4' };
const entry = (list: AlertEntry['list'], mediaType: string, unread = 0): AlertEntry => ({
  list,
  mediaType,
  unread,
});

describe('ringing channels', () => {
  it('a channel rings while an offer of its medium is pending and its ringtone is not silent', () => {
    expect(ringingChannels([entry('pending', 'CHAT')], allTones)).toEqual(['chat']);
    expect(
      ringingChannels([entry('pending', 'TELEPHONY'), entry('pending', 'SMS')], allTones),
    ).toEqual(['call', 'sms']);
  });

  it('a silent ringtone (the default) never rings', () => {
    expect(ringingChannels([entry('pending', 'CHAT'), entry('pending', 'EMAIL')], silent)).toEqual(
      [],
    );
    expect(
      ringingChannels([entry('pending', 'CHAT'), entry('pending', 'EMAIL')], {
        ...silent,
        email: 'tone1',
      }),
    ).toEqual(['email']);
  });

  it('ringing stops when no pending offer of the channel remains (active and history do not ring)', () => {
    expect(
      ringingChannels([entry('active', 'CHAT', 2), entry('history', 'CHAT')], allTones),
    ).toEqual([]);
    expect(ringingChannels([], allTones)).toEqual([]);
  });

  it('several offers of one channel ring once', () => {
    expect(ringingChannels([entry('pending', 'CHAT'), entry('pending', 'CHAT')], allTones)).toEqual(
      ['chat'],
    );
  });

  it('media map to the settings channels; an unknown medium has none', () => {
    expect(['TELEPHONY', 'CHAT', 'EMAIL', 'SMS', 'FAX'].map(channelOfMedia)).toEqual([
      'call',
      'chat',
      'email',
      'sms',
      null,
    ]);
  });
});

describe('offer banner layout', () => {
  it('one offer auto-expands, two are compact, three or more collapse, none shows nothing', () => {
    expect([0, 1, 2, 3, 7].map(offerBannerLayout)).toEqual([
      'none',
      'expanded',
      'compact',
      'collapsed',
      'collapsed',
    ]);
  });

  it('the banner shows for banner and bannerAndPanel, not for panel', () => {
    expect(['banner', 'bannerAndPanel', 'panel'].map(showsOfferBanner)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('favicon flag', () => {
  it('is flagged while an offer is pending or a live interaction has unread messages', () => {
    expect(faviconFlagged([entry('pending', 'EMAIL')])).toBe(true);
    expect(faviconFlagged([entry('active', 'CHAT', 1)])).toBe(true);
  });

  it('is not flagged for read interactions or history', () => {
    expect(faviconFlagged([entry('active', 'CHAT', 0), entry('history', 'CHAT', 3)])).toBe(false);
    expect(faviconFlagged([])).toBe(false);
  });
});
