// Renders one page to HTML with React's own static renderer, in the browser the build drives
// (shared/tooling/prerender.mjs), through the same modules and remotes a visitor's page loads. React waits
// for every lazy part and marks its Suspense boundaries, so the page hydrates instead of rendering again;
// styled-components collects the CSS of what was rendered. Visitors never load this chunk.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { getPortalConfig } from '@portal/shared';
import { App } from '../app/App';
import { preloadPrerenderedPage } from './preload';

declare global {
  interface Window {
    __portalRenderPage?: (path: string) => Promise<PrerenderedPage>;
  }
}

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> element(s), for <head>. */
  styles: string;
  /** What of the server's configuration shows in the markup: a server with another serves no prerender. */
  site: { siteName: string; footerCopyright: string };
  /** The tab's title, as the page sets it once it runs (usePageTitle: "<h1> · <site>"). */
  title: string;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders `path` as a visitor's first load renders it, with the same code loaded first as bootstrap.tsx
 * loads before it hydrates (preload.ts): what hydrates then matches what was rendered here.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  await preloadPrerenderedPage(path);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App location={path} />
        </StrictMode>,
      ),
    );
    const html = await text(prelude);
    const { siteName, footerCopyright } = getPortalConfig();
    const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim();
    return {
      html,
      styles: sheet.getStyleTags(),
      site: { siteName, footerCopyright },
      title: heading ? `${heading} · ${siteName}` : siteName,
    };
  } finally {
    sheet.seal();
  }
}

/** What the build calls in this page (shared/tooling/prerender.mjs). */
export function serveTheBuild(): void {
  window.__portalRenderPage = renderPage;
}
