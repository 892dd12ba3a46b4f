import { safeImageSrc, safeLinkHref, sanitizeMarkdownUrl } from '../url-policy';

describe('markdown URL policy', () => {
  it.each(['https://example.com/a?b=1', 'http://example.com', 'mailto:help@example.com'])(
    'allows the link %s',
    (href) => {
      expect(safeLinkHref(href)).not.toBeNull();
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/relative/path',
    '',
  ])('refuses the link %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });

  it('allows only http(s) images', () => {
    expect(safeImageSrc('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('mailto:a@b.c')).toBeNull();
  });

  it('lets no other element carry a URL', () => {
    expect(sanitizeMarkdownUrl('https://example.com', 'iframe', 'src')).toBeNull();
    expect(sanitizeMarkdownUrl('https://example.com', 'form', 'action')).toBeNull();
    expect(sanitizeMarkdownUrl('https://example.com', 'a', 'href')).toBe('https://example.com/');
  });
});
