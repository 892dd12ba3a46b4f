// Term / value rows (ui-kit's Facts), from a list of pairs.
import type { ReactNode } from 'react';
import { Facts } from '@portal/shared/ui-kit';

export function FactList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
