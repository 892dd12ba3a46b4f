// Layout 1 as its own chunk (lazy in the route table), with the react-query provider its pages use.
import { QueryProvider } from '@portal/shared/query';
import { PlainLayout } from './PlainLayout';

export default function PlainLayoutWithQueries() {
  return (
    <QueryProvider>
      <PlainLayout />
    </QueryProvider>
  );
}
