import { errorFromResponse, type ApiError } from '@plaudit/api';
import { describe, expect, it } from 'vitest';
import {
  errorReportOf,
  formErrorsOf,
  isApiError,
  loadErrorTextOf,
  throttleWaitOf,
} from './apiError';

const network: ApiError = {
  kind: 'network',
  title: 'Data Request Error',
  message: 'Unexpected Error',
  cause: new TypeError('fetch failed'),
};

describe('the generic error dialogs of SPEC §8', () => {
  it('shows a 400 message under Please note: and keeps its field errors', () => {
    const error = errorFromResponse(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Check the form.', formErrors: { otp: 'Wrong pin' } }),
    );
    expect(errorReportOf(error)).toEqual({ title: 'Please note:', lines: ['Check the form.'] });
    expect(formErrorsOf(error)).toEqual({ otp: 'Wrong pin' });
  });

  it('shows nothing for a 400 with field errors only: they appear under the fields', () => {
    const error = errorFromResponse(
      400,
      'Bad Request',
      JSON.stringify({ formErrors: { otp: 'Wrong pin' } }),
    );
    expect(errorReportOf(error)).toBeNull();
  });

  it('shows nothing for a 401: the portal goes to /logout', () => {
    expect(errorReportOf(errorFromResponse(401, 'Unauthorized', ''))).toBeNull();
  });

  it('reports other statuses as Data Response Error with the message or body', () => {
    expect(
      errorReportOf(errorFromResponse(503, 'Service Unavailable', 'down for maintenance')),
    ).toEqual({
      title: 'Data Response Error: Service Unavailable (503)',
      lines: [
        'An unexpected error (503) has occurred',
        'An error has occurred: down for maintenance',
      ],
    });
  });

  it('shows a throttle as a plain note with the wait, never as a Data Response Error', () => {
    const wait = 'A pin was sent moments ago. Please wait 45 seconds before asking for another.';
    expect(
      errorReportOf(
        errorFromResponse(429, 'Too Many Requests', JSON.stringify({ message: wait }), '45'),
      ),
    ).toEqual({ title: 'Please note:', lines: [wait] });
    const bare = errorFromResponse(429, 'Too Many Requests', '', '120');
    expect(errorReportOf(bare)).toEqual({
      title: 'Please note:',
      lines: ['Too many requests. Please wait 2 minutes and try again.'],
    });
    expect(throttleWaitOf(bare)).toBe(120);
    expect(throttleWaitOf(network)).toBeUndefined();
  });

  it('reports no response as Data Request Error', () => {
    expect(errorReportOf(network)).toEqual({
      title: 'Data Request Error',
      lines: ['Unexpected Error'],
    });
  });

  it('reports anything else as Data Unexpected Error:', () => {
    expect(errorReportOf(new Error('boom'))).toEqual({
      title: 'Data Unexpected Error:',
      lines: ['boom'],
    });
    expect(isApiError({ kind: 'nonsense' })).toBe(false);
  });

  it("uses the server's message for a refused load and the screen's text otherwise", () => {
    const invalidKey = errorFromResponse(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Invalid Key' }),
    );
    expect(loadErrorTextOf(invalidKey, 'Error retrieving content')).toBe('Invalid Key');
    expect(loadErrorTextOf(network, 'Error retrieving content')).toBe('Error retrieving content');
  });
});
