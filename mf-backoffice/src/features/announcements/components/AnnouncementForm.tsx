import { getIn, useFormik } from 'formik';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  ANNOUNCEMENT_TARGETS,
  announcementRequestSchema,
  type AnnouncementTarget,
  backofficeLabels,
  fieldErrors,
  fromBangkokInput,
  toBangkokInput,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, Card, CardTitle, Field, FieldError, Hint, TextArea, TextField } from '@lotto/ui';
import { useCreateAnnouncementMutation } from '../api/announcementsApi';

const words = backofficeLabels.messages.announcements;

/** What staff type: every field as text (times as `datetime-local`, Bangkok's clock), the target as a choice. */
export interface AnnouncementValues {
  title: string;
  body: string;
  image_url: string;
  link: string;
  target: AnnouncementTarget;
  round_id: string;
  member_id: string;
  starts_at: string;
  ends_at: string;
  popup: boolean;
}

const DAY_MS = 24 * 3_600_000;

/** A new announcement starts now and runs for a day. */
export function blankAnnouncement(now = new Date()): AnnouncementValues {
  return {
    title: '',
    body: '',
    image_url: '',
    link: '',
    target: 'all',
    round_id: '',
    member_id: '',
    starts_at: toBangkokInput(now.toISOString()),
    ends_at: toBangkokInput(new Date(now.getTime() + DAY_MS).toISOString()),
    popup: false,
  };
}

/**
 * The request as the server reads it: an empty image or link left out, the one target chosen, the
 * times as ISO UTC (a time that does not parse stays as typed, for the schema to refuse).
 */
export function requestOf(values: AnnouncementValues) {
  const target =
    values.target === 'all'
      ? { all: true }
      : values.target === 'round'
        ? { round_id: values.round_id.trim() }
        : { member_id: values.member_id.trim() };
  return {
    title: values.title,
    body: values.body,
    image_url: values.image_url.trim() || undefined,
    link: values.link.trim() || undefined,
    target,
    starts_at: fromBangkokInput(values.starts_at) ?? values.starts_at,
    ends_at: fromBangkokInput(values.ends_at) ?? values.ends_at,
    popup: values.popup,
  };
}

/** The form's field of each path the schema names. */
const FIELD_OF: Record<string, keyof AnnouncementValues> = { 'target.round_id': 'round_id', 'target.member_id': 'member_id' };

/** The schema's messages keyed by the form's fields. */
async function validate(values: AnnouncementValues): Promise<Partial<Record<keyof AnnouncementValues, string>>> {
  const errors = await fieldErrors(announcementRequestSchema, requestOf(values));
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [FIELD_OF[path] ?? path, message]));
}

const TARGET_LABELS: Record<AnnouncementTarget, string> = {
  all: words.targetAll,
  round: words.targetRound,
  member: words.targetMember,
};

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 16px;
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    .full {
      grid-column: 1 / -1;
    }
  }
`;

const Choices = styled.fieldset`
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

/** สร้างประกาศ: the shared schema's rules and Thai messages, checked before sending. */
export function AnnouncementForm() {
  const [create] = useCreateAnnouncementMutation();
  const form = useFormik<AnnouncementValues>({
    initialValues: blankAnnouncement(),
    validate,
    onSubmit: async (values, helpers) => {
      const result = await create(announcementRequestSchema.cast(requestOf(values)));
      if (!result.data) {
        toast.error((result.error as QueryError).message);
        return;
      }
      const saved = result.data.payload;
      toast.success(
        Date.parse(saved.starts_at) > Date.now()
          ? words.scheduled
          : withValues(words.sent, { count: saved.recipients.toLocaleString('en-US') }),
      );
      helpers.resetForm({ values: blankAnnouncement() });
    },
  });
  const shown = (field: keyof AnnouncementValues) => {
    const error = form.errors[field];
    return error && (form.submitCount > 0 || getIn(form.touched, field)) ? error : undefined;
  };
  const text = (field: keyof AnnouncementValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`announcement-${field}`}
      label={label}
      error={shown(field)}
      autoComplete="off"
      {...form.getFieldProps(field)}
      {...extra}
    />
  );
  const bodyError = shown('body');
  const targetError = shown('target');

  return (
    <Card aria-labelledby="announcement-create">
      <CardTitle id="announcement-create">{words.create}</CardTitle>
      <form noValidate onSubmit={form.handleSubmit}>
        <Fields>
          <div className="full">{text('title', words.headline, { maxLength: 120 })}</div>
          <Field className="full">
            <label htmlFor="announcement-body">{words.body}</label>
            <TextArea
              id="announcement-body"
              rows={4}
              maxLength={2000}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? 'announcement-body-error' : undefined}
              {...form.getFieldProps('body')}
            />
            {bodyError && (
              <FieldError id="announcement-body-error" role="alert">
                {bodyError}
              </FieldError>
            )}
          </Field>
          {text('image_url', words.imageUrl, { inputMode: 'url', placeholder: 'https://' })}
          {text('link', words.link, { placeholder: '/lotto/all' })}
          <Choices className="full">
            <legend>{words.target}</legend>
            {ANNOUNCEMENT_TARGETS.map((target) => (
              <Choice key={target}>
                <input
                  type="radio"
                  name="target"
                  value={target}
                  checked={form.values.target === target}
                  onChange={() => void form.setFieldValue('target', target)}
                />
                {TARGET_LABELS[target]}
              </Choice>
            ))}
            {form.values.target === 'round' && text('round_id', words.roundId, { inputMode: 'numeric' })}
            {form.values.target === 'member' && text('member_id', words.memberId, { inputMode: 'numeric' })}
            {targetError && <FieldError role="alert">{targetError}</FieldError>}
          </Choices>
          {text('starts_at', words.startsAt, { type: 'datetime-local', note: <Hint>{words.timesHint}</Hint> })}
          {text('ends_at', words.endsAt, { type: 'datetime-local', note: <Hint>{words.timesHint}</Hint> })}
          <Choice className="full">
            <input type="checkbox" {...form.getFieldProps({ name: 'popup', type: 'checkbox' })} />
            {words.popup}
          </Choice>
        </Fields>
        <Button type="submit" $variant="primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {words.send}
        </Button>
      </form>
    </Card>
  );
}
