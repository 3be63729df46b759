/**
 * The rules reference in French: the same sections as text.ts, in our own words, with the
 * French rulebook's vocabulary (its game terms stay in English: Lineup, Dugout, On Deck,
 * In Play, Hit Boxes, Base Runner, Buy Row, Minor Leagues, World Series).
 */
import type { RefSection } from '../../../ui/components/RulesDoc';

export const INTRO_FR =
  'Un jeu de baseball et de deck-building. Chaque manager possède un roster de 15 cartes ; un mini-jeu, c’est six cartes chacun, jouées à tour de rôle. Chaque carte est un joueur : son Immediate Action agit aussitôt, ses Hit Boxes menacent des Hits « en sursis » que l’adversaire peut encore arrêter avec sa carte suivante. Entre deux mini-jeux, vous achetez des Free Agents avec le revenu des cartes jouées. D’après les règles de Baseball Highlights 2045 de Mike Fitzgerald (Eagle-Gryphon Games) ; traduction française de Barney521.';

export const CONTENTS_FR = 'Sommaire';

export const SECTIONS_FR: readonly RefSection[] = [
  {
    id: 'card',
    title: 'Lire une carte',
    points: [
      'En haut à gauche, dans un losange rouge : le coût d’achat de la carte. En haut à droite, dans un cercle vert : le revenu qu’elle rapporte si elle est In Play à la fin d’un mini-jeu.',
      'Son type, avec un emblème et un mot : Natural (feuille), Robot (tête carrée) ou Cyborg (demi-anneau). Les Naturals défendent et rapportent le plus ; les Robots frappent le plus fort et rapportent peu ; les Cyborgs lancent.',
      'Son Immediate Action, marquée D (défensive), O (offensive) ou S (spéciale), avec son texte.',
      'Ses Hit Boxes (1B Single, 2B Double, 3B Triple, HR Homerun), de zéro à trois.',
      'Sa vitesse : Slow (blanc), Average (bleu) ou Fast (rouge) ; le mot est imprimé aussi. Les Base Runners issus de ses Hits prennent cette couleur.',
      'PH : la carte peut être défaussée pour un Pinch Hitting.',
    ],
  },
  {
    id: 'setup',
    title: 'Avant chaque mini-jeu',
    steps: [
      'Chaque manager mélange une équipe de départ de 15 cartes pour former sa Lineup. Six Free Agents sont posés face visible : c’est la Buy Row.',
      'Si vous avez gardé une carte On Deck du mini-jeu précédent, gardez-la, défaussez-la, ou posez-la sur le dessus de votre Lineup.',
      'Piochez 6 cartes (quand la Lineup est vide, le Dugout est mélangé pour en former une nouvelle).',
      'Vous pouvez ensuite poser une carte de votre main face cachée On Deck et en piocher une pour la remplacer. Vous seul voyez votre carte On Deck.',
      'Le Visitor joue en premier. Qui est Home dépend de la partie du match (voir Modes de jeu).',
    ],
  },
  {
    id: 'turn',
    title: 'Un tour',
    steps: [
      'Jouez une carte de votre main In Play ; ou faites un Pinch Hitting : défaussez une carte PH de votre main dans le Dugout et jouez à la place votre carte On Deck ou la carte du dessus de votre Lineup.',
      'Résolvez son Immediate Action, si elle peut agir. Elle agit sur les Hits « en sursis » que l’adversaire a placés sur sa Home Plate, ou sur ses Base Runners.',
      'Les Hits « en sursis » restants de l’adversaire se produisent alors, de gauche à droite : les Base Runners avancent, puis le Batter prend sa base. Un Base Runner qui atteint la Home Plate marque un run.',
      'Placez un Batter sur votre Home Plate pour chaque Hit Box de votre carte, à la couleur de sa vitesse. Ils restent « en sursis » jusqu’à la carte suivante de l’adversaire.',
      'Les tours alternent jusqu’à ce que chacun ait joué ses 6 cartes. On ne pioche pas pendant un mini-jeu.',
    ],
  },
  {
    id: 'running',
    title: 'Se déplacer sur les bases',
    points: [
      'Les Base Runners Slow avancent d’autant de bases que le Hit.',
      'Les Base Runners Average aussi, mais marquent depuis la 2e base sur un Single.',
      'Les Base Runners Fast avancent d’une base de plus que le Hit, mais seulement quand ils partent d’une base (jamais un Batter).',
      'Un seul Base Runner par base ; personne ne dépasse le Base Runner qui le précède, si bien qu’un Fast peut être retenu par un plus lent.',
      'Un Walk force : le Batter prend la 1re base et chaque Base Runner n’avance que si celui de derrière le pousse.',
    ],
  },
  {
    id: 'end',
    title: 'La fin d’un mini-jeu',
    steps: [
      'Visitor Save : le Visitor peut montrer sa carte On Deck ou la carte du dessus de sa Lineup et utiliser son action, si elle est défensive (D) seulement ; la carte va ensuite au Dugout.',
      'Les derniers Hits « en sursis » de l’équipe Home se produisent alors.',
      'Le plus de runs l’emporte. En cas d’égalité (à deux joueurs), extra innings : chacun complète sa main à 3 cartes quand elle est vide, en choisit une face cachée, et on les montre ensemble ; l’action de l’équipe Home, puis celle du Visitor, puis les Hit Boxes des deux ; on recommence jusqu’à ce que quelqu’un mène. Les Base Runners restent sur leurs bases. Il n’y a jamais d’égalité.',
    ],
  },
  {
    id: 'buy',
    title: 'Rounds d’achat',
    steps: [
      'Le revenu de chaque équipe est le total des cercles verts de ses cartes In Play.',
      'Le plus petit revenu achète en premier (à égalité : le perdant du mini-jeu ; dans un round d’achat sans mini-jeu, au hasard).',
      'Achetez des cartes de la Buy Row dont le coût total ne dépasse pas votre revenu. Chaque carte achetée va face visible sur le dessus de votre Lineup, et pour chacune vous envoyez une de vos cartes In Play en Minor Leagues : le roster reste à 15. La Buy Row est complétée aussitôt.',
      'Le reste des cartes In Play va au Dugout.',
    ],
  },
  {
    id: 'modes',
    title: 'Modes de jeu',
    points: [
      'Standard (2 joueurs) : une saison de 3 mini-jeux (Home tiré au sort pour le 1er, puis en alternance), puis la World Series, au premier à 4 victoires. Le vainqueur de la saison est Home aux mini-jeux 1, 2, 6 et 7. Un round d’achat suit chaque mini-jeu sauf le dernier.',
      'Courte (2 joueurs) : 3 rounds d’achat sans mini-jeu (piochez 6 cartes, achetez avec), puis la World Series, avec l’équipe Home tirée au sort.',
      'Longue (2 joueurs) : les 3 rounds d’achat sans mini-jeu, la saison, puis la World Series.',
      'Solo : vous contre l’IA, un paquet de 15 Free Agents au hasard, toujours Home, qui joue sa carte du dessus à chaque tour, sans On Deck, sans Pinch Hitting et sans achats. Choisissez d’abord de 0 à 6 rounds d’achat (0 est très dur, 2 un vrai défi, 4 ou plus en votre faveur), puis une World Series en 4 victoires avec un round d’achat après chaque mini-jeu.',
      'Hot Pepper (3 joueurs) : trois mini-jeux d’exhibition ou trois rounds d’achat, une saison de 6 mini-jeux comptée en points, puis des Playoffs en 2 victoires entre les deux premiers. Vos actions et les Hits que vous subissez sont ceux du joueur qui joue juste avant vous ; l’ordre change à chaque round.',
    ],
  },
];

export const ACTIONS_TITLE_FR = 'Immediate Actions';
export const EXP_TITLE_FR = 'Extensions';
export const EXPANSIONS_TEXT_FR: readonly string[] = [
  'Rally Cap (cartes 136-150) : Rally, Teamwork, Closer et Hold.',
  'Naturals Magna Glove (151-160) : Magna Glove et Teamwork.',
  'Robot Hitters (161-170) : Cloning, Gambler et Replace.',
  'Cyborg Pitchers (171-180) : Slider et Pick Off (tous).',
  'Error! (181-195) : les Checks (on montre le Free Agent du dessus ; son type décide, puis il repart sous le paquet), Wild Pitch, Cyborg out, Error, Contact, Bean Ball.',
  'Big Fly! (196-210) : Pinch Runner, Hit & Run, Quick Eye pour 2 Walks, Clutch Homerun buts remplis, Sinkerball.',
  'Chaque extension choisie dans les options ajoute ses cartes au paquet Free Agent.',
];
