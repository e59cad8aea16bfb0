import { Input, Radio, Table, Text } from '@mantine/core';
import { PARTNER_ACCESS_LEVELS, type PartnerResource } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCOPE_CATALOGUE, useResourceName } from './api';
import { type ScopeChoice, scopeChoice, withScopeChoice } from './keyForm';

const CHOICES: readonly ScopeChoice[] = ['none', ...PARTNER_ACCESS_LEVELS];

export interface ScopeMatrixProps {
  value?: string[];
  onChange: (scopes: string[]) => void;
  error?: ReactNode;
}

/**
 * A key's scopes as a matrix: each kind of data the partner API reaches, with none, read or write;
 * only the levels some partner route needs are offered.
 */
export function ScopeMatrix({ value = [], onChange, error }: ScopeMatrixProps) {
  const { t } = useTranslation('external');
  const resourceName = useResourceName();
  const level = (choice: ScopeChoice) => t(`keys.level.${choice}`);
  return (
    <Input.Wrapper label={t('keys.scopes')} description={t('keys.scopesHint')} required error={error}>
      {SCOPE_CATALOGUE.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('keys.noScopesOffered')}
        </Text>
      ) : (
        <Table mt={4} withTableBorder verticalSpacing={6} data-testid="scope-matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keys.resource')}</Table.Th>
              {CHOICES.map((choice) => (
                <Table.Th key={choice} ta="center" w={90}>
                  {level(choice)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SCOPE_CATALOGUE.map((entry) => {
              const resource: PartnerResource = entry.resource;
              const chosen = scopeChoice(value, resource);
              return (
                <Table.Tr key={resource}>
                  <Table.Td>{resourceName(resource)}</Table.Td>
                  {CHOICES.map((choice) => (
                    <Table.Td key={choice} ta="center">
                      {choice === 'none' || entry.levels.includes(choice) ? (
                        <Radio
                          name={`scope-${resource}`}
                          value={choice}
                          checked={chosen === choice}
                          onChange={() => onChange(withScopeChoice(value, resource, choice))}
                          aria-label={`${resourceName(resource)}: ${level(choice)}`}
                          style={{ display: 'inline-block' }}
                        />
                      ) : (
                        <Text c="dimmed" size="sm">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Input.Wrapper>
  );
}
