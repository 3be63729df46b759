/**
 * Lords of Baseball's guided first game, in the parts read from the view: the words name what
 * the view holds (the manager's wins on the Manager chart, a card's OPS), and the "Try:" line
 * names a card played in the off-season by the off-season event's title. The whole guided
 * game is played in test/app/coach.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../../src/engine/options';
import { startTable } from '../../../src/engine/session';
import { lordsCoach } from '../../../src/games/lords/coach';
import { describe as describeAction } from '../../../src/games/lords/describe';
import { lordsModule } from '../../../src/games/lords/index';
import type { LordsView } from '../../../src/games/lords/state';

function firstView(): LordsView {
  const { table } = startTable(lordsModule, {
    seed: lordsCoach.seed,
    seats: [
      { name: 'You', kind: 'human' },
      { name: 'Bot', kind: 'bot', level: 'easy' },
    ],
    options: { ...defaultOptions(lordsModule.meta), ...lordsCoach.options },
  });
  return lordsModule.view(table.g, 0);
}

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
});
