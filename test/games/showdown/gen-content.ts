/**
 * npx tsx test/games/showdown/gen-content.ts
 * Generates src/games/showdown/content/players.ts and teams.ts once, deterministically
 * (seeded): fictional players with charts from profiles, points from the strength formula,
 * and four ready-made teams that pass validateTeam. The generated files are committed.
 */
import { writeFileSync } from 'node:fs';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import {
  hitterPoints,
  hitterStrength,
  pitcherPoints,
  pitcherStrength,
} from '../../../src/games/showdown/content/strength';
import type {
  Bats,
  CardPosition,
  HitterCard,
  LineupSpot,
  PitcherCard,
  PitcherRole,
  Position,
  RosterEntry,
  Slot,
  Team,
} from '../../../src/games/showdown/types';

const rng = makeRng(parseSeed('showdown-content-v1'));
const FIRST = [
  'Abner',
  'Barnaby',
  'Cletus',
  'Dorian',
  'Ezra',
  'Fenwick',
  'Gideon',
  'Horace',
  'Ignatius',
  'Jasper',
  'Kermit',
  'Lucius',
  'Mortimer',
  'Nestor',
  'Orville',
  'Percival',
  'Quincy',
  'Rufus',
  'Silas',
  'Thaddeus',
  'Ulysses',
  'Virgil',
  'Wendell',
  'Xavier',
  'Yancy',
  'Zebulon',
  'Amos',
  'Bertram',
  'Cornelius',
  'Desmond',
  'Elmer',
  'Flint',
  'Gaspar',
  'Hollis',
  'Isaiah',
  'Jubal',
  'Lazlo',
  'Merritt',
  'Obadiah',
  'Phineas',
  'Roscoe',
  'Tobias',
  'Wilbur',
];
const PRE = [
  'Brack',
  'Quill',
  'Fenn',
  'Grist',
  'Hollow',
  'Kess',
  'Lomb',
  'Marrow',
  'Nettle',
  'Pell',
  'Quarry',
  'Raven',
  'Stave',
  'Thistle',
  'Vell',
  'Wick',
  'Yarrow',
  'Zell',
  'Ashen',
  'Brine',
  'Cinder',
  'Drum',
  'Ember',
  'Flax',
  'Gorse',
  'Heath',
  'Inkle',
  'Juniper',
  'Kettle',
  'Larch',
];
const SUF = ['ridge', 'wick', 'stone', 'ford', 'hollow', 'by', 'mere', 'thorpe', 'gate', 'wold'];

const usedNames = new Set<string>();
function name(): string {
  for (;;) {
    const n = `${rng.pick(FIRST)} ${rng.pick(PRE)}${rng.pick(SUF)}`;
    if (!usedNames.has(n)) {
      usedNames.add(n);
      return n;
    }
  }
}

const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);

/** A chart from row counts in result order SO PU GB FB BB 1B 1B+ 2B 3B HR. */
function chart(counts: readonly number[]): string {
  const codes = 'KPGFW1+23H';
  const s = counts.map((k, i) => (codes[i] ?? '').repeat(k)).join('');
  if (s.length !== 20) throw new Error(`chart of ${s.length} rows`);
  return s;
}

function hitterChart(power: number, contact: number): string {
  const hr = Math.min(4, Math.max(0, power + between(-1, 0)));
  const b2 = between(1, 2) + (power > 1 ? 1 : 0);
  const b3 = rng.int(3) === 0 ? 1 : 0;
  const sp = between(0, 2);
  const bb = between(2, 4) + (power > 2 ? 1 : 0);
  const outs = Math.max(2, 6 - contact + between(-1, 1));
  const so = Math.max(1, Math.ceil(outs / 2) + (power > 2 ? 1 : 0) - 1);
  const rest = outs - so;
  const pu = rest > 0 ? 1 : 0;
  const gb = Math.ceil((rest - pu) / 2);
  const fb = rest - pu - gb;
  const single = 20 - (so + pu + gb + fb + bb + sp + b2 + b3 + hr);
  if (single < 2) return hitterChart(power - 1, contact);
  return chart([so, pu, gb, fb, bb, single, sp, b2, b3, hr]);
}

function pitcherChart(quality: number): string {
  const outs = Math.min(17, 15 + quality + between(0, 1));
  const pu = between(1, 3);
  const so = Math.round((outs - pu) * (0.3 + rng.next() * 0.2));
  const gb = Math.ceil((outs - so - pu) / 2);
  const fb = outs - so - pu - gb;
  const bb = between(1, 2);
  const hr = quality < 2 ? 1 : rng.int(2);
  const b2 = 20 - outs - bb - hr > 3 ? 1 : 0;
  const single = 20 - outs - bb - hr - b2;
  return chart([so, pu, gb, fb, bb, single, 0, b2, 0, hr]);
}

const hitters: HitterCard[] = [];
const pitchers: PitcherCard[] = [];

// Primary positions: enough of each for four teams plus a free-agent pool.
const PRIMARY: readonly CardPosition[] = [
  ...Array<CardPosition>(11).fill('C'),
  ...Array<CardPosition>(10).fill('1B'),
  ...Array<CardPosition>(10).fill('2B'),
  ...Array<CardPosition>(10).fill('3B'),
  ...Array<CardPosition>(10).fill('SS'),
  ...Array<CardPosition>(8).fill('LF'),
  ...Array<CardPosition>(8).fill('CF'),
  ...Array<CardPosition>(8).fill('RF'),
  ...Array<CardPosition>(12).fill('OF'),
  ...Array<CardPosition>(7).fill('-'),
];
const SECOND: Partial<Record<CardPosition, CardPosition[]>> = {
  '1B': ['3B', 'OF'],
  '2B': ['SS', '3B'],
  '3B': ['1B', 'SS'],
  SS: ['2B', '3B'],
  LF: ['1B', 'RF'],
  CF: ['LF', 'RF'],
  RF: ['1B', 'LF'],
  C: ['1B'],
  OF: ['1B'],
};

PRIMARY.forEach((pos, i) => {
  const power = pos === '-' || pos === '1B' ? between(1, 4) : between(0, 3);
  const contact = between(0, 4);
  const onBase = Math.min(13, Math.max(7, 7 + contact / 2 + between(0, 2) + (power > 2 ? 1 : 0)));
  const speedPick = pos === 'CF' || pos === 'SS' ? between(13, 21) : between(8, 19);
  const slots: Slot[] = [];
  if (pos === '-') slots.push({ pos: '-', fld: 0 });
  else {
    const top = pos === 'C' ? 4 : pos === '1B' ? 1 : pos === 'SS' || pos === 'CF' ? 3 : 2;
    slots.push({ pos, fld: between(0, top) });
    const more = SECOND[pos];
    if (more && rng.int(3) === 0) slots.push({ pos: rng.pick(more), fld: between(0, 1) });
  }
  const bats: Bats = rng.pick(['L', 'R', 'R', 'S'] as const);
  const chartText = hitterChart(power, contact);
  const base = { onBase: Math.round(onBase), chart: chartText, slots, speed: speedPick };
  hitters.push({
    id: `h${String(i + 1).padStart(3, '0')}`,
    kind: 'hitter',
    name: name(),
    points: hitterPoints(hitterStrength(base)),
    onBase: base.onBase,
    speed: speedPick,
    bats,
    slots,
    chart: chartText,
  });
});

const ROLES: readonly PitcherRole[] = [
  ...Array<PitcherRole>(30).fill('starter'),
  ...Array<PitcherRole>(20).fill('reliever'),
  ...Array<PitcherRole>(8).fill('closer'),
];
ROLES.forEach((role, i) => {
  const quality = between(0, 3);
  const control = Math.min(6, between(1, 3) + (quality > 1 ? 2 : 1));
  const ip = role === 'starter' ? between(5, 8) : role === 'reliever' ? between(1, 2) : 1;
  const chartText = pitcherChart(quality);
  pitchers.push({
    id: `p${String(i + 1).padStart(3, '0')}`,
    kind: 'pitcher',
    name: name(),
    points: pitcherPoints(pitcherStrength({ control, chart: chartText }), ip),
    role,
    control,
    ip,
    throws: rng.pick(['L', 'R', 'R'] as const),
    chart: chartText,
  });
});

// Ready-made teams: a regular at every position and a DH, four bench players (two of them
// backups), four starters and four relievers or closers; trimmed to 5,000 points.
const TEAM_NAMES: readonly [string, string, 'AL' | 'NL'][] = [
  ['lamplighters', 'Millbrook Lamplighters', 'AL'],
  ['herons', 'Saltmarsh Herons', 'NL'],
  ['granites', 'Quarry Hill Granites', 'AL'],
  ['kites', 'Northwind Kites', 'NL'],
];
const FIELD: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];
const taken = new Set<string>();
const qualifies = (h: HitterCard, pos: Position) =>
  h.slots.some((s) => s.pos === pos || (s.pos === 'OF' && ['LF', 'CF', 'RF'].includes(pos)));
const cost = (h: HitterCard | PitcherCard, backup: boolean) => (backup ? h.points / 5 : h.points);

function pickHitter(ok: (h: HitterCard) => boolean, budget: number): HitterCard {
  const free = hitters.filter((h) => !taken.has(h.id) && ok(h) && h.points <= budget);
  const pool = free.length ? free : hitters.filter((h) => !taken.has(h.id) && ok(h));
  const h = rng.pick(pool);
  taken.add(h.id);
  return h;
}
function pickPitcher(role: PitcherRole, budget: number): PitcherCard {
  const free = pitchers.filter((p) => !taken.has(p.id) && p.role === role && p.points <= budget);
  const pool = free.length ? free : pitchers.filter((p) => !taken.has(p.id) && p.role === role);
  const p = rng.pick(pool);
  taken.add(p.id);
  return p;
}

const card = (id: string): HitterCard | PitcherCard => {
  const c = hitters.find((h) => h.id === id) ?? pitchers.find((p) => p.id === id);
  if (!c) throw new Error(id);
  return c;
};

/** Swaps the dearest players for cheaper free agents of the same kind until 5,000 fits. */
function trim(roster: RosterEntry[], lineup: LineupSpot[], rotation: string[]): void {
  const total = () => roster.reduce((a, e) => a + cost(card(e.p), e.backup === true), 0);
  while (total() > 5000) {
    const dear = [...roster].sort(
      (a, b) => cost(card(b.p), b.backup === true) - cost(card(a.p), a.backup === true),
    );
    if (!dear.some((e) => !e.backup && swapCheaper(e, roster, lineup, rotation)))
      throw new Error('cannot trim the team to 5,000 points');
  }
}

/** Replaces one player by the best cheaper free agent of the same kind; false if none. */
function swapCheaper(
  e: RosterEntry,
  roster: RosterEntry[],
  lineup: LineupSpot[],
  rotation: string[],
): boolean {
  const old = card(e.p);
  const spot = lineup.find((l) => l.p === e.p);
  const fits = (c: HitterCard | PitcherCard) =>
    c.kind === 'pitcher'
      ? old.kind === 'pitcher' && c.role === old.role
      : old.kind === 'hitter' &&
        (!spot || spot.pos === 'DH' || qualifies(c, spot.pos)) &&
        (spot !== undefined || c.slots.some((s) => s.pos !== '-'));
  const pool = [...hitters, ...pitchers].filter(
    (c) => !taken.has(c.id) && fits(c) && c.points < old.points - 60,
  );
  const next = pool.sort((a, b) => b.points - a.points)[0];
  if (!next) return false;
  taken.add(next.id);
  taken.delete(old.id);
  roster[roster.indexOf(e)] = { p: next.id };
  if (spot) lineup[lineup.indexOf(spot)] = { p: next.id, pos: spot.pos };
  const r = rotation.indexOf(old.id);
  if (r >= 0) rotation[r] = next.id;
  return true;
}

const teams: Team[] = TEAM_NAMES.map(([id, teamName, league]) => {
  const lineup: LineupSpot[] = [];
  const roster: RosterEntry[] = [];
  let spent = 0;
  const add = (c: HitterCard | PitcherCard, backup = false) => {
    roster.push(backup ? { p: c.id, backup: true } : { p: c.id });
    spent += cost(c, backup);
  };
  for (const pos of FIELD) {
    const h = pickHitter((x) => qualifies(x, pos), 420);
    lineup.push({ p: h.id, pos });
    add(h);
  }
  const dh = pickHitter(() => true, 420);
  lineup.push({ p: dh.id, pos: 'DH' });
  add(dh);
  const rotation: string[] = [];
  for (let i = 0; i < 4; i++) {
    const p = pickPitcher('starter', 420);
    rotation.push(p.id);
    add(p);
  }
  for (const role of ['closer', 'reliever', 'reliever'] as const) add(pickPitcher(role, 200));
  add(pickHitter((x) => x.slots.some((s) => s.pos !== '-'), Math.max(60, 5000 - spent - 300)));
  add(pickHitter((x) => x.slots.some((s) => s.pos !== '-'), Math.max(60, 5000 - spent - 200)));
  add(
    pickHitter(() => true, 2000),
    true,
  );
  add(
    pickHitter(() => true, 2000),
    true,
  );
  trim(roster, lineup, rotation);
  // Batting order by point value, as the rulebook's quick system does.
  const pts = (p: string) => hitters.find((h) => h.id === p)?.points ?? 0;
  lineup.sort((a, b) => pts(b.p) - pts(a.p));
  return { id, name: teamName, league, roster, rotation, lineup };
});

const out = (file: string, body: string) =>
  writeFileSync(new URL(`../../../src/games/showdown/content/${file}`, import.meta.url), body);

out(
  'players.ts',
  `/**
 * The player cards (generated by test/games/showdown/gen-content.ts; do not edit by hand).
 * All names are invented. Charts use the codes of CHART_CODES (types.ts), row 1 first;
 * points come from the strength formula of content/strength.ts.
 */
import type { HitterCard, PitcherCard } from '../types';

export const HITTERS: readonly HitterCard[] = ${JSON.stringify(hitters, null, 1)};

export const PITCHERS: readonly PitcherCard[] = ${JSON.stringify(pitchers, null, 1)};
`,
);
out(
  'teams.ts',
  `/**
 * The ready-made teams (generated by test/games/showdown/gen-content.ts; do not edit by
 * hand). Each is legal under TEAM CONSTRUCTION RULES (checked by the tests).
 */
import type { Team } from '../types';

export const TEAMS: readonly Team[] = ${JSON.stringify(teams, null, 1)};
`,
);

const sum = (t: Team) =>
  t.roster.reduce((a, e) => {
    const c = [...hitters, ...pitchers].find((x) => x.id === e.p);
    return a + (c ? cost(c, e.backup === true) : 0);
  }, 0);
console.log(`hitters ${hitters.length}, pitchers ${pitchers.length}`);
const hp = hitters.map((h) => h.points).sort((a, b) => a - b);
const pp = pitchers.map((p) => `${p.role[0]}${p.points}`);
console.log(`hitter points ${hp.join(' ')}`);
console.log(`pitcher points ${pp.join(' ')}`);
for (const t of teams) console.log(`${t.name}: ${sum(t)} points`);
