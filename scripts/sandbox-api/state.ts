import type { BlockList } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import type { PublicUrls } from './catalog/serialize.ts';
import type { CatalogIndex } from './catalog/store.ts';
import type { SessionStore } from './http/sessions.ts';
import type { SandboxLimits } from './limits.ts';
import type { Faults } from './middleware/faults.ts';
import type { OrdersForPayment } from './orders/payable.ts';
import type { Outbox } from './outbox/store.ts';

/** What every route module needs: storage, the in-memory catalogue index, links and faults. */
export interface SandboxState {
  db: DatabaseSync;
  index: CatalogIndex;
  /** Filled in once the server listens (the port may be chosen by the OS). */
  urls: PublicUrls;
  faults: Faults;
  /** Attempt limits (limits.ts); the operator route `/__sandbox/limits` may change them. */
  limits: SandboxLimits;
  /** The limits the sandbox started with (defaults merged with the `limits` option): what a reset restores. */
  startLimits: SandboxLimits;
  /** Peers whose X-Forwarded-For names the client (http/client-address.ts): the shop. */
  trustedProxies: BlockList;
  sessions: SessionStore;
  /** E-mails and WhatsApp messages the real API would send. */
  outbox: Outbox;
  /** The orders' side of the payment seam (payment/payable.ts), for the Redsys routes. */
  payableOrders: OrdersForPayment;
  /** Where generated images are cached. */
  imagesDir: string;
}
