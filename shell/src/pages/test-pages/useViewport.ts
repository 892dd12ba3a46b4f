// Live viewport facts for the breakpoint page.
import { useEffect, useState } from 'react';
import { breakpoints, type Breakpoint } from '@portal/shared';

export interface ViewportInfo {
  width: number;
  height: number;
  pixelRatio: number;
  /** The largest breakpoint the width has reached ('xs' below sm). */
  breakpoint: Breakpoint | 'xs';
  mobile: boolean;
  landscape: boolean;
  darkScheme: boolean;
  reducedMotion: boolean;
  coarsePointer: boolean;
}

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function breakpointFor(width: number): Breakpoint | 'xs' {
  const reached = (Object.entries(breakpoints) as [Breakpoint, number][]).filter(([, min]) => width >= min);
  return reached.length ? reached[reached.length - 1]![0] : 'xs';
}

function read(): ViewportInfo {
  const width = window.innerWidth;
  const height = window.innerHeight;
  return {
    width,
    height,
    pixelRatio: window.devicePixelRatio || 1,
    breakpoint: breakpointFor(width),
    mobile: width < breakpoints.lg,
    landscape: width >= height,
    darkScheme: matches('(prefers-color-scheme: dark)'),
    reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    coarsePointer: matches('(pointer: coarse)'),
  };
}

export function useViewport(): ViewportInfo {
  const [info, setInfo] = useState(read);
  useEffect(() => {
    const update = () => setInfo(read());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return info;
}
