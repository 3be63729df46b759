/** The same games before and after a speed change (issue 22; test/helpers/same-games.ts). */
import { checkSameGames } from '../../helpers/same-games-check';

checkSameGames('gm');
