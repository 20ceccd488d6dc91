import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Each page asks for its entry script and stylesheet with `<link rel=modulepreload>` and
 * `<link rel=preload as=style>` ahead of the tags that use them (docs/decisions.md 187).
 * The browser found them at once already; what changes is how a page load reads:
 * Lighthouse's network dependency tree counts a request as part of a chain of critical
 * requests unless it was preloaded, so without these every page failed that audit with
 * the only chain it can have (the page, then its entry and its stylesheet).
 */
export function preloadEntry(): Plugin {
  return {
    name: 'spa:preload-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const script = ENTRY_SCRIPT.exec(html);
        if (!script) return html;
        const preloads = [
          `<link rel="modulepreload" crossorigin href="${script[1]}">`,
          ...[...html.matchAll(STYLESHEET)].map(
            ([, href]) => `<link rel="preload" as="style" crossorigin href="${href}">`,
          ),
        ];
        return html.replace(script[0], `${preloads.join('\n    ')}\n    ${script[0]}`);
      },
    },
  };
}
