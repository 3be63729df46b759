/**
 * The holder's hand and what each card may do now: in the season, its event at a target or
 * its OPS for a use (at a target for losses and Journeymen); in the off-season, its event; at
 * the promotional discard, the discard itself; in a Cycle, discard, keep or play. Then the
 * actions that need no card (Manager/Team, the Cycle, farm promotions, pass).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { LordsAction, LordsView } from '../state';
import { ActButton, ActionCardFace, type Ctx } from './controls';
import { cardPlays, cardFacts, ofKind, opsByUse, type CardPlays } from './model';
import { LEGEND_CARDS } from '../content/expansions';
import { Drawer } from './Drawer';
import { TT } from './table-text';
import { CYCLE_WORD, OPS_WORD, PROMOTE_WORD, TXT } from './text';

/** OPS uses aimed at a rival (LoB 5.3.6-5.3.7): the rest are on the player's own club. */
const AT_RIVAL: readonly string[] = ['losses', 'journeymen'];

/** The plays of one chosen card, grouped: its text, event targets, OPS uses, placements. */
function Plays({ p, ctx, side }: { p: CardPlays; ctx: Ctx; side: 'in' | 'off' | 'both' }) {
  const f = cardFacts(p.card);
  const uses = opsByUse(p.ops);
  return (
    <div class="lords-plays" data-testid="plays">
      <p class="lords-plays__card">
        <strong>{side === 'off' ? f.offTitle : f.inTitle}</strong>
        {TXT.colon} {side === 'off' ? f.offText : f.inText}
      </p>
      {(p.promo || p.place.length > 0) && (
        <div class="lords-row">
          {p.promo && (
            <ActButton a={p.promo} ctx={ctx} primary>
              {ctx.label(p.promo)}
            </ActButton>
          )}
          {p.place.map((a) => (
            <ActButton key={a.to} a={a} ctx={ctx} />
          ))}
        </div>
      )}
      {p.events.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__title">{TXT.event}</span>
          {p.events.map((a) => (
            <ActButton key={a.target} a={a} ctx={ctx}>
              {ctx.name(a.target)}
            </ActButton>
          ))}
        </div>
      )}
      {p.ops.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__title">{TXT.ops(f.ops)}</span>
          {uses
            .filter((row) => !AT_RIVAL.includes(row.use))
            .flatMap((row) =>
              row.plays.map((a) => (
                <ActButton key={a.use} a={a} ctx={ctx}>
                  {OPS_WORD[row.use]}
                </ActButton>
              )),
            )}
        </div>
      )}
      {uses.some((row) => AT_RIVAL.includes(row.use)) && (
        <div class="lords-row lords-row--use">
          {uses
            .filter((row) => AT_RIVAL.includes(row.use))
            .map((row) => (
              <span key={row.use} class="lords-plays__at">
                <span class="lords-plays__use">{OPS_WORD[row.use]}</span>
                {row.plays.map((a) => (
                  <ActButton key={a.target} a={a} ctx={ctx}>
                    {ctx.name(a.target)}
                  </ActButton>
                ))}
              </span>
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

/**
 * The cards of the hand (or of a Cycle draw), last (nearest the owner), with the chosen card's
 * text and plays above them, and `children` (the plays without a card) between.
 */
export function CardChooser({
  cards,
  actions,
  ctx,
  zone,
  side,
  children,
}: {
  cards: readonly string[];
  actions: readonly LordsAction[];
  ctx: Ctx;
  zone: 'hand' | 'cycle';
  side: 'in' | 'off' | 'both';
  children?: ComponentChildren;
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
      {chosen && <Plays p={chosen} ctx={ctx} side={side} />}
      {children}
      <div class="lords-hand" data-zone={zone === 'hand' ? 'hand' : undefined} data-testid={zone}>
        {cards.map((c, i) => {
          const playable = plays.some((p) => p.card === c);
          return (
            <ActionCardFace
              key={`${c}${i}`}
              id={c}
              side={side}
              compact
              selected={i === at}
              onClick={playable ? () => setPicked(i) : undefined}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * The season's actions that need no card: Manager/Team and pass at hand (and the keep or
 * re-roll of a farm attempt under way); the Cycle, the Legends action, farm promotions, the
 * Trade Chart and the All-Star Game in the drawer.
 */
export function NoCardActions({ actions, ctx }: { actions: readonly LordsAction[]; ctx: Ctx }) {
  const mt = ofKind(actions, 'managerTeam');
  const cycle = ofKind(actions, 'cycle');
  const promote = ofKind(actions, 'promote');
  const stop = ofKind(actions, 'stopPromotion');
  const pass = ofKind(actions, 'pass');
  const legend = ofKind(actions, 'legend');
  const chart = ofKind(actions, 'tradeChart');
  const allStar = ofKind(actions, 'allStar');
  // 8.3, 8.4: an attempt under way keeps or rolls again at once; otherwise a farm attempt waits
  // in the drawer with the rest.
  const atHand = stop.length > 0;
  const drawer = cycle.length + legend.length + chart.length + allStar.length;
  const inDrawer = drawer + (atHand ? 0 : promote.length);
  const promotions = (['phenom', 'prospect'] as const).map((kind) => {
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
  });
  if (mt.length + stop.length + pass.length + inDrawer + (atHand ? promote.length : 0) === 0)
    return null;
  return (
    <div class="lords-nocard">
      {atHand && promotions}
      <div class="lords-row">
        {mt.map((a) => (
          <ActButton key="mt" a={a} ctx={ctx} />
        ))}
        {stop.map((a) => (
          <ActButton key="stop" a={a} ctx={ctx} />
        ))}
        {inDrawer > 0 && (
          <Drawer label={TT.more(inDrawer)} title={TT.moreTitle}>
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
            {!atHand && promotions}
            {chart.length > 0 && (
              <div class="lords-plays__group" data-testid="trade-chart">
                <span class="lords-plays__title">{TT.tradeChart}</span>
                <div class="lords-row">
                  {chart.map((a) => (
                    <ActButton key={`${a.row}-${a.reverse}`} a={a} ctx={ctx} />
                  ))}
                </div>
              </div>
            )}
            {allStar.length > 0 && (
              <div class="lords-row">
                {allStar.map((a) => (
                  <ActButton key={`${a.ss}-${a.as}-${a.reg}`} a={a} ctx={ctx} />
                ))}
              </div>
            )}
          </Drawer>
        )}
        {pass.map((a) => (
          <ActButton key="pass" a={a} ctx={ctx} cls="lords-pass" />
        ))}
      </div>
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
        <ActionCardFace key={`${c}${i}`} id={c} side={v.phase === 'off' ? 'off' : 'in'} compact />
      ))}
    </div>
  );
}
