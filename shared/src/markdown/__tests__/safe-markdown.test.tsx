import { render, screen } from '@testing-library/react';
import { PortalProviders } from '@portal/shared';
import SafeMarkdown from '../SafeMarkdown';
import { LazyMarkdown } from '../LazyMarkdown';

function renderMarkdown(source: string) {
  return render(
    <PortalProviders>
      <div data-testid="md">
        <SafeMarkdown>{source}</SafeMarkdown>
      </div>
    </PortalProviders>,
  ).getByTestId('md');
}

/** Nothing in `root` can run code or restyle the page. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll('script, style, iframe, object, embed, link, meta, form, svg, math, base')).toHaveLength(
    0,
  );
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      expect(attribute.name).not.toBe('srcdoc');
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        expect(attribute.value).toMatch(/^(https?:|mailto:)/);
      }
    }
  }
}

describe('ticket markdown with hostile content', () => {
  it.each([
    ['a script tag', '<script>window.__pwned = true</script>', '<script>window.__pwned = true</script>'],
    [
      'an image with an error handler',
      '<img src=x onerror="window.__pwned = true">',
      '<img src=x onerror="window.__pwned = true">',
    ],
    ['a style tag', '<style>body { display: none }</style>', '<style>body { display: none }</style>'],
    ['a data: link in raw HTML', '<a href="data:text/html,<script>alert(1)</script>">click</a>', 'click</a>'],
    [
      'an HTML block',
      '<div onclick="alert(1)" style="position:fixed">\n\n**inside**\n\n</div>',
      '<div onclick="alert(1)" style="position:fixed">',
    ],
    ['an iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>', '<iframe'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle r="4"/></svg>', '<svg onload="alert(1)">'],
  ])('shows %s as text, never as a live element', (_name, source, visibleText) => {
    const root = renderMarkdown(source);
    expectInert(root);
    expect(root.textContent).toContain(visibleText);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it.each([
    ['[x](javascript:alert(1))', 'x'],
    ['[x](JAVASCRIPT:alert(1))', 'x'],
    ['[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'x'],
    ['[x][ref]\n\n[ref]: javascript:alert(1)', 'x'],
    ['<javascript:alert(1)>', 'javascript:alert(1)'],
    ['[x](vbscript:msgbox(1))', 'x'],
  ])('drops the dangerous link in %j but keeps its text', (source, text) => {
    const root = renderMarkdown(source);
    expectInert(root);
    expect(root.querySelector('a[href]')).toBeNull();
    expect(root).toHaveTextContent(text);
  });

  it('drops javascript: and data: images', () => {
    const root = renderMarkdown('![one](javascript:alert(1)) ![two](data:image/svg+xml;base64,PHN2Zz4=)');
    expectInert(root);
    expect(root.querySelector('img')).toBeNull();
    expect(root).toHaveTextContent('one two');
  });

  it('keeps safe markdown: emphasis, lists, code, safe links that open apart from the portal', () => {
    const root = renderMarkdown(
      '# Steps\n\n- **bold** and `code`\n- see [the guide](https://example.com/guide) or <help@example.com>\n\n![logo](https://example.com/logo.png)',
    );
    expectInert(root);
    expect(root.querySelector('li strong')).toHaveTextContent('bold');
    expect(root).toHaveTextContent('Steps');
    expect(root.querySelector('code')).toHaveTextContent('code');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    // A message's headings do not enter the page outline nor carry ids.
    expect(root.querySelector('h1, h2, h3, h4, h5, h6, [id]')).toBeNull();
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(root.querySelector('img')).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('loads lazily and shows the plain text meanwhile', async () => {
    render(
      <PortalProviders>
        <div data-testid="lazy">
          <LazyMarkdown>{'**hi** <script>alert(1)</script>'}</LazyMarkdown>
        </div>
      </PortalProviders>,
    );
    // Before the renderer arrives: the source as inert text.
    expect(screen.getByTestId('lazy')).toHaveTextContent('**hi** <script>alert(1)</script>');
    expect(await screen.findByText('hi', { selector: 'strong' })).toBeInTheDocument();
    expectInert(screen.getByTestId('lazy'));
  });
});
