// '@portal/shared/ui-kit': the UI pieces only some pages use — tables that become labelled cards on
// phones, tabs between the pages of a section, status badges, term / value lists and copying to the
// clipboard. A federated singleton of its own (docs/adr/0003): one copy for every remote, and the
// sign-in page never loads it.
export { DataTable, Table, TableWrap, type Column, type DataTableProps } from './DataTable';
export { SectionNav, type SectionLink } from './SectionNav';
export { Badge } from './Badge';
export { Facts } from './Facts';
export { copyText } from './copy-text';
