import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { backofficeLabels, fieldErrors, type StaffAccountRequest, staffAccountSchema, type StaffRole, th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Field, FieldError, Muted, Select, TextField } from '@lotto/ui';
import { useCreateStaffAccountMutation } from '../api/staffApi';

const words = backofficeLabels.staffAccounts;
const roles: StaffRole[] = ['staff', 'admin'];
const empty: StaffAccountRequest = { username: '', password: '', role: 'staff' };

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 12px;
  align-items: start;
`;

/**
 * A new staff or admin account, checked with the schema the server checks; a phone number already
 * taken is the server's answer, shown under the phone field.
 */
export function StaffAccountForm() {
  const [create, { isLoading }] = useCreateStaffAccountMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof StaffAccountRequest, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = await fieldErrors(staffAccountSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await create(values);
    if ('error' in answer) {
      const error = answer.error as QueryError;
      if (error.code === 'DUPLICATE') setErrors({ username: error.message });
      else setFailure(error.message);
      return;
    }
    toast.success(th.staff.staffCreated);
    setValues(empty);
  };

  const invalid = (field: string) => (errors[field] ? 'true' : 'false');
  return (
    <Card aria-labelledby="staff-create-title">
      <CardTitle id="staff-create-title">{words.create}</CardTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <TextField
            id="staff-username"
            label={words.username}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            error={errors.username}
          />
          <TextField
            id="staff-password"
            label={words.password}
            type="password"
            autoComplete="new-password"
            maxLength={12}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={errors.password}
          />
          <Field>
            <label htmlFor="staff-role">{words.role}</label>
            <Select
              id="staff-role"
              value={values.role}
              aria-invalid={invalid('role')}
              onChange={(event) => change('role', event.target.value)}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {backofficeLabels.roles[role]}
                </option>
              ))}
            </Select>
            {errors.role && <FieldError role="alert">{errors.role}</FieldError>}
          </Field>
        </Fields>
        <Muted as="p">{words.loginHint}</Muted>
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <Button type="submit" $variant="primary" disabled={isLoading}>
          {words.submit}
        </Button>
      </form>
    </Card>
  );
}
