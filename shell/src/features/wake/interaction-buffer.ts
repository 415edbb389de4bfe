/** How long a buffered action waits for its element to be hydrated before it is dropped. */
const HYDRATION_WAIT_MS = 10_000;

/** What a click can operate; anything else inside it is part of it. */
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role], [tabindex]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Action = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

export type InteractionBuffer = {
  /**
   * The page is live: hands what the visitor did to React (typed values first, then clicks and
   * submits in order), and from now on only holds what still waits for a section to hydrate.
   */
  replay(): Promise<void>;
  /** Stops buffering and forgets what was kept. */
  stop(): void;
};

/**
 * React keeps its fiber on every element it has hydrated, under a key named after the one it put on
 * the root's container. Reading the key (not the value) is the one place we rely on React's
 * internals: without it a replay could reach a section that is still served HTML (below-the-fold
 * sections hydrate when near the viewport) and be lost.
 */
export function isHydrated(element: Element, root: Element): boolean {
  const container = Object.keys(root).find((key) => key.startsWith('__reactContainer$'));
  if (!container) return false;
  const fiberKey = `__reactFiber$${container.slice('__reactContainer$'.length)}`;
  return (element as unknown as Record<string, unknown>)[fiberKey] !== undefined;
}

async function whenHydrated(element: Element, root: Element, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!isHydrated(element, root)) {
    if (!element.isConnected || Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return element.isConnected;
}

const TEXT_LIKE =
  /^(text|email|tel|url|search|password|number|date|month|week|time|datetime-local)$/;

const isField = (element: EventTarget | null): element is Field =>
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && TEXT_LIKE.test(element.type));

/**
 * React tracks the value it last saw on each field: a value typed before hydration looks unchanged to
 * it. Setting the served default through the tracked setter, then the typed value past it, makes the
 * `input` event read as the change it is. The typed values are read before the first hand-over: the
 * re-render it causes puts every controlled field back to React's value.
 */
function handOver(field: Field, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  nativeSetter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fields whose value differs from the served one: typed into before anything listened. */
function changedFields(root: ParentNode): Field[] {
  return [...root.querySelectorAll('input, textarea, select')]
    .filter(isField)
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue,
    );
}

/**
 * Keeps what a visitor does on a prerendered page before React has taken its part of the page over,
 * so nothing is lost while the JavaScript starts or while a section below the fold hydrates: clicks on
 * buttons and other controls (links still navigate as plain HTML, to pages prerendered too), form
 * submissions, and what was typed. Clicks are held back from the served HTML (a form must not submit
 * itself natively) and replayed once React has the element.
 */
export function bufferInteractions(root: HTMLElement): InteractionBuffer {
  let live = false;
  let actions: Action[] = [];
  // Each field's value as the visitor left it: a hand-over re-renders the form, which puts fields
  // not yet handed over back to React's value before a later flush could read them.
  const typedInto = new Map<Field, string>();
  let flushing = Promise.resolve();
  let flushesUnderWay = 0;
  let replaying = false;

  // Before the page is live everything waits; afterwards what React does not have yet, and anything
  // while typed text is still being handed over (a click must not overtake the text it submits).
  const waits = (element: Element) =>
    !replaying &&
    (!live || flushesUnderWay > 0 || typedInto.size > 0 || !isHydrated(element, root));

  // The first flush also finds what was typed before this script listened.
  const flush = (first = false) => {
    flushesUnderWay += 1;
    flushing = flushing
      .then(async () => {
        const typed = new Map<Field, string>(
          first ? changedFields(root).map((field) => [field, field.value]) : [],
        );
        for (const [field, value] of typedInto) typed.set(field, value);
        typedInto.clear();
        const pending = actions;
        actions = [];
        for (const [field, value] of typed)
          if (await whenHydrated(field, root, HYDRATION_WAIT_MS)) handOver(field, value);
        for (const action of pending) {
          const element = action.kind === 'click' ? action.element : action.form;
          if (!(await whenHydrated(element, root, HYDRATION_WAIT_MS))) continue;
          // Our own replay goes straight to React.
          replaying = true;
          try {
            if (action.kind === 'click') action.element.click();
            else action.form.requestSubmit();
          } finally {
            replaying = false;
          }
        }
      })
      .finally(() => {
        flushesUnderWay -= 1;
      });
    return flushing;
  };

  const onClick = (event: MouseEvent) => {
    // The target is often an icon's SVG, which has no click() of its own: the control it is in does.
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const control = target.closest(CONTROL) ?? target;
    if (!(control instanceof HTMLElement) || control.matches('a[href]') || !waits(control)) return;
    event.preventDefault();
    event.stopPropagation();
    const last = actions.at(-1);
    if (last?.kind !== 'click' || last.element !== control)
      actions.push({ kind: 'click', element: control });
    if (live) void flush();
  };
  // A form without a submit button submits on Enter without a click.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form) || !waits(form)) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push({ kind: 'submit', form });
    if (live) void flush();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !root.contains(field) || isHydrated(field, root)) return;
    typedInto.set(field, field.value);
    if (live) void flush();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);

  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    actions = [];
    typedInto.clear();
  };

  const replay = () => {
    live = true;
    return flush(true);
  };

  return { replay, stop };
}
