/**
 * The two-sided Team/Manager cards: the choice at setup (both sides of each dealt card, its
 * button on top),
 * the Team side with its budget and win bonuses (met ones marked, with the word), and the
 * Manager side with its ability and die slots, where held dice can be picked up again.
 */
import { teamCard } from '../content';
import type { GmAction, ScoreLine } from '../state';
import type { Skill } from '../types';
import type { Pick } from './model';
import { samePick } from './model';
import { Die } from './PlayerCard';
import { bonusText, MANAGER_TEXT, SKILL_WORD, TXT } from './text';

export function OfferCard({
  id,
  action,
  act,
  label,
}: {
  id: string;
  action: GmAction | undefined;
  act(a: GmAction): void;
  label(a: GmAction): string;
}) {
  const t = teamCard(id);
  return (
    <article class="gm-offer__card" aria-label={t.team.name}>
      {/* On top: in reach even where the coach's words leave the board little room. */}
      {action && (
        <button
          type="button"
          class="button-primary"
          data-action={JSON.stringify(action)}
          aria-label={label(action)}
          onClick={() => act(action)}
        >
          {TXT.choosePlay(t.team.name)}
        </button>
      )}
      <div class="gm-tm gm-tm--team">
        <span class="gm-tm__kind">{TXT.asTeam}</span>
        <span class="gm-tm__name">{t.team.name}</span>
        <span class="gm-tm__budget num">{TXT.money(t.team.budget)}</span>
        <ul class="gm-tm__list">
          {t.team.bonuses.map((b, i) => (
            <li key={i}>{bonusText(b)}</li>
          ))}
        </ul>
      </div>
      <div class="gm-tm gm-tm--manager">
        <span class="gm-tm__kind">{TXT.asManager}</span>
        <span class="gm-tm__name">{t.manager.name}</span>
        <span class="gm-tm__budget num">{TXT.slots(t.manager.slots)}</span>
        <p>{MANAGER_TEXT[t.manager.ability]}</p>
      </div>
    </article>
  );
}

export function TeamCard({ id, lines }: { id: string; lines?: readonly ScoreLine[] }) {
  const t = teamCard(id).team;
  return (
    <article class="gm-tm gm-tm--team" aria-label={`${TXT.team}: ${t.name}`}>
      <span class="gm-tm__kind">{TXT.team}</span>
      <span class="gm-tm__name">{t.name}</span>
      <span class="gm-tm__budget num">{TXT.money(t.budget)}</span>
      <ul class="gm-tm__list" aria-label={TXT.bonuses}>
        {t.bonuses.map((b, i) => {
          const met = (lines?.find((l) => l.src === `bonus${i}`)?.wins ?? 0) > 0;
          return (
            <li key={i} class={met ? 'gm-met' : ''}>
              {met && <span class="gm-met__mark">✔ {TXT.met} </span>}
              {bonusText(b)}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

export function ManagerCard({
  id,
  held,
  wins,
  targets,
  actions,
  pick,
  setPick,
  only,
  slim = false,
}: {
  id: string;
  held: readonly (Skill | null)[];
  wins: number;
  targets?: {
    at(i: number): GmAction | undefined;
    act(a: GmAction): void;
    label(a: GmAction): string;
  };
  actions: readonly GmAction[];
  pick: Pick | null;
  setPick?: (p: Pick) => void;
  /** A held die's only move, played by its tap (see Dice.tsx). */
  only?: (p: Pick) => GmAction | undefined;
  /** At the seat's decision: the name and the slots, the ability left to the table. */
  slim?: boolean;
}) {
  const mgr = teamCard(id).manager;
  const movable = (face: Skill) => actions.some((a) => a.t === 'move' && held[a.from] === face);
  const first = (face: Skill, i: number) => held.indexOf(face) === i;
  return (
    <article
      class={`gm-tm gm-tm--manager${slim ? ' gm-tm--slim' : ''}`}
      aria-label={`${TXT.manager}: ${mgr.name}`}
    >
      <span class="gm-tm__kind">{TXT.manager}</span>
      <span class="gm-tm__name">{mgr.name}</span>
      {wins > 0 && <span class="gm-tm__budget num">+{TXT.wins(wins)}</span>}
      {!slim && <p>{MANAGER_TEXT[mgr.ability]}</p>}
      <div class="gm-card__slots" role="group" aria-label={TXT.held}>
        {held.map((face, i) => {
          if (face === null) {
            const a = targets?.at(i);
            if (a && targets)
              return (
                <button
                  key={i}
                  type="button"
                  class="gm-slot gm-slot--target"
                  data-action={JSON.stringify(a)}
                  aria-label={targets.label(a)}
                  onClick={() => targets.act(a)}
                >
                  {TXT.toManager}
                </button>
              );
            return <span key={i} class="gm-slot gm-slot--open" title={TXT.open} />;
          }
          const p: Pick = { src: 'held', face };
          const one = first(face, i) ? only?.(p) : undefined;
          if (one && targets)
            return (
              <button
                key={i}
                type="button"
                class={`gm-slot gm-die-btn${samePick(p, pick) ? ' gm-die-btn--on' : ''}`}
                data-held={i}
                data-action={JSON.stringify(one)}
                aria-label={targets.label(one)}
                onClick={() => targets.act(one)}
              >
                <Die face={face} />
              </button>
            );
          if (setPick && movable(face)) {
            const on = samePick(p, pick) && first(face, i);
            return (
              <button
                key={i}
                type="button"
                class={`gm-slot gm-die-btn${on ? ' gm-die-btn--on' : ''}`}
                data-held={i}
                aria-pressed={on}
                aria-label={TXT.die(SKILL_WORD[face])}
                onClick={() => setPick(p)}
              >
                <Die face={face} />
              </button>
            );
          }
          return (
            <span key={i} class="gm-slot gm-slot--match" title={SKILL_WORD[face]}>
              <Die face={face} />
            </span>
          );
        })}
      </div>
    </article>
  );
}
