import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { RetentionNotice } from './retention-notice';

const retention = {
  finished_at: '2026-08-01T10:00:00.000Z',
  files_deleted_at: '2026-10-30T03:00:00.000Z',
  files_deleted: 4,
};

afterEach(() => i18next.changeLanguage('en'));

describe('RetentionNotice', () => {
  it('says when the files were deleted, how many, and after how long', () => {
    renderAt(<RetentionNotice retention={retention} />);
    expect(screen.getByText('Your documents have been deleted')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your case ended on Aug 1, 2026\. .* we deleted the 4 files you uploaded on Oct 30, 2026, after keeping them 90 days\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy#retention',
    );
  });

  it('shows nothing while the files are kept', () => {
    renderAt(<RetentionNotice retention={null} />);
    expect(screen.queryByTestId('retention-notice')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<RetentionNotice retention={retention} />);
    expect(screen.getByText('Hemos borrado tus documentos')).toBeInTheDocument();
  });
});
