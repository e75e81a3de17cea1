import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { backofficeLabels, SECOND_FACTOR_POLICIES, type SecondFactorPolicy, th } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Card, CardTitle, Field, QueryState, Select, SubmitButton } from '@lotto/ui';
import { useGetSecondFactorPolicyQuery, useSaveSecondFactorPolicyMutation } from '../api/siteConfigApi';

const words = th.secondFactor;

function PolicyForm({ stored }: { stored: SecondFactorPolicy }) {
  const [policy, setPolicy] = useState(stored);
  const [save, { isLoading }] = useSaveSecondFactorPolicyMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save({ required_for: policy });
    if (answer.error) toast.error((answer.error as QueryError).message);
    else toast.success(words.policySaved);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field>
        <label htmlFor="second-factor-policy">{words.policyLabel}</label>
        <Select id="second-factor-policy" value={policy} onChange={(event) => setPolicy(event.target.value as SecondFactorPolicy)}>
          {SECOND_FACTOR_POLICIES.map((option) => (
            <option key={option} value={option}>
              {words.policies[option]}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
        {backofficeLabels.actions.save}
      </SubmitButton>
    </form>
  );
}

/** The site setting of who must have a second factor (admin), on the site-config screen. */
export function SecondFactorPolicyCard() {
  const policy = useGetSecondFactorPolicyQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card aria-labelledby="second-factor-policy-title">
      <CardTitle id="second-factor-policy-title">{words.policyTitle}</CardTitle>
      <QueryState isLoading={policy.isLoading} error={policy.error} refetch={policy.refetch}>
        {policy.data && <PolicyForm key={policy.data.required_for} stored={policy.data.required_for} />}
      </QueryState>
    </Card>
  );
}
