import { CardFace } from '../../../ui/components/GameCard';
import { strat } from '../content';
import type { StratType } from '../types';
import { STRAT, TYPE_NAME } from './text';

const MARK: Readonly<Record<StratType, string>> = { offense: '▲', defense: '■', utility: '●' };

/** A strategy card face: kind (mark and word), name, timing, the effect in short. */
export function StratFace({
  name,
  selected = false,
  playable = false,
  onClick,
}: {
  name: string;
  selected?: boolean;
  playable?: boolean;
  onClick?: () => void;
}) {
  const s = strat(name);
  return (
    <div class={`sd-strat sd-strat--${s.type}${playable ? ' sd-strat--playable' : ''}`}>
      <CardFace
        id={name}
        name={name}
        type={`${MARK[s.type]} ${TYPE_NAME[s.type]}`}
        selected={selected}
        onClick={onClick}
        label={`${name}. ${STRAT.text(s)}`}
      >
        <span class="sd-strat__when">{STRAT.timing(s.timing)}</span>
        <span class="sd-strat__what">{STRAT.short(s.effect)}</span>
      </CardFace>
    </div>
  );
}
