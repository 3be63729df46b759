/**
 * The rules reference in French: the same sections as text.ts, in our own words, with the
 * board's and the catalog's terms. Team and card names stay as printed.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';

export const INTRO_FR =
  'Vous êtes propriétaire d’un club des ligues majeures. Pendant trois, cinq ou sept ans, vous engagez une direction, un club-école et un gérant, jouez des cartes action pour gagner des matchs et nuire à vos rivaux, empruntez, échangez et faites progresser vos jeunes joueurs, et marquez des points de victoire (PV) à la fin de chaque année. Le plus de PV après la dernière année l’emporte. Ceci est notre résumé du livret de règles de Lords of Baseball v6.25, de Robert et Max Jamelli.';

export const CONTENTS_FR = 'Sommaire';

export const SECTIONS_FR: readonly RefSection[] = [
  {
    id: 'aim',
    title: 'Le jeu en bref',
    body: [
      'Une année compte une intersaison et trois périodes de saison (début, milieu et fin de saison), plus une Série de championnat quand quelqu’un remporte le fanion. Chaque période décide d’un nombre de matchs : 23 en début de saison, 24 en milieu de saison, 25 en fin de saison. Chaque club commence aussi l’année avec 45 victoires et 45 défaites déjà décidées : la piste des victoires part donc de 45.',
      'Les points de victoire viennent à la fin de chaque année des victoires, des étoiles de l’organisation, de vos vedettes et de votre profondeur, de votre classement, de votre encaisse et de vos médias ; des bonus finaux s’ajoutent après la dernière année.',
    ],
  },
  {
    id: 'setup',
    title: 'Mise en place',
    steps: [
      'Chaque propriétaire commence avec 42 000 $.',
      'Dans l’ordre des places, chaque propriétaire choisit une carte Direction et effectif (la cote de sa direction, de 1 à 5 étoiles, et un effectif de 25 joueurs : Superstars, All-Stars, titulaires et joueurs de complément), un club-école (1 à 5 étoiles, 15 joueurs : phénomènes, espoirs et joueurs d’utilité) et un gérant (1 000 $ l’étoile). Les coûts se paient tout de suite ; un prêt de départ est permis si l’argent manque. L’option « Cartes d’équipe : distribuées au hasard » distribue plutôt les cartes d’équipe.',
      'Chaque propriétaire reçoit 10 cartes. Un propriétaire qui a trois cartes obligatoires ou plus peut en remettre une et en piocher une autre (une deuxième carte obligatoire piochée doit être gardée).',
    ],
  },
  {
    id: 'front-office',
    title: 'Pouvoirs de la direction',
    points: [
      '5★ : gagne 2 cubes de média au début de chaque période ; 4★ : en gagne 1.',
      '3★ : un jet de promotion du club-école gratuit par période (les 500 $ du jet ne sont pas payés).',
      '2★ et 1★ : ne peut jamais avoir plus de 2 (ou 1) cubes de média.',
      'Chacun peut avoir jusqu’à 15 cubes et en acheter au plus 3 par période. Une cote qui change change son pouvoir aussitôt.',
    ],
  },
  {
    id: 'off-season',
    title: 'L’intersaison',
    steps: [
      'Ordre de jeu : la première année, le propriétaire qui a le moins d’étoiles (direction, club-école et gérant ensemble ; égalité départagée par la direction, puis par un jet) choisit qui commence. Ensuite, c’est le propriétaire qui a le moins de PV qui choisit.',
      'Défausse promotionnelle : chacun pose une carte face cachée en même temps ; la banque paie 1 000 $ par OP de la carte.',
      'Un événement de la ligue, tiré de la pioche d’intersaison, touche chaque propriétaire.',
      'Dans l’ordre de jeu, chaque propriétaire joue une carte pour son événement d’intersaison, sur lui-même ou sur un rival.',
      'Le propriétaire qui commence lance le dé pour l’objectif du fanion : les victoires qu’il faut cette année (92 à 104).',
    ],
  },
  {
    id: 'season',
    title: 'Les tours de jeu de la saison',
    body: [
      'Chaque période commence avec la fiche de chacun fixée par la profondeur de son effectif : beaucoup de joueurs de complément font commencer la période avec des défaites, peu avec des victoires. Puis les propriétaires jouent à tour de rôle, une action chacun, jusqu’à ce que tous aient passé. Vous devez jouer au moins une carte par période ; vous pouvez passer à partir de votre deuxième tour.',
    ],
    points: [
      'Jouer une carte pour son événement (vert vous aide, rouge nuit à un rival, bleu peut faire l’un ou l’autre).',
      'Jouer une carte pour ses OPS avec vos Superstars (le premier double les OPS, chaque autre en santé ajoute une victoire), avec vos All-Stars (les OPS plus un par All-Star de plus) ou avec votre gérant (les OPS plus la table des gérants). Chacun de ces usages prend sa carte d’action, une fois par période.',
      'Gérant/Équipe : des victoires (ou des défaites) tirées de la table des gérants, sans carte, une fois par période.',
      'OPS pour de l’argent : 500 $ par OP, pas en fin de saison.',
      'OPS contre un rival : autant de défaites, ou autant de joueurs de complément imposés à son effectif (il libère autant d’autres joueurs de son choix).',
      'Réussir le cycle : payez de 1 000 $ à 4 000 $ pour piocher de 1 à 4 cartes ; vous en jouez une, en défaussez une et gardez les autres selon le coup. Une fois par période.',
      'Promotions du club-école : essayez de faire monter un phénomène dans les majeures, ou de faire d’un espoir un phénomène. Chaque jet coûte 500 $, plus 500 $ par +1 acheté (jusqu’à +3) ; vous pouvez lancer autant de fois que votre club-école a d’étoiles dans une tentative et garder le dernier résultat.',
      'Passer : vous êtes hors de la période. Plus aucun événement ni OPS ne peut être joué directement sur vous, mais les cartes qui visent toute la table vous touchent encore.',
    ],
  },
  {
    id: 'limits',
    title: 'Limites et fiche',
    points: [
      'Un rival peut jouer sur vous au plus un événement et deux cartes pour leurs OPS par période (le tapis les compte).',
      'Une fois que vos victoires et vos défaites atteignent les matchs à décider, plus rien ne peut changer votre fiche. À la fin de la période, un propriétaire au-delà des matchs garde ses défaites et voit ses victoires réduites pour tenir ; un propriétaire en deçà ajoute les matchs manquants, partagés également, le match impair étant une défaite.',
      'Vous devez avoir joué toutes vos cartes à la fin de la saison. Une carte restante coûte 1 000 $ à défausser, ou 2 000 $ à garder pour l’année suivante (trois au plus).',
    ],
  },
  {
    id: 'media',
    title: 'Médias et jets de dé',
    body: [
      'Chaque jet de dé ouvre une fenêtre de médias : celui qui a lancé le dé d’abord, puis chaque autre propriétaire à son tour, puis de nouveau celui qui a lancé peuvent dépenser des cubes de média pour faire monter ou baisser le résultat, d’un point par cube, ou jouer une carte qui le modifie ou le fait relancer. Un échange accepté pendant la fenêtre réserve le jet aux deux partenaires. À deux propriétaires, un défi médiatique peut être lancé à la place.',
      'Dans la Série de championnat, seul le gagnant du fanion peut dépenser des médias, et seulement pour monter (ou personne, selon l’option).',
    ],
  },
  {
    id: 'money',
    title: 'Prêts et échanges',
    points: [
      'À tout moment, même pendant le tour d’un rival, vous pouvez emprunter 5 000 $ ou 10 000 $ (un nouveau prêt par période, deux au plus). Chacun coûte 10 % d’intérêt à chaque recette de la saison.',
      'Rembourser coûte le prêt plus ses intérêts (5 500 $ pour 5 000 $ ; 6 000 $ pour ramener 10 000 $ à 5 000 $ ; 11 000 $ pour les 10 000 $ au complet).',
      'Une année finie avec un prêt en cours ne rapporte aucun PV d’encaisse ; à la fin de la partie, chaque tranche de 1 000 $ encore due coûte 1 PV.',
      'Les propriétaires peuvent échanger de l’argent, des joueurs des majeures et du club-école, des cubes de média, des choix de repêchage et leurs gérants à tout moment (jamais de cartes ni de PV). Envoyez une offre avec le bouton Échange ; l’autre propriétaire l’accepte, la refuse ou fait une contre-offre quand il a la tablette. Un club qui se retrouve à plus de 25 joueurs libère des joueurs au choix de son propriétaire.',
      'La table des échanges permet d’échanger avec la banque une fois par période, comme action.',
    ],
  },
  {
    id: 'phase-end',
    title: 'Fin de chaque période',
    body: [
      'Chaque propriétaire lance le dé sur la table des recettes pour de l’argent (un bon jet peut y ajouter les médias), paie les intérêts de ses prêts, et peut acheter jusqu’à 3 cubes de média à 1 000 $ pièce.',
    ],
  },
  {
    id: 'year-end',
    title: 'Fin de l’année',
    steps: [
      'Les cartes restantes sont défaussées ou gardées (voir les limites). Les cartes obligatoires encore en main se résolvent d’abord.',
      'Fanion : la meilleure fiche qui atteint l’objectif le remporte ; les propriétaires à égalité se départagent au dé. Le gagnant joue la Série de championnat : un seul jet avec ses modificateurs d’élan et de gérant, pour des PV et de l’argent.',
      'Paires de médias : chaque propriétaire peut changer deux cubes de média en 3 PV, autant de paires qu’il veut.',
      'Points de victoire : un par victoire sur la piste des victoires, les étoiles de la direction, du club-école et du gérant, un bonus de saison gagnante (plus gros pour les petites directions), le classement (5, 3, 1, 0 ; sans gagnant du fanion, 3, 1, 0, 0), 6 par Superstar, 4 par All-Star et 2 par phénomène, la table de profondeur selon les joueurs de complément (-2 à +4), et un par tranche de 10 000 $ d’encaisse si aucun prêt n’est en cours. L’argent caché par l’option est révélé à ce moment.',
      'Taxe de luxe : le premier paie le dernier (et, à quatre, le deuxième paie le troisième).',
      'Jets des retraites : des joueurs prennent leur retraite, d’autres partent comme agents libres et sont mis aux enchères à l’aveugle ; les phénomènes au-delà de la limite d’un club-école peuvent être réclamés par les rivaux.',
      'La carte du repêchage amateur est tirée ; chacun lance le dé pour ses choix de repêchage (des choix peuvent avoir été échangés).',
    ],
  },
  {
    id: 'regular-off-season',
    title: 'Les intersaisons suivantes',
    body: [
      'Chaque année suivante commence avec 9 nouvelles cartes chacun, les agents libres et les réclamations, le repêchage, puis les améliorations et les baisses : changez la direction, le club-école et le gérant de deux étoiles au plus chacun, faites une fois d’un titulaire un All-Star (1 000 $) ou d’un All-Star un Superstar (2 000 $), échangez titulaires et joueurs de complément (1 000 $ chacun, jusqu’à quatre), et faites de joueurs d’utilité des espoirs. Puis chacun paie les salaires des joueurs et de l’organisation, achète des médias, et l’intersaison se poursuit comme la première année.',
    ],
  },
  {
    id: 'final',
    title: 'Décompte final',
    body: [
      'Après la dernière année : 15, 10 et 5 PV pour le plus d’argent, 5 et 3 PV pour le plus de fanions remportés, un bonus ou une pénalité selon l’évolution du nombre de joueurs de complément depuis le début, et 1 PV perdu par tranche de 1 000 $ de prêts non remboursés. Le plus de PV l’emporte ; en cas d’égalité, le propriétaire qui a le plus d’argent, puis le plus de fanions.',
    ],
  },
  {
    id: 'app',
    title: 'Comment l’application le joue',
    points: [
      'Les règles à deux joueurs (taxe de luxe et classement selon l’écart de victoires, défis médiatiques) s’appliquent dès que deux propriétaires jouent.',
      'Les égalités au classement (ou, en option, PV partagés), aux enchères et aux primes de phénomène se départagent au dé, un propriétaire à la fois ; les médias peuvent changer chaque jet.',
      'Règles optionnelles, choisies à la création de la partie : l’intersaison étendue (11.1 : les cartes d’intersaison en tours jusqu’à ce que tous passent), le Match des étoiles (11.2), Extra Innings (12.1 : une carte de règle pour la table, gardée toute la partie ou remplacée à chaque intersaison) et Legends and Superstars (12.2 : une carte Superstar et une carte All-Star, chacune avec une action supplémentaire et un bonus d’OPS, une utilisation par période).',
      'Chaque décision et sa raison sont notées dans les notes du jeu (docs/games/lords.md).',
    ],
  },
];

export const TEAMS_TITLE_FR = 'Cartes Direction et effectif';
