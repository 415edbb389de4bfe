import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import MarketingApp, { preloadPage } from '../app/app';

const placeholders = () =>
  document.querySelectorAll('[data-deferred]:empty, [data-static]:empty').length;

/**
 * Renders and waits until every section loaded on demand (components/deferred-section.tsx, deferred
 * or static) is in. Each wait is an awaited `act`: outside one, React parks their retries until the next.
 */
export async function renderLoaded(ui: ReactElement, path = '/') {
  const view = await act(async () => renderAt(ui, path));
  const deadline = Date.now() + 10_000;
  while (placeholders() > 0) {
    if (Date.now() > deadline) throw new Error(`${placeholders()} sections never loaded`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return view;
}

/** The remote at `path`, its page's own chunk and every section of it loaded. */
export async function renderPage(path: string) {
  await preloadPage(new URL(path, 'http://localhost').pathname);
  return renderLoaded(<MarketingApp />, path);
}
