import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  auditChanges,
  type AuditQuery,
  auditTargetOf,
  backofficeLabels,
  formatMoneyDate,
} from '@lotto/shared';
import { Button, Field, Input, Muted, PagedList, PageTitle, Select, Table } from '@lotto/ui';
import { useListAuditQuery } from '../api/auditApi';
import { pager } from '../../../lib/pager';

const words = backofficeLabels.audit;

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

/** Each changed value on a row of its own: its name, before, after; three columns even on a phone. */
const Changes = styled.div`
  min-width: 0;
  font-size: 0.85rem;
  [role='row'] {
    display: grid;
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: 2px 8px;
    padding: 3px 0;
    border-top: 1px solid #eeeeee;
  }
  [role='row']:first-child {
    border-top: 0;
  }
  [role='columnheader'] {
    font-weight: 600;
    color: ${({ theme }) => theme.muted};
  }
  [role='cell'],
  [role='rowheader'] {
    overflow-wrap: anywhere;
  }
  [data-changed] [role='cell'] {
    font-weight: 700;
  }
  [data-changed] [role='rowheader'] {
    font-weight: 600;
  }
  ${({ theme }) => theme.media.md} {
    min-width: 300px;
  }
`;

/** The mark of a changed value: words, not colour alone. */
const ChangedMark = styled.span`
  display: inline-block;
  margin-left: 4px;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  background: ${({ theme }) => theme.yellow[100]};
  color: ${({ theme }) => theme.ink};
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

/** An audit row's before and after, readable: name, before, after, changed values marked. */
function ChangesList({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <Muted>{words.none}</Muted>;
  return (
    <Changes role="table" aria-label={words.changes}>
      <div role="row">
        <span role="columnheader">{words.field}</span>
        <span role="columnheader">{words.before}</span>
        <span role="columnheader">{words.after}</span>
      </div>
      {changes.map((change) => (
        <div role="row" key={change.field} data-changed={change.changed || undefined}>
          <span role="rowheader">
            {change.field}
            {change.changed && <ChangedMark>{words.changed}</ChangedMark>}
          </span>
          <span role="cell">{change.before}</span>
          <span role="cell">{change.after}</span>
        </div>
      ))}
    </Changes>
  );
}

/** ประวัติการทำงาน: every staff action, newest first, read-only; filter by who, what and on what. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [actorId, setActorId] = useState(query.actor_id ? String(query.actor_id) : '');
  const [action, setAction] = useState<string>(query.action ?? '');
  const [targetType, setTargetType] = useState(query.target?.split(':')[0] ?? '');
  const [targetId, setTargetId] = useState(query.target?.split(':').slice(1).join(':') ?? '');
  const list = useListAuditQuery(query, { refetchOnMountOrArgChange: true });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (actorId.trim()) next.actor_id = actorId.trim();
    if (action) next.action = action;
    // The server's filter is `type` or `type:id` (round:41).
    if (targetType) next.target = targetId.trim() ? `${targetType}:${targetId.trim()}` : targetType;
    setParams(next);
  };
  const clear = () => {
    setActorId('');
    setAction('');
    setTargetType('');
    setTargetId('');
    setParams({});
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <>
      <PageTitle>{backofficeLabels.sections.audit}</PageTitle>
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
          <Select id="audit-target" value={targetType} onChange={(event) => setTargetType(event.target.value)}>
            <option value="">{words.anyTarget}</option>
            {Object.entries(words.targets).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor="audit-target-id">{words.targetId}</label>
          <Input
            id="audit-target-id"
            placeholder={words.targetHint}
            disabled={!targetType}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
          />
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
      <PagedList query={list} empty={backofficeLabels.common.empty} onPage={goTo} {...pager}>
        {(items) => (
          <Table columns={[words.time, words.actor, words.action, words.target, words.changes]}>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td data-label={words.time} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoneyDate(entry.created_at)}
                </td>
                <td data-label={words.actor}>{entry.actor_username ?? words.system}</td>
                <td data-label={words.action}>{words.actions[entry.action] ?? entry.action}</td>
                <td data-label={words.target}>{auditTargetOf(entry.target_type, entry.target_id)}</td>
                <td data-label={words.changes}>
                  <ChangesList before={entry.before} after={entry.after} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PagedList>
    </>
  );
}
