import { Stack, Text } from '@mantine/core';
import { HtmlContent } from '../../../kit/html/HtmlContent';
import type { ScanAnswer } from './api';
import { Gallery } from './ContentSections';

type Article = NonNullable<ScanAnswer['records']>['ecologicalFeatures'][number];

/** Ecological features or science knowledge of the product: title, cleaned rich text, pictures. */
export default function Articles({ articles }: { articles: Article[] }) {
  return (
    <Stack gap="md">
      {articles.map((article) => (
        <Stack key={article.id} gap={6}>
          <Text fw={600} size="sm">
            {article.title}
          </Text>
          <HtmlContent html={article.content} fz="sm" />
          <Gallery images={article.images} alt={article.title} />
        </Stack>
      ))}
    </Stack>
  );
}
