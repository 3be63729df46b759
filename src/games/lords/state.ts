/**
 * The Lords of Baseball state, actions and windows: plain JSON. Every card lives in a Zone
 * (engine/hidden.ts) and every other secret (money with the hidden-money option, blind free
 * agent bids, Phenom-claim bonuses) in a Hidden value, so the view is the generic redaction.
 * docs/games/lords.md ("State design") explains each part.
 */
import type { Hidden, View, Zone } from '../../engine/hidden';
import type { MsgArgs, MsgRef, SeatId } from '../../engine/types';
import type { CycleHit, LoanSize } from './content/charts';
import type {
  BySeat,
  Effect,
  FsCounts,
  MlCounts,
  MlType,
  OwnerAction,
  SeasonPhase,
  Stars,
} from './types';

/** The options, checked and normalised at setup. */
export interface Opts {
  /** Years to play: 3 basic, 5 tournament, 7 extra inning, or more (LoB 2.1). */
  years: number;
  /** Team cards chosen, or dealt at random (LoB 3.0 1). */
  teamPick: 'choose' | 'random';
  /** Money hidden until VP are declared (LoB 2.3.2). */
  hiddenMoney: boolean;
  /** A2: the promotional discard every off-season, or only the first. */
  promoEveryYear: boolean;
  /** LoB 11.1: off-season cards in rounds until all pass. */
  extendedOffSeason: boolean;
  /** LoB 11.2. */
  allStarGame: boolean;
  /** LoB 12.1: no card, one kept all game, or a new one each off-season. */
  extraInnings: 'off' | 'keep' | 'reshuffle';
  /** LoB 12.2. */
  legends: boolean;
  /** A8: tied standings roll off, or split the VP. */
  standingTies: 'rolloff' | 'split';
  /** A10: the pennant winner may use media on his CS roll, or nobody may. */
  csMedia: 'winner' | 'none';
}

/** Where the game stands. Automatic steps run inside apply after the move they wait for. */
export const STEPS = [
  'setup',
  'redraw',
  'freeAgency',
  'claims',
  'draft',
  'upgrades',
  'salaries',
  'media',
  'turnOrder',
  'promo',
  'offCards',
  'pennantRoll',
  'season',
  'payout',
  'leftovers',
  'pennant',
  'cs',
  'vpMedia',
  'retirement',
  'over',
] as const;
export type Step = (typeof STEPS)[number];

/** The two loan slots (LoB 2.5): a $5,000 slot and a $10,000 slot (reducible to $5,000). */
export interface Loans {
  readonly small: 0 | 5_000;
  readonly large: 0 | 5_000 | 10_000;
}

/** A free agent signed by bid: his bid is his salary for the coming season (LoB 6.2.4b). */
export interface Contract {
  readonly type: 'ss' | 'as';
  readonly salary: number;
  /** The year whose off-season salaries the bid replaces. */
  readonly year: number;
}

/** A Superstar or All-Star out until the end of global phase `until` (LoB 10.1-10.2). */
export interface Injury {
  readonly type: 'ss' | 'as';
  readonly until: number;
  /** Injured at the All-Star Game with a 1: no VP for him this year (LoB 11.2). */
  readonly noVp?: boolean;
}

/** A Legends card in play, with its public used mark (LoB 12.2). */
export type LegendInst = { readonly id: string; readonly used: boolean };

/** A side of an owner-to-owner trade (LoB 5.3.11, 5.7.1): never VP, never cards. */
export interface Bundle {
  readonly money: number;
  readonly ml: Partial<MlCounts>;
  readonly fs: Partial<FsCounts>;
  readonly media: number;
  /** Original owners of the draft picks handed over (LoB 6.2.6). */
  readonly picks: readonly SeatId[];
}

/** What an owner-to-owner offer would exchange: `give` from its maker, `get` from its partner. */
export interface Terms {
  readonly give: Bundle;
  readonly get: Bundle;
  /** Both managers change teams (a one-way manager trade is refused). */
  readonly managers: boolean;
}

/**
 * An open trade offer; `to` null is an offer to the whole table (the 5.3.11 auction). That an
 * offer between two owners is pending is public; its terms are seen by those two only (a
 * table offer's by all) until it is accepted, when what changed hands is announced.
 */
export interface Offer {
  readonly id: number;
  readonly from: SeatId;
  readonly to: SeatId | null;
  readonly terms: Hidden<Terms>;
  /** The roll window the offer was made in: accepting it locks that roll (LoB 7.3). */
  readonly window: number | null;
}

/** An offer made in a phase (public: who offered whom), so a bot does not ask twice. */
export interface OfferMade {
  readonly from: SeatId;
  readonly to: SeatId | null;
  readonly phase: number;
}

/** What a die roll decides; the window resumes the step that asked for it. */
export type RollPurpose =
  | { readonly k: 'pennantTarget' }
  | { readonly k: 'payout'; readonly seat: SeatId }
  | {
      readonly k: 'phenom';
      readonly seat: SeatId;
      readonly drm: number;
      readonly rollsLeft: number;
    }
  | {
      readonly k: 'prospect';
      readonly seat: SeatId;
      readonly drm: number;
      readonly rollsLeft: number;
    }
  | { readonly k: 'retirement'; readonly seat: SeatId }
  | { readonly k: 'cs'; readonly seat: SeatId }
  | { readonly k: 'tiebreak'; readonly seats: readonly SeatId[] }
  /** A roll-off for who chooses the starter (4.1.1, 7.4): one roll per seat, high wins. */
  | {
      readonly k: 'orderRolloff';
      readonly seats: readonly SeatId[];
      readonly rolls: readonly number[];
    }
  /**
   * A roll inside a card or community effect, a card's own table included (the run waits in
   * `effects`; 5.3.1, 7.3). There is no separate purpose for a card's table (decision).
   */
  | { readonly k: 'effect'; readonly seat: SeatId }
  /**
   * An All-Star Game injury roll for one nominee (11.2), the nominees still to roll in `rest`;
   * `retire`: the immediate retirement roll of a nominee hurt for the year.
   */
  | {
      readonly k: 'allStar';
      readonly seat: SeatId;
      readonly type: MlType;
      readonly rest?: readonly ('ss' | 'as')[];
      readonly retire?: boolean;
    }
  | { readonly k: 'draft'; readonly seat: SeatId }
  /**
   * A roll-off of tied owners (rules/rollOff.ts): standing places (6.2.1.1 NOTE), free-agent
   * bids (6.2.4b, A24), Phenom bonuses (8.2). `ranked` lists groups best first, owners of one
   * group still level; the first group that matters rolls, one roll each (`rolls`, modified).
   */
  | {
      readonly k: RollOffKind;
      readonly ranked: readonly (readonly SeatId[])[];
      readonly rolls: readonly number[];
    };

/** The roll-offs of tied owners: standing places, free-agent bids, Phenom claim bonuses. */
export type RollOffKind = 'standingTie' | 'bidTie' | 'claimTie';

/**
 * A response window. A roll window: the roller, then each other owner clockwise, then the
 * roller again may change the roll with media or a re-roll/DRM card (A11); `lockedTo` after
 * an accepted trade. An event window: owners holding a cancel card, clockwise from the
 * player (the target first), may cancel the event (LoB 5.3.10).
 */
export type Window =
  | {
      readonly k: 'roll';
      readonly id: number;
      readonly purpose: RollPurpose;
      readonly roller: SeatId;
      readonly natural: number;
      readonly value: number;
      readonly queue: readonly SeatId[];
      readonly lockedTo: readonly SeatId[] | null;
      /** Seats allowed to spend media on this roll (6.2.1.1: only the tied owners). */
      readonly mediaBy: readonly SeatId[] | 'all';
      /** What changed the roll in its window, in order (absent on saves made before it). */
      readonly changes?: readonly RollChange[];
      /** Rules version 4: the roller rolled and let it stand, unless someone changes it. */
      readonly stand?: boolean;
    }
  | {
      readonly k: 'event';
      readonly id: number;
      readonly card: string;
      readonly by: SeatId;
      readonly target: SeatId;
      readonly queue: readonly SeatId[];
      readonly cancelled: boolean;
    };

/** One change to an open roll: media spent, a roll card played, a media challenge (13.2). */
export type RollChange =
  | { readonly k: 'media'; readonly seat: SeatId; readonly by: number }
  | { readonly k: 'card'; readonly seat: SeatId; readonly card: string }
  | { readonly k: 'challenge'; readonly seat: SeatId; readonly by: number };

/**
 * A roll whose window has closed, for the board's result moment: who rolled, the die, what
 * changed it and what it decided (the public log lines its result wrote).
 */
export interface ClosedRoll {
  readonly id: number;
  readonly purpose: RollPurpose['k'];
  readonly roller: SeatId;
  readonly natural: number;
  readonly value: number;
  readonly changes: readonly RollChange[];
  readonly said: readonly { readonly msg: string; readonly args?: MsgArgs }[];
}

/** An owner's last revealed bids by kind of player (public once revealed). */
export type LastBids = Readonly<Partial<Record<'ss' | 'as' | 'claim', number>>>;

/** One owner's organisation, hand and standing. */
export interface Owner {
  readonly team: string | null;
  readonly money: Hidden<number>;
  readonly loans: Loans;
  /**
   * Global phase index of the last new loan (one a phase, LoB 2.5.2); cleared at a new year
   * (rules version 3), whose off-season is a phase of its own for loans (7.2).
   */
  readonly loanPhase: number | null;
  readonly fo: Stars;
  readonly fs: Stars;
  readonly fm: Stars;
  readonly ml: MlCounts;
  readonly farm: FsCounts;
  /** Journeymen on the starting roster, for final scoring (LoB 3.0 1.c, 9). */
  readonly startJm: number;
  readonly contracts: readonly Contract[];
  readonly injured: readonly Injury[];
  readonly media: number;
  readonly mediaBought: number;
  readonly nationalMedia: boolean;
  readonly hand: Zone<string>;
  /** The face-down promotional discard (LoB 4.1.2), seen by its owner until all have chosen. */
  readonly promo: Zone<string>;
  /** Unused per-owner action cards this phase, and the used ones (LoB 5.3). */
  readonly actions: Zone<OwnerAction>;
  readonly usedActions: Zone<OwnerAction>;
  readonly legends: Zone<LegendInst>;
  /** This phase's record (games to be decided) and the year's wins track. */
  readonly w: number;
  readonly l: number;
  readonly seasonW: number;
  readonly seasonL: number;
  readonly lsWins: number;
  readonly vp: number;
  readonly pennants: number;
  /** Cards played against this owner this phase by opponents (LoB 5.6.2). */
  readonly against: { readonly events: number; readonly ops: number };
  readonly passed: boolean;
  readonly played: number;
  readonly turns: number;
  /** Farm attempts made this phase (LoB 5.3.9) and the 3★ FO free roll (A14). */
  readonly tried: {
    readonly phenom: boolean;
    readonly prospect: boolean;
    readonly freeRoll: boolean;
  };
  readonly overCapSince: number | null;
  /** Card DRMs waiting for their roll, and this year's card allowances. */
  readonly drm: { readonly payout: number; readonly retire: number; readonly cs: number };
  readonly keepFree: number;
  /** Original owners of the draft picks this owner holds (his own included). */
  readonly picks: readonly SeatId[];
  readonly hadTradeBait: boolean;
  readonly challengeUsed: boolean;
  readonly allStarDone: boolean;
  /** What this off-season's upgrades have used of their limits (LoB 7.1). */
  readonly upgrades: UpgradeLog;
  /**
   * Rules version 4 (rules/rollStakes.ts): the kinds of roll he never spends media on, and
   * whether he is asked about other owners' rolls too. Absent: the defaults (public).
   */
  readonly rollAsk?: { readonly never: readonly RollKind[]; readonly rivals: boolean };
  /** Rules version 4: his VP by source, for the results' breakdown (LoB 6.2.3, 9). */
  readonly vpParts?: Readonly<Partial<Record<VpPart, number>>>;
  /** Rules version 4: his VP at each year's end, luxury tax paid (LoB 6.2.3, 6.2.5). */
  readonly vpYears?: readonly number[];
}

/** The kinds of roll an owner may choose never to spend media on (rules/rollStakes.ts). */
export const ROLL_KINDS = [
  'payout',
  'farm',
  'retirement',
  'draft',
  'pennant',
  'rolloff',
  'card',
] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** Where VP come from (LoB 6.2.3, 6.2.2, 6.1 cards, 6.2.5 / 13.1, 9, 2.5.4). */
export const VP_PARTS = [
  'wins',
  'stars',
  'season',
  'standing',
  'roster',
  'depth',
  'cash',
  'media',
  'cs',
  'cards',
  'tax',
  'money',
  'pennants',
  'finalDepth',
  'loans',
] as const;
export type VpPart = (typeof VP_PARTS)[number];

/** Limits of one off-season's upgrades (LoB 7.1): ratings at its start, promotions, switches. */
export interface UpgradeLog {
  readonly foFrom: Stars;
  readonly fsFrom: Stars;
  readonly regToAs: boolean;
  readonly asToSs: boolean;
  readonly switches: number;
  /** Utility players made Prospects (8.5: two at most; 7.1.4: no Phenom roll for them). */
  readonly utilityToProspect: number;
}

/**
 * The rules version of new games (`meta.rulesVersion`). 2: the tuned team rosters and the
 * roll-offs of standing, bid and claim ties in windows. 3: a loan in the off-season after a
 * late-season loan, the Phenom grace clock started by every change to a farm, a cancel card
 * counted as a card played, luxury-tax ties broken by money. 4: a roll asks only the owners
 * who could answer it and for whom it is at stake (rollStakes.ts), the VP kept by source. A game saved under an older
 * version (`rules` absent: version 1) keeps what it played, so its moves replay to the same
 * game (docs/games/lords.md, "Rules versions").
 */
export const RULES_VERSION = 4;

/** Whether a table plays the version-1 rules (a game saved before version 2). */
export const firstRules = (s: { readonly rules?: number }): boolean => (s.rules ?? 1) < 2;

/** Whether a table plays rules older than `version` (a game saved before that version). */
export const rulesBefore = (s: { readonly rules?: number }, version: number): boolean =>
  (s.rules ?? 1) < version;

/** The whole table. */
export interface LordsState {
  readonly seats: number;
  readonly opts: Opts;
  /** The rules version the game is played under (absent on version-1 saves). */
  readonly rules?: number;
  readonly step: Step;
  readonly year: number;
  readonly phase: SeasonPhase | 'off';
  /**
   * Counts the in-season phases from 0 (set-up and the first off-season): injuries, loans
   * and the Phenom grace run on it. An off-season keeps the number of the late season before
   * it; the marks that are per phase are cleared at the new year instead (7.0, newYear).
   */
  readonly phaseIndex: number;
  readonly starter: SeatId;
  readonly active: SeatId;
  /** The last owner to pass in the phase: the next phase starts on his left (5.1, A4). */
  readonly lastPasser: SeatId | null;
  /** Who still owes a choice in the current step (setup, redraw, promo, bids, payouts). */
  readonly waiting: readonly SeatId[];
  readonly owners: BySeat<Owner>;
  readonly deck: Zone<string>;
  readonly discard: Zone<string>;
  readonly offDeck: Zone<string>;
  readonly community: Zone<string>;
  readonly draftDeck: Zone<string>;
  readonly draftCard: Zone<string>;
  readonly eiDeck: Zone<string>;
  readonly extraInnings: Zone<string>;
  readonly legendDeck: Zone<string>;
  readonly teamCards: Zone<string>;
  readonly pennantTarget: number | null;
  /** Card and community shifts of this year's pennant target played before its roll. */
  readonly pennantShift: number;
  readonly pennantWinner: SeatId | null;
  /** Rolls made so far in the current pennant roll-off pair (6.2.1.1). */
  readonly tieRolls: readonly number[];
  readonly strike: boolean;
  readonly window: Window | null;
  /**
   * The rolls closed by the latest action that closed any (public): the board's result
   * moment. Absent on saves made before it.
   */
  readonly closedRolls?: readonly ClosedRoll[];
  readonly nextId: number;
  readonly offers: readonly Offer[];
  /** The offers made in the current phase (`phaseIndex`), answered or not. */
  readonly offered: readonly OfferMade[];
  /** Free agents awaiting bids (LoB 6.2.4b) and Phenoms cut awaiting claims (LoB 8.2). */
  readonly freeAgents: readonly FreeAgent[];
  readonly claims: readonly {
    readonly from: SeatId;
    readonly claimants: readonly SeatId[];
    /** Two or more claimed: the claimants now bid a bonus secretly (LoB 8.2). */
    readonly bidding: boolean;
  }[];
  readonly bids: BySeat<Hidden<number | null>>;
  /**
   * Each owner's last revealed bid (above $0) by kind: a Superstar or All-Star free agent
   * (6.2.4b), a claimed Phenom's bonus (8.2). The board starts its bid stepper there. Absent
   * on saves made before it.
   */
  readonly lastBids?: BySeat<LastBids>;
  /**
   * The last scored year's standing (6.2.3, A7-A8): each seat's place (1st = 1) and whether a
   * roll-off at scoring decided it (public). Absent before the first scoring and on older saves.
   */
  readonly standing?: {
    readonly year: number;
    readonly places: readonly number[];
    readonly rolledOff: readonly boolean[];
  };
  /** A farm promotion attempt under way: its last final roll and the rolls made (LoB 8.3-8.4). */
  readonly promotion: {
    readonly seat: SeatId;
    readonly kind: 'phenom' | 'prospect';
    readonly modified: number | null;
    readonly rolls: number;
  } | null;
  /** A card or community effect being carried out, and the step to return to after it. */
  readonly effects: { readonly run: EffectRun; readonly then: Step } | null;
  /** The Cycle purchase being resolved: drawn cards the owner must place (LoB 5.3.8). */
  readonly cycle: {
    readonly seat: SeatId;
    readonly hit: CycleHit;
    /** Cards discarded or kept so far (discards come first, then keeps; the last is played). */
    readonly placed: number;
    readonly cards: Zone<string>;
  } | null;
  /**
   * A cut the owner chooses (A24, rules/cuts.ts): his club is over 25 and cuts `n` more
   * players of his choice, before anything else is played; `moreCuts` are owed after it.
   */
  readonly cut: Cut | null;
  readonly moreCuts: readonly Cut[];
  /**
   * Trade Bait (LoB 10.5, rules/tradeBait.ts): the player who must now pass the card on (it
   * waits on top of the discard pile), and the owners it was played on this year.
   */
  readonly bait: { readonly seat: SeatId; readonly card: string } | null;
  readonly baitHit: readonly SeatId[];
}

/**
 * Cuts owed by one club (LoB 2.4.1): `why` limits the choice. `agent` (6.2.4b): not the free
 * agent just signed (`signed`), then free agency resumes; `journeymen` (5.3.7): non-Journeymen
 * only; `phenom` (8.3) and `trade` (5.7.1): any player.
 */
export interface Cut {
  readonly seat: SeatId;
  readonly n: number;
  readonly why: 'agent' | 'journeymen' | 'phenom' | 'trade';
  readonly signed: MlType | null;
}

/** One effect bound to the owner it lands on (rules/effects.ts runs them). */
export type Task =
  | { readonly who: SeatId; readonly e: Effect }
  | { readonly who: SeatId; readonly e: { readonly k: 'impactRoll' } };

/** An effect run in progress: who played it, what is left, and the roll it waits for. */
export interface EffectRun {
  readonly by: SeatId;
  readonly tasks: readonly Task[];
  readonly waiting: Task | null;
}

/** A Superstar or All-Star on the market, auctioned in the off-season of `year` (LoB 10.4). */
export interface FreeAgent {
  readonly type: 'ss' | 'as';
  readonly from: SeatId;
  readonly year: number;
}

/** An owner's money, whatever its visibility (the rules always see it). */
export const moneyOf = (o: Owner): number => o.money.value;

/** Actions. Out-of-turn ones (loan, repay, offer, counter, accept, reject, withdraw) need no prompt. */
export type LordsAction =
  | { readonly t: 'team'; readonly team: string; readonly fs: Stars; readonly fm: Stars }
  | { readonly t: 'redraw'; readonly card: string | null }
  | { readonly t: 'promo'; readonly card: string }
  | { readonly t: 'bid'; readonly amount: number }
  | { readonly t: 'claim'; readonly claim: boolean }
  | { readonly t: 'upgrade'; readonly change: Upgrade }
  | { readonly t: 'doneUpgrades' }
  | { readonly t: 'buyMedia'; readonly n: number }
  | { readonly t: 'chooseStarter'; readonly seat: SeatId }
  | { readonly t: 'event'; readonly card: string; readonly target: SeatId }
  | {
      readonly t: 'ops';
      readonly card: string;
      readonly use: OpsUse;
      readonly target: SeatId;
      /** 12.2: the Legends card whose OPS bonus goes with this play. */
      readonly legend?: string;
    }
  | { readonly t: 'legend'; readonly card: string; readonly target: SeatId }
  | { readonly t: 'managerTeam' }
  | { readonly t: 'cycle'; readonly hit: CycleHit }
  | { readonly t: 'cyclePlace'; readonly card: string; readonly to: 'discard' | 'keep' }
  | {
      readonly t: 'cyclePlay';
      readonly card: string;
      readonly use: OpsUse | 'event';
      readonly target: SeatId;
    }
  | { readonly t: 'promote'; readonly kind: 'phenom' | 'prospect'; readonly drm: number }
  | { readonly t: 'stopPromotion' }
  | { readonly t: 'tradeChart'; readonly row: string; readonly reverse: boolean }
  | { readonly t: 'allStar'; readonly ss: number; readonly as: number; readonly reg: number }
  | { readonly t: 'pass' }
  /** `stand` (rules version 4): roll and let it stand, unless another owner changes it. */
  | { readonly t: 'roll'; readonly stand?: true }
  /** Rules version 4: never spend media on a kind of roll (or again), or be asked about others' rolls. */
  | { readonly t: 'rollAsk'; readonly kind: RollKind | 'rivals'; readonly ask: boolean }
  | { readonly t: 'media'; readonly by: number }
  | { readonly t: 'rollCard'; readonly card: string }
  | { readonly t: 'challenge'; readonly dir: 1 | -1 }
  | { readonly t: 'respond' }
  | { readonly t: 'cancel'; readonly card: string }
  | { readonly t: 'cut'; readonly type: MlType }
  | { readonly t: 'bait'; readonly to: SeatId | null }
  | { readonly t: 'keep'; readonly card: string | null }
  | { readonly t: 'convertMedia'; readonly pairs: number }
  | { readonly t: 'loan'; readonly size: LoanSize }
  | { readonly t: 'repay'; readonly slot: 'small' | 'large'; readonly amount: 5_000 | 10_000 }
  | {
      readonly t: 'offer';
      readonly to: SeatId | null;
      readonly give: Bundle;
      readonly get: Bundle;
      readonly managers: boolean;
    }
  /** Refuses an offer made to this owner and offers its maker other terms in one move. */
  | {
      readonly t: 'counter';
      readonly offer: number;
      readonly give: Bundle;
      readonly get: Bundle;
      readonly managers: boolean;
    }
  | { readonly t: 'accept'; readonly offer: number }
  | { readonly t: 'reject'; readonly offer: number }
  | { readonly t: 'withdraw'; readonly offer: number };

/** What an OPS card is played for (LoB 5.3.2-5.3.7). */
export type OpsUse = 'superstar' | 'allStar' | 'managerCard' | 'money' | 'losses' | 'journeymen';

/** One off-season change (LoB 7.1). */
export type Upgrade =
  | { readonly k: 'fo'; readonly to: Stars }
  | { readonly k: 'fm'; readonly to: Stars }
  | { readonly k: 'fs'; readonly to: Stars }
  | { readonly k: 'regToAs' }
  | { readonly k: 'asToSs' }
  | { readonly k: 'switch'; readonly from: 'reg' | 'jm' }
  | { readonly k: 'utilityToProspect' }
  | { readonly k: 'fillFromUtility' }
  | { readonly k: 'buyUtility' };

/** What one seat may know of the table (the generic redaction, engine/hidden.ts). */
/**
 * What a seat sees: the redacted table, and while a roll window is open, what its chart
 * reads at the value now and at each value the seat could bring it to (rules/rollStakes.ts).
 */
export type LordsView = View<LordsState> & {
  readonly readings?: readonly { readonly value: number; readonly reads: MsgRef }[];
};
