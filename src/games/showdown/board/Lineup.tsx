import { card } from '../content';
import type { Side } from '../state';
import type { BoardModel } from './model';
import { TXT } from './text';

/**
 * The batting order of the team at the plate, the batter marked; before the game, the
 * lineup of the manager deciding (§FULL GAME SETUP).
 */
export function Lineup({ model }: { model: BoardModel }) {
  const seat = model.phase === 'lineup' ? model.turn : model.batting;
  const side = model.view.sides[seat] as Side;
  const posOf = (p: string, i: number) => {
    if (i === side.dhSlot) return 'DH';
    if (i === side.pSlot) return 'P';
    const at = side.field.indexOf(p);
    return at >= 0 ? (['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'][at] ?? '') : '';
  };
  return (
    <section class="sd-panel sd-lineup" aria-label={TXT.lineup}>
      <h2 class="sd-panel__title">
        {TXT.lineup}
        {TXT.colon} {model.teams.find((t) => t.seat === seat)?.name}
      </h2>
      <ol class="sd-lineup__list">
        {side.order.map((p, i) => (
          <li
            key={i}
            class={
              p === model.matchup.batter && seat === model.batting ? 'sd-lineup__up' : undefined
            }
          >
            <span class="num sd-lineup__n">{i + 1}</span>
            <span class="sd-lineup__pos">{posOf(p, i)}</span>
            <span class="sd-lineup__name">{card(p).name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
