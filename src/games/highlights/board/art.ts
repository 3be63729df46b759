/**
 * The art of Highlights' cards and teams, from public card facts only: a portrait posed by
 * the card's immediate action (a pitch: the pitcher; a glove: the fielder; else the batter),
 * built by its type, in its team's colours; each team's emblem.
 */
import type { Build, Role, TeamColors } from '../../../ui/art';
import { CARD_ROWS } from '../content/cards';
import type { CardDef, IaKind, Kind, TeamId } from '../types';

const PITCHING: ReadonlySet<IaKind> = new Set([
  'pitch',
  'knuckleball',
  'slider',
  'closer',
  'hold',
  'sinkerball',
  'wildPitch',
  'beanBall',
  'pickOff',
  'pickOffAll',
]);
const FIELDING: ReadonlySet<IaKind> = new Set([
  'glove',
  'doublePlay',
  'magnaGlove',
  'gloveCheck',
  'error',
  'cyborgOut',
]);

/** The card's pose, by what its immediate action does. */
export function roleOf(c: CardDef): Role {
  if (PITCHING.has(c.ia.k)) return 'pitcher';
  if (FIELDING.has(c.ia.k)) return 'fielder';
  return 'batter';
}

const BUILD: Record<Kind, Build> = { Natural: 'human', Robot: 'robot', Cyborg: 'cyborg' };
export const buildOf = (c: CardDef): Build => BUILD[c.kind];

/** Each starting team's colours; Free Agents (the AI's All-Stars) wear navy and clay. */
export const TEAM_COLORS: Record<TeamId | 'fa', TeamColors> = {
  gulls: { main: '#1f5fbf', trim: '#f7f5ee' },
  foundry: { main: '#3f4650', trim: '#f08a24' },
  comets: { main: '#5b2a86', trim: '#f5b72b' },
  orchard: { main: '#2a6a3a', trim: '#f2c4b0' },
  fa: { main: '#12284a', trim: '#e39a6c' },
};

const TEAM_OF: ReadonlyMap<string, TeamId> = new Map(
  CARD_ROWS.flatMap(([no, , , , , , , , , set]) =>
    set === 'gulls' || set === 'foundry' || set === 'comets' || set === 'orchard'
      ? [[no, set] as const]
      : [],
  ),
);

/** The colours of the card's cap: its starting team's, or the Free Agents'. */
export const colorsOf = (c: CardDef): TeamColors => TEAM_COLORS[TEAM_OF.get(c.id) ?? 'fa'];
