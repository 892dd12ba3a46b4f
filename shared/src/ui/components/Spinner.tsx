import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/i18n';

const spin = keyframes`to { transform: rotate(360deg); }`;
const SIZES = { sm: 14, md: 20, lg: 32 } as const;

/** Read by screen readers, not shown: the usual clip-to-nothing pattern. */
const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Announced to screen readers; defaults to "Loading…". */
  label?: string;
  /** Hidden from assistive technology (e.g. inside a button that already says aria-busy). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useT('common');
  if (decorative) return <Ring aria-hidden $size={SIZES[size]} className={className} />;
  return (
    <span role="status" className={className}>
      <Ring aria-hidden $size={SIZES[size]} />
      <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>
    </span>
  );
}
