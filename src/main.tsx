/** Browser entry: resolve the variant, set up i18n and the UI size, then render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resources } from './app/i18n-resources';
import { initI18n } from './lib/i18n';
import { applyUiSize } from './lib/ui-size';
import { initVariant } from './lib/variant';

async function start() {
  initI18n(resources);
  applyUiSize();
  await initVariant();
  const { App } = await import('./app/app');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
