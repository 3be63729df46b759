/**
 * A player card with the shared anatomy: name and position on top, salary large in the
 * corner, the logo and the Team/League dice it brings, its die slots (a matching die sits
 * square in its slot, any other is turned 45 degrees), Base and Max Wins at the bottom
 * and the ability. Slots that can take the selected die are buttons sending that action.
 */
import type { ComponentChildren } from 'preact';
import { player } from '../content';
import type { GmAction, ScoreLine } from '../state';
import type { Skill } from '../types';
import { useLongPress } from '../../../ui/long-press';
import { LogoMark, SkillIcon, Star } from './Icons';
import { abilityText, LOGO_WORD, POS_WORD, SKILL_WORD, TXT } from './text';

export interface SlotTargets {
  /** The action putting the selected die on slot `i` of this card, if legal. */
  at(i: number): GmAction | undefined;
  act(a: GmAction): void;
  label(a: GmAction): string;
}

/**
 * Where a card is drawn: 'hand' a draft hand's card (its ability in two lines), 'seat' a card
 * of the seat's own roster at its decision (die slots finger-sized), 'table' a card of the
 * shared table (small; its name opens it whole), 'big' the card read whole (the dialog).
 */
export type CardKind = 'hand' | 'seat' | 'table' | 'big';

export function PlayerCard({
  id,
  dice,
  paid,
  cost,
  line,
  targets,
  kind = 'hand',
  brief = false,
  onOpen,
  onRead,
  children,
}: {
  id: string;
  dice?: readonly (Skill | null)[];
  paid?: number;
  cost?: number;
  line?: ScoreLine;
  targets?: SlotTargets;
  kind?: CardKind;
  /** Without its ability's line (a hand only glanced at while the others choose). */
  brief?: boolean;
  /** Opens the card large; a table card's name is then a button. */
  onOpen?: () => void;
  /** A long press (or a right click) reads the card whole, its tap staying a play. */
  onRead?: () => void;
  children?: ComponentChildren;
}) {
  const p = player(id);
  const compact = kind === 'table';
  const press = useLongPress(onRead);
  const scoring = line && (line.why === 'max' || line.why === 'base');
  // At the seat's decision the line joins the slots' row: the wins it earns, or why it sits.
  const lineOn = line && scoring ? line : undefined;
  const cls = [
    'gm-card',
    `gm-card--${kind}`,
    p.prospect ? 'gm-card--prospect' : '',
    line ? `gm-card--${line.why}` : '',
  ].join(' ');
  return (
    <article class={cls} data-card={id} aria-label={p.name} {...press}>
      <header class="gm-card__top">
        {onOpen ? (
          <button
            type="button"
            class="gm-card__name gm-card__open"
            aria-label={`${p.name}: ${TXT.details}`}
            onClick={onOpen}
          >
            {p.name}
          </button>
        ) : (
          <span class="gm-card__name">{p.name}</span>
        )}
        <span class="gm-card__salary num" title={TXT.salary}>
          {TXT.money(paid ?? cost ?? p.salary)}
        </span>
      </header>
      <div class="gm-card__meta">
        <span class="gm-card__pos" title={POS_WORD[p.pos]}>
          {p.pos}
        </span>
        <span class={`gm-card__logo gm-logo-c--${p.logo}`}>
          <LogoMark logo={p.logo} /> <span class="gm-card__word">{LOGO_WORD[p.logo]}</span>
        </span>
        {p.allStar && (
          <span class="gm-card__star">
            <Star /> <span class="gm-card__word">{TXT.allStar}</span>
          </span>
        )}
        {p.prospect && <span class="gm-card__tag">{TXT.prospect}</span>}
        {kind !== 'seat' && (
          <span class="gm-card__dice">
            <span class="gm-pip gm-pip--team" title={TXT.teamDice}>
              <span class="visually-hidden">{TXT.teamDice}</span>
              {p.team}
            </span>
            <span class="gm-pip gm-pip--league" title={TXT.leagueDice}>
              <span class="visually-hidden">{TXT.leagueDice}</span>
              {p.league}
            </span>
          </span>
        )}
      </div>
      <div class="gm-card__play">
        <div class="gm-card__slots">
          {p.slots.map((icon, i) => {
            const die = dice?.[i] ?? null;
            const a = die === null ? targets?.at(i) : undefined;
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
                  <SkillIcon skill={icon} />
                </button>
              );
            const state = die === null ? 'open' : die === icon ? 'match' : 'turned';
            const title =
              die === null
                ? `${SKILL_WORD[icon]}: ${TXT.open}`
                : `${TXT.die(SKILL_WORD[die])} ${die === icon ? TXT.matched : TXT.turned}`;
            return (
              <span key={i} class={`gm-slot gm-slot--${state}`} title={title}>
                {die === null ? <SkillIcon skill={icon} /> : <Die face={die} />}
              </span>
            );
          })}
        </div>
        <footer class="gm-card__wins">
          <span class={`gm-card__base num${line?.why === 'base' ? ' gm-on' : ''}`}>
            {TXT.base} {p.base}
          </span>
          <span class={`gm-card__max num${line?.why === 'max' ? ' gm-on' : ''}`}>
            {TXT.max} {p.max}
          </span>
        </footer>
        {kind === 'seat' && lineOn && (
          <strong class="gm-card__line gm-card__line--on num">{TXT.wins(lineOn.wins)}</strong>
        )}
        {kind === 'seat' && line?.why === 'bench' && (
          <span class="gm-card__line">{TXT.line.bench}</span>
        )}
      </div>
      {p.ability && !compact && !brief && <p class="gm-card__ability">{abilityText(p.ability)}</p>}
      {line && kind !== 'seat' && (
        <p class={`gm-card__line${scoring ? ' gm-card__line--on' : ''}`}>
          {TXT.line[line.why] ?? ''}
          {scoring && <strong class="num"> {TXT.wins(line.wins)}</strong>}
        </p>
      )}
      {children && <div class="gm-card__actions">{children}</div>}
    </article>
  );
}

/** A skill die showing one face. */
export function Die({ face, big = false }: { face: Skill; big?: boolean }) {
  return (
    <span class={`gm-die gm-die--${face}${big ? ' gm-die--big' : ''}`}>
      <SkillIcon skill={face} size={big ? 32 : 22} />
    </span>
  );
}
