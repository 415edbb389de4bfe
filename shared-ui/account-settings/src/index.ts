export { SettingsCard } from './components/settings-card';
export { ChangePasswordForm } from './components/change-password-form';
export type { AccountSettingsTexts } from './lib/account-settings-texts';
