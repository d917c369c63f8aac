export { ApiErrorDialog, useApiErrorDialog } from './ApiErrorDialog.tsx';
export type { ApiErrorDialogProps, ApiErrorHandling } from './ApiErrorDialog.tsx';
export {
  errorReportOf,
  errorTextOf,
  formErrorsOf,
  isApiError,
  loadErrorTextOf,
  serverMessageOf,
  throttleText,
  throttleWaitOf,
} from './apiError.ts';
export type { ErrorReport } from './apiError.ts';
export { downloadCsv } from './download.ts';
export { ConnectedMemberPicker, pickerLoadFailed } from './ConnectedMemberPicker.tsx';
export type { ConnectedMemberPickerProps } from './ConnectedMemberPicker.tsx';
export { PortalRouter } from './PortalRouter.tsx';
export type { PortalRouterProps } from './PortalRouter.tsx';
export {
  readStoredToken,
  selectIsSignedIn,
  selectSessionLost,
  selectToken,
  sessionLost,
  sessionReducer,
  signedIn,
  signedOut,
  tokenStorageKey,
} from './session.ts';
export type { SessionState } from './session.ts';
