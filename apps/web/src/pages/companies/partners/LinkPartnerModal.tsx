import { Button, Group, Modal, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ZPartnerBody } from '@trace/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { SearchIcon, useApiMutation, useZodForm } from '../../../kit';
import { COMPANY_KEYS, type Partner, type PartnerRelation } from '../api';

type LinkValues = { partnerCorpId: string | null; canShip: boolean; remark: string };
const EMPTY: LinkValues = { partnerCorpId: null, canShip: true, remark: '' };

const toLinkBody = (values: LinkValues) => ({
  partnerCorpId: values.partnerCorpId ?? '',
  canShip: values.canShip,
  remark: values.remark.trim() === '' ? null : values.remark,
});

/** Chooses a passed company of the right kind and links it, saying whether goods may be shipped to it. */
export function LinkPartnerModal({
  relation,
  opened,
  onClose,
}: {
  relation: PartnerRelation;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const candidates = useQuery({
    queryKey: [...COMPANY_KEYS.partners(relation), 'candidates', keyword],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.partners[relation].candidates,
        { query: { keyword: keyword || undefined } },
        { signal },
      ),
    enabled: opened,
    staleTime: 30_000,
  });
  const form = useZodForm(ZPartnerBody, EMPTY, { toInput: toLinkBody });
  const link = useApiMutation<Partner, ReturnType<typeof toLinkBody>>({
    call: (body) => callRouteEnvelope(ROUTES.partners[relation].link, { body }),
    form,
    invalidate: [COMPANY_KEYS.partners(relation)],
    successMessage: t(`partners.${relation}.linked`),
    onSuccess: onClose,
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset();
      setSearch('');
    }
  }, [opened, reset]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`partners.${relation}.linkTitle`)}
      centered
      size="lg"
      radius="md"
    >
      <form onSubmit={form.submit((_body, values) => link.mutateAsync(toLinkBody(values)))} noValidate>
        <Stack gap="md">
          <Select
            label={t(`partners.${relation}.company`)}
            placeholder={t('partners.searchPlaceholder')}
            required
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={candidates.data ?? []}
            nothingFoundMessage={
              candidates.isFetching ? t('partners.searching') : t(`partners.${relation}.noCandidates`)
            }
            leftSection={<SearchIcon size={15} />}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            {...form.getInputProps('partnerCorpId')}
          />
          <Switch
            label={t('partners.canShip')}
            description={t('partners.canShipHint')}
            {...form.getInputProps('canShip', { type: 'checkbox' })}
          />
          <Textarea
            label={t('remark')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={200}
            {...form.getInputProps('remark')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={link.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={link.isPending}>
              {t(`partners.${relation}.link`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
