// The page's <main>: target of the skip link, and where focus goes after an in-app navigation so
// keyboard and screen-reader users start reading the new page instead of the old menu.
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useLocation } from '@portal/shared';
import { MAIN_CONTENT_ID } from './SkipLink';

export function MainLandmark(props: ComponentPropsWithoutRef<'main'>) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return <main ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} {...props} />;
}
