import { expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../src/domain/user-settings';
import type { InteractionHistoryEntry } from '../../src/protocol/interaction-api';
import type { ConversationMessage, Interaction } from '../../src/protocol/interaction-events';
import { describeStores } from '../testing/stores';
import { createAvatarsRepository } from './avatars-repository';
import { createBusinessProcessesRepository } from './business-processes-repository';
import { createCallbacksRepository } from './callbacks-repository';
import { createContactFavoritesRepository } from './contact-favorites-repository';
import { createContactNotesRepository } from './contact-notes-repository';
import { createContactsRepository } from './contacts-repository';
import { createConversationMessagesRepository } from './conversation-messages-repository';
import { createDispositionUsageRepository } from './disposition-usage-repository';
import { createEmailAttachmentsRepository } from './email-attachments-repository';
import { createHealthThresholdsRepository } from './health-thresholds-repository';
import { createInteractionHistoryRepository } from './interaction-history-repository';
import { seedDatabase } from './seed';
import { DEFAULT_THEME } from './seed-themes';
import { createSessionsRepository } from './sessions-repository';
import { createSettingsRepository } from './settings-repository';
import { createThemesRepository } from './themes-repository';
import { createUsersRepository } from './users-repository';
import { createWallboardsRepository } from './wallboards-repository';

/** 2025-01-06 09:00 UTC: times in ms are beyond 32 bits, as real ones are. */
const T = Date.UTC(2025, 0, 6, 9);

/** The same contract on both stores: what one answers, the other answers. */
describeStores('repositories', (open) => {
  async function seeded() {
    const store = await open();
    await seedDatabase(store, T);
    return store;
  }

  it('seeding twice adds nothing; business processes and users read back', async () => {
    const store = await seeded();
    await seedDatabase(store, T);
    const bps = createBusinessProcessesRepository(store.db);
    expect(await bps.count()).toBe(12);
    await bps.load();
    expect(bps.all()[0]).toEqual({ id: 'bp-1', name: 'Sales' });
    expect(await bps.rename('bp-1', 'Sales & Co')).toBe(true);
    expect(bps.find('bp-1')?.name).toBe('Sales & Co');
    expect(await bps.rename('bp-x', 'none')).toBe(false);
    const users = createUsersRepository(store.db);
    expect(await users.count()).toBe(4);
    expect(await users.allIds()).toEqual(['user-1', 'user-2', 'user-3', 'user-4']);
    expect(users.findProfile('user-1')).toBeNull();
    await users.loadAll();
    expect(users.findProfile('user-1')?.assignedBusinessProcessIds).toEqual([
      'bp-1',
      'bp-2',
      'bp-3',
    ]);
    expect(users.findProfileByUsername('AGENT')?.userId).toBe('user-1');
    const credentials = await users.findCredentials(' Agent '.trim().toUpperCase());
    expect(credentials?.profile.userId).toBe('user-1');
    expect(credentials?.passwordHash).not.toBe('');
    expect(await users.businessProcessIds('user-3', 'supervised')).toHaveLength(12);
    expect((await users.directory()).map((p) => p.username)).toEqual([
      'agent',
      'supervisor',
      'agent2',
    ]);
    await users.insert(
      {
        id: 'user-9',
        username: 'nine',
        passwordHash: 'x',
        firstName: 'Nina',
        lastName: 'Nine',
        email: 'n@example.test',
        organizationId: 'org',
        isSupervisor: false,
        isWallboard: false,
        supervisorFeatures: false,
        defaultLoadAllowanceId: 'la',
        alwaysRecord: true,
      },
      T,
      { assigned: ['bp-2'] },
    );
    await users.link('user-9', 'bp-1', 'assigned');
    const nine = await users.loadProfile('user-9');
    expect(nine?.assignedBusinessProcessIds).toEqual(['bp-1', 'bp-2']);
    expect(nine?.alwaysRecord).toBe(true);
    await expect(
      users.insert(
        {
          ...(await users.findCredentials('nine'))!.profile,
          id: 'u',
          username: 'NINE',
          passwordHash: 'y',
          alwaysRecord: false,
        },
        T,
      ),
    ).rejects.toThrow();
    expect(await users.loadProfile('nobody')).toBeNull();
  });

  it('sessions: insert, cap per user, touch, expiry and delete', async () => {
    const store = await seeded();
    const sessions = createSessionsRepository(store.db);
    for (let i = 0; i < 3; i += 1)
      await sessions.insert({
        key: `k${i}`,
        userId: 'user-1',
        createdAt: T + i,
        lastSeenAt: T + i,
      });
    const evicted = await sessions.insertKeepingNewest(
      { key: 'k3', userId: 'user-1', createdAt: T + 3, lastSeenAt: T + 3 },
      2,
    );
    expect(evicted.map((s) => s.key)).toEqual(['k1', 'k0']);
    expect(await sessions.find('k3')).toEqual({
      key: 'k3',
      userId: 'user-1',
      createdAt: T + 3,
      lastSeenAt: T + 3,
    });
    await sessions.touch('k2', T + 100);
    expect((await sessions.find('k2'))?.lastSeenAt).toBe(T + 100);
    expect((await sessions.deleteExpired(T + 50, 0)).map((s) => s.key)).toEqual(['k3']);
    expect(await sessions.delete('k2')).toBe(true);
    expect(await sessions.delete('k2')).toBe(false);
    expect(await sessions.find('k2')).toBeNull();
  });

  it('settings and themes', async () => {
    const store = await seeded();
    const settings = createSettingsRepository(store.db);
    expect(await settings.find('user-1')).toBeNull();
    expect(await settings.insert('user-1', DEFAULT_USER_SETTINGS, T)).toBe(true);
    expect(await settings.insert('user-1', DEFAULT_USER_SETTINGS, T)).toBe(false);
    await settings.save('user-1', DEFAULT_USER_SETTINGS, T + 1);
    expect(await settings.find('user-1')).toEqual(DEFAULT_USER_SETTINGS);
    expect(await settings.delete('user-1')).toBe(true);
    expect(await settings.delete('user-1')).toBe(false);

    const themes = createThemesRepository(store.db);
    const mine = { ...DEFAULT_THEME, _id: 'theme-mine', name: 'Mine' };
    expect(await themes.insert(mine, { isDefault: false, createdBy: 'user-1', now: T })).toBe(true);
    expect(await themes.insert(mine, { isDefault: false, createdBy: 'user-1', now: T })).toBe(
      false,
    );
    expect((await themes.all()).map((t) => [t.theme._id, t.isDefault])).toEqual([
      [DEFAULT_THEME._id, true],
      ['theme-mine', false],
    ]);
    expect(await themes.update({ ...mine, name: 'Renamed' }, T + 1)).toBe(true);
    expect((await themes.find('theme-mine'))?.theme.name).toBe('Renamed');
    expect(await themes.delete(DEFAULT_THEME._id)).toBe(false);
    expect(await themes.delete('theme-mine')).toBe(true);
    expect(await themes.find('theme-mine')).toBeNull();
  });

  it('contacts: find, search in any case, update, notes, favourites, avatars', async () => {
    const store = await seeded();
    const contacts = createContactsRepository(store.db);
    expect((await contacts.ofType('crm')).length).toBe(30);
    expect((await contacts.all()).length).toBeGreaterThan(30);
    const olivia = await contacts.find('contact-1');
    expect(olivia?.name).toBe('Olivia Bennett');
    expect((await contacts.findByEmail(olivia!.email.toUpperCase()))?.id).toBe('contact-1');
    expect((await contacts.findByPhone(olivia!.phone1))?.id).toBe('contact-1');
    expect(await contacts.findByEmail('')).toBeNull();
    expect(
      (await contacts.findMany(['contact-2', 'missing', 'contact-1'])).map((c) => c.id),
    ).toEqual(['contact-2', 'contact-1']);
    const page = await contacts.search('BENNETT', 10, 1);
    expect(page.total).toBe(1);
    expect((await contacts.search('100%_', 10, 1)).total).toBe(0);
    const created = await contacts.create(
      {
        firstName: 'Zed',
        lastName: 'Zulu',
        email: 'zed@example.test',
        dnc: true,
        properties: { tier: 'gold' },
      },
      T,
    );
    expect(created.dnc).toBe(true);
    const updated = await contacts.update(
      created.id,
      { city: 'Oslo' },
      { note: 'x' },
      false,
      T + 1,
    );
    expect(updated).toMatchObject({
      city: 'Oslo',
      dnc: false,
      properties: { tier: 'gold', note: 'x' },
      updatedAt: T + 1,
    });
    expect(await contacts.update('missing', {}, {}, undefined, T)).toBeNull();
    expect(
      (await contacts.advancedSearch({ tier: 'GOL' }, 10, 1)).contacts.map((c) => c.id),
    ).toEqual([created.id]);

    const notes = createContactNotesRepository(store.db);
    await notes.addNote('contact-1', 'user-1', 'contactNote', null, 'first', T);
    await notes.addNote('contact-1', 'user-1', 'contactNote', null, 'second', T);
    expect((await notes.notes('contact-1')).map((n) => n.text)).toEqual(['second', 'first']);
    await notes.addRemark('int-1', 'user-1', 'r1', T);
    await notes.addRemark('int-1', 'user-2', 'r2', T);
    expect((await notes.remarks('int-1')).map((r) => r.remark)).toEqual(['r1', 'r2']);
    expect((await notes.remarks('int-1', 'user-2')).map((r) => r.remark)).toEqual(['r2']);

    const favorites = createContactFavoritesRepository(store.db);
    expect(await favorites.add('user-1', 'contact-2', T)).toBe(true);
    expect(await favorites.add('user-1', 'contact-2', T)).toBe(false);
    await favorites.replace('user-1', ['contact-3', 'contact-1'], T);
    expect(await favorites.contactIds('user-1')).toEqual(['contact-3', 'contact-1']);

    const avatars = createAvatarsRepository(store.db);
    await avatars.users.set('user-1', 'data:a', T);
    await avatars.users.set('user-1', 'data:b', T + 1);
    await avatars.contacts.set('contact-1', 'data:c', T);
    expect(await avatars.users.find('user-1')).toBe('data:b');
    expect(await avatars.users.find('user-2')).toBeNull();
    expect(await avatars.contacts.findMany(['contact-1', 'contact-2'])).toEqual(
      new Map([['contact-1', 'data:c']]),
    );
    expect(await avatars.users.findMany([])).toEqual(new Map());
  });

  it('interaction history, messages, attachments, callbacks and disposition usage', async () => {
    const store = await seeded();
    const history = createInteractionHistoryRepository(store.db);
    const entry = (
      id: string,
      completedAt: number,
      media: 'CHAT' | 'TELEPHONY',
    ): InteractionHistoryEntry => ({
      interactionId: id,
      agentId: 'user-1',
      businessProcessId: 'bp-1',
      businessProcessName: 'Sales',
      interactionMediaType: media,
      interactionType: 'INCOMING',
      interactionStateId: 'handled',
      contactId: 'contact-1',
      customerFullName: 'Olivia Bennett',
      remoteParty: '+1',
      dispositionCodeId: null,
      dispositionCodeName: null,
      completionStatusId: 1,
      completionStatusName: 'Done',
      completionStatusInformation: '',
      remarks: ['a'],
      startTime: T,
      answeredAt: null,
      endTime: completedAt,
      completedAt,
      interaction: { interactionId: id } as unknown as Interaction,
    });
    await history.insert(entry('int-1', T + 10, 'CHAT'));
    await history.insert(entry('int-2', T + 20, 'TELEPHONY'));
    expect(
      (await history.query({ agentId: 'user-1', limit: 10 })).map((e) => e.interactionId),
    ).toEqual(['int-2', 'int-1']);
    expect(
      await history.query({
        contactId: 'contact-1',
        mediaType: 'CHAT',
        startTime: T,
        endTime: T + 15,
        limit: 10,
      }),
    ).toEqual([entry('int-1', T + 10, 'CHAT')]);
    expect(
      await history.query({ interactionId: 'int-2', businessProcessName: 'Other', limit: 1 }),
    ).toEqual([]);

    const messages = createConversationMessagesRepository(store.db);
    const message = (
      id: string,
      at: number,
      content: string,
      type: 'regular' | 'system' = 'regular',
    ): ConversationMessage => ({
      messageId: id,
      type,
      icon: null,
      originator: { id: 'user-1', name: 'Alex' },
      content,
      timestamp: at,
      i18nKey: null,
      from: '+100',
      to: '+200',
    });
    await messages.add('int-1', 'el-1', 'SMS', message('m1', T, 'hello'));
    await messages.add('int-1', 'el-1', 'SMS', message('m2', T + 1, 'bye'));
    await messages.add('int-1', 'el-1', 'SMS', message('m3', T + 2, '\u2063typing'));
    await messages.add('int-1', 'el-1', 'SMS', message('m4', T + 3, 'ended', 'system'));
    expect((await messages.ofInteraction('int-1')).map((m) => m.messageId)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
    ]);
    expect((await messages.lastWrittenOf('int-1'))?.messageId).toBe('m2');
    expect(await messages.lastWrittenOf('int-9')).toBeUndefined();
    const sms = await messages.smsBetween({ firstParty: '+200', secondParty: '+100', limit: 2 });
    expect(sms.map((m) => m.messageId)).toEqual(['m3', 'm4']);

    const attachments = createEmailAttachmentsRepository(store.db);
    const content = Buffer.from([0, 1, 2, 255]);
    const stored = {
      id: 'att-1',
      interactionId: 'int-1',
      direction: 'outgoing' as const,
      name: 'a.bin',
      mimeType: 'application/octet-stream',
      size: 4,
      content,
    };
    expect(await attachments.add(stored, T)).toEqual({
      id: 'att-1',
      name: 'a.bin',
      size: 4,
      mimeType: 'application/octet-stream',
    });
    await attachments.add({ ...stored, id: 'att-2', interactionId: 'int-live' }, T);
    expect(await attachments.find('att-1')).toEqual(stored);
    expect(await attachments.find('att-9')).toBeNull();
    expect(await attachments.outgoingBytesOf('user-1', [])).toBe(4);
    expect(await attachments.outgoingBytesOf('user-1', ['int-live'])).toBe(8);
    expect(await attachments.outgoingBytesOf('user-2', [])).toBe(0);

    const callbacks = createCallbacksRepository(store.db);
    const callback = await callbacks.add(
      {
        agentId: 'user-1',
        businessProcessId: 'bp-1',
        phoneNumber: '+1',
        contactId: null,
        interactionId: null,
        scheduledAt: T + 60_000,
        note: '',
      },
      T,
    );
    expect(await callbacks.find(callback.callbackId)).toEqual(callback);
    expect(await callbacks.markHandled(callback.callbackId, T + 1)).toBe(true);
    expect(await callbacks.markHandled(callback.callbackId, T + 2)).toBe(false);
    expect((await callbacks.find(callback.callbackId))?.handledAt).toBe(T + 1);

    const usage = createDispositionUsageRepository(store.db);
    await usage.record('bp-1', 'dc-b');
    await usage.record('bp-1', 'dc-a');
    await usage.record('bp-1', 'dc-b');
    expect(await usage.usages('bp-1')).toEqual([
      { id: 'dc-b', count: 2 },
      { id: 'dc-a', count: 1 },
    ]);
  });

  it('health thresholds and wallboards', async () => {
    const store = await seeded();
    let now = T;
    const profiles = createHealthThresholdsRepository(store.db, () => now);
    const [preset] = await profiles.list('user-3', 'bp-1');
    expect(preset).toMatchObject({ preConfigured: true, active: true, type: 'HEALTH' });
    const custom = await profiles.create({
      supervisorId: 'user-3',
      businessProcessId: 'bp-1',
      name: 'Busy',
      kpis: [],
      active: true,
    });
    expect((await profiles.active('user-3', 'bp-1'))._id).toBe(custom._id);
    expect(await profiles.nameTaken('user-3', 'bp-1', 'Busy')).toBe(true);
    expect(await profiles.nameTaken('user-3', 'bp-1', 'Busy', custom._id)).toBe(false);
    now += 1;
    expect((await profiles.update(custom, { name: 'Calm', kpis: [], active: true })).name).toBe(
      'Calm',
    );
    expect((await profiles.select(preset!)).active).toBe(true);
    expect((await profiles.find(custom._id))?.active).toBe(false);
    await profiles.delete((await profiles.find(custom._id))!);
    expect(await profiles.find(custom._id)).toBeNull();

    const wallboards = createWallboardsRepository(store.db);
    const board = {
      name: 'Floor',
      intervalSeconds: 7.5,
      fontSize: 3,
      theme: 'dark',
      cards: [{ a: 1 }],
    };
    expect(await wallboards.find('user-4')).toBeNull();
    expect(await wallboards.findOrCreate('user-4', board, T)).toEqual(board);
    expect(await wallboards.save('user-4', { ...board, name: 'Saved' }, T)).toMatchObject({
      name: 'Saved',
    });
    const second = await wallboards.create('user-4', { ...board, name: 'Second' }, T);
    expect(second).toBe(2);
    expect(await wallboards.boards('user-4')).toEqual({
      selectedBoardId: 2,
      boards: [
        { boardId: 1, name: 'Saved' },
        { boardId: 2, name: 'Second' },
      ],
    });
    expect(await wallboards.select('user-4', 1)).toBe(true);
    expect(await wallboards.select('user-4', 9)).toBe(false);
    expect(await wallboards.count('user-4')).toBe(2);
    expect(await wallboards.remove('user-4', 1)).toBe(true);
    expect(await wallboards.remove('user-4', 1)).toBe(false);
    expect((await wallboards.find('user-4'))?.name).toBe('Second');
  });
});
