/** The game is over: the Ultimate Champion, the series result and everyone's season. */
import { SeatChip } from '../../../ui/components/SeatChip';
import type { BoardModel } from './model';
import { TXT } from './text';
import './series.css';

export function FinalPanel({ model }: { model: BoardModel }) {
  const po = model.view.po;
  const champ = po && po.champion >= 0 ? model.people[po.champion] : undefined;
  const runner = po && po.runnerUp >= 0 ? model.people[po.runnerUp] : undefined;
  const [hs = 0, as = 0] = po?.score ?? [];
  const won = Math.max(hs, as);
  const lost = Math.min(hs, as);
  const ranked = [...model.people].sort((a, b) => b.wins - a.wins);
  return (
    <section class="ffb-panel ffb-final" aria-label={TXT.overTitle}>
      {champ ? (
        <div class="ffb-final__champ">
          <span class="ffb-final__trophy" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="64" height="64">
              <path
                d="M7 3h10v3h4c0 4-2 6-5 6.5A5 5 0 0 1 13 15v3h3v3H8v-3h3v-3a5 5 0 0 1-3-2.5C5 12 3 10 3 6h4zm-2 5c.3 1.8 1.2 3 2.4 3.5L7 8zm14 0h-2l-.4 3.5C17.8 11 18.7 9.8 19 8z"
                fill="currentColor"
              />
            </svg>
          </span>
          <div>
            <p class="ffb-final__tag">{TXT.champion}</p>
            <p class="ffb-final__name">
              <SeatChip name={champ.name} color={champ.color} active />
            </p>
            <p class="num">
              {TXT.seriesResult(won, lost)}
              {runner ? ` · ${TXT.runnerUp}: ${runner.name}` : ''}
            </p>
          </div>
        </div>
      ) : (
        <p class="ffb-final__tag">{TXT.soloOut}</p>
      )}
      <ol class="ffb-final__list">
        {ranked.map((p) => (
          <li key={p.m}>
            <SeatChip name={p.name} color={p.color} />
            <span class="num">
              {p.season ? TXT.seasonLine(p.season.weekly, p.season.bonus, p.season.total) : p.wins}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
