/**
 * The rules reference in French: the same sections as text.ts, in our own words. Player and
 * card names stay as printed; result codes (SO, 1B+, HR) are the chart's.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';

export const INTRO_FR =
  'Deux managers, une équipe chacun. Chaque passage au bâton est un duel entre deux cartes : le lanceur lance le dé pour prendre l’avantage, puis le frappeur s’élance et le résultat se lit sur le tableau de celui qui a l’avantage. Neuf manches ; l’équipe qui marque le plus de points gagne.';

export const CONTENTS_FR = 'Sommaire';

export const SECTIONS_FR: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Mise en place',
    steps: [
      'Chaque manager amène une équipe toute faite de 20 joueurs : 9 réguliers, 2 frappeurs de banc, 2 remplaçants, 4 lanceurs partants, 2 releveurs et un stoppeur.',
      'Les deux managers lancent un d20 ; le plus haut reçoit (on relance les égalités). L’équipe qui reçoit frappe en second.',
      'L’équipe qui reçoit lance le dé pour la rotation : 1-5 les premiers partants lancent, 6-10 les deuxièmes, 11-15 les troisièmes, 16-20 les quatrièmes. Les deux équipes prennent le même numéro.',
      'La ligue de l’équipe qui reçoit décide du frappeur désigné : en règles AL, les deux équipes en ont un ; en règles NL, il n’y en a pas et le lanceur frappe neuvième.',
      'Les alignements sont les ordres des frappeurs écrits, annoncés aux deux managers.',
    ],
  },
  {
    id: 'innings',
    title: 'Les manches et la fin du match',
    points: [
      'Neuf manches de trois retraits. Les visiteurs frappent en début de manche, l’équipe qui reçoit en fin de manche.',
      'Après le début de la 9e (ou d’une manche suivante), une avance de l’équipe qui reçoit met fin au match. Après une fin de manche à partir de la 9e, n’importe quelle avance y met fin ; une égalité mène en manches supplémentaires.',
      'À partir de la fin de la 9e, le match s’arrête dès que l’équipe qui reçoit prend les devants (victoire en fin de manche).',
    ],
  },
  {
    id: 'atbat',
    title: 'Le passage au bâton',
    steps: [
      'Remplacements : la défense peut changer de lanceur, puis l’attaque peut envoyer un frappeur suppléant, et ainsi de suite. Un changement passe la main à l’autre manager ; deux « je passe » de suite ferment la fenêtre.',
      'Le lancer : le lanceur lance d20 + Contrôle − fatigue. Si le total dépasse le Sur-base du frappeur, le lanceur a l’avantage ; sinon (égalités comprises) c’est le frappeur. Un lanceur au bâton n’a jamais l’avantage : on ne lance pas.',
      'L’élan : le frappeur lance d20 et lit le résultat sur le tableau de celui qui a l’avantage. Un élan au-dessus de 20 se lit 20 ; en dessous de 1, il se lit 1.',
      'Le résultat est appliqué : un retrait ne fait avancer personne ; un but sur balles force les coureurs ; un coup sûr fait avancer chaque coureur d’autant de buts que le coup.',
    ],
  },
  {
    id: 'advance',
    title: 'L’avance des coureurs',
    points: [
      'SO, PU, GB, FB : le frappeur est retiré ; les coureurs restent où ils sont.',
      'BB (but sur balles) : le frappeur va au premier ; les coureurs n’avancent que s’ils sont forcés.',
      '1B (simple) : chaque coureur avance d’un but ; le frappeur va au premier.',
      '1B+ (simple plus) : comme un simple, puis le frappeur prend le deuxième s’il est libre.',
      '2B (double), 3B (triple) : chaque coureur avance de deux ou trois buts. Un triple vide les buts.',
      'HR (circuit) : tout le monde marque.',
      'Chaque point est porté au dossier du lanceur qui lançait quand ce coureur a atteint le but.',
    ],
  },
  {
    id: 'pitching',
    title: 'Manches lancées et fatigue',
    points: [
      'Une manche compte pour un lanceur dès qu’il y lance, ou quand il entre en cours de manche.',
      'Fatigue = manches comptées au-delà de ses ML (manches lancées ; des ML sous 0 comptent pour 0). La fatigue se retire de son Contrôle. Un partant à 6 ML qui lance en 9e est à −3.',
      'Vous ne pouvez pas sortir votre partant avant la 5e manche, sauf s’il est fatigué. Cela vaut aussi pour un frappeur suppléant à sa place.',
      'Seuls les releveurs et les stoppeurs sortent de l’enclos ; un partant ne relève jamais. Un joueur sorti du match ne peut pas revenir.',
      'Si un suppléant a frappé à la place de votre lanceur, vous devez faire entrer un releveur ou un stoppeur quand votre équipe retourne en défense.',
      'Les remplaçants ne sont proposés comme frappeurs suppléants qu’à partir de la fin de la 6e.',
    ],
  },
  {
    id: 'advanced',
    title: 'Le jeu avancé : les cartes stratégie',
    body: [
      'Chaque équipe amène un paquet de 60 cartes stratégie. Chaque manager le mélange et pioche 3 cartes ; quand une équipe passe au bâton, les deux managers en piochent 1 de plus (donc 4 avant le premier lancer). Un paquet vide ne donne rien. Votre main est secrète ; le nombre de cartes de votre paquet, votre défausse et chaque carte jouée sont publics.',
      'Les cartes d’attaque (▲) ne servent qu’à l’équipe au bâton, les cartes de défense (■) qu’à l’équipe en défense, les cartes polyvalentes (●) aux deux camps.',
    ],
  },
  {
    id: 'windows',
    title: 'Les fenêtres de cartes d’un passage au bâton',
    steps: [
      'Remplacements : changements de lanceur et frappeurs suppléants, comme dans le jeu de base. Pas de cartes ici.',
      'Avant le lancer : les cartes jouées « avant le lancer » (changements de stat ou d’élan, vols, pioches, changements de ML).',
      'Le lancer et l’élan se lancent ensemble : pas de carte entre les deux.',
      'Sur le résultat : les cartes jouées « sur un… » qui correspondent au résultat qu’on vient de lire. Elles peuvent le changer.',
      'Le résultat est appliqué.',
      'Après le jeu : les cartes jouées « après un coup sûr », « après un retrait » ou « après un but sur balles » qui correspondent à ce qui a été appliqué. Il n’y a pas de fenêtre « après » sur le troisième retrait ni quand le match est gagné.',
    ],
    points: [
      'Dans chaque fenêtre, la défense décide en premier. Jouer une carte passe la main à l’autre manager ; la fenêtre se ferme quand les deux passent de suite.',
      'Les cartes jouées pendant le passage au bâton vont à la défausse à la fin de celui-ci. Un changement de stat sans durée reste sur son joueur tant qu’il est dans le match.',
      'Un jet de Défense ajoute d20 à la Défense du champ intérieur (1B, 2B, 3B, SS) ou du champ extérieur (LF, CF, RF) ; 21 ou plus, c’est réussi.',
      'Un vol : un coureur au premier ou au deuxième tente de prendre le but suivant (jamais le marbre). Le receveur lance d20 + Bras (+5 vers le troisième) et doit battre la Vitesse du coureur.',
      'Une carte de défausse fait défausser l’autre manager au hasard, face visible.',
    ],
  },
  {
    id: 'expert',
    title: 'Le jeu expert',
    steps: [
      'Remplacements : comme dans le jeu avancé, plus les coureurs suppléants (un joueur du banc prend le but et le rang d’un coureur), les remplacements défensifs (un joueur du banc prend le rang d’un joueur de défense ; le terrain est réorganisé) et, sans frappeur désigné, les doubles changements (un nouveau lanceur et un nouveau joueur prennent les rangs des anciens, croisés).',
      'But sur balles intentionnel : la défense peut envoyer le frappeur au premier, avec sa passe dans les changements (« Lui accorder un but sur balles » au lieu de « Lancer contre lui »). Ni lancer ni élan ; ce n’est pas un résultat « but sur balles » pour les cartes stratégie.',
      'Amorti sacrifice : sauf si le frappeur a reçu un but sur balles intentionnel ou qu’un coureur est au troisième, l’attaque peut amortir, avec la passe qui clôt les changements une fois que la défense a passé (« Amortir » au lieu de « S’élancer »). Le frappeur est retiré et chaque coureur avance d’un but ; avec 2 retraits, l’amorti fait le troisième retrait et personne n’avance.',
      'Les fenêtres de cartes, le lancer et l’élan, comme dans le jeu avancé (sautés après un but sur balles intentionnel ou un amorti).',
      'Buts de plus : après un simple, un simple+, un double ou un ballon qui n’est pas le troisième retrait, l’attaque peut envoyer les coureurs arrêtés au deuxième ou au troisième un but plus loin.',
      'Le relais : la défense choisit un des coureurs envoyés ; le champ extérieur lance d20 + sa Défense contre la Vitesse du coureur (+5 vers le marbre, +5 avec 2 retraits). S’il la bat, le coureur est retiré ; une égalité profite au coureur. Les points marqués devant lui comptent.',
    ],
    points: [
      'Roulants : avec un coureur au premier, celui-ci est retiré et le champ intérieur lance d20 + sa Défense contre la Vitesse du frappeur pour réussir le double jeu. Les coureurs au deuxième et au troisième avancent.',
      'Tout joueur sauf un lanceur peut jouer au premier but : Défense −1 s’il n’y est pas qualifié, −2 s’il n’est qualifié nulle part.',
      'Les joueurs d’urgence (marqués « ! » sur le terrain) occupent les positions qu’une équipe ne peut plus remplir : +0 à toutes les positions, Vitesse 15, et au bâton il n’a jamais l’avantage (pas de lancer).',
      'Un releveur d’urgence copie le lanceur le moins cher des deux effectifs, avec 0 ML et 0 en Contrôle.',
      'Chaque troisième point porté au dossier d’un lanceur lui retire aussitôt 1 ML.',
    ],
  },
  {
    id: 'series',
    title: 'Jouer une série',
    points: [
      'Choisissez au départ une série au meilleur des 3, 5 ou 7 matchs : la première équipe à en gagner la majorité l’emporte.',
      'Chaque match est mis en place de nouveau : l’avantage du terrain alterne après le premier match, et la préférence de l’équipe qui reçoit décide du frappeur désigné.',
      'Vos partants se succèdent : à chaque match, les deux équipes font partir leur lanceur suivant, et le quatrième est suivi du premier.',
      'Entre deux matchs, chaque manager à son tour peut échanger des cartes entre son paquet et sa réserve, une contre une, pour que la réserve garde 15 cartes. Personne d’autre ne voit les échanges. Pas d’échange avant le premier match.',
      'Jeu expert : un releveur ou un stoppeur qui a lancé lors des deux derniers matchs commence le suivant à 0 ML ; un match de repos le remet d’aplomb.',
    ],
  },
  {
    id: 'team',
    title: 'Composer une équipe',
    points: [
      '5 000 points au plus ; un remplaçant compte pour un cinquième de ses points.',
      'Exactement 20 joueurs, chaque carte une seule fois, dont exactement 4 lanceurs partants inscrits dans l’ordre de la rotation.',
      'Au moins 9 joueurs de champ et autres frappeurs, capables d’occuper en même temps C, 1B, 2B, 3B, SS, LF, CF et RF (OF couvre LF, CF et RF).',
      'Déclarez les règles AL ou NL pour vos matchs à domicile.',
      'Un alignement écrit avec un joueur qualifié à chaque position et un frappeur désigné, chacun une fois.',
      'Les remplaçants sont des frappeurs au-delà des 9 premiers ; un lanceur ne peut pas être remplaçant, et un remplaçant n’est jamais titulaire.',
      'Un paquet stratégie d’exactement 60 cartes plus une réserve de 15 cartes, avec au plus 4 exemplaires d’un même nom de carte sur les 75.',
    ],
  },
  {
    id: 'cards',
    title: 'Lire une carte de joueur',
    points: [
      'Frappeurs : Sur-base (en grand), Vitesse (A 18+, B 13-17, C 12 ou moins), les positions qu’ils peuvent tenir avec leur Défense (pour un receveur, son Bras), frappe à gauche (G), à droite (D) ou des deux côtés (A, ambidextre), et les points.',
      'Lanceurs : Contrôle (en grand), ML, lance de la gauche (G) ou de la droite (D), rôle (partant, releveur, stoppeur) et les points. Les lanceurs ont une Vitesse C (10) et une Défense +0.',
      'Le tableau : 20 lignes, chacune un résultat. SO retrait sur trois prises, PU chandelle, GB roulant, FB ballon, BB but sur balles, 1B simple, 1B+ simple plus, 2B double, 3B triple, HR circuit.',
    ],
  },
];

export const RESULTS_TITLE_FR = 'Les résultats';
export const STRATEGY_TITLE_FR = 'Les 60 cartes stratégie';
export const CHART_EXAMPLE_TITLE_FR = 'Un exemple de tableau';
export const CHART_CAPTION_FR = (name: string, onBase: number) =>
  `${CHART_EXAMPLE_TITLE_FR}\u202f: ${name} (Sur-base ${onBase})`;
