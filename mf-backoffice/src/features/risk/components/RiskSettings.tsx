import { useFormik, getIn } from 'formik';
import styled from 'styled-components';
import {
  backofficeLabels,
  fieldErrors,
  formatMoney,
  type LotteryRiskRequest,
  lotteryRiskRequestSchema,
  MAX_RISK_STEPS,
  type RiskStep,
  type RoundLiability,
  type RoundRiskRequest,
  roundRiskRequestSchema,
  withValues,
} from '@lotto/shared';
import { useCurrentUser } from '@lotto/shared/client';
import { Button, Card, CardTitle, FieldError, Hint, Input, Muted, TextField } from '@lotto/ui';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useSaveLotteryRiskMutation, useSaveRoundRiskMutation } from '../api/riskApi';

const words = backofficeLabels.risk;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 12px;
  line-height: 1.5;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const StepList = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

const Forms = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Form = styled.form`
  min-width: 0;
`;

const StepRows = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 8px;
  align-items: start;
  margin: 8px 0;
  > span {
    font-size: 0.85rem;
    font-weight: 600;
  }
  input {
    width: 100%;
  }
`;

/** The cells of a step row sit in the rows' grid, under their column headings. */
const StepRow = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const bahtOrNull = (budget: number | null, none: string) =>
  budget === null ? none : withValues(words.amount, { amount: formatMoney(budget) });

/** A field that is empty is no budget; anything else is read as the server reads it, and the shared schema judges it. */
const budgetOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));
/** An empty percentage is not 0: it is refused with the field's message. */
const percentOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
const typedBudget = (budget: number | null) => (budget === null ? '' : String(budget));

/** The message of a field once it was left or the form was sent. */
function shownError(form: { errors: object; touched: object; submitCount: number }, path: string): string | undefined {
  const error = (form.errors as Record<string, string | undefined>)[path];
  return error && (form.submitCount > 0 || getIn(form.touched, path)) ? error : undefined;
}

interface RoundBudgetValues {
  budget: string;
}

const roundRequestOf = (values: RoundBudgetValues): RoundRiskRequest => ({ budget: budgetOf(values.budget) });

function RoundBudgetForm({ liability }: { liability: RoundLiability }) {
  const [save] = useSaveRoundRiskMutation();
  const form = useFormik<RoundBudgetValues>({
    initialValues: { budget: typedBudget(liability.round_budget) },
    // The contract's schema, keyed by field path: the form refuses what the server would.
    validate: (values) => fieldErrors(roundRiskRequestSchema, roundRequestOf(values)),
    onSubmit: async (values, helpers) => {
      const body = roundRiskRequestSchema.cast(roundRequestOf(values));
      const saved = toastAnswer(await save({ roundId: liability.round_id, body }), words.savedRound);
      if (saved) helpers.resetForm({ values: { budget: typedBudget(saved.round_budget) } });
    },
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit}>
      <TextField
        id="risk-round-budget"
        label={words.budgetOfRound}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        placeholder={words.fromLottery}
        error={shownError(form, 'budget')}
        note={<Hint>{words.roundBudgetHint}</Hint>}
        {...form.getFieldProps('budget')}
      />
      <Button type="submit" $variant="primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
        {words.saveRound}
      </Button>
    </Form>
  );
}

interface StepValues {
  from_percent: string;
  rate_percent: string;
}

interface LotteryRiskValues {
  budget: string;
  steps: StepValues[];
}

const lotteryValuesOf = (budget: number | null, steps: readonly RiskStep[]): LotteryRiskValues => ({
  budget: typedBudget(budget),
  steps: steps.map((step) => ({ from_percent: String(step.from_percent), rate_percent: String(step.rate_percent) })),
});

const lotteryRequestOf = (values: LotteryRiskValues): LotteryRiskRequest => ({
  budget: budgetOf(values.budget),
  steps: values.steps.map((step) => ({ from_percent: percentOf(step.from_percent), rate_percent: percentOf(step.rate_percent) })),
});

/** A new step goes past the last one: a higher share of the budget, a lower rate. */
function nextStep(steps: readonly StepValues[]): StepValues {
  const last = steps.at(-1);
  if (!last) return { from_percent: '60', rate_percent: '80' };
  const from = Math.min(99, percentOf(last.from_percent) + 10);
  const rate = Math.max(0, percentOf(last.rate_percent) - 10);
  return { from_percent: Number.isNaN(from) ? '' : String(from), rate_percent: Number.isNaN(rate) ? '' : String(rate) };
}

function LotteryRiskForm({ liability }: { liability: RoundLiability }) {
  const [save] = useSaveLotteryRiskMutation();
  const form = useFormik<LotteryRiskValues>({
    initialValues: lotteryValuesOf(liability.lottery_budget, liability.steps),
    validate: (values) => fieldErrors(lotteryRiskRequestSchema, lotteryRequestOf(values)),
    onSubmit: async (values, helpers) => {
      const body = lotteryRiskRequestSchema.cast(lotteryRequestOf(values));
      const saved = toastAnswer(await save({ code: liability.lottery_code, body }), words.savedLottery);
      if (saved) helpers.resetForm({ values: lotteryValuesOf(saved.budget, saved.steps) });
    },
  });
  const { steps } = form.values;
  const stepsError = shownError(form, 'steps');
  const stepInput = (index: number, field: keyof StepValues, label: string) => {
    const path = `steps[${index}].${field}`;
    const error = shownError(form, path);
    const id = `risk-step-${index}-${field}`;
    return (
      <div>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          aria-label={`${label} ${withValues(words.stepNumber, { index: index + 1 })}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.getFieldProps(path)}
        />
        {error && (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </div>
    );
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit}>
      <TextField
        id="risk-lottery-budget"
        label={words.budgetOfLottery}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        placeholder={words.noBudget}
        error={shownError(form, 'budget')}
        note={<Hint>{words.budgetHint}</Hint>}
        {...form.getFieldProps('budget')}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, padding: 0 }}>{words.steps}</legend>
        <Hint>{words.stepsHint}</Hint>
        {steps.length === 0 ? (
          <Hint style={{ marginTop: 8 }}>{words.noSteps}</Hint>
        ) : (
          <StepRows>
            <span aria-hidden="true">{words.stepFrom}</span>
            <span aria-hidden="true">{words.stepRate}</span>
            <span />
            {steps.map((_, index) => (
              // A step has no identity but its place in the list.
              <StepRow key={index}>
                {stepInput(index, 'from_percent', words.stepFrom)}
                {stepInput(index, 'rate_percent', words.stepRate)}
                <Button
                  type="button"
                  $variant="plain"
                  aria-label={withValues(words.removeStepOf, { index: index + 1 })}
                  onClick={() =>
                    void form.setFieldValue(
                      'steps',
                      steps.filter((__, at) => at !== index),
                    )
                  }
                >
                  {words.removeStep}
                </Button>
              </StepRow>
            ))}
          </StepRows>
        )}
        {stepsError && <FieldError role="alert">{stepsError}</FieldError>}
      </fieldset>
      <Actions>
        <Button
          type="button"
          disabled={steps.length >= MAX_RISK_STEPS}
          onClick={() => void form.setFieldValue('steps', [...steps, nextStep(steps)])}
        >
          {words.addStep}
        </Button>
        <Button type="submit" $variant="primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {words.saveLottery}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * The budget that applies to the round, its own and its lottery's, and the rate steps: for everyone;
 * staff read that only an admin changes them (docs/lottery-rules.md#risk-by-liability).
 */
export function RiskBudget({ liability }: { liability: RoundLiability }) {
  const { user } = useCurrentUser();
  return (
    <Card aria-label={words.budget}>
      <Facts>
        <dt>{words.budget}</dt>
        <dd>
          <strong>{bahtOrNull(liability.budget, words.noBudget)}</strong>
        </dd>
        <dt>{words.budgetOfRound}</dt>
        <dd>{bahtOrNull(liability.round_budget, words.fromLottery)}</dd>
        <dt>{words.budgetOfLottery}</dt>
        <dd>{bahtOrNull(liability.lottery_budget, words.noBudget)}</dd>
        <dt>{words.steps}</dt>
        <dd>
          {liability.steps.length === 0 ? (
            words.noSteps
          ) : (
            <StepList>
              {liability.steps.map((step) => (
                <li key={step.from_percent}>{withValues(words.stepText, { from: step.from_percent, rate: step.rate_percent })}</li>
              ))}
            </StepList>
          )}
        </dd>
      </Facts>
      {user?.role !== 'admin' && <Muted as="p">{words.adminOnly}</Muted>}
    </Card>
  );
}

/** ตั้งงบความเสี่ยง (admin): the round's own budget, and its lottery's default budget and rate steps. */
export function RiskSettings({ liability }: { liability: RoundLiability }) {
  const { user } = useCurrentUser();
  if (user?.role !== 'admin') return null;
  return (
    <Card aria-labelledby="risk-settings">
      <CardTitle id="risk-settings">{words.settings}</CardTitle>
      <Forms>
        <RoundBudgetForm key={`round:${liability.round_id}`} liability={liability} />
        <LotteryRiskForm key={`lottery:${liability.lottery_code}`} liability={liability} />
      </Forms>
    </Card>
  );
}
