import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@nomada/contracts';
import { isApiError, toast } from '@nomada/state';
import { errorMessage, readFormValues } from '@nomada/ui';
import { addFamilyMember, removeFamilyMember } from '../api/family-members';

const FIELDS = ['relation', 'first_name', 'last_name', 'date_of_birth', 'nationality'] as const;
export type FamilyField = (typeof FIELDS)[number] | 'dependent';
type FamilyErrors = Partial<Record<FamilyField, ErrorCode>>;

let familyCheck: Promise<typeof import('../lib/family-member-check')> | undefined;

/**
 * The check is a chunk of its own, fetched when the person first touches the form: its schema
 * brings zod (23 KB gzip), which nothing else of the dashboard's first load needs (issue 30).
 */
export function loadFamilyCheck() {
  familyCheck ??= import('../lib/family-member-check').catch((error: unknown) => {
    familyCheck = undefined; // the next send asks again
    throw error;
  });
  return familyCheck;
}

/**
 * Adding and removing family members: the form is read when sent (its fields stay the browser's),
 * checked with the server's own schema, and the dashboard reloads after either answer.
 */
export function useFamilyForm(reload: () => Promise<unknown>) {
  const { t } = useTranslation('applicant');
  const [errors, setErrors] = useState<FamilyErrors>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFormValues(form, FIELDS);
    const dependent = new FormData(form).get('dependent') === 'yes';
    let check: Awaited<ReturnType<typeof loadFamilyCheck>>;
    try {
      check = await loadFamilyCheck();
    } catch (error) {
      toast({
        title: t('family.addFailed'),
        description: errorMessage(error, { fallback: t('family.addFailed') }),
        variant: 'destructive',
      });
      return;
    }
    const checked = check.checkFamilyMember({ ...values, dependent });
    if (!checked.ok) {
      setErrors(checked.fields as FamilyErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await addFamilyMember(checked.data);
      form.reset();
      toast({ title: t('family.added'), variant: 'success' });
    } catch (error) {
      if (isApiError(error))
        setErrors(
          Object.fromEntries(
            Object.keys(error.fields).map((field) => [field, error.code]),
          ) as FamilyErrors,
        );
      toast({
        title: t('family.addFailed'),
        description: errorMessage(error, { fallback: t('family.addFailed') }),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
      void reload();
    }
  }

  async function remove(memberId: string) {
    setRemoving(memberId);
    try {
      await removeFamilyMember(memberId);
      toast({ title: t('family.removed'), variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, { fallback: t('family.removeFailed') }),
        variant: 'destructive',
      });
    } finally {
      setRemoving(null);
      void reload();
    }
  }

  return { errors, saving, removing, submit, remove };
}
