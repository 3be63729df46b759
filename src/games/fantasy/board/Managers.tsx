/**
 * Each manager's own area of the table, on one line where it fits: name and team, Wins and
 * places in Waiver and Turn Order (the standings), whether they have chosen, then their cards
 * as the table sees them: the lineup under the bases (face down until revealed), the bench
 * (face down until used), the hand and draft hand as counted backs. At the edges the far
 * person's area is turned half a turn toward him.
 */
import { zoneSize, type ZoneView } from '../../../engine/hidden';
import { CardBack } from '../../../ui/components/GameCard';
import { SeatChip } from '../../../ui/components/SeatChip';
import { Face } from './Face';
import type { BoardModel, Person } from './model';
import { TXT } from './text';
import './managers.css';

const SECRET = ['draft', 'discard', 'set', 'wc'];

export function ManagerArea({
  model,
  p,
  far = false,
  cards = true,
}: {
  model: BoardModel;
  p: Person;
  far?: boolean;
  /** Draw the manager's cards (not for the seat whose own side is drawn beside). */
  cards?: boolean;
}) {
  const v = model.view;
  const g = v.mgrs[p.m];
  if (!g) return null;
  const draft = model.stage === 'draft';
  const choosing =
    SECRET.includes(v.phase) &&
    p.kind === 'seat' &&
    (v.phase !== 'wc' || (v.po?.queue.slice(0, 2).includes(p.m) ?? false));
  const acting = p.m === model.acting;
  return (
    <article
      class={`ffb-mgr${far ? ' ffb-mgr--far' : ''}${acting ? ' ffb-mgr--acting' : ''}`}
      aria-label={p.name}
    >
      <header class="ffb-mgr__head">
        <SeatChip name={p.name} color={p.color} active={acting} />
        <span class="ffb-mgr__team">{p.team}</span>
        <span class="ffb-mgr__wins" aria-label={`${TXT.wins}: ${p.wins}`}>
          <span class="num ffb-mgr__n">{p.wins}</span> {TXT.wins}
        </span>
        {p.season && (
          <span class="ffb-mgr__line num">
            {TXT.seasonLine(p.season.weekly, p.season.bonus, p.season.total)}
          </span>
        )}
        <span class="ffb-mgr__order num">{TXT.orders(p.waiver, p.turn)}</span>
        {choosing && (
          <span class={`ffb-ready${p.ready ? ' ffb-ready--yes' : ''}`}>
            {p.ready ? `✓ ${TXT.ready}` : TXT.deciding}
          </span>
        )}
      </header>
      {cards && (
        <div class="ffb-mgr__cards">
          {!draft && model.columns.length > 0 && inPlay(model, p.m) && anyPlaced(g.slots) && (
            <ol class="ffb-mgr__slots" aria-label={TXT.lineup}>
              {model.columns.map((c, i) => (
                <li key={c.label} class={`ffb-mgr__slot${c.current ? ' ffb-slot--current' : ''}`}>
                  <span class="ffb-mgr__label">{c.label}</span>
                  <Cards zone={g.slots[i]} whose={`${p.name}, ${c.label}`} dash />
                </li>
              ))}
            </ol>
          )}
          {draft && <Labelled title={TXT.draftBacks} zone={v.drafts[p.m]} whose={p.name} />}
          {!draft && <Labelled title={TXT.benchSlot} zone={g.bench} whose={p.name} />}
          {!draft && <Labelled title={TXT.used} zone={g.used} whose={p.name} />}
          <Labelled title={draft ? TXT.keptBacks : TXT.handBacks} zone={g.hand} whose={p.name} />
          <Labelled title={TXT.lockedWc} zone={g.locked} whose={p.name} />
          <Labelled title={TXT.outPile} zone={g.out} whose={p.name} />
        </div>
      )}
    </article>
  );
}

function Labelled({ title, zone, whose }: { title: string; zone?: ZoneView; whose: string }) {
  if (!zone || zoneSize(zone) === 0) return null;
  return (
    <div class="ffb-mgr__zone">
      <span class="ffb-mgr__label">
        {title} <span class="num">({zoneSize(zone)})</span>
      </span>
      <Cards zone={zone} whose={`${whose}, ${title}`} />
    </div>
  );
}

/** A zone's cards: backs when hidden from this view, chips (to read) when face up. */
function Cards({ zone, whose, dash = false }: { zone?: ZoneView; whose: string; dash?: boolean }) {
  if (!zone || zoneSize(zone) === 0) {
    return dash ? (
      <span class="ffb-mgr__none">
        <span aria-hidden="true">–</span>
        <span class="visually-hidden">{TXT.emptySlot}</span>
      </span>
    ) : null;
  }
  if (zone.n !== undefined) {
    return (
      <span class="ffb-backs">
        {Array.from({ length: zone.n }, (_, i) => (
          <CardBack key={i} label={TXT.faceDown(whose)} />
        ))}
      </span>
    );
  }
  return (
    <span class="ffb-chips">
      {zone.cards.map((c) => (
        <Face key={c} id={c} size="chip" inert />
      ))}
    </span>
  );
}

/** Whether any lineup slot holds a card (face up or down): none in Free Agency, say. */
const anyPlaced = (slots: readonly ZoneView[]) => slots.some((z) => zoneSize(z) > 0);

/** Whether a manager has lineup slots now: everyone in the season; the playoff sides after. */
function inPlay(model: BoardModel, m: number): boolean {
  const v = model.view;
  if (model.stage !== 'playoffs') return true;
  const po = v.po;
  if (!po) return false;
  if (v.phase === 'wc' || v.robotFor === 'wc') return po.queue.slice(0, 2).includes(m);
  return m === po.home || m === po.away;
}
