/** Browser entry: resolve the variant, set up i18n and the UI size, then render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { resources } from './app/i18n-resources';
import { armPrerender } from './app/prerender/handoff';
import { initI18n } from './lib/i18n';
import { applyUiSize } from './lib/ui-size';
import { initVariant } from './lib/variant';

// The server's CSP allows no eval: zod's fast path would only probe for it (a CSP violation each page load)
z.config({ jitless: true });

async function start() {
  // first: a press of 登录 on the prerendered sign-in form is kept from now on
  armPrerender();
  initI18n(resources);
  applyUiSize();
  await initVariant();
  const { App, startBackground } = await import('./app/app');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  setTimeout(startBackground, 0);
}

void start();
