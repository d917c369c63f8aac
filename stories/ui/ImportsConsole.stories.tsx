import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { importJobMessages, importMessages, formatMessageById } from '@plaudit/domain';
import { ImportsConsole, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, endingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const membersFile = new File(
  [fixtures.importerInfos.find((i) => i.name === 'members')?.sample ?? ''],
  'members.csv',
  { type: 'text/csv' },
);

/** A job done with this report. */
const done = (report: typeof fixtures.importReport) => ({ ...fixtures.importJobDone, report });

const meta = {
  title: 'Console/Imports',
  component: ImportsConsole,
  args: {
    importers: fixtures.importerInfos,
    onImport: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ImportsConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen yet: the importers, the members' columns, what to import before them (their rows name
 * divisions) and their sample file.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(containing(formatMessageById('importsConsole.importFirst'))).parentElement,
    ).toHaveTextContent(endingWith(`: ${uiWord('Divisions (stores and practices)')}`));
    await expect(canvas.getByText(uiWord('No file chosen'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: uiWord('Check the file (dry run)') }),
    ).toBeDisabled();
    const sample = canvas.getByRole('link', {
      name: formatMessageById('importsConsole.sample', { file: 'members.csv' }),
    });
    await expect(sample).toHaveAttribute('download', 'members.csv');
  },
};

export const Loading: Story = {
  args: { importers: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { importers: undefined, loadError: 'The console could not load this. Please try again.' },
};

/** A file chosen: the dry run sends it, writing nothing. */
export const DryRunSent: Story = {
  args: { initialFile: membersFile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/members\.csv \(1 KB\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Check the file (dry run)') }));
    await expect(args.onImport).toHaveBeenCalledWith(
      expect.objectContaining({ importer: 'members', mode: 'dryRun', file: membersFile }),
    );
  },
};

/** The upload on its way: its bytes, and nothing can be sent meanwhile. */
export const Uploading: Story = {
  args: { initialFile: membersFile, upload: { loaded: 4_200_000, total: 10_500_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', {
      name: formatMessageById('importsConsole.uploading', { fileName: 'members.csv' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    await expect(
      canvas.getByRole('button', { name: uiWord('Check the file (dry run)') }),
    ).toBeDisabled();
  },
};

/** The job reading and checking the rows: how many so far, the bar at the file's bytes read. */
export const JobChecking: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobChecking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: formatMessageById('importsConsole.running', {
          heading: importJobMessages.runningHeading,
          of: importJobMessages.fileOf('members.csv', uiWord('Members')),
        }),
      }),
    ).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: importJobMessages.progressLabel });
    await expect(bar).toHaveAttribute('aria-valuetext', importJobMessages.checking(20_000, 19_000));
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByText(importJobMessages.closeTabSafe)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: uiWord('Check the file (dry run)') }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: uiWord('Choose a CSV file') })).toBeDisabled();
  },
};

/** Every row checked: the job tries the accepted rows (a dry run rolls them back). */
export const JobApplying: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobApplying },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: importJobMessages.progressLabel,
    });
    await expect(bar).toHaveTextContent(importJobMessages.applying(36_000, 48_000, true));
    await expect(bar).toHaveAttribute('aria-valuenow', '87.5');
  },
};

/** The server stopped while the job ran: it says so and what to do, and the file can be sent again. */
export const JobFailed: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobLost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(importJobMessages.failedHeading);
    await expect(alert).toHaveTextContent(importMessages.jobLost);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: uiWord('Check the file (dry run)') }),
    ).toBeEnabled();
  },
};

/** A file that goes wrong further on (not UTF-8 on a later line): the job fails naming the line. */
export const JobFailedNotUtf8: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobNotUtf8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      importMessages.notUtf8(31_412),
    );
  },
};

/**
 * The screen opened again after the tab was closed: the administrator's last job, its report, and its
 * file to choose again before applying it.
 */
export const ReopenedLastJob: Story = {
  args: { job: fixtures.importJobDone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: formatMessageById('importsConsole.reportHeading', {
          dryRun: true,
          fileName: 'members.csv',
          importer: uiWord('Members'),
        }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(importJobMessages.chooseAgain)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: uiWord('Import the accepted rows only') }),
    ).toBeDisabled();
  },
};

const everyRowRefused = fixtures.dryRunRows.filter((r) => r.status === 'refused');

/** A dry run in which every row is refused: nothing to apply, so neither Apply nor the accepted rows. */
export const DryRunEveryRowRefused: Story = {
  args: { initialFile: membersFile },
  ...argsWhenRendered(() => ({
    job: done({
      ...fixtures.importReport,
      message: importMessages.dryRun(everyRowRefused.length),
      total: everyRowRefused.length,
      counts: { added: 0, updated: 0, unchanged: 0, refused: everyRowRefused.length },
      rows: everyRowRefused,
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('cell', { name: 'division ZA-NOWHERE does not exist' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiWord('Apply') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: uiWord('Import the accepted rows only') }),
    ).toBeNull();
    await expect(
      canvas.getByText(uiWord('Every row is refused: fix the file and check it again.')),
    ).toBeVisible();
  },
};

/** The dry run's report with refused rows: Apply is the accepted rows only, said so. */
export const DryRunRefusedRows: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobDone },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('cell', { name: 'division ZA-NOWHERE does not exist' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiWord('Apply') })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: uiWord('Show the refused rows only') }),
    );
    // Each refused row by its key (the cellNum cell as the file has it), not only its line.
    await expect(
      canvas.getByRole('columnheader', {
        name: formatMessageById('importsConsole.keyHeading', { columns: 'cellNum' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '0825550105' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: '+27825550101' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: uiWord('Import the accepted rows only') }),
    );
    await expect(args.onImport).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'applyAccepted', file: membersFile }),
    );
  },
};

/** A clean dry run: every row accepted, Apply sends the same file. */
export const DryRunClean: Story = {
  args: { initialFile: membersFile, job: done(fixtures.importReportClean) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Apply') }));
    await expect(args.onImport).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'apply', importer: 'members' }),
    );
  },
};

export const Applied: Story = {
  args: { initialFile: membersFile, job: done(fixtures.importReportApplied) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(importMessages.applied(3, 2))).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWord('Import another file') })).toBeVisible();
  },
};

/** Apply with a refused row: nothing written, as the command line without --partial. */
export const ApplyRefused: Story = {
  args: {
    initialFile: membersFile,
  },
  ...argsWhenRendered(() => ({
    job: done({
      ...fixtures.importReport,
      mode: 'apply',
      message: importMessages.refusedNothingWritten,
    }),
  })),
};

/** The server could not read the file: why, beside the file. */
export const FileError: Story = {
  args: { initialFile: membersFile },
  ...argsWhenRendered(() => ({
    defaultOutcome: {
      ok: false,
      formErrors: {
        file: importMessages.fileColumns('The file lacks the columns surname, divisionCode.'),
      },
    },
  })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/The file lacks the columns surname, divisionCode\./),
    ).toBeVisible();
  },
};

/** Products take the images their rows name, attached alongside the file; the sample's images download. */
export const ProductsWithImages: Story = {
  args: { initialImporter: 'products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'cat-bed.png' })).toHaveAttribute(
      'download',
      'cat-bed.png',
    );
    await expect(
      canvas.getByRole('button', { name: uiWord('Attach the images it names') }),
    ).toBeVisible();
    await expect(canvas.getByText(uiWord('No images attached'))).toBeVisible();
  },
};

export const OnAPhone: Story = {
  args: { initialFile: membersFile, job: fixtures.importJobDone },
  parameters: { phone: true },
};

/** The order lines the voucher codes file's rows reach: the first fulfilled, the third held for more codes. */
const [fulfilledLine, , heldLine] = fixtures.voucherCodesDryRun.rows.map((r) => r.orderLine);
if (!fulfilledLine || !heldLine) throw new Error('the voucher codes fixture lost its order lines');

/** A voucher codes file checked: the line each code would fulfil, or be held for; a refused row by its key. */
export const VoucherCodesWouldFulfil: Story = {
  args: {
    initialImporter: 'voucher-codes',
    job: { ...done(fixtures.voucherCodesDryRun), importer: 'voucher-codes' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('cell', { name: importJobMessages.orderLineReached(fulfilledLine, true) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: importJobMessages.orderLineReached(heldLine, true) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('columnheader', {
        name: formatMessageById('importsConsole.keyHeading', {
          columns: 'clusterCode/productCode/code',
        }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'ZA/MNB-10/MNB-7Q2K-0003' })).toBeVisible();
    // The screenshot shows the rows.
    canvas
      .getByRole('table', { name: uiWord('Every row of the file') })
      .scrollIntoView({ block: 'end' });
  },
};

/** The same file's accepted rows written: the lines each code fulfilled, or is held for. */
export const VoucherCodesFulfilled: Story = {
  args: {
    initialImporter: 'voucher-codes',
    job: {
      ...done(fixtures.voucherCodesApplied),
      importer: 'voucher-codes',
      mode: 'applyAccepted',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('cell', { name: importJobMessages.orderLineReached(fulfilledLine, false) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: importJobMessages.orderLineReached(heldLine, false) }),
    ).toBeVisible();
    await expect(
      canvas.queryByText(importJobMessages.orderLineReached(fulfilledLine, true)),
    ).toBeNull();
    canvas
      .getByRole('table', { name: uiWord('Every row of the file') })
      .scrollIntoView({ block: 'end' });
  },
};
