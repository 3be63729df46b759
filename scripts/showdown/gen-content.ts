/**
 * npx tsx scripts/showdown/gen-content.ts
 * Generates src/games/showdown/content/players.ts and teams.ts once, deterministically
 * (seeded): fictional players with charts from profiles, points from the fitted strength
 * formula (content/strength.ts), and the four ready-made teams listed below (legal under
 * validateTeam). The generated files are committed after `npm run format`, which gives them
 * the layout the committed ones have.
 */
import { writeFileSync } from 'node:fs';
import { makeRng, parseSeed } from '../../src/engine/rng';
import {
  hitterPoints,
  hitterStrength,
  pitcherPoints,
  pitcherStrength,
} from '../../src/games/showdown/content/strength';
import type {
  Bats,
  CardPosition,
  HitterCard,
  LineupSpot,
  PitcherCard,
  PitcherRole,
  RosterEntry,
  Slot,
  Team,
} from '../../src/games/showdown/types';

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
    points: pitcherPoints(pitcherStrength({ control, chart: chartText }), role, ip),
    role,
    control,
    ip,
    throws: rng.pick(['L', 'R', 'R'] as const),
    chart: chartText,
  });
});

// Ready-made teams, chosen for balance (measure.ts tune / balance, heuristic bots on both
// sides, each team with its own strategy deck): per team the written lineup (player:position,
// in batting order), the rotation, the bullpen, the bench and the backups (one fifth of the
// points). Players the tests use by team stay on their teams.
const SPECS: readonly {
  id: string;
  name: string;
  league: 'AL' | 'NL';
  lineup: string;
  rotation: string;
  pen: string;
  bench: string;
  backups: string;
}[] = [
  {
    id: 'lamplighters',
    name: 'Millbrook Lamplighters',
    league: 'AL',
    lineup: 'h087:RF h027:3B h086:CF h015:DH h007:C h021:1B h023:2B h057:LF h041:SS',
    rotation: 'p018 p022 p028 p023',
    pen: 'p056 p043 p037',
    bench: 'h045 h056',
    backups: 'h064 h061',
  },
  {
    id: 'herons',
    name: 'Saltmarsh Herons',
    league: 'NL',
    lineup: 'h076:CF h017:1B h010:C h050:DH h044:SS h071:LF h034:3B h030:2B h072:RF',
    rotation: 'p004 p029 p019 p021',
    pen: 'p053 p036 p044',
    bench: 'h068 h063',
    backups: 'h055 h004',
  },
  {
    id: 'granites',
    name: 'Quarry Hill Granites',
    league: 'AL',
    lineup: 'h065:CF h036:3B h047:SS h001:DH h011:C h054:LF h075:RF h028:2B h012:1B',
    rotation: 'p016 p002 p006 p025',
    pen: 'p057 p042 p038',
    bench: 'h024 h031',
    backups: 'h049 h053',
  },
  {
    id: 'kites',
    name: 'Northwind Kites',
    league: 'NL',
    lineup: 'h048:SS h019:DH h014:1B h069:RF h026:2B h006:C h033:3B h052:LF h078:CF',
    rotation: 'p010 p008 p011 p007',
    pen: 'p049 p047 p035',
    bench: 'h009 h067',
    backups: 'h083 h060',
  },
];

const card = (id: string): HitterCard | PitcherCard => {
  const c = hitters.find((h) => h.id === id) ?? pitchers.find((p) => p.id === id);
  if (!c) throw new Error(id);
  return c;
};
const cost = (c: HitterCard | PitcherCard, backup: boolean) => (backup ? c.points / 5 : c.points);
const ids = (x: string) => x.split(' ').filter(Boolean);
const teams: Team[] = SPECS.map((t) => {
  const lineup: LineupSpot[] = ids(t.lineup).map((x) => {
    const [p, pos] = x.split(':') as [string, LineupSpot['pos']];
    return { p, pos };
  });
  const roster: RosterEntry[] = [
    ...lineup.map((l) => ({ p: l.p })),
    ...[...ids(t.rotation), ...ids(t.pen), ...ids(t.bench)].map((p) => ({ p })),
    ...ids(t.backups).map((p) => ({ p, backup: true })),
  ];
  for (const e of roster) card(e.p);
  return { id: t.id, name: t.name, league: t.league, roster, rotation: ids(t.rotation), lineup };
});

const out = (file: string, body: string) =>
  writeFileSync(new URL(`../../src/games/showdown/content/${file}`, import.meta.url), body);

out(
  'players.ts',
  `/**
 * The player cards (generated by scripts/showdown/gen-content.ts; do not edit by hand).
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
 * The ready-made teams (generated by scripts/showdown/gen-content.ts; do not edit by
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
