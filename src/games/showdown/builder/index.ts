/** Showdown's team builder, its own lazy chunk: the list, the editor, the new-game choices. */
import type { TeamsUi } from '../../../ui/teams';
import { Editor } from './Editor';
import { TeamList } from './TeamList';
import { BT } from './text';
import { newTeamData, setupChoices } from './teams';

export const showdownTeams: TeamsUi = {
  List: TeamList,
  Editor,
  setupChoices,
  blank: () => ({ name: BT.newName, data: newTeamData() }),
};
