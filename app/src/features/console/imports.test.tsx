import { fixtures, handlers } from '@plaudit/api/mocks';
import { importJobMessages, importMessages } from '@plaudit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();

const membersCsv = () =>
  new File(
    [fixtures.importerInfos.find((i) => i.name === 'members')?.sample ?? ''],
    'members.csv',
    { type: 'text/csv' },
  );

const reportHeading = { name: 'Dry run report: members.csv (Members)' };

describe('CSV imports (/admin/imports)', () => {
  it('follows the job an upload starts: its progress while it runs, then its report', async () => {
    // The upload's answer as a fixture: under jsdom, msw hands the handler Node's File, which is no
    // Blob of jsdom's to the contract's check. The job then runs on for two reads and is done.
    const asked: (number | null)[] = [];
    server.use(
      handlers.adminImport.ok(fixtures.adminImport),
      handlers.adminImportJob.ok(({ jobId }) => {
        asked.push(jobId);
        if (jobId === null) return { job: null };
        return {
          job: asked.length < 4 ? fixtures.importJobChecking : fixtures.importJobDone,
        };
      }),
    );
    renderPortal('/admin/imports', { token: tokens.admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    // The file input comes with the importers' list, which may answer after the heading is drawn.
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    await user.upload(input, membersCsv());
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));

    const bar = await screen.findByRole('progressbar', { name: importJobMessages.progressLabel });
    expect(bar).toBeVisible();
    expect(screen.getByText(importJobMessages.closeTabSafe)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check the file (dry run)' })).toBeDisabled();

    expect(await screen.findByRole('heading', reportHeading, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(fixtures.importReport.message)).toBeVisible();
    // Opened with the newest job (none), then the started one, asked again until it was done.
    expect(asked[0]).toBeNull();
    expect(asked.slice(1).every((id) => id === fixtures.importJobStarted.jobId)).toBe(true);
    // The file is still chosen: the accepted rows can be imported at once.
    expect(screen.getByRole('button', { name: 'Import the accepted rows only' })).toBeEnabled();
  }, 15_000);

  it('shows the administrator’s last job when the screen is opened again, its file to choose again', async () => {
    server.use(handlers.adminImportJob.ok({ job: fixtures.importJobDone }));
    renderPortal('/admin/imports', { token: tokens.admin });
    expect(await screen.findByRole('heading', reportHeading)).toBeVisible();
    expect(screen.getByText(importJobMessages.chooseAgain)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import the accepted rows only' })).toBeDisabled();
  });

  it('chooses the last job’s importer, so its file is checked again by the same one', async () => {
    const budgets = {
      ...fixtures.importJobDone,
      importer: 'budgets' as const,
      fileName: 'budgets.csv',
      report: { ...fixtures.importReport, importer: 'budgets' as const, fileName: 'budgets.csv' },
    };
    server.use(handlers.adminImportJob.ok({ job: budgets }));
    renderPortal('/admin/imports', { token: tokens.admin });
    expect(
      await screen.findByRole('heading', { name: 'Dry run report: budgets.csv (Budget grants)' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /What to import/ })).toHaveTextContent(
      'Budget grants',
    );
  });

  it('shows a running job when the screen is opened again, and why a job failed', async () => {
    server.use(handlers.adminImportJob.ok({ job: fixtures.importJobChecking }));
    const view = renderPortal('/admin/imports', { token: tokens.admin });
    expect(
      await screen.findByRole('progressbar', { name: importJobMessages.progressLabel }),
    ).toHaveAttribute('aria-valuetext', importJobMessages.checking(20_000, 19_000));
    view.unmount();

    server.use(handlers.adminImportJob.ok({ job: fixtures.importJobLost }));
    renderPortal('/admin/imports', { token: tokens.admin });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The import did not finish/)).toBeVisible();
    expect(alert).toHaveTextContent(importMessages.jobLost);
  });
});
