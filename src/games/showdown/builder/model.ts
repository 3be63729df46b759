/**
 * The editor's model: the draft as a signal, what follows from it (the team, its points,
 * every broken rule) as computed values, and the edits as verbs. Views read `.value` and
 * call the verbs; nothing else writes the draft.
 */
import { computed, signal } from '@preact/signals';
import { activeLanguage } from '../../../ui/language';
import { HITTERS, PITCHERS, maskOf } from '../content';
import { fivefoldPoints, validateTeam } from '../validate';
import { POSITIONS, type PitcherRole, type PlayerCard, type Position } from '../types';
import { autoFill } from './autofill';
import * as edit from './draft';
import type { Draft } from './draft';

export type KindFilter = 'all' | 'hitter' | PitcherRole;
/** `fresh`: a new team never stored and not changed yet (nothing to lose on leaving). */
export type SaveState = 'fresh' | 'saved' | 'unsaved' | 'saving' | 'failed';

/** The player list's filters. */
export interface Filters {
  kind: KindFilter;
  pos: Position | '';
  name: string;
  /** Most points a card may cost (null: any). */
  max: number | null;
}

const ALL: readonly PlayerCard[] = [...HITTERS, ...PITCHERS].sort(
  (a, b) => b.points - a.points || a.name.localeCompare(b.name),
);

/** Whether a card passes the filters. */
export function matches(c: PlayerCard, f: Filters): boolean {
  if (f.kind === 'hitter' && c.kind !== 'hitter') return false;
  if (f.kind !== 'all' && f.kind !== 'hitter' && (c.kind !== 'pitcher' || c.role !== f.kind))
    return false;
  if (f.pos && !(maskOf(c.id) & (1 << POSITIONS.indexOf(f.pos)))) return false;
  if (f.max !== null && c.points > f.max) return false;
  const q = f.name.trim().toLowerCase();
  return !q || c.name.toLowerCase().includes(q);
}

/**
 * Points as shown, written as the active language writes numbers (4,964 or 4 964): backups
 * cost a fifth, so a total may have one decimal.
 */
export const showPoints = (fivefold: number): string =>
  (fivefold / 5).toLocaleString(activeLanguage.value, { maximumFractionDigits: 1 });

/** One editor's state and verbs, over a team opened from storage. */
export function createEditorModel(start: Draft, save: (d: Draft) => Promise<void>, fresh = false) {
  const draft = signal<Draft>(start);
  const saveState = signal<SaveState>(fresh ? 'fresh' : 'saved');
  const filters = signal<Filters>({ kind: 'all', pos: '', name: '', max: null });
  const team = computed(() => edit.teamOfDraft(draft.value));
  const problems = computed(() => validateTeam(team.value));
  const fivefold = computed(() => fivefoldPoints(team.value));
  const onTeam = computed(() => new Set(draft.value.roster.map((e) => e.p)));
  const players = computed(() => ALL.filter((c) => matches(c, filters.value)));

  const change = (next: Draft) => {
    if (next === draft.value) return;
    draft.value = next;
    saveState.value = 'unsaved';
  };
  /** Wraps a pure edit as a verb on the draft. */
  const verb =
    <Args extends unknown[]>(f: (d: Draft, ...args: Args) => Draft) =>
    (...args: Args) =>
      change(f(draft.value, ...args));

  return {
    draft,
    team,
    problems,
    fivefold,
    onTeam,
    players,
    filters,
    saveState,
    rename: verb(edit.rename),
    setLeague: verb(edit.setLeague),
    addPlayer: verb(edit.addPlayer),
    removePlayer: verb(edit.removePlayer),
    setBackup: verb(edit.setBackup),
    setSpot: verb(edit.setSpot),
    moveSpot: verb(edit.moveSpot),
    quickLineup: verb(edit.quickLineup),
    setRotation: verb(edit.setRotation),
    moveRotation: verb(edit.moveRotation),
    addCard: verb(edit.addCard),
    removeCard: verb(edit.removeCard),
    /** Completes the team to a legal one, keeping every choice made (autofill.ts). */
    autoFill: verb(autoFill),
    filter(patch: Partial<Filters>) {
      filters.value = { ...filters.value, ...patch };
    },
    /** Saves the draft as it is (problems and all); how it went shows in `saveState`. */
    save(): void {
      const saving = draft.value;
      saveState.value = 'saving';
      save(saving).then(
        () => (saveState.value = draft.value === saving ? 'saved' : 'unsaved'),
        () => (saveState.value = 'failed'),
      );
    },
  };
}

export type EditorModel = ReturnType<typeof createEditorModel>;
