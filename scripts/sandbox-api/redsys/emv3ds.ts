import { EMV3DS_VERSION } from './merchant-account.ts';

/**
 * The two browser-carried 3-D Secure messages (pure): the CReq the merchant's page posts to the
 * bank (ACS) and the CRes the bank page posts back to the merchant. Both are base64url JSON, as in
 * EMV 3DS. The simulator's CReq also carries the notification URL, so the bank page can be
 * rendered from the CReq alone; the ACS still trusts only the URL Redsys recorded for the
 * transaction.
 */

export interface ChallengeRequest {
  threeDSServerTransID: string;
  messageType: 'CReq';
  messageVersion: string;
  /** '05': full screen (the simulator's bank page is a top-level page). */
  challengeWindowSize: string;
  notificationURL: string;
}

export interface ChallengeResult {
  threeDSServerTransID: string;
  messageType: 'CRes';
  messageVersion: string;
  /** 'Y' authenticated, 'N' not. */
  transStatus: 'Y' | 'N';
  /** '01': the holder cancelled (EMV 3DS challengeCancel). */
  challengeCancel?: '01';
}

const FULL_SCREEN = '05';
const TRANS_ID = /^[0-9a-f-]{36}$/;
const MAX_MESSAGE_CHARS = 4096;

function encode(message: object): string {
  return Buffer.from(JSON.stringify(message), 'utf8').toString('base64url');
}

function decode(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string' || text.length > MAX_MESSAGE_CHARS || !/^[A-Za-z0-9_=+/-]+$/.test(text)) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function encodeCreq(threeDSServerTransID: string, notificationURL: string): string {
  const creq: ChallengeRequest = {
    threeDSServerTransID,
    messageType: 'CReq',
    messageVersion: EMV3DS_VERSION,
    challengeWindowSize: FULL_SCREEN,
    notificationURL,
  };
  return encode(creq);
}

/** What a decoded CReq is read for: the two fields decodeCreq checks. */
export type DecodedCreq = Pick<ChallengeRequest, 'threeDSServerTransID' | 'notificationURL'>;

export function decodeCreq(text: unknown): DecodedCreq | null {
  const creq = decode(text);
  if (creq?.messageType !== 'CReq' || typeof creq.threeDSServerTransID !== 'string') return null;
  if (!TRANS_ID.test(creq.threeDSServerTransID) || typeof creq.notificationURL !== 'string') return null;
  return { threeDSServerTransID: creq.threeDSServerTransID, notificationURL: creq.notificationURL };
}

export function encodeCres(threeDSServerTransID: string, outcome: 'Y' | 'N' | 'cancelled'): string {
  const cres: ChallengeResult = {
    threeDSServerTransID,
    messageType: 'CRes',
    messageVersion: EMV3DS_VERSION,
    transStatus: outcome === 'Y' ? 'Y' : 'N',
    ...(outcome === 'cancelled' ? { challengeCancel: '01' as const } : {}),
  };
  return encode(cres);
}

/**
 * What a decoded CRes is read for: the transaction it points to (the outcome is what the bank page
 * recorded, never what the CRes says).
 */
export type DecodedCres = Pick<ChallengeResult, 'threeDSServerTransID'>;

export function decodeCres(text: unknown): DecodedCres | null {
  const cres = decode(text);
  if (cres?.messageType !== 'CRes' || typeof cres.threeDSServerTransID !== 'string') return null;
  return TRANS_ID.test(cres.threeDSServerTransID)
    ? { threeDSServerTransID: cres.threeDSServerTransID }
    : null;
}
