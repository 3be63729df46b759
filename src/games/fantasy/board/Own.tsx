/**
 * A seat's own side of the Fantasy table: what it decides now, the public facts it decides on
 * (this month's Win cards, this week's battle), the choices that are not its own cards (the
 * Free Agent pool, a Recruit draw, the Discard Pile for Dig, the Robot's hand) and, last and
 * nearest its edge, its private cards (data-zone="hand"). Every card with one move plays at a
 * tap. Drawn whole beside the table, or alone at its owner's edge; on the table's view (a
 * decision on public facts, `privateDecision`) it draws no private card.
 */
import type { ComponentChildren } from 'preact';
import type { View } from '../../../engine/hidden';
import type { Mgr } from '../state';
import { CardRow, PAGE } from './CardRow';
import { Choices } from './Choices';
import { Headline } from './Headline';
import { Lineup } from './Lineup';
import type { BoardModel, Person } from './model';
import { useTap } from './tap';
import { TXT } from './text';
import { WeekBattle } from './WeekBattle';
import { WinStrip } from './WinStrip';
import './own.css';

/** The seat's cards that its own side draws (where their moves are offered in place). */
function ownIds(model: BoardModel, g: View<Mgr>, m: number): Set<string> {
  const v = model.view;
  const ids = [
    ...(v.phase === 'draft' ? (v.drafts[m]?.cards ?? []) : []),
    ...g.hand.cards,
    ...g.bench.cards,
    ...g.used.cards,
    ...g.slots.flatMap((z) => z.cards),
  ];
  return new Set(ids);
}

export function Own({
  model,
  onShowOwn,
  legend,
}: {
  model: BoardModel;
  onShowOwn?: () => void;
  /** The board's key, beside the heading (the whole board; at an edge it is on the table). */
  legend?: ComponentChildren;
}) {
  const me = model.me;
  const v = model.view;
  const g = me ? v.mgrs[me.m] : undefined;
  if (!me || !g) return null;
  // On the table's view the seat's own zones are counted, not shown (a public decision).
  const own = g.hand.n === undefined;
  const drawn = own ? ownIds(model, g, me.m) : new Set<string>();
  const elsewhere = [...model.byCard.keys()].filter((c) => !drawn.has(c));
  const loose = model.loose.filter((a) => a.t !== 'pass');
  // An ability's card to choose in the magic window (Recruit's draw, Dig's pile): the row of
  // cards is the decision; a short screen leaves the week's battle to the table (own.css).
  const choosing = v.phase === 'magic' && elsewhere.length > 0;
  return (
    <div class={`ffb-own${choosing ? ' ffb-own--choosing' : ''}`}>
      <Headline model={model} aside={legend} />
      <Context model={model} />
      {elsewhere.length > 0 && (
        <CardRow
          title={choiceTitle(model)}
          ids={elsewhere}
          pageSize={PAGE}
          extra={v.phase === 'fa' ? <PassButton model={model} /> : undefined}
        />
      )}
      {elsewhere.length === 0 && v.phase === 'fa' && <PassRow model={model} />}
      {loose.length > 0 && <Choices model={model} actions={loose} />}
      {!own && onShowOwn && (
        <button type="button" class="ffb-showown" onClick={onShowOwn}>
          {TXT.showMine}
        </button>
      )}
      {own && <Hand model={model} me={me} g={g} />}
    </div>
  );
}

/** What the choices that are not the seat's own cards are. */
function choiceTitle(model: BoardModel): string {
  const v = model.view;
  if (v.phase === 'fa') return v.fa?.step === 'keep' ? TXT.faDrawn : TXT.faPool;
  if (v.phase === 'robot') return TXT.robotCan;
  return TXT.chooseCard;
}

/** The public facts the decision is made on, where the table is out of sight. */
function Context({ model }: { model: BoardModel }) {
  const v = model.view;
  // An ability's text is in the prompt the table shows (the status line, the edge's bar).
  if (v.phase === 'magic') return <WeekBattle model={model} compact />;
  if (v.phase === 'robot') return <WinStrip model={model} />;
  if (v.phase !== 'fa') return null;
  const mine = model.byCard.size > 0 || model.loose.length > 0;
  const signed = mine && v.fa?.step === 'release' && v.drawn.n === undefined;
  // The pool is beside the moves that sign from it or give back to it; keeping a Recruit
  // draw is made on the cards drawn alone.
  const signing = [...model.byCard.values()].some((l) => l.some((a) => a.t === 'sign'));
  const pool = !signing && !(mine && v.fa?.step === 'keep');
  return (
    <>
      <WinStrip model={model} />
      {(signed || pool) && (
        <div class="ffb-context">
          {signed && <CardRow title={TXT.faSigned} ids={v.drawn.cards} size="chip" />}
          {pool && <CardRow title={TXT.faPool} ids={v.pool.cards} size="chip" inert />}
        </div>
      )}
    </>
  );
}

/** The seat's private cards, nearest its edge; their moves are offered in place. */
function Hand({ model, me, g }: { model: BoardModel; me: Person; g: View<Mgr> }) {
  const v = model.view;
  const setting = ['set', 'wc', 'csAway', 'csHome'].includes(v.phase);
  // In Free Agency the slots are empty: the lineup is set afterwards.
  const lineup = model.columns.length > 0 && (setting || v.phase === 'magic');
  // The hand is the choice when its cards carry the moves; else it is shown small.
  const handMoves = g.hand.cards.some((c) =>
    (model.byCard.get(c) ?? []).some((a) => a.t !== 'recruit'),
  );
  const magic = v.phase === 'magic';
  const myWindow = magic && !v.pending && model.byCard.size > 0;
  return (
    <section class="ffb-hand" data-zone="hand" aria-label={`${me.name}: ${TXT.roster}`}>
      {v.phase === 'draft' && (
        <CardRow
          title={TXT.draftHand(v.drafts[me.m]?.cards.length ?? 0)}
          ids={v.drafts[me.m]?.cards ?? []}
          empty={TXT.draftEmpty}
        />
      )}
      {lineup && <Lineup model={model} m={me.m} wins={setting} />}
      {model.stage === 'season' && !setting && !myWindow && (
        <CardRow
          title={TXT.bench}
          ids={[...g.bench.cards, ...g.used.cards]}
          badge={(id) => (g.used.cards.includes(id) ? TXT.usedBadge : undefined)}
          size={magic ? 'chip' : 'compact'}
        />
      )}
      {model.stage === 'season' && myWindow && (
        // The used cards sit beside the bench's bands, not under them: three managers' battle
        // over them left the used row below a landscape screen (issue 23 item 2).
        <div class="ffb-window">
          <CardRow
            title={TXT.bench}
            ids={g.bench.cards}
            size="wide"
            extra={<PassButton model={model} />}
          />
          <CardRow title={TXT.used} ids={g.used.cards} size="chip" />
        </div>
      )}
      <CardRow title={TXT.lockedWc} ids={g.locked.cards} size="chip" />
      {model.stage === 'playoffs' && <CardRow title={TXT.outPile} ids={g.out.cards} size="chip" />}
      <CardRow
        title={v.phase === 'draft' ? TXT.kept(g.hand.cards.length) : TXT.handN(g.hand.cards.length)}
        ids={g.hand.cards}
        size={v.phase === 'draft' || (v.phase === 'fa' && !handMoves) ? 'chip' : 'compact'}
        empty={v.phase === 'draft' ? TXT.none : undefined}
      />
      {v.phase === 'set' && <p class="ffb-hand__note">{TXT.benchAuto}</p>}
    </section>
  );
}

/** Pass, where the step allows it (Free Agency, the magic window). */
export function PassButton({ model }: { model: BoardModel }) {
  const tap = useTap();
  return (
    <>
      {model.loose
        .filter((a) => a.t === 'pass')
        .map((a, i) => (
          <button
            key={i}
            type="button"
            class="ffb-pass"
            data-action={JSON.stringify(a)}
            onClick={() => tap.act(a)}
          >
            {tap.label(a)}
          </button>
        ))}
    </>
  );
}

function PassRow({ model }: { model: BoardModel }) {
  if (!model.loose.some((a) => a.t === 'pass')) return null;
  return (
    <div class="ffb-passrow">
      <PassButton model={model} />
    </div>
  );
}
