// DOMPurify for the remotes' server code. In the browser each remote uses DOMPurify on the page's own DOM (the
// dashboard's announcement is staff-written HTML); on the server there is no DOM, and DOMPurify without one
// does not sanitize at all. The shell lends the remotes an instance on a jsdom window instead — the setup
// DOMPurify documents for servers — so the page the server renders is cleaned exactly as in the browser.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** @public Lent to the remotes as `dompurify` by shared-modules.ts, which knip does not read. */
export const serverDOMPurify = createDOMPurify(new JSDOM('').window);
