/**
 * What a game's team builder and the shell exchange, like the Board contract: saved teams
 * and callbacks in, edits out. The shell stores teams as the game's own JSON (`data`); the
 * game's screens never reach storage.
 */
import type { ComponentType } from 'preact';
import type { OptionSpec, Options } from '../engine/types';

/** A team a player built and saved on this device. */
export interface SavedTeamView {
  id: string;
  name: string;
  /** The game's JSON for the team. */
  data: string;
  updatedAt: number;
}

/** One entry of a new-game select: what it shows and the options choosing it sets. */
export interface SetupChoice {
  value: string;
  label: string;
  /** Entries with the same group are listed together under it (e.g. "Your teams"). */
  group?: string;
  set: Options;
}

/**
 * The new-game form's entries for one option, built from the spec and the saved teams
 * (null: the spec's own choices).
 */
export type SetupChoices = (
  spec: OptionSpec,
  saved: readonly SavedTeamView[],
) => readonly SetupChoice[] | null;

export interface TeamListProps {
  teams: readonly SavedTeamView[];
  /** Stores a new team (a copy of a ready-made one) and opens it in the editor. */
  onCreate(name: string, data: string): void;
  /** Where a new, empty team opens in the editor: stored only when first saved. */
  newHref: string;
  onDelete(id: string): void;
  /** Where the editor of a team is. */
  editHref(id: string): string;
}

export interface TeamEditorProps {
  /** The team to edit; a new team not yet stored has the id `NEW_TEAM`. */
  team: SavedTeamView;
  /** Stores the team (drafts included); resolves once it is saved. */
  onSave(name: string, data: string): Promise<void>;
  /** Where the list of teams is. */
  listHref: string;
}

/** A game's team builder: the list of saved teams and the editor of one. */
export interface TeamsUi {
  List: ComponentType<TeamListProps>;
  Editor: ComponentType<TeamEditorProps>;
  /** A new, empty team's name and JSON, opened in the editor before it is ever saved. */
  blank(): { name: string; data: string };
  /** Entries for the new-game form's team selects. */
  setupChoices: SetupChoices;
}

/** The id in a new team's editor address before its first save (`/teams/<game>/new`). */
export const NEW_TEAM = 'new';
