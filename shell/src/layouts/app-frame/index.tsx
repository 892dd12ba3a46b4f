// Layout 2, the app frame, as its own chunk (lazy in the route table), with the react-query provider
// its pages (and the remotes' pages inside it) use.
import { QueryProvider } from '@portal/shared/query';
import { AppFrame } from './AppFrame';
import './strings';

export default function AppFrameWithQueries() {
  return (
    <QueryProvider>
      <AppFrame />
    </QueryProvider>
  );
}
