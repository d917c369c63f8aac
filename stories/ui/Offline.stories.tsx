import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ContactUsForm,
  OfflineNotice,
  SendingOff,
  UpdatePrompt,
  offlineMessages,
  uiWord,
} from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const timeZone = 'Africa/Johannesburg';
const reasonId = 'offline-reason';
const onReload = fn();
const onLater = fn();

const meta = {
  title: 'Installed/Offline',
  component: OfflineNotice,
  args: {
    shownAsAt: new Date('2026-11-29T08:42:00Z'),
    now: new Date('2026-11-29T09:15:00Z'),
    timeZone,
    reasonId,
  },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the data shown is this morning's. */
export const ShownAsAtToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineMessages.shownAsAt('10:42'));
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineMessages.sendingOff);
  },
};

/** Offline since an earlier day: the date shows with the time (the month in the pass's language). */
export const ShownAsAtEarlierDay: Story = {
  args: { now: new Date('2026-12-01T06:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/29 \S+ 2026 10:42/);
  },
};

/** A form offline: its submit button is off and says why; nothing is sent. */
export const FormOffline: Story = {
  render: (args) => {
    const onSubmit = fn();
    return (
      <SendingOff reasonId={args.reasonId}>
        <OfflineNotice {...args} />
        <ContactUsForm
          onSubmit={onSubmit}
          onDismissError={fn()}
          topMessageHtml="<p>Questions about your points? We answer within two working days.</p>"
          termsHtml="<p>We use your details only to answer this message.</p>"
        />
      </SendingOff>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: uiWord('Send') });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(offlineMessages.sendingOff);
  },
};

/** A new version was deployed while the portal was open. */
export const UpdateReady: Story = {
  render: () => <UpdatePrompt onReload={onReload} onLater={onLater} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineMessages.updateReady);
    await userEvent.click(canvas.getByRole('button', { name: offlineMessages.reload }));
    await expect(onReload).toHaveBeenCalledTimes(1);
  },
};
