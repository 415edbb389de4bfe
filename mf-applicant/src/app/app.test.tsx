import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { makeProfile, signInAs, signOutLocally } from '../testing/session';
import ApplicantApp from './app';

afterEach(() => signOutLocally());

describe('ApplicantApp', () => {
  it.each([
    ['/onboarding', 'Apply for your Spanish visa in six steps'],
    ['/pending-approval', 'Application Under Review'],
    ['/application-rejected', 'Application Not Approved'],
  ])('renders %s', (path, heading) => {
    renderAt(<ApplicantApp />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('renders every dashboard tab address', () => {
    signInAs(makeProfile());
    renderAt(<ApplicantApp />, '/dashboard/support');
    expect(screen.getByRole('tab', { name: 'Support', selected: true })).toBeTruthy();
  });

  it('shows the shared not-found view for an unknown dashboard sub-path', () => {
    signInAs(makeProfile());
    renderAt(<ApplicantApp />, '/dashboard/unknown');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: /back to home/i })).toBeTruthy();
  });
});
