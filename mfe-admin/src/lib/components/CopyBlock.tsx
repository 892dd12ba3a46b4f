// A text to copy as it is (a key, settings to paste, a batch of codes): monospace, scrollable,
// with a copy button under its title.
import styled from 'styled-components';
import { useT } from '@portal/shared';
import { CopyButton } from '@portal/shared/ui-kit';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Code = styled.pre`
  margin: 0;
  padding: 10px 12px;
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre;
`;

export function CopyBlock({ title, text }: { title: string; text: string }) {
  const { t } = useT('admin');
  return (
    <Block>
      <Head>
        <span>{title}</span>
        <CopyButton value={text} label={t('common.copyWhat', { what: title })} />
      </Head>
      <Code tabIndex={0} role="region" aria-label={title}>
        {text}
      </Code>
    </Block>
  );
}
