import { importMessages } from '@plaudit/domain';
import { expect, test } from '@playwright/test';
import { demoPassword, logIn, logOut, personOf } from './support';

/**
 * Milestones on the wall (issue 38): an administrator's members import gives a colleague a hire date seven
 * years before the day before yesterday; the daily job, run for that day through /dev/jobs/run (outside
 * production: the command line cannot open the server's PGlite beside it, and the server's own run at its
 * start has claimed its day, which is yesterday once midnight passes during the run),
 * posts "7 years at …" on the wall, where the colleague finds it under About me. The colleague is a crowd
 * member no other journey uses (server/src/db/seed.ts: 082000 + (1100 + n), registered unless n % 4 === 3).
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const celebrated = '0820001138';

/** The day before yesterday in the programme's time zone, 'YYYY-MM-DD': no run of the server claimed it. */
function dayBeforeYesterday(): string {
  const day = new Date(Date.now() - 2 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(day);
}

test('an anniversary from an import shows on the wall after the daily job', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const day = dayBeforeYesterday();
  const hired = `${String(Number(day.slice(0, 4)) - 7)}${day.slice(4)}`;
  const member = await personOf(request, celebrated);
  const csv = [
    'cellNum,firstname,surname,divisionCode,hireDate',
    `${celebrated},${member.firstname},${member.surname},${member.division},${hired}`,
  ].join('\n');

  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/imports');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'hires.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByRole('region', { name: /Dry run report: hires\.csv/ })).toContainText(
    importMessages.dryRun(1),
  );
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('region', { name: /Import report: hires\.csv/ })).toContainText(
    importMessages.applied(1),
  );

  const ran = await request.post('/dev/jobs/run', { data: { date: day } });
  expect(ran.ok(), await ran.text()).toBe(true);
  expect(((await ran.json()) as { reports: unknown[] }).reports).toContainEqual(
    expect.objectContaining({ job: 'anniversaries', period: day, ran: true }),
  );

  // The colleague finds it on their wall, under About me (the day's newer cards come first).
  await logOut(page);
  await logIn(page, celebrated, demoPassword, member.firstname);
  await page.goto('/recentrecognition');
  // The filter's radios are drawn by their labels: press the label, as a member does.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('About me').click();
  await expect(page.getByRole('radio', { name: 'About me' })).toBeChecked();
  const card = page
    .getByRole('article', { name: /Work anniversary/ })
    .filter({ hasText: `${member.firstname} ${member.surname}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/7 years at /);
  await expect(card.getByRole('button', { name: 'Add points' })).toHaveCount(0);
});
