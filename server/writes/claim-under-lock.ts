// A write of a mutator that takes one writers' lock before any other statement (schema/server-transaction.ts) is
// claimed in the write log right behind that lock, sent with it in one round trip. Its place in the server's order
// (the log's seq, stamped as the claim is inserted) is then taken while it holds the lock, so writers of the same data
// are stamped in the order they apply in, and no stamp is needed as the transaction ends (server/writes/write-log.ts).
import type {RefusalBody} from '../../schema/refusals.ts';

/** The mutators whose server run takes one writers' lock, before any other statement. */
export const CLAIMED_UNDER_LOCK: ReadonlySet<string> = new Set(['settings.update', 'reviews.grade']);

type Claim = () => Promise<'applied' | RefusalBody | null>;

const pending = new WeakMap<object, Claim>();

/** The claim of the write `tx` runs, to be made with the first writers' lock its mutator takes. */
export function claimWithFirstLock(tx: object, claim: Claim): void {
  pending.set(tx, claim);
}

/** The claim still to be made in `tx`, once: the writers' lock being taken sends it. */
export function takePendingClaim(tx: object): Claim | undefined {
  const claim = pending.get(tx);
  pending.delete(tx);
  return claim;
}

/** The write was settled before: its mutator stops at its lock, having changed nothing. */
export class SettledWrite extends Error {
  readonly prior: 'applied' | RefusalBody;
  constructor(prior: 'applied' | RefusalBody) {
    super('This write was settled before');
    this.prior = prior;
  }
}
