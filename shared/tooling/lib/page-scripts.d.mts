export declare const STALE_ATTRIBUTE: string;
export declare const STALE_STYLE: string;
export declare const INTENT_EVENTS: readonly string[];
export declare function staleCheckScript(page: {
  lang: string;
  theme?: 'light' | 'dark';
  userId?: number | null;
}): string;
export declare function startScript(
  mainScript: string,
  scripts: string[],
  options: { startWhenSignedIn: boolean },
): string;
export declare function mainScriptOf(template: string): { tag: string; src: string };
