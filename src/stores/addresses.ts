import { createAddressBook } from './address-book';
import { loadBrowserApi } from './lazy-api';

/** The page's address book (browser state: the page seeds it with the list it was rendered with). */
export const addressBook = createAddressBook({ api: loadBrowserApi });
