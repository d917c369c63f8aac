import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { ImportsConsole } from './ImportsConsole.tsx';
import type { ImportJobView, ImporterOption } from './types.ts';

const importer = (name: string): ImporterOption => ({
  name,
  required: ['cellNum', 'firstname'],
  optional: ['email'],
  sampleFile: `${name}.csv`,
  sample: 'cellNum,firstname\n0820000003,Lerato\n',
  takesImages: false,
  sampleImages: [],
});
const importers = [importer('members'), importer('divisions')];
const file = new File(['cellNum,firstname\n'], 'members.csv', { type: 'text/csv' });

describe('ImportsConsole', () => {
  it('checks the chosen file in a dry run', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn(() => Promise.resolve({ ok: true as const }));
    render(<ImportsConsole importers={importers} onImport={onImport} initialFile={file} />);
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(onImport).toHaveBeenCalledWith({
      importer: 'members',
      mode: 'dryRun',
      file,
      images: [],
    });
  });

  it("shows the server's refusal of the file beside it, and puts it away when another importer is chosen", async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onReset = vi.fn();
    render(
      <ImportsConsole
        importers={importers}
        onImport={() => outcome.promise}
        onReset={onReset}
        initialFile={file}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    outcome.settle({ ok: false, formErrors: { file: 'The file lacks the column surname.' } });
    expect(await screen.findByText(/The file lacks the column surname\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /What to import/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Divisions (stores and practices)' }),
    );
    expect(screen.queryByText(/The file lacks the column surname\./)).toBeNull();
    expect(onReset).toHaveBeenCalled();
  });

  it('sends nothing while an upload is on its way', () => {
    render(
      <ImportsConsole
        importers={importers}
        onImport={vi.fn()}
        initialFile={file}
        upload={{ loaded: 10, total: 100 }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Check the file (dry run)' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading members.csv' })).toBeVisible();
  });
  it('keeps the importer of a file chosen before the last job arrived (the job chooses only on an empty form)', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn(() => Promise.resolve({ ok: true as const }));
    const { rerender } = render(
      <ImportsConsole importers={importers} onImport={onImport} initialFile={file} />,
    );
    const lastJob: ImportJobView = {
      jobId: 3,
      importer: 'divisions',
      fileName: 'stores.csv',
      mode: 'apply',
      state: 'failed',
      progress: {
        phase: 'checking',
        rowsRead: 0,
        rowsChecked: 0,
        rowsApplied: 0,
        rowsTotal: 0,
        rowsToApply: 0,
        bytesRead: 0,
        bytesTotal: 10,
      },
      message: 'The file could not be read.',
      report: null,
    };
    rerender(
      <ImportsConsole importers={importers} onImport={onImport} initialFile={file} job={lastJob} />,
    );
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    expect(onImport).toHaveBeenCalledWith({
      importer: 'members',
      mode: 'dryRun',
      file,
      images: [],
    });
  });
});
