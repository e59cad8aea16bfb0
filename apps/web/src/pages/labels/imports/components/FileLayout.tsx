import { Badge, Button, Card, Group, List, Table, Text, Title } from '@mantine/core';
import { IMPORTED_CODE_RULE, LABEL_IMPORT_MAX_ROWS } from '@trace/contracts';
import { translate } from '@trace/contracts/messages';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n';
import { DownloadIcon } from '../../../../kit';
import { useDownload } from '../../api';
import { useFormatCount } from '../../format';
import { TEMPLATE_PATH, templateName } from '../api';

/** The layout of an import file (what the job checks), with the empty template to fill in. */
export function FileLayout() {
  const { t } = useTranslation('labelImports');
  const format = useFormatCount();
  // The rule the import job checks, in the words of its row error.
  const codeRule = t('form.layout.codeRule', {
    format: translate('import.codeFormat', useLanguage(), IMPORTED_CODE_RULE),
  });
  const { download, pending } = useDownload();
  const columns = [
    {
      letter: 'A',
      name: t('form.layout.code'),
      rule: codeRule,
      example: '20250101000000001',
      required: true,
    },
    {
      letter: 'B',
      name: t('form.layout.pin'),
      rule: t('form.layout.pinRule'),
      example: 'AB12CD34',
      alternative: t('form.layout.emptyCell'),
      required: false,
    },
    {
      letter: 'C',
      name: t('form.layout.weight'),
      rule: t('form.layout.weightRule'),
      example: '12.5',
      required: true,
    },
  ];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="file-layout">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Title order={3} size="h5">
          {t('form.layoutTitle')}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<DownloadIcon size={15} />}
          loading={pending === TEMPLATE_PATH}
          onClick={() => void download(TEMPLATE_PATH, templateName(t('common.templateFile')))}
        >
          {t('common.downloadTemplate')}
        </Button>
      </Group>
      <List size="sm" spacing={4} mb="md">
        <List.Item>{t('form.layout.titleRow')}</List.Item>
        <List.Item>{t('form.layout.maxRows', { max: format(LABEL_IMPORT_MAX_ROWS) })}</List.Item>
        <List.Item>{t('form.layout.allOrNothing')}</List.Item>
      </List>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('form.layout.column')}</Table.Th>
              <Table.Th w={150}>{t('content')}</Table.Th>
              <Table.Th>{t('rule')}</Table.Th>
              <Table.Th w={170}>{t('example')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column) => (
              <Table.Tr key={column.letter}>
                <Table.Td>
                  <Badge variant="light" color="gray" radius="sm">
                    {column.letter}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {column.name}
                    {column.required ? (
                      <Text span c="red" ml={2}>
                        *
                      </Text>
                    ) : null}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {column.rule}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {column.example}
                  </Text>
                  {'alternative' in column ? (
                    <Text size="xs" c="dimmed">
                      {column.alternative}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
