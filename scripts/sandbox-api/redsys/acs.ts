import { findTestCard, TEST_OTP } from './cards.ts';
import { decodeCreq, encodeCres } from './emv3ds.ts';
import type { Authentication, OperationStore } from './operations.ts';

/** What the bank page shows for an open challenge. */
export interface OpenChallenge {
  threeDSServerTransID: string;
  amountCents: number;
  last4: string;
}

/** What the bank page posts back to the merchant, and where. */
export interface ChallengeAnswer {
  notificationUrl: string;
  cres: string;
}

/**
 * The card issuer's access control server (ACS): the bank page of a 3-D Secure challenge. It
 * decides the authentication (right OTP, and a card that authenticates; or a cancel) and records
 * it on the operation, where the simulated Redsys reads it: the CRes the browser carries back is
 * only a pointer to that record, so a forged CRes authenticates nothing.
 */
export function createAcs(operations: OperationStore) {
  return {
    /** The challenge a CReq opens, or null when it is unknown, answered or not the one recorded. */
    open(creq: unknown): OpenChallenge | null {
      const request = decodeCreq(creq);
      const operation = request ? operations.byTransId(request.threeDSServerTransID) : null;
      if (
        !request ||
        !operation ||
        operation.state !== 'challenge' ||
        operation.authentication !== null ||
        operation.notificationUrl !== request.notificationURL
      ) {
        return null;
      }
      return {
        threeDSServerTransID: request.threeDSServerTransID,
        amountCents: operation.amountCents ?? 0,
        last4: operation.card.last4,
      };
    },

    /**
     * Records the holder's answer (the first one wins: a resubmitted page gets the same CRes) and
     * gives the CRes to post to the merchant; null when there is no such challenge.
     */
    answer(threeDSServerTransID: string, holder: { otp: string; cancel: boolean }): ChallengeAnswer | null {
      const operation = operations.byTransId(threeDSServerTransID);
      if (!operation || operation.state === 'tokenised') return null;
      if (operation.state === 'challenge' && operation.authentication === null) {
        const card = findTestCard(operation.card.card);
        const result: Authentication = holder.cancel
          ? 'cancelled'
          : holder.otp === TEST_OTP && card?.authentication === 'pass'
            ? 'Y'
            : 'N';
        operations.authenticate(threeDSServerTransID, result);
      }
      const recorded = operations.byTransId(threeDSServerTransID);
      if (!recorded?.authentication || !recorded.notificationUrl) return null;
      return {
        notificationUrl: recorded.notificationUrl,
        cres: encodeCres(threeDSServerTransID, recorded.authentication),
      };
    },
  };
}

export type Acs = ReturnType<typeof createAcs>;
