/** How long a buffered action waits for its element to be hydrated before it is dropped. */
const HYDRATION_WAIT_MS = 10_000;

type Action = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

export type InteractionBuffer = {
  /** Hands what the visitor did to the live page: typed values first, then clicks and submits in order. */
  replay(): Promise<void>;
  /** Stops buffering and forgets what was kept. */
  stop(): void;
};

/**
 * React keeps its fiber on every element it has hydrated. Reading the key (not the value) is the one
 * place we rely on React's internals: without it a replay could reach a section that is still served
 * HTML (below-the-fold sections hydrate when near the viewport) and be lost.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

async function whenHydrated(element: Element, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!isHydrated(element)) {
    if (!element.isConnected || Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return element.isConnected;
}

const TEXT_LIKE =
  /^(text|email|tel|url|search|password|number|date|month|week|time|datetime-local)$/;

/**
 * React tracks the value it last saw on each field: a value typed before hydration looks unchanged to
 * it. Setting the served default through the tracked setter, then the typed value past it, makes the
 * `input` event read as the change it is.
 */
function handOverValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  nativeSetter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function changedFields(
  root: ParentNode,
): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  return [...fields].filter((field) => {
    if (field instanceof HTMLSelectElement)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    if (field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)) return false;
    return field.value !== field.defaultValue;
  });
}

/**
 * Keeps what a visitor does on a prerendered page before React has taken it over, so nothing is lost
 * while the page's JavaScript starts: clicks on buttons and other controls (links still navigate as
 * plain HTML, to pages that are prerendered too), form submissions, and what was typed. Clicks are held
 * back from the served HTML (a form must not submit itself natively) and replayed once the page is live.
 */
export function bufferInteractions(root: HTMLElement): InteractionBuffer {
  let actions: Action[] = [];

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    if (target.closest('a[href], button')?.matches('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    const last = actions.at(-1);
    if (last?.kind === 'click' && last.element === target) return;
    actions.push({ kind: 'click', element: target });
  };
  // A form without a submit button submits on Enter without a click.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push({ kind: 'submit', form });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    actions = [];
  };

  const replay = async () => {
    const pending = actions;
    stop();
    for (const field of changedFields(root)) {
      if (!(await whenHydrated(field, HYDRATION_WAIT_MS))) continue;
      if (field instanceof HTMLSelectElement)
        field.dispatchEvent(new Event('change', { bubbles: true }));
      else handOverValue(field);
    }
    for (const action of pending) {
      const element = action.kind === 'click' ? action.element : action.form;
      if (!(await whenHydrated(element, HYDRATION_WAIT_MS))) continue;
      if (action.kind === 'click') action.element.click();
      else action.form.requestSubmit();
    }
  };

  return { replay, stop };
}
