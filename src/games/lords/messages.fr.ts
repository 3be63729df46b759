/**
 * The French message catalog of Lords of Baseball: the same keys and placeholders as
 * messages.ts (a test checks both). Loaded lazily through the module's `translations.fr`.
 * Team, city and card names stay as printed (card titles too: their texts are translated);
 * Superstar and All-Star stay as the game prints them; the other terms are the coach's
 * (coach.fr.ts) and the board's (board/text.fr.ts). Money is written as in Quebec, 1 000 $
 * (an amount the rules fill in is a plain number: 1500 $).
 */
export const MESSAGES_FR: Readonly<Record<string, string>> = {
  // Prompts
  'lords.prompt.setup':
    'Choisissez votre carte Direction et effectif, votre club-école et votre gérant',
  'lords.prompt.redraw': 'Vous avez 3 cartes obligatoires ou plus : vous pouvez en remplacer une',
  'lords.prompt.turnOrder': 'Choisissez qui commence cette intersaison',
  'lords.prompt.promo': 'Défaussez une carte face cachée pour ses OPS (1 000 $ chacun)',
  'lords.prompt.freeAgency':
    'Enchérissez sur l’agent libre (à l’aveugle ; 0 $, c’est aucune enchère)',
  'lords.prompt.offCards': 'Jouez une carte d’intersaison',
  'lords.prompt.pennantRoll': 'Lancez le dé pour l’objectif du fanion de cette année',
  'lords.prompt.season': 'À vous : jouez une carte, faites une action ou passez',
  'lords.prompt.payout': 'Lancez le dé sur la table des recettes',
  'lords.prompt.media': 'Achetez des cubes de média (jusqu’à 3, 1 000 $ pièce)',
  'lords.prompt.leftovers': 'Choisissez une carte à garder pour l’an prochain, ou aucune',
  'lords.prompt.vpMedia': 'Changez des paires de cubes de média en PV (3 PV la paire)',
  'lords.prompt.retirement': 'Lancez le dé sur la table des retraites',
  'lords.prompt.draft': 'Lancez le dé pour vos choix au repêchage amateur',
  'lords.prompt.upgrades': 'Améliorez ou baissez votre organisation, puis terminez',
  'lords.prompt.cut': 'Votre club compte plus de 25 joueurs : libérez un joueur de votre choix',
  'lords.prompt.bait':
    'Passez l’appât d’échange : à un propriétaire qui ne l’a pas encore eu, ou échangez-le avec la pioche',
  'lords.prompt.cycle': 'Placez les cartes piochées : défaussez, gardez, puis jouez la dernière',
  'lords.prompt.claim': 'Un phénomène a été libéré : réclamez-le pour 500 $, ou laissez-le partir',
  'lords.prompt.claimBid':
    'Plusieurs propriétaires réclament le phénomène : écrivez une prime à la signature (secrète)',
  'lords.prompt.roll':
    'Un jet de dé : modifiez-le avec des médias ou une carte, ou laissez-le tel quel',
  'lords.prompt.cancel': 'Vous pouvez annuler cet événement avec une carte',
  // Log
  'lords.setup': '{seat} prend les {team} avec un club-école {fs}★ et un gérant {fm}★ ({cost})',
  'lords.setupLoan': '{seat} prend un prêt de départ de {amount}',
  'lords.deal': 'Chaque propriétaire reçoit {n, plural, one {# carte} other {# cartes}}',
  'lords.orderRolloff': '{seats} propriétaires lancent le dé pour choisir qui commence',
  'lords.starter': '{seat} choisit {seatStarter} pour commencer',
  'lords.promo': 'Défausse promotionnelle de {seat} : {card}, pour {amount}',
  'lords.community': 'Événement de la ligue : {card}',
  'lords.pennant':
    'Jet du fanion {roll} : il faut {target, plural, one {# victoire} other {# victoires}} pour remporter le fanion cette année',
  'lords.phase.es': 'Le début de saison commence : {games, plural, one {# match} other {# matchs}}',
  'lords.phase.ms':
    'Le milieu de saison commence : {games, plural, one {# match} other {# matchs}}',
  'lords.phase.ls': 'La fin de saison commence : {games, plural, one {# match} other {# matchs}}',
  'lords.depth': '{seat} commence la période à {w}-{l}',
  'lords.rollFinal': 'Le jet de {seat} s’arrête à {value}',
  'lords.payout': '{seat} obtient {roll} sur la table des recettes : {money}, intérêts {interest}',
  'lords.buyMedia': '{seat} achète {n, plural, one {# cube de média} other {# cubes de média}}',
  'lords.promotion': 'La tentative de promotion ({kind}) de {seat} s’arrête à {modified}',
  'lords.trade': '{seat} et {seatTo} font un échange',
  'lords.pennantTie':
    '{n, plural, one {# propriétaire} other {# propriétaires}} sont à égalité pour le fanion et lancent le dé',
  'lords.standingTie':
    '{n, plural, one {# propriétaire} other {# propriétaires}} à égalité de victoires lancent le dé pour leur place (modificateur de bris d’égalité)',
  'lords.bidTie':
    '{n, plural, one {# propriétaire} other {# propriétaires}} à égalité sur la meilleure enchère lancent le dé (modificateur de la direction)',
  'lords.claimTie':
    '{n, plural, one {# propriétaire} other {# propriétaires}} à égalité sur la meilleure prime lancent le dé (modificateur de la direction)',
  'lords.rollOffWon': '{seat} remporte le jet de départage',
  'lords.pennantWon': '{seat} remporte le fanion',
  'lords.cs':
    '{seat} obtient {roll} (modificateur {drm}) en Série de championnat : {vp} PV, {money}',
  'lords.yearVp': '{seat} marque {vp} PV cette année',
  'lords.tax':
    '{seat} paie à {seatTo} une taxe de luxe de {money}{vp, plural, =0 {} other { et # PV}}',
  'lords.retire':
    '{seat} obtient {roll} (modifié {modified}) aux retraites : {retired, plural, one {# retraité} other {# retraités}}, {fa, plural, one {# agent libre} other {# agents libres}}',
  'lords.draftCard': 'Carte du repêchage amateur : {card}',
  'lords.year': 'L’année {year} commence',
  'lords.bids': 'Enchères pour l’agent libre ({type}) : {bids}',
  'lords.signed': '{seat} engage l’agent libre ({type}) pour {salary}',
  'lords.unsigned': 'Personne n’enchérit : l’agent libre ({type}) quitte la partie',
  'lords.drafted': '{seat} repêche avec les jets {rolls}',
  'lords.challenge':
    '{seat} lance un défi à {seatTo} : {roll}, {n, plural, one {# cube de média} other {# cubes de média}} contre le jet',
  'lords.cut': '{seat} libère un joueur ({type})',
  'lords.cycle':
    '{seat} tente le cycle ({hit}) et pioche {n, plural, one {# carte} other {# cartes}}',
  'lords.phenomCut':
    'Le club-école de {seat} dépasse encore sa limite de phénomènes : {n, plural, one {# phénomène libéré} other {# phénomènes libérés}}',
  'lords.claim': '{seat} réclame le phénomène libéré (500 $)',
  'lords.phenomGone': 'Personne ne réclame le phénomène libéré par {seat} : il quitte la partie',
  'lords.baitPassed': '{seat} passe l’appât d’échange à {seatTo}',
  'lords.baitSwapped': '{seat} échange l’appât d’échange contre la carte du dessus de la pioche',
  'lords.allStar':
    '{seat} envoie {ss, plural, one {# Superstar} other {# Superstars}}, {as, plural, one {# All-Star} other {# All-Stars}} et {reg, plural, one {# titulaire} other {# titulaires}} au Match des étoiles : {amount}',
  'lords.allStarRoll.fit':
    'Jet du Match des étoiles de {seat} pour un joueur ({type}) : {roll}, il revient en forme',
  'lords.allStarRoll.ms':
    'Jet du Match des étoiles de {seat} pour un joueur ({type}) : {roll}, absent pour le milieu de saison',
  'lords.allStarRoll.year':
    'Jet du Match des étoiles de {seat} pour un joueur ({type}) : {roll}, absent pour l’année et sans PV',
  'lords.allStarRetired':
    '{seat} obtient {roll} (modifié {modified}) pour le joueur blessé ({type}) : il prend sa retraite',
  'lords.allStarStays':
    '{seat} obtient {roll} (modifié {modified}) pour le joueur blessé ({type}) : il reste',
  'lords.claimBids': 'Primes à la signature pour le phénomène : {bids}',
  'lords.claimed': '{seat} engage le phénomène (prime de {bonus})',
  'lords.salaries': '{seat} paie {amount} de salaires',
  'lords.final':
    '{seat} : bonus d’argent {money} PV, bonus de fanions {pennants} PV, profondeur {depth} PV{loans, plural, =0 {} other {, prêts -# PV}}',
  'lords.outcome': 'Le plus de points de victoire après la dernière année l’emporte',
  // Progress
  'lords.progress.off': 'Année {year}, intersaison',
  'lords.progress.es': 'Année {year}, début de saison',
  'lords.progress.ms': 'Année {year}, milieu de saison',
  'lords.progress.ls': 'Année {year}, fin de saison',
  'lords.progress.over': 'Scores finaux',
  'lords.chapter.year': 'Année {year}',
  // Actions
  'lords.act.team': '{team}, club-école {fs}★, gérant {fm}★',
  'lords.act.redraw': 'Remplacer {card}',
  'lords.act.redrawNone': 'Garder la main',
  'lords.act.promo': 'Défausser {card}',
  'lords.act.bid': 'Enchérir {amount}',
  'lords.act.noBid': 'Aucune enchère',
  'lords.act.claim': 'Réclamer le phénomène',
  'lords.act.noClaim': 'Ne pas le réclamer',
  'lords.act.upgrade.fo': 'Direction à {to}★',
  'lords.act.upgrade.fs': 'Club-école à {to}★',
  'lords.act.upgrade.fm': 'Gérant à {to}★',
  'lords.act.upgrade.regToAs': 'Faire d’un titulaire un All-Star',
  'lords.act.upgrade.asToSs': 'Faire d’un All-Star un Superstar',
  'lords.act.upgrade.switch.reg': 'Changer un titulaire pour un joueur de complément',
  'lords.act.upgrade.switch.jm': 'Changer un joueur de complément pour un titulaire',
  'lords.act.upgrade.utilityToProspect': 'Faire d’un joueur d’utilité un espoir',
  'lords.act.upgrade.fillFromUtility': 'Rappeler un joueur d’utilité comme joueur de complément',
  'lords.act.upgrade.buyUtility': 'Acheter un joueur d’utilité',
  'lords.act.doneUpgrades': 'Terminer les améliorations',
  'lords.act.buyMedia': 'Acheter {n, plural, one {# cube de média} other {# cubes de média}}',
  'lords.act.chooseStarter': '{seat} commence',
  'lords.act.event': 'Jouer {card} sur {seat}',
  'lords.act.ops.superstar': '{card} : {ops} OPS pour les Superstars',
  'lords.act.ops.allStar': '{card} : {ops} OPS pour les All-Stars',
  'lords.act.ops.managerCard': '{card} : {ops} OPS pour le gérant',
  'lords.act.ops.money': '{card} : {ops} OPS pour de l’argent',
  'lords.act.ops.losses': '{card} : {ops} OPS de défaites pour {seat}',
  'lords.act.ops.journeymen': '{card} : {ops} OPS de joueurs de complément pour {seat}',
  'lords.act.managerTeam': 'Gérant/Équipe',
  'lords.act.cycle.single': 'Cycle : un simple',
  'lords.act.cycle.double': 'Cycle : un double',
  'lords.act.cycle.triple': 'Cycle : un triple',
  'lords.act.cycle.homeRun': 'Cycle : un circuit',
  'lords.act.cyclePlace.discard': 'Défausser {card}',
  'lords.act.cyclePlace.keep': 'Garder {card}',
  'lords.act.promote.phenom': 'Faire monter un phénomène dans les majeures (+{drm})',
  'lords.act.promote.prospect': 'Faire d’un espoir un phénomène (+{drm})',
  'lords.act.stopPromotion': 'Garder ce résultat de promotion',
  'lords.act.tradeChart': 'Table des échanges : {give} contre {get}',
  'lords.act.allStar':
    'Match des étoiles : {ss, plural, one {# Superstar} other {# Superstars}}, {as, plural, one {# All-Star} other {# All-Stars}}, {reg, plural, one {# titulaire} other {# titulaires}}',
  'lords.act.pass': 'Passer',
  'lords.act.roll': 'Lancer le dé',
  'lords.act.mediaUp':
    'Dépenser {n, plural, one {# cube de média} other {# cubes de média}} : +{n}',
  'lords.act.mediaDown':
    'Dépenser {n, plural, one {# cube de média} other {# cubes de média}} : -{n}',
  'lords.act.rollCard': 'Jouer {card} sur le jet',
  'lords.act.challengeUp': 'Défi médiatique : pousser le jet vers le haut',
  'lords.act.challengeDown': 'Défi médiatique : pousser le jet vers le bas',
  'lords.act.respond': 'Laisser tel quel',
  'lords.act.cancel': 'L’annuler avec {card}',
  'lords.act.cut.ss': 'Libérer un Superstar',
  'lords.act.cut.as': 'Libérer un All-Star',
  'lords.act.cut.reg': 'Libérer un titulaire',
  'lords.act.cut.jm': 'Libérer un joueur de complément',
  'lords.act.bait.to': 'Donner l’appât d’échange à {seat}',
  'lords.act.bait.deck': 'Échanger l’appât d’échange contre la carte du dessus de la pioche',
  'lords.act.keep': 'Garder {card}',
  'lords.act.keepNone': 'Ne garder aucune carte',
  'lords.act.convertMedia':
    'Changer {cubes, plural, one {# cube de média} other {# cubes de média}} en {vp} PV',
  'lords.act.convertNone': 'Ne changer aucun cube en PV',
  'lords.act.loan': 'Emprunter {amount}',
  'lords.act.repay.small': 'Rembourser {amount} du petit prêt',
  'lords.act.repay.large': 'Rembourser {amount} du gros prêt',
  'lords.act.offer': 'Proposer un échange à {seat}',
  'lords.act.offerTable': 'Proposer un échange à la table',
  'lords.act.accept': 'Accepter l’offre {offer}',
  'lords.act.reject': 'Refuser l’offre {offer}',
  'lords.act.withdraw': 'Retirer l’offre {offer}',
  // Words the rules fill in
  'lords.money': '{amount} $',
  'lords.money.k': '{k} {rest} $',
  'lords.type.ss': 'Superstar',
  'lords.type.as': 'All-Star',
  'lords.type.reg': 'titulaire',
  'lords.type.jm': 'joueur de complément',
  'lords.kind.phenom': 'phénomène',
  'lords.kind.prospect': 'espoir',
  'lords.hit.single': 'simple',
  'lords.hit.double': 'double',
  'lords.hit.triple': 'triple',
  'lords.hit.homeRun': 'circuit',
  // Trade offers between two owners (5.7.1).
  'lords.prompt.offer':
    '{seat} vous propose un échange : acceptez, refusez ou faites une contre-offre',
  'lords.offer': '{seat} propose un échange à {seatTo}',
  'lords.offerTable': '{seat} propose un échange à la table',
  'lords.counter': '{seat} refuse l’offre de {seatTo} et fait une contre-offre',
  'lords.refuse': '{seat} refuse l’offre de {seatTo}',
  'lords.withdraw': '{seat} retire son offre à {seatTo}',
  'lords.gives.money': '{seat} donne {amount} à {seatTo}',
  'lords.gives.ss': '{seat} donne {n, plural, one {# Superstar} other {# Superstars}} à {seatTo}',
  'lords.gives.as': '{seat} donne {n, plural, one {# All-Star} other {# All-Stars}} à {seatTo}',
  'lords.gives.reg': '{seat} donne {n, plural, one {# titulaire} other {# titulaires}} à {seatTo}',
  'lords.gives.jm':
    '{seat} donne {n, plural, one {# joueur de complément} other {# joueurs de complément}} à {seatTo}',
  'lords.gives.phenom':
    '{seat} donne {n, plural, one {# phénomène} other {# phénomènes}} à {seatTo}',
  'lords.gives.prospect': '{seat} donne {n, plural, one {# espoir} other {# espoirs}} à {seatTo}',
  'lords.gives.utility':
    '{seat} donne {n, plural, one {# joueur d’utilité} other {# joueurs d’utilité}} à {seatTo}',
  'lords.gives.media':
    '{seat} donne {n, plural, one {# cube de média} other {# cubes de média}} à {seatTo}',
  'lords.gives.pick': '{seat} donne à {seatTo} le choix au repêchage de {seatPick}',
  'lords.gives.managers': '{seat} et {seatTo} échangent leurs gérants',
  'lords.act.counter': 'Faire une contre-offre à l’offre {offer}',
  // The extended off-season (11.1), Extra Innings (12.1), Legends and Superstars (12.2).
  'lords.prompt.offCardsMore':
    'Jouez une autre carte d’intersaison, ou passez pour le reste de l’intersaison',
  'lords.extraInnings': 'Carte Extra Innings en jeu : {card}',
  'lords.legendDealt': '{seat} prend la carte Legends {card}',
  'lords.legendAction': '{seat} fait appel à {card} : {action}',
  'lords.legendBonus': '{seat} fait appel à {card} : {n} OPS de plus',
  'lords.offPass': '{seat} passe : plus de cartes d’intersaison cette année',
  'lords.act.legend': '{legend} : {action} sur {seat}',
  'lords.act.legendOps.superstar': '{card} : {ops} OPS + {n} ({legend}) pour les Superstars',
  'lords.act.legendOps.allStar': '{card} : {ops} OPS + {n} ({legend}) pour les All-Stars',
  'lords.act.legendOps.managerCard': '{card} : {ops} OPS + {n} ({legend}) pour le gérant',
  'lords.act.legendOps.money': '{card} : {ops} OPS + {n} ({legend}) en argent',
  'lords.act.legendOps.losses': '{card} : {ops} OPS + {n} ({legend}) de défaites à {seat}',
  // The new-game form and the credit line (the module's meta; English is the meta's own).
  'lords.credit.rulebook': 'la règle de Lords of Baseball v6.25 (éditée par Kurt Runco, 2014)',
  'lords.credit.designers': 'Robert Jamelli et Max Jamelli',
  'lords.option.years': 'Durée de la partie',
  'lords.option.years.help': 'Jeu de base 3 ans, tournoi 5, manches supplémentaires 7 (LoB 2.1).',
  'lords.option.years.=3': 'De base (3 ans)',
  'lords.option.years.=5': 'Tournoi (5 ans)',
  'lords.option.years.=7': 'Manches supplémentaires (7 ans)',
  'lords.option.extraSeasons': 'Saisons supplémentaires',
  'lords.option.extraSeasons.help':
    'Les propriétaires peuvent jouer autant de saisons supplémentaires qu’ils le veulent (LoB 2.1).',
  'lords.option.hiddenMoney': 'Argent caché',
  'lords.option.hiddenMoney.help':
    'L’argent de chaque propriétaire reste secret jusqu’à la déclaration des points de victoire (LoB 2.3.2).',
  'lords.option.teamPick': 'Cartes d’équipe',
  'lords.option.teamPick.help':
    'Choisies par chaque propriétaire dans l’ordre des places, ou distribuées au hasard (LoB 3.0).',
  'lords.option.teamPick.=choose': 'Choisies',
  'lords.option.teamPick.=random': 'Distribuées au hasard',
  'lords.option.promoEveryYear': 'Défausse promotionnelle chaque année',
  'lords.option.promoEveryYear.help':
    'La défausse OPS face cachée à chaque hors-saison, pas seulement la première (LoB 4.1.2).',
  'lords.option.allStarGame': 'Match des étoiles',
  'lords.option.allStarGame.help':
    'Une fois en milieu de saison, chaque propriétaire peut envoyer jusqu’à trois vedettes contre de l’argent, au risque d’une blessure (LoB 11.2).',
  'lords.option.csMedia': 'Médias sur la Série de championnat',
  'lords.option.csMedia.help':
    'Le gagnant du fanion peut hausser son propre jet avec ses médias, ou personne ne le peut (LoB 6.2.2).',
  'lords.option.csMedia.=winner': 'Le gagnant du fanion',
  'lords.option.csMedia.=none': 'Personne',
  'lords.option.standingTies': 'Propriétaires à égalité de victoires',
  'lords.option.standingTies.help':
    'Départagés par un jet sur la table de bris d’égalité, ou ex aequo : les PV de leurs places sont partagés, arrondis à l’inférieur (LoB 6.2.1.1, 2.1).',
  'lords.option.standingTies.=rolloff': 'Jet de départage',
  'lords.option.standingTies.=split': 'PV partagés',
  'lords.option.extendedOffSeason': 'Intersaison étendue',
  'lords.option.extendedOffSeason.help':
    'Les cartes d’intersaison se jouent en tours, une par propriétaire à chaque tour, jusqu’à ce que tous aient passé (LoB 11.1).',
  'lords.option.extraInnings': 'Extra Innings (extension)',
  'lords.option.extraInnings.help':
    'Une carte, retournée face visible avant la mise en place, change une règle pour toute la table : gardée toute la partie, ou remélangée et remplacée à chaque intersaison (LoB 12.1).',
  'lords.option.extraInnings.=off': 'Non utilisée',
  'lords.option.extraInnings.=keep': 'Une carte pour toute la partie',
  'lords.option.extraInnings.=reshuffle': 'Une nouvelle carte à chaque intersaison',
  'lords.option.legends': 'Legends and Superstars (extension)',
  'lords.option.legends.help':
    'Des cartes Superstar et All-Star, chacune avec une action supplémentaire ou un bonus d’OPS, une utilisation par période (LoB 12.2).',
  'lords.good.ss': '{n, plural, one {# Superstar} other {# Superstars}}',
  'lords.good.as': '{n, plural, one {# All-Star} other {# All-Stars}}',
  'lords.good.reg': '{n, plural, one {# titulaire} other {# titulaires}}',
  'lords.good.jm': '{n, plural, one {# joueur de complément} other {# joueurs de complément}}',
  'lords.good.phenom': '{n, plural, one {# phénomène} other {# phénomènes}}',
  'lords.good.prospect': '{n, plural, one {# espoir} other {# espoirs}}',
  'lords.good.utility': '{n, plural, one {# joueur d’utilité} other {# joueurs d’utilité}}',
  'lords.good.media': '{n, plural, one {# cube de média} other {# cubes de média}}',
  'lords.note.tie':
    'À égalité de PV : {money} en caisse, {pennants, plural, one {# fanion} other {# fanions}}',
};
