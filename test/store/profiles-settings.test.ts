/** Profiles and settings round trips. */
import { describe, expect, it } from 'vitest';
import { createProfileStore } from '../../src/store/profiles';
import { DEFAULT_SETTINGS, createSettingsStore } from '../../src/store/settings';
import { setup } from './helpers';

describe('profiles', () => {
  it('create, list by name, update, delete', async () => {
    const { db } = setup();
    let n = 0;
    const profiles = createProfileStore(db, { now: () => 42, newId: () => `p${++n}` });
    const zoe = await profiles.createProfile({ name: '  Zoe ', color: '#0a0' });
    const abe = await profiles.createProfile({ name: 'Abe', color: '#00a' });
    expect(zoe).toEqual({ id: 'p1', name: 'Zoe', color: '#0a0', records: {}, createdAt: 42 });
    expect((await profiles.listProfiles()).map((p) => p.name)).toEqual(['Abe', 'Zoe']);

    expect(await profiles.updateProfile(abe.id, { name: 'Abel' })).toMatchObject({
      name: 'Abel',
      color: '#00a',
    });
    expect(await profiles.getProfile(abe.id)).toMatchObject({ name: 'Abel' });
    await expect(profiles.updateProfile('gone', { name: 'x' })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(profiles.createProfile({ name: ' ', color: '' })).rejects.toMatchObject({
      code: 'invalid-input',
    });

    // An optional handoff PIN: set, kept by other edits, cleared with ''.
    await expect(profiles.updateProfile(abe.id, { pin: '12' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await profiles.updateProfile(abe.id, { pin: '2468' })).toMatchObject({ pin: '2468' });
    expect(await profiles.updateProfile(abe.id, { color: '#111' })).toMatchObject({ pin: '2468' });
    expect(await profiles.updateProfile(abe.id, { pin: '' })).not.toHaveProperty('pin');
    expect(await profiles.createProfile({ name: 'Cy', color: '#333', pin: '1357' })).toMatchObject({
      pin: '1357',
    });

    await profiles.deleteProfile(zoe.id);
    expect((await profiles.listProfiles()).map((p) => p.name)).toEqual(['Abel', 'Cy']);
  });

  it('recordResult counts played and won per game type, once per person', async () => {
    const { db } = setup();
    let n = 0;
    const profiles = createProfileStore(db, { newId: () => `p${++n}` });
    await profiles.createProfile({ name: 'A', color: 'red' });
    await profiles.createProfile({ name: 'B', color: 'blue' });
    await profiles.recordResult('dice', ['p1', 'p2', undefined], [1, 2, 3]);
    await profiles.recordResult('dice', ['p1', 'p2'], [1, 1]); // a tie shares first place
    await profiles.recordResult('lords', ['p2', 'p2', 'deleted'], [2, 1, 3]); // one person, two seats
    expect((await profiles.getProfile('p1'))?.records).toEqual({ dice: { played: 2, won: 2 } });
    expect((await profiles.getProfile('p2'))?.records).toEqual({
      dice: { played: 2, won: 1 },
      lords: { played: 1, won: 1 },
    });
  });
});

describe('settings', () => {
  it('reads defaults, saves changes, refuses bad values, and ignores unreadable stored ones', async () => {
    const { db } = setup();
    const settings = createSettingsStore(db);
    expect(await settings.getSettings()).toEqual(DEFAULT_SETTINGS);

    const changed = await settings.updateSettings({ theme: 'dark', botSpeed: 'step' });
    expect(changed).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', botSpeed: 'step' });
    expect(await createSettingsStore(db).getSettings()).toEqual(changed);

    const bad = { theme: 'purple' } as unknown as Parameters<typeof settings.updateSettings>[0];
    await expect(settings.updateSettings(bad)).rejects.toMatchObject({ code: 'invalid-input' });
    expect((await settings.getSettings()).theme).toBe('dark');

    // A value written by a newer app (a language this one lacks) reads as the default.
    await db.settings.put({ key: 'language', value: 'de' });
    expect((await settings.getSettings()).language).toBe('auto');
  });

  it('language: defaults to auto, keeps a chosen language, and reads an old saved en as auto', async () => {
    const { db } = setup();
    const settings = createSettingsStore(db);
    expect((await settings.getSettings()).language).toBe('auto');

    // Before French the app offered English only and saved 'en' with every change: that
    // was never a choice, so it follows the device now.
    await db.settings.bulkPut([
      { key: 'language', value: 'en' },
      { key: 'theme', value: 'dark' },
    ]);
    expect(await settings.getSettings()).toMatchObject({ language: 'auto', theme: 'dark' });

    // English picked in this app's settings stays English.
    expect((await settings.updateSettings({ language: 'en' })).language).toBe('en');
    expect((await createSettingsStore(db).getSettings()).language).toBe('en');
    expect((await settings.updateSettings({ language: 'fr' })).language).toBe('fr');
    expect((await settings.updateSettings({ language: 'auto' })).language).toBe('auto');
  });
});
