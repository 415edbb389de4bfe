import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@nomada/state';
import { markPrerenderedPage } from './served-page';
import { useShownSession } from './use-shown-session';

describe('useShownSession', () => {
  it('shows a loading session as loading, except on a prerendered page, which shows a visitor', () => {
    sessionStore.setState({ loading: true, user: null });
    expect(renderHook(() => useShownSession()).result.current.loading).toBe(true);

    markPrerenderedPage();
    const shown = renderHook(() => useShownSession()).result.current;
    expect(shown.loading).toBe(false);
    expect(shown.user).toBeNull();
  });
});
