export { ContactField } from './components/contact-field';
export { HoneypotField } from './components/honeypot-field';
export { NATIVE_FORM, NativeFormFields } from './components/native-form-fields';
export { useContactSubmission } from './hooks/use-contact-submission';
