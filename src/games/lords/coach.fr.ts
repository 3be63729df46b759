/**
 * The coach of Lords of Baseball's guided first game in French (coach.ts reads the view and
 * picks the active language's sentences). The words are plain French game terms, the same
 * as the French catalog's and board's (propriétaire, saison, carte, OPS, média, prêt, agent
 * libre, Superstar, All-Star, gérant, club-école, points de victoire, money as 3 000 $);
 * team names stay as printed. docs/games/lords.md, "Guided first game", records the choice.
 */
import type { Words } from '../../ui/language';
import type { COACH_EN } from './coach';
import type { OpsUse } from './state';
import { counted } from '../../engine/messages';

const starsFr = (n: number) => counted('fr', n, 'étoile', 'étoiles', '\u00a0');

const money = (n: number) => `${n.toLocaleString('fr-FR').replace(/\s/g, '\u00a0')}\u00a0$`;
const opsOf = (n: number) => `${n}\u00a0OPS`;

const USE: Readonly<Record<OpsUse, string>> = {
  superstar: 'en victoires avec vos Superstars',
  allStar: 'en victoires avec vos All-Stars',
  managerCard: 'en victoires avec votre gérant',
  money: 'en argent, 500\u00a0$ par OP',
  losses: 'en défaites pour votre adversaire',
  journeymen: 'en joueurs de complément chez votre adversaire',
};

export const COACH_FR: Words<typeof COACH_EN> = {
  welcome:
    'Bienvenue dans Lords of Baseball\u202f! Vous êtes propriétaire d’un club pendant trois saisons face à un bot\u202f: jouez des cartes pour des victoires, de l’argent et des médias, enchérissez sur les agents libres, et marquez le plus de points de victoire grâce aux victoires, aux fanions et aux médias. À chaque décision, l’entraîneur vous montre un bon coup et vous explique pourquoi\u202f: suivez-le, ou jouez à votre idée.',
  step: {
    'lords.prompt.setup':
      'Mise en place\u202f: choisissez votre carte d’équipe, puis les étoiles de votre club-école et de votre gérant. L’équipe, sa direction et les étoiles se paient sur votre argent de départ.',
    'lords.prompt.redraw':
      'Vous avez trois cartes obligatoires ou plus, qui doivent être jouées pour leur événement\u202f: vous pouvez en remettre une et en piocher une autre.',
    'lords.prompt.turnOrder': 'Vous choisissez quel propriétaire commence cette intersaison.',
    'lords.prompt.promo':
      'Défausse promotionnelle\u202f: posez une carte face cachée\u202f; chacun de ses OPS rapporte 1\u00a0000\u00a0$ de promotion.',
    'lords.prompt.freeAgency':
      'Agents libres\u202f: chaque propriétaire écrit une enchère secrète pour l’agent libre\u202f; la plus haute l’engage, et 0\u00a0$ veut dire aucune enchère.',
    'lords.prompt.offCards':
      'Cartes d’intersaison\u202f: jouez une carte pour son événement d’intersaison, sur vous ou sur un autre propriétaire.',
    'lords.prompt.pennantRoll':
      'Lancez le dé pour l’objectif de fanion de la saison\u202f: les victoires qu’il faut pour remporter le fanion.',
    'lords.prompt.season':
      'Votre tour dans la saison\u202f: jouez une carte pour son événement ou pour ses OPS, faites une action de votre club, ou passez.',
    'lords.prompt.payout':
      'Recettes\u202f: lancez le dé sur la table des recettes\u202f; le bilan de votre club et vos médias décident de ce que la saison vous rapporte.',
    'lords.prompt.media':
      'Médias\u202f: achetez jusqu’à trois cubes de média à 1\u00a0000\u00a0$ pièce.',
    'lords.prompt.leftovers':
      'Fin de saison\u202f: vous pouvez garder une carte de votre main pour la saison suivante.',
    'lords.prompt.vpMedia':
      'Fin de saison\u202f: chaque paire de cubes de média rendue vaut 3\u00a0points de victoire.',
    'lords.prompt.retirement':
      'Retraites\u202f: lancez le dé sur la table des retraites pour savoir lesquels de vos vétérans s’arrêtent.',
    'lords.prompt.draft':
      'Repêchage amateur\u202f: lancez le dé pour les choix qui rejoignent votre club-école.',
    'lords.prompt.upgrades':
      'Améliorations d’intersaison\u202f: montez ou baissez votre direction, votre club-école ou votre gérant, améliorez des joueurs ou tentez une promotion, puis terminez.',
    'lords.prompt.cut': 'Votre club compte plus de 25\u00a0joueurs\u202f: libérez-en un au choix.',
    'lords.prompt.bait':
      'Appât d’échange\u202f: passez la carte à un propriétaire qui ne l’a pas encore eue, ou échangez-la avec la pioche.',
    'lords.prompt.cycle':
      'Le cycle\u202f: placez les cartes piochées, défaussées ou gardées, puis jouez la dernière.',
    'lords.prompt.claim':
      'Un phénomène a été libéré\u202f: réclamez-le pour 500\u00a0$, ou laissez-le partir.',
    'lords.prompt.claimBid':
      'Plusieurs propriétaires réclament le phénomène\u202f: chacun écrit une prime secrète, et la plus haute l’emporte.',
    'lords.prompt.roll':
      'Un dé vient d’être lancé\u202f: vous pouvez le modifier avec des cubes de média ou une carte, ou le laisser tel quel.',
    'lords.prompt.cancel':
      'Un événement vient d’être joué\u202f: vous pouvez l’annuler avec une carte qui l’annule.',
    'lords.prompt.offer':
      'Un autre propriétaire vous propose un échange, que vous seuls voyez\u202f: acceptez-le, refusez-le ou faites une contre-proposition.',
  },
  team: (f: {
    team: string;
    ss: number;
    as: number;
    fs: number;
    fm: number;
    cost: number;
    funds: number;
  }) =>
    `Prenez les ${f.team} avec un club-école à ${starsFr(f.fs)} et un gérant à ${starsFr(f.fm)}\u202f: ${counted('fr', f.ss, 'Superstar', 'Superstars', '\u00a0')} et ${counted('fr', f.as, 'All-Star', 'All-Stars', '\u00a0')} gagnent des matchs, et un bon gérant ajoute des victoires à chaque saison. ${
      f.cost > f.funds
        ? `Le total, ${money(f.cost)}, dépasse de ${money(f.cost - f.funds)} vos ${money(f.funds)}\u202f: un prêt de départ le couvre, et ce club plus fort le remboursera.`
        : `Le total, ${money(f.cost)}, reste dans vos ${money(f.funds)}.`
    }`,
  keepHand:
    'Gardez votre main\u202f: garder une carte obligatoire ne coûte rien, et la nouvelle pourrait être moins bonne.',
  starter:
    'Commencez vous-même\u202f: le premier propriétaire joue la première carte d’intersaison.',
  promo: (ops: number) =>
    `Défaussez votre carte qui a le plus d’OPS (${opsOf(ops)})\u202f: elle vous rapporte ${money(ops * 1_000)} tout de suite.`,
  bid: (amount: number, cash: number) =>
    amount > 0
      ? `Enchérissez ${money(amount)} sur vos ${money(cash)}\u202f: assez pour avoir une vraie chance d’engager le joueur, en gardant l’essentiel de votre argent pour la saison.`
      : `N’enchérissez pas\u202f: avec ${money(cash)}, votre argent sera plus utile pendant la saison que sur ce joueur.`,
  claim: (yes: boolean, cash: number) =>
    yes
      ? `Réclamez-le\u202f: un phénomène pour 500\u00a0$, c’est peu, et avec ${money(cash)} il vous reste de quoi jouer.`
      : `Laissez-le partir\u202f: avec ${money(cash)}, votre argent doit servir à la saison.`,
  event: (f: { ops: number; self: boolean; off: boolean }) =>
    f.self
      ? `Jouez l’événement ${f.off ? 'd’intersaison ' : ''}de cette carte sur vous-même\u202f: il aide votre club plus que ses ${opsOf(f.ops)}.`
      : 'Jouez l’événement de cette carte sur votre adversaire\u202f: affaiblir l’autre club compte autant que renforcer le vôtre.',
  ops: (ops: number, use: OpsUse, wins: number | null) =>
    `Jouez cette carte pour ses ${opsOf(ops)} ${USE[use]}${
      wins !== null
        ? `\u202f: elle rapporte ${wins}\u00a0${wins <= 1 ? 'victoire' : 'victoires'} dans cette période`
        : ''
    }. De tout ce que cette carte peut faire, c’est ce qui vous sert le plus.`,
  managerTeam: (fm: number, wins: number) =>
    `Utilisez votre action gérant/équipe\u202f: d’après la table des gérants, votre gérant à ${starsFr(fm)} vous vaut ${Math.abs(wins)}\u00a0${wins >= 0 ? 'victoire' : 'défaite'}${Math.abs(wins) > 1 ? 's' : ''} dans cette période sans dépenser de carte, et votre main reste intacte.`,
  pass: 'Passez\u202f: aucune carte de votre main n’aide assez pour l’instant, et celles que vous gardez serviront plus tard.',
  promote: (kind: 'phenom' | 'prospect', cash: number) =>
    kind === 'phenom'
      ? `Tentez de faire monter un phénomène dans les majeures\u202f: avec ${money(cash)}, le jet à 500\u00a0$ est à votre portée, et un joueur promu rapporte des victoires pendant des années.`
      : `Tentez de faire d’un espoir un phénomène\u202f: avec ${money(cash)}, le jet à 500\u00a0$ est à votre portée, votre club-école a la place d’un phénomène de plus, et c’est un phénomène que vous pourrez ensuite faire monter dans les majeures.`,
  stopPromotion:
    'Gardez le résultat de cette tentative de promotion\u202f: relancer coûte encore 500\u00a0$ et peut donner pire.',
  cycle:
    'Tentez le cycle avec un simple\u202f: c’est l’essai le moins cher, et il vous fait piocher des cartes au choix.',
  cyclePlace: (ops: number, keep: boolean) =>
    keep
      ? `Gardez cette carte (${opsOf(ops)}), la meilleure de votre pioche.`
      : `Défaussez cette carte (${opsOf(ops)}), la plus faible de votre pioche.`,
  roll: 'Lancez le dé\u202f: la table décide, et rien de ce que vous avez en main n’y change quoi que ce soit pour l’instant.',
  buyMedia: (n: number, cash: number) =>
    n > 0
      ? `Achetez ${n}\u00a0${n === 1 ? 'cube' : 'cubes'} de média pour ${money(n * 1_000)} sur vos ${money(cash)}\u202f: deux cubes valent 3\u00a0points de victoire, bien moins cher que des victoires.`
      : `N’achetez pas de média\u202f: avec ${money(cash)}, gardez une réserve pour la saison suivante.`,
  keepCard:
    'Ne gardez aucune carte\u202f: une main neuve la saison prochaine vaudra autant, et rien ici ne mérite d’être conservé.',
  keepOne: 'Gardez cette carte pour la saison prochaine\u202f: c’est la meilleure de votre main.',
  convert: (pairs: number, media: number) =>
    pairs > 0
      ? `Changez ${pairs}\u00a0${pairs === 1 ? 'paire' : 'paires'} de vos ${counted('fr', media, 'cube de média', 'cubes de média', '\u00a0')} en ${pairs * 3}\u00a0points de victoire\u202f: c’est à cela que servent les médias.`
      : 'Vous n’avez aucune paire de cubes de média à changer en points de victoire.',
  upgrade: (cash: number) =>
    `Améliorez un joueur\u202f: avec ${money(cash)} en caisse, vous en avez les moyens, et un meilleur joueur gagne plus de matchs à chaque saison.`,
  done: (cash: number) =>
    `Terminez vos améliorations\u202f: avec ${money(cash)}, gardez votre argent pour la saison à venir.`,
  cut: (type: string) =>
    `Libérez un de vos ${type}\u202f: ce sont les joueurs les plus faibles de votre club, vous y perdez le moins.`,
  bait: 'Échangez l’appât avec la pioche\u202f: vous recevez une carte neuve sans rien donner à votre adversaire.',
  respond: (die: number) =>
    `Laissez le ${die} tel quel\u202f: le modifier coûterait des médias ou une carte pour peu de gain.`,
  cancel: 'Annulez cet événement avec votre carte\u202f: il visait votre club.',
  media: (by: number, die: number) =>
    `Modifiez le ${die} de ${by > 0 ? `+${by}` : by} avec vos médias\u202f: le résultat vaut bien ces cubes.`,
  other: 'C’est un bon coup ici.',
  acceptTrade:
    'Acceptez\u202f: ce que vous recevez vaut plus pour votre club que ce que vous donnez.',
  refuseTrade:
    'Refusez\u202f: ce que vous donneriez vaut plus pour votre club que ce que vous recevez.',
  ml: {
    ss: 'Superstars',
    as: 'All-Stars',
    reg: 'titulaires',
    jm: 'joueurs de complément',
  },
};
