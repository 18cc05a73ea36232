/**
 * A printed sheet as self-contained HTML for the print plugin: rendered once into a detached element (inline
 * styles and inline SVG only, so nothing depends on the page's stylesheets) and read back as markup.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** Call from an event handler, not during a render. */
export function renderToHtml(element: ReactElement): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(element));
  const html = host.innerHTML;
  root.unmount();
  return html;
}
