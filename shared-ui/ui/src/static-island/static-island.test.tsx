import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18next, initI18n } from '@nomada/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markServedPage, StaticIsland } from './static-island';

// hydrateRoot is driven by hand here, not through Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;

/** Counts its renders: a hydrated island would render it in the browser too. */
function Article() {
  renders += 1;
  return (
    <article>
      <h2 id="facts">Facts</h2>
      <a href="/terms">Terms</a> <a href="#facts">Facts</a>{' '}
      <a href="https://example.org/elsewhere">Elsewhere</a>
    </article>
  );
}

function Path() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.hash}`}</output>;
}

function Page({ scrollInPlace = false }: { scrollInPlace?: boolean }) {
  return (
    <MemoryRouter initialEntries={[window.location.pathname]}>
      <StaticIsland id="article" scrollInPlace={scrollInPlace}>
        <Article />
      </StaticIsland>
      <Routes>
        <Route path="*" element={<Path />} />
      </Routes>
    </MemoryRouter>
  );
}

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

describe('StaticIsland', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(async () => {
    initI18n('en');
    await i18next.changeLanguage('en');
    container = document.createElement('div');
    document.body.append(container);
    markServedPage({ path: window.location.pathname, language: 'en' });
    renders = 0;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  async function hydrateServed(scrollInPlace = false): Promise<string> {
    container.innerHTML = renderToString(<Page scrollInPlace={scrollInPlace} />);
    const served = container.querySelector('[data-static="article"]')!.innerHTML;
    renders = 0;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page scrollInPlace={scrollInPlace} />);
      });
    });
    return served;
  }

  it('keeps the served markup without rendering what it holds', async () => {
    const served = await hydrateServed();
    expect(renders).toBe(0);
    expect(container.querySelector('[data-static="article"]')!.innerHTML).toBe(served);
    expect(container.querySelector('h2')?.textContent).toBe('Facts');
  });

  it('follows a link within the site in place and leaves others to the browser', async () => {
    await hydrateServed();
    const elsewhere = click(container.querySelector('a[href^="https://example.org"]')!);
    expect(elsewhere.defaultPrevented).toBe(false);
    const fragment = click(container.querySelector('a[href="#facts"]')!);
    expect(fragment.defaultPrevented).toBe(false);
    const terms = click(container.querySelector('a[href="/terms"]')!);
    expect(terms.defaultPrevented).toBe(true);
    expect(container.querySelector('[data-testid="path"]')?.textContent).toBe('/terms');
  });

  it('scrolls to a part of the page in place when asked to', async () => {
    await hydrateServed(true);
    let scrolled = false;
    container.querySelector('h2')!.scrollIntoView = () => {
      scrolled = true;
    };
    const fragment = click(container.querySelector('a[href="#facts"]')!);
    expect(fragment.defaultPrevented).toBe(true);
    expect(scrolled).toBe(true);
  });

  it('renders what it holds once the reader chooses another language', async () => {
    await hydrateServed();
    await act(async () => {
      await i18next.changeLanguage('es');
    });
    expect(renders).toBe(1);
    expect(container.querySelector('[data-static="article"] article')).not.toBeNull();
  });

  it('renders what it holds where the page was not served', async () => {
    markServedPage({ path: '/somewhere-else', language: 'en' });
    await hydrateServed();
    expect(renders).toBe(1);
  });
});
