// '@portal/shared/ui-kit': the UI pieces only some pages use — tables that become labelled cards on
// phones, a pager over ?page&size, tabs between the pages of a section, titled cards, status badges, term / value lists, copying to the
// clipboard, byte sizes and ISO durations as pages show them, and Intl formatters built once. A federated singleton of its own (docs/adr/0003): one copy for every remote, and the
// sign-in page never loads it.
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { SectionNav, type SectionLink } from './SectionNav';
export { PageNumberPager, type PageNumberLabels, type PageNumberPagerProps } from './PageNumberPager';
export { Badge } from './Badge';
export { Facts } from './Facts';
export { TitledCard, type TitledCardProps } from './TitledCard';
export { uiKitStrings } from './strings';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { formatBytes } from './format-bytes';
export { dateTimeFormat, displayNames, numberFormat } from './intl';
export { parseDuration, durationWords, type DurationParts } from './duration';
export { lazyPage, type LazyPageOptions } from './lazy-page';
export { lazySectionPage } from './lazy-section-page';
