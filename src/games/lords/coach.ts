/**
 * The coach of Lords of Baseball's guided first game: what each step asks, in the rulebook's
 * terms, and why the suggested move (the heuristic bot's, for the learner's view) is a good
 * one, read from the view: the money, the card's OPS, the target, the die. The reading is
 * done once, here; the sentences are looked up in the active language (COACH_EN below,
 * COACH_FR in coach.fr.ts), each given the facts it words.
 */
import type { Coach } from '../../ui/board';
import type { Language, Words } from '../../ui/language';
import { COACH_FR } from './coach.fr';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS } from './content/charts';
import { actionCard } from './content/deck';
import { teamCard } from './content/teams';
import { managerCardWins, managerTeam, starWins } from './rules/actions';
import type { LordsAction, LordsView, OpsUse } from './state';
import { counted } from '../../engine/messages';

/** What each step asks (the game's prompt key). */
const STEP_EN = {
  'lords.prompt.setup':
    'Setup: choose your Team card, then the stars of your Farm System and your Field Manager. The team, its front office and the stars are paid from your starting money.',
  'lords.prompt.redraw':
    'You hold three or more compulsory cards, which must be played for their event: you may put one back and draw another.',
  'lords.prompt.turnOrder': 'You choose which owner starts this off-season.',
  'lords.prompt.promo':
    'Promotional discard: put one card face down; its OPS pay $1,000 each in promotion money.',
  'lords.prompt.freeAgency':
    'Free agency: every owner writes a secret bid for the free agent; the highest bid signs him, and $0 is no bid.',
  'lords.prompt.offCards':
    'Off-season cards: play one card for its off-season event, on yourself or on another owner.',
  'lords.prompt.pennantRoll':
    'Roll the die for this year’s pennant target: the wins an owner needs to take the pennant.',
  'lords.prompt.season':
    'Your turn in the season: play a card for its event or for its OPS, take an action of your own, or pass.',
  'lords.prompt.payout':
    'Payout: roll on the Payout Chart; your club’s record and media decide what the season earns you.',
  'lords.prompt.media': 'Media: buy up to three media cubes at $1,000 each.',
  'lords.prompt.leftovers': 'Year end: you may keep one card of your hand for next year.',
  'lords.prompt.vpMedia':
    'Year end: each pair of media cubes you give back turns into 3 victory points.',
  'lords.prompt.retirement':
    'Retirement: roll on the Retirement chart to see which of your veterans retire.',
  'lords.prompt.draft': 'Amateur draft: roll for the picks that join your farm system.',
  'lords.prompt.upgrades':
    'Off-season upgrades: raise or lower your front office, farm system or field manager, upgrade players or try a promotion, then finish.',
  'lords.prompt.cut': 'Your club has more than 25 players: cut one of your choice.',
  'lords.prompt.bait':
    'Trade Bait: pass the card to an owner who has not had it, or swap it with the deck.',
  'lords.prompt.cycle':
    'The Cycle: place the cards you drew, discarding or keeping them, then play the last one.',
  'lords.prompt.claim': 'A Phenom has been cut: claim him for $500, or let him go.',
  'lords.prompt.claimBid':
    'Several owners claim the Phenom: each writes a secret signing bonus, and the highest takes him.',
  'lords.prompt.roll':
    'A die has been rolled: you may move it with media cubes or a card, or let it stand.',
  'lords.prompt.cancel': 'An event was played: you may cancel it with a card that cancels it.',
  'lords.prompt.offer':
    'Another owner offers you a trade: only the two of you see it. Accept it, refuse it or counter it.',
};

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const opsOf = (n: number) => `${n} OPS`;

/** Where an OPS card's points go, in words. */
const USE_EN: Readonly<Record<OpsUse, string>> = {
  superstar: 'as wins with your Superstars',
  allStar: 'as wins with your All-Stars',
  managerCard: 'as wins with your field manager',
  money: 'as money, $500 an OP',
  losses: 'as losses on your rival',
  journeymen: 'as Journeymen on your rival',
};

/** The coach's words in English; coach.fr.ts has them in French (same keys and parameters). */
export const COACH_EN = {
  welcome:
    'Welcome to Lords of Baseball! You own a club for three years against a bot: play cards for wins, money and media, bid for free agents, and score the most victory points from wins, pennants and media. The coach points at a good move at each decision and says why; follow it or play your own way.',
  step: STEP_EN as Readonly<Record<keyof typeof STEP_EN, string>>,
  team: (f: {
    team: string;
    ss: number;
    as: number;
    fs: number;
    fm: number;
    cost: number;
    funds: number;
  }): string =>
    `Take the ${f.team} with a ${f.fs}-star farm system and a ${f.fm}-star field manager: ${counted('en', f.ss, 'Superstar', 'Superstars')} and ${counted('en', f.as, 'All-Star', 'All-Stars')} win games, and a strong manager adds wins every season. ${
      f.cost > f.funds
        ? `The total, ${money(f.cost)}, is ${money(f.cost - f.funds)} over your ${money(f.funds)}: a set-up loan covers it, and the stronger club repays it.`
        : `The total, ${money(f.cost)}, stays within your ${money(f.funds)}.`
    }`,
  keepHand: 'Keep your hand: a compulsory card costs nothing to keep, and a redraw may be worse.',
  starter: 'Start yourself: the first owner plays the first off-season card.',
  promo: (ops: number): string =>
    `Discard your card with the most OPS (${opsOf(ops)}): it pays ${money(ops * 1_000)} now.`,
  bid: (amount: number, cash: number): string =>
    amount > 0
      ? `Bid ${money(amount)} of your ${money(cash)}: enough to have a fair chance at the player while keeping most of your money for the season.`
      : `Bid nothing: with ${money(cash)} your money does more in the season than on this player.`,
  claim: (yes: boolean, cash: number): string =>
    yes
      ? `Claim him: a Phenom for $500 is cheap, and ${money(cash)} leaves you enough to play on.`
      : `Let him go: with ${money(cash)} you need your money for the season.`,
  event: (f: { ops: number; self: boolean; off: boolean }): string =>
    f.self
      ? `Play this card’s ${f.off ? 'off-season event' : 'event'} on yourself: it helps your club more than its ${opsOf(f.ops)} would.`
      : `Play this card’s event on your rival: it hurts the other club, which counts as much as helping your own.`,
  ops: (ops: number, use: OpsUse, wins: number | null): string =>
    `Play this card for its ${opsOf(ops)} ${USE_EN[use]}${
      wins !== null ? `: it wins ${wins} ${wins === 1 ? 'game' : 'games'} this phase` : ''
    }. Of this card’s plays, this one helps you most.`,
  managerTeam: (fm: number, wins: number): string =>
    `Use your Manager/Team action: on the Manager chart your ${fm}-star field manager ${
      wins >= 0 ? 'wins' : 'loses'
    } ${Math.abs(wins)} ${Math.abs(wins) === 1 ? 'game' : 'games'} this phase without spending a card, so your hand stays for later.`,
  pass: 'Pass: nothing in your hand helps enough now, and the cards you keep still count later.',
  promote: (kind: 'phenom' | 'prospect', cash: number): string =>
    kind === 'phenom'
      ? `Try to bring a Phenom up to the majors: with ${money(cash)} the $500 roll is affordable, and a player brought up adds wins for years.`
      : `Try to turn a Prospect into a Phenom: with ${money(cash)} the $500 roll is affordable, your farm has room for another Phenom, and a Phenom is the player you can later bring up to the majors.`,
  stopPromotion:
    'Keep the result of this promotion attempt: another roll costs $500 more and may do worse.',
  cycle:
    'Hit for the Cycle with a single: it is the cheapest try and draws you cards to choose from.',
  cyclePlace: (ops: number, keep: boolean): string =>
    keep
      ? `Keep this card (${opsOf(ops)}), the strongest you drew.`
      : `Discard this card (${opsOf(ops)}), the weakest you drew.`,
  roll: 'Roll the die: the chart decides, and nothing you hold changes it now.',
  buyMedia: (n: number, cash: number): string =>
    n > 0
      ? `Buy ${n} media ${n === 1 ? 'cube' : 'cubes'} for ${money(n * 1_000)} of your ${money(cash)}: two cubes make 3 victory points, far cheaper than wins.`
      : `Buy no media: with ${money(cash)} you keep a reserve for next season.`,
  keepCard: 'Keep no card: a fresh hand next year is as good, and nothing here is worth saving.',
  keepOne: 'Keep this card for next year: it is the best of your hand.',
  convert: (pairs: number, media: number): string =>
    pairs > 0
      ? `Turn ${pairs} ${pairs === 1 ? 'pair' : 'pairs'} of your ${counted('en', media, 'media cube', 'media cubes')} into ${pairs * 3} victory points: that is what media is for.`
      : 'You have no pair of media cubes to turn into victory points.',
  upgrade: (cash: number): string =>
    `Upgrade a player: with ${money(cash)} in hand you can afford it, and a better player wins more games every season.`,
  done: (cash: number): string =>
    `Finish your upgrades: with ${money(cash)} you keep your money for the season ahead.`,
  cut: (type: string): string =>
    `Cut one of your ${type}: the weakest players on your club, so you lose the least.`,
  bait: 'Swap the Trade Bait with the deck: you get a fresh card and give your rival nothing.',
  respond: (die: number): string =>
    `Let the ${die} stand: changing it would cost media or a card for little gain.`,
  cancel: 'Cancel this event with your card: it was aimed at your club.',
  media: (by: number, die: number): string =>
    `Move the ${die} by ${by > 0 ? `+${by}` : by} with media: the result is worth the cubes.`,
  other: 'This is a good move here.',
  acceptTrade: 'Accept: what you get is worth more to your club than what you give.',
  refuseTrade: 'Refuse: what you would give is worth more to your club than what you get.',
  ml: { ss: 'Superstars', as: 'All-Stars', reg: 'Regulars', jm: 'Journeymen' } as Readonly<
    Record<string, string>
  >,
};

type CoachWords = Words<typeof COACH_EN>;

/** The coach's words per language: the tip is read from the view once, worded in any. */
const WORDS: Readonly<Record<Language, CoachWords>> = { en: COACH_EN, fr: COACH_FR };

const opsOfCard = (id: string) => actionCard(id)?.ops ?? 0;

/** The wins an OPS play yields for the learner (LoB 5.3.2-5.3.3), or null for other uses. */
function opsWins(v: LordsView, seat: number, card: string, use: OpsUse): number | null {
  const me = v.owners[seat];
  const ops = opsOfCard(card);
  if (!me) return null;
  if (use === 'managerCard') return managerCardWins(ops, me.fm);
  if (use !== 'superstar' && use !== 'allStar') return null;
  const type = use === 'superstar' ? 'ss' : 'as';
  // As the rules count them (owner.ts, healthy): the injured are out until their phase ends.
  const out = me.injured.filter((i) => i.type === type && i.until >= v.phaseIndex).length;
  const n = me.ml[type] - out;
  return n > 0 ? starWins(ops, type, n) : null;
}

/** What a set-up costs from the starting funds (LoB 3.0-3.4: team card, farm and manager stars). */
const setupCost = (a: Extract<LordsAction, { t: 'team' }>): number =>
  (teamCard(a.team)?.cost ?? Infinity) + FARM_SYSTEM[a.fs].cost + a.fm * FM_PER_STAR;

/**
 * The money a learner's set-up leaves for the first year (free agency, promotion rolls,
 * media): the bots may buy a stronger club on a set-up loan, the coach never teaches it.
 */
export const SETUP_RESERVE = 5_000;

/**
 * A Prospect promotion that the learner's farm has no room for (LoB 8.1: a 2★ or 1★ farm
 * holds no Phenom, and a farm at its limit must bring him up, trade or cut him within two
 * phases): the roll buys nothing a learner should pay for.
 */
function noRoomForPhenom(v: LordsView, seat: number): boolean {
  const me = v.owners[seat];
  return me === undefined || me.farm.phenom >= FARM_SYSTEM[me.fs].phenom;
}

/** The coach's own pick where the bot's would teach a gamble or a pointless roll. */
function prefer(
  v: LordsView,
  seat: number,
  actions: readonly LordsAction[],
  bot: LordsAction | undefined,
  pick: (among: readonly LordsAction[]) => LordsAction | undefined,
): LordsAction | undefined {
  // The bot's choice among the set-ups that leave the reserve.
  if (bot?.t === 'team')
    return pick(
      actions.filter((a) => a.t === 'team' && setupCost(a) <= STARTING_FUNDS - SETUP_RESERVE),
    );
  if (bot?.t === 'promote' && bot.kind === 'prospect' && noRoomForPhenom(v, seat))
    return actions.find((a) => a.t === 'doneUpgrades') ?? actions.find((a) => a.t === 'pass');
  return undefined;
}

/** Why the suggested move, read from the learner's view. */
function why(w: CoachWords, v: LordsView, seat: number, a: LordsAction | undefined): string {
  if (!a) return '';
  const me = v.owners[seat];
  const cash = me?.money.value ?? 0;
  switch (a.t) {
    case 'team': {
      const t = teamCard(a.team);
      return t
        ? w.team({
            team: `${t.city} ${t.name}`,
            ss: t.roster.ss,
            as: t.roster.as,
            fs: a.fs,
            fm: a.fm,
            // LoB 3.0-3.4: the team card, the farm's stars and the manager's, from the funds.
            cost: t.cost + FARM_SYSTEM[a.fs].cost + a.fm * FM_PER_STAR,
            funds: STARTING_FUNDS,
          })
        : '';
    }
    case 'redraw':
      return w.keepHand;
    case 'chooseStarter':
      return w.starter;
    case 'promo':
      return w.promo(opsOfCard(a.card));
    case 'bid':
      return w.bid(a.amount, cash);
    case 'claim':
      return w.claim(a.claim, cash);
    case 'event':
      return w.event({
        ops: opsOfCard(a.card),
        self: a.target === seat,
        off: v.step === 'offCards',
      });
    case 'ops':
      return w.ops(opsOfCard(a.card), a.use, opsWins(v, seat, a.card, a.use));
    case 'cyclePlay':
      return a.use === 'event'
        ? w.event({ ops: opsOfCard(a.card), self: a.target === seat, off: false })
        : w.ops(opsOfCard(a.card), a.use, opsWins(v, seat, a.card, a.use));
    case 'cyclePlace':
      return w.cyclePlace(opsOfCard(a.card), a.to === 'keep');
    case 'managerTeam':
      return me ? w.managerTeam(me.fm, managerTeam(me.fm)) : '';
    case 'pass':
      return w.pass;
    case 'promote':
      return w.promote(a.kind, cash);
    case 'stopPromotion':
      return w.stopPromotion;
    case 'cycle':
      return w.cycle;
    case 'roll':
      return w.roll;
    case 'buyMedia':
      return w.buyMedia(a.n, cash);
    case 'keep':
      return a.card === null ? w.keepCard : w.keepOne;
    case 'convertMedia':
      return w.convert(a.pairs, me?.media ?? 0);
    case 'upgrade':
      return w.upgrade(cash);
    case 'doneUpgrades':
      return w.done(cash);
    case 'cut':
      return w.cut(w.ml[a.type] ?? a.type);
    case 'bait':
      return w.bait;
    case 'respond':
      return v.window?.k === 'roll' ? w.respond(v.window.value) : w.other;
    case 'cancel':
      return w.cancel;
    case 'media':
      return w.media(a.by, v.window?.k === 'roll' ? v.window.value : 0);
    case 'accept':
      return w.acceptTrade;
    case 'reject':
      return w.refuseTrade;
    default:
      return w.other;
  }
}

/**
 * Plays the board keeps in its "More actions" drawer (board/Turn.tsx, NoCardActions): a farm
 * promotion is there unless an attempt is under way (then it is at hand, and pointed at as
 * itself).
 */
const DRAWN: readonly LordsAction['t'][] = ['cycle', 'legend', 'tradeChart', 'allStar', 'promote'];

export const lordsCoach: Coach<LordsView, LordsAction> = {
  seed: 'learn-lords-5',
  others: [{ level: 'easy' }],
  options: { years: '3' },
  welcome: (lang) => WORDS[lang].welcome,
  prefer: ({ view, seat, actions, suggested, pick }) =>
    prefer(view, seat, actions, suggested, pick),
  // The set-up stars and the bid stepper change only what is pressed: follow those changes.
  followsPresses: true,
  // A card's plays show once the card is chosen; the setup's team and stars are chosen in
  // turn before its button shows; a bid is stepped to its amount (each step button names the
  // amounts it leads towards). Each selector names the next place to tap (document order: the
  // first that still needs a tap).
  point(a) {
    if (a.t === 'event' || a.t === 'ops' || a.t === 'promo')
      return `[data-zone="hand"] button[data-card="${a.card}"]`;
    if (a.t === 'cyclePlay' || a.t === 'cyclePlace')
      return `[data-testid="cycle"] button[data-card="${a.card}"]`;
    if (a.t === 'team')
      return [
        `.lords-team[data-card="${a.team}"][aria-pressed="false"]`,
        `.lords-setup [data-pick="fs"] button[data-stars="${a.fs}"][aria-pressed="false"]`,
        `.lords-setup [data-pick="fm"] button[data-stars="${a.fm}"][aria-pressed="false"]`,
      ].join(', ');
    if (a.t === 'bid' && a.amount > 0) return `.lords-bid [data-goal~="${a.amount}"]`;
    // The rarer plays of a turn wait in the closed "More actions" drawer: it is opened first.
    if (DRAWN.includes(a.t)) return '.lords-drawer__open[aria-expanded="false"]';
    return null;
  },
  tip({ view, seat, prompt, suggested, lang }) {
    const w = WORDS[lang];
    const step = (w.step as Readonly<Record<string, string>>)[prompt.msg] ?? '';
    return [step, why(w, view, seat, suggested)].filter(Boolean).join(' ');
  },
};
