import { Box, type BoxProps, Typography } from '@mantine/core';
import { useMemo } from 'react';
import classes from './HtmlContent.module.css';
import { sanitizeHtml } from './sanitize';

/** Rich text (message bodies, news) rendered with the app's typography, after cleaning. */
export function HtmlContent({ html, ...props }: BoxProps & { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <Box
        className={classes.content}
        {...props}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by sanitizeHtml (and by the API before storing)
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}
