// The 10 recovery codes, shown once (after turning 2FA on or asking for new ones): a list to copy or
// download as a text file. They are not kept in the page once the customer says they are saved.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormActions, getPortalConfig, toast, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 24px;
  margin: 16px 0;
  padding: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  list-style: none;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.04em;
  li {
    text-align: center;
  }
`;

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useT(ACCOUNT_NS);
  const [saved, setSaved] = useState(false);
  const site = getPortalConfig().siteName;
  const text = [t('recovery.fileHeading', { site }), '', ...codes, '', t('recovery.fileNote')].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setSaved(true);
      toast({ tone: 'success', title: t('recovery.copied') });
    } catch {
      toast({ tone: 'error', title: t('recovery.copyFailed') });
    }
  }

  return (
    <div data-testid="recovery-codes">
      <Alert tone="warning" title={t('recovery.title')}>
        {t('recovery.body')}
      </Alert>
      <Codes aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <FormActions>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            downloadText(`${site}-recovery-codes.txt`, text);
            setSaved(true);
          }}
        >
          {t('recovery.download')}
        </Button>
        <Button type="button" onClick={onDone} disabled={!saved} title={saved ? undefined : t('recovery.saveFirst')}>
          {t('recovery.done')}
        </Button>
      </FormActions>
    </div>
  );
}
