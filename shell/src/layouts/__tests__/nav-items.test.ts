// Which sidebar entry is highlighted: the page's own, else the entry the customer came from (?from=, e.g.
// the checkout started from "Buy a plan"), else the section the page sits in.
import { activeNavPath, NAV_GROUPS } from '../app-frame/nav-items';

describe('the highlighted sidebar entry', () => {
  it('is the page’s own entry, or the section it sits in', () => {
    expect(activeNavPath('/user/services/buy')).toBe('/user/services/buy');
    expect(activeNavPath('/user/shop-old/payment')).toBe('/user/shop-old');
  });

  it('is the entry the customer came from, when the page names one', () => {
    expect(activeNavPath('/user/shop-old/payment', NAV_GROUPS, '/user/services/buy')).toBe('/user/services/buy');
    // Only an entry of the sidebar: anything else falls back to the section.
    expect(activeNavPath('/user/shop-old/payment', NAV_GROUPS, 'https://example.com/')).toBe('/user/shop-old');
    // A page with an entry of its own keeps it.
    expect(activeNavPath('/user/wallet', NAV_GROUPS, '/user/services/buy')).toBe('/user/wallet');
  });
});
