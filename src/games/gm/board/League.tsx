/**
 * The league's tables, as everyone sees them: each GM's Team and Manager, budget and roster
 * with its dice (rosters, money and dice are public). In the whole board they sit under the
 * holder's own side; in the middle of the edges mode they are the shared table, the far
 * person's turned half a turn toward him and placed nearest him, the near person's nearest
 * the near edge. A card's name opens it whole.
 */
import type { SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import type { GmView, Signed } from '../state';
import { DICE_PHASES, shownLines } from './model';
import { PlayerCard } from './PlayerCard';
import { ManagerCard, TeamCard } from './TeamCards';
import { PHASE_TITLE, TXT } from './text';

type GmSeat = GmView['gms'][number];

export function League({
  view: v,
  gms,
  far,
  seats,
  active,
  open,
}: {
  view: GmView;
  /** The GMs to draw, in order. */
  gms: readonly number[];
  far: readonly number[];
  seats: readonly SeatInfo[];
  /** Seats that must decide now. */
  active: readonly number[];
  open(c: Signed): void;
}) {
  if (gms.length === 0) return null;
  // Far people first (nearest the far edge), then the bots, then the near people.
  const rank = (m: number) => (far.includes(m) ? 0 : seats[m]?.kind === 'human' ? 2 : 1);
  const order = [...gms].sort((a, b) => rank(a) - rank(b) || a - b);
  return (
    <section class="gm-league" aria-label={TXT.rivals}>
      {order.map((m) => {
        const g = v.gms[m];
        if (!g) return null;
        return (
          <div key={m} class={`gm-rival${far.includes(m) ? ' gm-rival--far' : ''}`}>
            <div class="gm-rival__head">
              <SeatChip
                name={seats[m]?.name ?? `GM ${m + 1}`}
                color={seats[m]?.color ?? m + 1}
                active={active.includes(m)}
              />
              {v.phase === 'draft' && (
                <span class="gm-rival__hand num">
                  {TXT.handOf(g.hand.n ?? g.hand.cards.length)}
                </span>
              )}
            </div>
            {g.team ? (
              <GmTable g={g} m={m} view={v} open={open} />
            ) : (
              <p class="gm-wait">{PHASE_TITLE.choose}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** One GM's table, compact: Team and Manager cards, budget, roster with dice, Minor Leagues. */
function GmTable({
  g,
  m,
  view: v,
  open,
}: {
  g: GmSeat;
  m: number;
  view: GmView;
  open(c: Signed): void;
}) {
  const roster = g.roster.cards;
  const committed = g.budget - g.cash;
  const lines = shownLines(v, m);
  const live = v.live?.gms[m];
  const total = lines?.reduce((n, l) => n + l.wins, 0);
  const season = v.last?.season;
  return (
    <div class="gm-table" data-gm={m}>
      <div class="gm-table__side">
        {g.team && <TeamCard id={g.team} lines={lines ?? live?.lines} />}
        {g.manager && (
          <ManagerCard
            id={g.manager}
            held={g.held}
            wins={lines?.find((l) => l.src === 'manager')?.wins ?? 0}
            actions={[]}
            pick={null}
          />
        )}
        <div class="gm-budget" aria-label={TXT.budget}>
          <span class="gm-budget__bar" aria-hidden="true">
            <span
              class="gm-budget__committed"
              style={{ width: `${g.budget ? (100 * committed) / g.budget : 0}%` }}
            />
          </span>
          <span class="num">
            {TXT.committed} {TXT.money(committed)}
          </span>
          <span class="num gm-budget__free">
            {TXT.free} {TXT.money(g.cash)}
          </span>
          <span class="num gm-budget__total">
            {TXT.budget} {TXT.money(g.budget)}
          </span>
        </div>
        {total !== undefined && (
          <p class="gm-total">
            <span>
              {DICE_PHASES.includes(v.phase)
                ? TXT.score
                : v.phase === 'arb' && season !== undefined
                  ? TXT.seasonScored(season)
                  : TXT.finalScore}
            </span>{' '}
            <strong class="num">{TXT.wins(total)}</strong>
          </p>
        )}
      </div>
      <div class="gm-table__main">
        <h3 class="gm-section-title">{TXT.roster(roster.length)}</h3>
        {roster.length === 0 && <p class="gm-hint">{TXT.none}</p>}
        <div class="gm-row">
          {roster.map((c) => (
            <PlayerCard
              key={c.id}
              id={c.id}
              dice={c.dice}
              paid={c.paid}
              line={lines?.find((l) => l.src === c.id)}
              kind="table"
              onOpen={() => open(c)}
            >
              {c.kept && <span class="gm-card__tag">{TXT.kept}</span>}
            </PlayerCard>
          ))}
        </div>
        {g.minors.cards.length > 0 && (
          <>
            <h3 class="gm-section-title">{TXT.minors}</h3>
            <div class="gm-row">
              {g.minors.cards.map((c) => (
                <PlayerCard
                  key={c.id}
                  id={c.id}
                  dice={c.dice}
                  paid={c.paid}
                  kind="table"
                  onOpen={() => open(c)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
