// '@portal/shared/markdown': customer- and staff-written markdown rendered safely (no raw HTML, only
// safe link and image URLs; see SafeMarkdown.tsx and url-policy.ts). A subpath singleton of its own:
// only pages that show markdown load it, and the renderer itself loads with the first LazyMarkdown.
export { LazyMarkdown } from './LazyMarkdown';
