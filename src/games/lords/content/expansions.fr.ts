/**
 * The expansion cards' texts in French, by card id (expansions.ts holds the English and the
 * rules; a test checks every card has one). Card titles and names stay as printed.
 */
export const EXTRA_INNINGS_TEXT_FR: Readonly<Record<string, string>> = {
  'gate-receipts': 'Chaque recette rapporte 1 000 $ de plus.',
  'prime-time': 'La Série de championnat rapporte 2 000 $ de plus, gagnée ou perdue.',
  'easy-credit': 'L’intérêt des prêts est de 5 % au lieu de 10 %.',
  'tight-credit': 'L’intérêt des prêts est de 20 % au lieu de 10 %.',
  'player-development': 'Les jets de promotion du club-école coûtent 250 $ au lieu de 500 $.',
  'dead-ball': 'Il faut chaque année 2 victoires de moins pour le fanion.',
  'card-show': 'Chaque achat au Cycle coûte 500 $ de moins.',
  'small-markets': 'Une saison gagnante vaut 2 PV de plus.',
  'roster-freedom':
    'Les deux premiers échanges titulaire/joueur de complément de chaque intersaison sont gratuits.',
};

/** The Legends cards' extra actions in French, by card id. */
export const LEGEND_ACTION_TEXT_FR: Readonly<Record<string, string>> = {
  'ss-moss': 'Gagnez 2 matchs.',
  'ss-valdane': 'Gagnez 2 000 $.',
  'ss-okafor': 'Un adversaire perd 2 matchs.',
  'ss-brannigan': 'Gagnez 1 influence médiatique.',
  'ss-hallecourt': 'Un de vos espoirs devient un phénomène.',
  'as-pruitt': 'Gagnez 1 match.',
  'as-castellan': 'Gagnez 1 000 $.',
  'as-whitcombe': 'Un adversaire perd 1 match.',
  'as-delacroix': 'Votre jet de recettes de cette période reçoit +1.',
  'as-tanaka': 'Votre jet de retraite de cette année reçoit +1.',
  'as-fairholm': 'Un de vos joueurs blessés revient tout de suite.',
  'as-quill': 'Gagnez 1 match.',
};
