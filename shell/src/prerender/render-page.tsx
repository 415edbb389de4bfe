import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  i18next,
  pageCatalogues,
  startPageCatalogues,
  type Language,
  type PageCatalogues,
} from '@nomada/i18n';
import { declaredPageHead, startPageHead, type PageHead } from '@nomada/ui';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { extractStyles, type StyleChunk } from './emotion-styles';
import { safariOnlyPrefixer } from './modern-css';

export type RenderedPage = {
  /** The markup of `#root`. */
  html: string;
  styles: StyleChunk[];
  head: PageHead | undefined;
  catalogues: PageCatalogues;
};

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page the way the browser will hydrate it: the same providers and routes as
 * app.tsx, StrictMode included, at `path`, waiting for the remote's page and every lazy part.
 * Emotion keeps its CSS aside (`compat`) instead of writing `<style>` elements into the markup.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await i18next.changeLanguage(language);
  startPageCatalogues();
  startPageHead();
  const cache = createCache({ key: 'css', stylisPlugins: [safariOnlyPrefixer] });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Written inline, every boundary: React would otherwise move large ones to the end of the
    // page with a script to put them in place, and the CSP runs no inline script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude);
  if (html.includes('<script') || html.includes('<template'))
    throw new Error('the prerendered markup needs a script to complete');
  return {
    html,
    styles: extractStyles(cache, html),
    head: declaredPageHead(),
    catalogues: pageCatalogues(language),
  };
}
