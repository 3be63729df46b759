/**
 * The targets of a magic ability's step that are not cards: a Win card slot (Abduct), one
 * of your lineup slots (Dig), a manager's Stat Track row (Axe, Brute Force), a stat of a
 * character (Berzerk, Flames) or a manager (Meow, Translucent). Each is a labelled button
 * sending that exact action; the ones about a manager are grouped under their name.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import { charInfo, winInfo } from '../content';
import type { FantasyAction } from '../state';
import type { BoardModel } from './model';
import { useTap } from './tap';
import { STATS } from '../types';
import { BASE_WORD } from './text';

type Aimed = Extract<FantasyAction, { m: number }>;

export function Choices({ model, actions }: { model: BoardModel; actions: FantasyAction[] }) {
  const tap = useTap();
  const v = model.view;
  const plain = actions.filter((a) => a.t === 'win' || a.t === 'slot');
  const aimed = actions.filter(
    (a): a is Aimed => a.t === 'track' || a.t === 'stat' || a.t === 'mgr',
  );
  const groups = [...new Set(aimed.map((a) => a.m))];
  const detail = (a: FantasyAction): string => {
    if (a.t === 'win') {
      const id = v.bases[a.i]?.cards[0];
      const base = BASE_WORD[v.opt.moreWins ? a.i >> 1 : a.i] ?? '';
      return id ? `${base}: ${winInfo(id).card.name}` : base;
    }
    if (a.t === 'slot') {
      const id = model.me ? v.mgrs[model.me.m]?.slots[a.i]?.cards[0] : undefined;
      return id ? charInfo(id).card.name : '';
    }
    if (a.t === 'track') return `${v.mgrs[a.m]?.track[a.k] ?? 0}`;
    return '';
  };
  // Under a manager's name a row or a stat is said without the name again: one line each, so
  // three managers' choices keep the lineup and bench in view (issue 23 item 2).
  const short = (a: Aimed): string | undefined => {
    if (a.t === 'track') return tap.say(`fantasy.w.track.${trackOf(a)}`);
    if (a.t === 'stat') return STATS[a.s];
    return undefined;
  };
  if (actions.length === 0) return null;
  return (
    <div class="ffb-choices">
      {plain.length > 0 && (
        <div class="ffb-choices__group">
          {plain.map((a, i) => (
            <Choice key={i} a={a} detail={detail(a)} />
          ))}
        </div>
      )}
      {groups.map((m) => {
        const p = model.people[m];
        return (
          <div key={m} class="ffb-choices__group" role="group" aria-label={tap.name(m)}>
            {p && <SeatChip name={p.name} color={p.color} />}
            {aimed
              .filter((a) => a.m === m)
              .map((a, i) => (
                <Choice key={i} a={a} detail={detail(a)} short={short(a)} />
              ))}
          </div>
        );
      })}
    </div>
  );
}

/**
 * One target. `short`: the words shown where the group already names the manager; the
 * button's name stays the whole sentence (with the detail), which contains them.
 */
function Choice({ a, detail, short }: { a: FantasyAction; detail: string; short?: string }) {
  const tap = useTap();
  const kind = a.t === 'track' ? ` ffb-choice--track ffb-track--${trackOf(a)}` : '';
  const label = tap.label(a);
  return (
    <button
      type="button"
      class={`ffb-choice${kind}${short ? ' ffb-choice--short' : ''}`}
      data-action={JSON.stringify(a)}
      aria-label={short ? [label, detail].filter(Boolean).join(', ') : undefined}
      onClick={() => tap.act(a)}
    >
      <span>{short ?? label}</span>
      {detail && <span class="ffb-choice__detail num">{detail}</span>}
    </button>
  );
}

const TRACK_NAMES = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
const trackOf = (a: FantasyAction) => (a.t === 'track' ? (TRACK_NAMES[a.k] ?? 'red') : 'red');
