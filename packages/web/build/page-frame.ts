import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What every page's head and body start with, whichever app it loads. */
const pageTags: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    injectTo: 'head-prepend',
  },
  {
    tag: 'link',
    attrs: { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
    injectTo: 'head-prepend',
  },
  { tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' },
];

/**
 * The four pages (booking, account, stay, staff) share their head's first tags (the
 * charset first of all, the viewport, the icon) and the element the app mounts in: they
 * are written here once, in the built pages and on the dev server alike, so that each
 * `index.html` holds only what is its own (its title, what it preloads, its entry script).
 */
export function pageFrame(): Plugin {
  return {
    name: 'spa:page-frame',
    transformIndexHtml: { order: 'pre', handler: (html) => ({ html, tags: pageTags }) },
  };
}
