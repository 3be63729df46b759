/**
 * Standings: each manager's Wins (the season total once the Stat Track bonus is in), their
 * place in Waiver Order (fewest Wins first) and Turn Order, and whether they are ready.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import type { BoardModel } from './model';
import { TXT } from './text';
import './side.css';

const SECRET = ['draft', 'discard', 'set', 'wc'];

export function Standings({ model }: { model: BoardModel }) {
  const v = model.view;
  const rows = v.order.map((m) => model.people[m]).filter((p) => p !== undefined);
  const secret = SECRET.includes(v.phase);
  // In a Wild Card Game only its two contenders choose.
  const choosing = (m: number) =>
    v.phase !== 'wc' || (v.po?.queue.slice(0, 2).includes(m) ?? false);
  return (
    <section class="ffb-panel ffb-side-panel" aria-label={TXT.standings}>
      <h2>{TXT.standings}</h2>
      <table class="ffb-standings">
        <thead>
          <tr>
            <th scope="col">{TXT.manager}</th>
            <th scope="col">{TXT.wins}</th>
            <th scope="col">{TXT.waiver}</th>
            <th scope="col">{TXT.turn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.m} class={p.m === model.acting ? 'ffb-standings--acting' : undefined}>
              <th scope="row">
                <SeatChip name={p.name} color={p.color} active={p.m === model.acting} />
                <span class="ffb-standings__team">{p.team}</span>
                {p.season && (
                  <span class="ffb-standings__line num">
                    {TXT.seasonLine(p.season.weekly, p.season.bonus, p.season.total)}
                  </span>
                )}
                {secret && p.kind === 'seat' && choosing(p.m) && (
                  <span class={`ffb-ready${p.ready ? ' ffb-ready--yes' : ''}`}>
                    {p.ready ? `✓ ${TXT.ready}` : TXT.deciding}
                  </span>
                )}
              </th>
              <td class="ffb-standings__wins num">{p.wins}</td>
              <td class="num">{p.waiver}</td>
              <td class="num">{p.turn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
