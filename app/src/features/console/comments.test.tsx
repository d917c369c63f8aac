import { fixtures, handlers } from '@plaudit/api/mocks';
import { flowMessages } from '@plaudit/domain';
import {
  consoleCommentsMessages as m,
  consoleDeliveriesMessages,
  uiWord,
  wallMessages,
} from '@plaudit/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();
const slow = { timeout: 30_000 };

describe('the console’s Comments page (/admin/comments)', () => {
  it('is in the console’s navigation and lists the wall’s comments with the hidden one’s reason', async () => {
    renderPortal('/admin/comments', { token: tokens.admin });
    expect(await screen.findByRole('heading', { level: 1, name: m.heading }, slow)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: uiWord('Operator console') });
    expect(within(nav).getByRole('link', { name: m.heading })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = await screen.findByRole('list', { name: m.listLabel }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(
      fixtures.adminComments.comments.length,
    );
    const hidden = fixtures.adminComments.comments.find((c) => c.hidden);
    expect(within(list).getByText(m.reason(hidden?.hidden?.reason ?? ''))).toBeVisible();
  }, 60_000);

  it('hides a comment with the reason typed (the mocked server keeps it), and the row then says why', async () => {
    const user = userEvent.setup();
    const shown = fixtures.adminComments.comments.find((c) => !c.hidden);
    if (!shown) throw new Error('the fixtures have no comment on the wall');
    renderPortal('/admin/comments', { token: tokens.admin });
    await user.click(
      await screen.findByRole(
        'button',
        { name: wallMessages.hideCommentOf(shown.author.name) },
        slow,
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: wallMessages.hideTitle });
    const hide = within(dialog).getByRole('button', { name: wallMessages.hideComment });
    expect(hide).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: uiWord('Reason') }), 'Off topic');
    await user.click(hide);
    expect(await screen.findByText(m.hidden(shown.author.name), {}, slow)).toBeVisible();
    expect(await screen.findByText(m.reason('Off topic'), {}, slow)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: wallMessages.hideCommentOf(shown.author.name) }),
    ).toBeNull();
  }, 60_000);

  it('loads older comments a page at a time', async () => {
    const user = userEvent.setup();
    const [first, ...rest] = fixtures.adminComments.comments;
    if (!first) throw new Error('the fixtures have no comment');
    const asked: unknown[] = [];
    server.use(
      handlers.adminComments.ok((body) => {
        asked.push(body);
        return 'before' in body && body.before !== undefined
          ? { comments: rest, nextBefore: null }
          : { comments: [first], nextBefore: first.id };
      }),
    );
    renderPortal('/admin/comments', { token: tokens.admin });
    const more = await screen.findByRole('button', { name: m.loadMore }, slow);
    expect(
      within(screen.getByRole('list', { name: m.listLabel })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.click(more);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: m.listLabel })).getAllByRole('listitem'),
      ).toHaveLength(fixtures.adminComments.comments.length),
    );
    expect(asked).toContainEqual({ before: first.id });
    expect(screen.queryByRole('button', { name: m.loadMore })).toBeNull();
  }, 60_000);

  it('says why when the comments cannot be loaded, and offers Try again', async () => {
    server.use(handlers.adminComments.serverError());
    renderPortal('/admin/comments', { token: tokens.admin });
    expect(await screen.findByRole('button', { name: uiWord('Try again') }, slow)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/./);
  }, 60_000);

  it('is for administrators only: a manager is told so and nothing is asked', async () => {
    const asked: unknown[] = [];
    server.use(
      handlers.adminComments.ok((body) => {
        asked.push(body);
        return fixtures.adminComments;
      }),
    );
    renderPortal('/admin/comments', { token: tokens.manager });
    expect(await screen.findByText(flowMessages.adminOnlyPage, {}, slow)).toBeVisible();
    // The shell names the page above the refusal; the page's own code is never loaded.
    expect(screen.queryByText(m.intro)).toBeNull();
    expect(screen.queryByRole('list', { name: m.listLabel })).toBeNull();
    expect(asked).toEqual([]);
  }, 60_000);
});

describe('a member’s console page (/admin/members/:memberId)', () => {
  it('shows how the member gets messages and their last messages’ delivery status', async () => {
    const memberId = fixtures.adminMember.member.memberId;
    renderPortal(`/admin/members/${String(memberId)}`, { token: tokens.admin });
    expect(
      await screen.findByRole('heading', { name: consoleDeliveriesMessages.heading }, slow),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: consoleDeliveriesMessages.tableLabel });
    expect(within(table).getAllByRole('row').length - 1).toBe(
      fixtures.adminMember.messaging?.deliveries.length,
    );
    expect(
      within(table).getByText(
        consoleDeliveriesMessages.statusWithNote(
          consoleDeliveriesMessages.statuses.failed,
          consoleDeliveriesMessages.fellBack,
        ),
      ),
    ).toBeVisible();
  }, 60_000);
});
