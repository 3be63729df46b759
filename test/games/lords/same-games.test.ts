/**
 * The same games before and after a speed change (issue 22; test/helpers/same-games.ts):
 * today's rules (lords.json), and the games recorded under rules version 3 before version 4
 * (lords-v3.json, main at e5f7c22), which a game saved under version 3 still plays.
 */
import { checkSameGames } from '../../helpers/same-games-check';

checkSameGames('lords');
checkSameGames('lords', undefined, 'lords-v3');
