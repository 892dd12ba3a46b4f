// Layout 1 as its own chunk (lazy in the route table), with the react-query provider its pages use.
import { QueryProvider } from '@portal/shared/query';
import { SiteLayout1 } from './SiteLayout1';

export default function SiteLayout1WithQueries() {
  return (
    <QueryProvider>
      <SiteLayout1 />
    </QueryProvider>
  );
}
