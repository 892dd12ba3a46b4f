// Renders untrusted ticket markdown as React elements (never innerHTML). Raw HTML is not parsed —
// `<script>`, `<style>`, `<img onerror>` and HTML blocks appear as plain text — and every URL goes
// through the URL policy. Links open in a new tab without access to this page or our referrer.
// Loaded lazily (see LazyMarkdown) so pages without markdown stay light.
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import { safeImageSrc, safeLinkHref, sanitizeMarkdownUrl } from './url-policy';
import { MarkdownBody } from './markdown-styles';

function SafeLink({ href, title, children }: ComponentPropsWithoutRef<'a'>) {
  // The sanitizer already filtered href; checking again here means no other path can add one.
  const safeHref = href ? safeLinkHref(href) : null;
  if (!safeHref) return <span>{children}</span>;
  return (
    <a href={safeHref} title={title} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function SafeImage({ src, alt, title }: ComponentPropsWithoutRef<'img'>) {
  const safeSrc = typeof src === 'string' ? safeImageSrc(src) : null;
  if (!safeSrc) return alt ? <span>{alt}</span> : null;
  return <img src={safeSrc} alt={alt ?? ''} title={title} loading="lazy" referrerPolicy="no-referrer" />;
}

/**
 * Headings inside a message must not break the page's outline nor carry ids (DOM clobbering of the
 * page's own ids): they render as bold paragraphs.
 */
function MessageHeading({ children }: ComponentPropsWithoutRef<'h1'>) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const HEADINGS = Object.fromEntries(
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, { component: MessageHeading }]),
);

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  tagfilter: true,
  forceBlock: true,
  wrapper: 'div',
  sanitizer: sanitizeMarkdownUrl,
  overrides: {
    a: { component: SafeLink },
    img: { component: SafeImage },
    ...HEADINGS,
  },
};

export interface SafeMarkdownProps {
  children: string;
}

export default function SafeMarkdown({ children }: SafeMarkdownProps) {
  return (
    <MarkdownBody>
      <Markdown options={OPTIONS}>{children}</Markdown>
    </MarkdownBody>
  );
}
