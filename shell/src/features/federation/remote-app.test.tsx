import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@nomada/ui/testing';
import { RemoteApp, resetLoadedRemotes } from './remote-app';
import { loadRemoteApp, RemoteUnavailableError } from './remote-registry';

vi.mock('./remote-registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('./remote-registry')>();
  return { ...original, loadRemoteApp: vi.fn() };
});

const load = vi.mocked(loadRemoteApp);

beforeEach(() => {
  resetLoadedRemotes();
  load.mockReset();
});

describe('RemoteApp', () => {
  it('shows the remote once it loads', async () => {
    load.mockResolvedValue({ default: () => <p>Agent dashboard</p> });
    renderAt(<RemoteApp remote="mf_agent" />, '/agent/dashboard');
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
  });

  it('shows a translated unavailable panel and really retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new RemoteUnavailableError('mf_agent'));
    load.mockResolvedValueOnce({ default: () => <p>Back again</p> });
    renderAt(<RemoteApp remote="mf_agent" />, '/agent/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_agent', true);
  });
});
