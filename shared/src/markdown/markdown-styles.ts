// Typography of rendered markdown: readable in narrow chat bubbles, long words and code wrap
// instead of widening the page on a 360 px phone.
import styled from 'styled-components';

export const MarkdownBody = styled.div`
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight};
  font-size: ${({ theme }) => theme.font.size.md};

  & > div > * + * {
    margin-top: 0.6em;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0;
  }
  * + p,
  * + ul,
  * + ol,
  * + pre,
  * + blockquote,
  * + table {
    margin-top: 0.6em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin: 0.4em 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre {
    overflow-x: auto;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre code {
    padding: 0;
    background: none;
  }
  blockquote {
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
