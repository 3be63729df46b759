/** Saved teams as the list and the new-game form see them: readable, legal or a draft. */
import type { SavedTeamView, SetupChoices } from '../../../ui/teams';
import { TEAMS } from '../content';
import { makeTeam, parseDraft, parseTeam } from '../custom-team';
import { validateTeam } from '../validate';
import { blankTeam } from './draft';
import { BT } from './text';

/** Problems of a saved team: null when it cannot be read at all. */
export function problemsOf(saved: SavedTeamView): number | null {
  const parsed = parseDraft(saved.data);
  return parsed.ok ? validateTeam(parsed.team).length : null;
}

/** The JSON of a new empty team. */
export const newTeamData = (): string => makeTeam(blankTeam('new', BT.newName));

/** The JSON of a copy of a ready-made team (its name marked as a copy). */
export function copyData(readyId: string): { name: string; data: string } | null {
  const t = TEAMS.find((x) => x.id === readyId);
  if (!t) return null;
  const name = BT.copyName(t.name);
  return { name, data: makeTeam({ ...t, id: 'new', name }) };
}

/**
 * The team selects of a new game: the ready-made teams, then every saved legal team under
 * "Your teams" (choosing one sets `team<seat>: 'custom'` and `custom<seat>` to its JSON).
 * Drafts are left out: parseOptions would refuse them.
 */
export const setupChoices: SetupChoices = (spec, saved) => {
  const seat = /^team([01])$/.exec(spec.key)?.[1];
  if (seat === undefined || spec.kind !== 'choice') return null;
  const ready = spec.choices
    .filter((c) => c.value !== 'custom')
    .map((c) => {
      const team = TEAMS.find((x) => x.id === c.value);
      return {
        value: c.value,
        label: team ? BT.teamChoice(team.name, team.league) : c.label,
        set: { [spec.key]: c.value, [`custom${seat}`]: '' },
      };
    });
  const mine = saved.flatMap((s) => {
    const parsed = parseTeam(s.data);
    if (!parsed.ok) return [];
    const team = { ...parsed.team, id: s.id, name: s.name };
    return [
      {
        value: `saved:${s.id}`,
        label: BT.teamChoice(s.name, team.league),
        group: BT.yourTeams,
        set: { [spec.key]: 'custom', [`custom${seat}`]: makeTeam(team) },
      },
    ];
  });
  return [...ready, ...mine];
};
