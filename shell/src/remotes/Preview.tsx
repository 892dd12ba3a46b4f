// The preview strip, only in a browser that previews a candidate: the strip and its strings are a chunk of
// their own, so customers' pages load neither.
import { lazy, Suspense } from 'react';
import { usePreviewedRemotes } from './usePreviewedRemotes';

const PreviewBanner = lazy(() => import('./PreviewBanner'));

export function Preview() {
  const previewed = usePreviewedRemotes();
  if (previewed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner previewed={previewed} />
    </Suspense>
  );
}
