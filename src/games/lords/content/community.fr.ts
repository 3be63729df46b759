/**
 * The community events' texts in French, by card id (community.ts holds the English and
 * the effects; a test checks every card has one). Card titles stay as printed.
 */
export const COMMUNITY_TEXT_FR: Readonly<Record<string, string>> = {
  'new-tv-contract': 'Chaque propriétaire gagne 2 000 $.',
  'revenue-sharing': 'Chaque propriétaire gagne 1 000 $.',
  'league-fees': 'Chaque propriétaire paie 1 000 $.',
  'stadium-tax': 'Chaque propriétaire paie 500 $ pour chacun de ses Superstars.',
  'media-boom': 'Chaque propriétaire gagne 1 cube de média (dans sa limite).',
  'scouting-combine': 'Chaque propriétaire fait d’un de ses joueurs d’utilité un espoir.',
  'winter-injuries':
    'Chaque propriétaire lance un d10 : sur 1-2, un de ses All-Stars manque le début de saison.',
  'short-spring': 'Le jet des recettes de chaque propriétaire au début de saison reçoit -1.',
  'ballpark-boom': 'Le jet des recettes de chaque propriétaire au début de saison reçoit +1.',
  'parity-push': 'Les victoires qu’il faut pour le fanion cette année changent de -2.',
  'expanded-schedule': 'Les victoires qu’il faut pour le fanion cette année changent de +2.',
  'veteran-exodus':
    'Chaque propriétaire lance un d10 : sur 1-3, un de ses titulaires devient joueur de complément.',
  'quiet-winter': 'Il ne se passe rien.',
  'charity-gala': 'Chaque propriétaire gagne 1 PV.',
};
