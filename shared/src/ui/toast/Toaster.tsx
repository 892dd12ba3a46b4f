// The toasts' place in the page; PortalProviders renders it once around the app. The Radix Toast
// layer is its own chunk, loaded with the first toast and kept from then on.
import { lazy, Suspense, type ReactNode } from 'react';
import { toastStore } from './toast-store';

const ToastLayer = lazy(() => import('./ToastLayer'));

/** True from the first toast on (the layer then stays, so later toasts need no load). */
const useToastsStarted = () => toastStore((state) => state.started);

export function Toaster({ children }: { children?: ReactNode }) {
  const started = useToastsStarted();
  return (
    <>
      {children}
      {started ? (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      ) : null}
    </>
  );
}
