import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { backofficeLabels, withValues } from '@lotto/shared';
import { apiClient, selectToken, useAppSelector } from '@lotto/shared/client';
import { Button, ButtonRow, Dialog, Muted } from '@lotto/ui';

const words = backofficeLabels.queues;

const Thumb = styled.button`
  padding: 0;
  border: 1px solid #ddd;
  border-radius: 8px;
  background: #fafafa;
  cursor: zoom-in;
  line-height: 0;
  img {
    width: 72px;
    height: 96px;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Full = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
`;

/**
 * A deposit's slip image. The server serves slips only to their owner and staff, so it is fetched
 * with the staff Bearer token as a blob and shown through an object URL, freed when it goes.
 */
export function SlipImage({ url, member }: { url: string; member: string }) {
  const token = useAppSelector(selectToken);
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setFailed(false);
    apiClient.get<Blob>(url, { responseType: 'blob', headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(
      (response) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(response.data);
        setSource(objectUrl);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  const alt = withValues(words.slipOf, { member });
  if (failed) return <Muted role="alert">{words.slipFailed}</Muted>;
  if (!source) return <Muted>{words.slipLoading}</Muted>;
  return (
    <>
      <Thumb type="button" onClick={() => setOpen(true)} aria-label={alt}>
        <img src={source} alt={alt} />
      </Thumb>
      {open && (
        <Dialog title={alt} onClose={() => setOpen(false)}>
          <Full src={source} alt={alt} />
          <ButtonRow>
            <Button type="button" onClick={() => setOpen(false)}>
              {backofficeLabels.actions.close}
            </Button>
          </ButtonRow>
        </Dialog>
      )}
    </>
  );
}
