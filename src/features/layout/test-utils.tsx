/** Unit-test rendering for the layout's components: the shared providers with the common and layout catalogs (en unless told). */
import type { ReactElement } from 'react';
import * as common from '@/lib/i18n-common';
import { renderWithProviders as renderInProviders } from '@/lib/test-utils';
import * as layout from './i18n';

export function renderWithProviders(ui: ReactElement, { lang = 'en' }: { lang?: 'en' | 'zh' } = {}) {
  return renderInProviders(ui, { catalogs: [common, layout], lang });
}
