import type { SeatId } from '../../../engine/types';
import { SeatChip } from '../../../ui/components/SeatChip';
import { OrderLine } from './Lineup';
import type { BoardModel } from './model';
import { SEAT, TXT } from './text';

/**
 * A manager's own part of the table at the edges (his dugout): the score and the moment,
 * his team's batting order and his piles, in front of him; the far manager's is turned half
 * a turn, so each reads his own upright.
 */
export function Dugout({
  model,
  seat,
  turned,
}: {
  model: BoardModel;
  seat: SeatId;
  turned: boolean;
}) {
  const v = model.view;
  const mine = model.teams.find((t) => t.seat === seat);
  const theirs = model.teams.find((t) => t.seat !== seat);
  const who = model.seatInfo(seat);
  const hands = model.hands?.[seat];
  if (!mine || !theirs) return null;
  return (
    <section
      class={`sd-dugout${turned ? ' sd-turned' : ''}`}
      aria-label={SEAT.dugout(mine.name)}
      data-seat={seat}
    >
      <div class="sd-dugout__head">
        <SeatChip name={who.name} color={who.color} active={model.turn === seat} />
        <span class="sd-dugout__score">
          <span class="sd-dugout__team">
            {mine.batting && (
              <span class="sd-score__bat" role="img" aria-label={TXT.atBat}>
                ▶{' '}
              </span>
            )}
            {mine.name} <span class="num">{mine.runs}</span>
          </span>
          <span class="sd-dugout__team">
            {theirs.name} <span class="num">{theirs.runs}</span>
          </span>
        </span>
        <span class="sd-dugout__when">
          {v.phase === 'over' ? TXT.final : `${TXT.inning(v.half, v.inning)} · ${TXT.outs(v.outs)}`}
        </span>
        {hands && (
          <span class="sd-dugout__piles">
            {TXT.deck} <span class="num">{hands.deck}</span> · {TXT.discard}{' '}
            <span class="num">{hands.discard}</span>
          </span>
        )}
      </div>
      <OrderLine model={model} seat={seat} />
    </section>
  );
}
