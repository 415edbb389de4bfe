type ParsingDocument = Pick<Document, 'readyState' | 'addEventListener'>;

/**
 * Runs `then` once the document is parsed: at once if it is, else at DOMContentLoaded. The wake
 * script is `async` and may run mid-parse; the shell it starts hydrates the served markup, which
 * must be whole by then.
 */
export function whenParsed(then: () => void, doc: ParsingDocument = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}
