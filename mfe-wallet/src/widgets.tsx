// The remote's exposed ./widgets: cards other remotes compose at run time by name, e.g. the dashboard's
// `loadRemoteModule('mfe_wallet', './widgets')` then `widgets.WalletCard`. Every widget takes no props,
// fetches its own data through the shared API client and query cache, renders its own loading and
// error states, and needs only the portal's providers (PortalProviders, react-query and a router).
import type { ComponentType } from 'react';
import { WalletCard } from './features/wallet-card/components/WalletCard';
import { registerWalletCardTranslations } from './features/wallet-card/strings';

registerWalletCardTranslations();

/** The widgets by name. */
export const widgets: Record<'WalletCard', ComponentType> = {
  /** The balance, the invite commission and a way to top up. */
  WalletCard,
};
export type WalletWidgetName = keyof typeof widgets;
