export { ApiError, isApiError } from './api/api-error';
export { apiPost, type ApiPostOptions } from './api/api-post';
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
