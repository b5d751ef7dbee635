import type { DatabaseSync } from 'node:sqlite';
import type { PublicUrls } from './catalog/serialize.ts';
import type { CatalogIndex } from './catalog/store.ts';
import type { SessionStore } from './http/sessions.ts';
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
  sessions: SessionStore;
  /** E-mails and WhatsApp messages the real API would send. */
  outbox: Outbox;
  /** The orders' side of the payment seam (payment/payable.ts), for the Redsys routes. */
  payableOrders: OrdersForPayment;
  /** Where generated images are cached. */
  imagesDir: string;
}
