export {
  ApiError,
  apiErrorFrom,
  CLIENT_ERROR_CODES,
  isAbortError,
  isApiError,
  isRetryableError,
  type ApiErrorCode,
  type ClientErrorCode,
} from './api/api-error';
export { apiPost, type ApiPostOptions } from './api/api-post';
export {
  apiCall,
  apiFetcher,
  type ApiAnswer,
  type ApiBody,
  type ApiCallName,
  type ApiReadKey,
} from './api/api-call';
export {
  apiUpload,
  type ApiUploadAnswer,
  type ApiUploadName,
  type ApiUploadOptions,
} from './api/api-upload';
export { throttleRequests, type ThrottleOptions } from './api/throttle-requests';
export {
  sessionStore,
  initSession,
  refreshSession,
  signIn,
  signUp,
  signOut,
  clearSession,
  onSessionLoaded,
  type SessionState,
  type SessionLoadedReason,
} from './session/session-store';
export { useSession, type SessionContext } from './session/use-session';
export {
  toast,
  dismiss,
  pauseToast,
  resumeToast,
  useToasts,
  toastStore,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export { saveFile } from './files/save-file';
export { filenameFromDisposition } from './files/filename-from-disposition';
export {
  fetchStoredFile,
  signStoredFile,
  StoredFileError,
  type StoredFile,
} from './files/stored-file';
