import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_PLAN,
  SELECTED_PLAN_STORAGE_KEY,
  isErrorCode,
  isPlan,
  type Plan,
} from '@nomada/contracts';
import { isApiError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { submitSignup } from '../api/sign-up';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-storage';
import {
  EMPTY_PASSWORDS,
  emptyDraft,
  type PasswordField,
  type Passwords,
  type SignupDraft,
  type WizardField,
} from '../lib/signup-draft';
import { signupErrorField } from '../lib/signup-error-field';
import { typedBeforeLive } from '../lib/typed-before-live';
import { hasErrors, validateStep, type StepErrors } from '../lib/step-validation';
import { wizardProgress } from '../lib/wizard-progress';
import { LAST_STEP, ONBOARDING_STEPS, stepOfField } from '../onboarding-steps';
import { useSelectedPlan } from './use-selected-plan';

const SECURITY_STEP = stepOfField('password');

/** The element id of the wizard's form, where what was typed before it was live is read. */
export const WIZARD_FORM_ID = 'onboarding-form';

/** The element id of a field's input, so a message can send focus to it. */
export function fieldId(field: WizardField): string {
  return `onboarding-${field}`;
}

function rememberPlan(plan: Plan) {
  try {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, plan);
  } catch {
    // The draft keeps the plan anyway.
  }
}

function focusField(field: WizardField) {
  // After React has rendered the messages.
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

type Start = { step: number; draft: SignupDraft; passwordsForgotten: boolean };

/**
 * The step an address opens on: `?step=personal` is where the served first step's Next lands
 * without scripts (the plan in `?plan=`); no other step can be opened by address, since each needs
 * the ones before it.
 */
export function stepOfAddress(params: URLSearchParams): number {
  return params.get('step') === ONBOARDING_STEPS[1] ? 1 : 0;
}

/** The plan the served page was rendered with: the address's, or the default. */
function servedPlan(params: URLSearchParams): Plan {
  const requested = params.get('plan');
  return isPlan(requested) ? requested : DEFAULT_PLAN;
}

function startFrom(plan: Plan, params: URLSearchParams): Start {
  const addressStep = stepOfAddress(params);
  // Rendered while the served page is still in the document (its hydration gives way to this
  // render): what was typed there before the script was live wins over what this tab kept.
  const typed = typedBeforeLive(
    document.getElementById(WIZARD_FORM_ID) as HTMLFormElement | null,
    ONBOARDING_STEPS[addressStep] ?? 'plan',
    emptyDraft(servedPlan(params)),
  );
  const stored = loadDraft(emptyDraft(plan));
  if (typed) {
    return {
      step: addressStep,
      draft: { ...(stored?.draft ?? emptyDraft(plan)), ...typed },
      passwordsForgotten: false,
    };
  }
  if (!stored) return { step: addressStep, draft: emptyDraft(plan), passwordsForgotten: false };
  // Passwords are never kept: a reload past the security step goes back there for them.
  const passwordsForgotten = stored.step > SECURITY_STEP;
  return {
    step: passwordsForgotten ? SECURITY_STEP : stored.step,
    draft: stored.draft,
    passwordsForgotten,
  };
}

/**
 * State and actions of the six-step sign-up wizard (docs/product/screens.md). Without `restore` it starts
 * as the prerendered page does, reading nothing this tab kept (the hydration of the served page).
 */
export function useOnboardingWizard({ restore = true }: { restore?: boolean } = {}) {
  const { t } = useTranslation('applicant');
  const navigate = useNavigate();
  const selectedPlan = useSelectedPlan(restore);
  const [params] = useSearchParams();
  const [start] = useState(() =>
    restore
      ? startFrom(selectedPlan, params)
      : { step: stepOfAddress(params), draft: emptyDraft(selectedPlan), passwordsForgotten: false },
  );
  const [step, setStep] = useState(start.step);
  const [draft, setDraft] = useState(start.draft);
  const [passwords, setPasswords] = useState<Passwords>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<StepErrors>({});
  const [passwordsForgotten, setPasswordsForgotten] = useState(start.passwordsForgotten);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    // The served page's first render must not overwrite what this tab kept before it is read.
    if (restore && !submitted) saveDraft(step, draft);
  }, [restore, step, draft, submitted]);

  function clearError(field: WizardField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function setField<F extends keyof SignupDraft>(field: F, value: SignupDraft[F]) {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
    if (field === 'plan') rememberPlan(value as Plan);
  }

  function setPassword(field: PasswordField, value: string) {
    setPasswords((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function chooseAccountType(type: SignupDraft['account_type']) {
    setDraft((current) => ({
      ...current,
      account_type: type,
      // docs/product/validation.md: changing the account type away from business clears the company name.
      company_name: type === 'business' ? current.company_name : '',
    }));
    clearError('account_type');
  }

  function goTo(next: number) {
    setErrors({});
    setStep(next);
  }

  /** Checks the current step; shows each field's message and moves focus to the first one. */
  function checkStep(): boolean {
    const found = validateStep(step, draft, passwords);
    setErrors(found);
    const first = Object.keys(found)[0] as WizardField | undefined;
    if (first) focusField(first);
    return !hasErrors(found);
  }

  function next() {
    if (!checkStep()) return;
    if (step === SECURITY_STEP) setPasswordsForgotten(false);
    goTo(Math.min(step + 1, LAST_STEP));
  }

  function previous() {
    goTo(Math.max(step - 1, 0));
  }

  function changePlan() {
    goTo(0);
  }

  /** Shows a message beside its field, on the step that asks for it. */
  function showFieldError(field: WizardField, code: StepErrors[WizardField]) {
    setStep(stepOfField(field));
    setErrors({ [field]: code });
    focusField(field);
  }

  async function submit() {
    if (submitting || !checkStep()) return;
    setSubmitting(true);
    try {
      const outcome = await submitSignup(draft, passwords);
      if (!outcome.ok) {
        const [path, key] = Object.entries(outcome.failure.fields)[0] ?? [];
        const field = path?.replace(/^userData\./, '') as WizardField | undefined;
        if (field && key && stepOfField(field) >= 0) showFieldError(field, key);
        return;
      }
      setSubmitted(true);
      clearDraft();
      if (outcome.session.user) {
        toast({
          title: t('onboarding.wizard.submittedTitle'),
          description: t('onboarding.wizard.submittedText'),
          variant: 'success',
        });
        navigate('/pending-approval');
      } else {
        toast({
          title: t('onboarding.wizard.confirmTitle'),
          description: t('onboarding.wizard.submittedText'),
        });
        navigate('/login');
      }
    } catch (error) {
      // Every field stays as typed; the message goes beside the field it is about, if any.
      const code = isApiError(error) ? error.code : undefined;
      const field = code ? signupErrorField(code) : undefined;
      if (field && isErrorCode(code)) showFieldError(field, code);
      toast({
        title: t('onboarding.wizard.failedTitle'),
        description: errorMessage(error, {
          fallback: t('onboarding.wizard.failedFallback'),
          offline: t('onboarding.wizard.failedOffline'),
        }),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return {
    step,
    draft,
    passwords,
    errors,
    progress: wizardProgress(step, draft),
    passwordsForgotten,
    submitting,
    submitted,
    setField,
    setPassword,
    chooseAccountType,
    next,
    previous,
    changePlan,
    submit,
  };
}

export type OnboardingWizard = ReturnType<typeof useOnboardingWizard>;
