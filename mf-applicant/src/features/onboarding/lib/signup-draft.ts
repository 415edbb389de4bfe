import type { AccountType, Plan } from '@nomada/contracts';

/** What the wizard collects besides the passwords (which never leave component state). */
export type SignupDraft = {
  plan: Plan;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  nationality: string;
  date_of_birth: string;
  current_status: string;
  /** Empty until the applicant picks one: the account-type step asks for a choice. */
  account_type: AccountType | '';
  company_name: string;
  job_title: string;
  work_location: string;
  expected_start_date: string;
  additional_info: string;
  terms_accepted: boolean;
  data_processing_consent: boolean;
};

export type DraftField = keyof SignupDraft;
export type TextDraftField = {
  [F in DraftField]: SignupDraft[F] extends string ? F : never;
}[DraftField];

export type Passwords = { password: string; confirmPassword: string };
export type PasswordField = keyof Passwords;

/** Every field a message can be shown beside. */
export type WizardField = DraftField | PasswordField;

export function emptyDraft(plan: Plan): SignupDraft {
  return {
    plan,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    address: '',
    nationality: '',
    date_of_birth: '',
    current_status: '',
    account_type: '',
    company_name: '',
    job_title: '',
    work_location: '',
    expected_start_date: '',
    additional_info: '',
    terms_accepted: false,
    data_processing_consent: false,
  };
}

export const EMPTY_PASSWORDS: Passwords = { password: '', confirmPassword: '' };
