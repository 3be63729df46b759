/**
 * The coach of Showdown's guided first game in French (coach.ts holds the English and picks
 * the active language). The game terms are the French catalog's and board's (Contrôle,
 * Sur-base, Vitesse, tableau, frappeur suppléant, releveur, stoppeur, carte stratégie,
 * paquet, réserve); player and card names stay as printed.
 */
import type { Words } from '../../ui/language';
import type { COACH_EN } from './coach';

export const COACH_FR: Words<typeof COACH_EN> = {
  welcome:
    'Bienvenue dans Showdown. Vous dirigez une équipe face à un bot, frappeur après frappeur : le lanceur lance le dé pour décider quel tableau sert, puis le frappeur lance le dé sur ce tableau. À chaque décision, l’entraîneur vous montre un bon coup et vous explique pourquoi : suivez-le, ou jouez à votre idée.',
  why: {
    'showdown.prompt.defense':
      'Avant chaque frappeur, la défense peut changer de lanceur. Un lanceur fatigué perd du Contrôle, et le frappeur obtient plus souvent son propre tableau : faites entrer un releveur quand votre lanceur faiblit ou que le frappeur est dangereux. Sinon, passez.',
    'showdown.prompt.offense':
      'Avant chaque frappeur, l’attaque peut envoyer un frappeur suppléant. Il frappe à la place du joueur attendu, qui quitte le match pour de bon : cela vaut le coup en fin de match serré, quand le joueur sur le banc a un Sur-base bien plus élevé que celui qui devait frapper.',
    'showdown.prompt.relief':
      'Un suppléant a frappé à la place de votre lanceur : un nouveau lanceur monte sur le monticule quand votre équipe retourne en défense. Choisissez le bras le plus frais qui convient à la manche : les releveurs d’abord, votre stoppeur pour les derniers retraits d’un match serré.',
    'showdown.prompt.lineup':
      'Avant le premier lancer, chaque manager peut modifier l’ordre des frappeurs et les positions. Vos meilleurs frappeurs en haut de l’ordre passent le plus souvent au bâton ; un joueur placé hors des positions de sa carte défend moins bien. L’alignement proposé est bon : lancez le match, sauf si vous avez une raison d’y toucher.',
    'showdown.prompt.backup':
      'Un remplaçant est entré avant la 7e manche, et un remplaçant ne peut pas jouer en défense si tôt : remplacez-le par le joueur régulier de votre banc qui défend le mieux à cette position.',
    'showdown.prompt.before':
      'Le lancer : le lanceur lance le dé et ajoute son Contrôle ; s’il dépasse le Sur-base du frappeur, on prend le tableau du lanceur, sinon celui du frappeur. Une carte jouée maintenant change ces chiffres : gardez-la pour un grand moment, sauf si elle aide vraiment ici.',
    'showdown.prompt.on':
      'On connaît le résultat de l’élan. Une carte jouée sur ce résultat peut le changer (un coup sûr annulé, un retrait évité) : jouez-en une quand le résultat vous fait mal ou qu’une carte le renverse.',
    'showdown.prompt.after':
      'Le jeu est terminé et les coureurs ont avancé. Certaines cartes se jouent après un résultat : piocher une carte, lancer un coureur, calmer le lanceur. Jouez-les quand elles tombent bien.',
    'showdown.prompt.between':
      'Entre deux matchs d’une série, vous pouvez échanger des cartes stratégie entre votre paquet et votre réserve, pour répondre à ce que l’autre manager a montré. Déclarez-vous ensuite prêt.',
    'showdown.prompt.ibb':
      'Un but sur balles intentionnel envoie le frappeur au premier but sans lancer : utile contre un frappeur dangereux quand le premier but est libre et que le suivant est plus faible, ou pour préparer un double jeu.',
    'showdown.prompt.bunt':
      'Un amorti sacrifice donne un retrait pour faire avancer les coureurs d’un but : utile avec un frappeur faible au bâton et un coureur qui marquerait ensuite sur un simple.',
    'showdown.prompt.defenseCall':
      'Avant chaque frappeur, la défense peut changer de lanceur ou de joueurs de champ. Ensuite, dites comment vous le traitez : un but sur balles intentionnel l’envoie au premier but sans lancer, utile contre un frappeur dangereux quand le premier but est libre et que le suivant est plus faible. Sinon, lancez-lui.',
    'showdown.prompt.offenseCall':
      'Avant chaque frappeur, l’attaque peut envoyer un frappeur ou un coureur suppléant. Ensuite, laissez-le frapper ou demandez un amorti : un amorti sacrifice donne un retrait pour faire avancer les coureurs d’un but, utile avec un frappeur faible au bâton et un coureur qui marquerait ensuite sur un simple.',
    'showdown.prompt.send':
      'Envoyer un coureur vers un but de plus, c’est une course : le dé de la défense plus la Défense de son champ extérieur contre la Vitesse du coureur. Envoyez-le quand sa Vitesse est haute ou que le point compte ; retenez-le quand un retrait mettrait fin à une belle poussée.',
    'showdown.prompt.throw':
      'Des coureurs tentent un but de plus et votre champ extérieur peut relayer sur l’un d’eux. Relayez sur le coureur le moins rapide, ou sur celui dont le point ferait le plus mal.',
  },
};
