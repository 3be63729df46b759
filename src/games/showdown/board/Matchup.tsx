import type { SeatId } from '../../../engine/types';
import { card } from '../content';
import type { BoardModel } from './model';
import { PlayerCard } from './PlayerCard';
import { TXT } from './text';

/**
 * The batter's and the pitcher's cards, side by side. At the edges each card faces the
 * manager whose player it is: the far manager's turned half a turn (`far`).
 */
export function Matchup({ model, far = [] }: { model: BoardModel; far?: readonly SeatId[] }) {
  const m = model.matchup;
  const d = model.dice;
  const readOn = (id: string) => (d && d.chart === id ? d.swing : null);
  const turned = (seat: SeatId) => (far.includes(seat) ? 'sd-turned' : undefined);
  return (
    <section class="sd-matchup" aria-label={`${TXT.batter} / ${TXT.pitcher}`}>
      <div class={turned(model.batting)}>
        <PlayerCard
          id={m.batter}
          role={TXT.batter}
          // A pitcher at the plate has no On-Base: no pitch is rolled (§PITCH).
          value={card(m.batter).kind === 'pitcher' ? null : m.onBase}
          read={readOn(m.batter)}
        />
      </div>
      <div class={turned(model.fielding)}>
        <PlayerCard
          id={m.pitcher}
          role={TXT.pitcher}
          value={m.control}
          read={readOn(m.pitcher)}
          ip={m.ip}
          extra={
            <>
              <div>
                <dt>{TXT.pitching}</dt>
                <dd class="num">{TXT.innings(m.innings)}</dd>
              </div>
              <div class={m.fatigue > 0 ? 'sd-pcard__tired' : undefined}>
                <dt>{TXT.fatigue}</dt>
                <dd class="num">{m.fatigue > 0 ? `−${m.fatigue}` : '0'}</dd>
              </div>
            </>
          }
        />
      </div>
    </section>
  );
}
