/**
 * The French message catalog of Showdown: the same keys and placeholders as messages.ts (a
 * test checks both). Loaded lazily through the module's `translations.fr`. Player and card
 * names stay as printed; result codes (SO, 1B+, HR) are the chart's.
 */
import { STRATEGY } from './content/strategy';
import { cardTextFr, RESULT_WORDS_FR } from './content/strategy.fr';

/** The words the rules put into other messages (messages.ts's WORDS), in French. */
const WORDS_FR: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(RESULT_WORDS_FR).map(([r, w]) => [`showdown.w.result.${r}`, w]),
  ),
  ...Object.fromEntries(STRATEGY.map((c) => [`showdown.w.text.${c.name}`, cardTextFr(c)])),
  'showdown.w.base.0': 'premier',
  'showdown.w.base.1': 'deuxième',
  'showdown.w.base.2': 'troisième',
  'showdown.w.to.0': 'deuxième',
  'showdown.w.to.1': 'troisième',
  'showdown.w.to.2': 'marbre',
  'showdown.w.runnerOn': 'le coureur au {base}',
  'showdown.w.sendTo': '{runner} (vers le {base})',
  'showdown.w.half.0': 'le début',
  'showdown.w.half.1': 'la fin',
  'showdown.w.group.infield': 'champ intérieur',
  'showdown.w.group.outfield': 'champ extérieur',
  'showdown.w.role.starter': 'partant',
  'showdown.w.role.reliever': 'releveur',
  'showdown.w.role.closer': 'stoppeur',
  'showdown.w.armStats':
    '{role}, Contrôle {control}, ML {ip}, {points, plural, one {# pt} other {# pts}}',
  'showdown.w.batStats': 'Sur-base {onBase}, {points, plural, one {# pt} other {# pts}}',
  'showdown.w.ofGame': ' · match {n}',
};

export const MESSAGES_FR: Readonly<Record<string, string>> = {
  ...WORDS_FR,
  // Prompts.
  'showdown.prompt.defense':
    '{batter} se présente au bâton. Défense : changez de lanceur, ou passez.',
  'showdown.prompt.offense':
    '{batter} se présente au bâton. Attaque : envoyez un frappeur suppléant, ou passez.',
  'showdown.prompt.relief':
    'Un suppléant a frappé à la place de votre lanceur : faites entrer un releveur ou un stoppeur en retournant en défense.',
  'showdown.prompt.lineup':
    'Avant le match : modifiez l’ordre des frappeurs, les positions ou les titulaires, ou lancez le match avec cet alignement.',
  'showdown.prompt.backup':
    'Un remplaçant ne peut pas jouer en défense avant la 7e manche : remplacez chaque remplaçant de votre alignement par un joueur régulier.',
  'showdown.prompt.before':
    '{batter} est au bâton. Jouez une carte stratégie avant le lancer, ou passez (la défense d’abord).',
  'showdown.prompt.on': 'Le résultat est {result}. Jouez une carte sur ce résultat, ou passez.',
  'showdown.prompt.after':
    'Le résultat ({result}) a été appliqué. Jouez une carte après celui-ci, ou passez.',
  'showdown.prompt.between':
    'Avant le match {n} : échangez des cartes stratégie entre votre paquet et votre réserve, puis déclarez-vous prêt.',
  'showdown.prompt.ibb':
    '{batter} est au bâton. Défense : accordez-lui un but sur balles intentionnel, ou passez.',
  'showdown.prompt.bunt':
    '{batter} est au bâton. Attaque : demandez un amorti sacrifice, ou passez.',
  'showdown.prompt.defenseCall':
    '{batter} se présente au bâton. Défense : faites un changement, ou lancez-lui ou accordez-lui un but sur balles intentionnel.',
  'showdown.prompt.offenseCall':
    '{batter} se présente au bâton. Attaque : faites un changement, ou laissez-le frapper ou demandez un amorti sacrifice.',
  'showdown.prompt.send': 'Attaque : envoyez des coureurs vers un but de plus, ou retenez-les.',
  'showdown.prompt.throw': 'Défense : choisissez le coureur sur qui le champ extérieur relaie.',
  // Actions.
  'showdown.act.card': 'Jouer {card} : {text}',
  'showdown.act.steal': 'Jouer {card} : le coureur au {base} tente un vol',
  'showdown.act.pass': 'Passer',
  'showdown.act.pitcher': 'Faire entrer {player} ({stats})',
  'showdown.act.pinch': 'Envoyer {player} comme frappeur suppléant ({stats})',
  'showdown.act.relief': 'Faire entrer {player} ({stats})',
  'showdown.act.ready': 'Prêt pour le match {n}',
  'showdown.act.swap': 'Échanger {out} (paquet) contre {in} (réserve)',
  'showdown.act.ibb': 'Accorder un but sur balles intentionnel',
  'showdown.act.bunt': 'Amorti sacrifice',
  'showdown.act.pitchTo': 'Lancer contre lui',
  'showdown.act.swingAway': 'S’élancer',
  'showdown.act.send': 'Envoyer {runners}',
  'showdown.act.throw': 'Relayer sur {runner} (vers le {base})',
  'showdown.act.runner': 'Faire courir {player} à la place de {old} au {base}',
  'showdown.act.replace': 'Remplacer {old} en défense par {player} ({stats})',
  'showdown.act.dh':
    'Le frappeur désigné prend la position de {old} ; le lanceur frappe à sa place dans l’ordre',
  'showdown.act.playBall': 'Au jeu !',
  'showdown.act.order':
    'Échanger les rangs {i} ({player}) et {j} ({other}) de l’ordre des frappeurs',
  'showdown.act.field': 'Échanger les positions : {player} en {posJ}, {other} en {posI}',
  'showdown.act.start': 'Titulariser {player} à la place de {old}',
  'showdown.act.backupOut': 'Remplacer le remplaçant {old} par {player} ({stats})',
  'showdown.act.switch':
    'Double changement : {arm} lance au rang de {old} dans l’ordre, {player} prend celui du lanceur',
  // Setup.
  'showdown.log.homeRoll':
    'Pour l’avantage du terrain, {seat0} obtient {a} et {seat1} obtient {b}.',
  'showdown.log.rotationRoll':
    '{seat} obtient {roll} pour la rotation : les partants numéro {n} lancent.',
  'showdown.log.startAL':
    '{away} ({seatAway}) rendent visite à {home} ({seatHome}). Règles AL : les deux équipes ont un frappeur désigné.',
  'showdown.log.startNL':
    '{away} ({seatAway}) rendent visite à {home} ({seatHome}). Règles NL : les lanceurs frappent.',
  'showdown.log.starter': '{seat} fait partir {pitcher} (numéro {n} de la rotation).',
  // Innings.
  'showdown.log.top': 'Début de la manche {inning} : {seat} au bâton, {batter} ouvre la manche.',
  'showdown.log.bottom': 'Fin de la manche {inning} : {seat} au bâton, {batter} ouvre la manche.',
  'showdown.log.sideRetired': 'Trois retraits : c’est terminé pour {half} de la manche {inning}.',
  // The at-bat.
  'showdown.log.up': '{batter} prend place au bâton.',
  'showdown.log.pitch':
    '{pitcher} lance : {roll} + Contrôle {control} − fatigue {tired} = {total} contre Sur-base {onBase}.',
  'showdown.log.noPitch': '{batter} n’a jamais l’avantage : pas de lancer.',
  'showdown.log.swing.SO':
    '{batter} s’élance : {swing} sur le tableau de {chart}, retrait sur trois prises.',
  'showdown.log.swing.PU':
    '{batter} s’élance : {swing} sur le tableau de {chart}, chandelle, retiré.',
  'showdown.log.swing.GB':
    '{batter} s’élance : {swing} sur le tableau de {chart}, roulant, retiré.',
  'showdown.log.swing.FB': '{batter} s’élance : {swing} sur le tableau de {chart}, ballon, retiré.',
  'showdown.log.swing.BB': '{batter} s’élance : {swing} sur le tableau de {chart}, but sur balles.',
  'showdown.log.swing.1B': '{batter} s’élance : {swing} sur le tableau de {chart}, simple.',
  'showdown.log.swing.1B+':
    '{batter} s’élance : {swing} sur le tableau de {chart}, simple+, il prend le deuxième but s’il est libre.',
  'showdown.log.swing.2B': '{batter} s’élance : {swing} sur le tableau de {chart}, double.',
  'showdown.log.swing.3B': '{batter} s’élance : {swing} sur le tableau de {chart}, triple.',
  'showdown.log.swing.HR': '{batter} s’élance : {swing} sur le tableau de {chart}, circuit !',
  'showdown.log.out': 'Retraits : {outs}.',
  'showdown.log.scores': '{runner} marque (point porté au dossier de {pitcher}).',
  // Expert rules.
  'showdown.log.ibb': '{batter} reçoit un but sur balles intentionnel.',
  'showdown.log.bunt': '{batter} réussit un amorti sacrifice.',
  'showdown.log.send': 'Tentative pour un but de plus : {runners}.',
  'showdown.log.dhField':
    '{seat} : le frappeur désigné {player} prend la position de {old} ; {pitcher} frappe à sa place (plus de frappeur désigné).',
  'showdown.log.lineupOrder':
    '{seat} échange les rangs {i} et {j} de l’ordre des frappeurs : {player} et {other}.',
  'showdown.log.lineupField': '{seat} échange les positions de {player} et {other}.',
  'showdown.log.lineupStart': '{seat} titularise {player} à la place de {old}.',
  'showdown.log.backupOut': '{seat} remplace le remplaçant {old} par {player}.',
  'showdown.log.replace': '{seat} envoie {player} en défense à la place de {old}.',
  'showdown.log.switch':
    '{seat} fait un double changement : {pitcher} remplace {oldPitcher}, {player} remplace {old}.',
  'showdown.log.pinchRunner': '{seat} envoie {runner} courir à la place de {old}.',
  'showdown.log.emergency':
    '{seat} ne peut plus occuper toutes les positions : {player} prend la position de {old}.',
  'showdown.log.ipLost':
    'Un troisième point au dossier de {pitcher} : ses manches lancées (ML) tombent à {ip}.',
  'showdown.log.doublePlay':
    'Double jeu : {roll} + Défense du champ intérieur {infield} bat la Vitesse {speed} de {batter}.',
  'showdown.log.dpSafe':
    '{batter} bat le relais : {roll} + Défense du champ intérieur {infield} contre Vitesse {speed}.',
  'showdown.log.extraOut':
    '{runner} est retiré en tentant un but de plus : {roll} + Défense du champ extérieur {outfield} bat {target}.',
  'showdown.log.extraSafe':
    '{runner} prend le but de plus : {roll} + Défense du champ extérieur {outfield} contre {target}.',
  // Substitutions.
  'showdown.log.pitchingChange': '{seat} fait entrer {pitcher} à la place de {old}.',
  'showdown.log.pinch': '{seat} envoie {hitter} frapper à la place de {batter}.',
  // Strategy cards.
  'showdown.log.draw':
    '{seat} pioche {n, plural, one {# carte stratégie} other {# cartes stratégie}}.',
  'showdown.log.drawSecret': 'Vous piochez : {cards}.',
  'showdown.log.card': '{seat} joue {card}.',
  'showdown.log.discard': '{seat} défausse {card}.',
  'showdown.log.swingChange': 'L’élan : {roll} avec {n} des cartes stratégie = {swing}.',
  'showdown.log.checkPass':
    'Jet de Défense du {group} : {roll} + Défense {fielding} = {total}, c’est réussi.',
  'showdown.log.checkFail':
    'Jet de Défense du {group} : {roll} + Défense {fielding} = {total}, c’est raté.',
  'showdown.log.stole':
    '{runner} vole le {base} : le relais {roll} + Bras {arm} + {plus} = {total} ne bat pas sa Vitesse {speed}.',
  'showdown.log.caught':
    '{runner} est retiré en tentant de voler le {base} : {roll} + Bras {arm} + {plus} = {total} bat sa Vitesse {speed}.',
  'showdown.log.ip': 'Les manches lancées (ML) de {pitcher} passent à {ip}.',
  'showdown.log.becomes.SO': 'Le résultat devient un retrait sur trois prises.',
  'showdown.log.becomes.PU': 'Le résultat devient une chandelle.',
  'showdown.log.becomes.GB': 'Le résultat devient un roulant.',
  'showdown.log.becomes.FB': 'Le résultat devient un ballon.',
  'showdown.log.becomes.BB': 'Le résultat devient un but sur balles.',
  'showdown.log.becomes.1B': 'Le résultat devient un simple.',
  'showdown.log.becomes.1B+': 'Le résultat devient un simple+.',
  'showdown.log.becomes.2B': 'Le résultat devient un double.',
  'showdown.log.becomes.3B': 'Le résultat devient un triple.',
  'showdown.log.becomes.HR': 'Le résultat devient un circuit.',
  // Series play.
  'showdown.log.seriesGame': '{seatWin} remporte le match {n}. Série : {seat0} {a}, {seat1} {b}.',
  'showdown.log.seriesWon': '{seat} remporte la série {w}-{l}.',
  'showdown.log.nextGame':
    'Match {n} (au meilleur des {of}) : {seat} reçoit ; les partants numéro {starter} lancent.',
  'showdown.log.swap': '{seat} échange une carte avec sa réserve.',
  'showdown.log.swapSecret': '{out} passe dans votre réserve, {in} dans votre paquet.',
  // The end.
  'showdown.log.walkoff':
    'Victoire en fin de manche ! {seat} l’emporte dans la dernière demi-manche, {home}-{away}.',
  'showdown.log.final':
    'Score final après {innings, plural, one {# manche} other {# manches}} : {seatWin} gagne {win}-{lose}.',
  'showdown.end.final': 'Score final.',
  'showdown.chapter': 'Manche {inning}',
  'showdown.chapter.series': 'Match {game}, manche {inning}',
  'showdown.progress.top': 'Début de la manche {inning}{game} · {seatA} {a}, {seatB} {b}',
  'showdown.progress.bottom': 'Fin de la manche {inning}{game} · {seatA} {a}, {seatB} {b}',
  'showdown.end.walkoff': 'Gagné en fin de manche.',
  'showdown.bd.inning': 'Manche {n}',
  'showdown.end.series': 'Série remportée.',
  // The new-game form and the credit line (the module's meta; English is the meta's own).
  'showdown.credit.rulebook': 'les règles de tournoi avancées et expertes de MLB Showdown',
  'showdown.credit.designers': 'Wizards of the Coast',
  'showdown.option.level': 'Règles',
  'showdown.option.level.help':
    'De base : lancer, élan, avancement, fatigue, changements de lanceur et frappeurs suppléants. Avancé : avec les cartes stratégie (un paquet de 60 cartes chacun, mains secrètes), la défense et les vols. Expert : doubles jeux, buts supplémentaires, buts sur balles intentionnels, amortis, coureurs suppléants, doubles changements et joueurs d’urgence.',
  'showdown.option.level.=basic': 'Jeu de base',
  'showdown.option.level.=advanced': 'Jeu avancé (cartes stratégie)',
  'showdown.option.level.=expert': 'Jeu expert (toutes les règles)',
  'showdown.option.team0': 'Équipe du premier gérant',
  'showdown.option.team0.=custom': 'Une équipe que vous avez bâtie',
  'showdown.option.team1': 'Équipe du second gérant',
  'showdown.option.team1.=custom': 'Une équipe que vous avez bâtie',
  'showdown.option.home': 'Équipe locale',
  'showdown.option.home.help':
    'L’équipe locale frappe en second et sa préférence AL/NL décide du frappeur désigné.',
  'showdown.option.home.=roll': 'Tirer au dé',
  'showdown.option.home.=0': 'Premier gérant',
  'showdown.option.home.=1': 'Second gérant',
  'showdown.option.rotation': 'Lanceurs partants',
  'showdown.option.rotation.help':
    'Où en sont les deux équipes dans leur rotation ; par défaut, l’équipe locale lance le dé.',
  'showdown.option.rotation.=roll': 'L’équipe locale lance le dé',
  'showdown.option.rotation.=1': 'Premiers partants',
  'showdown.option.rotation.=2': 'Deuxièmes partants',
  'showdown.option.rotation.=3': 'Troisièmes partants',
  'showdown.option.rotation.=4': 'Quatrièmes partants',
  'showdown.option.series': 'Série',
  'showdown.option.series.help':
    'Une série : la rotation avance à chaque match, l’avantage du terrain alterne, les releveurs ont besoin de repos (expert) et les paquets peuvent changer avec la réserve entre les matchs.',
  'showdown.option.series.=1': 'Un match',
  'showdown.option.series.=3': 'Deux de trois',
  'showdown.option.series.=5': 'Trois de cinq',
  'showdown.option.series.=7': 'Quatre de sept',
  'showdown.option.stop0': 'Le premier gérant est consulté',
  'showdown.option.stop0.help':
    'Seulement s’il y a quelque chose à faire : une carte stratégie jouable maintenant ou un remplacement possible (l’autre gérant apprend seulement que vous n’aviez rien, comme quand on dit « vas-y » à la table). À chaque fenêtre : aussi pour passer.',
  'showdown.option.stop0.=playable': 'Seulement s’il y a quelque chose à faire',
  'showdown.option.stop0.=every': 'À chaque fenêtre',
  'showdown.option.stop1': 'Le second gérant est consulté',
  'showdown.option.stop1.help':
    'Seulement s’il y a quelque chose à faire : une carte stratégie jouable maintenant ou un remplacement possible (l’autre gérant apprend seulement que vous n’aviez rien, comme quand on dit « vas-y » à la table). À chaque fenêtre : aussi pour passer.',
  'showdown.option.stop1.=playable': 'Seulement s’il y a quelque chose à faire',
  'showdown.option.stop1.=every': 'À chaque fenêtre',
  'showdown.bd.gameWon': 'Match {n} : gagné {runs}-{opp}',
  'showdown.bd.gameLost': 'Match {n} : perdu {runs}-{opp}',
};
