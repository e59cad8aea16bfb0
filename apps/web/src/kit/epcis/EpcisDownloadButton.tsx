import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RouteDefinition } from '@trace/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRoute } from '../../api/call';
import { isSessionError } from '../../api/client';
import { saveBlob } from '../download';
import { DownloadIcon } from '../icons';
import { useCan } from '../permissions';
import { type EpcisTarget, epcisDocument } from './epcisDocument';

// Every document route takes path parameters only; the union of their inputs does not narrow per route.
const download = downloadRoute as (route: RouteDefinition, input: { params: object }) => Promise<Blob>;

/**
 * Saves a target's EPCIS document (a streamed JSON-LD file); a failure is shown as a notice, except an
 * ended session, which sends the person to sign in instead.
 */
export function useEpcisDownload() {
  const can = useCan();
  const allowed = useCallback((target: EpcisTarget) => can(epcisDocument(target).route.access), [can]);
  const save = useCallback(async (target: EpcisTarget) => {
    const { route, params, filename } = epcisDocument(target);
    try {
      saveBlob(await download(route, { params }), filename);
    } catch (error) {
      if (!isSessionError(error))
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  return { allowed, save };
}

/** "EPCIS events (JSON-LD)": shown only to people who may read the target's document. */
export function EpcisDownloadButton({ target }: { target: EpcisTarget }) {
  const { t } = useTranslation('kit');
  const { allowed, save } = useEpcisDownload();
  const [saving, setSaving] = useState(false);
  if (!allowed(target)) return null;
  const onClick = async () => {
    setSaving(true);
    try {
      await save(target);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<DownloadIcon size={16} />}
      loading={saving}
      data-testid="epcis-download"
      onClick={() => void onClick()}
    >
      {t('epcis.download')}
    </Button>
  );
}
