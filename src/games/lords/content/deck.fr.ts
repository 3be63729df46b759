/**
 * The action cards' event texts in French, by card id: the in-season side, then the
 * off-season side (deck.ts holds the English and the effects; a test checks every card has
 * both). Card titles stay as printed, so a text naming another card names it in English.
 */
export const DECK_TEXT_FR: Readonly<Record<string, { readonly in: string; readonly off: string }>> =
  {
    'hot-streak': {
      in: 'Votre équipe gagne 3 matchs.',
      off: 'Vente d’abonnements de saison : gagnez 1 500 $.',
    },
    sweep: { in: 'Votre équipe gagne 2 matchs.', off: 'Gagnez 1 000 $.' },
    'pennant-fever': {
      in: 'Votre équipe gagne 4 matchs.',
      off: 'Un de vos titulaires devient All-Star.',
    },
    slump: { in: 'La cible perd 3 matchs.', off: 'La cible paie 1 000 $.' },
    'clubhouse-feud': {
      in: 'La cible perd 4 matchs.',
      off: 'Un All-Star de la cible est échangé contre un titulaire.',
    },
    'road-trip': {
      in: 'Lancez un d10 : sur un résultat impair, le propriétaire à votre droite perd 4 matchs.',
      off: 'Gagnez 1 000 $.',
    },
    'home-stand': {
      in: 'Lancez un d10 : sur un résultat pair, vous gagnez 3 matchs ; sur un impair, vous en perdez 1.',
      off: 'Payez 1 000 $ ; votre jet des recettes du début de saison reçoit +1.',
    },
    blockbuster: {
      in: 'La cible lance le dé sur la table d’impact des échanges.',
      off: 'Un joueur de complément de la cible devient titulaire.',
    },
    injury: {
      in: 'La cible lance un d10 : sur 1-5 un de ses Superstars, sinon un de ses All-Stars, manque cette période.',
      off: 'Un All-Star de la cible manque le début de saison.',
    },
    holdout: {
      in: 'Un All-Star de la cible manque cette période et la suivante.',
      off: 'Un Superstar de la cible manque le début de saison.',
    },
    steroids: {
      in: 'Pour chacun de ses Superstars (blessé ou non), la cible lance un d10 : sur 1-3, il manque 2 périodes et l’équipe perd 2 matchs ; sur 4-10, l’équipe gagne 2 matchs.',
      off: 'La cible paie 1 000 $ pour chacun de ses Superstars.',
    },
    'drug-testing': {
      in: 'Chaque propriétaire lance un d10 pour chacun de ses Superstars : sur 1-2, celui-ci manque cette période.',
      off: 'Chaque propriétaire paie 500 $ pour chacun de ses Superstars.',
    },
    trainer: {
      in: 'Un de vos Superstars ou All-Stars blessés revient tout de suite. En réponse : annulez une carte Injury, Holdout ou Steroids qui vient d’être jouée.',
      off: 'Votre jet des retraites de cette année reçoit +1.',
    },
    'tv-deal': { in: 'Gagnez 3 000 $.', off: 'Gagnez 2 000 $.' },
    'bad-contract': { in: 'La cible paie 2 000 $.', off: 'La cible paie 2 000 $.' },
    sellout: {
      in: 'Votre jet des recettes à la fin de cette période reçoit +2.',
      off: 'Votre jet des recettes du début de saison reçoit +1.',
    },
    'empty-seats': {
      in: 'Le jet des recettes de la cible à la fin de cette période reçoit -2.',
      off: 'Le jet des recettes de la cible au début de saison reçoit -1.',
    },
    'media-blitz': {
      in: 'Gagnez 2 cubes de média (dans votre limite).',
      off: 'Gagnez 1 cube de média (dans votre limite).',
    },
    'national-media': {
      in: 'Jusqu’à la fin de l’année, vous touchez le bonus de médias des recettes comme si vous aviez des médias. Ce ne sont pas des cubes de média : aucune limite, aucun effet de la direction.',
      off: 'Jusqu’à la fin de l’année, vous touchez le bonus de médias des recettes comme si vous aviez des médias. Ce ne sont pas des cubes de média : aucune limite, aucun effet de la direction.',
    },
    'ownership-scandal': {
      in: 'La direction de la cible perd 2 étoiles.',
      off: 'La direction de la cible perd 2 étoiles.',
    },
    'front-office-hire': {
      in: 'Votre direction gagne 1 étoile.',
      off: 'Votre direction gagne 1 étoile.',
    },
    'manager-feud': {
      in: 'Le gérant de la cible perd 1 étoile.',
      off: 'Le gérant de la cible perd 1 étoile.',
    },
    'manager-guru': { in: 'Votre gérant gagne 1 étoile.', off: 'Votre gérant gagne 1 étoile.' },
    'new-academy': {
      in: 'Votre club-école gagne 1 étoile.',
      off: 'Votre club-école gagne 1 étoile.',
    },
    'academy-fire': {
      in: 'Le club-école de la cible perd 1 étoile.',
      off: 'Le club-école de la cible perd 1 étoile.',
    },
    'legal-team': {
      in: 'Gagnez 1 000 $. En réponse : annulez une carte Ownership Scandal, Bad Contract ou Waiver Raid qui vient d’être jouée.',
      off: 'Gagnez 1 000 $.',
    },
    'scouting-coup': {
      in: 'Un de vos espoirs devient phénomène.',
      off: 'Un de vos joueurs d’utilité devient phénomène.',
    },
    'call-up': {
      in: 'Un de vos joueurs de complément devient titulaire ; un espoir redescend joueur d’utilité.',
      off: 'Jusqu’à deux de vos joueurs d’utilité deviennent espoirs.',
    },
    'waiver-raid': {
      in: 'Deux titulaires de la cible deviennent joueurs de complément.',
      off: 'Deux titulaires de la cible deviennent joueurs de complément.',
    },
    'trade-bait': {
      in: 'La cible lance le dé sur la table d’impact des échanges. Puis cette carte passe dans la main d’un propriétaire qui ne l’a pas encore eue cette année, ou s’échange contre la carte du dessus de la pioche.',
      off: 'La cible paie 1 000 $. Puis cette carte circule comme en saison.',
    },
    'hall-of-fame': { in: 'Gagnez 2 PV aux recettes de cette période.', off: 'Gagnez 1 PV.' },
    veterans: {
      in: 'Votre jet des retraites de cette année reçoit +2.',
      off: 'Votre jet des retraites de cette année reçoit +2.',
    },
    'aging-core': {
      in: 'Le jet des retraites de la cible cette année reçoit -2.',
      off: 'Le jet des retraites de la cible cette année reçoit -2.',
    },
    'playoff-experience': {
      in: 'Si vous jouez la Série de championnat cette année, votre jet reçoit +2.',
      off: 'Si vous jouez la Série de championnat cette année, votre jet reçoit +2.',
    },
    'second-look': {
      in: 'À jouer sur un jet de dé qui vient d’être fait (Série de championnat comprise) : il est relancé.',
      off: 'À jouer sur un jet de dé qui vient d’être fait : il est relancé.',
    },
    jinx: {
      in: 'À jouer sur un jet de dé qui vient d’être fait (Série de championnat comprise) : -2.',
      off: 'À jouer sur un jet de dé qui vient d’être fait : -2.',
    },
    'long-term-plan': {
      in: 'Vous pouvez garder gratuitement une carte de plus à la fin de la saison.',
      off: 'Vous pouvez garder gratuitement une carte de plus à la fin de la saison.',
    },
    'advance-scouting': { in: 'Piochez 2 cartes.', off: 'Piochez 2 cartes.' },
    'schedule-change': {
      in: 'Votre équipe gagne 2 matchs.',
      off: 'Les victoires qu’il faut pour le fanion cette année changent de +2 (à jouer après le jet du fanion).',
    },
    'player-strike': {
      in: 'À jouer en début ou en milieu de saison : la saison se termine avec cette période (LoB 6.2.1.2).',
      off: 'Chaque propriétaire paie 1 000 $.',
    },
    'contract-dispute': {
      in: 'Obligatoire. Un de vos Superstars devient agent libre à la prochaine intersaison.',
      off: 'Obligatoire. Un de vos Superstars devient agent libre tout de suite.',
    },
    'stadium-repairs': { in: 'Obligatoire. Payez 3 000 $.', off: 'Obligatoire. Payez 2 000 $.' },
    'clubhouse-flu': {
      in: 'Obligatoire. Votre équipe perd 3 matchs.',
      off: 'Obligatoire. Un de vos All-Stars manque le début de saison.',
    },
  };
