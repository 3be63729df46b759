// @vitest-environment happy-dom
/**
 * Lords of Baseball in French: the catalog matches the English one key for key, the board's
 * words, the cards' texts and the rules reference follow the active language, a board drawn
 * in French at each step of a real game shows no English board word and no raw key, and the
 * log, the action labels and the progress line read in French (names as printed aside).
 */
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../../src/engine/messages';
import type { MsgArgs } from '../../../src/engine/types';
import { lordsModule } from '../../../src/games/lords';
import { Board } from '../../../src/games/lords/board/Board';
import * as EN from '../../../src/games/lords/board/text';
import * as FR from '../../../src/games/lords/board/text.fr';
import { COMMUNITY_CARDS } from '../../../src/games/lords/content/community';
import { EXTRA_INNINGS_CARDS, LEGEND_CARDS } from '../../../src/games/lords/content/expansions';
import { ACTION_CARDS } from '../../../src/games/lords/content/deck';
import { DRAFT_CARDS } from '../../../src/games/lords/content/draft';
import { TEAM_CARDS } from '../../../src/games/lords/content/teams';
import { MESSAGES } from '../../../src/games/lords/messages';
import { MESSAGES_FR } from '../../../src/games/lords/messages.fr';
import { Rules } from '../../../src/games/lords/rules-ref/Rules';
import { REF, SECTIONS } from '../../../src/games/lords/rules-ref/text';
import { SECTIONS_FR } from '../../../src/games/lords/rules-ref/text.fr';
import type { LordsState } from '../../../src/games/lords/state';
import { activeLanguage } from '../../../src/ui/language';
import { expectSameShape, sayIn } from '../../app/catalog-check';
import { englishLeft, englishStrings, rawKeys, sectionShape } from '../../app/english-left';
import { NAMES, newGame, playUntil, propsFor, state, type Game } from './board/table';

afterEach(() => {
  activeLanguage.value = 'en';
});

const sayFr = sayIn(MESSAGES, MESSAGES_FR, NAMES);

const sayEn = (key: string, args?: MsgArgs) =>
  formatMessage(
    MESSAGES[key],
    key,
    args,
    (m) => NAMES[m] ?? `#${m + 1}`,
    (k) => MESSAGES[k],
  );

const english = englishStrings([
  EN.PHASE_WORD_EN,
  EN.ML_WORD_EN,
  EN.FS_WORD_EN,
  EN.STEP_WORD_EN,
  EN.ROLL_WORD_EN,
  EN.OWNER_ACTION_WORD_EN,
  EN.OPS_WORD_EN,
  EN.PROMOTE_WORD_EN,
  EN.CYCLE_WORD_EN,
  EN.TXT_EN,
  ACTION_CARDS.flatMap((c) => [c.inSeason.text, c.offSeason.text]),
  COMMUNITY_CARDS.map((c) => c.text),
]);
const french = englishStrings([
  FR.PHASE_WORD_FR,
  FR.ML_WORD_FR,
  FR.FS_WORD_FR,
  FR.STEP_WORD_FR,
  FR.ROLL_WORD_FR,
  FR.OWNER_ACTION_WORD_FR,
  FR.OPS_WORD_FR,
  FR.PROMOTE_WORD_FR,
  FR.CYCLE_WORD_FR,
  FR.TXT_FR,
]);

/** Names kept as printed in every language: teams, cities, card titles, seats. */
const PRINTED = [
  ...TEAM_CARDS.flatMap((t) => [t.city, t.name]),
  ...ACTION_CARDS.flatMap((c) => [c.inSeason.title, c.offSeason.title]),
  ...COMMUNITY_CARDS.map((c) => c.title),
  ...DRAFT_CARDS.map((c) => c.title),
  ...NAMES,
  'Superstars',
  'Superstar',
  'All-Stars',
  'All-Star',
].sort((a, b) => b.length - a.length);
/** Common English words (and the game's English terms) that French text never holds. */
const ENGLISH_WORDS =
  /\b(the|and|of|to|for|with|your|from|takes?|plays?|rolls?|keeps?|cuts?|bids?|wins|pays|Regulars?|Journeym[ae]n|Phenoms?|Prospects?|Utility|media|pennant|farm|loan|season)\b/i;
const englishIn = (text: string): string | null => {
  let rest = text;
  for (const name of PRINTED) rest = rest.split(name).join(' ');
  return ENGLISH_WORDS.exec(rest)?.[0] ?? null;
};

/** A real three-year game for two owners, played by the heuristic bot from every seat. */
const until = (done: (s: LordsState) => boolean, seed = 'fr') =>
  playUntil(newGame(2, {}, seed), done);

describe('lords: French', () => {
  it('messages have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('messages are what the module offers, lazily, for fr', async () => {
    expect(await lordsModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });

  it('every action card and community event has its French texts, and they follow the language', () => {
    for (const c of ACTION_CARDS) {
      expect(EN.eventText(c.id, 'in')).toBe(c.inSeason.text);
      expect(EN.eventText(c.id, 'off')).toBe(c.offSeason.text);
    }
    for (const c of COMMUNITY_CARDS) expect(EN.communityText(c.id)).toBe(c.text);
    activeLanguage.value = 'fr';
    for (const c of ACTION_CARDS) {
      for (const side of ['in', 'off'] as const) {
        const fr = EN.eventText(c.id, side);
        expect(fr, `${c.id} ${side}`).not.toBe('');
        expect(fr).not.toBe(side === 'in' ? c.inSeason.text : c.offSeason.text);
        expect(englishIn(fr), `${c.id} ${side}: ${fr}`).toBeNull();
      }
    }
    for (const c of COMMUNITY_CARDS) {
      const fr = EN.communityText(c.id);
      expect(fr, c.id).not.toBe('');
      expect(fr).not.toBe(c.text);
      expect(englishIn(fr), `${c.id}: ${fr}`).toBeNull();
    }
  });

  it('every Extra Innings and Legends card has its French text (12.1, 12.2), following the language', () => {
    const texts = () => [
      ...EXTRA_INNINGS_CARDS.map((c) => [c.id, c.text, EN.eiText(c.id)] as const),
      ...LEGEND_CARDS.map((c) => [c.id, c.action.text, EN.legendText(c.id)] as const),
    ];
    for (const [id, en, shown] of texts()) expect(shown, id).toBe(en);
    activeLanguage.value = 'fr';
    for (const [id, en, fr] of texts()) {
      expect(fr, id).not.toBe('');
      expect(fr).not.toBe(en);
      expect(englishIn(fr), `${id}: ${fr}`).toBeNull();
    }
  });

  it('the board words follow the active language', () => {
    expect(EN.TXT.money(1500)).toBe('$1,500');
    expect(EN.ML_WORD.jm).toBe('Journeymen');
    expect(EN.phaseName('ms', 'season')).toBe('Mid season');
    activeLanguage.value = 'fr';
    expect(EN.TXT.money(1500)).toBe('1\u00a0500\u00a0$');
    expect(EN.ML_WORD.jm).toBe('Joueurs de complément');
    expect(EN.phaseName('ms', 'season')).toBe('Milieu de saison');
    expect(EN.phaseName('off', 'vpMedia')).toBe('Fin de l’année');
    expect(EN.TXT.stepTitle('Intersaison', 'repêchage amateur')).toBe(
      'Intersaison\u202f: repêchage amateur',
    );
  });

  it('the rules reference has the same sections in French and follows the language', () => {
    expect(sectionShape(SECTIONS_FR)).toEqual(sectionShape(SECTIONS));
    expect(REF.SECTIONS).toBe(SECTIONS);
    activeLanguage.value = 'fr';
    expect(REF.SECTIONS).toBe(SECTIONS_FR);
    const { container, unmount } = render(<Rules say={sayFr} />);
    expect(container.textContent).toContain('Cartes Direction et effectif');
    expect(container.textContent).toContain('Port Callow Lanterns');
    const prose = englishStrings(SECTIONS.map((s) => [s.title, s.body, s.steps, s.points]));
    expect(englishLeft(container, [...english, ...prose], french)).toEqual([]);
    for (const s of SECTIONS_FR)
      for (const line of [s.title, ...(s.body ?? []), ...(s.steps ?? []), ...(s.points ?? [])])
        expect(
          englishIn(
            line.replace(/Lords of Baseball|Extra Innings|Legends and Superstars|Legends/g, ''),
          ),
          line,
        ).toBeNull();
    unmount();
  });

  /**
   * The leftovers step asks only an owner with a card left (rules version 2), and the bots
   * play out their hands: that table is the late season's with owner 0's hand still in it.
   */
  const toLeftovers = (g: Game): Game => ({
    ...g,
    table: {
      ...g.table,
      g: { ...state(g), phase: 'off', step: 'leftovers', waiting: [0, 1], window: null },
    },
  });

  const STEPS: [string, (s: LordsState) => boolean, ((g: Game) => Game)?][] = [
    ['setup', (s) => s.step === 'setup'],
    ['promotional discard', (s) => s.step === 'promo'],
    ['off-season cards', (s) => s.step === 'offCards'],
    ['pennant roll', (s) => s.step === 'pennantRoll'],
    ['season turn', (s) => s.step === 'season' && s.window === null],
    ['roll window', (s) => s.window?.k === 'roll'],
    ['payout', (s) => s.step === 'payout'],
    ['media purchase', (s) => s.step === 'media'],
    [
      'leftovers',
      (s) => s.step === 'season' && s.phase === 'ls' && (s.owners[0]?.hand.cards.length ?? 0) > 0,
      toLeftovers,
    ],
    ['media pairs and the year summary', (s) => s.step === 'vpMedia'],
    ['retirement', (s) => s.step === 'retirement'],
    ['amateur draft', (s) => s.step === 'draft'],
    ['upgrades', (s) => s.step === 'upgrades'],
    ['game over', (s) => s.step === 'over'],
  ];

  it.each(STEPS)('a board drawn in French at the %s step has no English word', (_, done, to) => {
    const reached: Game = until(done);
    expect(done(state(reached))).toBe(true);
    const g = to ? to(reached) : reached;
    activeLanguage.value = 'fr';
    const seat = lordsModule.prompts(state(g))[0]?.seat ?? 0;
    const { container, unmount } = render(<Board {...propsFor(g, seat, vi.fn())} say={sayFr} />);
    expect(rawKeys(container, 'lords')).toEqual([]);
    expect(englishLeft(container, english, french)).toEqual([]);
    const left = englishIn(container.textContent ?? '');
    expect(left, container.textContent ?? '').toBeNull();
    expect(container.firstElementChild?.getAttribute('lang')).toBe('fr');
    unmount();
  });

  it('the log, every action label and the progress line of a whole game read in French', () => {
    const g = until((s) => s.step === 'over', 'fr-log');
    expect(state(g).step).toBe('over');
    const lines = g.log.map((l) => sayFr(l.msg, l.args));
    expect(lines.length).toBeGreaterThan(100);
    // Money reads as each language writes it, in the log and the actions.
    const setup = g.log.find((l) => l.msg === 'lords.setup');
    expect(sayFr(setup?.msg ?? '', setup?.args)).toMatch(/\(\d{1,3}\u00a0\d{3}\u00a0\$\)$/);
    expect(sayEn(setup?.msg ?? '', setup?.args)).toMatch(/\(\$\d{1,3},\d{3}\)$/);
    const loan = lordsModule.describe?.({ t: 'loan', size: 5_000 }, 0);
    expect(sayFr(loan?.msg ?? '', loan?.args)).toBe('Emprunter 5\u00a0000\u00a0$');
    expect(sayEn(loan?.msg ?? '', loan?.args)).toBe('Take a loan of $5,000');
    // A27: media pairs read in cubes, so no "1 pairs"; none is its own choice.
    const media = (pairs: number) => lordsModule.describe?.({ t: 'convertMedia', pairs }, 0);
    const said = (pairs: number) =>
      [sayEn, sayFr].map((f) => f(media(pairs)?.msg ?? '', media(pairs)?.args));
    expect(said(1)).toEqual(['Turn 2 media cubes into 3 VP', 'Changer 2 cubes de média en 3 PV']);
    expect(said(0)).toEqual(['Turn no media into VP', 'Ne changer aucun cube en PV']);
    for (const line of lines) {
      expect(line).not.toMatch(/lords\.\w/);
      expect(englishIn(line), line).toBeNull();
    }
    // Actions: a label for each one listed at each decision of another game, in French.
    let h = newGame(3, {}, 'fr-acts');
    const seen = new Set<string>();
    for (let k = 0; k < 400 && state(h).step !== 'over'; k++) {
      const p = lordsModule.prompts(state(h))[0];
      if (!p) break;
      const view = lordsModule.view(state(h), p.seat);
      for (const a of lordsModule.actions(state(h), p.seat)) {
        const d = lordsModule.describe?.(a, p.seat, view);
        if (d) seen.add(sayFr(d.msg, d.args));
      }
      const prog = lordsModule.progress?.(state(h));
      if (prog) seen.add(sayFr(prog.msg, prog.args));
      let moved = 0;
      h = playUntil(h, () => moved++ >= 1, `fr-acts-${k}`);
    }
    expect(seen.size).toBeGreaterThan(40);
    for (const label of seen) {
      expect(label).not.toMatch(/lords\.\w/);
      expect(englishIn(label), label).toBeNull();
    }
  });
});
