/**
 * The deterministic generator of You're the GM!'s 144 player cards (docs/games/gm.md, D12).
 * `npx tsx scripts/gm/gen-content.ts` writes its output to src/games/gm/content/players.ts;
 * test/games/gm/content.test.ts checks the committed file still equals it.
 */
import { makeRng, parseSeed, type Rng } from '../../src/engine/rng';
import type { Ability, Logo, PlayerCard, Position, Skill } from '../../src/games/gm/types';
import { LOGOS } from '../../src/games/gm/types';

/** The five cards of the rulebook's scoring example (§4), with our own names and numbers. */
export const EXAMPLE_CARDS: readonly PlayerCard[] = [
  card('p001', 'Gus Tollen', '1B', 'owls', 2, 1, 1, ['hit', 'power', 'hit'], 3, 6, false, null),
  card('p002', 'Rudy Marchetti', '1B', 'hawks', 3, 1, 1, ['hit', 'speed', 'defense'], 3, 6),
  card('p003', 'Kenta Arimura', 'SS', 'owls', 5, 2, 1, ['defense', 'speed', 'arm'], 3, 5, true, {
    k: 'withLogo',
    logo: 'owls',
    n: 2,
  }),
  card('p004', 'Tomas Pell', 'P', 'comets', 4, 1, 1, ['arm', 'power'], 1, 2, true, {
    k: 'perSkill',
    skill: 'power',
    n: 2,
  }),
  card('p005', 'Wes Milner', 'CF', 'foxes', 2, 1, 0, ['speed'], 0, 0, false, {
    k: 'perAllStar',
    n: 2,
  }),
];

function card(
  id: string,
  name: string,
  pos: Position,
  logo: Logo,
  salary: number,
  team: number,
  league: number,
  slots: Skill[],
  base: number,
  max: number,
  allStar = false,
  ability: Ability | null = null,
  prospect = false,
): PlayerCard {
  return {
    id,
    name,
    pos,
    logo,
    salary,
    team,
    league,
    slots,
    base,
    max,
    allStar,
    prospect,
    ability,
  };
}

const FIRST = [
  'Abel',
  'Bram',
  'Cato',
  'Dario',
  'Emil',
  'Fitz',
  'Gideon',
  'Hollis',
  'Ivo',
  'Jory',
  'Kelso',
  'Lando',
  'Marek',
  'Nico',
  'Orrin',
  'Pax',
  'Quill',
  'Rafe',
  'Soren',
  'Tobin',
  'Ulric',
  'Vance',
  'Wyatt',
  'Yuri',
  'Zeke',
  'Ansel',
  'Boone',
  'Cyrus',
  'Dash',
  'Elio',
  'Flint',
  'Gage',
  'Hale',
  'Idris',
  'Jasper',
  'Knox',
  'Lyle',
  'Milo',
  'Ned',
  'Otis',
  'Pike',
  'Reed',
  'Sully',
  'Teo',
];
const LAST = [
  'Ashgrove',
  'Barrowby',
  'Coldwell',
  'Dunmore',
  'Eastbrook',
  'Fernley',
  'Gallow',
  'Hartwick',
  'Inglet',
  'Jessup',
  'Kettering',
  'Lowther',
  'Norcott',
  'Oakhurst',
  'Pellow',
  'Quarrie',
  'Rendell',
  'Stroud',
  'Thistle',
  'Underhill',
  'Varga',
  'Whitlock',
  'Yarrow',
  'Zellner',
  'Brisco',
  'Cardle',
  'Dimmock',
  'Fairbairn',
  'Grubb',
  'Hollins',
  'Ketch',
  'Lumley',
  'Mossop',
  'Nettles',
  'Ormsby',
  'Puddick',
  'Ruddle',
  'Sallow',
  'Tamsett',
  'Voss',
  'Wragg',
  'Yelland',
];

/** Which skills each position's slots lean to. */
const FLAVOUR: Readonly<Record<Position, readonly Skill[]>> = {
  P: ['arm', 'arm', 'eye', 'defense', 'power'],
  C: ['defense', 'arm', 'eye', 'hit'],
  '1B': ['hit', 'power', 'power', 'eye'],
  '2B': ['defense', 'speed', 'hit', 'eye'],
  '3B': ['power', 'defense', 'arm', 'hit'],
  SS: ['defense', 'speed', 'arm', 'hit'],
  LF: ['hit', 'power', 'eye', 'speed'],
  CF: ['speed', 'defense', 'hit', 'arm'],
  RF: ['arm', 'power', 'hit', 'speed'],
};

const NON_PITCHERS: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

function names(rng: Rng, n: number): string[] {
  const all: string[] = [];
  for (const f of FIRST) for (const l of LAST) all.push(`${f} ${l}`);
  const taken = new Set(EXAMPLE_CARDS.map((c) => c.name));
  return rng.shuffle(all.filter((x) => !taken.has(x))).slice(0, n);
}

function slotCount(rng: Rng, pos: Position, prospect: boolean): number {
  if (prospect) return 1 + rng.int(3);
  if (pos === 'P') return 2 + rng.int(2);
  const r = rng.next();
  return r < 0.1 ? 1 : r < 0.45 ? 2 : r < 0.85 ? 3 : 4;
}

function ability(rng: Rng, pos: Position, slots: readonly Skill[]): [Ability | null, number] {
  if (rng.next() >= 0.45) return [null, 0];
  const logo = rng.pick(LOGOS);
  switch (rng.int(7)) {
    case 0: {
      const n = 1 + rng.int(2);
      return [{ k: 'perSkill', skill: rng.pick(slots), n }, n];
    }
    case 1:
      return [{ k: 'perAllStar', n: 1 }, 0.8];
    case 2:
      return [{ k: 'withLogo', logo, n: 2 }, 0.8];
    case 3: {
      const other = pos === 'P' ? rng.pick(NON_PITCHERS) : 'P';
      return [{ k: 'withPos', pos: other, n: 2 }, other === 'P' ? 1.4 : 0.6];
    }
    case 4:
      return [{ k: 'extraDie', dice: rng.next() < 0.5 ? 'team' : 'league', logo }, 0.6];
    case 5:
      return [{ k: 'signDiscount', logo, n: 1 }, 0.3];
    default:
      return [{ k: 'signDie', skill: rng.pick(slots) }, 1];
  }
}

/** The 144 player cards: the five example cards, then 115 regulars and 24 prospects. */
export function generatePlayers(): PlayerCard[] {
  const rng = makeRng(parseSeed('gm-players-v1'));
  const out: PlayerCard[] = [...EXAMPLE_CARDS];
  const regulars = 115;
  const prospects = 24;
  const pool = names(rng, regulars + prospects);
  for (let i = 0; i < regulars + prospects; i++) {
    const prospect = i >= regulars;
    const pos: Position =
      !prospect && i % 4 === 0 ? 'P' : prospect && i % 5 === 0 ? 'P' : rng.pick(NON_PITCHERS);
    const s = slotCount(rng, pos, prospect);
    const slots = Array.from({ length: s }, () => rng.pick(FLAVOUR[pos]));
    const allStar = !prospect && rng.next() < 0.17;
    const base = Math.max(0, s + rng.int(3) - 1);
    const max = base + s + rng.int(3) + (allStar ? 1 : 0);
    const [ab, abValue] = ability(rng, pos, slots);
    let team = 0;
    let league = 0;
    if (prospect) {
      // Prospects "generally do not produce dice": one in four brings a league die.
      if (rng.next() < 0.25) league = 1;
    } else {
      const dice = Math.max(1, Math.min(3, s - 1 + rng.int(2)));
      team = rng.int(dice + 1);
      league = dice - team;
    }
    const value = (base + max) / 2 + abValue + 0.7 * (team + league);
    const salary = prospect ? 0 : Math.max(1, Math.min(6, Math.round(value / 2.2)));
    const id = `p${String(out.length + 1).padStart(3, '0')}`;
    out.push(
      card(
        id,
        pool[i] ?? id,
        pos,
        rng.pick(LOGOS),
        salary,
        team,
        league,
        slots,
        base,
        max,
        allStar,
        ab,
        prospect,
      ),
    );
  }
  return out;
}
