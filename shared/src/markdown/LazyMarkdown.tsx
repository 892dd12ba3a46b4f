// The markdown renderer in its own chunk: the list page never downloads it, and a conversation
// shows the plain text until the renderer arrives (never an empty bubble).
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

const SafeMarkdown = lazy(() => import('./SafeMarkdown'));

const PlainText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<PlainText>{children}</PlainText>}>
      <SafeMarkdown>{children}</SafeMarkdown>
    </Suspense>
  );
}
