// @vitest-environment happy-dom
/**
 * Every game's board names its marks one tap away: a "Key" button on the board opens a list
 * in which each mark drawn on the board (die faces, card types, chits, chart codes, stat
 * codes) has its name, in English and in French. Checked on boards drawn along whole games.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/app/i18n';
import { defaultOptions } from '../../src/engine/options';
import { makeRng } from '../../src/engine/rng';
import { promptSeats, startTable, step } from '../../src/engine/session';
import { GAMES } from '../../src/games/registry';
import { LOGO_WORD_EN, SKILL_WORD_EN } from '../../src/games/gm/board/text';
import { LEGEND_EN as GM_LEGEND } from '../../src/games/gm/board/legend-text';
import { SPEED_MARK } from '../../src/games/highlights/board/text';
import { LEGEND_EN as HL_LEGEND } from '../../src/games/highlights/board/legend-text';
import { LEGEND_EN as SD_LEGEND } from '../../src/games/showdown/board/legend-text';
import { LEGEND_EN as LORDS_LEGEND } from '../../src/games/lords/board/legend-text';
import { HITTING, PITCHING, SIDES, TIERS } from '../../src/games/fantasy/types';
import { SIDE_WORD_EN, TIER_WORD_EN } from '../../src/games/fantasy/board/text';
import type { GameUi, SeatInfo } from '../../src/ui/board';

afterEach(async () => {
  cleanup();
  await applyLanguage('en', []);
});

const all = (root: Element, sel: string) => [...root.querySelectorAll(sel)];
const texts = (root: Element, sel: string) =>
  all(root, sel).map((e) => (e.textContent ?? '').trim());
const suffix = (el: Element, prefix: string) =>
  [...el.classList].find((c) => c.startsWith(prefix))?.slice(prefix.length) ?? '';

/** What a legend must name, read off the marks a board draws (English names). */
const MARKS: Readonly<Record<string, (board: Element) => string[]>> = {
  gm: (b) => [
    ...all(b, '.gm-skill').map((e) => SKILL_WORD_EN[suffix(e, 'gm-skill--') as 'hit']),
    ...all(b, '.gm-slot[class*="gm-slot--"]:not(.gm-slot--target)').map(
      (e) => GM_LEGEND[suffix(e, 'gm-slot--') as 'open' | 'match' | 'turned'],
    ),
    ...all(b, '.gm-logo').map((e) => LOGO_WORD_EN[suffix(e, 'gm-logo--') as 'owls']),
    ...(all(b, '.gm-pip--team').length ? ['T: '] : []),
    ...(all(b, '.gm-pip--league').length ? ['L: '] : []),
    ...texts(b, '.gm-card__pos').map((p) => `${p} `),
  ],
  highlights: (b) => [
    ...all(b, '.hl-kind').map(
      (e) => `${suffix(e, 'hl-kind--').replace(/^./, (c) => c.toUpperCase())}: `,
    ),
    ...texts(b, '.hl-card__letter').map((l) => `${l}: `),
    ...texts(b, '.hl-hitbox').map((h) => `${h}: `),
    ...all(b, '.hl-runner').map((e) => `${SPEED_MARK[suffix(e, 'hl-runner--') as 'fast']}: `),
    ...(all(b, '.hl-batter').length ? [HL_LEGEND.batter] : []),
    ...(all(b, '.hl-card__ph').length ? ['PH: '] : []),
  ],
  showdown: (b) => [
    ...texts(b, '.sd-chart__r').map((c) => `${c}: `),
    ...texts(b, '.sd-field__pos').map((c) => `${c}: `),
    ...(all(b, '.sd-field__em').length ? [SD_LEGEND.emergency] : []),
    ...texts(b, 'abbr').map((c) => `${c}: `),
  ],
  fantasy: (b) => [
    ...texts(b, '.ffb-stat__k').map((c) => `${c}: `),
    ...TIERS.map((t) => TIER_WORD_EN[t]),
    ...SIDES.map((s) => SIDE_WORD_EN[s]),
  ],
  lords: (b) => [
    ...texts(b, '.lords-chit').map((c) => `${c}: `),
    ...(all(b, '.lords-cube').length ? [LORDS_LEGEND.cube] : []),
    ...(all(b, '.lords-stars').length ? [LORDS_LEGEND.stars] : []),
  ],
};
const SEATS = [2, 2, 2, 3, 3];

/** The board's key, opened: the text of each row. */
function openKey(board: Element, name: RegExp): string[] {
  const button = all(board, '.legend__button').find((b) => name.test(b.textContent ?? ''));
  if (!button) throw new Error('no key on the board');
  fireEvent.click(button);
  return texts(board, '.legend__row');
}

describe('every board names its marks one tap away', () => {
  GAMES.forEach((entry, g) => {
    it(`${entry.id}: each mark drawn along a game is named in the key`, async () => {
      const ui = (await entry.loadUi()) as GameUi;
      const module = await entry.load();
      const n = Math.max(entry.minSeats, SEATS[g] ?? 2);
      const seats: SeatInfo[] = Array.from({ length: n }, (_, i) => ({
        name: `P${i + 1}`,
        color: i + 1,
        kind: 'human',
      }));
      const init = {
        seed: `legend-${entry.id}`,
        seats: seats.map((s) => ({ name: s.name, kind: 'human' as const })),
        options: defaultOptions(module.meta),
      };
      let { table } = startTable(module, init);
      const rng = makeRng({ ...table.rng });
      const seen = new Set<string>();
      let drawn = 0;
      for (let k = 0; k < 1500 && module.outcome(table.g) === null; k++) {
        const seat = promptSeats(module, table.g)[0];
        if (seat === undefined) break;
        if (k % 25 === 0 && drawn < 8) {
          const { container, unmount } = render(
            <ui.Board
              view={module.view(table.g, seat)}
              seat={seat}
              actions={module.actions(table.g, seat)}
              prompts={module.prompts(table.g)}
              onAction={() => undefined}
              seats={seats}
              say={(key) => key}
            />,
          );
          const marks = (MARKS[entry.id] ?? (() => []))(container);
          const rows = openKey(container, /Key/).join('\n');
          for (const m of marks) {
            expect(rows, `${entry.id} move ${k}: "${m}"`).toContain(m);
            seen.add(m);
          }
          unmount();
          drawn++;
        }
        const legal = module.actions(table.g, seat);
        table = step(module, table, seat, legal[rng.int(legal.length)]).table;
      }
      expect(drawn).toBeGreaterThan(2);
      expect(seen.size).toBeGreaterThan(3);
    });
  });
});

describe('the keys in French', () => {
  it('each game’s key opens as "Légende" with the same rows, in French', async () => {
    for (const entry of GAMES) {
      const ui = (await entry.loadUi()) as GameUi;
      const module = await entry.load();
      const n = Math.max(entry.minSeats, 2);
      const seats: SeatInfo[] = Array.from({ length: n }, (_, i) => ({
        name: `P${i + 1}`,
        color: i + 1,
        kind: 'human',
      }));
      const { table } = startTable(module, {
        seed: `legend-fr-${entry.id}`,
        seats: seats.map((s) => ({ name: s.name, kind: 'human' as const })),
        options: defaultOptions(module.meta),
      });
      const board = (
        <ui.Board
          view={module.view(table.g, 0)}
          seat={0}
          actions={module.actions(table.g, 0)}
          prompts={module.prompts(table.g)}
          onAction={() => undefined}
          seats={seats}
          say={(key) => key}
        />
      );
      const en = render(board);
      const english = openKey(en.container, /Key/);
      en.unmount();
      await applyLanguage('fr', []);
      const fr = render(board);
      const french = openKey(fr.container, /Légende/);
      fr.unmount();
      await applyLanguage('en', []);
      expect(french, entry.id).toHaveLength(english.length);
      // Codes stay as printed ("GB", "AVG"); the names and meanings are French.
      const same = french.filter((row, i) => row === english[i]);
      expect(same.length, `${entry.id}: ${same.join(' | ')}`).toBeLessThanOrEqual(
        english.length / 4,
      );
    }
  });
});

describe('GM: the dice faces first', () => {
  it('names all six faces by their shape, the slots, the trophy and the logos', async () => {
    const text = GM_LEGEND;
    expect(Object.values(text.shape)).toHaveLength(6);
    const entry = GAMES.find((e) => e.id === 'gm');
    if (!entry) throw new Error('no gm');
    const ui = (await entry.loadUi()) as GameUi;
    const module = await entry.load();
    const seats: SeatInfo[] = [
      { name: 'Ada', color: 1, kind: 'human' },
      { name: 'Bo', color: 2, kind: 'human' },
    ];
    const { table } = startTable(module, {
      seed: 'gm-key',
      seats: seats.map((s) => ({ name: s.name, kind: 'human' as const })),
      options: {},
    });
    const { container } = render(
      <ui.Board
        view={module.view(table.g, 0)}
        seat={0}
        actions={module.actions(table.g, 0)}
        prompts={module.prompts(table.g)}
        onAction={() => undefined}
        seats={seats}
        say={(key) => key}
      />,
    );
    const rows = openKey(container, /Key/);
    expect(rows.slice(0, 6)).toEqual([
      expect.stringContaining('Hit (a bat)'),
      expect.stringContaining('Power (a lightning bolt)'),
      expect.stringContaining('Speed (two chevrons)'),
      expect.stringContaining('Defense (a shield)'),
      expect.stringContaining('Strike Zone (a target)'),
      expect.stringContaining('Arm (a throwing arc)'),
    ]);
    expect(rows.join('\n')).toContain(text.trophyMeaning(3));
    // Each face's row draws that face's die.
    expect(all(container, '.legend__row .gm-skill--hit').length).toBeGreaterThan(0);
    expect(HITTING.length + PITCHING.length).toBe(10);
  });
});
