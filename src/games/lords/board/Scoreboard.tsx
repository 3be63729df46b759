/**
 * The main board: year and phase, the pennant target, and for each owner a line: the wins
 * track, the phase record and the victory points (at the end, the final place by LoB 9's
 * order), his name a button that opens his mat; then the face-up cards of the moment
 * (community event, Amateur Draft card) and the open die roll, so every reveal has its moment.
 */
import type { SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import { COMMUNITY_CARDS } from '../content/community';
import { DRAFT_CARDS } from '../content/draft';
import { EXTRA_INNINGS_CARDS } from '../content/expansions';
import type { LordsView } from '../state';
import { RollFace } from './Decision';
import { cardFacts, finalPlaces, trackWins } from './model';
import { TT } from './table-text';
import { TXT, communityText, eiText, inOffSeason, phaseName } from './text';
import { LordsLegend } from './LordsLegend';

export function Scoreboard({
  v,
  seats,
  turn,
  die,
  reveals = true,
  opened = null,
  toggle,
  mine = null,
}: {
  v: LordsView;
  seats: readonly SeatInfo[];
  turn: number | null;
  /** Show the open roll's die here (not when the holder's decision shows it). */
  die: boolean;
  /** Show the face-up cards of the moment (the far owner's copy of the lines leaves them out). */
  reveals?: boolean;
  /** The rival whose mat is open, and how a line opens or closes his mat (none: no buttons). */
  opened?: number | null;
  toggle?: (seat: number) => void;
  /** The holder, whose mat is always shown: his line opens nothing. */
  mine?: number | null;
}) {
  const final = v.step === 'over' ? finalPlaces(v) : null;
  return (
    <section class="lords-main" aria-label={TXT.mainBoard}>
      <div class="lords-main__head">
        <strong>{TXT.year(v.year, v.opts.years)}</strong>
        <span>{phaseName(v.phase, v.step)}</span>
        <span class="lords-pennant" data-testid="pennant">
          {TXT.pennant(v.pennantTarget)}
        </span>
        <LordsLegend hiddenMoney={v.opts.hiddenMoney} />
      </div>
      <table class="lords-standings">
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">{TXT.table}</span>
            </th>
            <th scope="col">{TXT.wins}</th>
            <th scope="col">{TXT.record}</th>
            <th scope="col">{TXT.vp}</th>
          </tr>
        </thead>
        <tbody>
          {v.owners.map((o, k) => {
            // The year just scored: each owner's place, and a roll-off where one decided it.
            const placed =
              final === null && v.standing?.year === v.year && v.step === 'retirement'
                ? v.standing
                : undefined;
            const info = seats[k];
            const w = trackWins(o.seasonW);
            const target = v.pennantTarget;
            return (
              <tr key={k} class={k === turn ? 'lords-standings--turn' : ''}>
                <th scope="row">
                  {info && toggle && k !== mine ? (
                    <button
                      type="button"
                      class="lords-line"
                      aria-expanded={opened === k}
                      aria-label={(opened === k ? TT.closeMat : TT.openMat)(info.name)}
                      onClick={() => toggle(k)}
                    >
                      <SeatChip name={info.name} color={info.color} active={k === turn} />
                      <span class="lords-line__mark" aria-hidden="true">
                        {opened === k ? '▴' : '▾'}
                      </span>
                    </button>
                  ) : (
                    info && <SeatChip name={info.name} color={info.color} active={k === turn} />
                  )}
                  {o.passed && (v.phase !== 'off' || v.step === 'offCards') && (
                    <span class="lords-tag">{TXT.passed}</span>
                  )}
                </th>
                <td class="num">
                  <span class="lords-track">
                    <span
                      class="lords-track__bar"
                      style={{ width: `${Math.min(100, (w / (target ?? 104)) * 100)}%` }}
                    />
                  </span>
                  {w}
                  {v.pennantWinner === k && <span class="lords-tag">{TXT.pennantWinner}</span>}
                </td>
                <td class="num">{v.phase === 'off' ? '—' : TXT.recordLine(o.w, o.l)}</td>
                <td class="num lords-vp">
                  {o.vp}
                  {placed && (
                    <span class="lords-tag" data-place={placed.places[k]}>
                      {TXT.place(placed.places[k] ?? 0)}
                      {placed.rolledOff[k] === true && ` · ${TXT.byRollOff}`}
                    </span>
                  )}
                  {final && (
                    <span
                      class="lords-tag"
                      data-place={final[k]}
                      title={TT.finalPlace}
                      data-testid="final-place"
                    >
                      {TXT.place(final[k] ?? 0)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {reveals && <Reveals v={v} die={die} seats={seats} />}
    </section>
  );
}

/** The face-up cards of the moment and the open die roll. */
function Reveals({ v, die, seats }: { v: LordsView; die: boolean; seats: readonly SeatInfo[] }) {
  const cc = COMMUNITY_CARDS.find((c) => c.id === v.community.cards[v.community.cards.length - 1]);
  const dc = DRAFT_CARDS.find((c) => c.id === v.draftCard.cards[v.draftCard.cards.length - 1]);
  const showCc = cc && inOffSeason(v.phase, v.step);
  const showDc = dc && (v.step === 'draft' || v.step === 'retirement');
  const showDie = die && v.window?.k === 'roll';
  // The rules put each card played or discarded on top of the pile: its first card.
  const last = v.discard.cards[0];
  const showLast = last !== undefined && (v.step === 'season' || v.step === 'offCards');
  // 12.1: the Extra Innings card is face up for as long as it is in play.
  const ei = EXTRA_INNINGS_CARDS.find((c) => c.id === v.extraInnings.cards[0]);
  if (!showCc && !showDc && !showDie && !showLast && !ei) return null;
  return (
    <div class="lords-reveals">
      {ei && (
        <div class="lords-reveal" data-card={ei.id} data-testid="extra-innings">
          <span class="lords-mat__label">{TXT.extraInnings}</span>
          <strong>{ei.title}</strong>
          <span>{eiText(ei.id)}</span>
        </div>
      )}
      {showCc && (
        <div class="lords-reveal" data-card={cc.id}>
          <span class="lords-mat__label">{TXT.community}</span>
          <strong>{cc.title}</strong>
          <span>{communityText(cc.id)}</span>
        </div>
      )}
      {showDc && (
        <div class="lords-reveal" data-card={dc.id}>
          <span class="lords-mat__label">{TXT.draftCard}</span>
          <strong>{dc.title}</strong>
        </div>
      )}
      {showLast && (
        <div class="lords-reveal" data-card={last} key={`${v.discard.cards.length}`}>
          <span class="lords-mat__label">{TXT.lastCard}</span>
          <strong>
            {v.phase === 'off' ? cardFacts(last).offTitle : cardFacts(last).inTitle} (
            {TXT.opsCount(cardFacts(last).ops)})
          </strong>
        </div>
      )}
      {showDie && <RollFace v={v} name={(k) => seats[k]?.name ?? ''} />}
    </div>
  );
}
