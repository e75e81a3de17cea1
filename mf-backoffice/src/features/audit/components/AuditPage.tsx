import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_ACTIONS, formatMoneyDate, th, type AuditAction, type AuditQuery } from '@lotto/shared';
import { Button, Field, Input, Muted, PagedList, PageTitle, Select, Table } from '@lotto/ui';
import { useListAuditQuery } from '../api/auditApi';
import { pager } from '../../../lib/pager';

const words = th.backoffice.audit;

const Filters = styled.form`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  margin-bottom: 8px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
`;

const Values = styled.pre`
  margin: 0;
  max-width: 320px;
  max-height: 160px;
  overflow: auto;
  font-size: 0.8rem;
  white-space: pre-wrap;
  word-break: break-word;
`;

function isAuditAction(value: string | null): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');
}

/** The filter as the address holds it, so that a filtered view can be linked and reloaded. */
function queryOf(params: URLSearchParams): AuditQuery {
  const actor = Number(params.get('actor_id'));
  const action = params.get('action');
  return {
    actor_id: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    action: isAuditAction(action) ? action : undefined,
    target: params.get('target') || undefined,
    page: Number(params.get('page')) || 1,
  };
}

function ValuesCell({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Muted>—</Muted>;
  return <Values>{JSON.stringify(value, null, 1)}</Values>;
}

/** ประวัติการทำงาน: every staff action, newest first, read-only; filter by who, what and on what. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [actorId, setActorId] = useState(query.actor_id ? String(query.actor_id) : '');
  const [action, setAction] = useState<string>(query.action ?? '');
  const [target, setTarget] = useState(query.target ?? '');
  const list = useListAuditQuery(query, { refetchOnMountOrArgChange: true });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (actorId.trim()) next.actor_id = actorId.trim();
    if (action) next.action = action;
    if (target.trim()) next.target = target.trim();
    setParams(next);
  };
  const clear = () => {
    setActorId('');
    setAction('');
    setTarget('');
    setParams({});
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <>
      <PageTitle>{th.backoffice.sections.audit}</PageTitle>
      <Filters onSubmit={apply} aria-label={words.filters}>
        <Field>
          <label htmlFor="audit-actor">{words.actorId}</label>
          <Input id="audit-actor" inputMode="numeric" value={actorId} onChange={(event) => setActorId(event.target.value)} />
        </Field>
        <Field>
          <label htmlFor="audit-action">{words.action}</label>
          <Select id="audit-action" value={action} onChange={(event) => setAction(event.target.value)}>
            <option value="">{words.anyAction}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {words.actions[name]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor="audit-target">{words.target}</label>
          <Input id="audit-target" placeholder={words.targetHint} value={target} onChange={(event) => setTarget(event.target.value)} />
        </Field>
        <Buttons>
          <Button type="submit" $variant="primary">
            {words.apply}
          </Button>
          <Button type="button" onClick={clear}>
            {words.clear}
          </Button>
        </Buttons>
      </Filters>
      <PagedList query={list} empty={th.backoffice.common.empty} onPage={goTo} {...pager}>
        {(items) => (
          <Table columns={[words.time, words.actor, words.action, words.target, words.before, words.after]}>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td data-label={words.time} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoneyDate(entry.created_at)}
                </td>
                <td data-label={words.actor}>{entry.actor_username ?? words.system}</td>
                <td data-label={words.action}>{words.actions[entry.action] ?? entry.action}</td>
                <td data-label={words.target}>
                  {entry.target_type}:{entry.target_id}
                </td>
                <td data-label={words.before}>
                  <ValuesCell value={entry.before} />
                </td>
                <td data-label={words.after}>
                  <ValuesCell value={entry.after} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedList>
    </>
  );
}
