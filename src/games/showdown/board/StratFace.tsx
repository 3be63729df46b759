import { CardFace } from '../../../ui/components/GameCard';
import { cardText, strat } from '../content';
import { timingText } from '../content/strategy';
import type { Effect, StratType } from '../types';
import { RESULT_NAME, TYPE_NAME } from './text';

const sign = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** The effect in a few words, for the face (the full text is a tap away). */
export function shortEffect(e: Effect): string {
  switch (e.k) {
    case 'stat':
      return `${e.who === 'batter' ? 'On-Base' : 'Control'} ${sign(e.n)}${e.keep ? ', stays' : ''}`;
    case 'swing':
      return `Swing ${sign(e.n)}`;
    case 'shift':
      return `Swing ${e.n > 0 ? 'up' : 'down'} ${Math.abs(e.n)}, read again`;
    case 'become':
      return `Becomes ${RESULT_NAME[e.r].toLowerCase()}`;
    case 'check':
      return `${e.group === 'infield' ? 'Infield' : 'Outfield'} check: on ${e.when} ${RESULT_NAME[e.r].toLowerCase()}`;
    case 'steal':
      return 'A runner steals';
    case 'draw':
      return `Draw ${e.n}`;
    case 'discard':
      return `Opponent discards ${e.n}`;
    case 'ip':
      return `Pitcher IP ${sign(e.n)}`;
  }
}

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
        label={`${name}. ${cardText(s)}`}
      >
        <span class="sd-strat__when">{timingText(s.timing)}</span>
        <span class="sd-strat__what">{shortEffect(s.effect)}</span>
      </CardFace>
    </div>
  );
}
