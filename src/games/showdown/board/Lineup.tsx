import type { SeatId } from '../../../engine/types';
import { card } from '../content';
import type { Side } from '../state';
import { POSITIONS, type PlayerId } from '../types';
import { shortName, type BoardModel } from './model';
import { TXT } from './text';

/** One spot of a batting order: who bats there, where he plays, whether he is up now. */
export interface OrderRow {
  p: PlayerId;
  pos: string;
  up: boolean;
}

/** A team's batting order as the board shows it, the batter at the plate marked. */
export function orderOf(model: BoardModel, seat: SeatId): OrderRow[] {
  const side = model.view.sides[seat] as Side;
  return side.order.map((p, i) => ({
    p,
    pos:
      i === side.dhSlot ? 'DH' : i === side.pSlot ? 'P' : (POSITIONS[side.field.indexOf(p)] ?? ''),
    up: p === model.matchup.batter && seat === model.batting,
  }));
}

/**
 * The batting order of the team at the plate, the batter marked; before the game, the
 * lineup of the manager deciding (§FULL GAME SETUP).
 */
export function Lineup({ model }: { model: BoardModel }) {
  const seat = model.phase === 'lineup' ? model.turn : model.batting;
  return (
    <section class="sd-panel sd-lineup" aria-label={TXT.lineup}>
      <h2 class="sd-panel__title">
        {TXT.lineup}
        {TXT.colon} {model.teams.find((t) => t.seat === seat)?.name}
      </h2>
      <ol class="sd-lineup__list">
        {orderOf(model, seat).map((r, i) => (
          <li key={i} class={r.up ? 'sd-lineup__up' : undefined}>
            <span class="num sd-lineup__n">{i + 1}</span>
            <span class="sd-lineup__pos">{r.pos}</span>
            <span class="sd-lineup__name">{card(r.p).name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The batting order in one line of surnames, for a dugout. */
export function OrderLine({ model, seat }: { model: BoardModel; seat: SeatId }) {
  return (
    <ol class="sd-order" aria-label={TXT.lineup}>
      {orderOf(model, seat).map((r, i) => (
        <li key={i} class={r.up ? 'sd-order__up' : undefined} title={card(r.p).name}>
          <span class="num">{i + 1}</span> <span class="sd-order__pos">{r.pos}</span>{' '}
          {shortName(r.p)}
        </li>
      ))}
    </ol>
  );
}
