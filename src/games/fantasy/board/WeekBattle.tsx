/**
 * The week's battle after the simultaneous reveal: each Win card of the base with the
 * characters contesting it, their stats for this week and live totals (the leader marked),
 * and the magic in effect. Everything here is public.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import { charInfo } from '../content';
import { STATS } from '../types';
import { Face } from './Face';
import type { BoardModel } from './model';
import { benchedThisWeek, weekBattles } from './totals';
import { TXT } from './text';
import { WinCard } from './WinCard';
import './battle.css';

export function WeekBattle({
  model,
  compact = false,
}: {
  model: BoardModel;
  /** Each character as a one-line chip (beside a decision, where room is short). */
  compact?: boolean;
}) {
  const v = model.view;
  const battles = weekBattles(v);
  const benched = model.people.filter((p) => benchedThisWeek(v, p.m));
  if (battles.length === 0) return null;
  return (
    <section class={`ffb-battle${compact ? ' ffb-battle--compact' : ''}`} aria-label={TXT.battle}>
      {battles.map((b) => (
        <div key={b.slot} class="ffb-battle__one">
          <div class="ffb-battle__win">
            <WinCard
              id={b.win}
              current
              compact={compact}
              turned={v.opt.moreWins && b.slot % 2 === 1}
            />
          </div>
          <ol class="ffb-battle__entries">
            {b.entries.map((e) => {
              const p = model.people[e.m];
              const lead = b.leader === e.m;
              return (
                <li key={e.m} class={`ffb-entry${lead ? ' ffb-entry--lead' : ''}`}>
                  {p && <SeatChip name={p.name} color={p.color} active={lead} />}
                  {/* Keyed by card: each week's reveal flips the new face in. */}
                  <Face
                    key={e.card}
                    id={e.card}
                    line={e.line}
                    size={compact ? 'chip' : 'compact'}
                    inert
                  />
                  <p class="ffb-entry__total">
                    <span class="ffb-entry__n num">{e.total}</span>
                    <span>{lead ? TXT.leads : TXT.total}</span>
                  </p>
                </li>
              );
            })}
          </ol>
          {b.leader === null && b.entries.length > 1 && (
            <p class="ffb-battle__tie">{TXT.tiedNobody}</p>
          )}
        </div>
      ))}
      {benched.map((p) => (
        <p key={p.m} class="ffb-battle__note">
          {p.name}: {TXT.benched}
        </p>
      ))}
      <Effects model={model} />
    </section>
  );
}

function Effects({ model }: { model: BoardModel }) {
  const v = model.view;
  const wk = v.wk;
  const name = (m: number) => model.people[m]?.name ?? '';
  const card = (c: string) => charInfo(c).card.name;
  const lines: string[] = [];
  if (wk?.justice) lines.push(TXT.justice);
  if (wk?.stop) lines.push(TXT.hibernate);
  if (wk && wk.focus.length) lines.push(TXT.focus(wk.focus.map(name).join(', ')));
  for (const b of v.berz) lines.push(TXT.berzerk(name(b.m), STATS[b.stat] ?? '', b.n));
  for (const f of wk?.fx ?? []) {
    if (f.k === 'plus') lines.push(TXT.fxPlus(card(f.card)));
    else if (f.k === 'add') lines.push(TXT.fxAdd(card(f.card), card(f.from)));
    else lines.push(TXT.fxZero(card(f.card), STATS[f.stat] ?? ''));
  }
  if (lines.length === 0) return null;
  return (
    <div class="ffb-effects">
      <h3>{TXT.effects}</h3>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}
