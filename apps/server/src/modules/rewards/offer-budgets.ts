import type { Transaction } from 'kysely';
import type { EarnOffer, EarnTerms } from '@forkpoint/shared/rules/earn-decision';
import { offersAt, type OfferHistory } from '@forkpoint/shared/rules/offer-versions';
import type { DB } from '../../db/schema';
import { budgetSpentCents, offerHistoriesOf } from '../catalog/offers/offer-repository';
import { endOffer } from '../catalog/offers/offer-state';

/**
 * The offers an import's purchases earn under (docs/rewards.md "Offer versions" and "Offer budgets"): each
 * restaurant's versions, read once for the batch, give the offers as they stood when a purchase happened; a
 * budgeted offer pays only while the bills it multiplied are under its budget, counted at decision time from
 * the rewards it paid plus this import's, and the offer that reaches it is ended from the import's time.
 */
export class ImportOffers {
  private constructor(
    private readonly histories: Map<number, OfferHistory>,
    /** Budget in cents by `${merchant}/${offer}`, for offers whose any version has one. */
    private readonly budgets: Map<string, number>,
    private readonly spent: Map<string, number>,
  ) {}

  static async load(trx: Transaction<DB>, merchantIds: number[]): Promise<ImportOffers> {
    const histories = await offerHistoriesOf(trx, merchantIds);
    const budgets = new Map<string, number>();
    for (const [merchantId, history] of histories) {
      for (const [offerId, versions] of history) {
        const budget = versions.at(-1)?.terms.budgetDollars;
        if (budget != null) budgets.set(`${merchantId}/${offerId}`, Math.round(budget * 100));
      }
    }
    const keys = [...budgets.keys()].map((key) => {
      const [merchantId, offerId] = key.split(/\/(.*)/s) as [string, string];
      return { merchantId: Number(merchantId), offerId };
    });
    return new ImportOffers(histories, budgets, await budgetSpentCents(trx, keys));
  }

  /** The restaurant's offers that pay a purchase made at `atMs`, deciding now. */
  offersFor(merchantId: number, current: readonly EarnOffer[], atMs: number): readonly EarnOffer[] {
    const offers = offersAt(current, this.histories.get(merchantId), atMs);
    if (this.budgets.size === 0) return offers;
    return offers.filter((offer) => !this.isSpent(`${merchantId}/${offer.id}`));
  }

  /** The restaurant with the offers of a purchase's moment; the same object when it has no versions (no copy). */
  merchantAt<M extends { offers: readonly EarnOffer[] }>(
    merchant: M,
    purchase: { merchant_id: number; occurred_ms: number },
  ): M {
    const offers = this.offersFor(purchase.merchant_id, merchant.offers, purchase.occurred_ms);
    return offers === merchant.offers ? merchant : { ...merchant, offers };
  }

  /** A new purchase's eligible bill counts against the budget of each offer it earned under (either kind). */
  record(merchantId: number, terms: EarnTerms | null, eligibleCents: number): void {
    if (!terms || eligibleCents <= 0) return;
    for (const offer of [terms.offer, terms.fixedOffer]) {
      if (!offer) continue;
      const key = `${merchantId}/${offer.id}`;
      if (!this.budgets.has(key)) continue;
      this.spent.set(key, (this.spent.get(key) ?? 0) + eligibleCents);
    }
  }

  private isSpent(key: string): boolean {
    const budget = this.budgets.get(key);
    return budget !== undefined && (this.spent.get(key) ?? 0) >= budget;
  }

  /** Ends, from `now`, each budgeted offer still running whose budget is spent. */
  async endSpent(trx: Transaction<DB>, now: Date): Promise<void> {
    for (const key of this.budgets.keys()) {
      if (!this.isSpent(key)) continue;
      const [merchantId, offerId] = key.split(/\/(.*)/s) as [string, string];
      const latest = this.histories.get(Number(merchantId))?.get(offerId)?.at(-1);
      if (!latest || latest.state === 'ended') continue;
      await endOffer({
        db: trx,
        actor: { staffId: null },
        merchantId: Number(merchantId),
        offerId,
        now,
        reason: 'budget',
      });
    }
  }
}
