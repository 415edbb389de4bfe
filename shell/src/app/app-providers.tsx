import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@nomada/i18n';
import { UiProvider } from '@nomada/ui';
import { isPrerenderedPage } from '../features/prerender/served-page';

/** A browser hydrating a prerendered page: its HTML carries Chakra's global CSS already. */
function globalStylesServed(): boolean {
  return typeof document !== 'undefined' && isPrerenderedPage();
}

/** The page's single ChakraProvider and i18n provider; the browser and the prerenderer use the same. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <UiProvider globalStylesServed={globalStylesServed()}>{children}</UiProvider>
    </I18nextProvider>
  );
}
