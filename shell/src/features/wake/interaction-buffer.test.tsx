import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferInteractions, isHydrated } from './interaction-buffer';

// Tells React these tests wrap their updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Seen = { submitted: string[]; clicks: number };

/** A prerendered form the way marketing's are: controlled field, button, link. */
function ContactForm({ seen }: { seen: Seen }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    seen.submitted.push(`${name} <${email}>`);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="button" onClick={() => (seen.clicks += 1)}>
        <svg aria-hidden>
          <path d="M0 0h1" />
        </svg>
        Open menu
      </button>
      <button type="submit">Send</button>
      <a href="/pricing">Pricing</a>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The served HTML of the form, not yet hydrated. */
function served(seen: Seen) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm seen={seen} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    input: get<HTMLInputElement>('input'),
    email: get<HTMLInputElement>('input[type="email"]'),
    menu: get<HTMLButtonElement>('button[type="button"]'),
    send: get<HTMLButtonElement>('button[type="submit"]'),
    link: get<HTMLAnchorElement>('a'),
  };
}

async function hydrate(container: HTMLElement, seen: Seen) {
  await act(async () => {
    root = hydrateRoot(container, <ContactForm seen={seen} />);
  });
}

const typeNatively = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('bufferInteractions', () => {
  it('holds a click back from the served HTML and replays it once React has the page', async () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    const buffer = bufferInteractions(page.container);

    // Pressed on its icon, as a finger or Playwright does at the button's centre.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.menu.querySelector('path')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    await hydrate(page.container, seen);
    expect(isHydrated(page.menu, page.container)).toBe(true);
    expect(seen.clicks).toBe(0);
    await act(() => buffer.replay());
    expect(seen.clicks).toBe(1);
  });

  it('gives React every field typed before hydration, then replays the submit with them', async () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    const buffer = bufferInteractions(page.container);

    typeNatively(page.input, 'Ana García 😀');
    typeNatively(page.email, 'ana@example.com');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.send.dispatchEvent(click);
    // Without the buffer the form would submit itself natively, with the text in the address.
    expect(click.defaultPrevented).toBe(true);

    await hydrate(page.container, seen);
    await act(() => buffer.replay());
    // Handing the name over re-renders the form; the email typed meanwhile must survive that.
    expect(seen.submitted).toEqual(['Ana García 😀 <ana@example.com>']);
    expect(page.input.value).toBe('Ana García 😀');
    expect(page.email.value).toBe('ana@example.com');
  });

  it('once the page is live, still holds what reaches a section that has not hydrated yet', async () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    const buffer = bufferInteractions(page.container);
    // The page went live while this form (a section below the fold) was still served HTML.
    await buffer.replay();

    typeNatively(page.input, 'Zoë');
    typeNatively(page.email, 'zoe@example.com');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    await hydrate(page.container, seen);
    await vi.waitFor(() => expect(seen.submitted).toEqual(['Zoë <zoe@example.com>']));

    // Hydrated now: React gets the clicks itself.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void page.menu.dispatchEvent(later));
    expect(later.defaultPrevented).toBe(false);
    expect(seen.clicks).toBe(1);
  });

  it('keeps a field typed while an earlier one waits for its section, through that hand-over', async () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    const buffer = bufferInteractions(page.container);
    await buffer.replay();

    typeNatively(page.input, 'Zoë');
    // The name's hand-over is now waiting for the section to hydrate when the email is typed.
    await new Promise((resolve) => setTimeout(resolve, 0));
    typeNatively(page.email, 'zoe@example.com');
    page.send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    // Handing the name over re-renders the form and empties the email's field before its own turn.
    await hydrate(page.container, seen);
    await vi.waitFor(() => expect(seen.submitted).toEqual(['Zoë <zoe@example.com>']));
    expect(page.email.value).toBe('zoe@example.com');
  });

  it('lets links navigate as plain HTML', () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    bufferInteractions(page.container);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('does not hold clicks outside the page, and forgets everything once stopped', async () => {
    const seen: Seen = { submitted: [], clicks: 0 };
    const page = served(seen);
    const outside = document.createElement('button');
    document.body.append(outside);
    const buffer = bufferInteractions(page.container);

    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);

    page.menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    buffer.stop();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.menu.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    await hydrate(page.container, seen);
    await act(() => buffer.replay());
    expect(seen.clicks).toBe(0);
  });

  it('drops an action whose element never hydrates instead of waiting forever', async () => {
    vi.useFakeTimers();
    try {
      const container = document.createElement('div');
      container.innerHTML = '<button type="button">Static</button>';
      document.body.append(container);
      const button = container.querySelector('button')!;
      const clicked = vi.fn();
      const buffer = bufferInteractions(container);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      button.addEventListener('click', clicked);
      const replayed = buffer.replay();
      await vi.advanceTimersByTimeAsync(11_000);
      await replayed;
      expect(clicked).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
