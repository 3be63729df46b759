/**
 * One owner's player mat: ratings, money (a lock when the hidden-money option hides it from
 * the holder), loans, media cubes, the record for the phase, the roster (SS/AS/REG/JM chits),
 * the farm, the per-owner action cards left, and the markers of events and OPS played against
 * this owner this phase. Everything here is public but the money. Compact, so an owner's own
 * mat shares the screen with his decision; a rival's mat folds to one line (`Line`).
 */
import type { SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import { LEGEND_CARDS } from '../content/expansions';
import { teamCard } from '../content/teams';
import type { LordsView } from '../state';
import { FS_TYPES, ML_TYPES } from '../types';
import { moneyShown, rosterCells, trackWins } from './model';
import {
  FS_SHORT,
  FS_WORD,
  LEGEND_ON_WORD,
  LEGEND_TYPE_WORD,
  legendText,
  ML_SHORT,
  ML_WORD,
  OWNER_ACTION_WORD,
  TXT,
} from './text';

type OwnerV = LordsView['owners'][number];

function Stars({ label, n }: { label: string; n: number }) {
  return (
    <div class="lords-mat__rating">
      <span class="lords-mat__label">{label}</span>
      <span class="lords-stars" aria-label={TXT.starsLabel(n)}>
        {TXT.stars(n)}
      </span>
    </div>
  );
}

/** The 25 major-league chits and the 15 farm chits, each line headed by its counts in words. */
function Rosters({ o }: { o: OwnerV }) {
  const cells = rosterCells(o.ml);
  const hurt = o.injured.length;
  return (
    <div class="lords-rosters">
      <p class="lords-counts">
        <span class="lords-mat__label">{TXT.majors}</span>
        {ML_TYPES.map((t) => (
          <span key={t} class="lords-count">
            <abbr title={ML_WORD[t]}>{ML_SHORT[t]}</abbr> <b class="num">{o.ml[t]}</b>
          </span>
        ))}
        {hurt > 0 && <span class="lords-count lords-count--hurt">{TXT.injured(hurt)}</span>}
      </p>
      <div class="lords-grid" aria-hidden="true">
        {cells.map((t, i) => (
          <span key={i} class={`lords-chit lords-chit--${t}`}>
            {ML_SHORT[t]}
          </span>
        ))}
      </div>
      <p class="lords-counts">
        <span class="lords-mat__label">{TXT.farm}</span>
        {FS_TYPES.map((t) => (
          <span key={t} class="lords-count">
            <abbr title={FS_WORD[t]}>{FS_SHORT[t]}</abbr> <b class="num">{o.farm[t]}</b>
          </span>
        ))}
      </p>
      <div class="lords-grid" aria-hidden="true">
        {FS_TYPES.flatMap((t) =>
          Array.from({ length: o.farm[t] }, (_, i) => (
            <span key={`${t}${i}`} class={`lords-chit lords-chit--${t}`}>
              {FS_SHORT[t]}
            </span>
          )),
        )}
      </div>
    </div>
  );
}

/** 12.2: the owner's Legends cards, face up, each with its action, its bonus and its used mark. */
function Legends({ cards }: { cards: readonly { id: string; used: boolean }[] }) {
  return (
    <div class="lords-legends" data-testid="legends">
      <span class="lords-mat__label">{TXT.legends}</span>
      {cards.map((c) => {
        const card = LEGEND_CARDS.find((x) => x.id === c.id);
        if (!card) return null;
        return (
          <div
            key={c.id}
            class={`lords-legend${c.used ? ' lords-legend--used' : ''}`}
            data-card={c.id}
          >
            <strong>
              {card.name} · {LEGEND_TYPE_WORD[card.type]}
            </strong>
            <span>
              {card.action.title}
              {TXT.colon} {legendText(card.id)}
            </span>
            <span>{TXT.legendBonusLine(card.opsBonus.n, LEGEND_ON_WORD[card.opsBonus.on])}</span>
            {c.used && <span class="lords-tag">{TXT.legendUsed}</span>}
          </div>
        );
      })}
    </div>
  );
}

export function Mat({
  view: v,
  seat,
  info,
  mine,
  active,
}: {
  view: LordsView;
  seat: number;
  info: SeatInfo | undefined;
  mine: boolean;
  active: boolean;
}) {
  const o = v.owners[seat];
  if (!o) return null;
  const team = o.team ? teamCard(o.team) : undefined;
  const money = moneyShown(v, seat);
  const owed = o.loans.small + o.loans.large;
  return (
    <section
      class={`lords-mat${mine ? ' lords-mat--mine' : ''}${active ? ' lords-mat--active' : ''}`}
      aria-label={TXT.seatOf(info?.name ?? '')}
      data-seat={seat}
    >
      <header class="lords-mat__head">
        {info && <SeatChip name={info.name} color={info.color} active={active} />}
        {team && (
          <span class="lords-mat__team">
            {team.city} {team.name}
          </span>
        )}
        {o.passed && (v.phase !== 'off' || v.step === 'offCards') && (
          <span class="lords-tag">{TXT.passed}</span>
        )}
      </header>
      <div class="lords-mat__stats">
        <div class="lords-stat">
          <span class="lords-mat__label">{TXT.moneyLabel}</span>
          {money === null ? (
            <span class="lords-stat__v lords-hidden-money" title={TXT.hiddenMoneyHelp}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
                <path
                  d="M5 7V5a3 3 0 0 1 6 0v2"
                  fill="none"
                  stroke="currentColor"
                  stroke-width="1.5"
                />
              </svg>
              {TXT.hiddenMoney}
            </span>
          ) : (
            <span class="lords-stat__v num" data-testid="money">
              {TXT.money(money)}
            </span>
          )}
        </div>
        <div class="lords-stat">
          <span class="lords-mat__label">{TXT.loans}</span>
          <span class="lords-stat__v num">
            {owed > 0 ? TXT.loan(o.loans.small, o.loans.large) : TXT.noLoans}
          </span>
        </div>
        <div class="lords-stat">
          <span class="lords-mat__label">{TXT.media}</span>
          <span class="lords-stat__v">
            <span class="lords-cubes" aria-hidden="true">
              {Array.from({ length: Math.min(o.media, 15) }, (_, i) => (
                <span key={i} class="lords-cube" />
              ))}
            </span>
            <b class="num">{o.media}</b>
          </span>
        </div>
        <div class="lords-stat">
          <span class="lords-mat__label">{TXT.vp}</span>
          <span class="lords-stat__v num">{o.vp}</span>
        </div>
        <div class="lords-stat">
          <span class="lords-mat__label">{v.phase === 'off' ? TXT.wins : TXT.record}</span>
          <span class="lords-stat__v num">
            {v.phase === 'off' ? trackWins(o.seasonW) : TXT.recordLine(o.w, o.l)}
          </span>
        </div>
      </div>
      {o.team === null ? (
        <p class="lords-hint">{TXT.noTeam}</p>
      ) : (
        <>
          <div class="lords-mat__ratings">
            <Stars label={TXT.fo} n={o.fo} />
            <Stars label={TXT.fs} n={o.fs} />
            <Stars label={TXT.fm} n={o.fm} />
          </div>
          <Rosters o={o} />
        </>
      )}
      {o.legends.cards.length > 0 && <Legends cards={o.legends.cards} />}
      {v.phase !== 'off' && (
        <div class="lords-mat__foot">
          <div>
            <span class="lords-mat__label">{TXT.actionsLeft}</span>
            <span class="lords-actions-left">
              {o.actions.cards.map((a) => (
                <span key={a} class="lords-tag">
                  {OWNER_ACTION_WORD[a] ?? a}
                </span>
              ))}
            </span>
          </div>
          <div>
            <span class="lords-mat__label">{TXT.against}</span>
            <span class="lords-against" data-testid="against">
              {TXT.againstLine(o.against.events, o.against.ops)}
            </span>
          </div>
          {!mine && <span class="lords-mat__label">{TXT.handCount(o.hand.n ?? 0)}</span>}
        </div>
      )}
    </section>
  );
}
