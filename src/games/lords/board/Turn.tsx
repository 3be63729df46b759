/**
 * The holder's hand and what each card may do now: in the season, its event at a target or
 * its OPS for a use (at a target for losses and Journeymen); in the off-season, its event; at
 * the promotional discard, the discard itself; in a Cycle, discard, keep or play. Then the
 * actions that need no card (Manager/Team, the Cycle, farm promotions, pass).
 */
import { useState } from 'preact/hooks';
import type { LordsAction, LordsView } from '../state';
import { ActButton, ActionCardFace, type Ctx } from './controls';
import { cardPlays, cardFacts, ofKind, opsByUse, type CardPlays } from './model';
import { LEGEND_CARDS } from '../content/expansions';
import { CYCLE_WORD, OPS_WORD, PROMOTE_WORD, TXT } from './text';

/** OPS uses aimed at a rival (LoB 5.3.6-5.3.7): the rest are on the player's own club. */
const AT_RIVAL: readonly string[] = ['losses', 'journeymen'];

/** The plays of one chosen card, grouped: event targets, OPS uses, placements. */
function Plays({ p, ctx }: { p: CardPlays; ctx: Ctx }) {
  const f = cardFacts(p.card);
  return (
    <div class="lords-plays" data-testid="plays">
      {p.promo && (
        <ActButton a={p.promo} ctx={ctx} primary>
          {ctx.label(p.promo)}
        </ActButton>
      )}
      {p.place.length > 0 && (
        <div class="lords-row">
          {p.place.map((a) => (
            <ActButton key={a.to} a={a} ctx={ctx} />
          ))}
        </div>
      )}
      {p.events.length > 0 && (
        <div class="lords-plays__group">
          <span class="lords-plays__title">{TXT.event}</span>
          <div class="lords-row">
            {p.events.map((a) => (
              <ActButton key={a.target} a={a} ctx={ctx}>
                {ctx.name(a.target)}
              </ActButton>
            ))}
          </div>
        </div>
      )}
      {p.ops.length > 0 && (
        <div class="lords-plays__group">
          <span class="lords-plays__title">{TXT.ops(f.ops)}</span>
          <div class="lords-row">
            {opsByUse(p.ops)
              .filter((row) => !AT_RIVAL.includes(row.use))
              .flatMap((row) =>
                row.plays.map((a) => (
                  <ActButton key={a.use} a={a} ctx={ctx}>
                    {OPS_WORD[row.use]}
                  </ActButton>
                )),
              )}
          </div>
          {opsByUse(p.ops)
            .filter((row) => AT_RIVAL.includes(row.use))
            .map((row) => (
              <div key={row.use} class="lords-row lords-row--use">
                <span class="lords-plays__use">{OPS_WORD[row.use]}</span>
                {row.plays.map((a) => (
                  <ActButton key={a.target} a={a} ctx={ctx}>
                    {ctx.name(a.target)}
                  </ActButton>
                ))}
              </div>
            ))}
        </div>
      )}
      <LegendPlays plays={p.legendOps} ctx={ctx} />
    </div>
  );
}

/** 12.2: the card's OPS plays with each Legends card's bonus, one group per Legends card. */
function LegendPlays({ plays, ctx }: { plays: readonly LordsAction[]; ctx: Ctx }) {
  const ids = [...new Set(plays.flatMap((a) => (a.t === 'ops' && a.legend ? [a.legend] : [])))];
  return (
    <>
      {ids.map((id) => {
        const card = LEGEND_CARDS.find((c) => c.id === id);
        const mine = plays.filter((a) => a.t === 'ops' && a.legend === id);
        return (
          <div key={id} class="lords-plays__group" data-testid="legend-ops">
            <span class="lords-plays__title">
              {TXT.legendBonus(card?.name ?? id, card?.opsBonus.n ?? 0)}
            </span>
            <div class="lords-row">
              {mine.map(
                (a) =>
                  a.t === 'ops' && (
                    <ActButton key={`${a.use}-${a.target}`} a={a} ctx={ctx}>
                      {AT_RIVAL.includes(a.use)
                        ? `${OPS_WORD[a.use]}: ${ctx.name(a.target)}`
                        : OPS_WORD[a.use]}
                    </ActButton>
                  ),
              )}
            </div>
          </div>
        );
      })}
    </>
  );
}

/** The cards of the hand (or of a Cycle draw) with the chosen card's plays beneath. */
export function CardChooser({
  cards,
  actions,
  ctx,
  zone,
  side,
}: {
  cards: readonly string[];
  actions: readonly LordsAction[];
  ctx: Ctx;
  zone: 'hand' | 'cycle';
  side: 'in' | 'off' | 'both';
}) {
  const plays = cardPlays(actions);
  const [picked, setPicked] = useState<number | null>(null);
  const playsOf = (i: number | null) =>
    i === null ? undefined : plays.find((p) => p.card === cards[i]);
  // The first playable card is chosen until another is tapped, so its plays are in view.
  const at = playsOf(picked) ? picked : cards.findIndex((c) => plays.some((p) => p.card === c));
  const chosen = playsOf(at) ?? plays[0];
  return (
    <div class="lords-hand-wrap">
      <div class="lords-hand" data-zone={zone === 'hand' ? 'hand' : undefined} data-testid={zone}>
        {cards.map((c, i) => {
          const playable = plays.some((p) => p.card === c);
          return (
            <ActionCardFace
              key={`${c}${i}`}
              id={c}
              side={side}
              selected={i === at}
              onClick={playable ? () => setPicked(i) : undefined}
            />
          );
        })}
      </div>
      {chosen && <Plays p={chosen} ctx={ctx} />}
    </div>
  );
}

/** The season's actions that need no card: Manager/Team, the Cycle, promotions, pass. */
export function NoCardActions({ actions, ctx }: { actions: readonly LordsAction[]; ctx: Ctx }) {
  const mt = ofKind(actions, 'managerTeam');
  const cycle = ofKind(actions, 'cycle');
  const promote = ofKind(actions, 'promote');
  const stop = ofKind(actions, 'stopPromotion');
  const pass = ofKind(actions, 'pass');
  const legend = ofKind(actions, 'legend');
  const n = mt.length + cycle.length + promote.length + stop.length + pass.length + legend.length;
  if (n === 0) return null;
  return (
    <div class="lords-nocard">
      <h3 class="lords-h3">{TXT.otherActions}</h3>
      <div class="lords-row">
        {mt.map((a) => (
          <ActButton key="mt" a={a} ctx={ctx} />
        ))}
        {stop.map((a) => (
          <ActButton key="stop" a={a} ctx={ctx} />
        ))}
      </div>
      {cycle.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__use">{TXT.cycle}</span>
          {cycle.map((a) => (
            <ActButton key={a.hit} a={a} ctx={ctx}>
              {CYCLE_WORD[a.hit]}
            </ActButton>
          ))}
        </div>
      )}
      {legend.length > 0 && (
        <div class="lords-row lords-row--use" data-testid="legend-actions">
          <span class="lords-plays__use">{TXT.legendAction}</span>
          {legend.map((a) => (
            <ActButton key={`${a.card}-${a.target}`} a={a} ctx={ctx} />
          ))}
        </div>
      )}
      {(['phenom', 'prospect'] as const).map((kind) => {
        const row = promote.filter((a) => a.kind === kind);
        return (
          row.length > 0 && (
            <div key={kind} class="lords-row lords-row--use">
              <span class="lords-plays__use">{PROMOTE_WORD[kind]}</span>
              {row.map((a) => (
                <ActButton key={a.drm} a={a} ctx={ctx}>
                  {TXT.drm(a.drm)}
                </ActButton>
              ))}
            </div>
          )
        );
      })}
      {pass.map((a) => (
        <ActButton key="pass" a={a} ctx={ctx} cls="lords-pass" />
      ))}
    </div>
  );
}

/** The hand as the holder sees it outside their decisions (no card playable now). */
export function HandView({ v, seat }: { v: LordsView; seat: number }) {
  const cards = v.owners[seat]?.hand.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <div class="lords-hand" data-zone="hand">
      {cards.map((c, i) => (
        <ActionCardFace key={`${c}${i}`} id={c} side={v.phase === 'off' ? 'off' : 'in'} />
      ))}
    </div>
  );
}
