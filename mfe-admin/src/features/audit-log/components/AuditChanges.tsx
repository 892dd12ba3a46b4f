// What an audit row changed (each field, as it was → as it became) and its other facts (a reason, a count).
import styled from 'styled-components';
import { useT } from '@portal/shared';
import type { AuditEntry } from '@portal/shared/contract/admin';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Old = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useT('admin');
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  const details = Object.entries(entry.detail);
  if (fields.length === 0 && details.length === 0) return <>—</>;
  return (
    <List>
      {fields.map((field) => (
        <li key={`f-${field}`}>
          <code>{field}</code>: <Old aria-label={t('audit.was')}>{shown(entry.before[field])}</Old> →{' '}
          <ins aria-label={t('audit.became')} style={{ textDecoration: 'none' }}>
            {shown(entry.after[field])}
          </ins>
        </li>
      ))}
      {details.map(([key, value]) => (
        <li key={`d-${key}`}>
          <code>{key}</code>: {shown(value)}
        </li>
      ))}
    </List>
  );
}
