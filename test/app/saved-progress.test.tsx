// @vitest-environment happy-dom
/**
 * The continue card's progress line: the store keeps the game's message, the home screen
 * words it in the active language from the game's catalogs; a row saved by an older app,
 * whose store wrote the words itself (`progress` in English, `progressIn` by language),
 * still shows its text. Through the real services over a fresh database.
 */
import { render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/app/i18n';
import { createServices } from '../../src/app/root';
import { Home } from '../../src/app/screens/Home';
import { ServicesContext } from '../../src/app/services';
import { GAMES } from '../../src/games/registry';
import { DugoutDb } from '../../src/store/db';
import { uniqueName } from '../store/helpers';

const noBots = { decide: () => Promise.reject(new Error('no bots here')), threads: 1 };
const seats = [
  { name: 'Ada', kind: 'human' as const },
  { name: 'Bo', kind: 'human' as const },
];

afterEach(async () => {
  await applyLanguage('en', []);
});

describe('the continue card’s progress line', () => {
  it('words a saved message in the active language, and shows an older row’s text', async () => {
    const dbName = uniqueName('progress');
    const services = createServices({ dbName, runBot: noBots });
    const id = await services.games.create({ gameType: 'fantasy', seats, options: {} });
    // A row as the store wrote it before it stopped formatting words.
    const db = new DugoutDb(dbName);
    const row = await db.games.get(id);
    if (!row) throw new Error('the new game was not saved');
    await db.games.add({
      ...row,
      id: 'older',
      updatedAt: row.updatedAt - 1,
      progress: 'Month 2, week 3',
      progressIn: { fr: 'Mois 2, semaine 3' },
    });
    expect(row.progress).toEqual({ msg: 'fantasy.progress.draft' });
    const listed = await services.games.list('active');
    expect(listed.map((g) => g.progress)).toEqual([
      { ref: { msg: 'fantasy.progress.draft' } },
      { text: { en: 'Month 2, week 3', fr: 'Mois 2, semaine 3' } },
    ]);

    render(
      <ServicesContext.Provider value={services}>
        <LocationProvider>
          <Home />
        </LocationProvider>
      </ServicesContext.Provider>,
    );
    const lines = () =>
      [...document.querySelectorAll('.saved-card__progress')].map((e) => e.textContent);
    await waitFor(() => expect(lines()).toEqual(['Drafting the rosters', 'Month 2, week 3']));
    await applyLanguage('fr', []);
    await waitFor(() => expect(lines()).toEqual(['Repêchage des effectifs', 'Mois 2, semaine 3']));
    expect(screen.getAllByTestId('continue-game')).toHaveLength(2);
    db.close();
  });

  it('each game’s words, loaded alone, are the catalogs its rules module carries', async () => {
    for (const entry of GAMES) {
      const [module, words] = await Promise.all([entry.load(), entry.loadWords?.()]);
      expect(words?.messages, entry.id).toEqual(module.messages);
      const [fr, ownFr] = await Promise.all([
        words?.translations?.fr?.(),
        module.translations?.fr?.(),
      ]);
      expect(fr, entry.id).toEqual(ownFr);
    }
  });
});
