/**
 * The dice a seat places now: its rolled Team dice, or the Stadium during the League Dice
 * Draft. The first die that may go somewhere is picked up already, so its slots (on the roster
 * and the Manager) are one tap away; a die with a single place to go, or one to discard, plays
 * at its own tap; a die with several waits to be picked up, then a slot is tapped (B2).
 */
import { Die } from '../../../ui/components/Die';
import { DIE_FACES } from '../content';
import type { GmAction, GmView } from '../state';
import type { Skill } from '../types';
import { SkillIcon } from './Icons';
import { onlyMove, samePick, type Pick } from './model';
import { SKILL_WORD, TXT } from './text';

/**
 * A die of a roll in its faces' icons: it tumbles through the other faces when the roll is new
 * to `scope` (the seat's Team dice, the Stadium), once, and is named by the face it shows.
 */
function Rolled({ face, roll, scope }: { face: Skill; roll: number; scope: string }) {
  return (
    <Die
      value={DIE_FACES.indexOf(face) + 1}
      roll={roll}
      scope={scope}
      label={SKILL_WORD[face]}
      face={(n) => <SkillIcon skill={DIE_FACES[n - 1] ?? face} size={32} />}
      class="gm-die gm-die--big"
    />
  );
}

export function DiceBar({
  view: v,
  seat,
  actions,
  srcs,
  pick,
  setPick,
  act,
  label,
  name,
}: {
  view: GmView;
  seat: number;
  actions: readonly GmAction[];
  srcs: readonly Pick[];
  pick: Pick | null;
  setPick(p: Pick): void;
  act(a: GmAction): void;
  label(a: GmAction): string;
  name(m: number): string;
}) {
  const me = v.gms[seat];
  if (!me) return null;
  const burns = actions.filter((a) => a.t === 'burn');
  const pool = v.phase === 'team' && me.pool.length > 0;
  const league = v.phase === 'league';
  if (!pool && !league) return null;
  const faces = pool ? me.pool : v.tray;
  const src = pool ? 'pool' : 'tray';
  // GM §2, §3: the Team dice are rolled once a season for each GM, the Stadium once.
  const scope = `gm-${src}-${pool ? seat : ''}`;
  const die = (face: Skill) => <Rolled face={face} roll={v.season} scope={scope} />;
  const play = (a: GmAction, i: number, pressed = false) => (
    <button
      key={i}
      type="button"
      class={`gm-die-btn${pressed ? ' gm-die-btn--on' : ''}`}
      data-action={JSON.stringify(a)}
      aria-label={label(a)}
      onClick={() => act(a)}
    >
      {die(faces[i] ?? 'hit')}
    </button>
  );
  return (
    <section class={`gm-dice gm-dice--${src}`} aria-label={pool ? TXT.yourDice : TXT.stadium}>
      <h3 class="gm-section-title">
        {pool ? TXT.yourDice : TXT.stadium}
        {league && (
          <span class="gm-dice__who">
            {' '}
            · {TXT.rolledBy(name(v.roller))}. {TXT.picking(name(v.picker))}.
          </span>
        )}
      </h3>
      {faces.length === 0 && <p>{TXT.stadiumEmpty}</p>}
      <div class="gm-dice__row" key={`${v.season}-${v.phase}`}>
        {faces.map((face, i) => {
          const burn = burns.find((a) => a.t === 'burn' && a.face === face);
          if (burn) return play(burn, i);
          const p = srcs.find((s) => s.src === src && s.face === face);
          if (!p)
            return (
              <span key={i} class="gm-die-btn gm-die-btn--idle" title={SKILL_WORD[face]}>
                {die(face)}
              </span>
            );
          const on = samePick(p, pick) && faces.indexOf(face) === i;
          const only = onlyMove(v, seat, actions, p);
          if (only) return play(only, i, on);
          return (
            <button
              key={i}
              type="button"
              class={`gm-die-btn${on ? ' gm-die-btn--on' : ''}`}
              data-die={face}
              aria-pressed={on}
              aria-label={TXT.die(SKILL_WORD[face])}
              onClick={() => setPick(p)}
            >
              {die(face)}
            </button>
          );
        })}
      </div>
    </section>
  );
}
