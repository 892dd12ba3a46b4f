import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/i18n';

const spin = keyframes`to { transform: rotate(360deg); }`;
const SIZES = { sm: 14, md: 20, lg: 32 } as const;

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
