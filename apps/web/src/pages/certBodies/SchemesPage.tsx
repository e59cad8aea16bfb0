import { Button, Card, Group, NumberInput, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CERT_PERMISSIONS, type CertScheme, type RouteData } from '@trace/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { localized, PageHeader, useApiMutation, useCan } from '../../kit';
import { CERT_BODY_KEYS, useSchemes } from './api';

type Scheme = RouteData<typeof ROUTES.certSettings.schemes>[number];
const FIELDS = [
  { key: 'minorDays', max: 365 },
  { key: 'majorDays', max: 365 },
  { key: 'criticalDays', max: 365 },
  { key: 'validityYears', max: 10 },
  { key: 'surveillanceMonths', max: 36 },
  { key: 'maxSuspensionMonths', max: 24 },
] as const;
type Field = (typeof FIELDS)[number]['key'];
type Values = Record<Field, number | string>;

const valuesOf = (scheme: Scheme): Values =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, scheme[key]])) as Values;

/** One scheme's deadlines, editable in place by the administrator. */
function SchemeRow({ scheme, editable }: { scheme: Scheme; editable: boolean }) {
  const { t } = useTranslation('certBodies');
  const language = useLanguage();
  const [values, setValues] = useState<Values>(() => valuesOf(scheme));
  useEffect(() => setValues(valuesOf(scheme)), [scheme]);
  const save = useApiMutation({
    call: () =>
      callRouteEnvelope(ROUTES.certSettings.updateScheme, {
        params: { key: scheme.key as CertScheme },
        body: Object.fromEntries(FIELDS.map(({ key }) => [key, Number(values[key])])) as Record<
          Field,
          number
        >,
      }),
    invalidate: [CERT_BODY_KEYS.schemes],
  });
  const invalid = FIELDS.some(
    ({ key, max }) =>
      !Number.isInteger(Number(values[key])) || Number(values[key]) < 1 || Number(values[key]) > max,
  );
  const changed = FIELDS.some(({ key }) => Number(values[key]) !== scheme[key]);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {localized(scheme.name, language)}
        </Text>
      </Table.Td>
      {FIELDS.map(({ key, max }) => (
        <Table.Td key={key}>
          <NumberInput
            aria-label={t(`schemes.${key}`)}
            size="xs"
            w={90}
            min={1}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            disabled={!editable}
            value={values[key]}
            onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
            error={
              Number.isInteger(Number(values[key])) && Number(values[key]) >= 1 && Number(values[key]) <= max
                ? undefined
                : t('schemes.range', { max })
            }
          />
        </Table.Td>
      ))}
      <Table.Td>
        {editable ? (
          <Button
            size="xs"
            disabled={!changed || invalid}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('save')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** /certSchemes: the schemes' deadlines and the platform's certificate gating of labels. */
export default function SchemesPage() {
  const { t } = useTranslation('certBodies');
  const can = useCan();
  const editable = can(CERT_PERMISSIONS.manageBodies);
  const schemes = useSchemes();
  const settings = useQuery(
    routeQuery(ROUTES.certSettings.settings, undefined, { key: CERT_BODY_KEYS.settings }),
  );
  const gate = useApiMutation({
    call: (certGating: boolean) =>
      callRouteEnvelope(ROUTES.certSettings.updateSettings, { body: { certGating } }),
    invalidate: [CERT_BODY_KEYS.settings],
  });
  return (
    <Stack gap="lg">
      <PageHeader title={t('schemes.title')} subtitle={t('schemes.subtitle')} back="/certAuthority" />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('schemes.gating')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('schemes.gatingHint')}
            </Text>
          </Stack>
          <Switch
            size="md"
            aria-label={t('schemes.gating')}
            checked={settings.data?.certGating ?? false}
            disabled={!editable || settings.isPending || gate.isPending}
            onChange={(event) => gate.mutate(event.currentTarget.checked)}
          />
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Table.ScrollContainer minWidth={900}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('schemes.scheme')}</Table.Th>
                {FIELDS.map(({ key }) => (
                  <Table.Th key={key}>{t(`schemes.${key}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(schemes.data ?? []).map((scheme) => (
                <SchemeRow key={scheme.key} scheme={scheme} editable={editable} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
