import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { LINE_KINDS, th, type InboxKind } from '@lotto/shared';
import {
  useGetNotifySettingsQuery,
  useSetNotifySettingsMutation,
  useStartLineLinkMutation,
  useUnlinkLineMutation,
  type QueryError,
} from '@lotto/shared/client';
import { Badge, Button, Hint, Message } from '@lotto/ui';

const words = th.inbox.line;

const Notice = styled.p<{ $failed: boolean }>`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ $failed }) => ($failed ? '#ffebee' : '#e8f5e9')};
  border-left: 4px solid ${({ theme, $failed }) => ($failed ? theme.danger : theme.success)};
`;

const Link = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 12px 0;
`;

const Kinds = styled.fieldset`
  margin: 12px 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

const KindGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 12px;
`;

const Failure = styled.div`
  p {
    margin: 0 0 10px;
  }
`;

const reasonOf = (error: unknown) => (error as QueryError).message;

/** Which kinds go to LINE, with its own state: a save answers the settings, which start it afresh. */
function KindsForm({ chosen: saved }: { chosen: readonly InboxKind[] }) {
  const [chosen, setChosen] = useState<readonly InboxKind[]>(saved);
  const [save, { isLoading }] = useSetNotifySettingsMutation();
  const toggle = (kind: InboxKind, on: boolean) =>
    setChosen((current) =>
      on ? LINE_KINDS.filter((each) => each === kind || current.includes(each)) : current.filter((each) => each !== kind),
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ line: [...chosen] });
    if (result.data) toast.success(result.data.message || words.saved);
    else toast.error(reasonOf(result.error));
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Kinds>
        <legend>{words.kindsLegend}</legend>
        <KindGrid>
          {LINE_KINDS.map((kind) => (
            <label key={kind}>
              <input type="checkbox" checked={chosen.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />
              {th.inbox.kinds[kind]}
            </label>
          ))}
        </KindGrid>
      </Kinds>
      <Button type="submit" $variant="primary" disabled={isLoading} aria-busy={isLoading}>
        {words.save}
      </Button>
    </form>
  );
}

/**
 * แจ้งเตือนทาง LINE (docs/messages.md#line): whether the site offers LINE, whether the member's
 * account is linked, linking (LINE Login's page, which comes back to /account?line=linked or
 * ?line=failed) and unlinking, and the kinds pushed to LINE.
 */
export function LineSettings({ goTo = (url: string) => window.location.assign(url) }: { goTo?: (url: string) => void }) {
  const settings = useGetNotifySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [params] = useSearchParams();
  const [startLink, starting] = useStartLineLinkMutation();
  const [unlink, unlinking] = useUnlinkLineMutation();
  const outcome = params.get('line');

  const link = async () => {
    const result = await startLink();
    if (result.data) goTo(result.data.authorize_url);
    else toast.error(reasonOf(result.error));
  };
  const stop = async () => {
    const result = await unlink();
    if (result.data) toast.success(result.data.message || words.unlinkedDone);
    else toast.error(reasonOf(result.error));
  };

  const notice =
    outcome === 'linked' ? (
      <Notice role="status" $failed={false}>
        {words.linkedDone}
      </Notice>
    ) : outcome === 'failed' ? (
      <Notice role="alert" $failed>
        {words.linkFailed}
      </Notice>
    ) : null;

  if (settings.isLoading) return <Message role="status">{words.loading}</Message>;
  if (!settings.data) {
    return (
      <Failure role="alert">
        <p>{words.loadFailed}</p>
        <Button type="button" $variant="primary" onClick={() => void settings.refetch()}>
          {th.inbox.retry}
        </Button>
      </Failure>
    );
  }
  const { line_available: available, line_linked: linked, line } = settings.data;
  if (!available) return <Hint>{words.off}</Hint>;
  return (
    <>
      {notice}
      <Hint>{words.hint}</Hint>
      <Link>
        <Badge $tone={linked ? 'good' : 'neutral'}>{linked ? words.linked : words.notLinked}</Badge>
        {linked ? (
          <Button type="button" disabled={unlinking.isLoading} aria-busy={unlinking.isLoading} onClick={() => void stop()}>
            {words.unlink}
          </Button>
        ) : (
          <Button type="button" $variant="success" disabled={starting.isLoading} aria-busy={starting.isLoading} onClick={() => void link()}>
            {words.link}
          </Button>
        )}
      </Link>
      <KindsForm key={line.join(',')} chosen={line} />
    </>
  );
}
