// @vitest-environment happy-dom
/**
 * The end-of-game celebration (Finale): for each game, from a finished game recorded in the
 * same-games fixtures, it names the winner by the game's own measure and what decided it,
 * in English and in French; it is the one tap to the results; it draws no confetti with
 * reduced motion; the keyboard and screen readers reach it.
 */
import { fireEvent, render, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, loadGameMessages, tGame, type Language } from '../../src/app/i18n';
import { Finale } from '../../src/app/screens/Finale';
import type { Outcome } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

/** The first finished game of a game's same-games fixture: its seats and outcome. */
function finished(id: string): { seats: number; outcome: Outcome } {
  // A path from the project root: under happy-dom import.meta.url is not a file URL.
  const file = join(process.cwd(), 'test/fixtures/same-games', `${id}.json`);
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as {
    games: { seats: number; outcome: Outcome | null }[];
  };
  const game = fixture.games.find((g) => g.outcome);
  if (!game?.outcome) throw new Error(`no finished game in ${id}`);
  return { seats: game.seats, outcome: game.outcome };
}

async function show(id: string, lang: Language) {
  const entry = GAMES.find((g) => g.id === id);
  if (!entry) throw new Error(id);
  await applyLanguage(lang, []);
  const catalog = await loadGameMessages(await entry.load(), lang);
  const { seats, outcome } = finished(id);
  const names = NAMES.slice(0, seats);
  const onResults = vi.fn();
  const onTable = vi.fn();
  const view = render(
    <Finale
      outcome={outcome}
      names={names}
      colors={names.map((_, i) => i + 1)}
      say={(k, a) => tGame(catalog, k, a, names)}
      onResults={onResults}
      onTable={onTable}
    />,
  );
  const text = (testId: string) => screen.getByTestId(testId).textContent?.trim();
  return {
    view,
    onResults,
    onTable,
    winner: text('finale-winner'),
    decider: text('finale-decider'),
  };
}

afterEach(async () => {
  await applyLanguage('en', []);
  delete document.documentElement.dataset.motion;
});

/** Spaces as a reader sees them (French puts a narrow no-break space before `: ! ?`). */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** Per game: the winner, what decided it and the winner's first line, in both languages. */
const EXPECTED: Record<
  string,
  Record<Language, [winner: string, decider: string, fact: string]>
> = {
  lords: {
    en: ['Bo wins, 524 VP to 468!', 'Most victory points after the last year wins', 'Wins: 298'],
    fr: [
      'Bo gagne, 524 PV à 468 !',
      'Le plus de points de victoire après la dernière année l’emporte',
      'Victoires : 298',
    ],
  },
  gm: {
    en: ['Ada wins, 3 trophies to 0!', 'A dynasty is established.', 'Season 3: 15 wins'],
    fr: ['Ada gagne, 3 trophées à 0 !', 'Une dynastie est bâtie.', 'Saison 3 : 15 victoires'],
  },
  showdown: {
    en: ['Bo wins, 6 runs to 5!', 'Final score.', 'Inning 3: 1'],
    fr: ['Bo gagne, 6 points à 5 !', 'Score final.', 'Manche 3 : 1'],
  },
  highlights: {
    en: [
      'Bo wins, 4 games to 1!',
      'The World Series decides the match: the first to four wins',
      'Season: 2-1',
    ],
    fr: [
      'Bo gagne, 4 matchs à 1 !',
      'La World Series décide du match : le premier à quatre victoires',
      'Saison : 2-1',
    ],
  },
  fantasy: {
    en: [
      'Ada wins the final against Bo, 4 games to 2!',
      'The Championship Series is decided.',
      'Ultimate Champion: won the Championship Series 4-2',
    ],
    fr: [
      'Ada remporte la finale contre Bo, 4 matchs à 2 !',
      'La Série de championnat est jouée.',
      'Champion suprême : Série de championnat gagnée 4-2',
    ],
  },
};

describe('the end-of-game celebration', () => {
  for (const entry of GAMES) {
    for (const lang of ['en', 'fr'] as const) {
      it(`${entry.id} (${lang}): names the winner, what decided it and the winner's game`, async () => {
        const expected = EXPECTED[entry.id]?.[lang];
        if (!expected) throw new Error(`no expectation for ${entry.id}`);
        const shown = await show(entry.id, lang);
        const [winner, decider, fact] = expected;
        expect(plain(shown.winner)).toBe(winner);
        expect(plain(shown.decider)).toBe(decider);
        const facts = [...shown.view.container.querySelectorAll('.finale__facts li')];
        expect(plain(facts[0]?.textContent ?? '')).toBe(fact);
        // Every side in place order, the winner first.
        const places = [...shown.view.container.querySelectorAll('.finale__place')].map(
          (p) => p.textContent,
        );
        expect(places[0]).toBe('1');
        expect(places).toEqual([...places].sort());
      });
    }
  }

  it('is the one tap to the results, and sets itself aside for the table', async () => {
    const shown = await show('showdown', 'en');
    const go = screen.getByRole('button', { name: 'See results' });
    // The keyboard and screen readers land on the next step.
    expect(document.activeElement).toBe(go);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByTestId('finale-winner').id);
    fireEvent.click(go);
    expect(shown.onResults).toHaveBeenCalledTimes(1);
    expect(shown.onTable).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'See the table' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(shown.onTable).toHaveBeenCalledTimes(2);
    expect(shown.onResults).toHaveBeenCalledTimes(1);
  });

  it('bursts into confetti, and draws none with reduced motion', async () => {
    document.documentElement.dataset.motion = 'off';
    const moving = await show('gm', 'en');
    expect(screen.getByTestId('burst').querySelectorAll('svg').length).toBeGreaterThan(20);
    moving.view.unmount();
    document.documentElement.dataset.motion = 'on';
    await show('gm', 'en');
    expect(screen.queryByTestId('burst')).toBeNull();
    // Everything else is there at once: the winner and the step to the results.
    expect(plain(screen.getByTestId('finale-winner').textContent ?? '')).toBe(
      'Ada wins, 3 trophies to 0!',
    );
    expect(screen.getByRole('button', { name: 'See results' })).toBeTruthy();
  });
});
