/** The connection and other tabs: a newer tab's upgrade, and our upgrade blocked by an older tab. */
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { DugoutDb, SCHEMA_V1, SCHEMA_V2 } from '../../src/store/db';
import { openRaw, uniqueName } from './helpers';

describe('DugoutDb', () => {
  it('commits every transaction with strict durability', async () => {
    const db = new DugoutDb(uniqueName());
    const durability = await db.transaction('rw', db.settings, async (tx) => {
      await db.settings.put({ key: 'theme', value: 'dark' });
      return tx.idbtrans.durability;
    });
    expect(durability).toBe('strict');
    db.close();
  });

  it('recover() drops a broken connection and the next query reopens it', async () => {
    const db = new DugoutDb(uniqueName());
    await db.settings.put({ key: 'theme', value: 'dark' });
    db.recover();
    expect(db.isOpen()).toBe(false);
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
    db.close();
  });

  it('on a newer version elsewhere: lets the app save, then closes for good and lets the upgrade run', async () => {
    const name = uniqueName('vc');
    const calls: (number | null)[] = [];
    const db = new DugoutDb(name, {
      onVersionChange: async ({ newVersion }) => {
        calls.push(newVersion);
        // The app's last save still goes through before the connection closes.
        await db.settings.put({ key: 'theme', value: 'dark' });
      },
    });
    await db.settings.put({ key: 'language', value: 'en' });

    const newer = new Dexie(name);
    newer.on('blocked', () => false); // expected while the app saves
    newer.version(1).stores(SCHEMA_V1);
    newer.version(2).stores(SCHEMA_V2);
    newer.version(3).stores({ ...SCHEMA_V2, extra: 'id' });
    await newer.open();

    expect(calls).toEqual([3]);
    expect(db.closedByVersionChange).toBe(true);
    expect(db.isOpen()).toBe(false);
    expect(await newer.table('settings').get('theme')).toEqual({ key: 'theme', value: 'dark' });
    // Old code never reopens against the new schema behind the app's back.
    await expect(db.settings.get('theme')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect(() => db.recover()).not.toThrow();
    newer.close();
  });

  it('tells the app when its upgrade waits for an older tab, and opens once that tab closes', async () => {
    const name = uniqueName('blocked');
    const old = await openRaw(name, 5); // an older app version's connection
    old.onversionchange = () => undefined; // that tab does not close by itself
    const blocked: { oldVersion: number; newVersion: number | null }[] = [];
    const db = new DugoutDb(name, { onBlocked: (info) => blocked.push(info) });
    const opening = db.open();
    await new Promise((r) => setTimeout(r, 20));
    expect(blocked).toEqual([{ oldVersion: 0.5, newVersion: 2 }]);
    expect(db.isOpen()).toBe(false);
    old.close();
    await opening;
    expect(db.isOpen()).toBe(true);
    db.close();
  });

  it('gives up waiting for the app after the grace time', async () => {
    const name = uniqueName('grace');
    const db = new DugoutDb(name, {
      onVersionChange: () => new Promise(() => undefined), // a save that never finishes
      versionChangeGraceMs: 30,
    });
    await db.open();
    const newer = new Dexie(name);
    newer.on('blocked', () => false);
    newer.version(3).stores({ ...SCHEMA_V2, extra: 'id' });
    await newer.open();
    expect(db.closedByVersionChange).toBe(true);
    newer.close();
  });
});
