import { announce } from './announcer.ts';
import { focusPageStart } from './page-focus.ts';

/**
 * What a reader gets when a new page has arrived, whichever phase brought it (the boot's swap or
 * React Router): focus where the page starts, its title read out through the one live region.
 */
export function pageArrived(doc: Document, anchored: boolean): void {
  focusPageStart(doc, anchored);
  announce(doc.title, doc);
}
