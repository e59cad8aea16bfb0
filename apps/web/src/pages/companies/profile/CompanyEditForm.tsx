import { type CompanyBody, ZCompanyBody } from '@trace/contracts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../api/types';
import { FormPage, useApiMutation, useZodForm } from '../../../kit';
import { ACCOUNT_KEY, COMPANY_KEYS, type Company } from '../api';
import { useStoredFiles } from '../components/storedFiles';
import { CompanyFormFields } from './CompanyFormFields';
import { companyFormValues, emptyCompanyForm, profileToEdit, toCompanyBody } from './companyForm';

export interface CompanyEditFormProps {
  title: ReactNode;
  subtitle?: ReactNode;
  back: string;
  /** The company as read (its query result). */
  company: Company | undefined;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  /** The save: `ROUTES.companies.editMine` (owner, through review) or `ROUTES.companies.adminEdit` (administrator). */
  send: (body: CompanyBody) => Promise<Envelope<Company>>;
  /** Start from the change waiting for review (the owner replaces it when saving again). */
  startFromPendingChange?: boolean;
  kindEditable?: boolean;
  submitLabel: string;
  successMessage: string;
  onSaved: () => void;
  /** Shown above the fields (what saving will do). */
  notice?: ReactNode;
}

/** Changing a saved company: the form filled from the record (files read back from their URLs). */
export function CompanyEditForm({
  company,
  send,
  startFromPendingChange = false,
  kindEditable = false,
  notice,
  ...page
}: CompanyEditFormProps) {
  const { t } = useTranslation('companies');
  const start = useMemo(
    () =>
      company
        ? startFromPendingChange
          ? profileToEdit(company, company.review.pendingChange)
          : company
        : undefined,
    [company, startFromPendingChange],
  );
  const licence = useStoredFiles(start?.licenceFiles, (index: number) =>
    t('attachments.licence', { number: index + 1 }),
  );
  const documents = useStoredFiles(start?.documentFiles, (index: number) =>
    t('attachments.document', { number: index + 1 }),
  );
  const form = useZodForm(ZCompanyBody, emptyCompanyForm(company?.kind ?? 'producer'), {
    toInput: toCompanyBody,
  });
  const ready = Boolean(start && licence && documents);

  const { initialize } = form;
  useEffect(() => {
    if (start && licence && documents) initialize(companyFormValues(start, { licence, documents }));
  }, [start, licence, documents, initialize]);

  const save = useApiMutation<Company, CompanyBody>({
    call: send,
    form,
    invalidate: [COMPANY_KEYS.all, ACCOUNT_KEY],
    successMessage: page.successMessage,
    onSuccess: page.onSaved,
  });

  return (
    <FormPage
      title={page.title}
      subtitle={page.subtitle}
      back={page.back}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={page.submitLabel}
      formErrors={form.formErrors}
      loading={page.loading || !ready}
      loadError={page.loadError}
      onRetry={page.onRetry}
      maxWidth={1000}
    >
      {notice}
      <CompanyFormFields form={form} kindEditable={kindEditable} />
    </FormPage>
  );
}
