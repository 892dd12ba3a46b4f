// The panel's words for what a plan grants — level, how long it lasts, the account's validity — explained
// where they are shown (the shop's comparison): they are not everyday words.
import styled from 'styled-components';
import { useT } from '@portal/shared';

const Help = styled.details`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    width: fit-content;
  }
  dl {
    margin: 8px 0 0;
    display: grid;
    gap: 6px;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
  }
`;

export function PlanTermsHelp() {
  const { t } = useT('wallet');
  return (
    <Help>
      <summary>{t('planTerms.summary')}</summary>
      <dl>
        {(['level', 'validity', 'limits'] as const).map((term) => (
          <div key={term}>
            <dt>{t(`planTerms.${term}.term`)}</dt>
            <dd>{t(`planTerms.${term}.meaning`)}</dd>
          </div>
        ))}
      </dl>
    </Help>
  );
}
