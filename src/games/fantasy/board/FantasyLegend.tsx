/**
 * The key of the Fantasy board: the tier and side emblems, the ten stat codes (hitting in
 * black, pitching in white), the week's base and the upside-down Win card.
 */
import { Legend, type LegendEntry } from '../../../ui/components/Legend';
import { HITTING, PITCHING, SIDES, TIERS } from '../types';
import { BaseDiamond, SideIcon, TierIcon, TurnIcon } from './Icons';
import { LEGEND } from './legend-text';
import { SIDE_WORD, TIER_WORD } from './text';

const stat = (code: string, kind: 'hit' | 'pitch') => (
  <span class={`ffb-stat ffb-stat--${kind}`}>
    <span class="ffb-stat__k">{code}</span>
  </span>
);

export function FantasyLegend({ moreWins }: { moreWins: boolean }) {
  const entries: LegendEntry[] = [
    ...TIERS.map((tier, i) => ({
      mark: <TierIcon tier={tier} />,
      name: TIER_WORD[tier],
      ...(i === 0 && { meaning: LEGEND.tierMeaning }),
    })),
    ...SIDES.map((side, i) => ({
      mark: <SideIcon side={side} />,
      name: SIDE_WORD[side],
      ...(i === 0 && { meaning: LEGEND.sideMeaning }),
    })),
    ...HITTING.map((code, i) => ({
      mark: stat(code, 'hit'),
      name: LEGEND.code(code, LEGEND.stat[code]),
      ...(i === 0 && { meaning: LEGEND.hitting }),
    })),
    ...PITCHING.map((code, i) => ({
      mark: stat(code, 'pitch'),
      name: LEGEND.code(code, LEGEND.stat[code]),
      ...(i === 0 && { meaning: LEGEND.pitching }),
    })),
    { mark: <BaseDiamond base={1} />, name: LEGEND.base, meaning: LEGEND.baseMeaning },
    ...(moreWins
      ? [{ mark: <TurnIcon />, name: LEGEND.turned, meaning: LEGEND.turnedMeaning }]
      : []),
  ];
  return <Legend title={LEGEND.title} entries={entries} />;
}
