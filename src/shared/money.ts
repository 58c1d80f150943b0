import { COMMISSION_RATE } from './constants';

/**
 * The money arithmetic of a completed paid campaign, in whole rupees, shared by the server (which
 * writes the transactions) and the web client (which shows the same numbers before completing).
 * Integers only: a float 15% of some amounts lands just under .5 and would round the wrong way.
 */

/** The commission rate in basis points (15% -> 1500). */
const RATE_BASIS_POINTS = Math.round(COMMISSION_RATE * 10_000);

/** A budget of 0 or none means barter (docs/product.md#barter). */
export function isBarterBudget(budget: number | null | undefined): boolean {
  return budget === null || budget === undefined || !(budget > 0);
}

/**
 * Each participant's deal, earliest accepted first (docs/product.md#completion): the budget divided
 * among them in whole rupees that add up to the budget exactly. Every share is the budget / n
 * rounded down or up; the rupees left by rounding down go one each to the earliest accepted
 * (₹35,000 among 3: 11,667 + 11,667 + 11,666). Empty for barter or nobody.
 */
export function participantShares(budget: number | null | undefined, participants: number): number[] {
  if (isBarterBudget(budget) || participants < 1) return [];
  const whole = Math.trunc(budget as number);
  const base = Math.floor(whole / participants);
  const extra = whole - base * participants;
  return Array.from({ length: participants }, (_, i) => base + (i < extra ? 1 : 0));
}

/** 15% of a deal, rounded half up to whole rupees. */
export function commissionOf(dealAmount: number): number {
  return Math.floor((dealAmount * RATE_BASIS_POINTS + 5_000) / 10_000);
}

export type DealSplit = { deal_amount: number; commission_amount: number; creator_earnings: number };

/** A deal split into the platform's commission and the creator's earnings (deal - commission). */
export function splitDeal(dealAmount: number): DealSplit {
  const commission = commissionOf(dealAmount);
  return {
    deal_amount: dealAmount,
    commission_amount: commission,
    creator_earnings: dealAmount - commission,
  };
}

/** What completing pays the participant at `index` of `participants`, earliest accepted first. */
export function participantDeal(
  budget: number | null | undefined,
  participants: number,
  index: number,
): DealSplit {
  return splitDeal(participantShares(budget, participants)[index] ?? 0);
}

/** A rate setting in percent (18, 0.1, 5) as whole basis points, so the arithmetic stays in integers. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `basisPoints` of an amount, rounded half up to whole rupees. */
export function portionOf(amount: number, rateBasisPoints: number): number {
  return Math.floor((amount * rateBasisPoints + 5_000) / 10_000);
}

/** The tax rates of a payout, in basis points (settings GST_RATE, TDS_RATE, TDS_NO_PAN_RATE). */
export type PayoutRates = { gst: number; tds: number; tdsNoPan: number };

export type PayoutLines = {
  gross: number;
  commission: number;
  gst_on_commission: number;
  tds: number;
  /** What a dispute's split took back for the brand (docs/product.md#disputes); 0 otherwise. */
  adjustment: number;
  net: number;
};

/**
 * A creator's payout of one deal (docs/product.md#payouts): the platform's commission, GST on that
 * commission, and TDS on the gross at the PAN rate or, with no PAN saved, the higher one. Each line
 * rounded half up to whole rupees; net is what is left.
 */
export function payoutLines(
  gross: number,
  commission: number,
  rates: PayoutRates,
  panOnFile: boolean,
): PayoutLines {
  const gstOnCommission = portionOf(commission, rates.gst);
  const tds = portionOf(gross, panOnFile ? rates.tds : rates.tdsNoPan);
  return {
    gross,
    commission,
    gst_on_commission: gstOnCommission,
    tds,
    adjustment: 0,
    net: gross - commission - gstOnCommission - tds,
  };
}

/** A creator's share (0-100 percent) of a net payout after a split dispute, rounded half up. */
export function shareOf(net: number, creatorSharePercent: number): number {
  return portionOf(net, basisPoints(creatorSharePercent));
}
