import { describe, expect, it, vi } from 'vitest';
import { whenParsed } from './when-parsed';

function fakeDocument(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  return {
    doc: {
      readyState,
      addEventListener: vi.fn((type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') listeners.push(listener);
      }),
    } as unknown as Document,
    parsed: () => listeners.forEach((listener) => listener()),
  };
}

describe('whenParsed', () => {
  it('waits for DOMContentLoaded while the document is still being parsed', () => {
    const { doc, parsed } = fakeDocument('loading');
    const then = vi.fn();
    whenParsed(then, doc);
    expect(then).not.toHaveBeenCalled();
    parsed();
    expect(then).toHaveBeenCalledOnce();
  });

  it.each(['interactive', 'complete'] as const)('runs at once when the document is %s', (state) => {
    const { doc } = fakeDocument(state);
    const then = vi.fn();
    whenParsed(then, doc);
    expect(then).toHaveBeenCalledOnce();
    expect(doc.addEventListener).not.toHaveBeenCalled();
  });
});
