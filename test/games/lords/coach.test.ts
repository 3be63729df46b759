/**
 * Lords of Baseball's guided first game, in the parts read from the view: the words name what
 * the view holds (the manager's wins on the Manager chart, a card's OPS), and the "Try:" line
 * names a card played in the off-season by the off-season event's title. The whole guided
 * game is played in test/app/coach.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { coachSuggestion } from '../../../src/app/coach-suggest';
import { defaultOptions } from '../../../src/engine/options';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { startTable } from '../../../src/engine/session';
import { heuristic } from '../../../src/games/lords/bot/heuristic';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS } from '../../../src/games/lords/content/charts';
import { teamCard } from '../../../src/games/lords/content/teams';
import { SETUP_RESERVE, lordsCoach } from '../../../src/games/lords/coach';
import { describe as describeAction } from '../../../src/games/lords/describe';
import { lordsModule } from '../../../src/games/lords/index';
import type { LordsAction, LordsView } from '../../../src/games/lords/state';

function firstTable() {
  const { table } = startTable(lordsModule, {
    seed: lordsCoach.seed,
    seats: [
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'bot', level: 'easy' },
    ],
    options: { ...defaultOptions(lordsModule.meta), ...lordsCoach.options },
  });
  return table;
}

const firstView = (): LordsView => lordsModule.view(firstTable().g, 0);

const season = { seat: 0, kind: 'turn' as const, msg: 'lords.prompt.season' };

describe('the Lords coach', () => {
  it('names an off-season event by its off-season title, an in-season one by its own', () => {
    const v = firstView();
    expect(v.phase).toBe('off');
    const a = { t: 'event', card: 'media-blitz', target: 0 } as const;
    expect(describeAction(a, 0, v).args?.card).toBe('Press Tour');
    expect(describeAction(a, 0, { ...v, phase: 'es' }).args?.card).toBe('Media Blitz');
  });

  it('reads the Manager/Team wins off the Manager chart for the learner’s field manager', () => {
    const v = firstView();
    const me = v.owners[0];
    if (!me) throw new Error('no owner 0');
    const at = (fm: 1 | 4) => ({
      ...v,
      owners: v.owners.map((o, i) => (i === 0 ? { ...o, fm } : o)),
    });
    const tip = (view: LordsView, lang: 'en' | 'fr') =>
      lordsCoach.tip({
        view,
        seat: 0,
        prompt: season,
        actions: [{ t: 'managerTeam' }],
        suggested: { t: 'managerTeam' },
        lang,
      });
    expect(tip(at(4), 'en')).toContain('4-star field manager wins 2 games');
    expect(tip(at(1), 'en')).toContain('1-star field manager loses 1 game');
    expect(tip(at(4), 'fr')).toContain('gérant à 4\u00a0étoiles vous vaut 2\u00a0victoires');
  });

  it('counts the wins of an OPS card with the Superstars on the roster', () => {
    const v = firstView();
    const withSs = (ss: number) => ({
      ...v,
      owners: v.owners.map((o, i) => (i === 0 ? { ...o, ml: { ...o.ml, ss }, injured: [] } : o)),
    });
    const a = { t: 'ops', card: 'media-blitz', use: 'superstar', target: 0 } as const;
    const tip = (view: LordsView) =>
      lordsCoach.tip({ view, seat: 0, prompt: season, actions: [a], suggested: a, lang: 'en' });
    // LoB 5.3.2: the first Superstar doubles the 2 OPS, each other healthy one adds 1.
    expect(tip(withSs(1))).toContain('2 OPS as wins with your Superstars: it wins 4 games');
    expect(tip(withSs(3))).toContain('it wins 6 games');
  });

  it('names a discarded, kept or redrawn card by the face the hand shows (issue 27: "Spring Buzz", not "Hot Streak")', () => {
    const v = firstView();
    for (const t of ['promo', 'keep', 'redraw'] as const) {
      const a = { t, card: 'media-blitz' } as const;
      expect(describeAction(a, 0, v).args?.card).toBe('Press Tour');
      expect(describeAction(a, 0, { ...v, phase: 'es' }).args?.card).toBe('Media Blitz');
    }
  });

  it('teaches a set-up the learner can pay for with money left, never one bought on a loan', () => {
    const table = firstTable();
    const v = lordsModule.view(table.g, 0);
    const actions = lordsModule.actions(table.g, 0);
    const cost = (a: (typeof actions)[number]) =>
      a.t === 'team'
        ? (teamCard(a.team)?.cost ?? Infinity) + FARM_SYSTEM[a.fs].cost + a.fm * FM_PER_STAR
        : 0;
    // The bot would buy past its funds on a set-up loan (LoB 3.0, 2.5.1) for the coach's game.
    const bot = heuristic(v, 0, [...actions], makeRng(parseSeed(`${lordsCoach.seed}:0`)));
    expect(bot.t).toBe('team');
    expect(cost(bot)).toBeGreaterThan(STARTING_FUNDS);
    const taught = coachSuggestion(
      lordsModule,
      lordsCoach.seed,
      0,
      v,
      0,
      actions,
      lordsCoach.prefer,
    );
    if ((taught as LordsAction | undefined)?.t !== 'team') throw new Error('no set-up taught');
    expect(cost(taught as LordsAction)).toBeLessThanOrEqual(STARTING_FUNDS - SETUP_RESERVE);
    expect(actions).toContainEqual(taught);
  });

  it('never teaches turning a Prospect into a Phenom that the farm has no room for (LoB 8.1)', () => {
    const v = firstView();
    const onFarm = (fs: 2 | 4, phenom: number) => ({
      ...v,
      owners: v.owners.map((o, i) => (i === 0 ? { ...o, fs, farm: { ...o.farm, phenom } } : o)),
    });
    const roll = { t: 'promote', kind: 'prospect', drm: 0 } as const;
    const actions = [roll, { t: 'doneUpgrades' } as const];
    const prefer = (view: LordsView) =>
      lordsCoach.prefer?.({ view, seat: 0, actions, suggested: roll, pick: (xs) => xs[0] });
    // A 2★ farm holds no Phenom; a 4★ farm holds three.
    expect(prefer(onFarm(2, 0))).toEqual({ t: 'doneUpgrades' });
    expect(prefer(onFarm(4, 3))).toEqual({ t: 'doneUpgrades' });
    expect(prefer(onFarm(4, 1))).toBeUndefined();
    const words = (lang: 'en' | 'fr') =>
      lordsCoach.tip({
        view: onFarm(4, 1),
        seat: 0,
        prompt: { seat: 0, kind: 'turn', msg: 'lords.prompt.upgrades' },
        actions,
        suggested: roll,
        lang,
      });
    expect(words('en')).toContain('turn a Prospect into a Phenom');
    expect(words('en')).not.toContain('majors:');
    expect(words('fr')).toContain('faire d’un espoir un phénomène');
  });
});
