/** Lords of Baseball content: charts, team cards, decks and expansions, with lookups. */
export * from './charts';
export { TEAM_CARDS, teamCard } from './teams';
export { ACTION_CARDS, DECK_IDS, actionCard } from './deck';
export { COMMUNITY_CARDS } from './community';
export { DRAFT_CARDS } from './draft';
export { TRADE_CHART } from './trade';
export { EXTRA_INNINGS_CARDS, LEGEND_CARDS } from './expansions';
