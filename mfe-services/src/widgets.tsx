// The remote's exposed ./widgets: small, self-contained cards other remotes (or the shell) may
// compose at run time, e.g. `const { TrafficSummaryCard } = await loadRemote('mfe_services/widgets')`.
// Every widget takes no required props, fetches its own data through the shared API client and
// query cache (so it shares requests with the services pages), renders its own loading and error
// states, and needs only the portal's providers (PortalProviders + a router) around it.
import type { ComponentType } from 'react';
import { registerServicesTranslations } from './i18n';
import { CheckinCard } from './features/dashboard/components/CheckinCard';
import { SubscriptionCard } from './features/dashboard/components/SubscriptionCard';
import { TrafficSummaryCard } from './features/dashboard/components/TrafficSummaryCard';

registerServicesTranslations();

/** Props every widget accepts; none are required. */
export type ServicesWidgetProps = Record<string, never>;

/** The plan's traffic: used / total bar, today, yesterday and remaining. */
export const TrafficSummaryWidget: ComponentType<ServicesWidgetProps> = TrafficSummaryCard;
/** The subscription link with copy, QR code (lazy) and one-click imports for seven clients. */
export const SubscriptionLinkWidget: ComponentType<ServicesWidgetProps> = SubscriptionCard;
/** The daily check-in; renders nothing when the customer's plan has no check-in. */
export const CheckinWidget: ComponentType<ServicesWidgetProps> = CheckinCard;

export { TrafficSummaryCard };

/** The widgets by name, for hosts that pick them from configuration. */
export const widgets = {
  TrafficSummaryCard: TrafficSummaryWidget,
  SubscriptionLinkCard: SubscriptionLinkWidget,
  CheckinCard: CheckinWidget,
} as const;
export type ServicesWidgetName = keyof typeof widgets;
