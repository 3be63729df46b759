/**
 * Setting up (LoB 1.0, 3.0-3.4): $42,000 each; a Front Office & Team Roster card, a farm
 * system by the chart, a field manager at $1,000 a star; costs paid at once, with at most one
 * set-up loan when the cash does not cover them.
 */
import { zone } from '../../../engine/hidden';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS, type LoanSize } from '../content/charts';
import { teamCard } from '../content/teams';
import { sayMoney } from './playLog';
import { moneyArg } from '../money';
import type { LordsState, Opts, Owner, UpgradeLog } from '../state';
import { STARS, type Stars } from '../types';
import { cash, moneyBox } from './owner';
import { editOwner } from './copy';

/** What a set-up costs: team card, farm system and manager (LoB 3.0). */
export function setupCost(team: string, fs: Stars, fm: Stars, first = false): number {
  const card = teamCard(team, first);
  must(card !== undefined, 'no-such-team', '3.1', team);
  return card.cost + FARM_SYSTEM[fs].cost + fm * FM_PER_STAR;
}

/**
 * The set-up loan (LoB 3.4): none when $42,000 covers the cost, else the smallest loan that
 * does; more than $10,000 short is refused (one loan only).
 */
export function setupLoan(cost: number): LoanSize | 0 {
  const short = cost - STARTING_FUNDS;
  if (short <= 0) return 0;
  must(
    short <= 10_000,
    'setup-unaffordable',
    '3.4',
    `$${short} short; one loan is $10,000 at most`,
  );
  return short <= 5_000 ? 5_000 : 10_000;
}

const isStars = (n: number): n is Stars => (STARS as readonly number[]).includes(n);

/** Nothing of the off-season's upgrade limits used yet (LoB 7.1). */
export function freshUpgrades(fo: Stars, fs: Stars): UpgradeLog {
  return {
    foFrom: fo,
    fsFrom: fs,
    regToAs: false,
    asToSs: false,
    switches: 0,
    utilityToProspect: 0,
  };
}

/** An owner before his set-up choice: the starting funds and nothing bought yet. */
export function blankOwner(seat: SeatId, opts: Opts): Owner {
  return {
    team: null,
    money: moneyBox(seat, STARTING_FUNDS, opts.hiddenMoney),
    loans: { small: 0, large: 0 },
    loanPhase: null,
    fo: 1,
    fs: 1,
    fm: 1,
    ml: { ss: 0, as: 0, reg: 0, jm: 0 },
    farm: { phenom: 0, prospect: 0, utility: 0 },
    startJm: 0,
    contracts: [],
    injured: [],
    media: 0,
    mediaBought: 0,
    nationalMedia: false,
    hand: zone([seat]),
    promo: zone([seat]),
    actions: zone('all'),
    usedActions: zone('all'),
    legends: zone('all'),
    w: 0,
    l: 0,
    seasonW: 0,
    seasonL: 0,
    lsWins: 0,
    vp: 0,
    pennants: 0,
    against: { events: 0, ops: 0 },
    passed: false,
    played: 0,
    turns: 0,
    tried: { phenom: false, prospect: false, freeRoll: false },
    overCapSince: null,
    drm: { payout: 0, retire: 0, cs: 0 },
    keepFree: 0,
    picks: [seat],
    hadTradeBait: false,
    challengeUsed: false,
    allStarDone: false,
    upgrades: freshUpgrades(1, 1),
  };
}

/**
 * An owner's set-up choice (LoB 3.1-3.4): takes the team card's FO and roster, builds the
 * farm by the chart, hires the manager, pays everything, and takes the loan if needed.
 * `taken` lists team cards other owners already hold (each card goes to one owner).
 */
export function chooseSetup(
  o: Owner,
  choice: { team: string; fs: number; fm: number },
  taken: readonly string[],
  phaseIndex: number,
  ctx?: RulesCtx,
  seat?: SeatId,
  first = false,
): Owner {
  must(o.team === null, 'already-set-up', '3.0');
  const card = teamCard(choice.team, first);
  must(card !== undefined, 'no-such-team', '3.1', choice.team);
  must(!taken.includes(card.id), 'team-taken', '3.1', `${card.id} belongs to another owner`);
  must(isStars(choice.fs), 'bad-farm-rating', '3.2', `${choice.fs}`);
  must(isStars(choice.fm), 'bad-manager-rating', '3.3', `${choice.fm}`);
  const cost = setupCost(card.id, choice.fs, choice.fm, first);
  const loan = setupLoan(cost);
  const { cost: _fsCost, ...farm } = FARM_SYSTEM[choice.fs];
  if (ctx && seat !== undefined) {
    const team = `${card.city} ${card.name}`;
    const args = { seat, team, fs: choice.fs, fm: choice.fm };
    // 2.3.2: the cost tells the cash left, so under hidden money only its owner reads it.
    sayMoney(
      ctx,
      o,
      seat,
      { msg: 'lords.setup', args: { ...args, cost: moneyArg(cost) } },
      { msg: 'lords.setupHidden', args },
    );
    if (loan > 0) ctx.log('lords.setupLoan', { seat, amount: moneyArg(loan) });
  }
  return editOwner(o, {
    team: card.id,
    fo: card.fo,
    fs: choice.fs,
    fm: choice.fm,
    ml: card.roster,
    farm,
    startJm: card.roster.jm,
    money: { ...o.money, value: cash(o) - cost + loan },
    loans:
      loan === 10_000
        ? { small: 0, large: 10_000 }
        : loan === 5_000
          ? { small: 5_000, large: 0 }
          : o.loans,
    loanPhase: loan > 0 ? phaseIndex : o.loanPhase,
  });
}

/** Options as the module receives them, checked and normalised. */
export function normaliseOpts(raw: Readonly<Record<string, boolean | string>>): Opts {
  const years = Number(raw.years ?? 3);
  must(Number.isInteger(years) && years >= 1 && years <= 20, 'bad-years', '2.1', `${raw.years}`);
  const pick = <T extends string>(key: string, allowed: readonly T[], dflt: T): T => {
    const v = raw[key] ?? dflt;
    must(
      typeof v === 'string' && (allowed as readonly string[]).includes(v),
      'bad-option',
      '2.1',
      key,
    );
    return v as T;
  };
  const flag = (key: string, dflt: boolean): boolean => {
    const v = raw[key] ?? dflt;
    must(typeof v === 'boolean', 'bad-option', '2.1', key);
    return v;
  };
  return {
    years,
    teamPick: pick('teamPick', ['choose', 'random'], 'choose'),
    hiddenMoney: flag('hiddenMoney', false),
    promoEveryYear: flag('promoEveryYear', true),
    extendedOffSeason: flag('extendedOffSeason', false),
    allStarGame: flag('allStarGame', false),
    extraInnings: pick('extraInnings', ['off', 'keep', 'reshuffle'], 'off'),
    legends: flag('legends', false),
    standingTies: pick('standingTies', ['rolloff', 'split'], 'rolloff'),
    csMedia: pick('csMedia', ['winner', 'none'], 'winner'),
  };
}

/** Every owner's team card is chosen: the set-up step is over. */
export const setupDone = (s: LordsState): boolean => s.owners.every((o) => o.team !== null);
