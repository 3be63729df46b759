/**
 * A seat's own side of the GM table, what its decision needs and nothing more: the Team
 * choice, the draft hand, the dice to place with the slots they may fill, Arbitration's keeps
 * and releases. Drawn in the whole board under the scoreboard, and alone at its owner's edge
 * (the edges mode), where both people's sides may be up at once (a simultaneous step), so it
 * keeps to a few rows. Every move is one tap on a control carrying its `data-action`; a long
 * press on a card reads it whole.
 */
import { useState } from 'preact/hooks';
import { player } from '../content';
import type { GmAction, GmView } from '../state';
import type { ReadCard } from './CardDialog';
import { DiceBar } from './Dice';
import { DraftHand } from './DraftHand';
import {
  DICE_PHASES,
  freeKeep,
  onlyMove,
  samePick,
  shownLines,
  sources,
  targetsOf,
  type Pick,
} from './model';
import { PlayerCard } from './PlayerCard';
import { ManagerCard, OfferCard } from './TeamCards';
import { TXT } from './text';

export interface OwnProps {
  view: GmView;
  seat: number;
  actions: readonly GmAction[];
  act(a: GmAction): void;
  label(a: GmAction): string;
  name(m: number): string;
  read(c: ReadCard): void;
}

/** Whether the seat's side draws its own roster now (its decision is on the cards). */
export const ownsRoster = (phase: string): boolean => phase !== 'choose' && phase !== 'draft';

export function Own(p: OwnProps) {
  const { view: v, seat, actions, act, label } = p;
  const me = v.gms[seat];
  const [picked, setPicked] = useState<Pick | null>(null);
  if (!me) return null;
  const play = (a: GmAction) => {
    setPicked(null);
    act(a);
  };
  if (v.phase === 'choose')
    return (
      <section class="gm-own gm-own--choose" aria-label={p.name(seat)}>
        <div class="gm-offer">
          {me.offer.map((id) => (
            <OfferCard
              key={id}
              id={id}
              action={actions.find((a) => a.t === 'choose' && a.team === id)}
              act={play}
              label={label}
            />
          ))}
          {me.team && <p class="gm-wait">{TXT.waiting}</p>}
        </div>
      </section>
    );
  if (v.phase === 'draft')
    return (
      <section class="gm-own gm-own--draft" aria-label={p.name(seat)}>
        <Summary view={v} seat={seat} />
        <DraftHand view={v} seat={seat} actions={actions} act={play} label={label} read={p.read} />
      </section>
    );
  const srcs = sources(v, seat, actions);
  const pick = srcs.find((s) => samePick(s, picked)) ?? srcs[0] ?? null;
  const targets = targetsOf(v, seat, actions, pick);
  const at = (card: number) => ({
    at: (slot: number) => targets.find((a) => a.card === card && a.slot === slot),
    act: play,
    label,
  });
  const ready = actions.find((a) => a.t === 'ready');
  const lines = shownLines(v, seat);
  const roster = me.roster.cards;
  const free = freeKeep(me);
  const dice = DICE_PHASES.includes(v.phase);
  return (
    <section class={`gm-own gm-own--${v.phase}`} aria-label={p.name(seat)}>
      {!dice && <Summary view={v} seat={seat} />}
      {dice && (
        <div class="gm-own__dice">
          <DiceBar
            view={v}
            seat={seat}
            actions={actions}
            srcs={srcs}
            pick={pick}
            setPick={setPicked}
            act={play}
            label={label}
            name={p.name}
          />
          {me.manager && (
            <ManagerCard
              id={me.manager}
              held={me.held}
              wins={0}
              targets={at(-1)}
              actions={actions}
              pick={pick}
              setPick={setPicked}
              only={(h) => onlyMove(v, seat, actions, h)}
              slim
            />
          )}
          {ready && (
            <button
              type="button"
              class="button-primary gm-ready"
              data-action={JSON.stringify(ready)}
              onClick={() => play(ready)}
            >
              {TXT.ready}
            </button>
          )}
          <Summary view={v} seat={seat} />
        </div>
      )}
      <div class="gm-row gm-own__roster" aria-label={TXT.roster(roster.length)}>
        {roster.length === 0 && <p class="gm-hint">{TXT.none}</p>}
        {roster.map((c, i) => {
          const keep = actions.find((a) => a.t === 'keep' && a.card === i);
          const cut = actions.find((a) => a.t === 'cut' && a.card === i);
          return (
            <PlayerCard
              key={c.id}
              id={c.id}
              dice={c.dice}
              paid={c.paid}
              line={lines?.find((l) => l.src === c.id)}
              targets={dice ? at(i) : undefined}
              kind="seat"
              onRead={() => p.read(c)}
            >
              {c.kept && <span class="gm-card__tag">{TXT.kept}</span>}
              {keep && (
                <button
                  type="button"
                  class="button-primary"
                  data-action={JSON.stringify(keep)}
                  aria-label={label(keep)}
                  onClick={() => play(keep)}
                >
                  {free ? TXT.keepFree : TXT.keep}
                </button>
              )}
              {cut && (
                <button
                  type="button"
                  data-action={JSON.stringify(cut)}
                  aria-label={label(cut)}
                  onClick={() => play(cut)}
                >
                  {TXT.cut}
                </button>
              )}
            </PlayerCard>
          );
        })}
      </div>
    </section>
  );
}

/**
 * One line of what the seat's decision weighs and its own table would otherwise show: free
 * money, the roster's positions, the Minor Leagues, and while dice are out the season's score.
 */
function Summary({ view: v, seat }: { view: GmView; seat: number }) {
  const me = v.gms[seat];
  if (!me?.team) return null;
  const roster = me.roster.cards;
  const lines = shownLines(v, seat);
  const total = lines?.reduce((n, l) => n + l.wins, 0);
  const minors = me.minors.cards.map((c) => `${player(c.id).name} (${player(c.id).pos})`);
  return (
    <p class="gm-own__sum">
      <span class="gm-own__free num">
        {TXT.free} {TXT.money(me.cash)}
      </span>
      <span>
        {TXT.roster(roster.length)}
        {roster.length > 0 && `${TXT.colon} ${roster.map((c) => player(c.id).pos).join(' ')}`}
      </span>
      {minors.length > 0 && (
        <span>
          {TXT.minors}
          {TXT.colon} {minors.join(', ')}
        </span>
      )}
      {total !== undefined && DICE_PHASES.includes(v.phase) && (
        <span class="gm-own__score num">
          {TXT.score}
          {TXT.colon} <strong>{TXT.wins(total)}</strong>
        </span>
      )}
    </p>
  );
}
