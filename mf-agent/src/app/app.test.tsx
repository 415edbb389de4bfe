import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { signInAsAgent } from '../testing/session';
import AgentApp from './app';

describe('AgentApp', () => {
  it.each([
    ['/agent/dashboard', 'Agent dashboard'],
    ['/agent/settings', 'Settings'],
  ])('renders %s', (path, heading) => {
    signInAsAgent();
    renderAt(<AgentApp />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the shared not-found view for a path it does not have', () => {
    renderAt(<AgentApp />, '/agent/unknown');
    expect(screen.getByRole('link', { name: /back to home/i })).toBeTruthy();
  });
});
