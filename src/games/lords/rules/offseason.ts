/**
 * The off-season (LoB 4.1.2-4.1.5, 7.1-7.2): the promotional discard, the pennant target,
 * upgrades and downgrades within their limits, and the organisation's salaries.
 */
import { must } from '../../../engine/types';
import {
  FARM_SYSTEM,
  FM_PER_STAR,
  FO_PER_STAR,
  PENNANT_TARGET,
  PROMO_PER_OP,
  PROMOTION,
  SALARY,
  UPGRADES,
} from '../content/charts';
import type { Contract, Owner, Upgrade } from '../state';
import type { MlCounts, Stars } from '../types';
import { setFrontOffice } from './media';
import { addFarm, addMl, addMoney, cash } from './owner';
import { editOwner } from './copy';

/** The promotional phase (LoB 4.1.2): the bank pays $1,000 per OP discarded face down. */
export const promotionalPayout = (ops: number): number => ops * PROMO_PER_OP;

/** The pennant target for a modified d10, clamped to the chart (LoB 4.1.5), plus shifts. */
export function pennantTarget(modified: number, shift = 0): number {
  const i = Math.min(10, Math.max(1, modified)) - 1;
  return (PENNANT_TARGET[i] ?? 100) + shift;
}

/**
 * Player salaries (LoB 7.2): SS $5,000 and AS $3,000 each, Regulars $5,000 and Journeymen
 * $3,000 in all; a free agent signed by bid this year costs his bid instead (6.2.4b).
 */
export function playerSalaries(ml: MlCounts, contracts: readonly Contract[], year: number): number {
  const now = contracts.filter((c) => c.year === year);
  const bySs = now.filter((c) => c.type === 'ss');
  const byAs = now.filter((c) => c.type === 'as');
  const ssBid = Math.min(bySs.length, ml.ss);
  const asBid = Math.min(byAs.length, ml.as);
  const sum = (cs: readonly Contract[], n: number) =>
    cs.slice(0, n).reduce((a, c) => a + c.salary, 0);
  return (
    (ml.ss - ssBid) * SALARY.ss +
    sum(bySs, ssBid) +
    (ml.as - asBid) * SALARY.as +
    sum(byAs, asBid) +
    (ml.reg > 0 ? SALARY.regFlat : 0) +
    (ml.jm > 0 ? SALARY.jmFlat : 0)
  );
}

/** The organisation's salaries (LoB 2.4.2, 7.2): players, front office, farm system, manager. */
export function organisationSalaries(o: Owner, year: number): number {
  return (
    playerSalaries(o.ml, o.contracts, year) +
    o.fo * FO_PER_STAR +
    FARM_SYSTEM[o.fs].cost +
    o.fm * FM_PER_STAR
  );
}

const stars = (n: number): n is Stars => Number.isInteger(n) && n >= 1 && n <= 5;

/**
 * One off-season change (LoB 7.1, 8.5), paid at once. Ratings move at most 2 stars from where
 * they stood at the start of the off-season; a manager may be fired and hired at any level.
 */
export function upgrade(o: Owner, u: Upgrade, freeSwitches = 0): Owner {
  const log = o.upgrades;
  switch (u.k) {
    case 'fo':
      must(stars(u.to), 'bad-rating', '7.1.1');
      must(Math.abs(u.to - log.foFrom) <= UPGRADES.maxStarChange, 'two-stars-at-most', '7.1.1');
      return setFrontOffice(o, u.to);
    case 'fs':
      must(stars(u.to), 'bad-rating', '7.1.3');
      must(Math.abs(u.to - log.fsFrom) <= UPGRADES.maxStarChange, 'two-stars-at-most', '7.1.3');
      return editOwner(o, { fs: u.to });
    case 'fm':
      // 7.1.2: "As soon as you declare this you pay the cost" (the new manager's salary).
      must(stars(u.to) && u.to !== o.fm, 'bad-rating', '7.1.2');
      must(cash(o) >= u.to * FM_PER_STAR, 'cannot-afford', '7.1.2');
      return editOwner(addMoney(o, -u.to * FM_PER_STAR), { fm: u.to });
    case 'regToAs':
      must(!log.regToAs, 'one-promotion', '7.1.5', 'one Regular to All-Star a year');
      must(o.ml.reg > 0, 'no-regular', '7.1.5');
      must(cash(o) >= UPGRADES.regToAs, 'cannot-afford', '7.1.5');
      return editOwner(addMoney(o, -UPGRADES.regToAs), {
        ml: addMl(addMl(o.ml, 'reg', -1), 'as', 1),
        upgrades: { ...log, regToAs: true },
      });
    case 'asToSs':
      must(!log.asToSs, 'one-promotion', '7.1.5', 'one All-Star to Superstar a year');
      must(o.ml.as > 0, 'no-all-star', '7.1.5');
      must(cash(o) >= UPGRADES.asToSs, 'cannot-afford', '7.1.5');
      return editOwner(addMoney(o, -UPGRADES.asToSs), {
        ml: addMl(addMl(o.ml, 'as', -1), 'ss', 1),
        upgrades: { ...log, asToSs: true },
      });
    case 'switch': {
      must(log.switches < UPGRADES.maxSwitches, 'four-switches', '7.1.5');
      must(o.ml[u.from] > 0, 'no-player', '7.1.5', u.from);
      // 12.1: an Extra Innings card may make the first switches of the off-season free.
      const price = log.switches < freeSwitches ? 0 : UPGRADES.switchPrice;
      must(cash(o) >= price, 'cannot-afford', '7.1.5');
      const to = u.from === 'reg' ? 'jm' : 'reg';
      return editOwner(addMoney(o, -price), {
        ml: addMl(addMl(o.ml, u.from, -1), to, 1),
        upgrades: { ...log, switches: log.switches + 1 },
      });
    }
    case 'utilityToProspect':
      must(log.utilityToProspect < PROMOTION.utilityToProspectMax, 'two-at-most', '8.5');
      must(o.farm.utility > 1, 'keep-a-utility', '7.1.5', 'the farm must keep a Utility player');
      must(cash(o) >= PROMOTION.utilityToProspect, 'cannot-afford', '8.5');
      return editOwner(addMoney(o, -PROMOTION.utilityToProspect), {
        farm: addFarm(addFarm(o.farm, 'utility', -1), 'prospect', 1),
        upgrades: { ...log, utilityToProspect: log.utilityToProspect + 1 },
      });
    case 'fillFromUtility':
      // 7.1.5: a hole left by retirement is filled by a Utility, free; he becomes a Journeyman
      // and a new Utility takes his place in the farm, which stays at its size.
      must(o.ml.ss + o.ml.as + o.ml.reg + o.ml.jm < 25, 'roster-full', '7.1.5');
      must(o.farm.utility > 0, 'no-utility', '7.1.5');
      return editOwner(o, { ml: addMl(o.ml, 'jm', 1), farm: o.farm });
    case 'buyUtility':
      // 7.1.5: with no Utility left, one is bought for $1,000 (within the 15).
      must(o.farm.utility === 0, 'has-utility', '7.1.5');
      must(o.farm.phenom + o.farm.prospect < 15, 'farm-full', '2.4.1');
      must(cash(o) >= PROMOTION.buyUtility, 'cannot-afford', '7.1.5');
      return editOwner(addMoney(o, -PROMOTION.buyUtility), { farm: addFarm(o.farm, 'utility', 1) });
  }
}
