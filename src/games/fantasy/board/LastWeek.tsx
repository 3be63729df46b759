/**
 * The result moment of the Regular Season: the week just resolved, each Win card with who
 * took it and by how much (or the tie that sent it back), shown over the next decision and
 * announced to screen readers. Everything here is public.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import { charInfo, winInfo } from '../content';
import type { Fought } from '../state';
import type { BoardModel } from './model';
import { BASE_WORD, TXT } from './text';
import './battle.css';

/** The battle's totals, highest first, as "12 to 9" (or "12 to 9 to 4"). */
const score = (b: Fought) =>
  [...b.entries]
    .map((e) => e.total)
    .sort((x, y) => y - x)
    .join(TXT.scoreTo);

export function LastWeek({ model }: { model: BoardModel }) {
  const last = model.view.lastWeek;
  if (!last || model.stage !== 'season' || last.battles.length === 0) return null;
  return (
    <section
      class="ffb-last"
      key={`${last.month}-${last.week}`}
      aria-label={TXT.lastWeek}
      data-testid="last-week"
    >
      <h3 class="ffb-last__title">{TXT.lastWeekOf(last.month, BASE_WORD[last.week] ?? '')}</h3>
      <ul class="ffb-last__list" role="status">
        {last.battles.map((b) => {
          const win = winInfo(b.win).card.name;
          const winner = b.winner === null ? null : model.people[b.winner];
          const top = b.entries.find((e) => e.m === b.winner);
          return (
            <li key={b.win} class="ffb-last__one">
              {winner && <SeatChip name={winner.name} color={winner.color} active />}
              <span class="ffb-last__line">
                {b.winner === null
                  ? TXT.lastTie(win, score(b))
                  : TXT.lastWon(win, top ? charInfo(top.card).card.name : '', score(b))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
