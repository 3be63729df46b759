import type { ComponentChildren } from 'preact';
import { card, parseChart, speedLetter } from '../content';
import { isEmergency, isEmergencyArm } from '../content/emergency';
import type { PlayerId, Result } from '../types';
import { RESULT_NAME, TXT, XTXT } from './text';

/** Consecutive chart rows with the same result, as the cards print them ("1-3 SO"). */
export interface ChartRange {
  from: number;
  to: number;
  r: Result;
}

export function chartRanges(chart: string): ChartRange[] {
  const rows = parseChart(chart);
  const out: ChartRange[] = [];
  rows.forEach((r, i) => {
    const last = out[out.length - 1];
    if (last && last.r === r) last.to = i + 1;
    else out.push({ from: i + 1, to: i + 1, r });
  });
  return out;
}

const capital = (w: string) => `${w[0]?.toUpperCase() ?? ''}${w.slice(1)}`;
/**
 * A player card, face up: name and role on top, On-Base or Control large in the corner,
 * the stat line, then the 20-row chart with the row just read highlighted.
 */
export function PlayerCard({
  id,
  role,
  value,
  extra,
  read,
  ip,
}: {
  id: PlayerId;
  /** "Batter" or "Pitcher". */
  role: string;
  /** On-Base or Control as it stands now (cards included); null: a pitcher at the plate. */
  value: number | null;
  extra?: ComponentChildren;
  /** The pitcher's IP now (cards may change it). */
  ip?: number;
  /** The swing read on this chart last, if it was. */
  read: number | null;
}) {
  const c = card(id);
  const isP = c.kind === 'pitcher';
  const printed = isP ? c.control : c.onBase;
  const diff = value === null ? 0 : value - printed;
  const ranges = chartRanges(c.chart);
  const row = read === null ? null : Math.min(20, Math.max(1, read));
  const fielder = isEmergency(id);
  const em = fielder || isEmergencyArm(id);
  return (
    <article
      class={`sd-pcard sd-pcard--${c.kind}${em ? ' sd-pcard--emergency' : ''}`}
      data-card={id}
      aria-label={`${role}: ${c.name}`}
    >
      <header class="sd-pcard__top">
        <span class="sd-pcard__role">{role}</span>
        <span class="sd-pcard__name">{c.name}</span>
        {em && (
          <span class="sd-pcard__em" title={fielder ? XTXT.emergencyFielder : XTXT.emergencyArm}>
            <span aria-hidden="true">! </span>
            {XTXT.emergency}
          </span>
        )}
        <span class="sd-pcard__sub">
          {isP
            ? `${capital(XTXT.role[c.role])} · ${TXT.throws} ${TXT.hand[c.throws]}`
            : `${TXT.bats} ${TXT.hand[c.bats]}`}
          {' · '}
          <span class="num">
            {c.points} {TXT.points}
          </span>
        </span>
      </header>
      <div class="sd-pcard__corner">
        <span class="sd-pcard__big num">{value ?? '—'}</span>
        <span class="sd-pcard__what">
          {value === null ? TXT.noPitch : isP ? TXT.control : TXT.onBase}
          {diff !== 0 && <span class="num"> ({diff > 0 ? `+${diff}` : `−${-diff}`})</span>}
        </span>
      </div>
      <dl class="sd-pcard__stats">
        {isP ? (
          <div>
            <dt>{TXT.ip}</dt>
            <dd class="num">{ip ?? c.ip}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{TXT.speed}</dt>
              <dd class="num">
                {c.speed} ({speedLetter(c.speed)})
              </dd>
            </div>
            <div class="sd-pcard__pos">
              <dt class="visually-hidden">{TXT.positions}</dt>
              <dd>
                {fielder
                  ? XTXT.anyPosition
                  : c.slots
                      .map((s) =>
                        s.pos === '-'
                          ? '—'
                          : `${s.pos}${s.pos === 'C' ? ` ${TXT.arm}` : ''} ${s.fld >= 0 ? '+' : '−'}${Math.abs(s.fld)}`,
                      )
                      .join(', ')}
              </dd>
            </div>
          </>
        )}
        {extra}
      </dl>
      {fielder ? (
        <p class="sd-pcard__emnote">{XTXT.emergencyFielder}</p>
      ) : (
        <ol
          class="sd-chart"
          aria-label={TXT.chart}
          style={{ gridTemplateRows: `repeat(${Math.ceil(ranges.length / 3)}, auto)` }}
        >
          {ranges.map((g) => {
            const hit = row !== null && row >= g.from && row <= g.to;
            return (
              <li key={g.from} class={`sd-chart__row${hit ? ' sd-chart__row--hit' : ''}`}>
                <span class="num sd-chart__n">
                  {g.from === g.to ? g.from : `${g.from}–${g.to}`}
                </span>
                <abbr
                  class={`sd-chart__r sd-r--${g.r === '1B+' ? '1Bp' : g.r}`}
                  title={RESULT_NAME[g.r]}
                >
                  {g.r}
                </abbr>
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}
