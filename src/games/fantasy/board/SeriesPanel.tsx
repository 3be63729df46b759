/**
 * The playoffs as their own panel: the Wild Card Game (the two contenders) or the
 * Championship Series (home field, the series score on a scoreboard, the next game). The
 * sides' characters are in their managers' areas, game by game.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import type { BoardModel, Person } from './model';
import { TXT } from './text';
import './series.css';

const isWc = (model: BoardModel) =>
  model.view.phase === 'wc' || (model.view.phase === 'robot' && model.view.robotFor === 'wc');

/** The managers playing now: the Wild Card pair, or home then away. */
function sides(model: BoardModel): number[] {
  const po = model.view.po;
  if (!po) return [];
  if (isWc(model)) return po.queue.slice(0, 2);
  return po.home >= 0 ? [po.home, po.away] : [];
}

export function SeriesPanel({ model }: { model: BoardModel }) {
  const po = model.view.po;
  if (!po) return null;
  const side = (m: number) => model.people[m];
  if (isWc(model)) {
    return (
      <section class="ffb-panel ffb-series" aria-label={TXT.wcTitle}>
        <p class="ffb-series__teams">
          {sides(model).map((m, i) => (
            <span key={m} class="ffb-series__team">
              {i > 0 && <span class="ffb-series__vs">vs</span>}
              <Chip p={side(m)} />
            </span>
          ))}
        </p>
      </section>
    );
  }
  const [hs = 0, as = 0] = po.score;
  const next = po.set * 4 + po.game + 1;
  return (
    <section class="ffb-panel ffb-series" aria-label={TXT.csTitle}>
      <div class="ffb-scoreboard" role="group" aria-label={TXT.seriesScore(hs, as)}>
        <div class="ffb-scoreboard__side">
          <Chip p={side(po.home)} />
          <span class="ffb-scoreboard__tag">{TXT.homeField}</span>
        </div>
        <span class="ffb-scoreboard__n num">{hs}</span>
        <span class="ffb-scoreboard__dash">–</span>
        <span class="ffb-scoreboard__n num">{as}</span>
        <div class="ffb-scoreboard__side">
          <Chip p={side(po.away)} />
          <span class="ffb-scoreboard__tag">{TXT.away}</span>
        </div>
      </div>
      <p>
        {TXT.firstToFour}
        {model.view.phase !== 'over' && next <= 7 ? ` · ${TXT.nextGame(next)}` : ''}
      </p>
    </section>
  );
}

function Chip({ p }: { p: Person | undefined }) {
  return p ? <SeatChip name={p.name} color={p.color} /> : null;
}
