import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  backofficeLabels,
  fieldErrors,
  type ModulePermissions,
  PERMISSION_LEVELS,
  type PermissionLevel,
  STAFF_MODULES,
  type StaffAccount,
  type StaffModule,
  staffPermissionsRequestSchema,
  th,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Card, CardTitle, FieldError, Muted, TextField } from '@lotto/ui';
import { useSetStaffPermissionsMutation } from '../api/staffApi';

const words = backofficeLabels.permissions;

/** One module a row: its name, then its three levels as radio buttons (arrow keys move between them). */
const ModuleRow = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 12px;
  align-items: center;
  margin: 0;
  padding: 8px 0;
  border: 0;
  border-bottom: 1px solid #e0e0e0;
  legend {
    float: left;
    padding: 0;
    font-weight: 600;
  }
  @media (min-width: 600px) {
    grid-template-columns: 180px minmax(0, 1fr);
  }
`;

const Levels = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  clear: both;
  @media (min-width: 600px) {
    clear: none;
  }
`;

/** A radio and its word as one 44 px target; the checked one filled. */
const LevelChoice = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid #9e9e9e;
  border-radius: 8px;
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ theme }) => theme.yellow[600]};
    border-color: ${({ theme }) => theme.yellow[800]};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.ink};
  }
`;

/**
 * สิทธิ์การใช้งาน of one staff user: a level per module (ไม่มี / ดู / จัดการ) and the approval
 * limit in baht (empty: no limit), checked with the schema the server checks, saved in one call.
 */
export function PermissionMatrix({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const [save, { isLoading }] = useSetStaffPermissionsMutation();
  const [modules, setModules] = useState<ModulePermissions>(account.permissions.modules);
  const [limit, setLimit] = useState(account.permissions.approval_limit === null ? '' : String(account.permissions.approval_limit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (module: StaffModule, level: PermissionLevel) => setModules((current) => ({ ...current, [module]: level }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const permissions = { modules, approval_limit: limit.trim() === '' ? null : Number(limit) };
    const found = await fieldErrors(staffPermissionsRequestSchema, permissions);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await save({ id: account.id, permissions });
    if ('error' in answer) {
      setFailure((answer.error as QueryError).message);
      return;
    }
    toast.success(th.staff.permissionsSaved);
    onDone();
  };

  const titleId = `permissions-${account.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{withValues(words.of, { who: account.username })}</CardTitle>
      {account.role === 'admin' && <Muted as="p">{words.adminHasAll}</Muted>}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {STAFF_MODULES.map((module) => (
          <ModuleRow key={module}>
            <legend>{words.modules[module]}</legend>
            <Levels>
              {PERMISSION_LEVELS.map((level) => (
                <LevelChoice key={level}>
                  <input
                    type="radio"
                    name={`permission-${account.id}-${module}`}
                    value={level}
                    checked={modules[module] === level}
                    onChange={() => choose(module, level)}
                  />
                  {words.levels[level]}
                </LevelChoice>
              ))}
            </Levels>
          </ModuleRow>
        ))}
        <div style={{ maxWidth: 420, marginTop: 12 }}>
          <TextField
            id={`permission-${account.id}-limit`}
            label={words.approvalLimit}
            inputMode="decimal"
            autoComplete="off"
            placeholder={words.noLimit}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            error={errors.approval_limit}
            note={<Muted>{words.approvalLimitHint}</Muted>}
          />
        </div>
        {(failure ?? errors.modules) && <FieldError role="alert">{failure ?? errors.modules}</FieldError>}
        <ButtonRow>
          <Button type="button" onClick={onDone}>
            {backofficeLabels.actions.cancel}
          </Button>
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {words.save}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
