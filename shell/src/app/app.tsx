import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@nomada/i18n';
import { UiProvider } from '@nomada/ui';
import { createAppRouter } from './router';

/** The page's single router, ChakraProvider and i18n provider; remotes render inside them. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18next}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>
  );
}
