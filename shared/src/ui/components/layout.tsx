// Layout and type primitives: Card, Stack, Heading, Text, AppLink.
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(3)};
`;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  direction?: 'row' | 'column';
  /** Gap in 8 px steps. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

const StackRoot = styled.div<{
  $direction: 'row' | 'column';
  $gap: number;
  $align?: string;
  $justify?: string;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

export function Stack({ direction = 'column', gap = 2, align, justify, wrap = false, ...rest }: StackProps) {
  return <StackRoot $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

const headingSizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' } as const;

const HeadingRoot = styled.h1<{ $level: 1 | 2 | 3 | 4 }>`
  font-size: ${({ theme, $level }) => theme.font.size[headingSizes[$level]]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
`;

export interface HeadingProps extends ComponentPropsWithoutRef<'h1'> {
  level?: 1 | 2 | 3 | 4;
}

export function Heading({ level = 2, ...rest }: HeadingProps) {
  return <HeadingRoot as={`h${level}`} $level={level} {...rest} />;
}

export interface TextProps extends ComponentPropsWithoutRef<'p'> {
  as?: 'p' | 'span' | 'div';
  tone?: 'default' | 'muted' | 'error' | 'success' | 'warning' | 'info';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  weight?: 'regular' | 'medium' | 'bold';
}

const TextRoot = styled.p<{
  $tone: NonNullable<TextProps['tone']>;
  $size: NonNullable<TextProps['size']>;
  $weight: NonNullable<TextProps['weight']>;
}>`
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  font-weight: ${({ theme, $weight }) => theme.font.weight[$weight]};
  color: ${({ theme, $tone }) =>
    $tone === 'default' ? theme.colors.text : $tone === 'muted' ? theme.colors.textMuted : theme.tones[$tone].fg};
`;

export function Text({ as = 'p', tone = 'default', size = 'md', weight = 'regular', ...rest }: TextProps) {
  return <TextRoot as={as} $tone={tone} $size={size} $weight={weight} {...rest} />;
}

const linkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  border-radius: 2px;
  &:hover {
    text-decoration: underline;
  }
`;

/** A react-router link in the portal's style. */
export const AppLink = styled(Link)`
  ${linkStyles}
`;
