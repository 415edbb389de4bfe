import { describe, expect, it } from 'vitest';
import { emptyDraft } from './signup-draft';
import { typedBeforeLive } from './typed-before-live';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('typedBeforeLive', () => {
  it('reads the fields of the served step that differ from what the server rendered', () => {
    const form = formWith(
      '<input name="first_name" value="Ana"><input name="last_name" value=""><input name="email" value="ana@example.com"><input name="password" value="secret">',
    );
    expect(typedBeforeLive(form, 'personal', emptyDraft('basic'))).toEqual({
      first_name: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('reads a plan chosen on the served first step, and nothing when the page is as served', () => {
    const chosen = formWith('<input type="radio" name="plan" value="premium" checked>');
    expect(typedBeforeLive(chosen, 'plan', emptyDraft('basic'))).toEqual({ plan: 'premium' });
    const untouched = formWith('<input type="radio" name="plan" value="basic" checked>');
    expect(typedBeforeLive(untouched, 'plan', emptyDraft('basic'))).toBeUndefined();
    expect(typedBeforeLive(null, 'personal', emptyDraft('basic'))).toBeUndefined();
  });
});
